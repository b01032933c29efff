import Portable

/// One animated move of the sheet's height from a start to a target, begun at a time.
///
/// Springs keep their velocity when a new motion replaces them; timing curves start from the
/// current height and carry the current velocity only into springs.
public struct Motion: Hashable, Sendable {
  public let from: Double
  public let to: Double
  public let velocity: Double
  public let start: Double
  public let animation: Animation
  /// Seconds from `start` until the motion is at rest at `to`.
  public let duration: Double

  /// The longest a spring may take to settle; SwiftUI clamps settling durations to 10 s too.
  public static let maximumDuration: Double = 10

  public init(from: Double, to: Double, velocity: Double, start: Double, animation: Animation) {
    self.from = from
    self.to = to
    self.velocity = velocity
    self.start = start
    self.animation = animation
    switch animation {
    case .curve(_, let d): duration = max(0, d)
    case .spring(let s): duration = Motion.settleDuration(s, from: from, to: to, velocity: velocity)
    }
  }

  /// The first time (on a 1/240 s grid) after which the spring stays within
  /// `settleDistance` and `settleSpeed` of rest. The decay envelope bounds the search.
  static func settleDuration(_ s: Spring, from: Double, to: Double, velocity: Double) -> Double {
    let x0 = from - to
    if abs(x0) <= SheetMetrics.settleDistance && abs(velocity) <= SheetMetrics.settleSpeed { return 0 }
    let w = 2 * .pi / s.response
    let z = s.dampingRatio
    // The slowest decay rate of the solution: ζω below critical damping, ω(ζ − √(ζ² − 1)) above.
    let decay = z <= 1 ? z * w : w * (z - (z * z - 1).squareRoot())
    let a = 2 * abs(x0) + abs(velocity) / max(decay, 1e-9)
    var bound = log(max(a, 1e-9) / (SheetMetrics.settleDistance * 0.1)) / decay
    bound = min(max(bound, 0.05), maximumDuration)
    let step = 1.0 / 240
    var lastUnsettled = 0.0
    var t = step
    while t <= bound + step {
      let (p, v) = s.state(from: from, to: to, velocity: velocity, at: t)
      if abs(p - to) > SheetMetrics.settleDistance || abs(v) > SheetMetrics.settleSpeed { lastUnsettled = t }
      t += step
    }
    return min(lastUnsettled + step, maximumDuration)
  }

  /// The time at which the motion is at rest.
  public var end: Double { start + duration }

  /// Height and velocity at time `t`.
  @inline(__always)
  public func state(at t: Double) -> (position: Double, velocity: Double) {
    let dt = max(0, t - start)
    if t >= end { return (to, 0) }
    switch animation {
    case .spring(let s):
      return s.state(from: from, to: to, velocity: velocity, at: dt)
    case .curve(let c, let duration):
      if duration <= 0 || dt >= duration { return (to, 0) }
      let x = dt / duration
      let p = c.value(at: x)
      return (from + (to - from) * p, (to - from) * c.slope(at: x) / duration)
    }
  }

  /// Whether the motion has come to rest at its target by time `t`.
  @inline(__always)
  public func isSettled(at t: Double) -> Bool { t >= end }
}

/// Scroll-view style physics: projection, deceleration and rubber-banding.
public enum ScrollPhysics {
  /// Where a motion with `velocity` (pt/s) comes to rest under UIScrollView's deceleration
  /// (WWDC18 "Designing Fluid Interfaces"): distance = v/1000 · d/(1 − d), about 0.5 s of travel.
  @inline(__always)
  public static func projectedDistance(
    velocity: Double, decelerationRate d: Double = SheetMetrics.decelerationRate
  ) -> Double {
    velocity / 1000 * d / (1 - d)
  }

  /// Position `t` seconds into a deceleration from `velocity`: x₀ + v(d^(1000t) − 1)/(1000 ln d).
  public static func decelerated(
    velocity: Double, after t: Double, decelerationRate d: Double = SheetMetrics.decelerationRate
  ) -> (offset: Double, velocity: Double) {
    let k = 1000 * log(d)
    let f = exp(k * t)
    return (velocity * (f - 1) / k, velocity * f)
  }

  /// How far a view moves when pulled `overscroll` points past its limit, in a viewport of
  /// `dimension` points: (1 − 1/(x·c/d + 1))·d with c = 0.55.
  @inline(__always)
  public static func rubberBand(
    _ overscroll: Double, dimension: Double, constant c: Double = SheetMetrics.rubberBandConstant
  ) -> Double {
    guard overscroll > 0, dimension > 0 else { return 0 }
    return (1 - 1 / (overscroll * c / dimension + 1)) * dimension
  }
}
