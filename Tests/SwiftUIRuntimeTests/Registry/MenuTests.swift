import Detents
import SwiftUIRuntime
import Testing
import ViewTree

/// `Menu` (`Registry/Controls.swift`, `Menus.swift`): a tap on its label opens it, its items
/// are what the content makes of buttons, toggles, pickers, submenus, dividers and sections,
/// choosing one runs it and closes the menu, and a touch outside closes it.
@Suite struct MenuTests {
  /// A view showing `log` and `flag`, with `menu` under them.
  static func program(_ menu: String, decls: String = "") -> String {
    """
    import SwiftUI
    struct Demo: View {
      @State private var log = "start"
      @State private var flag = false
      @State private var choice = 1
      \(decls)
      var body: some View {
        VStack {
          Text(log)
          Text(flag ? "on" : "off")
          \(menu)
        }
      }
    }
    #Preview { Demo() }
    """
  }

  /// Runs `source` with `taps` at 0.5 s, 1.5 s, … (and a touch on the background at `touch`).
  static func tapping(_ taps: [String], _ source: String, touch: Double? = nil) throws -> RunResult {
    var interactions = taps.enumerated().map { (Double($0.offset) + 0.5, Interaction.tapButton($0.element)) }
    if let touch { interactions.append((touch, .touch(onSheet: false))) }
    interactions.sort { $0.0 < $1.0 }
    return try run(source, at: Double(taps.count) + 1, interactions: interactions)
  }

  static let sort = program(
    """
    Menu("Sort") {
      Button("Name") { log = "by name" }
      Button { log = "by date" } label: { Label("Date", systemImage: "calendar") }
      Divider()
      Button(action: { log = "sized" }) {
        Text("Size")
        Text("Largest first")
      }
      Section("Danger") {
        Button("Delete", role: .destructive) { log = "deleted" }
      }
      Text("Read only")
    }
    """)

  @Test func aMenuIsClosedUntilItsLabelIsTapped() throws {
    let closed = try run(Self.sort)
    #expect(closed.dialogs.isEmpty)
    #expect(texts(closed.tree).contains("Sort"))
    let menu = try #require(try Self.tapping(["Sort"], Self.sort).dialogs.first)
    #expect(menu.style == .menu)
    #expect(menu.title == "Sort")
    #expect(!menu.isSubmenu)
  }

