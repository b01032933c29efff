import Testing

/// `Calendar.current`: Gregorian in UTC. The virtual now is Monday 9 June 2025, 09:41 UTC.
@Suite struct CalendarTests {
  static let cases: [ProgramCase] = [
    ProgramCase(
      "the start of a day is its midnight in UTC",
      """
      let calendar = Calendar.current
      let now = Date()
      print(now.timeIntervalSince(calendar.startOfDay(for: now)))
      print(calendar.startOfDay(for: Date(timeIntervalSinceReferenceDate: -1)).timeIntervalSinceReferenceDate)
      """, ["34860.0", "-86400.0"]),
    ProgramCase(
      "dates in the same day, today and yesterday",
      """
      let calendar = Calendar.current
      let now = Date()
      let evening = now.addingTimeInterval(14 * 3600)
      let night = now.addingTimeInterval(-10 * 3600)
      print(calendar.isDate(now, inSameDayAs: evening), calendar.isDate(now, inSameDayAs: night))
      print(calendar.isDateInToday(now), calendar.isDateInToday(night), calendar.isDateInYesterday(night))
      """, ["true false", "true false true"]),
    ProgramCase(
      "whole days between the starts of two days",
      """
      let calendar = Calendar.current
      let now = Date()
      let last = calendar.date(byAdding: .day, value: -3, to: now)!
      let components = calendar.dateComponents([.day], from: calendar.startOfDay(for: last), to: calendar.startOfDay(for: now))
      guard let days = components.day else { return }
      print(days, components.hour == nil)
      let hm = calendar.dateComponents([.hour, .minute], from: now, to: now.addingTimeInterval(5400))
      print(hm.hour!, hm.minute!)
      """, ["3 true", "1 30"]),
    ProgramCase(
      "the fields of a date",
      """
      let c = Calendar.current
      print(c.component(.year, from: Date()), c.component(.month, from: Date()), c.component(.day, from: Date()), c.component(.hour, from: Date()))
      """, ["2025 6 9 9"]),
    ProgramCase(
      "adding months is not supported yet, at its place",
      """
      let d = Calendar.current.date(byAdding: .month, value: 1, to: Date())
      """,
      [
        "error: 5:31: date(byAdding: .month) is not supported by Detents yet (.day, .hour, .minute, .second and .weekOfYear are)"
      ]),
  ]

  @Test(arguments: cases) func calendar(_ c: ProgramCase) { c.check() }
}
