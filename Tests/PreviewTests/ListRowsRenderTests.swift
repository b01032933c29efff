import Detents
import Geometry
import Layout
import Preview
import Testing

/// What list rows say to their list, drawn: separators hidden or tinted, custom insets, and
/// the controls of edit mode.
@Suite struct ListRowsRenderTests {
  /// The display list of a program whose body is `body`, after the taps.
  func drawn(_ body: String, decls: String = "", taps: [String] = [], os: OSVersion = OSVersion(26, 0))
    throws -> DisplayList
  {
    let program = """
      import SwiftUI
      struct Home: View {
        \(decls)
        var body: some View {
          \(body)
        }
      }
      #Preview { Home() }
      """
    var options = PreviewOptions()
    options.os = os
    options.time = 1
    options.interactions = taps.enumerated().map { (0.1 + 0.1 * Double($0.offset), .tapButton($0.element)) }
    let result = PreviewSource(program, path: "list.swift").run(options)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    return try #require(result.screen).displayList(measurer: measurer)
  }

  /// The hairlines between rows: one device pixel tall (a third of a point at 3×).
  func separators(_ list: DisplayList) -> [(rect: Rect, color: RGBA)] {
    fills(list).compactMap { f in
      guard case .rect(let r) = f.shape, abs(r.height - 1.0 / 3) < 0.01, case .color(let c) = f.paint else {
        return nil
      }
      return (r, c)
    }
  }

  static let palette = Palette(scheme: .light, os: OSVersion(26, 0))

