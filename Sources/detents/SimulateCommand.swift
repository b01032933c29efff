import Detents
import Foundation

/// `detents simulate`: drags, flings and program changes on a sheet, over time.
enum SimulateCommand {
  static let spec = CommandSpec(
    name: "simulate",
    synopsis:
      "detents simulate --detents LIST [--device NAME] [--start DETENT] [--dismiss-disabled] [--script FILE|-] [--json]",
    help: """
      Presents a sheet and runs a script of gestures and program changes on a virtual clock,
      then prints where the sheet was over time and where it ended.

        --detents LIST          the sheet's detents, as for `detents resolve` (required)
        --start DETENT          the initial selection (default: the smallest detent)
        --dismiss-disabled      interactiveDismissDisabled(): drags never dismiss
        --appear                start with the sheet rising into view
        --content-height H      the sheet holds a scroll view with H points of content
        --content-interaction I automatic, resizes or scrolls (default: automatic)
        --script FILE|-         the steps (default: standard input); one a line:
            drag DY [over SECONDS]     move the finger DY points, negative is up
            scroll DY [over SECONDS]   the same, on the scrollable content
            release                    lift the finger with the last drag's velocity
            wait SECONDS               let time pass
            select DETENT [ANIMATION]  the program sets the selection (default animation: default)
            dismiss [ANIMATION]        the program dismisses the sheet
            detents LIST               the program changes the detent set
          ANIMATION: none, default, spring(response: 0.5, dampingFraction: 0.8), smooth,
          snappy(duration: 0.4), bouncy(extraBounce: 0.1), easeInOut, easeIn, easeOut, linear
      \(EnvironmentOptions.help)
        --json                  {version, final: {detent, height, dismissed}, events,
                                 frames: [{t, height, detent, settled, dimming}]} at 120 Hz
      """,
    valueOptions: ["detents", "start", "script", "content-height", "content-interaction"]
      + EnvironmentOptions.names,
    flags: ["json", "dismiss-disabled", "appear"])

  static let frameRate = 120.0

  struct Frame: Encodable {
    let t: Double
    let height: Double
    let detent: String
    let settled: Bool
    let dimming: Double
  }

  struct Final: Encodable {
    let detent: String
    let height: Double
    let dismissed: Bool
    let selection: String?
    let t: Double
  }

  struct EventJSON: Encodable {
    let t: Double
    let event: String
    let detail: String
  }

  struct Output: Encodable {
    let version = 1
    let device: String
    let maxDetentValue: Double
    let final: Final
    let events: [EventJSON]
    let frames: [Frame]
  }

  static func run(_ args: [String]) -> Int32 {
    runCommand(spec, args) { parsed in
      guard parsed.positionals.isEmpty else {
        throw UsageError(
          message: "unexpected argument '\(parsed.positionals[0])' (give the script with --script)")
      }
      guard let list = parsed.values["detents"] else { throw UsageError(message: "--detents is required") }
      let env = try EnvironmentOptions.environment(parsed)
      var config = SheetConfiguration(detents: Set(try DetentList.parse(list)))
      config.interactiveDismissDisabled = parsed.flags.contains("dismiss-disabled")
      if let ci = parsed.values["content-interaction"] {
        guard let v = PresentationContentInteraction(rawValue: ci) else {
          throw UsageError(message: "--content-interaction is automatic, resizes or scrolls, not '\(ci)'")
        }
        config.contentInteraction = v
      }
      var scroll: ScrollContent?
      if let ch = parsed.values["content-height"] {
        guard let v = Double(ch), v >= 0, v.isFinite else {
          throw UsageError(message: "--content-height needs points")
        }
        scroll = ScrollContent(contentHeight: CGFloat(v))
      }
      let start = try parsed.values["start"].map { v throws(UsageError) in try DetentList.reference(v) }

      let (scriptText, path) = try readScript(parsed.values["script"])
      let script = try SimulateScript(scriptText, path: path, os: env.os)
      let sheet = PresentedSheet(
        configuration: config, environment: env, selection: start, appearing: parsed.flags.contains("appear"),
        scroll: scroll)
      if let start, sheet.resolution.stopIndex(of: start) == nil {
        printError(
          "detents simulate: warning: --start \(start) is not an active detent here; the sheet starts at the smallest"
        )
      }
      var run = Run(sheet: sheet)
      try run.perform(script, path: path)

      if parsed.flags.contains("json") {
        let s = run.sheet
        printJSON(
          Output(
            device: env.device.name, maxDetentValue: Double(s.resolution.maxDetentValue),
            final: Final(
              detent: s.currentDetent.description, height: round3(Double(s.height)), dismissed: s.isDismissed,
              selection: s.selection?.description, t: round3(s.time)),
            events: run.events.map { EventJSON(t: round3($0.time), event: name($0), detail: detail($0)) },
            frames: run.frames))
        return
      }
      print(EnvironmentOptions.describe(env))
      print(
        "detents: "
          + run.sheet.resolution.stops.map { "\($0.detent) \(formatPoints($0.height))" }.joined(
            separator: ", "))
      print()
      for line in run.log { print(line) }
      let s = run.sheet
      print()
      print(
        "final: \(s.isDismissed ? "dismissed" : "\(s.currentDetent) at \(formatPoints(s.height)) pt")"
          + ", selection \(s.selection?.description ?? "none"), t = \(String(format: "%.3f", s.time)) s")
    }
  }

