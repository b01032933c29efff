import Detents
import Layout
import Preview
import SwiftUIRuntime
import ViewTree

// A session's steps and answers, the ones the server (StudioAPI) and the page's WebAssembly
// backend (Wasm/StudioEntry.swift, which compiles this file too) both take: one place for what
// `POST /api/session/ID/NAME` does and what a render or a step answers.

extension PreviewSession {
  /// One step of a session as `POST /api/session/ID/NAME` takes it: `edit {source}`,
  /// `configure {device?, dark?, …}`, `tap {label}`, `longPress {label}` (opens a context
  /// menu), `key {key}` (`return` or `escape`: the
  /// front window's `.defaultAction` or `.cancelAction` button), `touch {onSheet?}`,
  /// `drag {dy, duration?}` or `drag {phase, dy, velocity?, after?}` (a drag followed event by
  /// event), `advance {seconds}`, `seek {time}`, `restart {}`. Returns the interaction that
  /// could not happen (nothing changed), or nil; a bad field, an unknown step or a history at
  /// `limits`' most interactions (or finger moves) is thrown. (`variant`, which answers with
  /// another session and leaves this one as it is, is ``variant(_:)``.)
  mutating func step(_ name: String, _ body: RequestBody, limits: StudioLimits)
    throws(StudioRequestError) -> PreviewDiagnostic?
  {
    var refused: PreviewDiagnostic?
    func interacting(
      move: Bool = false, _ act: (inout PreviewSession) throws(PreviewDiagnostic) -> Void
    ) throws(StudioRequestError) {
      let moves = options.interactions.count {
        if case .fingerMoved = $0.1 { true } else { false }
      }
      if move {
        guard moves < limits.maximumFingerMoves else {
          throw StudioRequestError(
            409, "the session has \(limits.maximumFingerMoves) finger moves, its most; restart it to go on")
        }
      } else {
        guard options.interactions.count - moves < limits.maximumInteractions else {
          throw StudioRequestError(
            409, "the session has \(limits.maximumInteractions) interactions, its most; restart it to go on")
        }
      }
      do { try act(&self) } catch { refused = error }
    }
    switch name {
    case "edit":
      edit(try body.requiredString("source"))
    case "configure":
      var options = options
      try body.apply(to: &options)
      configure { $0 = options }
    case "tap":
      let label = try body.requiredString("label")
      try interacting { (s) throws(PreviewDiagnostic) in try s.tap(label) }
    case "key":
      let name = try body.requiredString("key")
      guard let pressed = KeyPress(rawValue: name.lowercased()) else {
        throw StudioRequestError(400, "'key' is return or escape, not '\(name)'")
      }
      try interacting { (s) throws(PreviewDiagnostic) in try s.press(pressed) }
    case "longPress":
      let label = try body.requiredString("label")
      try interacting { (s) throws(PreviewDiagnostic) in try s.longPress(label) }
    case "touch":
      let onSheet = try body.bool("onSheet") ?? false
      try interacting { (s) throws(PreviewDiagnostic) in try s.touch(onSheet: onSheet) }
    case "drag":
      if let phase = try body.string("phase") {
        try Self.follow(phase, body, interacting)
        break
      }
      guard let dy = try body.number("dy") else { throw StudioRequestError(400, "missing 'dy' (a number)") }
      let duration = try body.number("duration") ?? 0.25
      do throws(ValueOutOfRange) {
        try InteractionLimits.checkDistance(dy, "'dy'")
        try InteractionLimits.checkTime(duration, "'duration'")
      } catch { throw StudioRequestError(400, error.message) }
      try interacting { (s) throws(PreviewDiagnostic) in try s.drag(by: dy, over: duration) }
    case "advance":
      let seconds = try body.requiredSeconds("seconds")
      do throws(PreviewDiagnostic) { try advance(by: seconds) } catch { refused = error }
    case "seek":
      let t = try body.requiredSeconds("time")
      do throws(PreviewDiagnostic) { try seek(to: t) } catch { refused = error }
    case "restart":
      restart()
    default:
      throw StudioRequestError(
        404,
        "no such session step: '\(name)' (edit, configure, tap, longPress, key, touch, drag, advance, play, seek, variant, restart)"
      )
    }
    return refused
  }

