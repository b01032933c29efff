// The Studio's API in the page (issue 16): what `POST /api/render` and the session endpoints
// answer, computed by the WebAssembly build with the server's own code (Sources/Studio's
// RequestBody, ResponseJSON, SessionStep and StudioMessages are compiled into this module),
// text measured by the page's fonts (HostTextMeasurer). The JS backend
// (Sources/Studio/Resources/js/wasm-backend.js) calls these. What the server adds and the page
// does not: `detents check`'s findings (the Check module is not in this build; the page
// `detents studio` serves asks the server for them, `POST /api/check`).
//
// Each call writes its answer's JSON to standard output and returns its HTTP status (200, or
// the server's 400/404/409 with `{"error": …}`).

import Layout
import Preview

/// The sessions of the page, by id, and the next id.
nonisolated(unsafe) var studioSessions: [String: PreviewSession] = [:]
nonisolated(unsafe) var nextSessionID = 1
/// The one measurer of the page's calls (it keeps each font's metrics).
let pageMeasurer = HostTextMeasurer()
/// The server's limits (interactions per session).
let pageLimits = StudioLimits()

/// Writes `answer` (a status and JSON text) and returns the status.
func answer(_ body: () throws(StudioRequestError) -> String) -> Int32 {
  do throws(StudioRequestError) {
    write(1, try body())
    return 200
  } catch {
    write(1, error.response.text)
    return Int32(error.status)
  }
}

/// The bytes of a request body.
func bytes(_ pointer: UnsafePointer<UInt8>?, _ count: Int32) -> [UInt8] {
  guard let pointer, count > 0 else { return [] }
  return Array(UnsafeBufferPointer(start: pointer, count: Int(count)))
}

/// The preview options of a request body, text measured by the page.
func pageOptions(_ body: RequestBody) throws(StudioRequestError) -> PreviewOptions {
  var options = try body.previewOptions()
  options.measurer = pageMeasurer
  return options
}

/// `POST /api/render` with the JSON `body`.
@_expose(wasm, "detents_studio_render")
@_cdecl("detents_studio_render")
public func detentsStudioRender(_ body: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
  answer { () throws(StudioRequestError) -> String in
    let request = try RequestBody(bytes(body, count))
    let source = PreviewSource(
      try request.requiredString("source"), path: try request.string("path") ?? "Studio.swift")
    return RenderJSON.render(source, try pageOptions(request), findings: { _ in [] }, measurer: pageMeasurer)
  }
}

/// `POST /api/session` with the JSON `body`.
@_expose(wasm, "detents_studio_session")
@_cdecl("detents_studio_session")
public func detentsStudioSession(_ body: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
  answer { () throws(StudioRequestError) -> String in
    let request = try RequestBody(bytes(body, count))
    let session = PreviewSession(
      try request.requiredString("source"), path: try request.string("path") ?? "Studio.swift",
      options: try pageOptions(request))
    let id = "page-" + String(nextSessionID)
    nextSessionID += 1
    studioSessions[id] = session
    return RenderJSON.state(of: session, id: id, refused: nil, findings: [], measurer: pageMeasurer)
  }
}

/// `POST /api/session/ID/NAME` with the JSON `body` (empty reads as `{}`); `variant` answers
/// with a changed copy of the session and keeps the session as it was, as the server does.
@_expose(wasm, "detents_studio_step")
@_cdecl("detents_studio_step")
public func detentsStudioStep(
  _ id: UnsafePointer<UInt8>?, _ idCount: Int32, _ name: UnsafePointer<UInt8>?, _ nameCount: Int32,
  _ body: UnsafePointer<UInt8>?, _ count: Int32
) -> Int32 {
  let id = string(id, idCount)
  return answer { () throws(StudioRequestError) -> String in
    guard var session = studioSessions[id] else {
      throw .noSession(id)
    }
    let request = try RequestBody.orEmpty(bytes(body, count))
    let stepName = string(name, nameCount)
    if stepName == "play" {
      let answer = try RenderJSON.played(&session, request, id: id, findings: [], measurer: pageMeasurer)
      studioSessions[id] = session
      return answer
    }
    // The session as it would be (another device, a sheet at another detent): answered, not kept.
    if stepName == "variant" {
      return RenderJSON.state(
        of: try session.variant(request), id: id, refused: nil, findings: [], measurer: pageMeasurer)
    }
    let refused = try session.step(stepName, request, limits: pageLimits)
    studioSessions[id] = session
    return RenderJSON.state(of: session, id: id, refused: refused, findings: [], measurer: pageMeasurer)
  }
}

/// `DELETE /api/session/ID`.
@_expose(wasm, "detents_studio_end")
@_cdecl("detents_studio_end")
public func detentsStudioEnd(_ id: UnsafePointer<UInt8>?, _ idCount: Int32) -> Int32 {
  let id = string(id, idCount)
  return answer { () throws(StudioRequestError) -> String in
    guard studioSessions.removeValue(forKey: id) != nil else {
      throw .noSession(id)
    }
    return "{}"
  }
}
