import Canvas
import Check
import Detents
import Foundation
import Layout
import Preview
import SwiftSource
import SwiftUIRuntime

/// What the Studio answers, without sockets: a request in, a response out. ``StudioServer``
/// puts it on HTTP; tests call ``respond(_:)`` directly.
///
/// - `GET /` and the page's files, `/vendor/codemirror/…`, `/fonts/…` (``StaticFiles``);
/// - `GET /api/examples`, `GET /api/devices`, `GET /api/file` (the file `detents studio FILE`
///   watches), `GET /api/events` (its saves, as server-sent events);
/// - `POST /api/render`: source and options in, diagnostics, presentations and the display list
///   out;
/// - `POST /api/check`: source and options in, only `detents check`'s findings out (for a page
///   that renders itself: the WebAssembly build has no Check);
/// - `POST /api/session` and `POST /api/session/ID/{edit,configure,tap,key,touch,drag,advance,play,seek,variant,restart}`,
///   `DELETE /api/session/ID`: a live ``PreviewSession`` per page.
///
/// Broken code is a 200 with diagnostics; a body over ``StudioLimits/maximumBodyBytes`` is 413,
/// malformed JSON or a bad field 400, an unknown path 404, a known path with the wrong method 405.
public final class StudioAPI: Sendable {
  /// The bounds on bodies and sessions.
  public let limits: StudioLimits
  /// The file `detents studio FILE` watches, or nil.
  public let watchedFile: String?
  let sessions: SessionStore
  let files: StaticFiles
  let measurer = PangoTextMeasurer()

  /// The API; `now` is a monotonic clock in seconds, for sessions' idle time. With
  /// `wasmFolder` holding the WebAssembly build (`make wasm`), the page gets the module and runs
  /// renders and session steps itself (``runsInPage``).
  public init(
    limits: StudioLimits = StudioLimits(), watching file: String? = nil, wasmFolder: String? = nil,
    now: @escaping @Sendable () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
  ) {
    self.limits = limits
    watchedFile = file
    sessions = SessionStore(limits: limits, now: now)
    files = StaticFiles(wasmFolder: wasmFolder)
  }

  /// Whether the page is served with the WebAssembly build, to run renders in itself.
  public var runsInPage: Bool { files.runsInPage }

  /// Whether the page's files were found (``StaticFiles/pageFolder``); without them only the
  /// API answers.
  public var hasPage: Bool { files.table["/"] != nil }

  /// How many sessions are live.
  public var sessionCount: Int { sessions.count }

  /// The answer to `request`.
  public func respond(_ request: StudioRequest) -> StudioResponse {
    do throws(StudioRequestError) {
      return try route(request)
    } catch {
      return error.response
    }
  }

  private func route(_ r: StudioRequest) throws(StudioRequestError) -> StudioResponse {
    if r.body.count > limits.maximumBodyBytes { throw Self.tooLarge(limits) }
    let parts = r.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 3, parts[0].isEmpty, parts[1] == "api" else {
      try Self.method(r, "GET", "HEAD")
      guard let file = files.response(for: r.path) else {
        throw StudioRequestError(404, "no such file: \(r.path)")
      }
      return file
    }
    switch (parts[2], parts.count) {
    case ("render", 3):
      try Self.method(r, "POST")
      return try render(RequestBody(r.body))
    case ("check", 3):
      try Self.method(r, "POST")
      return try check(RequestBody(r.body))
    case ("examples", 3):
      try Self.method(r, "GET")
      return examples()
    case ("devices", 3):
      try Self.method(r, "GET")
      return devices()
    case ("file", 3):
      try Self.method(r, "GET")
      return try watched()
    case ("events", 3):
      try Self.method(r, "GET")
      return try fileEvents()
    case ("session", 3):
      try Self.method(r, "POST")
      return try newSession(RequestBody(r.body))
    case ("session", 4):
      try Self.method(r, "DELETE")
      guard sessions.remove(parts[3]) else { throw .noSession(parts[3]) }
      return .json("{}")
    case ("session", 5):
      try Self.method(r, "POST")
      guard let entry = sessions.entry(parts[3]) else { throw .noSession(parts[3]) }
      return try step(entry, parts[4], RequestBody.orEmpty(r.body))
    default:
      throw StudioRequestError(404, "no such endpoint: \(r.path)")
    }
  }

  /// The 413 for a body over the limit.
  static func tooLarge(_ limits: StudioLimits) -> StudioRequestError {
    StudioRequestError(413, "the body is larger than \(limits.maximumBodyBytes) bytes")
  }