  static func readScript(_ path: String?) throws(InputError) -> (String, String) {
    if path == nil || path == "-" {
      let data = FileHandle.standardInput.readDataToEndOfFile()
      guard let s = String(data: data, encoding: .utf8) else {
        throw InputError(message: "the script on standard input is not UTF-8")
      }
      return (s, "<stdin>")
    }
    let p = path!
    guard let data = FileManager.default.contents(atPath: p) else {
      throw InputError(message: "cannot read script '\(p)'")
    }
    guard let s = String(data: data, encoding: .utf8) else {
      throw InputError(message: "script '\(p)' is not UTF-8")
    }
    return (s, p)
  }

  static func round3(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }

  static func name(_ e: SheetEvent) -> String {
    switch e {
    case .presented: "presented"
    case .selectionChanged: "selectionChanged"
    case .settled: "settled"
    case .dismissed: "dismissed"
    }
  }

  static func detail(_ e: SheetEvent) -> String {
    switch e {
    case .presented: ""
    case .selectionChanged(let a, let b, _): "\(a) → \(b)"
    case .settled(let d, let h, _): "\(d) at \(formatPoints(h))"
    case .dismissed(let r, _): r.rawValue
    }
  }

  /// Runs a script on a sheet, recording 120 Hz frames, events and a readable log.
  struct Run {
    var sheet: PresentedSheet
    var frames: [Frame] = []
    var events: [SheetEvent] = []
    var log: [String] = []
    var nextFrame = 0
    var translation: CGFloat = 0
    var fingerVelocity: CGFloat = 0
    var fingerDown = false
    var lastSample = -1.0

    init(sheet: PresentedSheet) { self.sheet = sheet }

    /// Records every frame before `t` (the sheet is advanced to each frame's time).
    mutating func frames(before t: Double) {
      while true {
        let ft = Double(nextFrame) / SimulateCommand.frameRate
        guard ft < t - 1e-9 else { break }
        sheet.advance(to: ft)
        record(ft)
        nextFrame += 1
      }
      sheet.advance(to: t)
      collectEvents()
    }

    mutating func record(_ t: Double) {
      frames.append(
        Frame(
          t: round3(t), height: round3(Double(sheet.height)), detent: sheet.currentDetent.description,
          settled: sheet.isSettled, dimming: round3(Double(sheet.dimming))))
      collectEvents()
      if !sheet.isSettled && t - lastSample >= 0.05 - 1e-9 {
        lastSample = t
        log.append(
          stamp(t)
            + "  \(padLeft(formatPoints(sheet.height), 7)) pt  \(sheet.isDragging ? "dragging" : "moving")")
      }
    }

