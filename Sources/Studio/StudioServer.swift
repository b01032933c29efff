import CMicroHTTPD
import Foundation
import MicroHTTPDLoader

/// Why the Studio's server did not start.
public struct StudioServerError: Error, Sendable {
  /// What went wrong, for `detents studio: …`.
  public let message: String
}

/// The Studio on HTTP: a libmicrohttpd daemon (a small pool of threads) that reads each
/// request, body included, and answers it with ``StudioAPI/respond(_:)``.
///
/// libmicrohttpd calls back into C function pointers: they get the API through an `Unmanaged`
/// pointer to a ``ServerContext`` (a `Sendable` final class the server keeps alive), and each
/// connection's body collects in a ``PendingRequest`` held the same way until the request ends.
public final class StudioServer {
  /// The port the server listens on (the one the kernel picked for port 0).
  public let port: UInt16
  /// The host it was asked to listen on.
  public let host: String
  private let context: ServerContext
  private var daemon: OpaquePointer?

  /// Listens on `host`:`port` (port 0: any free one) and answers with `api`. A port in use,
  /// a host that does not resolve or cannot be bound is a ``StudioServerError``.
  public init(api: StudioAPI, host: String, port: UInt16, threads: Int = 4) throws(StudioServerError) {
    // The library is opened now, not linked (MicroHTTPDLoader): missing, it is a message.
    var loadError = [CChar](repeating: 0, count: 512)
    guard detents_mhd_load(&loadError, loadError.count) == 1 else {
      let reason = String(decoding: loadError.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw StudioServerError(
        message: "the Studio needs libmicrohttpd (Debian: apt install libmicrohttpd12): \(reason)")
    }
    var error: Int32 = 0
    var bound: UInt16 = 0
    let fd = detents_listen(host, port, &error, &bound)
    guard fd >= 0 else {
      switch error {
      case -2: throw StudioServerError(message: "cannot resolve the host '\(host)'")
      case EADDRINUSE:
        throw StudioServerError(
          message: "port \(port) on \(host) is in use (stop what uses it, or pick another with --port)")
      case EACCES:
        throw StudioServerError(
          message: "no permission to listen on port \(port) (ports below 1024 need root)")
      default:
        throw StudioServerError(
          message: "cannot listen on \(host):\(port): \(String(cString: strerror(error)))")
      }
    }
    let context = ServerContext(api: api, watcher: api.watchedFile.map { FileWatcher(path: $0, api: api) })
    let pointer = Unmanaged.passUnretained(context).toOpaque()
    guard
      let daemon = detents_mhd_start(
        fd, UInt32(max(1, threads)), 256, 60,
        { cls, connection, url, method, _, data, size, pending in
          StudioServer.handle(cls, connection, url, method, data, size, pending)
        },
        { _, _, pending, _ in StudioServer.completed(pending) }, pointer)
    else {
      close(fd)
      throw StudioServerError(message: "libmicrohttpd could not start a server on \(host):\(bound)")
    }
    self.daemon = daemon
    self.context = context
    self.port = bound
    self.host = host
  }

  /// The page's address: `http://127.0.0.1:8080/` (an IPv6 host in brackets).
  public var url: String {
    let h = host.contains(":") ? "[\(host)]" : host
    return "http://\(h):\(port)/"
  }

  /// Stops answering: ends the pages' event streams, closes the socket and waits for the
  /// requests in progress.
  public func stop() {
    context.watcher?.stop()
    if let daemon { MHD_stop_daemon(daemon) }
    daemon = nil
  }

  deinit { stop() }

  /// Blocks SIGINT and SIGTERM in this thread and the threads it starts from now on, so that
  /// ``waitForTermination()`` receives them. Call before starting the server.
  public static func blockTerminationSignals() {
    var set = terminationSignals
    pthread_sigmask(SIG_BLOCK, &set, nil)
  }

  /// Waits for SIGINT or SIGTERM (blocked first by ``blockTerminationSignals()``) and returns it.
  public static func waitForTermination() -> Int32 {
    var set = terminationSignals
    var signal: Int32 = 0
    while sigwait(&set, &signal) != 0 {}
    return signal
  }

  private static var terminationSignals: sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    sigaddset(&set, SIGTERM)
    return set
  }

  // MARK: libmicrohttpd's callbacks

