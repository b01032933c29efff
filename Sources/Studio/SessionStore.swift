import Preview
import Synchronization

/// The Studio's live previews, one per page (tab): each a ``PreviewSession`` behind its own
/// lock, so that steps of one session run one at a time while other sessions go on.
///
/// Bounded: at most ``StudioLimits/maximumSessions`` sessions (a new one past that replaces the
/// one idle longest), each dropped after ``StudioLimits/sessionIdleSeconds`` without a request,
/// each with a source of at most ``StudioLimits/maximumBodyBytes`` and a history of at most
/// ``StudioLimits/maximumInteractions`` interactions (an edit replays the history, so this
/// bounds its cost too).
final class SessionStore: Sendable {
  /// One session and when it was last used.
  final class Entry: Sendable {
    let id: String
    let session: Mutex<PreviewSession>
    /// When it was last used, as a Double's bits: an atomic, so that expiring sessions never
    /// waits for one that is busy running.
    private let lastUsedBits: Atomic<UInt64>

    init(id: String, session: PreviewSession, now: Double) {
      self.id = id
      self.session = Mutex(session)
      lastUsedBits = Atomic(now.bitPattern)
    }

    /// When the session was last used.
    var lastUsed: Double {
      get { Double(bitPattern: lastUsedBits.load(ordering: .relaxed)) }
      set { lastUsedBits.store(newValue.bitPattern, ordering: .relaxed) }
    }
  }

  private let entries = Mutex<[String: Entry]>([:])
  private let limits: StudioLimits
  /// Seconds on a monotonic clock (injected so that tests can move it).
  private let now: @Sendable () -> Double

  init(limits: StudioLimits, now: @escaping @Sendable () -> Double) {
    self.limits = limits
    self.now = now
  }

  /// How many sessions there are (expired ones dropped first).
  var count: Int {
    expire()
    return entries.withLock { $0.count }
  }

  /// Adds `session` and returns its entry, with a new random id; the session idle longest goes
  /// when the store is full.
  func add(_ session: PreviewSession) -> Entry {
    expire()
    let t = now()
    let entry = Entry(id: Self.newID(), session: session, now: t)
    entries.withLock { all in
      while all.count >= limits.maximumSessions {
        guard let oldest = all.values.min(by: { $0.lastUsed < $1.lastUsed }) else { break }
        all[oldest.id] = nil
      }
      all[entry.id] = entry
    }
    return entry
  }

  /// The session `id`, nil when there is none (never made, expired or replaced).
  func entry(_ id: String) -> Entry? {
    expire()
    return entries.withLock { $0[id] }
  }

  /// Runs `body` on session `id` under its lock and marks it used.
  func withSession<T>(_ entry: Entry, _ body: (inout PreviewSession) throws(StudioRequestError) -> T)
    throws(StudioRequestError) -> T
  {
    entry.lastUsed = now()
    defer { entry.lastUsed = now() }
    return try entry.session.withLock { (session) throws(StudioRequestError) -> T in try body(&session) }
  }

  /// Forgets session `id`; false when there was none.
  func remove(_ id: String) -> Bool { entries.withLock { $0.removeValue(forKey: id) != nil } }

  /// Drops the sessions idle for longer than the limit.
  private func expire() {
    let oldest = now() - limits.sessionIdleSeconds
    entries.withLock { all in
      for (id, e) in all where e.lastUsed < oldest { all[id] = nil }
    }
  }

  /// 128 random bits in hex.
  private static func newID() -> String {
    var g = SystemRandomNumberGenerator()
    let a = g.next() as UInt64
    let b = g.next() as UInt64
    return hex(a) + hex(b)
  }

  private static func hex(_ v: UInt64) -> String {
    let s = String(v, radix: 16)
    return String(repeating: "0", count: 16 - s.count) + s
  }
}