  @Test func rowsAreSeparatedByHairlinesInset16FromTheCard() throws {
    let list = try drawn(#"List { Text("A"); Text("B"); Text("C") }"#)
    let lines = separators(list)
    #expect(lines.count == 2)
    let a = try #require(run("A", in: list))
    for line in lines {
      #expect(line.color == Self.palette.separator)
      // The card is 16 pt from the screen's edge; the hairline starts at the text.
      #expect(abs(line.rect.x - a.origin.x) < 0.5)
    }
  }

  @Test func aRowHidesItsSeparatorsOnTheEdgesItNames() throws {
    // B hides both: no line above or below it.
    #expect(
      separators(try drawn(#"List { Text("A"); Text("B").listRowSeparator(.hidden); Text("C") }"#)).isEmpty)
    // A hides only its top (which it has none of): both lines stay.
    #expect(
      separators(
        try drawn(#"List { Text("A").listRowSeparator(.hidden, edges: .top); Text("B"); Text("C") }"#)
      )
      .count == 2)
    // B hides its bottom: only the line between A and B stays, above B.
    let list = try drawn(
      #"List { Text("A"); Text("B").listRowSeparator(.hidden, edges: .bottom); Text("C") }"#)
    let lines = separators(list)
    let b = try #require(run("B", in: list))
    #expect(lines.count == 1)
    #expect(lines.first.map { $0.rect.y < b.origin.y } == true)
  }

  @Test func aTintColoursTheSeparatorsOfItsRow() throws {
    let list = try drawn(#"List { Text("A").listRowSeparatorTint(.red); Text("B"); Text("C") }"#)
    let lines = separators(list)
    #expect(lines.count == 2)
    #expect(lines[0].color == Self.palette.color(.red))
    #expect(lines[1].color == Self.palette.separator)
  }

  @Test func rowInsetsReplaceTheListsPadding() throws {
    let plain = try drawn(#"List { Text("A"); Text("B") }"#)
    let inset = try drawn(
      #"List { Text("A").listRowInsets(EdgeInsets(top: 2, leading: 40, bottom: 2, trailing: 0)); Text("B") }"#
    )
    let a0 = try #require(run("A", in: plain))
    let a1 = try #require(run("A", in: inset))
    #expect(abs(a1.origin.x - a0.origin.x - 24) < 0.01)
    // The row keeps its 44 pt minimum height: B is where it was.
    #expect(abs((run("B", in: inset)?.origin.y ?? 0) - (run("B", in: plain)?.origin.y ?? 0)) < 0.01)
  }

  func symbols(_ list: DisplayList) -> [(name: String, box: Rect, color: RGBA)] {
    flatten(list.items).compactMap { if case .symbol(let n, let b, let c) = $0 { (n, b, c) } else { nil } }
  }

  static let groceries = """
    NavigationStack {
      List {
        ForEach(items, id: \\.self) { Text($0) }
          .onDelete { items.remove(atOffsets: $0) }
          .onMove { items.move(fromOffsets: $0, toOffset: $1) }
        Text("Fixed")
        NavigationLink("Settings") { Text("S") }
      }
      .toolbar { EditButton() }
    }
    """
  static let groceryItems = #"@State private var items = ["Milk", "Eggs"]"#

  @Test(arguments: [OSVersion(26, 0), OSVersion(18, 0)])
  func editModeDrawsDeleteControlsAndHandlesForTheRowsThatHaveThem(_ os: OSVersion) throws {
    let before = try drawn(Self.groceries, decls: Self.groceryItems, os: os)
    #expect(run("Edit", in: before) != nil)
    #expect(!symbols(before).contains { $0.name == "minus.circle.fill" })
    #expect(symbols(before).contains { $0.name == "chevron.right" })
    let list = try drawn(Self.groceries, decls: Self.groceryItems, taps: ["Edit"], os: os)
    let palette = Palette(scheme: .light, os: os)
    #expect(run("Done", in: list) != nil)
    let minus = symbols(list).filter { $0.name == "minus.circle.fill" }
    let handles = symbols(list).filter { $0.name == "line.3.horizontal" }
    // The two ForEach rows, not the fixed ones.
    #expect(minus.count == 2)
    #expect(handles.count == 2)
    let milk = try #require(run("Milk", in: list))
    let fixed = try #require(run("Fixed", in: list))
    for m in minus {
      #expect(m.color == palette.color(.red))
      // Before the text, which moves right past it; the fixed row stays at the margin.
      #expect(m.box.maxX < milk.origin.x)
    }
    #expect(milk.origin.x > fixed.origin.x + 16)
    for h in handles {
      #expect(h.color == palette.label(.tertiary))
      #expect(h.box.x > milk.origin.x + milk.width)
    }
    // A link row's chevron goes while editing.
    #expect(!symbols(list).contains { $0.name == "chevron.right" })
  }

  @Test func aListWithASelectionDrawsSelectionCircles() throws {
    let body = """
      NavigationStack {
        List(selection: $picked) {
          ForEach(["A", "B", "C"], id: \\.self) { Text($0).tag($0) }.onDelete { _ in }
        }
        .toolbar { EditButton() }
      }
      """
    let decls = #"@State private var picked: Set<String> = ["B"]"#
    let list = try drawn(body, decls: decls, taps: ["Edit"])
    let palette = Self.palette
    let circles = symbols(list).filter { $0.name == "circle" }
    let checked = symbols(list).filter { $0.name == "checkmark.circle.fill" }
    #expect(circles.count == 2)
    #expect(checked.count == 1)
    #expect(circles.allSatisfy { $0.color == palette.label(.tertiary) })
    // B's row is the checked one; with a selection there are no delete controls.
    let b = try #require(run("B", in: list))
    #expect(checked.first.map { abs($0.box.midY - (b.origin.y)) < 20 } == true)
    #expect(!symbols(list).contains { $0.name == "minus.circle.fill" })
  }

  @Test func theEnvironmentsEditModeIsTheOneListsAndViewsRead() throws {
    // A binding set above the list: it edits without a tap, and a view below reads it.
    let body = """
      List {
        ForEach(["A"], id: \\.self) { Text($0) }.onDelete { _ in }
        Probe()
      }
      .environment(\\.editMode, $mode)
      """
    let decls = """
      @State private var mode = EditMode.active
      struct Probe: View {
        @Environment(\\.editMode) var editMode
        var body: some View { Text(editMode?.wrappedValue.isEditing == true ? "editing" : "not editing") }
      }
      """
    let list = try drawn(body, decls: decls)
    #expect(symbols(list).contains { $0.name == "minus.circle.fill" })
    #expect(run("editing", in: list) != nil)
    let inactive = try drawn(
      body, decls: decls.replacingOccurrences(of: "EditMode.active", with: "EditMode.inactive"))
    #expect(!symbols(inactive).contains { $0.name == "minus.circle.fill" })
    #expect(run("not editing", in: inactive) != nil)
  }
}