  /// The session as it would be with other options (`device`, `dark`, … as `configure` takes)
  /// and its front sheet resting at detent number `detent` (0: the smallest): a copy, dragged
  /// there by its grabber and let go at rest (so the program sees the selection change, as
  /// when a person drags) and given a second to settle. The session itself does not change.
  func variant(_ body: RequestBody) throws(StudioRequestError) -> PreviewSession {
    var copy = self
    var options = copy.options
    try body.apply(to: &options)
    copy.configure { $0 = options }
    guard let index = try body.number("detent") else { return copy }
    guard let sheet = copy.screen?.presentation?.sheet, !sheet.isDismissed else {
      throw StudioRequestError(409, "there is no sheet on screen to rest at a detent")
    }
    let stops = sheet.resolution.stops
    guard index >= 0, index < Double(stops.count), index == index.rounded() else {
      throw StudioRequestError(
        400, "'detent' is a number from 0 to \(stops.count - 1) (the sheet has \(stops.count) detents)")
    }
    do throws(PreviewDiagnostic) {
      try copy.drag(by: sheet.height - stops[Int(index)].height, over: 0)
      try copy.advance(by: 1)
    } catch { throw StudioRequestError(409, error.message) }
    return copy
  }

  /// A drag followed event by event (`drag {phase, dy?, velocity?, after?}`): `began` puts the
  /// finger down on the front sheet now; `changed` moves it to `dy` points from where it went
  /// down, `after` seconds after the last step, at `velocity` pt/s; `ended` lifts it there.
  private static func follow(
    _ phase: String, _ body: RequestBody,
    _ interacting: (Bool, (inout PreviewSession) throws(PreviewDiagnostic) -> Void) throws(StudioRequestError)
      -> Void
  ) throws(StudioRequestError) {
    if phase == "began" {
      try interacting(false) { (s) throws(PreviewDiagnostic) in try s.putFingerDown() }
      return
    }
    guard phase == "changed" || phase == "ended" else {
      throw StudioRequestError(400, "'phase' is began, changed or ended, not '\(phase)'")
    }
    guard let dy = try body.number("dy") else { throw StudioRequestError(400, "missing 'dy' (a number)") }
    let velocity = try body.number("velocity") ?? 0
    let after = try body.number("after") ?? 0
    do throws(ValueOutOfRange) {
      try InteractionLimits.checkDistance(dy, "'dy'")
      try InteractionLimits.checkDistance(velocity, "'velocity'")
      try InteractionLimits.checkTime(after, "'after'")
    } catch { throw StudioRequestError(400, error.message) }
    if phase == "changed" {
      try interacting(true) { (s) throws(PreviewDiagnostic) in
        try s.moveFinger(to: dy, velocity: velocity, after: after)
      }
    } else {
      try interacting(false) { (s) throws(PreviewDiagnostic) in
        try s.liftFinger(at: dy, velocity: velocity, after: after)
      }
    }
  }
}

extension RenderJSON {
  /// The answer to `POST /api/render`: `text` run with `options`, its list measured by
  /// `measurer`; `findings` are `detents check`'s for the source (the server's; none in the
  /// page).
  static func render<M: TextMeasurer>(
    _ source: PreviewSource, _ options: PreviewOptions, findings: (PreviewSource) -> [PreviewDiagnostic],
    measurer: M
  ) -> String {
    let result = source.run(options)
    let list = result.screen?.displayList(measurer: measurer)
    return RenderJSON(
      diagnostics: result.diagnostics + result.warnings + findings(source),
      presentations: result.run?.presentations ?? [],
      events: result.run?.log ?? [], time: result.run?.time, displayList: list?.json(),
      symbols: symbolNames(list)
    ).text
  }

  /// A session's state as a render answer, with its id; `refused` is an interaction that could
  /// not happen (a tap on a label no button has), which changed nothing.
  static func state<M: TextMeasurer>(
    of session: PreviewSession, id: String, refused: PreviewDiagnostic?, findings: [PreviewDiagnostic],
    measurer: M
  ) -> String {
    stateJSON(of: session, id: id, refused: refused, findings: findings, measurer: measurer).text
  }

