import SwiftUIRuntime
import Testing

// Statements (Statements.swift): assignments through bindings.

@Suite struct StatementsTests {
  @Test func assigningAMemberBindingsWrappedValueWritesTheStateThrough() throws {
    let source = """
      struct Point { var x: Int; var y: Int }
      struct Editor: View {
        @Binding var point: Point
        var body: some View {
          Text("edit").onAppear { $point.x.wrappedValue = 5 }
        }
      }
      struct Screen: View {
        @State private var point = Point(x: 1, y: 2)
        var body: some View {
          VStack {
            Text("x \\(point.x) y \\(point.y)")
            Editor(point: $point)
          }
        }
      }
      #Preview { Screen() }
      """
    let shown = texts(try run(source, at: 1).tree)
    #expect(shown.contains("x 5 y 2"))
    #expect(!shown.contains("x 1 y 2"))
  }
}
