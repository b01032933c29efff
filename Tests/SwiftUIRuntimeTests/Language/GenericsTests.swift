import Testing

/// Generic functions and types, with constraints and `where` clauses.
@Suite struct GenericsTests {
  static let stack = """
    struct Stack<Element> {
      var items: [Element] = []
      mutating func push(_ e: Element) { items.append(e) }
      mutating func pop() -> Element? { items.popLast() }
      var top: Element? { items.last }
      var isEmpty: Bool { items.isEmpty }
    }
    """

  static let cases: [ProgramCase] = [
    ProgramCase(
      "a generic function over Int and String",
      decls: "func pairUp<T>(_ a: T, _ b: T) -> [T] { [a, b] }",
      """
      print(pairUp(1, 2), pairUp("a", "b"))
      """, ["[1, 2] [\"a\", \"b\"]"]),
    ProgramCase(
      "a generic function with a Comparable constraint",
      decls: "func largest<T: Comparable>(_ xs: [T]) -> T? { xs.max() }",
      """
      print(largest([3, 9, 2]) ?? 0, largest(["pear", "apple"]) ?? "")
      """, ["9 pear"]),
    ProgramCase(
      "a where clause on a generic function",
      decls: "func allEqual<T>(_ xs: [T]) -> Bool where T: Equatable { !xs.contains { $0 != xs[0] } }",
      """
      print(allEqual([1, 1, 1]), allEqual(["a", "b"]))
      """, ["true false"]),
    ProgramCase(
      "two type parameters",
      decls: "func swapped<A, B>(_ p: (A, B)) -> (B, A) { (p.1, p.0) }",
      """
      let s = swapped((1, "one"))
      print(s.0, s.1)
      """, ["one 1"]),
    ProgramCase(
      "a generic struct of Int", decls: stack,
      """
      var s = Stack<Int>()
      s.push(1)
      s.push(2)
      print(s.top ?? 0, s.pop() ?? 0, s.pop() ?? 0, s.isEmpty)
      """, ["2 2 1 true"]),
    ProgramCase(
      "a generic struct of String with an inferred parameter", decls: stack,
      """
      var s = Stack(items: ["a"])
      s.push("b")
      print(s.items)
      """, ["[\"a\", \"b\"]"]),
    ProgramCase(
      "a generic struct is a value", decls: stack,
      """
      var a = Stack<Int>()
      a.push(1)
      var b = a
      b.push(2)
      print(a.items.count, b.items.count)
      """, ["1 2"]),
    ProgramCase(
      "an extension of a generic struct with a where clause",
      decls: stack + "\nextension Stack where Element == Int { var sum: Int { items.reduce(0, +) } }",
      """
      let s = Stack(items: [1, 2, 3])
      print(s.sum)
      """, ["6"]),
    ProgramCase(
      "a generic function with a closure parameter",
      decls:
        "func transform<T, U>(_ xs: [T], _ f: (T) -> U) -> [U] { var out: [U] = []; for x in xs { out.append(f(x)) }; return out }",
      """
      print(transform([1, 2]) { "#\\($0)" })
      """, ["[\"#1\", \"#2\"]"]),
    ProgramCase(
      "a protocol-constrained generic function calls the requirement",
      decls: """
        protocol Named { var name: String { get } }
        struct Dog: Named { var name: String }
        struct Ship: Named { var name: String }
        func names<T: Named>(_ xs: [T]) -> String { xs.map { $0.name }.joined(separator: ",") }
        """,
      """
      print(names([Dog(name: "rex"), Dog(name: "fido")]), names([Ship(name: "hms")]))
      """, ["rex,fido hms"]),
    ProgramCase(
      "a generic struct with two parameters",
      decls:
        "struct Pair<A, B> { var first: A; var second: B; func flipped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) } }",
      """
      let p = Pair(first: 1, second: "x").flipped()
      print(p.first, p.second)
      """, ["x 1"]),
    ProgramCase(
      "a generic method of a non-generic type",
      decls: "struct Util { static func wrap<T>(_ x: T) -> [T] { [x, x] } }",
      """
      print(Util.wrap(7), Util.wrap("z"))
      """, ["[7, 7] [\"z\", \"z\"]"]),
    ProgramCase(
      "a generic Optional parameter",
      decls: "func orDefault<T>(_ x: T?, _ d: T) -> T { x ?? d }",
      """
      let none: Int? = nil
      print(orDefault(none, 5), orDefault(Optional(3), 5))
      """, ["5 3"]),
    ProgramCase(
      "a some-typed parameter",
      decls: "func count(_ xs: some Collection) -> Int { xs.count }",
      """
      print(count([1, 2, 3]), count("hello"))
      """, ["3 5"]),
  ]

  @Test(arguments: cases) func runs(_ c: ProgramCase) { c.check() }
}