  private static func method(_ r: StudioRequest, _ allowed: String...) throws(StudioRequestError) {
    guard allowed.contains(r.method) else {
      throw StudioRequestError(405, "\(r.path) takes \(allowed.joined(separator: " or ")), not \(r.method)")
    }
  }

  // MARK: Rendering

  /// What `detents check` finds in `text` (the seeds' pitfalls, with their rule ids), for the
  /// OS the preview runs: the editor shows them inline with the run's own. A source with syntax
  /// errors gets those from the run already, so nothing more.
  /// A session's every step answers with them, so they are kept by source and OS
  /// (``CheckCache``): a frame step does not check the program again.
  static func checkFindings(_ tree: SyntaxTree, _ options: PreviewOptions) -> [PreviewDiagnostic] {
    if tree.hasErrors { return [] }
    let env = options.environment
    let isMac = env.device.family == .mac
    let target = isMac ? Registry.macOS(forIOS: env.os) : env.os
    let key = CheckCache.Key(bytes: tree.bytes, target: target, isMac: isMac)
    if let known = CheckCache.shared.findings(key) { return known }
    let found = Checker.check(tree, options: CheckOptions(target: target, isMac: isMac)).map {
      PreviewDiagnostic(.check, $0)
    }
    CheckCache.shared.keep(found, for: key)
    return found
  }

  /// The path diagnostics name when the request gives none.
  static let defaultPath = "Studio.swift"

  private func render(_ body: RequestBody) throws(StudioRequestError) -> StudioResponse {
    let text = try body.requiredString("source")
    let options = try body.previewOptions()
    let source = PreviewSource(text, path: try body.string("path") ?? Self.defaultPath)
    return .json(
      RenderJSON.render(
        source, options, findings: { Self.checkFindings($0.program.tree, options) }, measurer: measurer))
  }

  /// `POST /api/check` with `{source, path?, device?, os?, …}` (what `/api/render` takes):
  /// `{"diagnostics": […]}`, only the pitfalls `detents check` finds, each as a render's
  /// diagnostics are written, stage "check"; none for a source with syntax errors. The page
  /// that runs the pipeline itself (the WebAssembly build, which has no Check) asks for them
  /// after each edit, beside its own render, so its list shows what the server's page shows.
  private func check(_ body: RequestBody) throws(StudioRequestError) -> StudioResponse {
    let text = try body.requiredString("source")
    let options = try body.previewOptions()
    let found = Self.checkFindings(SourceFile.parse(text), options)
    var w = JSONTextWriter(pretty: false)
    w.open("{")
    w.key("diagnostics")
    w.array(found) { w, d in RenderJSON.write(d, &w) }
    w.close("}")
    return .json(w.text)
  }

  private func newSession(_ body: RequestBody) throws(StudioRequestError) -> StudioResponse {
    let text = try body.requiredString("source")
    let session = PreviewSession(
      text, path: try body.string("path") ?? Self.defaultPath, options: try body.previewOptions())
    let entry = sessions.add(session)
    return .json(Self.state(of: session, id: entry.id, refused: nil, measurer: measurer))
  }

  /// One step of a session: `edit {source}`, `configure {device?, dark?, …}`, `tap {label}`,
  /// `touch {onSheet?}`, `drag {dy, duration?}` (or one event of a followed drag,
  /// `drag {phase, dy, velocity?, after?}`), `key {key}`, `advance {seconds}`, `play {seconds?, frames?}`
  /// (a batch of frames: ``RenderJSON/played(_:_:id:findings:measurer:)``), `seek {time}`,
  /// `variant {detent?, device?, …}` (answered without changing the session), `restart {}`.
  private func step(_ entry: SessionStore.Entry, _ name: String, _ body: RequestBody)
    throws(StudioRequestError) -> StudioResponse
  {
    let limits = limits
    let measurer = measurer
    return try sessions.withSession(entry) { (session) throws(StudioRequestError) -> StudioResponse in
      if name == "variant" {
        return .json(
          try Self.state(of: session.variant(body), id: entry.id, refused: nil, measurer: measurer))
      }
      if name == "play" {
        return .json(
          try RenderJSON.played(
            &session, body, id: entry.id,
            findings: Self.checkFindings(session.source.program.tree, session.options),
            measurer: measurer))
      }
      let refused = try session.step(name, body, limits: limits)
      return .json(Self.state(of: session, id: entry.id, refused: refused, measurer: measurer))
    }
  }

  /// A session's state as a render response, with its id; `refused` is an interaction that
  /// could not happen (a tap on a label no button has), which changed nothing.
  static func state(
    of session: PreviewSession, id: String, refused: PreviewDiagnostic?, measurer: PangoTextMeasurer
  )
    -> String
  {
    RenderJSON.state(
      of: session, id: id, refused: refused,
      findings: checkFindings(session.source.program.tree, session.options), measurer: measurer)
  }

