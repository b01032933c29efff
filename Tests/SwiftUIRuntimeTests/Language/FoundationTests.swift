import Testing

/// Foundation and standard-library API that real programs use: random numbers (seeded, the
/// same every run), `capitalized`, `IndexSet` with `remove(atOffsets:)` and
/// `move(fromOffsets:toOffset:)`.
@Suite struct FoundationTests {
  static let cases: [ProgramCase] = [
    ProgramCase(
      "capitalized starts each word with a capital and lowers the rest",
      """
      print("the GREAT gatsby".capitalized, "hello-world".capitalized, "don't stop".capitalized)
      """, ["The Great Gatsby Hello-World Don't Stop"]),
    ProgramCase(
      "remove(atOffsets:) removes the elements at every offset of the IndexSet",
      """
      var xs = ["a", "b", "c", "d", "e"]
      xs.remove(atOffsets: IndexSet([3, 1]))
      print(xs)
      """, ["[\"a\", \"c\", \"e\"]"]),
    ProgramCase(
      "IndexSet(integer:) and insert, then remove(atOffsets:)",
      """
      var xs = [10, 20, 30]
      var offsets = IndexSet(integer: 2)
      offsets.insert(0)
      xs.remove(atOffsets: offsets)
      print(xs, offsets.count)
      """, ["[20] 2"]),
    ProgramCase(
      "remove(atOffsets:) with an offset out of range is an error",
      """
      var xs = [1]
      xs.remove(atOffsets: IndexSet(integer: 4))
      """, ["error: 6:28: offset 4 is out of range (count 1)"]),
    ProgramCase(
      "move(fromOffsets:toOffset:) puts the moved elements before the one at toOffset",
      """
      var xs = ["a", "b", "c", "d"]
      xs.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
      var ys = ["a", "b", "c", "d"]
      ys.move(fromOffsets: IndexSet(integer: 3), toOffset: 1)
      print(xs, ys)
      """, ["[\"b\", \"d\", \"a\", \"c\"] [\"a\", \"d\", \"b\", \"c\"]"]),
    ProgramCase(
      "Int.random(in:) stays in its range and does not give one number only",
      """
      var seen = Set<Int>()
      for _ in 0..<200 {
        let n = Int.random(in: 3...6)
        precondition(n >= 3 && n <= 6)
        seen.insert(Int.random(in: 0..<2))
        seen.insert(n)
      }
      print(seen.sorted())
      """, ["[0, 1, 3, 4, 5, 6]"]),
    ProgramCase(
      "Double.random(in:) stays in its range; Bool.random() gives both",
      """
      var low = 1.0
      var high = 0.0
      var trues = 0
      for _ in 0..<200 {
        let d = Double.random(in: 0...1)
        low = min(low, d)
        high = max(high, d)
        if Bool.random() { trues += 1 }
      }
      print(low >= 0, high <= 1, low < 0.1, high > 0.9, trues > 50, trues < 150)
      """, ["true true true true true true"]),
    ProgramCase(
      "shuffled() is a permutation, in another order; randomElement() is an element",
      """
      let xs = Array(1...20)
      let s = xs.shuffled()
      print(s.sorted() == xs, s != xs, xs.contains(xs.randomElement()!), [Int]().randomElement() == nil)
      """, ["true true true true"]),
    ProgramCase(
      "Int.random(in:) of an empty range is an error, as Swift traps",
      """
      print(Int.random(in: 1..<1))
      """, ["error: 5:16: Int.random(in:) of an empty range"]),
    ProgramCase(
      "Int.max, CGFloat.zero and Double.pi",
      """
      print(Int.max, CGFloat.zero, Double.pi > 3.14)
      """, ["9223372036854775807 0.0 true"]),
    ProgramCase(
      "JSONEncoder writes real JSON of a Codable struct; JSONDecoder reads it back equal",
      decls: """
        struct Item: Codable, Equatable {
          enum Kind: String, Codable { case home, work }
          var name: String
          var amount: Int
          var price: Double
          var kind = Kind.home
          var tags: [String] = []
          var note: String?
        }
        """,
      """
      let items = [Item(name: "a \\"b\\"", amount: 3, price: 2.5, kind: .work, tags: ["x"]), Item(name: "c", amount: 0, price: 1, note: "n")]
      let data = try! JSONEncoder().encode(items)
      print(String(data: data, encoding: .utf8)!)
      let back = try! JSONDecoder().decode([Item].self, from: data)
      print(back == items, back[1].note ?? "-", back[0].kind == .work)
      """,
      [
        #"[{"name":"a \"b\"","amount":3,"price":2.5,"kind":"work","tags":["x"]},{"name":"c","amount":0,"price":1,"kind":"home","tags":[],"note":"n"}]"#,
        "true n true",
      ]),
    ProgramCase(
      "JSONDecoder throws a catchable error for a missing key and for text that is not JSON",
      decls: "struct P: Codable { var x: Int }",
      """
      let missing = try? JSONDecoder().decode(P.self, from: Data("{}".utf8))
      let broken = try? JSONDecoder().decode(P.self, from: Data("{\\"x\\": ".utf8))
      let ok = try? JSONDecoder().decode(P.self, from: Data("{\\"x\\": 4}".utf8))
      print(missing == nil, broken == nil, ok?.x ?? -1)
      """, ["true true 4"]),
    ProgramCase(
      "encoding a struct that is not Codable is an error",
      decls: "struct P { var x: Int }",
      """
      _ = try? JSONEncoder().encode(P(x: 1))
      """, ["error: 5:29: type 'P' does not conform to 'Encodable'"]),
    ProgramCase(
      "UserDefaults keeps values for the run; missing keys give nil, 0 and false",
      """
      let d = UserDefaults.standard
      print(d.data(forKey: "k") == nil, d.integer(forKey: "n"), d.bool(forKey: "b"), d.string(forKey: "s") ?? "none")
      d.set(5, forKey: "n")
      d.set(true, forKey: "b")
      d.set("hi", forKey: "s")
      d.set(Data("xyz".utf8), forKey: "k")
      print(d.data(forKey: "k")?.count ?? 0, UserDefaults.standard.integer(forKey: "n"), d.bool(forKey: "b"), d.string(forKey: "s") ?? "none")
      d.removeObject(forKey: "n")
      print(d.integer(forKey: "n"))
      """, ["true 0 false none", "3 5 true hi", "0"]),
    ProgramCase(
      "files written to the documents directory are read back; a missing one throws",
      decls: """
        extension FileManager {
          static var documentsDirectory: URL {
            FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
          }
        }
        """,
      """
      let url = FileManager.documentsDirectory.appendingPathComponent("Saved")
      print((try? Data(contentsOf: url)) == nil)
      try! Data("[1,2]".utf8).write(to: url, options: [.atomic])
      let back = try! JSONDecoder().decode([Int].self, from: Data(contentsOf: url))
      print(back, url.lastPathComponent)
      """, ["true", "[1, 2] Saved"]),
    ProgramCase(
      "DispatchQueue.main.asyncAfter runs its closure later on the virtual clock",
      """
      print("now")
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { print("later") }
      """, ["now"], at: 0.4),
    ProgramCase(
      "DispatchQueue.main.asyncAfter has run by its deadline; async runs after the code that queued it",
      """
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { print("later") }
      DispatchQueue.main.async { print("next") }
      print("now")
      """, ["now", "next", "later"], at: 0.6),
    ProgramCase(
      "UIScreen.main.bounds is the device's screen, taller than wide",
      """
      let b = UIScreen.main.bounds
      print(b.width > 300, b.height > b.width, b.size.width == b.width)
      """, ["true true true"]),
    ProgramCase(
      "UIColor bridges: components and the system colours SwiftUI names",
      """
      _ = Color(uiColor: UIColor(white: 0.9, alpha: 1))
      print(UIColor.systemRed == Color.red, UIColor.systemRed == Color.blue, UIColor.label == Color.primary)
      """, ["true false true"]),
    ProgramCase(
      "currency format styles in the run's locale (en_US): symbol, grouping, two decimals",
      """
      let code = Locale.current.currency?.identifier ?? "none"
      print(code, 1234.5.formatted(.currency(code: code)), (-3).formatted(.currency(code: "EUR")), 1234567.0.formatted(.currency(code: "JPY")), 12.0.formatted(.currency(code: "CHF")))
      """, ["USD $1,234.50 -€3.00 ¥1,234,567 CHF\u{00A0}12.00"]),
  ]

