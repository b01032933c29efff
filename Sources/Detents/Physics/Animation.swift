/// A SwiftUI animation: springs (with their presets) and timing curves.
///
/// Presets and defaults are SwiftUI's published ones [O]: `.smooth` bounce 0, `.snappy` 0.15,
/// `.bouncy` 0.3, each 0.5 s with `extraBounce` added; `spring(response:dampingFraction:)`
/// 0.5/0.825; `.default` is `spring(response: 0.55, dampingFraction: 1)` from iOS 17;
/// `.easeInOut`, `.easeIn`, `.easeOut` and `.linear` last 0.35 s.
public enum Animation: Hashable, Sendable, CustomStringConvertible {
  /// A spring; velocity carries over when it is interrupted.
  case spring(Spring)
  /// A timing curve over a duration in seconds.
  case curve(TimingCurve, duration: Double)

  /// SwiftUI's `.default` from iOS 17: `spring(response: 0.55, dampingFraction: 1)`.
  public static let `default` = Animation.spring(Spring(response: 0.55, dampingRatio: 1))

  /// SwiftUI's `.default` on `os`: `easeInOut` (0.35 s) before iOS 17, the spring after [O].
  public static func `default`(on os: OSVersion) -> Animation {
    os < .iOS17 ? .easeInOut() : .default
  }
  /// SwiftUI's `.spring`: `spring(duration: 0.5, bounce: 0)`.
  public static let spring = Animation.spring(Spring(duration: 0.5, bounce: 0))

  /// SwiftUI's `spring(response:dampingFraction:)`.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825) -> Animation {
    .spring(Spring(response: response, dampingRatio: dampingFraction))
  }
  /// SwiftUI's `spring(duration:bounce:)`.
  public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
    .spring(Spring(duration: duration, bounce: bounce))
  }
  /// The bounce of `smooth`, `snappy` and `bouncy` before their `extraBounce`.
  public static let smoothBounce = 0.0, snappyBounce = 0.15, bouncyBounce = 0.3
  /// SwiftUI's `smooth(duration:extraBounce:)` (base bounce 0).
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .spring(Spring(duration: duration, bounce: smoothBounce + extraBounce))
  }
  /// SwiftUI's `snappy(duration:extraBounce:)` (base bounce 0.15).
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .spring(Spring(duration: duration, bounce: snappyBounce + extraBounce))
  }
  /// SwiftUI's `bouncy(duration:extraBounce:)` (base bounce 0.3).
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .spring(Spring(duration: duration, bounce: bouncyBounce + extraBounce))
  }
  /// SwiftUI's `interactiveSpring(response:dampingFraction:blendDuration:)`.
  public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86) -> Animation {
    .spring(Spring(response: response, dampingRatio: dampingFraction))
  }
  /// SwiftUI's `easeInOut(duration:)`.
  public static func easeInOut(duration: Double = 0.35) -> Animation {
    .curve(.easeInOut, duration: duration)
  }
  /// SwiftUI's `easeIn(duration:)`.
  public static func easeIn(duration: Double = 0.35) -> Animation { .curve(.easeIn, duration: duration) }
  /// SwiftUI's `easeOut(duration:)`.
  public static func easeOut(duration: Double = 0.35) -> Animation { .curve(.easeOut, duration: duration) }
  /// SwiftUI's `linear(duration:)`.
  public static func linear(duration: Double = 0.35) -> Animation { .curve(.linear, duration: duration) }

  public var description: String {
    switch self {
    case .spring(let s):
      "spring(response: \(formatPoints(s.response)), dampingFraction: \(formatPoints(s.dampingRatio)))"
    case .curve(let c, let d): "\(c)(duration: \(formatPoints(d)))"
    }
  }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1).
public struct TimingCurve: Hashable, Sendable, CustomStringConvertible {
  public let c1x: Double, c1y: Double, c2x: Double, c2y: Double
  let name: String

  public init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, name: String = "timingCurve") {
    self.c1x = min(max(c1x, 0), 1)
    self.c1y = c1y
    self.c2x = min(max(c2x, 0), 1)
    self.c2y = c2y
    self.name = name
  }

  /// (0.42, 0) (0.58, 1) [O].
  public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1, name: "easeInOut")
  /// (0.42, 0) (1, 1) [O].
  public static let easeIn = TimingCurve(0.42, 0, 1, 1, name: "easeIn")
  /// (0, 0) (0.58, 1), the mirror of easeIn.
  public static let easeOut = TimingCurve(0, 0, 0.58, 1, name: "easeOut")
  public static let linear = TimingCurve(0, 0, 1, 1, name: "linear")

  public var description: String { name }

  /// Progress (0…1 at the ends; may overshoot inside for custom curves) at time fraction `x`.
  public func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    if c1x == c1y && c2x == c2y { return x }
    // Solve bezierX(t) = x by Newton's method, bisection as a fallback.
    var t = x
    for _ in 0..<8 {
      let err = Self.bezier(t, c1x, c2x) - x
      if abs(err) < 1e-7 { return Self.bezier(t, c1y, c2y) }
      let d = Self.derivative(t, c1x, c2x)
      if abs(d) < 1e-6 { break }
      t -= err / d
    }
    var lo = 0.0
    var hi = 1.0
    t = x
    for _ in 0..<40 {
      let v = Self.bezier(t, c1x, c2x)
      if abs(v - x) < 1e-7 { break }
      if v < x { lo = t } else { hi = t }
      t = (lo + hi) / 2
    }
    return Self.bezier(t, c1y, c2y)
  }

  /// Slope of progress over time fraction at `x`, for velocity when a curve is interrupted.
  public func slope(at x: Double) -> Double {
    let h = 1e-4
    return (value(at: min(1, x + h)) - value(at: max(0, x - h))) / (min(1, x + h) - max(0, x - h))
  }

  @inline(__always) static func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
  }
  @inline(__always) static func derivative(_ t: Double, _ a: Double, _ b: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * a + 6 * u * t * (b - a) + 3 * t * t * (1 - b)
  }
}
