import Portable
import Testing

/// `DateFormat`: the en_US texts of Foundation's date styles and patterns, at the virtual now
/// (Monday 9 June 2025, 09:41:00 UTC) and at moments that test the edges (midnight, noon, the
/// afternoon, one-digit months and days, leap days, years before the reference date).
@Suite struct DateFormatTests {
  static let now = CalendarDate.virtualNow
  /// Sunday 29 February 2004, 00:05:09.25 UTC.
  static let leapMidnight = CalendarDate.seconds(
    year: 2004, month: 2, day: 29, hour: 0, minute: 5, second: 9.25)
  /// Friday 31 December 1999, 12:30 UTC (before the reference date).
  static let noon1999 = CalendarDate.seconds(year: 1999, month: 12, day: 31, hour: 12, minute: 30, second: 0)
  /// Saturday 7 June 2025, 21:41 UTC.
  static let evening = now - 1.5 * 86_400

  /// Every pair of DateFormatter styles, as Apple's en_US writes the virtual now.
  static let styles: [(DateFormat.Style, DateFormat.Style, String)] = [
    (.none, .none, ""),
    (.short, .none, "6/9/25"),
    (.medium, .none, "Jun 9, 2025"),
    (.long, .none, "June 9, 2025"),
    (.full, .none, "Monday, June 9, 2025"),
    (.none, .short, "9:41 AM"),
    (.none, .medium, "9:41:00 AM"),
    (.none, .long, "9:41:00 AM UTC"),
    (.none, .full, "9:41:00 AM Coordinated Universal Time"),
    (.short, .short, "6/9/25, 9:41 AM"),
    (.medium, .short, "Jun 9, 2025, 9:41 AM"),
    (.medium, .medium, "Jun 9, 2025, 9:41:00 AM"),
    (.long, .short, "June 9, 2025 at 9:41 AM"),
    (.full, .short, "Monday, June 9, 2025 at 9:41 AM"),
  ]

  @Test(arguments: styles.indices) func styleTexts(_ i: Int) throws {
    let (d, t, expected) = Self.styles[i]
    let pattern = DateFormat.pattern(date: d, time: t) ?? ""
    #expect(try DateFormat.string(Self.now, pattern: pattern) == expected, "\(d) \(t)")
  }

  /// Patterns people write, at three moments.
  static let patterns: [(String, Double, String)] = [
    ("EEEE, h:mm a", evening, "Saturday, 9:41 PM"),
    ("EEE, MMM d", now, "Mon, Jun 9"),
    ("yyyy-MM-dd", leapMidnight, "2004-02-29"),
    ("yyyy-MM-dd'T'HH:mm:ssZ", now, "2025-06-09T09:41:00+0000"),
    ("yyyy-MM-dd'T'HH:mm:ss.SSSXXX", leapMidnight, "2004-02-29T00:05:09.250Z"),
    ("dd/MM/yyyy HH:mm", noon1999, "31/12/1999 12:30"),
    ("h:mm a", leapMidnight, "12:05 AM"),
    ("h a", noon1999, "12 PM"),
    ("MMMM yyyy", noon1999, "December 1999"),
    ("d MMM yy", leapMidnight, "29 Feb 04"),
    ("EEEEE MMMMM", now, "M J"),
    ("'Week of' MMM d, ''yy", now, "Week of Jun 9, '25"),
    ("D QQQ G", noon1999, "365 Q4 AD"),
    ("HH:mm:ss.SS", leapMidnight, "00:05:09.25"),
  ]

  @Test(arguments: patterns.indices) func patternTexts(_ i: Int) throws {
    let (pattern, t, expected) = Self.patterns[i]
    #expect(try DateFormat.string(t, pattern: pattern) == expected, "\(pattern)")
  }

