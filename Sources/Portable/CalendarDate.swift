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
  /// 0…59, with the fraction of the second (0 ≤ second < 60).
  public var second: Double

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
    second = Double(rest % 60) + (t - t.rounded(.down))
    daysSinceReferenceDate = days
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

  /// Whole days since 1 January 2001 (negative before it).
  public private(set) var daysSinceReferenceDate: Int

  /// The moment of a calendar date and time of day in UTC; months and days out of range roll
  /// over as Foundation's lenient calendar does (month 13 is January of the next year).
  public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Double = 0) {
    let t = Self.seconds(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    self.init(secondsSinceReferenceDate: t)
  }

  /// Seconds since 1 January 2001, 00:00 UTC of a calendar date and time of day (Howard
  /// Hinnant's days-from-civil, counted from 1 March 2000).
  public static func seconds(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Double)
    -> Double
  {
    let m0 = month - 1
    let y = year + (m0 >= 0 ? m0 / 12 : (m0 - 11) / 12)
    let m = m0 - (y - year) * 12 + 1
    let yy = m <= 2 ? y - 1 : y
    let era = (yy >= 0 ? yy : yy - 399) / 400
    let yoe = yy - era * 400
    let mp = m > 2 ? m - 3 : m + 9
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    // Days from 1 March 2000 to the date, less the 306 from then to 1 January 2001.
    let days = (era - 5) * 146_097 + doe - 306
    return Double(days) * 86_400 + Double(hour * 3600 + minute * 60) + second
  }

  /// Seconds since 1 January 2001, 00:00 UTC.
  public var secondsSinceReferenceDate: Double {
    Double(daysSinceReferenceDate) * 86_400 + Double(hour * 3600 + minute * 60) + second
  }

  /// The day of the week as Foundation numbers it: 1 Sunday … 7 Saturday (1 January 2001 was
  /// a Monday).
  public var weekday: Int { ((daysSinceReferenceDate + 1) % 7 + 7) % 7 + 1 }

  /// The day of the year, 1…366.
  public var dayOfYear: Int {
    daysSinceReferenceDate
      - Int(Self.seconds(year: year, month: 1, day: 1, hour: 0, minute: 0, second: 0) / 86_400) + 1
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
