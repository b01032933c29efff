import SwiftUIRuntime
import Testing

/// Closures capture variables by reference, escape into storage and state, nest, and take
/// capture lists that copy (`[x]`) or hold weakly (`[weak self]`).
@Suite struct ClosureTests {
  static let cases: [ProgramCase] = [
    ProgramCase(
      "a key path is a function of its root (SE-0249)",
      decls: """
        struct Book { var title: String; var isAvailable: Bool; var author: Author }
        struct Author { var name: String }
        """,
      #"""
      let books = [
        Book(title: "A", isAvailable: true, author: Author(name: "x")),
        Book(title: "B", isAvailable: false, author: Author(name: "y")),
      ]
      print(books.filter(\.isAvailable).count, books.map(\.author.name), [1, 2].map(\.self))
      """#, [#"1 ["x", "y"] [1, 2]"#]),
    ProgramCase(
      "a closure captures a var by reference",
      """
      var count = 0
      let add = { (n: Int) in count += n }
      add(2)
      add(3)
      print(count)
      """, ["5"]),
    ProgramCase(
      "a closure sees later writes to a captured var",
      """
      var name = "a"
      let greet = { "hi " + name }
      name = "b"
      print(greet())
      """, ["hi b"]),
    ProgramCase(
      "a counter keeps its own captured state",
      decls: "func makeCounter() -> () -> Int { var c = 0; return { c += 1; return c } }",
      """
      let a = makeCounter()
      let b = makeCounter()
      _ = a()
      _ = a()
      print(a(), b())
      """, ["3 1"]),
    ProgramCase(
      "two closures share one captured var",
      decls: """
        func pair() -> (() -> Void, () -> Int) {
          var n = 0
          return ({ n += 10 }, { n })
        }
        """,
      """
      let (inc, get) = pair()
      inc()
      inc()
      print(get())
      """, ["20"]),
    ProgramCase(
      "a capture list copies the value at creation",
      """
      var x = 1
      let f = { [x] in x * 100 }
      x = 2
      print(f(), x)
      """, ["100 2"]),
    ProgramCase(
      "a capture list with a new name",
      """
      var x = 1
      let f = { [y = x + 1] in y }
      x = 50
      print(f())
      """, ["2"]),
    ProgramCase(
      "an escaping closure stored in an array runs later",
      decls: """
        var handlers: [() -> Void] = []
        func later(_ f: @escaping () -> Void) { handlers.append(f) }
        """,
      """
      var log: [String] = []
      later { log.append("one") }
      later { log.append("two") }
      print(log.count)
      for h in handlers { h() }
      print(log)
      """, ["0", "[\"one\", \"two\"]"]),
    ProgramCase(
      "a non-escaping closure parameter runs in place",
      decls: "func twice(_ f: () -> Void) { f(); f() }",
      """
      var n = 0
      twice { n += 1 }
      print(n)
      """, ["2"]),
    ProgramCase(
      "nested closures capture through each other",
      """
      var total = 0
      let outer = { (k: Int) in
        let inner = { total += k }
        inner()
        inner()
      }
      outer(3)
      outer(4)
      print(total)
      """, ["14"]),
    ProgramCase(
      "a closure returning a closure",
      """
      let adder = { (a: Int) -> (Int) -> Int in { b in a + b } }
      let add5 = adder(5)
      print(add5(1), adder(10)(2))
      """, ["6 12"]),
    ProgramCase(
      "shorthand arguments",
      """
      let f: (Int, Int) -> Int = { $0 * 10 + $1 }
      print(f(3, 4))
      """, ["34"]),
    ProgramCase(
      "a trailing closure after parentheses",
      decls: "func apply(_ n: Int, _ f: (Int) -> Int) -> Int { f(n) }",
      """
      print(apply(4) { $0 * $0 })
      """, ["16"]),
    ProgramCase(
      "several trailing closures",
      decls: """
        func both(first: () -> String, second: () -> String) -> String { first() + second() }
        """,
      """
      let s = both { "a" } second: { "b" }
      print(s)
      """, ["ab"]),
    ProgramCase(
      "a function passed as a closure",
      decls: "func square(_ n: Int) -> Int { n * n }",
      """
      print([1, 2, 3].map(square))
      """, ["[1, 4, 9]"]),
    ProgramCase(
      "an operator passed as a closure",
      """
      print([3, 4, 5].reduce(0, +), [3, 1, 2].sorted(by: >))
      """, ["12 [3, 2, 1]"]),
    ProgramCase(
      "a closure stored in an object's property, capturing self, changes the object",
      decls: """
        class Model {
          var n = 0
          var bump: (() -> Void)?
          func wire() { bump = { self.n += 1 } }
        }
        """,
      """
      let m = Model()
      m.wire()
      m.bump?()
      m.bump?()
      print(m.n)
      """, ["2"]),
    ProgramCase(
      "a compound assignment through weak self",
      decls: """
        class Model {
          var n = 0
          func makeBump() -> () -> Void { { [weak self] in self?.n += 5 } }
        }
        """,
      """
      let m = Model()
      let bump = m.makeBump()
      bump()
      print(m.n)
      """, ["5"]),
    ProgramCase(
      "guard let self in a weak closure",
      decls: """
        class Model {
          var name = "m"
          func describe() -> () -> String {
            { [weak self] in
              guard let self else { return "gone" }
              return self.name
            }
          }
        }
        """,
      """
      let m = Model()
      print(m.describe()())
      """, ["m"]),
    ProgramCase(
      "a closure stored in a struct property",
      decls: "struct Op { var name: String; var run: (Int) -> Int }",
      """
      let ops = [Op(name: "inc") { $0 + 1 }, Op(name: "neg") { -$0 }]
      print(ops.map { "\\($0.name)=\\($0.run(5))" }.joined(separator: " "))
      """, ["inc=6 neg=-5"]),
    ProgramCase(
      "a recursive nested function",
      """
      func fact(_ n: Int) -> Int { n <= 1 ? 1 : n * fact(n - 1) }
      print(fact(6))
      """, ["720"]),
  ]

  @Test(arguments: cases) func runs(_ c: ProgramCase) { c.check() }

  @Test func anEscapingClosureStoredInStateRunsOnALaterTap() throws {
    let source = """
      import SwiftUI
      struct Tap: View {
        @State private var action: () -> Void = {}
        @State private var n = 0
        var body: some View {
          Button("go \\(n)") { action() }
            .onAppear { action = { n += 3 } }
        }
      }
      #Preview { Tap() }
      """
    #expect(try shown(source, at: 0) == "go 0")
    let taps: [(time: Double, Interaction)] = [(0.5, .tapButton("go")), (1, .tapButton("go"))]
    #expect(try shown(source, at: 2, interactions: taps) == "go 6")
  }
}