  @Test(arguments: patterns.indices) func patternsReadBackWhatTheyWrite(_ i: Int) throws {
    let (pattern, t, text) = Self.patterns[i]
    // The moment read is written as the same text (fields the pattern lacks default). Not
    // read back: a weekday without its year (2000's 9 June is a Friday), narrow names, and the
    // day of the year, quarter and era, which Detents writes only.
    guard !["EEE, MMM d", "EEEEE MMMMM", "D QQQ G"].contains(pattern) else {
      #expect(
        try DateFormat.date(text, pattern: pattern).map { try DateFormat.string($0, pattern: pattern) }
          != text)
      return
    }
    let read = try #require(try DateFormat.date(text, pattern: pattern), "\(pattern)")
    #expect(try DateFormat.string(read, pattern: pattern) == text, "\(pattern)")
    if pattern.contains("y"), pattern.contains("ss") { #expect(read == t, "\(pattern)") }
  }

  @Test func formatStyles() throws {
    let cases: [(String, String, String)] = [
      ("numeric", "shortened", "6/9/2025, 9:41 AM"),
      ("abbreviated", "omitted", "Jun 9, 2025"),
      ("long", "shortened", "June 9, 2025, 9:41 AM"),
      ("complete", "omitted", "Monday, June 9, 2025"),
      ("omitted", "standard", "9:41:00 AM"),
      ("omitted", "complete", "9:41:00 AM UTC"),
      ("omitted", "omitted", ""),
    ]
    for (d, t, expected) in cases {
      let pattern = try #require(DateFormat.formatStylePattern(date: d, time: t))
      #expect(try DateFormat.string(Self.now, pattern: pattern) == expected, "\(d) \(t)")
    }
    #expect(DateFormat.formatStylePattern(date: "short", time: "omitted") == nil)
  }

  @Test func readingIsStrictAboutTheText() throws {
    #expect(
      try DateFormat.date("2025-06-09", pattern: "yyyy-MM-dd") == CalendarDate.virtualNow - 9 * 3600 - 41 * 60
    )
    #expect(try DateFormat.date("2025-13-09", pattern: "yyyy-MM-dd") == nil)
    #expect(try DateFormat.date("2025-06-09x", pattern: "yyyy-MM-dd") == nil)
    #expect(try DateFormat.date("June 9", pattern: "yyyy-MM-dd") == nil)
    #expect(
      try DateFormat.date("Jun 9, 2025 at 9:41 PM", pattern: "MMM d, y 'at' h:mm a") == Self.now + 12 * 3600)
    #expect(
      try DateFormat.date("20250609", pattern: "yyyyMMdd") == CalendarDate.virtualNow - 9 * 3600 - 41 * 60)
    #expect(try DateFormat.date("2025-06-09T11:41:00+0200", pattern: "yyyy-MM-dd'T'HH:mm:ssZ") == Self.now)
    // Two-digit years: 1945 … 2044.
    #expect(
      try DateFormat.date("1/1/44", pattern: "M/d/yy")
        == CalendarDate.seconds(year: 2044, month: 1, day: 1, hour: 0, minute: 0, second: 0))
    #expect(
      try DateFormat.date("1/1/45", pattern: "M/d/yy")
        == CalendarDate.seconds(year: 1945, month: 1, day: 1, hour: 0, minute: 0, second: 0))
  }

  @Test func unknownLettersAreNamed() {
    #expect(throws: DateFormat.PatternError(letter: "W")) { try DateFormat.string(Self.now, pattern: "W") }
    #expect(throws: DateFormat.PatternError(letter: "b")) { try DateFormat.date("x", pattern: "b") }
  }

  @Test func calendarDatesRoundTrip() {
    for t in [Self.now, Self.leapMidnight, Self.noon1999, -63_114_076_800, 63_113_904_000, 0, -1] {
      let c = CalendarDate(secondsSinceReferenceDate: t)
      #expect(c.secondsSinceReferenceDate == t)
      #expect(
        CalendarDate.seconds(
          year: c.year, month: c.month, day: c.day, hour: c.hour, minute: c.minute, second: c.second)
          == t)
    }
    #expect(CalendarDate(secondsSinceReferenceDate: Self.now).weekday == 2)
    #expect(CalendarDate(secondsSinceReferenceDate: 0).weekday == 2)
    #expect(CalendarDate(secondsSinceReferenceDate: Self.leapMidnight).weekday == 1)
    // Month 13 is January of the next year.
    #expect(CalendarDate(year: 2024, month: 13, day: 1).year == 2025)
  }
}
