/// The bounds the Studio keeps (README, "The HTTP API", lists them).
public struct StudioLimits: Sendable {
  /// The largest request body read, in bytes; a larger one is answered 413.
  public var maximumBodyBytes: Int
  /// The most sessions kept at once; a new one past that replaces the one idle longest.
  public var maximumSessions: Int
  /// Seconds without a request after which a session is dropped.
  public var sessionIdleSeconds: Double
  /// The most interactions (taps, drags, touches) in one session's history; an edit replays
  /// them all, so this bounds an edit's cost. Past it the step is refused (409) until a
  /// `restart`.
  public var maximumInteractions: Int
  /// The most moves of followed drags (`drag {phase: "changed"}`, one per pointer event) in
  /// one session's history, counted apart from ``maximumInteractions``: each is a cheap engine
  /// call when an edit replays them. 20,000 is over five minutes of dragging at 60 events a
  /// second.
  public var maximumFingerMoves: Int

  /// The limits; the defaults are the ones `detents studio` runs with.
  public init(
    maximumBodyBytes: Int = 512 * 1024, maximumSessions: Int = 64, sessionIdleSeconds: Double = 600,
    maximumInteractions: Int = 500, maximumFingerMoves: Int = 20_000
  ) {
    self.maximumBodyBytes = maximumBodyBytes
    self.maximumSessions = maximumSessions
    self.sessionIdleSeconds = sessionIdleSeconds
    self.maximumInteractions = maximumInteractions
    self.maximumFingerMoves = maximumFingerMoves
  }
}
