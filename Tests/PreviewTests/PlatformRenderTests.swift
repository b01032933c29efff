import Detents
import Layout
import Preview
import SwiftUIRuntime
import Testing

/// Sheets on the Mac, on Vision Pro and as popovers, drawn through the whole pipeline and read
/// from the display list.
@Suite struct PlatformRenderTests {
  static let mac = DeviceCatalog.device(named: "mac")!

  /// The display list and front sheet of `program` run to 1 s on `device`.
  func shown(_ program: String, device: Device, os: OSVersion = .latest, dark: Bool = false) throws -> (
    sheet: PresentedSheet, list: DisplayList
  ) {
    var options = PreviewOptions(
      environment: SheetEnvironment(device: device, os: os, colorScheme: dark ? .dark : .light), time: 1)
    options.device = device
    return try presented(program, options, path: "platform.swift")
  }

  /// Seed 003's macOS sheet (a title field over Cancel and Add, 360 pt wide), presented from
  /// the start; `detents` adds a `presentationDetents` to its content.
  static func newEvent(detents: String? = nil) -> String {
    """
    import SwiftUI
    struct NewEventExample: View {
      @State private var isAdding = true
      var body: some View {
        Button("New Event…") { isAdding = true }
          .sheet(isPresented: $isAdding) {
            NewEventForm()\(detents.map { "\n            .presentationDetents(\($0))" } ?? "")
          }
      }
    }
    struct NewEventForm: View {
      @Environment(\\.dismiss) private var dismiss
      @State private var title = ""
      var body: some View {
        VStack(alignment: .trailing) {
          TextField("Title", text: $title)
          HStack {
            Button("Cancel", role: .cancel) { dismiss() }
              .keyboardShortcut(.cancelAction)
            Button("Add") { dismiss() }
              .keyboardShortcut(.defaultAction)
          }
        }
        .padding()
        .frame(width: 360)
      }
    }
    #Preview { NewEventExample() }
    """
  }

  /// The rounded shapes filled with `color`.
  func boxes(_ list: DisplayList, filled color: RGBA) -> [Rect] {
    fills(list).compactMap { f -> Rect? in
      guard case .color(let c) = f.paint, c == color else { return nil }
      if case .path = f.shape { return nil }
      return f.shape.bounds
    }
  }

