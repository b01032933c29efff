import Testing

/// `DateFormatter` and `Date.formatted`: en_US texts of the virtual now (Monday 9 June 2025,
/// 09:41 UTC), a formatter as a value the program sets up, and what is not supported said at
/// its place.
@Suite struct DateFormatterTests {
  static let cases: [ProgramCase] = [
    ProgramCase(
      "styles, and a style set after another keeps both",
      """
      let f = DateFormatter()
      print("[" + f.string(from: Date()) + "]")
      f.dateStyle = .medium
      print(f.string(from: Date()))
      f.timeStyle = .short
      print(f.string(from: Date()))
      print(f.dateFormat)
      f.dateStyle = .none
      print(f.string(from: Date().addingTimeInterval(12 * 3600)))
      """, ["[]", "Jun 9, 2025", "Jun 9, 2025, 9:41 AM", "MMM d, y, h:mm a", "9:41 PM"]),
    ProgramCase(
      "a pattern writes and reads, in en_US_POSIX",
      """
      let f = DateFormatter()
      f.locale = Locale(identifier: "en_US_POSIX")
      f.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
      print(f.string(from: Date()))
      let d = f.date(from: "2025-06-10T09:41:00+0000")!
      print(d.timeIntervalSince(Date()))
      print(f.date(from: "yesterday") == nil)
      """, ["2025-06-09T09:41:00+0000", "86400.0", "true"]),
    ProgramCase(
      "Date.formatted",
      """
      print(Date().formatted())
      print(Date().formatted(date: .complete, time: .omitted))
      print(Date().formatted(date: .omitted, time: .standard))
      """, ["6/9/2025, 9:41 AM", "Monday, June 9, 2025", "9:41:00 AM"]),
    ProgramCase(
      "another locale is not supported yet, at its place",
      """
      let f = DateFormatter()
      f.locale = Locale(identifier: "de_DE")
      """,
      [
        "error: 6:8: DateFormatter in the locale 'de_DE' is not supported by Detents yet (en_US and en_US_POSIX are)"
      ]),
    ProgramCase(
      "a pattern letter Detents does not know, at its place",
      """
      let f = DateFormatter()
      f.dateFormat = "W"
      """,
      ["error: 6:8: the date format letter 'W' is not supported by Detents yet (\"W\")"]),
    ProgramCase(
      "a method a program adds to Array runs with the array as self",
      decls: """
        extension Array where Element == Double {
          func average() -> Double { self.reduce(0, +) / Double(self.count) }
        }
        """,
      """
      print([1.0, 2.0, 6.0].average())
      """, ["3.0"]),
  ]

  @Test(arguments: cases) func dateFormatter(_ c: ProgramCase) { c.check() }
}