  /// The access handler: called once with the headers, once per piece of the body, and once
  /// more at its end, when the request is answered.
  private static func handle(
    _ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?, _ url: UnsafePointer<CChar>?,
    _ method: UnsafePointer<CChar>?, _ data: UnsafePointer<CChar>?, _ size: UnsafeMutablePointer<Int>?,
    _ pendingSlot: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
  ) -> MHD_Result {
    guard let cls, let connection, let url, let method, let size, let pendingSlot else { return .NO }
    let context = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
    let limit = context.api.limits.maximumBodyBytes
    guard let raw = pendingSlot.pointee else {
      // The headers: a body declared larger than the limit is refused before it is read.
      let pending = PendingRequest()
      if let length = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length"),
        let declared = Int(String(cString: length)), declared > limit
      {
        pending.tooLarge = true
      }
      pendingSlot.pointee = Unmanaged.passRetained(pending).toOpaque()
      return .YES
    }
    let pending = Unmanaged<PendingRequest>.fromOpaque(raw).takeUnretainedValue()
    if size.pointee > 0 {
      if !pending.tooLarge, let data {
        if pending.body.count + size.pointee > limit {
          pending.tooLarge = true
          pending.body = []
        } else {
          data.withMemoryRebound(to: UInt8.self, capacity: size.pointee) {
            pending.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: size.pointee))
          }
        }
      }
      size.pointee = 0
      return .YES
    }
    let response: StudioResponse
    if pending.tooLarge {
      response = StudioAPI.tooLarge(context.api.limits).response
    } else {
      response = context.api.respond(
        StudioRequest(method: String(cString: method), path: String(cString: url), body: pending.body))
    }
    if response.streamsFileEvents, let watcher = context.watcher {
      return stream(watcher, on: connection)
    }
    return send(response, on: connection, head: String(cString: method) == "HEAD")
  }

  /// Answers `GET /api/events` with a stream that stays open: libmicrohttpd asks the
  /// ``FileWatcher`` for its bytes as the connection can take them.
  private static func stream(_ watcher: FileWatcher, on connection: OpaquePointer) -> MHD_Result {
    let stream = watcher.stream(on: connection)
    let pointer = Unmanaged.passRetained(stream).toOpaque()
    guard
      let response = MHD_create_response_from_callback(
        UInt64.max, 4096,
        { cls, _, buffer, capacity in
          guard let cls, let buffer else { return -2 }
          let stream = Unmanaged<EventStream>.fromOpaque(cls).takeUnretainedValue()
          return stream.watcher.read(stream, into: buffer, capacity: capacity)
        },
        pointer,
        { cls in
          guard let cls else { return }
          let stream = Unmanaged<EventStream>.fromOpaque(cls).takeRetainedValue()
          stream.watcher.closed(stream)
        })
    else {
      let stream = Unmanaged<EventStream>.fromOpaque(pointer).takeRetainedValue()
      stream.watcher.closed(stream)
      return .NO
    }
    defer { MHD_destroy_response(response) }
    MHD_add_response_header(response, "Content-Type", "text/event-stream")
    MHD_add_response_header(response, "Cache-Control", "no-store")
    MHD_add_response_header(response, "X-Content-Type-Options", "nosniff")
    return MHD_queue_response(connection, 200, response)
  }

  /// Releases the connection's body once the request is over, answered or not.
  private static func completed(_ pendingSlot: UnsafeMutablePointer<UnsafeMutableRawPointer?>?) {
    guard let pendingSlot, let raw = pendingSlot.pointee else { return }
    Unmanaged<PendingRequest>.fromOpaque(raw).release()
    pendingSlot.pointee = nil
  }

  private static func send(_ r: StudioResponse, on connection: OpaquePointer, head: Bool) -> MHD_Result {
    let body = head ? [] : r.body
    let response = body.withUnsafeBytes {
      MHD_create_response_from_buffer(
        body.count, UnsafeMutableRawPointer(mutating: $0.baseAddress), .RESPMEM_MUST_COPY)
    }
    guard let response else { return .NO }
    defer { MHD_destroy_response(response) }
    MHD_add_response_header(response, "Content-Type", r.contentType)
    MHD_add_response_header(response, "Cache-Control", "no-store")
    MHD_add_response_header(response, "X-Content-Type-Options", "nosniff")
    return MHD_queue_response(connection, UInt32(r.status), response)
  }
}

/// What libmicrohttpd's callbacks reach the API through.
final class ServerContext: Sendable {
  let api: StudioAPI
  /// The watcher of `detents studio FILE`'s file, for `GET /api/events`.
  let watcher: FileWatcher?
  init(api: StudioAPI, watcher: FileWatcher?) {
    self.api = api
    self.watcher = watcher
  }
}

/// One request's body as it arrives, and whether it went over the limit (then it is dropped
/// as it comes and the answer is 413).
final class PendingRequest {
  var body: [UInt8] = []
  var tooLarge = false
}
