import Detents
import Testing
import ViewTree

/// The indented dump `detents run` prints: one line per view, its modifiers after two spaces,
/// nested blocks for backgrounds, overlays, toolbars and presentations.
@Suite struct DumpTests {
  @Test(arguments: [
    (ViewKind.text("Hello"), "Text(\"Hello\")"),
    (.image(systemName: "star"), "Image(systemName: \"star\")"),
    (.label(title: "Go", systemImage: "play"), "Label(\"Go\", systemImage: \"play\")"),
    (.button(role: nil), "Button"),
    (.button(role: .destructive), "Button(role: .destructive)"),
    (.vstack(alignment: .leading, spacing: nil), "VStack(alignment: .leading)"),
    (.vstack(alignment: .center, spacing: 12), "VStack(alignment: .center, spacing: 12)"),
    (.hstack(alignment: .top, spacing: 4.5), "HStack(alignment: .top, spacing: 4.5)"),
    (.zstack(alignment: .center), "ZStack"),
    (.spacer(minLength: nil), "Spacer"),
    (.divider, "Divider"),
    (.color(.color(.teal)), ".teal"),
    (.shape(.roundedRectangle(cornerRadius: 12), fill: nil), "RoundedRectangle(cornerRadius: 12)"),
    (.shape(.capsule, fill: .color(.red)), "Capsule()"),
    (.section(header: "More", footer: nil), "Section(\"More\")"),
    (.section(header: nil, footer: "f"), "Section"),
    (.textField(placeholder: "Name", text: "Ada"), "TextField(\"Name\", text: \"Ada\")"),
    (.toggle(title: "Wi-Fi", isOn: true), "Toggle(\"Wi-Fi\", isOn: true)"),
    (.group, "Group"),
    (.empty, "EmptyView"),
  ])
  func eachKindDumpsAsSwiftUISpellsIt(kind: ViewKind, line: String) {
    #expect(ViewNode(kind).dump() == line + "\n")
  }

  @Test(arguments: [
    (ViewModifierValue.padding(.all, nil), "padding(default)"),
    (.padding(.all, 16), "padding(16)"),
    (.padding(.horizontal, 8), "padding(edges 10, 8)"),
    (.frame(width: 100, height: nil, alignment: .center), "frame(width: 100)"),
    (.frame(width: 100, height: 50, alignment: .center), "frame(width: 100, height: 50)"),
    (.frame(width: nil, height: 50, alignment: .center), "frame(height: 50)"),
    (
      .flexibleFrame(
        minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil, maxHeight: 200,
        alignment: .center), "frame(maxWidth: ∞, maxHeight: 200)"
    ),
    (.foregroundStyle(.hierarchical(.secondary)), "foregroundStyle(.secondary)"),
    (.font(FontValue(.style(.headline), weight: .bold)), "font(.headline.bold())"),
    (.buttonStyle(.borderedProminent), "buttonStyle(.borderedProminent)"),
    (.lineLimit(nil), "lineLimit(nil)"),
    (.lineLimit(2), "lineLimit(2)"),
    (.opacity(0.5), "opacity(0.5)"),
    (.navigationTitle("Home"), "navigationTitle(\"Home\")"),
    (
      .presentationDetents([.medium, .large], hasSelection: true),
      "presentationDetents([medium, large], selection:)"
    ),
    (.presentationDragIndicator(.visible), "presentationDragIndicator(.visible)"),
    (.presentationCornerRadius(nil), "presentationCornerRadius(nil)"),
    (.interactiveDismissDisabled(true), "interactiveDismissDisabled(true)"),
    (.behavior("onTapGesture"), "onTapGesture"),
  ])
  func eachModifierDumpsCompactly(modifier: ViewModifierValue, text: String) {
    #expect(ViewNode(.divider, modifiers: [modifier]).dump() == "Divider  ." + text + "\n")
  }

  @Test func modifiersDumpInTheOrderApplied() {
    let n = ViewNode(.text("x")).modifier(.padding(.all, 8)).modifier(.opacity(0.5)).modifier(
      .padding(.all, 2))
    #expect(n.dump() == "Text(\"x\")  .padding(8) .opacity(0.5) .padding(2)\n")
  }

