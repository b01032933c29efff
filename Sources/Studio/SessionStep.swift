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
  /// `configure {device?, dark?, …}`, `tap {label}`, `touch {onSheet?}`,
  /// `drag {dy, duration?}`, `advance {seconds}`, `restart {}`. Returns the interaction that
  /// could not happen (nothing changed), or nil; a bad field, an unknown step or a history at
  /// `limits`' most interactions is thrown.
  mutating func step(_ name: String, _ body: RequestBody, limits: StudioLimits)
    throws(StudioRequestError) -> PreviewDiagnostic?
  {
    var refused: PreviewDiagnostic?
    func interacting(_ act: (inout PreviewSession) throws(PreviewDiagnostic) -> Void)
      throws(StudioRequestError)
    {
      guard options.interactions.count < limits.maximumInteractions else {
        throw StudioRequestError(
          409, "the session has \(limits.maximumInteractions) interactions, its most; restart it to go on")
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
    case "touch":
      let onSheet = try body.bool("onSheet") ?? false
      try interacting { (s) throws(PreviewDiagnostic) in try s.touch(onSheet: onSheet) }
    case "drag":
      guard let dy = try body.number("dy") else { throw StudioRequestError(400, "missing 'dy' (a number)") }
      let duration = try body.number("duration") ?? 0.25
      do throws(ValueOutOfRange) {
        try InteractionLimits.checkDistance(dy, "'dy'")
        try InteractionLimits.checkTime(duration, "'duration'")
      } catch { throw StudioRequestError(400, error.message) }
      try interacting { (s) throws(PreviewDiagnostic) in try s.drag(by: dy, over: duration) }
    case "advance":
      guard let seconds = try body.number("seconds") else {
        throw StudioRequestError(400, "missing 'seconds' (a number)")
      }
      do throws(ValueOutOfRange) { try InteractionLimits.checkTime(seconds, "'seconds'") } catch {
        throw StudioRequestError(400, error.message)
      }
      do throws(PreviewDiagnostic) { try advance(by: seconds) } catch { refused = error }
    case "restart":
      restart()
    default:
      throw StudioRequestError(
        404, "no such session step: '\(name)' (edit, configure, tap, touch, drag, advance, restart)")
    }
    return refused
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
    let run = session.result.run
    let list = session.displayList(measurer: measurer)
    var json = RenderJSON(
      diagnostics: session.diagnostics + session.result.warnings + findings,
      presentations: run?.presentations ?? session.screen?.presentation.map { [$0] } ?? [],
      events: run?.log ?? [], time: session.time, displayList: list?.json(),
      symbols: symbolNames(list))
    json.session = (id, run == nil && session.screen != nil)
    json.refused = refused
    return json.text
  }
}

extension StudioRequestError {
  /// The 404 for a session id the Studio does not have.
  static func noSession(_ id: String) -> StudioRequestError {
    StudioRequestError(
      404, "no session '\(id)' (it expired or was never made; make one with POST /api/session)")
  }
}
