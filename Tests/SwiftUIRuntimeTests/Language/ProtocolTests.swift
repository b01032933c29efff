import Testing

/// Protocols with default implementations, protocol extensions, static members and extensions
/// that add computed properties and methods.
@Suite struct ProtocolTests {
  static let shape = """
    protocol Shape {
      var area: Double { get }
      func describe() -> String
    }
    extension Shape {
      func describe() -> String { "area \\(area)" }
      var doubled: Double { area * 2 }
    }
    struct Square: Shape { var side: Double; var area: Double { side * side } }
    struct Circle: Shape {
      var r: Double
      var area: Double { 3 * r * r }
      func describe() -> String { "circle \\(r)" }
    }
    """

  static let cases: [ProgramCase] = [
    ProgramCase(
      "a default implementation from a protocol extension is not supported yet", decls: shape,
      """
      print(Square(side: 2).describe())
      """, ["error: 5:28: value of type 'Square' has no member 'describe'"]),
    ProgramCase(
      "a computed property from a protocol extension is not supported yet", decls: shape,
      """
      print(Square(side: 3).doubled, Circle(r: 2).doubled)
      """, ["error: 5:28: value of type 'Square' has no member 'doubled'"]),
    ProgramCase(
      "dispatch to a protocol extension's default is not supported yet", decls: shape,
      """
      let shapes: [any Shape] = [Square(side: 1), Circle(r: 1)]
      print(shapes.map { $0.describe() })
      """, ["error: 6:28: value of type 'Square' has no member 'describe'"]),
    ProgramCase(
      "a protocol's property requirement read through the protocol", decls: shape,
      """
      let shapes: [Shape] = [Square(side: 2), Circle(r: 1)]
      print(shapes.reduce(0) { $0 + $1.area })
      """, ["7.0"]),
    ProgramCase(
      "a computed property in an extension of a struct",
      decls: "struct Temp { var c: Double }\nextension Temp { var f: Double { c * 9 / 5 + 32 } }",
      """
      print(Temp(c: 100).f)
      """, ["212.0"]),
    ProgramCase(
      "a method in an extension of Int runs with the number as self",
      decls: "extension Int { func times(_ s: String) -> String { String(repeating: s, count: self) } }",
      """
      print(3.times("ab"))
      """, ["ababab"]),
    ProgramCase(
      "a computed property in an extension of String is not supported yet",
      decls: "extension String { var shout: String { uppercased() + \"!\" } }",
      """
      print("hey".shout)
      """, ["error: 5:18: value of type 'String' has no member 'shout'"]),
    ProgramCase(
      "a static property and a static method",
      decls: """
        struct Config {
          static let limit = 3
          static var made = 0
          static func make() -> Int { made += 1; return made * limit }
        }
        """,
      """
      _ = Config.make()
      print(Config.make(), Config.made, Config.limit)
      """, ["6 2 3"]),
    ProgramCase(
      "a static factory in an extension",
      decls:
        "struct Size { var w: Int; var h: Int }\nextension Size { static var square: Size { Size(w: 5, h: 5) } }",
      """
      let s: Size = .square
      print(s.w * s.h)
      """, ["25"]),
    ProgramCase(
      "a static requirement of a protocol",
      decls: """
        protocol Defaulted { static var zero: Self { get } }
        struct Money: Defaulted { var cents: Int; static var zero: Money { Money(cents: 0) } }
        """,
      """
      print(Money.zero.cents)
      """, ["0"]),
    ProgramCase(
      "a mutating requirement of a protocol",
      decls: """
        protocol Resettable { mutating func reset() }
        struct Dial: Resettable { var v = 7; mutating func reset() { v = 0 } }
        """,
      """
      var d = Dial()
      d.reset()
      print(d.v)
      """, ["0"]),
    ProgramCase(
      "Equatable synthesized for a struct",
      decls: "struct P: Equatable { var x: Int; var y: Int }",
      """
      print(P(x: 1, y: 2) == P(x: 1, y: 2), P(x: 1, y: 2) == P(x: 2, y: 1))
      """, ["true false"]),
    ProgramCase(
      "sorting by a custom < is not supported yet",
      decls: "struct V: Comparable { var n: Int; static func < (a: V, b: V) -> Bool { a.n < b.n } }",
      """
      print([V(n: 3), V(n: 1), V(n: 2)].sorted().map { $0.n })
      """, ["error: 5:40: cannot compare V with V"]),
    ProgramCase(
      "a key path is a map function",
      decls: "struct Item: Identifiable { let id: Int; var name: String }",
      """
      let items = [Item(id: 2, name: "b"), Item(id: 1, name: "a")]
      print(items.map(\\.id), items.first { $0.id == 1 }?.name ?? "")
      """, ["[2, 1] a"]),
    ProgramCase(
      "a protocol extension method on an enum is not supported yet",
      decls: """
        protocol Labeled { var label: String { get } }
        extension Labeled { func bracketed() -> String { "[\\(label)]" } }
        enum Level: Labeled { case low, high
          var label: String { self == .low ? "L" : "H" }
        }
        """,
      """
      print(Level.low.bracketed(), Level.high.bracketed())
      """, ["error: 5:22: enum 'Level' has no method 'bracketed'"]),
    ProgramCase(
      "inherited methods are not supported yet",
      decls: """
        class Animal { func sound() -> String { "..." }; func speak() -> String { "says " + sound() } }
        class Cat: Animal { override func sound() -> String { "meow" } }
        """,
      """
      let a: Animal = Cat()
      print(a.speak(), Animal().speak())
      """, ["error: 6:14: value of type 'Cat' has no member 'speak'"]),
    // A type's own description, in interpolation and print.
    ProgramCase(
      "CustomStringConvertible in interpolation",
      decls: "struct Tag: CustomStringConvertible { var s: String; var description: String { \"<\\(s)>\" } }",
      """
      print("\\(Tag(s: "b"))")
      """, ["<b>"]),
    ProgramCase(
      "CustomStringConvertible in print",
      decls: "struct Tag: CustomStringConvertible { var s: String; var description: String { \"<\\(s)>\" } }",
      """
      print(Tag(s: "a"), [Tag(s: "b")])
      """, ["<a> [<b>]"]),
  ]

  @Test(arguments: cases) func runs(_ c: ProgramCase) { c.check() }

  /// Cases the runtime gets wrong today; each flags when it is fixed.
  static let knownIssues: [ProgramCase] = [
    ProgramCase(
      "a conforming type's own implementation wins", decls: shape,
      """
      print(Circle(r: 1).describe())
      """, ["circle 1.0"])
  ]

  @Test(arguments: knownIssues) func knownIssue(_ c: ProgramCase) { c.check(knownIssue: true) }
}
