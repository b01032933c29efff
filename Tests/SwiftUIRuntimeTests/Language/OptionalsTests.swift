import Testing

/// Optionals: chaining, `??`, `if let` / `guard let` (and their shorthand), `map` / `flatMap`,
/// `switch` over an optional, force and implicit unwrapping.
@Suite struct OptionalsTests {
  static let people = """
    struct Address { var city: String? }
    struct Person { var name: String; var address: Address? }
    func find(_ n: Int) -> Int? { n > 2 ? n * 10 : nil }
    """

  static let cases: [ProgramCase] = [
    ProgramCase(
      "?? gives the value when there is one", decls: people,
      """
      print(find(3) ?? -1, find(1) ?? -1)
      """, ["30 -1"]),
    ProgramCase(
      "?? chains to the first non-nil", decls: people,
      """
      let a: Int? = nil
      let b: Int? = nil
      print(a ?? b ?? 7)
      """, ["7"]),
    ProgramCase(
      "optional chaining through two levels", decls: people,
      """
      let p = Person(name: "a", address: Address(city: "Oslo"))
      let q = Person(name: "b", address: nil)
      let r = Person(name: "c", address: Address(city: nil))
      print(p.address?.city ?? "-", q.address?.city ?? "-", r.address?.city ?? "-")
      """, ["Oslo - -"]),
    ProgramCase(
      "a chain after ?. on nil does not stop yet", decls: people,
      """
      let p = Person(name: "a", address: Address(city: "rome"))
      let none: Person? = nil
      print(p.address?.city?.uppercased() ?? "", none?.name.count ?? 0)
      """, ["error: 7:60: value of optional type must be unwrapped to refer to 'count'"]),
    ProgramCase(
      "if let binds the value", decls: people,
      """
      if let v = find(5) { print("got", v) } else { print("none") }
      if let v = find(0) { print("got", v) } else { print("none") }
      """, ["got 50", "none"]),
    ProgramCase(
      "if let shorthand", decls: people,
      """
      let value = find(4)
      if let value { print(value + 1) }
      """, ["41"]),
    ProgramCase(
      "if let with several bindings and a condition", decls: people,
      """
      if let a = find(3), let b = find(4), a < b { print(a + b) }
      if let a = find(3), let b = find(1) { print(a + b) } else { print("one missing") }
      """, ["70", "one missing"]),
    ProgramCase(
      "guard let exits early",
      decls: people
        + "\nfunc label(_ n: Int) -> String { guard let v = find(n) else { return \"small\" }; return \"big \\(v)\" }",
      """
      print(label(1), label(9))
      """, ["small big 90"]),
    ProgramCase(
      "guard let shorthand",
      decls: "func len(_ s: String?) -> Int { guard let s else { return -1 }; return s.count }",
      """
      print(len("abc"), len(nil))
      """, ["3 -1"]),
    ProgramCase(
      "map on an optional", decls: people,
      """
      print(find(3).map { $0 + 1 } ?? 0, find(1).map { $0 + 1 } ?? 0)
      """, ["31 0"]),
    ProgramCase(
      "flatMap on an optional is not supported yet", decls: people,
      """
      let s: String? = "12"
      let t: String? = "x"
      print(s.flatMap { Int($0) } ?? -1, t.flatMap { Int($0) } ?? -1)
      """, ["error: 7:14: value of type 'String' has no method 'flatMap'"]),
    ProgramCase(
      "switch on an optional with .some and .none",
      decls:
        "func say(_ n: Int?) -> String { switch n { case .some(let v): return \"v\\(v)\"; case .none: return \"nothing\" } }",
      """
      print(say(2), say(nil))
      """, ["v2 nothing"]),
    ProgramCase(
      "switch on an optional with a ? pattern",
      decls:
        "func say(_ n: Int?) -> String { switch n { case let v?: return \"v\\(v)\"; case nil: return \"nil\" } }",
      """
      print(say(4), say(nil))
      """, ["v4 nil"]),
    ProgramCase(
      "comparing with nil", decls: people,
      """
      print(find(3) == nil, find(1) == nil, find(3) != nil)
      """, ["false true true"]),
    ProgramCase(
      "force unwrapping a value",
      """
      let n: Int? = 5
      print(n! * 2)
      """, ["10"]),
    ProgramCase(
      "force unwrapping nil is a located error",
      """
      let n: Int? = nil
      print(n! * 2)
      """, ["error: 6:13: unexpectedly found nil while unwrapping an Optional value"]),
    ProgramCase(
      "an implicitly unwrapped optional reads as its value",
      """
      var name: String! = nil
      name = "ada"
      print(name.count)
      """, ["3"]),
    ProgramCase(
      "compactMap drops nils", decls: people,
      """
      print([1, 3, 5, 0].compactMap { find($0) })
      """, ["[30, 50]"]),
    ProgramCase(
      "first(where:) and firstIndex(of:) are optional",
      """
      let xs = [4, 8, 15]
      print(xs.first { $0 > 5 } ?? 0, xs.first { $0 > 50 } ?? 0, xs.firstIndex(of: 15) ?? -1)
      """, ["8 0 2"]),
    ProgramCase(
      "a failable conversion",
      """
      print(Int("42") ?? 0, Int("4x") ?? 0, Double("2.5") ?? 0)
      """, ["42 0 2.5"]),
    ProgramCase(
      "while let drains a stack",
      """
      var stack = [1, 2, 3]
      var out: [Int] = []
      while let top = stack.popLast() { out.append(top) }
      print(out)
      """, ["[3, 2, 1]"]),
  ]

  @Test(arguments: cases) func runs(_ c: ProgramCase) { c.check() }

  /// Cases the runtime gets wrong today; each flags when it is fixed.
  static let knownIssues: [ProgramCase] = [
    ProgramCase(
      "optional assignment through chaining",
      decls: "struct Box { var n = 0 }",
      """
      var b: Box? = Box()
      b?.n = 3
      var none: Box? = nil
      none?.n = 3
      print(b?.n ?? -1, none?.n ?? -1)
      """, ["3 -1"])
  ]

  @Test(arguments: knownIssues) func knownIssue(_ c: ProgramCase) { c.check(knownIssue: true) }
}