  @Test func aMacSheetIsItsContentsIdealSizeCentredUnderTheTitleBar() throws {
    let (sheet, list) = try shown(Self.newEvent(), device: Self.mac, os: OSVersion(15, 0))
    // 360 pt wide (the content's frame); 16 + 22 (field) + 8 + 20 (push buttons) + 16 tall.
    let frame = sheet.appearance.frame
    #expect(frame == Rect(x: (1280 - 360) / 2, y: 28, width: 360, height: 82))
    #expect(sheet.resolution.geometry.placement == .windowSheet)
    // Its fill is the window background, all four corners rounded 10 pt, with a window's shadow.
    let windowBackground = RGBA(rgb255: 236, 236, 236)
    let sheetFill = try #require(
      fills(list).first { if case .roundedCorners(frame, 10, 10, 10, 10) = $0.shape { true } else { false } })
    #expect(sheetFill.paint == .color(windowBackground))
    #expect(
      flatten(list.items).contains {
        if case .shadow(.roundedCorners(frame, _, _, _, _), _, _, _) = $0 { true } else { false }
      })
    // The window behind dims a little (seed 003: "the window behind it dims").
    #expect(
      boxes(list, filled: RGBA(0, 0, 0, SheetMetrics.macDimmingAlpha)).contains(
        Rect(x: 0, y: 0, width: 1280, height: 800)))
  }

  @Test func theMacWindowHasATitleBarWithTrafficLightsAndItsTitle() throws {
    let (_, list) = try shown(Self.newEvent(), device: Self.mac, os: OSVersion(15, 0))
    #expect(boxes(list, filled: RGBA(rgb255: 229, 229, 229)) == [Rect(x: 0, y: 0, width: 1280, height: 28)])
    let lights = fills(list).compactMap { f -> (Rect, Paint)? in
      if case .ellipse(let r) = f.shape { (r, f.paint) } else { nil }
    }
    #expect(lights.map(\.0.midX) == [14, 34, 54])
    #expect(lights.allSatisfy { $0.0.midY == 14 && $0.0.width == 12 })
    #expect(
      lights.map(\.1)
        == [
          .color(RGBA(rgb255: 255, 95, 87)), .color(RGBA(rgb255: 254, 188, 46)),
          .color(RGBA(rgb255: 40, 200, 64)),
        ])
    let title = try #require(run("Untitled", in: list))
    #expect(title.font.size == 13 && title.font.weight == .bold)
    #expect(abs(title.origin.x + title.width / 2 - 640) < 1e-9 && title.origin.y < 28)
    // The title bar is drawn over the dimming: the last thing in the window.
    let items = flatten(list.items)
    let dim = try #require(
      items.firstIndex {
        if case .fill(_, .color(RGBA(0, 0, 0, SheetMetrics.macDimmingAlpha))) = $0 { true } else { false }
      })
    let bar = try #require(
      items.firstIndex {
        if case .fill(.rect(Rect(x: 0, y: 0, width: 1280, height: 28)), _) = $0 { true } else { false }
      })
    #expect(bar > dim)
  }

  @Test func macControlsArePushButtonsAndABorderedFieldInMacText() throws {
    let (sheet, list) = try shown(Self.newEvent(), device: Self.mac, os: OSVersion(15, 0))
    let frame = sheet.appearance.frame
    // 13 pt text (macOS body), not iOS's 17.
    let add = try #require(run("Add", in: list))
    let cancel = try #require(run("Cancel", in: list))
    let placeholder = try #require(run("Title", in: list))
    #expect([add, cancel, placeholder].allSatisfy { $0.font.size == 13 })
    // The default button (.defaultAction) is filled with the accent colour, its label white;
    // Cancel is a white push button with a black label; both 20 pt high, 5 pt corners.
    #expect(add.color == .white && cancel.color == RGBA(0, 0, 0, 1))
    let accent = Palette(scheme: .light, os: OSVersion(15, 0)).accent(.accentColor)
    let addBezel = try #require(boxes(list, filled: accent).first)
    let cancelBezel = try #require(
      boxes(list, filled: .white).first { $0.contains(Point(cancel.origin.x + 1, cancel.origin.y - 4)) })
    #expect(addBezel.height == 20 && cancelBezel.height == 20)
    #expect(addBezel.contains(Point(add.origin.x + add.width / 2, add.origin.y - 4)))
    #expect(addBezel.maxX == frame.maxX - 16 && addBezel.x > cancelBezel.maxX)
    // The field spans the content's width, 22 pt high, white with a border.
    let field = try #require(
      boxes(list, filled: .white).first { $0.contains(Point(placeholder.origin.x, placeholder.origin.y - 4)) }
    )
    #expect(field == Rect(x: frame.x + 16, y: frame.y + 16, width: 328, height: 22))
    // (The border line sits inside the field's edge, half a line in.)
    let strokes = flatten(list.items).compactMap {
      if case .stroke(let s, _, _) = $0 { s.bounds } else { nil }
    }
    let h = 0.5 / Self.mac.scale
    #expect(strokes.contains(field.inset(by: EdgeInsets(top: h, leading: h, bottom: h, trailing: h))))
  }

  @Test func aPartialDetentIsTheMacSheetsInitialHeight() throws {
    let height = try shown(Self.newEvent(detents: "[.height(300)]"), device: Self.mac)
    #expect(height.sheet.appearance.frame == Rect(x: 460, y: 28, width: 360, height: 300))
    let medium = try shown(Self.newEvent(detents: "[.medium]"), device: Self.mac, os: OSVersion(13, 0))
    // .medium is half the window's room under the title bar: (800 − 28 − 24) / 2.
    #expect(medium.sheet.appearance.frame.height == 374 && medium.sheet.appearance.frame.y == 28)
    // The Mac's detents are honoured on macOS 15 (the gate is macOS 13, not iOS 16).
    let both = try shown(Self.newEvent(detents: "[.medium, .large]"), device: Self.mac, os: OSVersion(15, 0))
    // (.large is the content's ideal height, 82 pt, lower than .medium here.)
    #expect(both.sheet.resolution.stops.map(\.height) == [82, 374])
  }

  // MARK: visionOS

  static let vision = DeviceCatalog.device(named: "vision-pro")!

  @Test func aVisionSheetIsAGlassCardCentredInFrontOfARecedingWindow() throws {
    for dark in [false, true] {
      let (sheet, list) = try shown(sheetProgram, device: Self.vision, dark: dark)
      let frame = sheet.appearance.frame
      // `.medium` is a tall card (3/4 of the 672 pt room), centred on the 1280 × 720 window,
      // touching no edge.
      #expect(sheet.currentDetent == .medium)
      #expect(frame == Rect(x: (1280 - 540) / 2, y: 360 - 252, width: 540, height: 504))
      #expect(sheet.appearance.attachment == 0)
      // Glass, never a white (or any opaque) fill, in light and dark alike; white text.
      let glass = flatten(list.items).compactMap { item -> (Rect, RGBA)? in
        if case .backdrop(let s, _, let tint, _) = item { (s.bounds, tint) } else { nil }
      }
      #expect(glass.contains { $0.0 == frame && $0.1.a < 1 })
      #expect(!fills(list).contains { $0.shape.bounds == frame })
      #expect(run("Details", in: list)?.color == .white)
      // The window behind is glass too, receded about its centre and veiled.
      let scale = SheetMetrics.visionRecedeScale
      let window = Rect(
        x: 640 - 640 * scale, y: 360 - 360 * scale, width: 1280 * scale, height: 720 * scale)
      #expect(glass.contains { abs($0.0.x - window.x) < 1e-9 && abs($0.0.width - window.width) < 1e-9 })
      #expect(
        fills(list).contains {
          $0.paint == .color(RGBA(0, 0, 0, SheetMetrics.visionRecedeDimming))
            && abs($0.shape.bounds.width - window.width) < 1e-9
        })
      // The room around the window is not dimmed: no full-screen black.
      #expect(sheet.dimming > 0)
      #expect(
        !fills(list).contains {
          $0.shape == .rect(Rect(x: 0, y: 0, width: 1280, height: 720))
            && $0.paint == .color(RGBA(0, 0, 0, sheet.dimming))
        })
    }
    let large = try shown(
      sheetProgram.replacingOccurrences(of: "[.medium, .large]", with: "[.large]"), device: Self.vision)
    #expect(large.sheet.appearance.frame == Rect(x: 370, y: 24, width: 540, height: 672))
  }

  /// A sheet of `.medium` and `.large` presented from the start, over a button.
  let sheetProgram = """
    import SwiftUI
    struct Demo: View {
      @State private var shown = true
      var body: some View {
        Button("Root") { shown = true }.sheet(isPresented: $shown) {
          Text("Details").presentationDetents([.medium, .large])
        }
      }
    }
    #Preview { Demo() }
    """

  // MARK: Popovers

  /// A popover (with detents it ignores) on a button near the top of the screen; `bottom`
  /// puts the button at the bottom instead.
  static func popover(bottom: Bool = false, adaptation: String? = nil) -> String {
    """
    import SwiftUI
    struct PopoverDemo: View {
      @State private var showInfo = true
      var body: some View {
        VStack {
          \(bottom ? "Spacer()" : "")
          Button("Info") { showInfo = true }
            .popover(isPresented: $showInfo) {
              Text("About this place").padding()
                .presentationDetents([.medium, .large])\(adaptation.map { "\n                .presentationCompactAdaptation(\($0))" } ?? "")
            }
          \(bottom ? "" : "Spacer()")
        }
        .padding(.vertical, 80)
      }
    }
    #Preview { PopoverDemo() }
    """
  }

  @Test func anIPadPopoverIsABubbleWithAnArrowAtItsSourceAndIgnoresDetents() throws {
    let pad = DeviceCatalog.device(named: "iPad Pro 13-inch (M4)")!
    for os in [OSVersion.iOS18, .iOS26] {
      let (sheet, list) = try shown(Self.popover(), device: pad, os: os)
      // Detents have no effect: one stop, the content's own height (16 + 22 + 16 at 17 pt).
      #expect(sheet.resolution.stops.count == 1)
      #expect(sheet.resolution.notes == [.detentsIgnored(.popover)])
      #expect(sheet.height == 54 && sheet.dimming == 0)
      // Nothing dims the screen.
      let dimming = fills(list).filter { f in
        guard f.shape == .rect(Rect(x: 0, y: 0, width: 1032, height: 1376)), case .color(let c) = f.paint
        else {
          return false
        }
        return c.r == 0 && c.g == 0 && c.b == 0 && c.a > 0
      }
      #expect(dimming.isEmpty)
      // The bubble sits below the button, the arrow's tip on the button's bottom edge, centred on it.
      let info = try #require(run("Info", in: list))
      let text = try #require(run("About this place", in: list))
      let shapes = (fills(list).map(\.shape) + backdrops(list))
      let tip = try #require(
        shapes.compactMap { s -> [PathElement]? in if case .path(let e) = s { e } else { nil } }.first)
      guard case .move(let point) = tip[0], case .line(let left) = tip[1], case .line(let right) = tip[2]
      else {
        Issue.record("the arrow is not a triangle: \(tip)")
        return
      }
      #expect(abs(point.x - (info.origin.x + info.width / 2)) < 1e-9)
      #expect(point.y > info.origin.y && left.y == point.y + SheetMetrics.popoverArrowSize.height)
      #expect(right.x - left.x == SheetMetrics.popoverArrowSize.width)
      let bubble = try #require(
        shapes.compactMap { s -> Rect? in
          if case .roundedRect(let r, _, _) = s, r.y == left.y { r } else { nil }
        }.first)
      #expect(bubble.height == 54 && bubble.contains(Point(text.origin.x, text.origin.y - 4)))
      #expect(abs(bubble.midX - point.x) < 1e-9)
      #expect(
        os.hasLiquidGlass
          == backdrops(list).contains(
            .roundedRect(bubble, radius: sheet.appearance.cornerRadius, continuous: true)))
    }
    // Near the bottom of the screen the popover opens above its source, the arrow pointing down.
    let (_, list) = try shown(Self.popover(bottom: true), device: pad)
    let info = try #require(run("Info", in: list))
    let text = try #require(run("About this place", in: list))
    #expect(text.origin.y < info.origin.y)
  }

  @Test func anIPhonePopoverIsASheetUnlessItsCompactAdaptationKeepsItAPopover() throws {
    let phone = DeviceCatalog.defaultDevice
    let plusLandscape = DeviceCatalog.device(named: "iPhone 16 Pro Max")!
    func placement(_ adaptation: String?, device: Device = phone, orientation: Orientation = .portrait) throws
      -> (SheetGeometry.Placement, PresentedSheet, DisplayList)
    {
      var options = PreviewOptions(
        environment: SheetEnvironment(device: device, orientation: orientation), time: 1)
      options.device = device
      let (sheet, list) = try presented(Self.popover(adaptation: adaptation), options, path: "popover.swift")
      return (sheet.resolution.geometry.placement, sheet, list)
    }
    // By default (and with .automatic or .sheet) a popover in compact width is a sheet: its
    // detents apply and it can be dragged.
    for adaptation in [nil, ".automatic", ".sheet"] {
      let (where_, sheet, _) = try placement(adaptation)
      #expect(where_ == .bottomEdge, "\(adaptation ?? "default")")
      #expect(sheet.resolution.stops.count == 2 && sheet.resolution.geometry.isDraggable)
    }
    // .popover and .none keep it a popover: a bubble of its content's height under the
    // button, its arrow at the button, detents ignored, nothing dimmed.
    for adaptation in [".popover", ".none"] {
      let (where_, sheet, list) = try placement(adaptation)
      #expect(where_ == .popover, "\(adaptation)")
      #expect(
        sheet.resolution.notes == [.detentsIgnored(.popover)] && sheet.height == 54 && sheet.dimming == 0)
      let info = try #require(run("Info", in: list))
      let text = try #require(run("About this place", in: list))
      #expect(text.origin.y > info.origin.y && text.origin.y < info.origin.y + 120)
      let tip = (fills(list).map(\.shape) + backdrops(list)).compactMap { s -> [PathElement]? in
        if case .path(let e) = s { e } else { nil }
      }.first
      guard case .move(let point)? = tip?.first else {
        Issue.record("no arrow")
        continue
      }
      #expect(abs(point.x - (info.origin.x + info.width / 2)) < 1e-9)
    }
    // .fullScreenCover makes it a cover.
    #expect(try placement(".fullScreenCover").0 == .fullScreen)
    // The vertical adaptation rules in compact height (also when the width is compact too);
    // the horizontal one in compact width only.
    let split = "horizontal: .popover, vertical: .sheet"
    #expect(try placement(split).0 == .popover)
    #expect(try placement(split, orientation: .landscape).0 == .bottomEdge)
    #expect(
      try placement("horizontal: .sheet, vertical: .popover", device: plusLandscape, orientation: .landscape)
        .0 == .popover)
    // In regular width and height nothing adapts: on iPad it stays a popover whatever it asks.
    let pad = DeviceCatalog.device(named: "iPad Pro 13-inch (M4)")!
    #expect(try placement(".sheet", device: pad).0 == .popover)
    #expect(try placement(".fullScreenCover", device: pad).0 == .popover)
  }

  // MARK: Keys

  @Test func returnAndEscapeRunTheDefaultAndCancelButtonsOfTheFrontWindow() throws {
    // Seed 003: "Return and Escape run Add and Cancel through their shortcuts".
    for key in KeyPress.allCases {
      var session = PreviewSession(
        Self.newEvent(), path: "NewEvent.swift",
        options: PreviewOptions(environment: SheetEnvironment(device: Self.mac)))
      try session.advance(by: 1)
      #expect(session.screen?.presentation?.sheet.isDismissed == false)
      try session.perform(.key(key))
      try session.advance(by: 1)
      let log = try #require(session.result.run?.log)
      let button = key == .return ? "Add" : "Cancel"
      #expect(log.contains { $0.hasSuffix("key \(key.name) runs '\(button)' (.\(key.shortcut))") }, "\(log)")
      #expect(session.screen?.presentation == nil)
    }
    // With no sheet up the root window takes the key; it has no such button: nothing runs.
    var root = PreviewSession(
      Self.newEvent().replacingOccurrences(of: "isAdding = true\n", with: "isAdding = false\n"),
      path: "NewEvent.swift",
      options: PreviewOptions(environment: SheetEnvironment(device: Self.mac)))
    try root.perform(.key(.return))
    let log = try #require(root.result.run?.log)
    #expect(
      log.contains { $0.hasSuffix("key Return: no button has .keyboardShortcut(.defaultAction)") }, "\(log)")
  }

  /// Whether `list` fills a window sheet (16 pt corners) at `frame`.
  func drawsWindowSheet(_ frame: Rect, in list: DisplayList) -> Bool {
    fills(list).contains {
      $0.shape == .roundedCorners(frame, topLeft: 16, topRight: 16, bottomRight: 16, bottomLeft: 16)
    }
  }

  @Test func aMacSheetResizesInWidthWithinItsContentsLimits() throws {
    // A flexible content: 300 to 640 pt wide, 420 pt ideally.
    let flexible = Self.newEvent().replacingOccurrences(
      of: ".frame(width: 360)", with: ".frame(minWidth: 300, idealWidth: 420, maxWidth: 640)")
    var session = PreviewSession(
      flexible, path: "NewEvent.swift",
      options: PreviewOptions(environment: SheetEnvironment(device: Self.mac)))
    try session.advance(by: 1)
    let opened = try #require(session.screen?.presentation?.sheet.appearance.frame)
    #expect(opened.width == 420 && opened.midX == 640)
    try session.perform(.resizeWidth(560))
    let wider = try #require(session.screen?.presentation?.sheet)
    // Wider about the window's centre; its top and height stay.
    #expect(wider.appearance.frame == Rect(x: 360, y: opened.y, width: 560, height: opened.height))
    let list = try #require(session.screen).displayList(measurer: measurer)
    #expect(drawsWindowSheet(wider.appearance.frame, in: list))
    // Past the content's limits it stops at them.
    try session.perform(.resizeWidth(100))
    #expect(session.screen?.presentation?.sheet.appearance.frame.width == 300)
    try session.perform(.resizeWidth(2000))
    #expect(session.screen?.presentation?.sheet.appearance.frame.width == 640)
    // A content of fixed width (seed 003's 360 pt) does not widen.
    var fixed = PreviewSession(
      Self.newEvent(), path: "NewEvent.swift",
      options: PreviewOptions(environment: SheetEnvironment(device: Self.mac)))
    try fixed.advance(by: 1)
    try fixed.perform(.resizeWidth(600))
    #expect(fixed.screen?.presentation?.sheet.appearance.frame.width == 360)
  }

  @Test func aMacSheetResizesByItsEdgeAndStaysThere() throws {
    var session = PreviewSession(
      Self.newEvent(), path: "NewEvent.swift",
      options: PreviewOptions(environment: SheetEnvironment(device: Self.mac)))
    try session.advance(by: 1)
    try session.perform(.resize(300))
    try session.advance(by: 1)
    let list = try #require(session.screen).displayList(measurer: measurer)
    let sheet = try #require(session.screen?.presentation?.sheet)
    // Its top stays under the title bar; its width and centre stay; it is 300 pt tall now.
    #expect(sheet.appearance.frame == Rect(x: 460, y: 28, width: 360, height: 300))
    #expect(drawsWindowSheet(sheet.appearance.frame, in: list))
    // Past its limits it stops at the smallest size and at the window's room.
    try session.perform(.resize(5))
    #expect(session.screen?.presentation?.sheet.height == SheetMetrics.macSheetMinimumSize.height)
    try session.perform(.resize(5000))
    #expect(session.screen?.presentation?.sheet.height == 748)
    // An iPhone sheet does not resize by its edges: a clear error, and nothing changes.
    var phone = PreviewSession(Self.newEvent(), path: "NewEvent.swift")
    try phone.advance(by: 1)
    #expect(throws: PreviewDiagnostic.self) { try phone.perform(.resize(300)) }
  }
}
