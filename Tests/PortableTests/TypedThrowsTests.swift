import Portable
import Testing

/// The typed-throws versions of the standard library's rethrowing functions give what the
/// standard library gives, call the closure on the same elements, and stop at its first error.
@Suite struct TypedThrowsTests {
  struct Stop: Error, Equatable { let at: Int }

  /// A closure that records what it was called on and throws at `stopAt`.
  final class Probe {
    var seen: [Int] = []
    let stopAt: Int?
    init(stopAt: Int? = nil) { self.stopAt = stopAt }
    func check(_ x: Int) throws(Stop) {
      seen.append(x)
      if x == stopAt { throw Stop(at: x) }
    }
  }

  static let inputs: [[Int]] = [[], [4], [3, 1, 4, 1, 5, 9, 2, 6], [7, 7, 7], [-2, 0, 2, -4]]

  @Test(arguments: inputs)
  func eachAgreesWithTheStandardLibrary(a: [Int]) throws {
    let even = { (x: Int) in x % 2 == 0 }
    #expect(try a.tryFilter { x throws(Stop) in even(x) } == a.filter(even))
    #expect(try a.tryContains { x throws(Stop) in x > 4 } == a.contains { $0 > 4 })
    #expect(try a.tryFirst { x throws(Stop) in x > 2 } == a.first { $0 > 2 })
    #expect(try a.tryAllSatisfy { x throws(Stop) in x > -3 } == a.allSatisfy { $0 > -3 })
    #expect(try a.tryFirstIndex { x throws(Stop) in x == 1 } == a.firstIndex { $0 == 1 })
    #expect(
      try a.tryCompactMap { x throws(Stop) in even(x) ? x * 10 : nil }
        == a.compactMap { even($0) ? $0 * 10 : nil })
    #expect(try a.tryFlatMap { x throws(Stop) in [x, x] } == a.flatMap { [$0, $0] })
    #expect(try a.tryMin { x, y throws(Stop) in x < y } == a.min())
    #expect(try a.tryMax { x, y throws(Stop) in x < y } == a.max())
    #expect(try a.trySorted { x, y throws(Stop) in x > y } == a.sorted { $0 > $1 })
  }

  /// Among equal elements, `min` and `max` take the first, and the sort keeps their order,
  /// as the standard library does.
  @Test func equalElementsComeOutAsTheStandardLibraryGivesThem() throws {
    let pairs = [(1, "a"), (0, "b"), (1, "c"), (0, "d"), (1, "e")]
    let less = { (p: (Int, String), q: (Int, String)) in p.0 < q.0 }
    #expect(try pairs.tryMin { p, q throws(Stop) in less(p, q) }?.1 == pairs.min(by: less)?.1)
    #expect(try pairs.tryMax { p, q throws(Stop) in less(p, q) }?.1 == pairs.max(by: less)?.1)
    #expect(
      try pairs.trySorted { p, q throws(Stop) in less(p, q) }.map(\.1) == pairs.sorted(by: less).map(\.1))
    #expect(try pairs.tryMin { p, q throws(Stop) in less(p, q) }?.1 == "b")
    #expect(try pairs.tryMax { p, q throws(Stop) in less(p, q) }?.1 == "a")
  }

  @Test func theFirstErrorStopsTheWalkAndIsThrown() {
    let a = [3, 1, 4, 1, 5, 9]
    let probe = Probe(stopAt: 4)
    #expect(throws: Stop(at: 4)) {
      _ = try a.tryFilter { x throws(Stop) in
        try probe.check(x); return true
      }
    }
    #expect(probe.seen == [3, 1, 4])
    let probe2 = Probe(stopAt: 1)
    #expect(throws: Stop(at: 1)) {
      _ = try a.tryAllSatisfy { x throws(Stop) in
        try probe2.check(x); return true
      }
    }
    #expect(probe2.seen == [3, 1])
    let probe3 = Probe(stopAt: 9)
    #expect(throws: Stop(at: 9)) {
      _ = try a.tryCompactMap { x throws(Stop) in
        try probe3.check(x); return x
      }
    }
    #expect(probe3.seen == a)
  }

  @Test func aSortStopsAskingAfterTheFirstErrorAndThrowsIt() {
    let a = [5, 3, 8, 1, 9, 2, 7]
    var calls = 0
    var callsAfterError = 0
    var failed = false
    #expect(throws: Stop(at: 3)) {
      _ = try a.trySorted { x, y throws(Stop) in
        calls += 1
        if failed { callsAfterError += 1 }
        if calls == 3 {
          failed = true
          throw Stop(at: 3)
        }
        return x < y
      }
    }
    #expect(calls == 3)
    #expect(callsAfterError == 0)
  }
}
