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
