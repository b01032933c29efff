import Testing

/// `willSet` and `didSet` on stored properties of structs and classes.
@Suite struct PropertyObserversTests {
  static let cases: [ProgramCase] = [
    ProgramCase(
      "didSet sees the old value and willSet the new one",
      decls: """
        struct Meter {
          var value = 0 {
            willSet { print("will", value, "->", newValue) }
            didSet { print("did", oldValue, "->", value) }
          }
        }
        """,
      """
      var m = Meter()
      m.value = 3
      m.value += 1
      """, ["will 0 -> 3", "did 0 -> 3", "will 3 -> 4", "did 3 -> 4"]),
    ProgramCase(
      "named observer parameters",
      decls: """
        struct Meter {
          var value = 0 {
            willSet(next) { print("next", next) }
            didSet(previous) { print("previous", previous) }
          }
        }
        """,
      """
      var m = Meter()
      m.value = 9
      """, ["next 9", "previous 0"]),
    ProgramCase(
      "an assignment inside didSet does not run it again",
      decls: """
        struct Clamped {
          var value = 0 { didSet { if value > 10 { value = 10 }; print("set", value) } }
        }
        """,
      """
      var c = Clamped()
      c.value = 50
      print(c.value)
      """, ["set 10", "10"]),
    ProgramCase(
      "observers of a class property, set from a method and from outside",
      decls: """
        class Account {
          var balance = 0 { didSet { history.append(balance - oldValue) } }
          var history: [Int] = []
          func deposit(_ n: Int) { balance += n }
        }
        """,
      """
      let a = Account()
      a.deposit(5)
      a.balance = 2
      print(a.history)
      """, ["[5, -3]"]),
    ProgramCase(
      "an observed property without an initial value is stored",
      decls: """
        class Store {
          var items: [String] { didSet { print("saved", items.count) } }
          init() { items = ["a"] }
        }
        """,
      """
      let s = Store()
      s.items.append("b")
      print(s.items)
      """, ["saved 2", #"["a", "b"]"#]),
    ProgramCase(
      "a struct's own initializer runs no observers",
      decls: """
        struct Meter {
          var value: Int { didSet { print("did", value) } }
          init() { value = 1; value = 2 }
        }
        """,
      """
      var m = Meter()
      m.value = 3
      """, ["did 3"]),
    ProgramCase(
      "the initial value does not run the observers",
      decls: "struct Meter { var value = 1 { didSet { print(\"did\") } } }",
      """
      let m = Meter()
      print(m.value)
      """, ["1"]),
  ]

  @Test(arguments: cases) func runs(_ c: ProgramCase) { c.check() }
}
