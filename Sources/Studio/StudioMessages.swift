import Layout

/// One HTTP request as the Studio answers it: what the server read off the connection.
public struct StudioRequest: Sendable {
  /// `GET`, `POST`, …
  public var method: String
  /// The path, without the query string: `/api/render`.
  public var path: String
  /// The body's bytes (empty for a `GET`).
  public var body: [UInt8]

  /// A request.
  public init(method: String, path: String, body: [UInt8] = []) {
    self.method = method
    self.path = path
    self.body = body
  }

  /// A request whose body is `text`'s UTF-8.
  public init(method: String, path: String, text: String) {
    self.init(method: method, path: path, body: Array(text.utf8))
  }
}

/// One HTTP response: status, content type, body.
public struct StudioResponse: Sendable {
  /// The status code: 200, 400, 404, 413, …
  public var status: Int
  /// The `Content-Type` header.
  public var contentType: String
  /// The body's bytes.
  public var body: [UInt8]
  /// A `text/event-stream` of the watched file's saves (`GET /api/events`): the server keeps
  /// the connection open and sends each save as it comes; `body` is the first event.
  public var streamsFileEvents = false

  /// A response.
  public init(status: Int, contentType: String, body: [UInt8]) {
    self.status = status
    self.contentType = contentType
    self.body = body
  }

  /// A JSON response: `json` is already JSON text.
  public static func json(_ json: String, status: Int = 200) -> StudioResponse {
    StudioResponse(status: status, contentType: "application/json; charset=utf-8", body: Array(json.utf8))
  }

  /// An error as JSON, `{"error": message}`, with its status.
  public static func error(_ status: Int, _ message: String) -> StudioResponse {
    var w = JSONTextWriter(pretty: false)
    w.open("{")
    w.key("error")
    w.string(message)
    w.close("}")
    return json(w.text, status: status)
  }

  /// The body as text (for tests and logs).
  public var text: String { String(decoding: body, as: UTF8.self) }
}

/// A request the Studio refuses: its status (400, 404, 405, 409, 413) and what is wrong.
public struct StudioRequestError: Error, Sendable {
  /// The HTTP status.
  public let status: Int
  /// What is wrong, for the `error` field.
  public let message: String

  /// A refusal.
  public init(_ status: Int, _ message: String) {
    self.status = status
    self.message = message
  }

  /// The refusal as a response.
  public var response: StudioResponse { .error(status, message) }
}
