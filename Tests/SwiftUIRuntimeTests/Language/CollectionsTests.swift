import Testing

/// Strings and collections: interpolation, `map` / `filter` / `reduce` / `sorted`,
/// `enumerated`, `zip`, dictionaries and sets.
@Suite struct CollectionsTests {
  static let cases: [ProgramCase] = [
    ProgramCase(
      "a static member of extension [Element] is read on the array type",
      decls: """
        struct Card { var title: String }
        extension [Card] { static let preview: [Card] = [Card(title: "A"), Card(title: "B")] }
        extension Card { static let first: Card = [Card].preview.first! }
        """,
      """
      print([Card].preview.count, Card.first.title)
      """, ["2 A"]),
    ProgramCase(
      "print joins its items with a separator",
      """
      print(1, "two", [3])
      print("a", "b", "c", separator: "-")
      """, ["1 two [3]", "a-b-c"]),
    ProgramCase(
      "print with a terminator other than a newline says it is not supported",
      """
      print("a", terminator: "")
      """, ["error: 5:30: print(terminator:) other than \"\\n\" is not supported yet"]),
    ProgramCase(
      "interpolation of expressions",
      """
      let n = 3
      print("\\(n) squared is \\(n * n), half is \\(Double(n) / 2)")
      """, ["3 squared is 9, half is 1.5"]),
    ProgramCase(
      // A literal's parts are read once and kept (`Interpreter.literalParts`): each evaluation
      // still interpolates its own values, and the escapes and raw text come out as written.
      "a literal evaluated again interpolates the values of each time",
      """
      var out: [String] = []
      for i in 1...3 { out.append("n\\t\\(i)\\u{21}") }
      print(out.joined(separator: "|"), #"a\\tb"#, "plain")
      """, ["n\t1!|n\t2!|n\t3! a\\tb plain"]),
    ProgramCase(
      "interpolation of collections quotes strings",
      """
      print("\\([1, 2]) \\(["a"]) \\(["k": "v"])")
      """, ["[1, 2] [\"a\"] [\"k\": \"v\"]"]),
    ProgramCase(
      "string methods",
      """
      let s = "Hello, World"
      print(s.count, s.uppercased(), s.lowercased(), s.hasPrefix("Hell"), s.hasSuffix("x"), s.contains("lo, W"))
      """, ["12 HELLO, WORLD hello, world true false true"]),
    ProgramCase(
      "split and joined",
      """
      let words = "a b  c".split(separator: " ")
      print(words.count, words.joined(separator: "-"))
      """, ["3 a-b-c"]),
    ProgramCase(
      "String.reversed is not supported yet",
      """
      var s = "ab"
      s += "c"
      print(s + String(repeating: "-", count: 3), s.reversed().map { String($0) }.joined())
      """, ["error: 7:52: value of type 'String' has no method 'reversed'"]),
    ProgramCase(
      "map, filter and reduce",
      """
      let xs = [1, 2, 3, 4, 5]
      print(xs.map { $0 * $0 }, xs.filter { $0 % 2 == 1 }, xs.reduce(0, +), xs.reduce(1) { $0 * $1 })
      """, ["[1, 4, 9, 16, 25] [1, 3, 5] 15 120"]),
    ProgramCase(
      "sorted, sorted(by:) and reversed",
      """
      let xs = [3, 1, 2]
      print(xs.sorted(), xs.sorted(by: >), Array(xs.reversed()), xs)
      """, ["[1, 2, 3] [3, 2, 1] [2, 1, 3] [3, 1, 2]"]),
    ProgramCase(
      "sorted by a key",
      """
      let names = ["pear", "fig", "banana"]
      print(names.sorted { $0.count < $1.count }, names.sorted())
      """, ["[\"fig\", \"pear\", \"banana\"] [\"banana\", \"fig\", \"pear\"]"]),
    ProgramCase(
      "enumerated pairs: destructured by a for loop, $0 whole with offset and element labels",
      """
      for (i, s) in ["a", "b"].enumerated() { print(i, s) }
      print(["x", "y"].enumerated().map { "\\($0.offset)\\($0.element)" })
      """, ["0 a", "1 b", "[\"0x\", \"1y\"]"]),
    ProgramCase(
      "zip pairs two sequences and stops at the shorter",
      """
      let pairs = zip([1, 2, 3], ["a", "b"]).map { "\\($0)\\($1)" }
      print(pairs)
      """, ["[\"1a\", \"2b\"]"]),
    ProgramCase(
      "array basics",
      """
      var xs = [10, 20, 30]
      xs.insert(5, at: 0)
      xs.remove(at: 2)
      print(xs, xs.first ?? 0, xs.last ?? 0, xs.count, xs.isEmpty, xs.contains(30))
      """, ["[5, 10, 30] 5 30 3 false true"]),
    ProgramCase(
      "array slices and prefixes",
      """
      let xs = [1, 2, 3, 4, 5]
      print(Array(xs[1...3]), Array(xs.prefix(2)), Array(xs.suffix(2)), Array(xs.dropFirst()))
      """, ["[2, 3, 4] [1, 2] [4, 5] [2, 3, 4, 5]"]),
    ProgramCase(
      "allSatisfy is not supported yet",
      """
      let xs = [4, 9, 2]
      print(xs.min() ?? 0, xs.max() ?? 0, xs.allSatisfy { $0 > 1 }, xs.contains { $0 > 8 })
      """, ["error: 6:45: value of type 'Array' has no method 'allSatisfy'"]),
    ProgramCase(
      "an index out of range is a located error",
      """
      let xs = [1, 2]
      print(xs[5])
      """, ["error: 6:13: index 5 out of range (count 2)"]),
    ProgramCase(
      "dictionary lookup, default and update",
      """
      var ages = ["ann": 30]
      ages["bob"] = 25
      ages["ann", default: 0] += 1
      print(ages["ann"] ?? 0, ages["bob"] ?? 0, ages["cat"] ?? -1, ages["cat", default: 9])
      """, ["31 25 -1 9"]),
    ProgramCase(
      "removing from a dictionary",
      """
      var d = ["a": 1, "b": 2]
      d["a"] = nil
      d.removeValue(forKey: "b")
      print(d.count, d.isEmpty)
      """, ["0 true"]),
    ProgramCase(
      "dictionary keys and values sorted",
      """
      let d = ["b": 2, "a": 1, "c": 3]
      print(d.keys.sorted(), d.values.sorted(), d.count)
      """, ["[\"a\", \"b\", \"c\"] [1, 2, 3] 3"]),
    ProgramCase(
      "sorting a dictionary is not supported yet",
      """
      let d = ["b": 2, "a": 1]
      for (k, v) in d.sorted(by: { $0.key < $1.key }) { print(k, v) }
      """, ["error: 6:22: value of type 'Dictionary' has no method 'sorted'"]),
    ProgramCase(
      "mapValues is not supported yet",
      """
      let d = ["a": 1, "b": 2, "c": 3]
      let doubled = d.mapValues { $0 * 2 }
      print(doubled["c"] ?? 0, d.filter { $0.value > 1 }.count)
      """, ["error: 6:22: value of type 'Dictionary' has no method 'mapValues'"]),
    ProgramCase(
      "sets deduplicate and test membership",
      """
      var s: Set = [1, 2, 2, 3]
      s.insert(3)
      s.insert(4)
      s.remove(1)
      print(s.count, s.contains(1), s.contains(4), s.sorted())
      """, ["3 false true [2, 3, 4]"]),
    ProgramCase(
      "isSubset is not supported yet",
      """
      let a: Set = [1, 2, 3]
      let b: Set = [2, 3, 4]
      print(a.union(b).sorted(), a.intersection(b).sorted(), a.subtracting(b).sorted(), a.isSubset(of: b))
      """, ["error: 7:90: value of type 'Set' has no method 'isSubset'"]),
    ProgramCase(
      "String(format:)",
      """
      print(String(format: "%.2f %d %@", 3.14159, 42, "x"))
      """, ["3.14 42 x"]),
    ProgramCase(
      "map over a string's characters is not supported yet",
      """
      let s = "héllo"
      print(s.count, Array(s).map { String($0) }.joined(separator: "."), s.first.map { String($0) } ?? "")
      """, ["error: 6:81: value of type 'String' has no method 'map'"]),
    ProgramCase(
      "Int and Double arithmetic",
      """
      print(7 / 2, 7 % 2, 7.0 / 2, -7 / 2, Double(7) / 2, Int(3.9), 2 * 3 + 4)
      """, ["3 1 3.5 -3 3.5 3 10"]),
    ProgramCase(
      "Int.max + 1 overflows, as Swift traps",
      """
      let big = Int.max
      print(big + 1)
      """, ["error: 6:13: arithmetic overflow: 9223372036854775807 + 1 does not fit in Int"]),
  ]

  @Test(arguments: cases) func runs(_ c: ProgramCase) { c.check() }

  /// Cases the runtime gets wrong today; each flags when it is fixed.
  static let knownIssues: [ProgramCase] = [
    ProgramCase(
      "Dictionary(grouping:by:)",
      """
      let g = Dictionary(grouping: ["apple", "avocado", "banana"]) { $0.first! }
      print(g["a"]?.count ?? 0, g["b"]?.count ?? 0)
      """, ["2 1"])
  ]

  @Test(arguments: knownIssues) func knownIssue(_ c: ProgramCase) { c.check(knownIssue: true) }
}