    mutating func collectEvents() {
      for e in sheet.takeEvents() {
        events.append(e)
        log.append(stamp(e.time) + "  \(SimulateCommand.name(e)) \(SimulateCommand.detail(e))")
      }
    }

    func stamp(_ t: Double) -> String { String(format: "%7.3f s", t) }

    mutating func perform(_ script: SimulateScript, path: String) throws(InputError) {
      var t = 0.0
      log.append(
        stamp(0)
          + "  \(padLeft(formatPoints(sheet.height), 7)) pt  \(sheet.isSettled ? "at \(sheet.currentDetent)" : "appearing")"
      )
      for line in script.lines {
        frames(before: t)
        switch line.step {
        case .drag(let dy, let over, let onContent):
          if !fingerDown {
            if !sheet.dragBegan(at: t, onContent: onContent) {
              throw InputError(
                message:
                  "\(path):\(line.number):1: error: this sheet cannot be dragged here (\(sheet.isDismissed ? "it is dismissed" : "not draggable on this device or style"))",
                located: true)
            }
            fingerDown = true
            translation = 0
            log.append(stamp(t) + "  finger down at \(formatPoints(sheet.height)) pt")
          }
          let duration = over ?? 0
          let steps = max(1, Int((duration * SimulateCommand.frameRate).rounded()))
          let velocity = over.map { dy / CGFloat($0) } ?? 0
          let from = translation
          for k in 1...steps {
            let tk = t + duration * Double(k) / Double(steps)
            frames(before: tk)
            translation = from + dy * CGFloat(k) / CGFloat(steps)
            sheet.dragChanged(translation: translation, velocity: velocity, at: tk)
          }
          fingerVelocity = velocity
          t += duration
        case .release:
          guard fingerDown else {
            throw InputError(
              message: "\(path):\(line.number):1: error: release without a drag", located: true)
          }
          sheet.dragEnded(translation: translation, velocity: fingerVelocity, at: t)
          fingerDown = false
          log.append(
            stamp(t)
              + "  release at \(formatPoints(sheet.height)) pt, \(formatPoints(abs(fingerVelocity))) pt/s \(fingerVelocity < 0 ? "up" : fingerVelocity > 0 ? "down" : "") → \(sheet.isDismissing ? "dismiss" : sheet.currentDetent.description)"
          )
          collectEvents()
        case .wait(let s):
          if fingerDown && s > 0 {
            fingerVelocity = 0  // a finger that holds still has no velocity
            sheet.dragChanged(translation: translation, velocity: 0, at: t)
          }
          t += s
        case .select(let d, let animation):
          let ok = sheet.select(d, animation: animation, at: t)
          log.append(
            stamp(t) + "  \(line.text)\(ok ? "" : ": \(d) is not an active detent here; the sheet stays")")
          collectEvents()
        case .dismiss(let animation):
          sheet.dismiss(animation: animation, at: t)
          log.append(stamp(t) + "  \(line.text)")
          collectEvents()
        case .detents(let list):
          var c = sheet.configuration
          c.detents = Set(list)
          sheet.reconfigure(c, at: t)
          log.append(
            stamp(t) + "  detents → "
              + sheet.resolution.stops.map { "\($0.detent) \(formatPoints($0.height))" }.joined(
                separator: ", "))
          collectEvents()
        }
      }
      frames(before: t)
      if fingerDown {
        log.append(stamp(t) + "  (script ends with the finger down; releasing)")
        sheet.dragEnded(translation: translation, velocity: fingerVelocity, at: t)
        fingerDown = false
      }
      // Let the sheet come to rest, at most 10 s more.
      let limit = t + Motion.maximumDuration
      while !sheet.isSettled && Double(nextFrame) / SimulateCommand.frameRate <= limit {
        frames(before: Double(nextFrame) / SimulateCommand.frameRate + 1e-6)
      }
      frames(before: Double(nextFrame) / SimulateCommand.frameRate + 1e-6)
    }
  }
}
