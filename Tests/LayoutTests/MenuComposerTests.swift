import Detents
import Layout
import Testing
import ViewTree

/// An open `Menu` as the screen composer draws it (`MenuComposer.swift`): where its panel goes
/// beside its control, and its rows in the iOS 18 and iOS 26 looks, read from the display list
/// with fixed text metrics (a character is half the font size wide).
@Suite struct MenuComposerTests {
  let composer = ScreenComposer(measurer: FixedMetricsTextMeasurer())
  static let full = Rect(x: 0, y: 0, width: 402, height: 874)
  static let safe = Rect(x: 0, y: 62, width: 402, height: 778)

  /// Table: the control's frame and the menu's height → the panel's frame. Below the control
  /// when it fits; above when only that fits; else on the roomier side, cut; its leading edge
  /// at the control's in the screen's leading half, its trailing edge at the control's in the
  /// trailing half; never closer than 8 pt to the screen's sides.
  @Test(arguments: [
    (Rect(x: 20, y: 100, width: 60, height: 44), 300.0, Rect(x: 20, y: 152, width: 250, height: 300)),
    (Rect(x: 340, y: 100, width: 44, height: 44), 300.0, Rect(x: 134, y: 152, width: 250, height: 300)),
    (Rect(x: 20, y: 700, width: 60, height: 44), 300.0, Rect(x: 20, y: 392, width: 250, height: 300)),
    (Rect(x: 2, y: 100, width: 60, height: 44), 300.0, Rect(x: 8, y: 152, width: 250, height: 300)),
    // Room for neither: below (the roomier side), cut to the safe area less 8 pt.
    (Rect(x: 20, y: 300, width: 60, height: 44), 900.0, Rect(x: 20, y: 352, width: 250, height: 480)),
  ])
  func thePanelHangsBesideItsControl(_ source: Rect, _ height: Double, _ expected: Rect) {
    let box = ScreenComposer.menuPlacement(
      source: source, size: Size(width: 250, height: height), full: Self.full, safe: Self.safe)
    #expect(box == expected)
  }

  @Test func withoutItsControlOnScreenTheMenuIsCentred() {
    let box = ScreenComposer.menuPlacement(
      source: nil, size: Size(width: 250, height: 200), full: Self.full, safe: Self.safe)
    #expect(box == Rect(x: 76, y: 351, width: 250, height: 200))
  }

  static let control = ViewIdentity(["root", "menu"])

  static let menu = PresentedDialog(
    id: "m", style: .menu, title: "Sort", message: nil,
    buttons: [
      .init(title: "Name", isChecked: true, group: 0),
      .init(title: "Date", systemImage: "calendar", group: 0),
      .init(title: "Delete", role: .destructive, systemImage: "trash", group: 1),
      .init(title: "More", opensSubmenu: true, group: 2),
    ],
    groupTitles: [1: "Danger"], source: control)

  func screen(_ d: PresentedDialog, os: OSVersion, device: Device? = nil) -> [DisplayItem] {
    var env = SheetEnvironment()
    if let device { env.device = device }
    env.os = os
    let button = ViewNode(.button(role: nil), children: [ViewNode(.text("Sort"))], identity: Self.control)
    let root = ViewNode(
      .vstack(alignment: .leading, spacing: nil),
      children: [button, ViewNode(.spacer(minLength: nil))], identity: ViewIdentity(["root"]))
    return flatten(composer.compose(Screen(environment: env, root: root, dialog: d)).items)
  }

  func text(_ s: String, _ items: [DisplayItem]) throws -> TextRun {
    try #require(items.lazy.compactMap { if case .text(let r) = $0, r.text == s { r } else { nil } }.first)
  }

