import Testing

/// Dates on the virtual clock: `Date()` is a fixed "now" plus the run's time, moved by
/// seconds, compared and measured against each other.
@Suite struct DatesTests {
  static let cases: [ProgramCase] = [
    ProgramCase(
      "a date moved by seconds, and the seconds between dates",
      """
      let a = Date()
      let b = a.advanced(by: 90)
      print(b.timeIntervalSince(a), a.distance(to: b), (a + 60).timeIntervalSince(a), (b - 30).timeIntervalSince(a))
      print(a.addingTimeInterval(-5).timeIntervalSince(a))
      """, ["90.0 90.0 60.0 60.0", "-5.0"]),
    ProgramCase(
      "dates compare and are equal by time",
      """
      let a = Date()
      print(a < a.advanced(by: 1), a > a.advanced(by: 1), [a.advanced(by: 2), a].sorted()[0] == a)
      """, ["true false true"]),
    ProgramCase(
      "dates from intervals: since now, since 1970 and since 2001",
      """
      print(Date(timeIntervalSinceNow: -30).timeIntervalSinceNow)
      print(Date(timeIntervalSince1970: 0).timeIntervalSinceReferenceDate)
      print(Date(timeIntervalSinceReferenceDate: 10).timeIntervalSince1970)
      """, ["-30.0", "-978307200.0", "978307210.0"]),
    ProgramCase(
      "now moves with the virtual clock",
      """
      let start = Date.now
      Task {
        try await Task.sleep(for: .seconds(2))
        print(Date.now.timeIntervalSince(start))
      }
      """, ["2.0"], at: 3),
    ProgramCase(
      "a Date initializer Detents does not know says so",
      """
      print(Date(from: 3))
      """,
      [
        "error: 5:24: Date(from:) is not supported yet; Date(), Date(timeIntervalSinceNow:) and Date(timeIntervalSince1970:) are"
      ]),
  ]

  @Test(arguments: cases) func dates(_ c: ProgramCase) { c.check() }
}
