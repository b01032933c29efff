import Testing

/// Loops and jumps: labelled `break` and `continue`, `repeat`-`while`, `stride`, ranges and
/// early `return`.
@Suite struct ControlFlowTests {
  static let cases: [ProgramCase] = [
    ProgramCase(
      "a labelled break leaves the outer loop",
      """
      var found: [String] = []
      outer: for i in 1...3 {
        for j in 1...3 {
          if i * j == 4 { break outer }
          found.append("\\(i)\\(j)")
        }
      }
      print(found)
      """, ["[\"11\", \"12\", \"13\", \"21\"]"]),
    ProgramCase(
      "a labelled continue goes on with the outer loop",
      """
      var found: [String] = []
      outer: for i in 1...3 {
        for j in 1...3 {
          if j > i { continue outer }
          found.append("\\(i)\\(j)")
        }
      }
      print(found.joined(separator: " "))
      """, ["11 21 22 31 32 33"]),
    ProgramCase(
      "break and continue in a while loop",
      """
      var i = 0
      var odd: [Int] = []
      while true {
        i += 1
        if i > 7 { break }
        if i % 2 == 0 { continue }
        odd.append(i)
      }
      print(odd)
      """, ["[1, 3, 5, 7]"]),
    ProgramCase(
      "repeat runs its body at least once",
      """
      var n = 10
      var runs = 0
      repeat {
        runs += 1
        n += 1
      } while n < 5
      print(runs, n)
      """, ["1 11"]),
    ProgramCase(
      "repeat loops while its condition holds",
      """
      var n = 1
      repeat { n *= 2 } while n < 100
      print(n)
      """, ["128"]),
    ProgramCase(
      "stride to excludes the end",
      """
      print(Array(stride(from: 0, to: 10, by: 3)))
      """, ["[0, 3, 6, 9]"]),
    ProgramCase(
      "stride through includes the end",
      """
      print(Array(stride(from: 0, through: 9, by: 3)))
      """, ["[0, 3, 6, 9]"]),
    ProgramCase(
      "stride downwards",
      """
      var out: [Int] = []
      for i in stride(from: 5, to: 0, by: -2) { out.append(i) }
      print(out)
      """, ["[5, 3, 1]"]),
    ProgramCase(
      "stride of doubles",
      """
      print(Array(stride(from: 0.0, through: 1.0, by: 0.5)))
      """, ["[0.0, 0.5, 1.0]"]),
    ProgramCase(
      "an empty range runs no iterations",
      """
      var n = 0
      for _ in 0..<0 { n += 1 }
      print(n)
      """, ["0"]),
    ProgramCase(
      "a closed range and reversed",
      """
      print(Array((1...4).reversed()), (1...4).count, (0..<3).contains(3))
      """, ["[4, 3, 2, 1] 4 false"]),
    ProgramCase(
      "a switch inside a loop with break",
      """
      var out: [String] = []
      for n in [1, 2, 3] {
        switch n {
        case 2: break
        default: out.append("\\(n)")
        }
      }
      print(out)
      """, ["[\"1\", \"3\"]"]),
    ProgramCase(
      "return from inside a nested loop",
      decls:
        "func firstPair(_ target: Int) -> String { for a in 1...5 { for b in 1...5 where a + b == target { return \"\\(a)+\\(b)\" } }; return \"none\" }",
      """
      print(firstPair(7), firstPair(20))
      """, ["2+5 none"]),
    ProgramCase(
      "a ternary chain",
      """
      let n = 15
      print(n % 15 == 0 ? "FizzBuzz" : n % 3 == 0 ? "Fizz" : n % 5 == 0 ? "Buzz" : "\\(n)")
      """, ["FizzBuzz"]),
    ProgramCase(
      "short-circuit && and ||",
      decls: "func loud(_ b: Bool) -> Bool { print(\"eval\", b); return b }",
      """
      _ = loud(false) && loud(true)
      _ = loud(true) || loud(false)
      """, ["eval false", "eval true"]),
    ProgramCase(
      "an endless loop ends with a located budget error",
      """
      var n = 0
      while true { n += 1 }
      """, ["error: 6:20: the program ran more than 4000000 steps (an endless loop?)"]),
  ]

  @Test(arguments: cases) func runs(_ c: ProgramCase) { c.check() }
}