  // MARK: Catalogues

  /// The page's example programs: `{"id", "title", "source"}` for each `examples/*.swift`
  /// resource, in file-name order; the title is the first line's comment.
  private func examples() -> StudioResponse {
    var w = JSONTextWriter(pretty: false)
    w.open("[")
    for path in files.table.keys.sorted() where path.hasPrefix("/examples/") && path.hasSuffix(".swift") {
      guard let file = files.table[path], let text = try? String(contentsOfFile: file, encoding: .utf8) else {
        continue
      }
      let first = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
      let title = first.hasPrefix("//") ? first.dropFirst(2).trimmingCharacters(in: .whitespaces) : path
      w.element()
      w.open("{")
      w.key("id")
      w.string(String(path.dropFirst("/examples/".count).dropLast(".swift".count)))
      w.key("title")
      w.string(title)
      w.key("source")
      w.string(text)
      w.close("}")
    }
    w.close("]")
    return .json(w.text)
  }

  /// What the page's controls offer: devices, OS releases, Dynamic Type sizes.
  private func devices() -> StudioResponse {
    var w = JSONTextWriter(pretty: false)
    w.open("{")
    w.key("devices")
    w.array(DeviceCatalog.all) { w, d in
      w.open("{")
      w.key("id")
      w.string(d.id)
      w.key("name")
      w.string(d.name)
      w.key("landscape")
      w.bool(d.supports(.landscape))
      w.close("}")
    }
    w.key("defaultDevice")
    w.string(DeviceCatalog.defaultDevice.id)
    w.key("os")
    w.array(OSVersion.modeled) { w, v in w.string(v.description) }
    w.key("defaultOS")
    w.string(OSVersion.latest.description)
    w.key("dynamicType")
    w.array(DynamicTypeSize.allCases) { w, size in w.string(size.description) }
    w.close("}")
    return .json(w.text)
  }

  /// The watched file: `{"path", "source", "modified"}` (seconds since 1970, for the page to
  /// see a save), or 404 without one.
  private func watched() throws(StudioRequestError) -> StudioResponse {
    let (path, text, modified) = try readWatched()
    return .json(Self.fileJSON(path: path, text: text, modified: modified))
  }

  /// `GET /api/events`: the watched file's saves as server-sent events (``FileWatcher``), the
  /// first of them the file as it is now; 404 without a file.
  private func fileEvents() throws(StudioRequestError) -> StudioResponse {
    let (path, text, modified) = try readWatched()
    var r = StudioResponse(
      status: 200, contentType: "text/event-stream",
      body: Array(fileEvent(path: path, text: text, modified: modified).utf8))
    r.streamsFileEvents = true
    return r
  }

  private func readWatched() throws(StudioRequestError) -> (path: String, text: String, modified: Double) {
    guard let path = watchedFile else { throw StudioRequestError(404, "the Studio watches no file") }
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw StudioRequestError(404, "cannot read \(path)")
    }
    let modified =
      (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)?
      .timeIntervalSince1970 ?? 0
    return (path, text, modified)
  }

  /// One server-sent event of the watched file: `event: file` and, on one `data:` line, what
  /// `GET /api/file` answers. `retry` asks a page that lost the stream to reconnect after 1 s.
  func fileEvent(path: String, text: String, modified: Double) -> String {
    "retry: 1000\nevent: file\ndata: " + Self.fileJSON(path: path, text: text, modified: modified) + "\n\n"
  }

  private static func fileJSON(path: String, text: String, modified: Double) -> String {
    var w = JSONTextWriter(pretty: false)
    w.open("{")
    w.key("path")
    w.string(path)
    w.key("source")
    w.string(text)
    w.key("modified")
    w.number(modified)
    w.close("}")
    return w.text
  }
}

/// The findings of `detents check` for the sources the Studio ran last, by source text and
/// target: at most ``capacity`` of them (emptied when full), shared by the server's threads.
final class CheckCache: @unchecked Sendable {
  struct Key: Hashable {
    let bytes: [UInt8]
    let target: OSVersion
    let isMac: Bool
  }
  static let shared = CheckCache()
  static let capacity = 64
  private let lock = NSLock()
  private var entries: [Key: [PreviewDiagnostic]] = [:]

  func findings(_ key: Key) -> [PreviewDiagnostic]? {
    lock.lock()
    defer { lock.unlock() }
    return entries[key]
  }

  func keep(_ found: [PreviewDiagnostic], for key: Key) {
    lock.lock()
    defer { lock.unlock() }
    if entries.count >= Self.capacity { entries = [:] }
    entries[key] = found
  }
}
