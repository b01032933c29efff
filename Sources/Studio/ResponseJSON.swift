import Detents
import Layout
import Preview
import SwiftSource
import ViewTree

// The WebAssembly build compiles this file into its entry module (scripts/wasm-build), with
// Canvas's symbol table (Sources/Canvas/SymbolTable.swift) beside it instead of Canvas.
#if canImport(Canvas)
  import Canvas
#endif

/// The JSON of a render or a session step (README, "The HTTP API"):
/// `{"diagnostics": […], "presentations": […], "events": […], "time": t, "symbols": {…},
/// "displayList": {…}}`.
struct RenderJSON {
  /// Errors that stopped the run and warnings of a run that went ahead, in that order.
  var diagnostics: [PreviewDiagnostic]
  /// Every presented sheet, back to front.
  var presentations: [PresentedState]
  /// The run's event log (presentations, taps, task starts, …), one line each.
  var events: [String]
  /// The virtual time the run reached; nil when it did not run.
  var time: Double?
  /// The display list's JSON (``DisplayList/json(pretty:)``); nil when nothing ran.
  var displayList: String?
  /// The SF Symbols the list draws: the page draws each as Canvas does (``symbolDrawing(named:)``).
  var symbols: Set<String> = []
  /// For a session: its id, and whether the list is the last good one (the source has errors).
  var session: (id: String, stale: Bool)?
  /// For a session step: the interaction that could not happen (nothing changed), or nil.
  var refused: PreviewDiagnostic?
  /// For a session: the latest time its history reaches (after a seek back, the last
  /// interaction still ahead), for the page's scrubber.
  var end: Double?
  /// For a `play` step: the frames before the answer's own, each a `{"time", "presentations",
  /// "displayList"}` object's JSON, oldest first.
  var frames: [String]?

  /// The response's text.
  var text: String {
    var w = JSONTextWriter(pretty: false)
    w.open("{")
    if let session {
      w.key("session")
      w.string(session.id)
      w.key("stale")
      w.bool(session.stale)
      w.key("refused")
      if let refused { Self.write(refused, &w) } else { w.null() }
      if let end {
        w.key("end")
        w.number(end)
      }
      if let frames {
        w.key("frames")
        w.array(frames) { w, f in w.raw(f) }
      }
    }
    w.key("diagnostics")
    w.array(diagnostics) { w, d in Self.write(d, &w) }
    w.key("presentations")
    w.array(presentations) { w, p in Self.write(p, &w) }
    w.key("events")
    w.array(events) { w, e in w.string(e) }
    w.key("time")
    if let time { w.number(time) } else { w.null() }
    w.key("symbols")
    w.open("{")
    for name in symbols.sorted() {
      w.key(name)
      if let d = symbolDrawing(named: name) {
        w.open("{")
        w.key("style")
        w.string(d.style)
        w.key("codepoint")
        w.number(Double(d.codepoint))
        w.close("}")
      } else {
        w.null()
      }
    }
    w.close("}")
    w.key("displayList")
    if let displayList { w.raw(displayList) } else { w.null() }
    w.close("}")
    return w.text
  }

  /// The names of the SF Symbols in `list`, groups included.
  static func symbolNames(_ list: DisplayList?) -> Set<String> {
    func walk(_ items: [DisplayItem], _ out: inout Set<String>) {
      for item in items {
        switch item {
        case .symbol(let name, _, _): out.insert(name)
        case .group(_, _, let inner): walk(inner, &out)
        default: break
        }
      }
    }
    var names = Set<String>()
    if let list { walk(list.items, &names) }
    return names
  }

  /// `{"line", "column", "severity", "message", "id", "stage", "length"}`; `line` and `column`
  /// (from 1, the column in UTF-8 bytes) are null for a problem that is not at a place.
  static func write(_ d: PreviewDiagnostic, _ w: inout JSONTextWriter) {
    w.open("{")
    w.key("line")
    if let l = d.location { w.number(Double(l.line)) } else { w.null() }
    w.key("column")
    if let l = d.location { w.number(Double(l.column)) } else { w.null() }
    w.key("severity")
    w.string(d.severity.rawValue)
    w.key("message")
    w.string(d.message)
    w.key("id")
    w.string(d.id.rawValue)
    w.key("stage")
    w.string(d.stage.rawValue)
    w.key("length")
    w.number(Double(d.length))
    w.close("}")
  }

  /// A presentation and its sheet: what the page's detent readout shows.
  static func write(_ p: PresentedState, _ w: inout JSONTextWriter) {
    let s = p.sheet
    w.open("{")
    w.key("id")
    w.string(p.id)
    w.key("kind")
    w.string(p.kind.rawValue)
    w.key("detent")
    w.string(s.currentDetent.description)
    w.key("selection")
    if let selection = s.selection { w.string(selection.description) } else { w.null() }
    w.key("height")
    w.number(s.height)
    w.key("velocity")
    w.number(s.velocity)
    w.key("settled")
    w.bool(s.isSettled)
    w.key("dragging")
    w.bool(s.isDragging)
    w.key("dismissed")
    w.bool(s.isDismissed)
    w.key("detents")
    w.array(s.resolution.stops) { w, stop in
      w.open("{")
      w.key("detent")
      w.string(stop.detent.description)
      w.key("height")
      w.number(stop.height)
      w.close("}")
    }
    w.close("}")
  }
}
