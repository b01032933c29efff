import Portable

/// A value outside the range Detents accepts, with a message that says the range.
public struct ValueOutOfRange: Error, Hashable, Sendable {
  public let message: String

  public init(_ message: String) { self.message = message }
}

/// The most virtual time and finger travel anything that drives a sheet may ask for: a
/// script's `wait` and `drag`, `--at`, a touch or a tap's time. One hour and 100,000 points
/// are far beyond any gesture or demo, and keep a run's work (120 frames a second) and its
/// numbers bounded: `wait 1e300` would otherwise never end.
public enum InteractionLimits {
  /// Seconds of virtual time from the start of a run. [C]
  public static let maximumTime: Double = 3_600
  /// Points a finger may move in one drag (the sum of its moves until it lifts). [C]
  public static let maximumDistance: Double = 100_000

  /// Checks a time in seconds (from the start, or a step's length): finite, 0 … `maximumTime`.
  /// `what` names it in the message ("wait", "--at").
  public static func checkTime(_ t: Double, _ what: String) throws(ValueOutOfRange) {
    guard t.isFinite, t >= 0, t <= maximumTime else {
      throw ValueOutOfRange(
        "\(what) takes seconds from 0 to \(formatValue(maximumTime)), not \(formatValue(t))")
    }
  }

  /// Checks a distance in points (either sign): finite, at most `maximumDistance` either way.
  public static func checkDistance(_ d: Double, _ what: String) throws(ValueOutOfRange) {
    guard d.isFinite, abs(d) <= maximumDistance else {
      throw ValueOutOfRange(
        "\(what) moves at most \(formatValue(maximumDistance)) points either way, not \(formatValue(d))")
    }
  }
}

/// A number for a message: as `formatPoints` (two decimals at most), huge ones as `1e+300`.
func formatValue(_ v: Double) -> String {
  v.isFinite && abs(v) >= 1e9 ? formatGeneral(v) : formatPoints(v)
}
