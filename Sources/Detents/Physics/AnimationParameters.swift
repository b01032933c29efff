import Foundation

/// The ranges Detents accepts for SwiftUI animation arguments, checked by label, in one place
/// for every front end (the command line's scripts, the runtime's `.spring(…)` calls).
///
/// SwiftUI itself takes any number and clamps some; Detents refuses values that are not a
/// real animation: not finite, negative durations, a damping fraction of 0 or less (it never
/// settles) or above 10, a bounce outside −1…1, or a duration longer than a minute (a sheet
/// would crawl for the whole run). [C]
public enum AnimationParameters {
  /// The longest `duration`, `response` or `blendDuration`, in seconds.
  public static let maximumDuration: Double = 60
  /// The largest `dampingFraction` (10 times critical damping).
  public static let maximumDampingFraction: Double = 10

  /// Checks the argument `label` (as SwiftUI spells it: `duration`, `response`,
  /// `dampingFraction`, `bounce`, `extraBounce`, `blendDuration`) of an animation; labels not
  /// listed are not checked here.
  public static func check(_ label: String, _ value: Double) throws(ValueOutOfRange) {
    guard value.isFinite else { throw ValueOutOfRange("\(label) must be a finite number") }
    switch label {
    case "duration", "response", "blendDuration":
      guard value >= 0, value <= maximumDuration else {
        throw ValueOutOfRange(
          "\(label) takes seconds from 0 to \(formatValue(maximumDuration)), not \(formatValue(value))")
      }
    case "dampingFraction":
      guard value > 0, value <= maximumDampingFraction else {
        throw ValueOutOfRange(
          "dampingFraction must be above 0 and at most \(formatValue(maximumDampingFraction)), not \(formatValue(value))"
        )
      }
    case "bounce", "extraBounce":
      guard value >= -1, value <= 1 else {
        throw ValueOutOfRange("\(label) must be from -1 to 1, not \(formatValue(value))")
      }
    default: break
    }
  }
}