  func symbol(_ s: String, _ items: [DisplayItem]) throws -> (box: Rect, color: RGBA) {
    try #require(
      items.lazy.compactMap { if case .symbol(s, let b, let c) = $0 { (b, c) } else { nil } }.first)
  }

  func panel(_ items: [DisplayItem], radius: Double) throws -> Rect {
    try #require(
      items.lazy.compactMap {
        if case .backdrop(.roundedRect(let b, radius, _), _, _, _) = $0 { b } else { nil }
      }
      .first)
  }

  @Test func theIOS18MenuHasTrailingSymbolsHairlinesAndGroupBands() throws {
    let os = OSVersion(18, 0)
    let palette = Palette(scheme: .light, os: os, elevated: true)
    let items = screen(Self.menu, os: os)
    let box = try panel(items, radius: 13)
    let sort = try text("Sort", items)
    #expect(box.width == 250)
    // The control is centred: the panel would start at its leading edge, and is kept 8 pt
    // inside the screen's trailing side.
    #expect(sort.origin.x + 250 > Self.full.maxX - 8 && box.maxX == Self.full.maxX - 8)
    #expect(box.y > sort.origin.y, "it hangs below the control")
    // Nothing is dimmed behind a menu.
    #expect(
      !items.contains {
        if case .fill(.rect(Self.full), .color(let c)) = $0 { c.a > 0 && c.r == 0 } else { false }
      })
    // Rows of 44 pt; titles 17 pt, indented past the checkmark column.
    let name = try text("Name", items)
    let date = try text("Date", items)
    #expect(name.font.size == 17 && name.origin.x == box.x + 16 + 28)
    #expect(abs(date.origin.y - name.origin.y - 44) < 1e-9)
    #expect(try symbol("checkmark", items).box.x == box.x + 16)
    // The symbol on the trailing side; the destructive item red, its symbol too.
    #expect(try symbol("calendar", items).box.maxX == box.maxX - 16)
    let delete = try text("Delete", items)
    #expect(delete.color == palette.accent(.red))
    #expect(try symbol("trash", items).color == palette.accent(.red))
    // A hairline between Name and Date, an 8 pt band before each later group, the header.
    let fills = items.compactMap { if case .fill(.rect(let r), .color(let c)) = $0 { (r, c) } else { nil } }
    #expect(fills.contains { $0.1 == palette.separator && $0.0.width == 250 && $0.0.height == 1 / 3 })
    #expect(fills.filter { $0.1 == palette.tertiaryFill && $0.0.height == 8 }.count == 2)
    let header = try text("Danger", items)
    #expect(header.font.size == 13 && header.color == palette.label(.secondary))
    #expect(header.origin.y < delete.origin.y && header.origin.y > date.origin.y)
    // The submenu's chevron.
    #expect(try symbol("chevron.right", items).box.maxX == box.maxX - 16)
  }

  @Test func theIOS26MenuIsGlassWithLeadingSymbols() throws {
    let os = OSVersion(26, 0)
    let items = screen(Self.menu, os: os)
    let box = try panel(items, radius: 26)
    #expect(box.width == 250)
    let name = try text("Name", items)
    #expect(name.origin.x == box.x + 20 + 28, "titles start past the leading symbol column")
    #expect(try symbol("calendar", items).box.x == box.x + 20)
    #expect(try symbol("checkmark", items).box.x == box.x + 20)
    // No hairline between the items of a group: only inset lines between groups.
    let palette = Palette(scheme: .light, os: os, elevated: true)
    let lines = items.compactMap {
      if case .fill(.rect(let r), .color(palette.separator)) = $0 { r } else { nil }
    }
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.x == box.x + 20 && $0.width == 210 })
  }

  @Test func aSubmenuIsHeadedByItsTitle() throws {
    let sub = PresentedDialog(
      id: "s", style: .menu, title: "Copy", message: nil, buttons: [.init(title: "Copy Path")],
      source: Self.control, isSubmenu: true)
    let items = screen(sub, os: OSVersion(18, 0))
    let title = try text("Copy", items)
    let item = try text("Copy Path", items)
    #expect(title.font.weight == .semibold && title.origin.y < item.origin.y)
    #expect(try symbol("chevron.down", items).box.maxX == (try panel(items, radius: 13)).maxX - 16)
  }

  /// A Mac's menu is as wide as its longest item, with 22 pt rows of 13 pt titles; its items'
  /// symbols show only from macOS 26, on the leading side.
  @Test(arguments: [(OSVersion(15, 0), false), (OSVersion(26, 0), true)])
  func aMacMenuIsCompactAndAsWideAsItsItems(_ os: OSVersion, _ symbols: Bool) throws {
    let mac = try #require(DeviceCatalog.device(named: "mac"))
    let items = screen(Self.menu, os: os, device: mac)
    let box = try panel(items, radius: symbols ? 10 : 6)
    let name = try text("Name", items)
    let date = try text("Date", items)
    #expect(name.font.size == 13)
    #expect(abs(date.origin.y - name.origin.y - 22) < 1e-9)
    // The widest title ("Delete", 6 characters of 6.5 pt) with the checkmark column and the
    // submenu's chevron is under 120 pt: the panel is 120 wide.
    #expect(box.width == 120)
    #expect(name.origin.x == box.x + 10 + 14 + 6)
    let calendar = items.contains { if case .symbol("calendar", _, _) = $0 { true } else { false } }
    #expect(calendar == symbols)
  }
}
