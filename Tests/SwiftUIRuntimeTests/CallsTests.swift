import SwiftUIRuntime
import Testing

// Calls (Calls.swift): static calls on the program's own view types.

@Suite struct CallsTests {
  @Test func printChangesPrintsTheViewNameEachTimeTheBodyRuns() throws {
    let source = """
      struct Counter: View {
        @State private var n = 0
        var body: some View { Self._printChanges(); return Button("n \\(n)") { n += 1 } }
      }
      #Preview { Counter() }
      """
    #expect(printed(try run(source)) == ["Counter: @self changed."])
    let tapped = try run(source, at: 1, interactions: [(0.5, .tapButton("n 0"))])
    #expect(printed(tapped) == ["Counter: @self changed.", "Counter: @self changed."])
  }

  @Test func printChangesOfATypeThatDeclaresItCallsTheDeclaration() throws {
    let source = """
      struct Screen: View {
        static func _printChanges() { print("mine") }
        var body: some View {
          Self._printChanges()
          return Text("x")
        }
      }
      #Preview { Screen() }
      """
    #expect(printed(try run(source)) == ["mine"])
  }
}

// Closure parameters (`prepareCall`): named, anonymous, and one tuple given to a closure.
@Suite struct ClosureParameterTests {
  /// Table: a closure over a dictionary's or array's elements → what it makes. A tuple argument
  /// is `$0` whole for a closure that only uses `$0`, its parts for one that uses `$1` or
  /// names two parameters (SE-0110's tuple destructuring); `_` binds nothing.
  @Test(arguments: [
    (#"["a": 1].map { $0.key }.joined()"#, "a"),
    (#"["a": 1].map { "\($0.value)" }.joined()"#, "1"),
    (#"["a": 1].map { k, v in "\(k)\(v)" }.joined()"#, "a1"),
    (#"["a": 1].map { "\($0)\($1)" }.joined()"#, "a1"),
    (#"[(1, 2)].map { "\($0 + $1)" }.joined()"#, "3"),
    (#"[1, 2].enumerated().map { "\($0.offset + $0.element)" }.joined()"#, "13"),
    (#"[1, 2].map { _ in "x" }.joined()"#, "xx"),
    (#"[3, 4].map { n in "\(n)" }.joined()"#, "34"),
    (#"[[5, 6]].map { $0.map { "\($0)" }.joined() }.joined()"#, "56"),
  ])
  func aClosureBindsItsParameters(_ expression: String, _ expected: String) throws {
    #expect(try shows("Text(\(expression))") == [expected])
  }
}