  @Test func itsItemsKeepTheirOrderIconsSubtitlesRolesAndGroups() throws {
    let menu = try #require(try Self.tapping(["Sort"], Self.sort).dialogs.first)
    #expect(
      menu.buttons == [
        .init(title: "Name", group: 0),
        .init(title: "Date", systemImage: "calendar", group: 0),
        .init(title: "Size", subtitle: "Largest first", group: 1),
        .init(title: "Delete", role: .destructive, group: 2),
        .init(title: "Read only", isEnabled: false, group: 3),
      ])
    #expect(menu.groupTitles == [2: "Danger"])
  }

  @Test func choosingAnItemRunsItAndClosesTheMenu() throws {
    let r = try Self.tapping(["Sort", "Date"], Self.sort)
    #expect(r.dialogs.isEmpty)
    #expect(texts(r.tree).first == "by date")
    #expect(r.log.contains { $0.hasSuffix("present menu 'Sort'") })
    #expect(r.log.contains { $0.hasSuffix("dismiss menu") })
    // A subtitle's item is tapped by its title.
    #expect(texts(try Self.tapping(["Sort", "Size"], Self.sort).tree).first == "sized")
  }

  @Test func anOpenMenuIsModalAndARowWithoutAnActionTakesNoTap() throws {
    // The label behind the open menu, and a Text row, are not buttons on screen.
    #expect(throws: RunError.self) { try Self.tapping(["Sort", "Sort"], Self.sort) }
    #expect(throws: RunError.self) { try Self.tapping(["Sort", "Read only"], Self.sort) }
  }

  @Test func aTouchOutsideClosesTheMenuWithoutChoosing() throws {
    let r = try Self.tapping(["Sort"], Self.sort, touch: 1)
    #expect(r.dialogs.isEmpty)
    #expect(texts(r.tree).first == "start")
    #expect(r.log.contains { $0.hasSuffix("touch outside the menu: it closes") })
    // Closed, it opens again.
    let again = try run(
      Self.sort, at: 3,
      interactions: [(0.5, .tapButton("Sort")), (1, .touch(onSheet: false)), (2, .tapButton("Sort"))])
    #expect(again.dialogs.count == 1)
  }

  @Test func theContentIsEvaluatedOnlyWhenTheMenuOpens() throws {
    // Index 3 of a one-element array: an error only if the content runs.
    let source = Self.program(
      #"Menu("Names") { Text(names[3]) }"#, decls: #"let names = ["Ada"]"#)
    #expect(try run(source).dialogs.isEmpty)
    #expect(throws: RunError.self) { try Self.tapping(["Names"], source) }
  }

  @Test func aToggleAndAPickerShowCheckmarksAndChoosingThemCloses() throws {
    let source = Self.program(
      """
      Menu("View") {
        Toggle("Flag", isOn: $flag)
        Picker("Size", selection: $choice) {
          Text("Small").tag(0)
          Text("Large").tag(1)
        }
      }
      """)
    let menu = try #require(try Self.tapping(["View"], source).dialogs.first)
    #expect(
      menu.buttons == [
        .init(title: "Flag", isChecked: false, group: 0),
        .init(title: "Small", isChecked: false, group: 1),
        .init(title: "Large", isChecked: true, group: 1),
      ])
    #expect(menu.groupTitles == [1: "Size"])
    let flagged = try Self.tapping(["View", "Flag"], source)
    #expect(flagged.dialogs.isEmpty)
    #expect(texts(flagged.tree).contains("on"))
    let reopened = try #require(try Self.tapping(["View", "Flag", "View"], source).dialogs.first)
    #expect(reopened.buttons.first?.isChecked == true)
    let small = try #require(try Self.tapping(["View", "Small", "View"], source).dialogs.first)
    #expect(small.buttons.map(\.isChecked) == [false, true, false])
  }

  static let nested = program(
    """
    Menu("Actions") {
      Button("Duplicate") { log = "duplicated" }
      Menu("Copy") {
        Button("Copy Path") { log = "copied path" }
      }
    }
    """)

  @Test func aSubmenuOpensInFrontAndChoosingInItClosesTheWholeChain() throws {
    let outer = try #require(try Self.tapping(["Actions"], Self.nested).dialogs.first)
    #expect(outer.buttons.last == .init(title: "Copy", opensSubmenu: true))
    let both = try Self.tapping(["Actions", "Copy"], Self.nested).dialogs
    #expect(both.map(\.title) == ["Actions", "Copy"], "the submenu is in front")
    #expect(both.last?.isSubmenu == true)
    #expect(both.last?.source == both.first?.source, "it hangs where its parent does")
    // Only the front menu's items take taps.
    #expect(throws: RunError.self) { try Self.tapping(["Actions", "Copy", "Duplicate"], Self.nested) }
    let chosen = try Self.tapping(["Actions", "Copy", "Copy Path"], Self.nested)
    #expect(chosen.dialogs.isEmpty)
    #expect(texts(chosen.tree).first == "copied path")
  }

  static let bookmark = program(
    """
    Menu("Bookmark") {
      Button("Show All") { log = "all" }
    } primaryAction: {
      log = "bookmarked"
    }
    """)

  @Test func aPrimaryActionRunsOnTapAndTheMenuStaysClosed() throws {
    let source = Self.bookmark
    let r = try Self.tapping(["Bookmark"], source)
    #expect(r.dialogs.isEmpty)
    #expect(texts(r.tree).first == "bookmarked")
  }

  @Test func anIconOnlyMenuIsTappedByItsSymbolOrAccessibilityLabel() throws {
    let icon = Self.program(
      """
      Menu { Button("Share") { log = "shared" } } label: { Image(systemName: "ellipsis.circle") }
      """)
    #expect(
      try Self.tapping(["ellipsis.circle", "Share"], icon).log.contains { $0.hasSuffix("tap 'Share'") })
    let labelled = Self.program(
      """
      Menu { Button("Share") { log = "shared" } } label: { Image(systemName: "ellipsis") }
        .accessibilityLabel("More")
      """)
    #expect(texts(try Self.tapping(["More", "Share"], labelled).tree).first == "shared")
  }

  @Test func aMenuWithATitleAndASymbolDrawsALabel() throws {
    let source = Self.program(#"Menu("Add", systemImage: "plus") { Button("Photo") {} }"#)
    let tree = try run(source).tree
    func find(_ n: ViewNode) -> Bool {
      if case .label("Add", "plus") = n.kind { return true }
      return n.children.contains(where: find)
    }
    #expect(find(tree))
  }

  static let photos = program(
    """
    ForEach(["Beach", "Forest"], id: \\.self) { photo in
      Button(photo) { log = "opened " + photo }
        .contextMenu {
          Button("Favourite", systemImage: "heart") { log = "liked " + photo }
          Button("Delete", role: .destructive) { log = "deleted " + photo }
        }
    }
    """)

  @Test func aLongPressOpensAViewsContextMenuAndTheViewKeepsItsTap() throws {
    #expect(texts(try Self.tapping(["Forest"], Self.photos).tree).first == "opened Forest")
    let pressed = try run(Self.photos, at: 1, interactions: [(0.5, .longPress("Forest"))])
    let menu = try #require(pressed.dialogs.first)
    #expect(menu.style == .menu && menu.title == "Forest")
    #expect(
      menu.buttons == [
        .init(title: "Favourite", systemImage: "heart"), .init(title: "Delete", role: .destructive),
      ])
    #expect(pressed.log.contains { $0.hasSuffix("long press on 'Forest'") })
    let chosen = try run(
      Self.photos, at: 2, interactions: [(0.5, .longPress("Forest")), (1, .tapButton("Favourite"))])
    #expect(chosen.dialogs.isEmpty)
    #expect(texts(chosen.tree).first == "liked Forest")
  }

  @Test func aLongPressOnAViewWithoutAContextMenuSaysWhichHaveOne() throws {
    #expect {
      try run(Self.photos, at: 1, interactions: [(0.5, .longPress("log"))])
    } throws: { e in
      guard case .interaction(let i) = e as? RunError else { return false }
      return i.message.hasSuffix("(views with one: 'Beach', 'Forest')")
    }
  }

  @Test func aLongPressOpensTheMenuOfAMenuWithAPrimaryAction() throws {
    let source = Self.bookmark
    let r = try run(
      source, at: 2, interactions: [(0.5, .longPress("Bookmark")), (1, .tapButton("Show All"))])
    #expect(texts(r.tree).first == "all")
    #expect(r.log.contains { $0.hasSuffix("present menu 'Bookmark'") })
  }

  @Test func aMenuWhoseControlGoesAwayIsClosedWhenTheControlComesBack() throws {
    // The task hides the menu's control while the menu is open, then shows it again.
    let source = Self.program(
      """
      if !flag {
        Menu("Sort") { Button("Name") {} }
      }
      Text("task").task {
        try? await Task.sleep(nanoseconds: 1_000_000_000)
        flag = true
        try? await Task.sleep(nanoseconds: 1_000_000_000)
        flag = false
      }
      """)
    let hidden = try run(source, at: 1.5, interactions: [(0.5, .tapButton("Sort"))])
    #expect(hidden.dialogs.isEmpty)
    let back = try run(source, at: 2.5, interactions: [(0.5, .tapButton("Sort"))])
    #expect(back.dialogs.isEmpty, "it comes back closed")
    #expect(texts(back.tree).contains("Sort"))
    // While the control stays, the menu stays open.
    #expect(try run(Self.sort, at: 2.5, interactions: [(0.5, .tapButton("Sort"))]).dialogs.count == 1)
  }
}
