import Detents
import Foundation

/// `detents simulate`: drags, flings and program changes on a sheet, over time.
enum SimulateCommand {
  static let spec = CommandSpec(
    name: "simulate",
    brief: "drag, fling and select on a sheet over time",
    summary: """
      Presents a sheet and runs a script of gestures and program changes on a virtual clock,
      then prints where the sheet was over time and where it ended.
      """,
    options: [
      .value("detents", "LIST", "the sheet's detents, as for `detents resolve` (required)"),
      .value("start", "DETENT", "the initial selection (default: the smallest detent)"),
      .flag("dismiss-disabled", "interactiveDismissDisabled(): drags never dismiss"),
      .flag("appear", "start with the sheet rising into view"),
      .value("content-height", "H", "the sheet holds a scroll view with H points of content"),
      .value(
        "content-interaction", "I", "automatic, resizes or scrolls (default: automatic)",
        allowed: PresentationContentInteraction.allCases.map(\.rawValue)),
      .value("script", "FILE|-", "the steps, one a line (default: standard input; see below)"),
    ] + EnvironmentOptions.options() + [
      .flag(
        "json",
        "{version, final: {detent, height, dismissed}, events,\n frames: [{t, height, detent, settled, dimming}]} at 120 Hz"
      )
    ],
    epilogue: """
      Steps:
        drag DY [over SECONDS]     move the finger DY points, negative is up
        scroll DY [over SECONDS]   the same, on the scrollable content
        release                    lift the finger with the last drag's velocity
        wait SECONDS               let time pass
        select DETENT [ANIMATION]  the program sets the selection (default animation: default)
        dismiss [ANIMATION]        the program dismisses the sheet
        detents LIST               the program changes the detent set
      ANIMATION: none, default, spring(response: 0.5, dampingFraction: 0.8), smooth,
      snappy(duration: 0.4), bouncy(extraBounce: 0.1), easeInOut, easeIn, easeOut, linear.
      A script covers at most \(formatPoints(CGFloat(InteractionLimits.maximumTime))) s of virtual time; a drag moves at most \(formatPoints(CGFloat(InteractionLimits.maximumDistance))) points
      before the finger lifts.
      """)

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
      let json = parsed.flags.contains("json")
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

      let scriptPath = parsed.values["script"] ?? "-"
      let scriptText = try InputFile.readText(scriptPath, what: "script")
      let path = scriptPath == "-" ? "<stdin>" : scriptPath
      let script = try SimulateScript(scriptText, path: path, os: env.os)
      let sheet = PresentedSheet(
        configuration: config, environment: env, selection: start, appearing: parsed.flags.contains("appear"),
        scroll: scroll)
      if let start, sheet.resolution.stopIndex(of: start) == nil {
        printError(
          "detents simulate: warning: --start \(start) is not an active detent here; the sheet starts at the smallest"
        )
      }
      var run = Run(sheet: sheet, keepsFrames: json)
      try run.perform(script, path: path)

      if json {
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
      StandardOutput.line(EnvironmentOptions.describe(env))
      StandardOutput.line(
        "detents: "
          + run.sheet.resolution.stops.map { "\($0.detent) \(formatPoints($0.height))" }.joined(
            separator: ", "))
      StandardOutput.line()
      for line in run.log { StandardOutput.line(line) }
      let s = run.sheet
      StandardOutput.line()
      StandardOutput.line(
        "final: \(s.isDismissed ? "dismissed" : "\(s.currentDetent) at \(formatPoints(s.height)) pt")"
          + ", selection \(s.selection?.description ?? "none"), t = \(String(format: "%.3f", s.time)) s")
    }
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
    /// Whether `frames` keeps the 120 Hz frames (for `--json`); without, memory stays flat
    /// however long the script runs.
    let keepsFrames: Bool

    init(sheet: PresentedSheet, keepsFrames: Bool) {
      self.sheet = sheet
      self.keepsFrames = keepsFrames
    }

    /// Records every frame before `t` (the sheet is advanced to each frame's time).
    mutating func frames(before t: Double) {
      while true {
        if !keepsFrames && sheet.isSettled {
          // Nothing moves and no frame is kept: jump to the first frame at or after `t`.
          nextFrame = max(nextFrame, Int(((t - 1e-9) * SimulateCommand.frameRate).rounded(.up)))
          break
        }
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
      if keepsFrames {
        frames.append(
          Frame(
            t: round3(t), height: round3(Double(sheet.height)), detent: sheet.currentDetent.description,
            settled: sheet.isSettled, dimming: round3(Double(sheet.dimming))))
      }
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
              let reason =
                sheet.isDismissed
                ? "it is dismissed"
                : sheet.isDismissing ? "it is being dismissed" : "it is not draggable on this device or style"
              throw InputError(
                message:
                  "\(path):\(line.number):\(line.column): error: the sheet cannot be dragged: \(reason)",
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
              message: "\(path):\(line.number):\(line.column): error: release without a drag", located: true)
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