  private static func stateJSON<M: TextMeasurer>(
    of session: PreviewSession, id: String, refused: PreviewDiagnostic?, findings: [PreviewDiagnostic],
    measurer: M
  ) -> RenderJSON {
    let run = session.result.run
    let list = session.displayList(measurer: measurer)
    var json = RenderJSON(
      diagnostics: session.diagnostics + session.result.warnings + findings,
      presentations: run?.presentations ?? session.screen?.presentation.map { [$0] } ?? [],
      events: run?.log ?? [], time: session.time, displayList: list?.json(),
      symbols: symbolNames(list))
    json.session = (id, run == nil && session.screen != nil)
    json.end = max(session.time, session.future.last?.time ?? 0)
    json.refused = refused
    return json
  }
}

extension PreviewSession {
  /// The front sheet on screen (the last presented that is not dismissed), as the page's
  /// readout shows it, and whether it moves by itself: not at rest and not under a finger.
  var frontSheetMoves: Bool {
    guard let front = (result.run?.presentations ?? []).last(where: { !$0.sheet.isDismissed }) else {
      return false
    }
    return !front.sheet.isSettled && !front.sheet.isDragging
  }
}

/// How many frames one `play` answers at most (2 s at 60 Hz; a settle rests well within it).
let maximumPlayedFrames = 120

extension RenderJSON {
  /// The answer to `play {seconds?, frames?}`: the session advanced by `seconds` (1/60 s)
  /// at most `frames` (``maximumPlayedFrames``) times, stopping after the step at which the
  /// front sheet rests; the answer is the last step's state, with `"frames"`: each earlier
  /// step's `{"time", "presentations", "displayList"}`, oldest first. A settle comes to the page
  /// as a batch that it plays at the display's rate with no request per frame; the symbols are
  /// those of every frame. A step that could not happen ends the batch with its `refused`.
  static func played<M: TextMeasurer>(
    _ session: inout PreviewSession, _ body: RequestBody, id: String, findings: [PreviewDiagnostic],
    measurer: M
  ) throws(StudioRequestError) -> String {
    let seconds = try body.number("seconds") ?? 1.0 / 60
    guard seconds > 0, seconds <= 0.1 else {
      throw StudioRequestError(400, "'seconds' of a played frame is over 0 and at most 0.1")
    }
    let most = try body.number("frames") ?? Double(maximumPlayedFrames)
    guard most >= 1, most <= Double(maximumPlayedFrames), most == most.rounded() else {
      throw StudioRequestError(400, "'frames' is a whole number from 1 to \(maximumPlayedFrames)")
    }
    var frames: [String] = []
    var symbols = Set<String>()
    var refused: PreviewDiagnostic?
    for n in 0..<Int(most) {
      if n > 0 {
        // The step before this one is a frame of the batch.
        let list = session.displayList(measurer: measurer)
        symbols.formUnion(symbolNames(list))
        frames.append(frame(of: session, list: list))
      }
      do throws(PreviewDiagnostic) { try session.advance(by: seconds) } catch {
        refused = error
        break
      }
      if !session.frontSheetMoves { break }
    }
    var json = stateJSON(of: session, id: id, refused: refused, findings: findings, measurer: measurer)
    json.symbols.formUnion(symbols)
    json.frames = frames
    return json.text
  }

  /// One frame of a `play` batch: `{"time", "presentations", "displayList"}`.
  private static func frame(of session: PreviewSession, list: DisplayList?) -> String {
    var w = JSONTextWriter(pretty: false)
    w.open("{")
    w.key("time")
    w.number(session.time)
    w.key("presentations")
    w.array(session.result.run?.presentations ?? []) { w, p in write(p, &w) }
    w.key("displayList")
    if let json = list?.json() { w.raw(json) } else { w.null() }
    w.close("}")
    return w.text
  }
}

extension StudioRequestError {
  /// The 404 for a session id the Studio does not have.
  static func noSession(_ id: String) -> StudioRequestError {
    StudioRequestError(
      404, "no session '\(id)' (it expired or was never made; make one with POST /api/session)")
  }
}
