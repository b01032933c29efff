import SwiftUIRuntime
import Testing
import ViewTree

/// A property wrapper's storage (`_show`), functions held as values, and `dump(_:)`: what real
/// programs do in initializers and callbacks (wild programs 16 and 23).
@Suite struct WrapperStorageTests {
  /// `self._show = show` in an initializer makes the view read and write through the binding
  /// it was given: a tap in the child changes the parent's state.
  @Test func anInitializerAssignsABindingsStorage() throws {
    let source = """
      struct Child: View {
        @Binding var on: Bool
        init(on: Binding<Bool>) { self._on = on }
        var body: some View { Button("flip") { on.toggle() } }
      }
      struct Parent: View {
        @State private var on = false
        var body: some View {
          VStack { Text("on \\(on)"); Child(on: $on) }
        }
      }
      #Preview { Parent() }
      """
    let r = try run(source, at: 1, interactions: [(0.5, .tapButton("flip"))])
    #expect(texts(r.tree).contains("on true"))
  }

  /// `_count = State(initialValue:)` gives the state its initial value; other wrappers'
  /// storage is not modelled: a located error, never a silent default.
  @Test func stateStorageTakesItsInitialValue() throws {
    let source = """
      struct Counter: View {
        @State private var count: Int
        init(start: Int) { _count = State(initialValue: start) }
        var body: some View { Button("count \\(count)") { count += 1 } }
      }
      #Preview { Counter(start: 3) }
      """
    let r = try run(source, at: 1, interactions: [(0.5, .tapButton("count"))])
    #expect(texts(r.tree) == ["count 4"])
    let focus = """
      struct Field: View {
        @FocusState private var focused: Bool
        init(focused: FocusState<Bool>) { _focused = focused }
        var body: some View { Text("x") }
      }
      #Preview { Field(focused: FocusState()) }
      """
    #expect(runtimeError(focus) != nil)
  }

  /// A method passed as a closure and called through a property of function type: the call
  /// has no labels, as function types have none.
  @Test func aFunctionValueIsCalledWithoutLabels() throws {
    let source = """
      struct Settings: View {
        var start: (_ tables: Int, _ questions: Int) -> Void
        var body: some View { Button("Start") { start(3, 10) } }
      }
      struct Game: View {
        @State private var text = "not started"
        var body: some View {
          VStack { Text(text); Settings(start: begin) }
        }
        func begin(tables: Int, questions: Int) { text = "\\(questions) questions up to \\(tables)" }
      }
      #Preview { Game() }
      """
    let r = try run(source, at: 1, interactions: [(0.5, .tapButton("Start"))])
    #expect(texts(r.tree).contains("10 questions up to 3"))
  }

  /// `dump(_:)` prints Swift's mirror lines: a plain value, an instance with its stored
  /// properties, and a wrapper's storage with its wrapped value.
  @Test func dumpPrintsMirrorLines() throws {
    let source = """
      struct Point { var x = 1; var name = "a" }
      struct Probe: View {
        @State private var n = 2
        var body: some View {
          Text("x").onAppear { dump(5); dump(Point()); dump(_n) }
        }
      }
      #Preview { Probe() }
      """
    let r = try run(source)
    #expect(
      printed(r) == [
        "- 5", "▿ Point", "  - x: 1", "  - name: \"a\"", "▿ Binding", "  - wrappedValue: 2",
      ])
  }

  /// `TextField(value:format:)` shows the bound value in its format.
  @Test func aTextFieldShowsItsValueFormatted() throws {
    let source = """
      struct Amount: View {
        @State private var amount = 12.5
        var body: some View { TextField("Amount", value: $amount, format: .currency(code: "USD")) }
      }
      #Preview { Amount() }
      """
    let r = try run(source)
    var fields: [String] = []
    func visit(_ n: ViewNode) {
      if case .textField(_, let text) = n.kind { fields.append(text) }
      n.children.forEach(visit)
    }
    visit(r.tree)
    #expect(fields == ["$12.50"])
  }
}
