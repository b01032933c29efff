import Testing

/// Structs, arrays, dictionaries and sets are values: assignment, passing and capture copy them;
/// `mutating` methods and `inout` parameters write back to the variable they were called on.
@Suite struct ValueSemanticsTests {
  static let point = "struct Point { var x: Int; var y = 0; mutating func bump() { x += 1 } }"

  static let cases: [ProgramCase] = [
    ProgramCase(
      "a struct is copied on assignment", decls: point,
      """
      var a = Point(x: 1)
      var b = a
      b.x = 5
      print(a.x, b.x)
      """, ["1 5"]),
    ProgramCase(
      "a mutating method changes only its receiver", decls: point,
      """
      var a = Point(x: 1)
      let b = a
      a.bump()
      a.bump()
      print(a.x, b.x)
      """, ["3 1"]),
    ProgramCase(
      "a struct passed to a function is a copy",
      decls: point + "\nfunc moved(_ p: Point) -> Point { var q = p; q.x += 10; return q }",
      """
      let a = Point(x: 1)
      let b = moved(a)
      print(a.x, b.x)
      """, ["1 11"]),
    ProgramCase(
      "an array is copied on assignment",
      """
      let a = [1, 2]
      var b = a
      b.append(3)
      print(a, b)
      """, ["[1, 2] [1, 2, 3]"]),
    ProgramCase(
      "an array of structs is copied deeply", decls: point,
      """
      let list = [Point(x: 1), Point(x: 2)]
      var other = list
      other[0].x = 42
      print(list[0].x, other[0].x)
      """, ["1 42"]),
    ProgramCase(
      "a mutating method on an array element", decls: point,
      """
      var list = [Point(x: 1), Point(x: 2)]
      list[1].bump()
      print(list.map { $0.x })
      """, ["[1, 3]"]),
    ProgramCase(
      "a dictionary is copied on assignment",
      """
      let a = ["k": 1]
      var b = a
      b["k"] = 2
      b["n"] = 3
      print(a["k"] ?? 0, b["k"] ?? 0, a.count, b.count)
      """, ["1 2 1 2"]),
    ProgramCase(
      "a set is copied on assignment",
      """
      let a: Set<Int> = [1, 2]
      var b = a
      b.insert(3)
      print(a.count, b.count, a.contains(3), b.contains(3))
      """, ["2 3 false true"]),
    ProgramCase(
      "a nested struct property is written in place",
      decls: "struct Inner { var n = 0 }\nstruct Outer { var inner = Inner() }",
      """
      var o = Outer()
      let copy = o
      o.inner.n = 9
      print(o.inner.n, copy.inner.n)
      """, ["9 0"]),
    ProgramCase(
      "assigning self in a mutating method is not supported yet",
      decls: "struct Counter { var n = 0; mutating func reset() { self = Counter() } }",
      """
      var c = Counter(n: 5)
      c.reset()
      print(c.n)
      """, ["error: 11:53: cannot assign to 'self'"]),
    ProgramCase(
      "a closure's captured struct is the variable, not a copy", decls: point,
      """
      var p = Point(x: 1)
      let read = { p.x }
      p.x = 8
      print(read())
      """, ["8"]),
    ProgramCase(
      "an array in a struct is copied with the struct",
      decls: "struct Bag { var items: [String] = [] }",
      """
      var a = Bag()
      a.items.append("x")
      var b = a
      b.items.append("y")
      print(a.items, b.items)
      """, ["[\"x\"] [\"x\", \"y\"]"]),
    ProgramCase(
      "compound assignment on a dictionary value",
      """
      var counts: [String: Int] = [:]
      for w in ["a", "b", "a"] { counts[w, default: 0] += 1 }
      print(counts["a"] ?? 0, counts["b"] ?? 0)
      """, ["2 1"]),

    // `inout` arguments are written back when the callee returns.
    ProgramCase(
      "inout writes back to the caller's variable",
      decls: "func double(_ n: inout Int) { n *= 2 }",
      """
      var n = 3
      double(&n)
      double(&n)
      print(n)
      """, ["12"]),
    ProgramCase(
      "inout of a struct's property writes back to the struct",
      decls: point + "\nfunc add(_ n: inout Int, _ k: Int) { n += k }",
      """
      var p = Point(x: 1, y: 2)
      add(&p.y, 5)
      print(p.x, p.y)
      """, ["1 7"]),
    ProgramCase(
      "inout of an array element writes back to the array",
      decls: "func bump(_ n: inout Int) { n += 100 }",
      """
      var xs = [1, 2, 3]
      bump(&xs[1])
      print(xs)
      """, ["[1, 102, 3]"]),
    ProgramCase(
      "swapping through two inout parameters",
      decls: "func exchange(_ a: inout String, _ b: inout String) { let t = a; a = b; b = t }",
      """
      var a = "left"
      var b = "right"
      exchange(&a, &b)
      print(a, b)
      """, ["right left"]),
  ]

  @Test(arguments: cases) func runs(_ c: ProgramCase) { c.check() }

  static let box = "class Box { var n = 0; func bump() { n += 1 } }"

  /// Classes: one object, however many references.
  static let classes: [ProgramCase] = [
    ProgramCase(
      "a class is shared by reference", decls: box,
      """
      let a = Box()
      let b = a
      b.n = 7
      print(a.n, a === b)
      """, ["7 true"]),
    ProgramCase(
      "a struct holding a class shares the object",
      decls: box + "\nstruct Holder { var box: Box }",
      """
      let h = Holder(box: Box())
      let copy = h
      copy.box.n = 4
      print(h.box.n)
      """, ["4"]),
    ProgramCase(
      "two objects of a class are not identical, even with equal properties", decls: box,
      """
      let a = Box()
      let b = Box()
      print(a === b, a !== b, a === a)
      """, ["false true true"]),
    ProgramCase(
      "a method changes the object every reference sees", decls: box,
      """
      let a = Box()
      let list = [a, a]
      list[0].bump()
      a.bump()
      print(a.n, list[1].n)
      """, ["2 2"]),
    ProgramCase(
      "an object passed to a function is changed in place", decls: box + "\nfunc reset(_ b: Box) { b.n = 0 }",
      """
      let a = Box()
      a.n = 5
      reset(a)
      print(a.n)
      """, ["0"]),
    ProgramCase(
      "a closure captures the object, not a copy", decls: box,
      """
      let a = Box()
      let bump = { a.n += 10 }
      bump()
      bump()
      print(a.n)
      """, ["20"]),
    ProgramCase(
      "an initializer sets the object's properties",
      decls: "class Named { var name: String; init(name: String) { self.name = name.uppercased() } }",
      """
      let n = Named(name: "ada")
      let m = n
      m.name += "!"
      print(n.name)
      """, ["ADA!"]),
    ProgramCase(
      "=== compares only references", decls: box,
      """
      print(1 === 1)
      """, ["error: 5:13: '===' compares references to class instances, not Int and Int"]),
  ]

  @Test(arguments: classes) func classShares(_ c: ProgramCase) { c.check() }

  /// Cases the runtime gets wrong today; each flags when it is fixed.
  static let knownIssues: [ProgramCase] = [
    ProgramCase(
      "a let struct cannot be mutated", decls: point,
      """
      let p = Point(x: 1)
      p.x = 2
      """, ["error: 6:7: cannot assign to property: 'p' is a 'let' constant"])
  ]

  @Test(arguments: knownIssues) func knownIssue(_ c: ProgramCase) { c.check(knownIssue: true) }
}
