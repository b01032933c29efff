import Portable

/// Performs a ``GestureScript`` on a sheet: the finger's moves (synthesized as ``FingerMove``s),
/// waits and the program's changes, recording the sheet at every frame
/// (``SheetMetrics/frameRate``), its events and a readable log.
public struct GestureScriptRun: Sendable {
  /// The sheet at one frame.
  public struct Frame: Sendable {
    /// The frame's time.
    public let t: Double
    /// The sheet's height.
    public let height: Scalar
    /// The detent it is at or nearest.
    public let detent: PresentationDetent
    /// Whether it is at rest.
    public let settled: Bool
    /// The dimming behind it, 0 … 1.
    public let dimming: Scalar
  }

  /// The sheet, as the script has left it so far.
  public private(set) var sheet: PresentedSheet
  /// Every frame, when `keepsFrames`.
  public private(set) var frames: [Frame] = []
  /// The sheet's events, in order.
  public private(set) var events: [SheetEvent] = []
  /// One line per step, event and (while the sheet moves) every 50 ms: `  0.250 s   412 pt  moving`.
  public private(set) var log: [String] = []
  private var nextFrame = 0
  private var translation: Scalar = 0
  private var fingerVelocity: Scalar = 0
  private var fingerDown = false
  private var lastSample = -1.0
  /// Whether `frames` keeps every frame; without, memory stays flat however long the script
  /// runs.
  public let keepsFrames: Bool

  /// A run on `sheet`, keeping every frame or not.
  public init(sheet: PresentedSheet, keepsFrames: Bool) {
    self.sheet = sheet
    self.keepsFrames = keepsFrames
  }

  /// The name of an event, as logs and JSON spell it: `selectionChanged`.
  public static func name(_ e: SheetEvent) -> String {
    switch e {
    case .presented: "presented"
    case .selectionChanged: "selectionChanged"
    case .settled: "settled"
    case .dismissed: "dismissed"
    }
  }

  /// What an event says beyond its name: `medium → large`, `large at 768`, `interactive`.
  public static func detail(_ e: SheetEvent) -> String {
    switch e {
    case .presented: ""
    case .selectionChanged(let a, let b, _): "\(a) → \(b)"
    case .settled(let d, let h, _): "\(d) at \(formatPoints(h))"
    case .dismissed(let r, _): r.rawValue
    }
  }

  /// Performs every step of `script` from t = 0, then lets the sheet come to rest (at most
  /// ``Motion/maximumDuration`` more). A drag the sheet does not allow, or a release without a
  /// drag, is an error at its step.
  public mutating func perform(_ script: GestureScript) throws(GestureScriptError) {
    var t = 0.0
    log.append(
      stamp(0)
        + "  \(padded(formatPoints(sheet.height), toWidth: 7)) pt  \(sheet.isSettled ? "at \(sheet.currentDetent)" : "appearing")"
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
            throw GestureScriptError(
              "the sheet cannot be dragged: \(reason)", line: line.number, column: line.column)
          }
          fingerDown = true
          translation = 0
          log.append(stamp(t) + "  finger down at \(formatPoints(sheet.height)) pt")
        }
        let move = FingerMove(from: translation, by: dy, at: t, over: over ?? 0)
        for k in 1...move.sampleCount {
          let sample = move.sample(k)
          frames(before: sample.time)
          translation = sample.translation
          sheet.dragChanged(translation: translation, velocity: move.velocity, at: sample.time)
        }
        fingerVelocity = move.velocity
        t = move.end
      case .release:
        guard fingerDown else {
          throw GestureScriptError("release without a drag", line: line.number, column: line.column)
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
            + sheet.resolution.stops.map { "\($0.detent) \(formatPoints($0.height))" }.joined(separator: ", ")
        )
        collectEvents()
      }
    }
    frames(before: t)
    if fingerDown {
      log.append(stamp(t) + "  (script ends with the finger down; releasing)")
      sheet.dragEnded(translation: translation, velocity: fingerVelocity, at: t)
      fingerDown = false
    }
    // Let the sheet come to rest, at most `Motion.maximumDuration` more.
    let limit = t + Motion.maximumDuration
    while !sheet.isSettled && Double(nextFrame) / SheetMetrics.frameRate <= limit {
      frames(before: Double(nextFrame) / SheetMetrics.frameRate + 1e-6)
    }
    frames(before: Double(nextFrame) / SheetMetrics.frameRate + 1e-6)
  }

  /// Records every frame before `t` (the sheet is advanced to each frame's time).
  private mutating func frames(before t: Double) {
    while true {
      if !keepsFrames && sheet.isSettled {
        // Nothing moves and no frame is kept: jump to the first frame at or after `t`.
        nextFrame = max(nextFrame, Int(((t - 1e-9) * SheetMetrics.frameRate).rounded(.up)))
        break
      }
      let ft = Double(nextFrame) / SheetMetrics.frameRate
      guard ft < t - 1e-9 else { break }
      sheet.advance(to: ft)
      record(ft)
      nextFrame += 1
    }
    sheet.advance(to: t)
    collectEvents()
  }

  private mutating func record(_ t: Double) {
    if keepsFrames {
      frames.append(
        Frame(
          t: t, height: sheet.height, detent: sheet.currentDetent, settled: sheet.isSettled,
          dimming: sheet.dimming))
    }
    collectEvents()
    if !sheet.isSettled && t - lastSample >= 0.05 - 1e-9 {
      lastSample = t
      log.append(
        stamp(t)
          + "  \(padded(formatPoints(sheet.height), toWidth: 7)) pt  \(sheet.isDragging ? "dragging" : "moving")"
      )
    }
  }

  private mutating func collectEvents() {
    for e in sheet.takeEvents() {
      events.append(e)
      log.append(stamp(e.time) + "  \(Self.name(e)) \(Self.detail(e))")
    }
  }

  private func stamp(_ t: Double) -> String { padded(formatFixed(t, digits: 3), toWidth: 7) + " s" }
}
