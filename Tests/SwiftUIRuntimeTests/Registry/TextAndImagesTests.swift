import SwiftSource
import SwiftUIRuntime
import Testing
import ViewTree

// Text and images as programs write them: asset images, image modifiers, text decorations;
// icon-only buttons reached by `--tap`; `@FocusState`; a file with no preview.

@Suite struct TextAndImagesTests {
  @Test func anImageResourceIsTheAssetOfItsName() throws {
    // `Image(.poster)`: the symbol Xcode generates for the asset "poster" (iOS 17).
    let r = try run(probe("Image(.poster)\nImage(\"cover\")"))
    var names: [String] = []
    func visit(_ n: ViewNode) {
      if case .assetImage(let name) = n.kind { names.append(name) }
      n.children.forEach(visit)
    }
    visit(r.tree)
    #expect(names == ["poster", "cover"])
  }

  @Test func anIconOnlyButtonIsTappedByItsSymbolName() throws {
    let source = """
      struct Screen: View {
        @State private var n = 0
        var body: some View {
          VStack {
            Text("n \\(n)")
            Button { n += 1 } label: { Image(systemName: "plus") }
          }
        }
      }
      #Preview { Screen() }
      """
    let r = try run(source, at: 1, interactions: [(0.1, .tapButton("plus"))])
    #expect(texts(r.tree) == ["n 1"])
  }

  @Test func anAccessibilityLabelNamesTheControl() throws {
    let source = """
      struct Screen: View {
        @State private var n = 0
        var body: some View {
          VStack {
            Text("n \\(n)")
            Button { n += 1 } label: { Image(systemName: "plus") }
              .accessibilityLabel("Add item")
          }
        }
      }
      #Preview { Screen() }
      """
    let r = try run(source, at: 1, interactions: [(0.1, .tapButton("Add item"))])
    #expect(texts(r.tree) == ["n 1"])
    // A labelled control is found by its label, not by its symbol.
    #expect(throws: RunError.self) { try run(source, at: 1, interactions: [(0.1, .tapButton("plus"))]) }
  }

  @Test func aToolbarIconButtonIsTappedByItsSymbolName() throws {
    let source = """
      struct Screen: View {
        @State private var shown = false
        var body: some View {
          NavigationStack {
            Text("List")
              .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                  Button { shown = true } label: { Image(systemName: "gear") }
                }
              }
              .sheet(isPresented: $shown) { Text("Settings") }
          }
        }
      }
      #Preview { Screen() }
      """
    let r = try run(source, at: 1, interactions: [(0.1, .tapButton("gear"))])
    #expect(r.presentations.count == 1)
  }

  @Test func anAssetImageIsAPlaceholderAndAWarning() throws {
    let source = """
      struct Screen: View {
        var body: some View { Image("cover").resizable().scaledToFit().frame(width: 80, height: 100) }
      }
      #Preview { Screen() }
      """
    let r = try run(source)
    #expect(r.warnings.map(\.id) == [.missingAsset])
    #expect(r.warnings.first?.message.contains("'cover'") == true)
    #expect(r.tree.dump(indent: 0).contains("Image(\"cover\")"))
  }

  @Test func strikethroughTakesItsCondition() throws {
    func decorated(_ on: String) throws -> Bool {
      let r = try run(
        """
        struct Screen: View { var body: some View { Text("Milk").strikethrough(\(on)) } }
        #Preview { Screen() }
        """)
      return r.tree.dump(indent: 0).contains("strikethrough()")
    }
    #expect(try decorated("true"))
    #expect(try !decorated("false"))
  }

  @Test func focusStateIsStateThatStartsUnfocused() throws {
    let source = """
      struct Screen: View {
        @FocusState private var isFocused: Bool
        @State private var text = ""
        var body: some View {
          VStack {
            TextField("Name", text: $text).focused($isFocused)
            Text(isFocused ? "focused" : "not focused")
            Button("Focus") { isFocused = true }
          }
        }
      }
      #Preview { Screen() }
      """
    #expect(texts(try run(source).tree).contains("not focused"))
    let r = try run(source, at: 1, interactions: [(0.1, .tapButton("Focus"))])
    #expect(texts(r.tree).contains("focused"))
  }

  @Test func withoutAPreviewTheOnlyViewThatNeedsNoArgumentsRuns() throws {
    let source = """
      struct Row: View {
        let title: String
        var body: some View { Text(title) }
      }
      struct Home: View {
        var body: some View { Row(title: "home") }
      }
      """
    let r = try run(source)
    #expect(texts(r.tree) == ["home"])
    #expect(r.entryPoint?.hasPrefix("Home ") == true)
    let two = source + "\nstruct Other: View { var body: some View { Text(\"x\") } }"
    #expect(throws: RunError.self) { try run(two) }
  }
}
