/// The ranges Detents accepts for SwiftUI animation arguments, checked by label, in one place
/// for every front end (the command line's scripts, the runtime's `.spring(…)` calls). [C]
///
/// SwiftUI itself takes any number and clamps some; Detents refuses values that are not a real
/// animation, because a run would otherwise crawl or never settle:
/// - `duration`, `response`, `blendDuration`: finite seconds from 0 to ``maximumDuration`` (60).
///   A sheet animation longer than a minute would crawl for the whole run.
/// - `dampingFraction`: finite, above 0 (an undamped spring never settles) and at most
///   ``maximumDampingFraction`` (10 times critical damping).
/// - `bounce`, and the effective bounce of `smooth`/`snappy`/`bouncy` (the preset's base bounce,
///   ``Animation/smoothBounce`` etc., plus `extraBounce`): strictly between −1 and 1. At 1 the
///   spring never comes to rest; at −1 its damping ratio is infinite and it never arrives.
public enum AnimationParameters {
  /// An animation argument out of range: which one (so a front end can point at it) and why.
  public struct OutOfRange: Error, Hashable, Sendable, CustomStringConvertible {
    /// The argument's label as SwiftUI spells it, as `dampingFraction`.
    public let label: String
    /// A sentence naming the argument, its value and the range.
    public let message: String
    public var description: String { message }

    /// The argument `label` is out of range, as `message` says.
    public init(_ label: String, _ message: String) {
      self.label = label
      self.message = message
    }
  }

  /// The longest `duration`, `response` or `blendDuration`, in seconds.
  public static let maximumDuration: Double = 60
  /// The largest `dampingFraction` (10 times critical damping).
  public static let maximumDampingFraction: Double = 10

  /// The base bounce of the preset spring `animation` (`smooth`, `snappy`, `bouncy`), to which
  /// its `extraBounce` is added; nil for other animations.
  public static func presetBounce(of animation: String) -> Double? {
    switch animation {
    case "smooth": Animation.smoothBounce
    case "snappy": Animation.snappyBounce
    case "bouncy": Animation.bouncyBounce
    default: nil
    }
  }

  /// Checks the argument `label` (as SwiftUI spells it: `duration`, `response`, `blendDuration`,
  /// `dampingFraction`, `bounce`, `extraBounce`) of the animation named `animation` (as
  /// `spring`, `bouncy`); an `extraBounce` is checked as the preset's effective bounce. Labels not
  /// listed are not checked here.
  public static func check(_ label: String, _ value: Double, of animation: String) throws(OutOfRange) {
    switch label {
    case "duration", "response", "blendDuration":
      guard value.isFinite, value >= 0, value <= maximumDuration else {
        throw OutOfRange(
          label, "\(label) takes seconds from 0 to \(formatValue(maximumDuration)), not \(formatValue(value))"
        )
      }
    case "dampingFraction":
      guard value.isFinite, value > 0, value <= maximumDampingFraction else {
        throw OutOfRange(
          label,
          "dampingFraction must be above 0 and at most \(formatValue(maximumDampingFraction)), not \(formatValue(value))"
        )
      }
    case "bounce":
      guard value.isFinite, value > -1, value < 1 else {
        throw OutOfRange(label, "bounce must be strictly between -1 and 1, not \(formatValue(value))")
      }
    case "extraBounce":
      let base = presetBounce(of: animation) ?? 0
      let bounce = base + value
      guard bounce.isFinite, bounce > -1, bounce < 1 else {
        throw OutOfRange(
          label,
          "extraBounce \(formatValue(value)) makes \(animation)'s bounce \(formatValue(bounce)) (\(formatValue(base)) + extraBounce); it must be strictly between -1 and 1"
        )
      }
    default: break
    }
  }
}
