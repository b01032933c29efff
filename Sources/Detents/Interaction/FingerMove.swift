/// A finger's straight move on a sheet at constant speed, sampled at
/// ``SheetMetrics/frameRate``: the one way Detents synthesizes a drag, for gesture scripts,
/// a program's scripted interactions and the preview session.
public struct FingerMove: Hashable, Sendable {
  /// The finger's translation (points from where it went down, positive is down) at `start`.
  public var from: Scalar
  /// How far it moves, positive down.
  public var distance: Scalar
  /// When the move starts (seconds of virtual time).
  public var start: Double
  /// How long it takes; 0 moves the finger at once, without velocity.
  public var duration: Double

  /// A move of `distance` points from translation `from`, starting at `start`, over
  /// `duration` seconds.
  public init(from: Scalar = 0, by distance: Scalar, at start: Double, over duration: Double = 0) {
    self.from = from
    self.distance = distance
    self.start = start
    self.duration = duration
  }

  /// The finger's speed (pt/s, positive down); 0 for a move made at once.
  public var velocity: Scalar { duration > 0 ? distance / duration : 0 }

  /// When the move ends.
  public var end: Double { start + duration }

  /// The translation at the end.
  public var to: Scalar { from + distance }

  /// How many touch samples the move is made of: one per frame, at least one.
  public var sampleCount: Int { max(1, Int((duration * SheetMetrics.frameRate).rounded())) }

  /// Sample `k` (1 … `sampleCount`): its time and the finger's translation. The last is at
  /// `end`, at `to`.
  public func sample(_ k: Int) -> (time: Double, translation: Scalar) {
    let n = sampleCount
    return (start + duration * Double(k) / Double(n), from + distance * Scalar(k) / Scalar(n))
  }
}

extension PresentedSheet {
  /// A whole drag: the finger goes down at the move's start, follows it sample by sample and
  /// lifts at its end with its velocity. Returns false when the sheet cannot be dragged (see
  /// ``dragBegan(at:onContent:)``); it is then only advanced to the move's start.
  @discardableResult
  public mutating func drag(_ move: FingerMove, onContent: Bool = false) -> Bool {
    guard dragBegan(at: move.start, onContent: onContent) else { return false }
    follow(move)
    dragEnded(translation: move.to, velocity: move.velocity, at: move.end)
    return true
  }

  /// A finger that is down follows `move`, sample by sample, without lifting.
  public mutating func follow(_ move: FingerMove) {
    for k in 1...move.sampleCount {
      let s = move.sample(k)
      dragChanged(translation: s.translation, velocity: move.velocity, at: s.time)
    }
  }
}
