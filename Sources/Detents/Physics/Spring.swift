import Portable

/// A damped spring with SwiftUI's parameterisations, evaluated in closed form.
///
/// SwiftUI's mappings [O/M]: stiffness k = (2π / duration)², damping ratio ζ = 1 − bounce for
/// bounce ≥ 0 and 1 / (1 + bounce) below; `response` is the same quantity as `duration`.
/// Mass is 1. Positions are absolute (points), velocities in points per second.
public struct Spring: Hashable, Sendable {
  /// The undamped period in seconds (`response`, `duration`).
  public let response: Double
  /// ζ: 1 is critically damped, below 1 bounces, above 1 is over-damped.
  public let dampingRatio: Double

  /// A spring with SwiftUI's `spring(response:dampingFraction:)` parameters.
  public init(response: Double, dampingRatio: Double) {
    self.response = max(response, 0.01)
    self.dampingRatio = max(dampingRatio, 0.0001)
  }

  /// A spring with SwiftUI's `Spring(duration:bounce:)` parameters (bounce in −1…1).
  public init(duration: Double, bounce: Double) {
    let b = min(max(bounce, -0.99), 1)
    self.init(response: duration, dampingRatio: b >= 0 ? 1 - b : 1 / (1 + b))
  }

  /// A spring from physical constants (mass 1), as SwiftUI's `Spring(mass:stiffness:damping:)`.
  /// Over-damped inputs are kept (SwiftUI's `allowOverDamping: true`).
  public init(stiffness: Double, damping: Double) {
    let k = max(stiffness, 1e-9)
    self.init(response: 2 * .pi / k.squareRoot(), dampingRatio: damping / (2 * k.squareRoot()))
  }

  /// The stiffness k, for mass 1: (2π / response)².
  public var stiffness: Double { let w = 2 * .pi / response; return w * w }
  /// The damping coefficient c = 2ζ√k.
  public var damping: Double { 2 * dampingRatio * (2 * .pi / response) }
  /// SwiftUI's bounce: 1 − ζ when ζ ≤ 1, 1/ζ − 1 above.
  public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

  /// Position and velocity at `t` seconds after starting at `from` with `velocity`, heading to
  /// `to`.
  @inline(__always)
  public func state(from: Double, to: Double, velocity v0: Double, at t: Double) -> (
    position: Double, velocity: Double
  ) {
    let x0 = from - to
    let w = 2 * .pi / response
    let z = dampingRatio
    if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      let e = exp(-z * w * t)
      let c = cos(wd * t)
      let s = sin(wd * t)
      let b = (v0 + z * w * x0) / wd
      let x = e * (x0 * c + b * s)
      let v = e * ((b * wd - z * w * x0) * c - (x0 * wd + z * w * b) * s)
      return (to + x, v)
    } else if z == 1 {
      let e = exp(-w * t)
      let b = v0 + w * x0
      let x = e * (x0 + b * t)
      let v = e * (b - w * (x0 + b * t))
      return (to + x, v)
    } else {
      let r = w * (z * z - 1).squareRoot()
      let r1 = -z * w + r
      let r2 = -z * w - r
      let c1 = (v0 - r2 * x0) / (r1 - r2)
      let c2 = x0 - c1
      let e1 = exp(r1 * t)
      let e2 = exp(r2 * t)
      return (to + c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }
  }
}