  @Test func childrenAreIndentedTwoSpacesPerLevel() {
    let tree = ViewNode(
      .vstack(alignment: .center, spacing: nil),
      children: [
        ViewNode(.text("a")),
        ViewNode(.hstack(alignment: .center, spacing: 0), children: [ViewNode(.spacer(minLength: nil))]),
      ])
    #expect(
      tree.dump() == """
        VStack(alignment: .center)
          Text("a")
          HStack(alignment: .center, spacing: 0)
            Spacer

        """)
  }

  @Test func nestedBlocksFollowTheirViewLineAndPrecedeItsChildren() {
    let sheet = Presentation(
      kind: .sheet, isPresented: true,
      content: ViewNode(.text("sheet")).modifier(.presentationDetents([.medium], hasSelection: false)))
    let tree = ViewNode(
      .zstack(alignment: .center), children: [ViewNode(.text("child"))],
      modifiers: [
        .background(ViewNode(.color(.color(.blue))), alignment: .center),
        .padding(.all, 4),
        .overlay(ViewNode(.text("badge")), alignment: .topTrailing),
        .toolbarItem(placement: "principal", content: ViewNode(.text("title"))),
        .presentation(sheet),
      ])
    #expect(
      tree.dump() == """
        ZStack  .padding(4)
          background:
            .blue
          overlay:
            Text("badge")
          toolbar (principal):
            Text("title")
          sheet (presented):
            Text("sheet")  .presentationDetents([medium])
          Text("child")

        """)
  }

  @Test func aDumpStartsAtTheGivenIndent() {
    #expect(ViewNode(.divider).dump(indent: 2) == "    Divider\n")
  }
}

/// SwiftUI's spellings of the style values, used in dumps and diagnostics.
@Suite struct StyleDescriptionTests {
  @Test(arguments: [
    (ShapeStyleValue.color(.mint), ".mint"),
    (.rgb(1, 0.5, 0, 1), "Color(red: 1.0, green: 0.5, blue: 0.0)"),
    (.rgb(0, 0, 0, 0.25), "Color(red: 0.0, green: 0.0, blue: 0.0, opacity: 0.25)"),
    (.hierarchical(.quaternary), ".quaternary"),
    (.material(.ultraThin), ".ultraThinMaterial"),
    (.material(.bar), ".bar"),
    (.opacity(.color(.black), 0.6), ".black.opacity(0.6)"),
    (
      .linearGradient(colors: [.color(.teal), .color(.blue)], start: .top, end: .bottom),
      "LinearGradient([.teal, .blue], .top → .bottom)"
    ),
    (.tint, ".tint"),
  ])
  func shapeStyles(style: ShapeStyleValue, text: String) {
    #expect(style.description == text)
  }

  @Test(arguments: [
    (FontValue.body, ".body"),
    (FontValue(.style(.title2), weight: .semibold), ".title2.weight(.semibold)"),
    (FontValue(.size(20)), ".system(size: 20)"),
    (FontValue(.size(13.5), italic: true, monospaced: true), ".system(size: 13.5).italic().monospaced()"),
  ])
  func fonts(font: FontValue, text: String) {
    #expect(font.description == text)
  }

  @Test func shapesAndUnitPoints() {
    #expect(
      ShapeKind.roundedRectangle(cornerRadius: 8.5).description == "RoundedRectangle(cornerRadius: 8.5)")
    #expect(ShapeKind.circle.description == "Circle()")
    #expect(UnitPoint.topLeading.description == ".topLeading")
    #expect(UnitPoint(x: 0.25, y: 1).description == "UnitPoint(x: 0.25, y: 1.0)")
  }

  @Test func edgeSetsCombine() {
    #expect(EdgeSet.horizontal == [.leading, .trailing])
    #expect(EdgeSet.all.rawValue == 15)
    #expect(EdgeSet.all.subtracting(.vertical) == .horizontal)
    #expect(!EdgeSet.horizontal.contains(.top))
  }
}
