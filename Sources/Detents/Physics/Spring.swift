import Foundation

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

/// An animation parameter out of the range Detents animates: which one and why.
public struct AnimationParameterError: Error, Sendable, CustomStringConvertible {
  /// The parameter's label, as `dampingFraction`.
  public let parameter: String
  /// A sentence naming the value and the range, as "dampingFraction must be above 0 …".
  public let message: String
  public var description: String { message }
}

extension Spring {
  /// Checks `spring(response:dampingFraction:)` parameters: `response` from 0 (SwiftUI's
  /// infinitely stiff spring) to ``Animation/maximumDuration``, `dampingFraction` finite and above
  /// 0 (an undamped spring never comes to rest). Over-damping is allowed, as in SwiftUI.
  public static func validate(response: Double, dampingFraction: Double) throws(AnimationParameterError) {
    try Animation.validate(duration: response, label: "response")
    guard dampingFraction.isFinite, dampingFraction > 0 else {
      throw AnimationParameterError(
        parameter: "dampingFraction",
        message:
          "dampingFraction must be a finite number above 0, not \(shown(dampingFraction)) (an undamped spring never comes to rest)"
      )
    }
  }

  /// Checks `spring(duration:bounce:)` (and `smooth`/`snappy`/`bouncy` with their base bounce
  /// added): `duration` as ``Animation/validate(duration:label:)``, `bounce` strictly between −1
  /// and 1 (1 never comes to rest, −1 never arrives).
  public static func validate(duration: Double, bounce: Double, bounceLabel: String = "bounce")
    throws(AnimationParameterError)
  {
    try Animation.validate(duration: duration, label: "duration")
    guard bounce.isFinite, bounce > -1, bounce < 1 else {
      throw AnimationParameterError(
        parameter: bounceLabel,
        message: "the bounce must be between -1 and 1 (exclusive), not \(shown(bounce))"
          + (bounceLabel == "bounce" ? "" : " (the preset's bounce plus \(bounceLabel))")
          + "; the spring would never come to rest")
    }
  }
}

extension Animation {
  /// The longest animation Detents runs: an hour, the limit of virtual time.
  public static let maximumDuration: Double = 3600

  /// Checks a duration in seconds (of a curve, or a spring's `duration`/`response`): finite,
  /// from 0 to ``maximumDuration``.
  public static func validate(duration: Double, label: String = "duration") throws(AnimationParameterError) {
    guard duration.isFinite, duration >= 0, duration <= maximumDuration else {
      throw AnimationParameterError(
        parameter: label,
        message: "\(label) must be from 0 to \(Int(maximumDuration)) seconds, not \(shown(duration))")
    }
  }
}

/// A parameter in a message: NaN without the sign bit that `0.0 / 0.0` sets.
private func shown(_ v: Double) -> String { v.isNaN ? "nan" : "\(v)" }
