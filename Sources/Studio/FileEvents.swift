import CMicroHTTPD
import Foundation
import MicroHTTPDLoader
import Synchronization

/// `detents studio FILE`'s server-sent events: a thread looks at the file every
/// ``pollInterval`` (its modification time, size and inode, so a save by rename counts too) and,
/// when it changed, reads it and wakes every page's `GET /api/events` stream, which sends it as
/// one `file` event (``StudioAPI/fileEvent(path:text:modified:)``).
///
/// A stream with nothing to send is suspended (libmicrohttpd's `MHD_suspend_connection`, so it
/// holds no server thread) and resumed by the watcher: on a change, and every
/// ``heartbeatInterval`` for a comment line, which is how a page that went away is noticed.
final class FileWatcher: @unchecked Sendable {
  /// How often the file is looked at, in seconds.
  static let pollInterval = 0.1
  /// How often an idle stream sends a comment (`: keep-alive`), in seconds.
  static let heartbeatInterval = 15.0

  /// What the streams share, under ``lock``.
  private struct State {
    /// Raised by every change seen; a stream has sent up to some version.
    var version = 0
    /// The current `file` event, ready to send.
    var message: [UInt8] = []
    /// The streams that are suspended, waiting for a change or a heartbeat.
    var waiting: [ObjectIdentifier: EventStream] = [:]
    /// How many streams are open (made and not yet freed by libmicrohttpd).
    var open = 0
    /// Set by ``stop()``: streams end.
    var closing = false
    /// Raised by every heartbeat.
    var beat = 0
  }

  let path: String
  private let api: StudioAPI
  private let lock = NSLock()
  private var state = State()
  private var signature: [Int] = []

  /// Starts watching `path` for `api`'s event message.
  init(path: String, api: StudioAPI) {
    self.path = path
    self.api = api
    _ = look()
    let thread = Thread { [self] in run() }
    thread.name = "studio file watcher"
    thread.start()
  }

  /// The thread: looks at the file, and wakes the streams on a change or a heartbeat.
  private func run() {
    var sinceBeat = 0.0
    while true {
      Thread.sleep(forTimeInterval: Self.pollInterval)
      sinceBeat += Self.pollInterval
      let changed = look()
      let beat = sinceBeat >= Self.heartbeatInterval
      if beat { sinceBeat = 0 }
      lock.lock()
      if state.closing {
        lock.unlock()
        return
      }
      if beat { state.beat += 1 }
      if changed || beat { resumeAll() }
      lock.unlock()
    }
  }

  /// Whether the file changed since the last look; when it did, the new message is kept and
  /// the version raised.
  private func look() -> Bool {
    var s = stat()
    let sig =
      stat(path, &s) == 0
      ? [Int(s.st_mtim.tv_sec), Int(s.st_mtim.tv_nsec), Int(s.st_size), Int(s.st_ino)] : []
    guard sig != signature else { return false }
    signature = sig
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    let modified = Double(sig.first ?? 0) + Double(sig.count > 1 ? sig[1] : 0) / 1e9
    let message = Array(api.fileEvent(path: path, text: text, modified: modified).utf8)
    lock.lock()
    state.version += 1
    state.message = message
    lock.unlock()
    return true
  }

  /// Resumes every waiting stream (with the lock held).
  private func resumeAll() {
    for stream in state.waiting.values { MHD_resume_connection(stream.connection) }
    state.waiting = [:]
  }

  /// Ends every stream and stops the thread; waits (at most a second) for libmicrohttpd to
  /// close the streams, since a suspended connection must not outlive the daemon.
  func stop() {
    lock.lock()
    state.closing = true
    resumeAll()
    lock.unlock()
    for _ in 0..<100 {
      lock.lock()
      let open = state.open
      lock.unlock()
      if open == 0 { return }
      Thread.sleep(forTimeInterval: 0.01)
    }
  }

  /// A stream for a connection that asked for `GET /api/events`: its first event is the file
  /// as it is now.
  func stream(on connection: OpaquePointer) -> EventStream {
    lock.lock()
    state.open += 1
    let beat = state.beat
    lock.unlock()
    return EventStream(watcher: self, connection: connection, beat: beat)
  }

  /// What the stream sends next into `buffer` (at most `capacity` bytes): the bytes it has
  /// left, else the current file event when a save came since its last, else a heartbeat
  /// comment when one is due; else it is suspended until there is something (0 bytes). -1
  /// ends it (the server is stopping).
  func read(_ stream: EventStream, into buffer: UnsafeMutablePointer<CChar>, capacity: Int) -> Int {
    lock.lock()
    defer { lock.unlock() }
    if state.closing { return -1 }
    if stream.pending.isEmpty {
      if stream.version != state.version {
        stream.version = state.version
        stream.pending = state.message[...]
      } else if stream.beat != state.beat {
        stream.beat = state.beat
        stream.pending = Array(": keep-alive\n\n".utf8)[...]
      } else {
        state.waiting[ObjectIdentifier(stream)] = stream
        MHD_suspend_connection(stream.connection)
        return 0
      }
    }
    let n = min(capacity, stream.pending.count)
    buffer.withMemoryRebound(to: UInt8.self, capacity: n) { out in
      var i = 0
      for byte in stream.pending.prefix(n) {
        out[i] = byte
        i += 1
      }
    }
    stream.pending = stream.pending.dropFirst(n)
    return n
  }

  /// libmicrohttpd is done with the stream (the page went away, or the server stops).
  func closed(_ stream: EventStream) {
    lock.lock()
    state.open -= 1
    state.waiting[ObjectIdentifier(stream)] = nil
    lock.unlock()
  }
}

/// One page's `GET /api/events`: what it has sent (under its watcher's lock).
final class EventStream: @unchecked Sendable {
  let watcher: FileWatcher
  let connection: OpaquePointer
  /// The version of the file last sent; -1 so that the first read sends the file as it is.
  var version = -1
  /// The heartbeat last sent.
  var beat: Int
  /// Bytes of the event being sent that did not fit the last buffer.
  var pending: ArraySlice<UInt8> = []

  init(watcher: FileWatcher, connection: OpaquePointer, beat: Int) {
    self.watcher = watcher
    self.connection = connection
    self.beat = beat
  }
}