  @Test(arguments: cases) func runs(_ c: ProgramCase) { c.check() }

  /// Random numbers are seeded: two runs of a program print the same numbers.
  @Test func randomNumbersAreTheSameEveryRun() {
    let program = ProgramCase(
      "random",
      """
      print(Int.random(in: 0...1_000_000), [1, 2, 3, 4, 5, 6, 7].shuffled(), Double.random(in: 0...1))
      """, [])
    let first = program.outcome()
    #expect(first.count == 1)
    #expect(program.outcome() == first)
  }

  /// `@AppStorage` reads and writes `UserDefaults.standard` under its key: its initial value
  /// until the key is set, then the key's value, shared by every view that names the key.
  @Test func appStorageIsKeptInUserDefaults() {
    let source = """
      import SwiftUI
      struct Settings: View {
        @AppStorage("size") var size: Double = 2
        @AppStorage("name") var name = "none"
        var body: some View {
          Text("s").onAppear {
            print(size, name, UserDefaults.standard.object(forKey: "size") == nil)
            size = 7
            UserDefaults.standard.set("set", forKey: "name")
            print(size, name, UserDefaults.standard.double(forKey: "size"))
          }
        }
      }
      #Preview { Settings() }
      """
    #expect(outcome(source) == ["2.0 none true", "7.0 set 7.0"])
  }
}
