/// A moment as a calendar shows it, in UTC and the Gregorian calendar, with the `en_US`
/// spellings SwiftUI's date pickers use (`Jun 9, 2025`, `9:41 AM`).
public struct CalendarDate: Hashable, Sendable {
  public var year: Int
  /// 1…12.
  public var month: Int
  /// 1…31.
  public var day: Int
  /// 0…23.
  public var hour: Int
  /// 0…59.
  public var minute: Int

  /// Detents' virtual "now" for `Date()`: Monday 9 June 2025, 09:41:00 UTC, in seconds since
  /// Foundation's reference date (1 January 2001, 00:00 UTC).
  public static let virtualNow: Double = 771_154_860

  /// The calendar date of `t` seconds since 1 January 2001, 00:00 UTC.
  public init(secondsSinceReferenceDate t: Double) {
    let seconds = Int(t.rounded(.down))
    var days = seconds / 86_400
    var rest = seconds % 86_400
    if rest < 0 {
      rest += 86_400
      days -= 1
    }
    hour = rest / 3600
    minute = (rest % 3600) / 60
    // Days from 1 March 2000, the start of a 400-year era (1 January 2001 is 306 days after
    // it), then Howard Hinnant's civil-from-days algorithm.
    let fromMarch2000 = days + 306
    let era = (fromMarch2000 >= 0 ? fromMarch2000 : fromMarch2000 - 146_096) / 146_097
    let doe = fromMarch2000 - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    day = doy - (153 * mp + 2) / 5 + 1
    month = mp < 10 ? mp + 3 : mp - 9
    year = 2000 + yoe + era * 400 + (month <= 2 ? 1 : 0)
  }

  static let monthNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// The medium date style: `Jun 9, 2025`.
  public var mediumDate: String { "\(Self.monthNames[month - 1]) \(day), \(year)" }

  /// The short time style: `9:41 AM`.
  public var shortTime: String {
    let h = hour % 12 == 0 ? 12 : hour % 12
    return "\(h):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
  }
}
