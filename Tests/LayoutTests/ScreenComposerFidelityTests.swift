import Detents
import Layout
import Testing
import ViewTree

/// What an iOS developer notices first (issue 15), read from the display list: the elevated
/// dark sheet, scrolling under the home indicator, the presenting view pushed back.
@Suite struct ScreenComposerFidelityTests {
  let composer = ScreenComposer(measurer: FixedMetricsTextMeasurer())

  /// A `Form` of three rows, presenting a sheet whose content is another `Form` (or `content`).
  func screen(
    _ detent: PresentationDetent, detents: Set<PresentationDetent> = [.medium, .large],
    os: OSVersion = OSVersion(18, 0),
    scheme: ColorScheme = .light, content: ViewNode? = nil
  ) -> Screen {
    func form(_ rows: Int, _ name: String) -> ViewNode {
      ViewNode(
        .form, children: (0..<rows).map { ViewNode(.text("\(name) \($0)")) }, identity: ViewIdentity([name]))
    }
    let env = SheetEnvironment(os: os, colorScheme: scheme)
    let sheet = PresentedSheet(
      configuration: SheetConfiguration(detents: detents), environment: env, selection: detent)
    return Screen(
      environment: env, root: form(3, "Root"),
      presentation: PresentedState(
        id: "/root#0", kind: .sheet, content: content ?? form(30, "Row"), sheet: sheet))
  }

  /// The sheet's content group (clipped by the sheet's shape) and everything drawn before it.
  func split(_ list: DisplayList) -> (presenter: [DisplayItem], sheet: [DisplayItem]) {
    let top = list.items.count == 1 ? flattenOnce(list.items[0]) : list.items
    // The last clipped by a shape with its own corners (the presenter, pushed back, is the first).
    let i = top.lastIndex { if case .group(_, .roundedCorners?, _) = $0 { true } else { false } }!
    return (flatten(Array(top[..<i])), flatten([top[i]]))
  }

  func flattenOnce(_ item: DisplayItem) -> [DisplayItem] {
    if case .group(_, _, let items) = item { return items }
    return [item]
  }

  func rectFills(_ items: [DisplayItem]) -> [(Rect, RGBA)] {
    items.compactMap { if case .fill(.rect(let b), .color(let c)) = $0 { (b, c) } else { nil } }
  }

  func cardFills(_ items: [DisplayItem]) -> [RGBA] {
    items.compactMap { if case .fill(.roundedRect(_, _, _), .color(let c)) = $0 { c } else { nil } }
  }

  func texts(_ items: [DisplayItem]) -> [TextRun] {
    items.compactMap { if case .text(let run) = $0 { run } else { nil } }
  }

  // MARK: Item 6: dark sheets are elevated

  @Test(arguments: [OSVersion(18, 0), .latest])
  func inDarkModeTheSheetIsElevatedAndThePresenterIsNot(os: OSVersion) {
    let (presenter, sheet) = split(composer.compose(screen(.large, os: os, scheme: .dark)))
    let grouped = rectFills(sheet).map(\.1)
    #expect(grouped.contains(RGBA(rgb255: 0x1C, 0x1C, 0x1E)))  // systemGroupedBackground, elevated
    #expect(!grouped.contains(.black))
    #expect(Set(cardFills(sheet)) == [RGBA(rgb255: 0x2C, 0x2C, 0x2E)])  // the rows' cards
    // The presenting view keeps the base level: black grouped background, #1C1C1E rows.
    #expect(rectFills(presenter).contains { $0.1 == .black && $0.0.width == 402 })
    #expect(cardFills(presenter).contains(RGBA(rgb255: 0x1C, 0x1C, 0x1E)))
    #expect(!cardFills(presenter).contains(RGBA(rgb255: 0x2C, 0x2C, 0x2E)))
  }

  @Test(arguments: [OSVersion(18, 0), .latest])
  func aPlainDarkSheetIsElevatedToo(os: OSVersion) {
    // A sheet of plain content: its own background, and Color(.systemBackground) and
    // .secondarySystemBackground in it, are a level up (#1C1C1E, #2C2C2E); a cover is not.
    let content = ViewNode(
      .vstack(alignment: .center, spacing: nil),
      children: [
        ViewNode(.color(.color(.systemBackground))).modifier(
          .frame(width: nil, height: 100, alignment: .center)),
        ViewNode(.color(.color(.secondarySystemBackground))).modifier(
          .frame(width: nil, height: 100, alignment: .center)),
      ])
    let s = screen(.large, os: os, scheme: .dark, content: content)
    let list = composer.compose(s)
    let (_, sheet) = split(list)
    let colours = rectFills(sheet).filter { $0.0.height == 100 }.map(\.1)
    #expect(colours == [RGBA(rgb255: 0x1C, 0x1C, 0x1E), RGBA(rgb255: 0x2C, 0x2C, 0x2E)])
    // The sheet's own card, drawn before its content: the elevated system background.
    let top = flattenOnce(list.items[0])
    let card = top.compactMap { item -> RGBA? in
      if case .fill(.roundedCorners, .color(let c)) = item { return c }
      return nil
    }
    #expect(card == [RGBA(rgb255: 0x1C, 0x1C, 0x1E)])
    // The same content in a full-screen cover is at the base level: black, #1C1C1E.
    var cover = s
    let p = s.presentation!
    cover.presentation = PresentedState(
      id: p.id, kind: .fullScreenCover, content: content,
      sheet: PresentedSheet(
        configuration: SheetConfiguration(detents: [.large]),
        environment: SheetEnvironment(os: os, style: .cover, colorScheme: .dark), selection: nil))
    let covered = rectFills(flatten(composer.compose(cover).items)).filter { $0.0.height == 100 }.map(\.1)
    #expect(covered == [.black, RGBA(rgb255: 0x1C, 0x1C, 0x1E)])
  }

  @Test func lightModeIsTheSameAtBothLevels() {
    let (presenter, sheet) = split(composer.compose(screen(.large, scheme: .light)))
    #expect(rectFills(sheet).contains { $0.1 == RGBA(rgb255: 242, 242, 247) })
    #expect(Set(cardFills(sheet)) == [.white] && cardFills(presenter).contains(.white))
  }

  // MARK: Item 3: scrolling content runs under the bottom safe area

  @Test(arguments: [OSVersion(18, 0), .latest])
  func aScrollingSheetRunsToItsBottomEdgeAndStillScrollsItsLastRowAboveTheHomeIndicator(os: OSVersion) {
    let s = screen(.large, os: os)
    let bottom = s.presentation!.sheet.appearance.frame.maxY  // 874 attached
    #expect(bottom == 874)
    let (_, sheet) = split(composer.compose(s))
    // The grouped background and the scroll clip reach the sheet's bottom edge, not 840.
    #expect(rectFills(sheet).contains { $0.0.maxY == bottom && $0.1 == RGBA(rgb255: 242, 242, 247) })
    let clips = sheet.compactMap { if case .group(_, .rect(let b)?, _) = $0 { b } else { nil } }
    #expect(clips.contains { $0.maxY == bottom })
    let rowsUnderTheIndicator = texts(sheet).filter { $0.origin.y > 840 && $0.origin.y < 874 }
    #expect(!rowsUnderTheIndicator.isEmpty)  // a row shows through below the safe area
    // Scrolled to the end, the last row ends above the safe area's bottom (840), not under it.
    var end = s
    end.scrollOffsets = [ViewIdentity(["Row"]): 10_000]
    let last = texts(split(composer.compose(end)).sheet).first { $0.text == "Row 29" }!
    #expect(last.origin.y < 840 - 11 && last.origin.y > 840 - 11 - 20 - 44)
  }

  /// Thirty rows in a scroll view, a list, and a list in a navigation stack.
  static let scrollingContents: [ViewNode] = {
    let rows = (0..<30).map { ViewNode(.text("Row \($0)")) }
    let list = ViewNode(.list, children: rows, identity: ViewIdentity(["Row"]))
    return [
      ViewNode(
        .scrollView(vertical: true),
        children: [ViewNode(.vstack(alignment: .center, spacing: nil), children: rows)],
        identity: ViewIdentity(["Row"])),
      list,
      ViewNode(.navigationStack(pushed: 0), children: [list], identity: ViewIdentity(["Nav"])),
    ]
  }()

  @Test(arguments: scrollingContents)
  func everyScrollingContainerRunsUnderTheHomeIndicator(content: ViewNode) {
    let (_, sheet) = split(composer.compose(screen(.large, content: content)))
    // Clipped at the sheet's bottom edge (874), not at the safe area's (840), with a row showing there.
    let clips = sheet.compactMap { if case .group(_, .rect(let b)?, _) = $0 { b } else { nil } }
    #expect(clips.contains { $0.maxY == 874 } && !clips.contains { $0.maxY == 840 })
    #expect(texts(sheet).contains { $0.text.hasPrefix("Row") && $0.origin.y > 840 && $0.origin.y < 874 + 17 })
  }

  @Test func aScrollViewAboveTheSafeAreaBottomIsClippedWhereItEnds() {
    // A scroll view that does not reach the bottom (a fixed 200 pt frame) keeps its own clip.
    let content = ViewNode(.scrollView(vertical: true), children: [ViewNode(.text("Top"))])
      .modifier(.frame(width: nil, height: 200, alignment: .top))
    let (_, sheet) = split(composer.compose(screen(.large, content: content)))
    let clips = sheet.compactMap { if case .group(_, .rect(let b)?, _) = $0 { b } else { nil } }
    #expect(clips.count == 1 && clips[0].height == 200)
  }

  // MARK: Item 1: full-height sheets push the presenting view back

  func presenterGroup(_ list: DisplayList) -> (clip: Shape?, items: [DisplayItem])? {
    // The pushed-back presenter is the group right after the black that fills the screen.
    let top = flattenOnce(list.items[0])
    for (i, item) in top.enumerated().dropLast() {
      guard case .fill(.rect(let b), .color(.black)) = item, b.width == list.width, b.height == list.height,
        case .group(_, let clip, let items) = top[i + 1], case .roundedCorners = clip
      else { continue }
      return (clip, items)
    }
    return nil
  }

  @Test(arguments: [OSVersion(18, 0), .latest])
  func atLargeThePresenterShrinksUnderTheStatusBarWithRoundCornersOverBlack(os: OSVersion) {
    let list = composer.compose(screen(.large, os: os))
    let top = flattenOnce(list.items[0])
    guard
      case .fill(.rect(let b), .color(.black)) = top.first(where: {
        if case .fill = $0 { true } else { false }
      })
    else {
      Issue.record("the screen does not start with black")
      return
    }
    #expect(b.width == 402 && b.height == 874)
    let (clip, items) = presenterGroup(list)!
    let s = SheetMetrics.presenterScale
    guard case .roundedCorners(let frame, let radius, let topRight, let bottomRight, _) = clip! else {
      Issue.record("the presenter is not clipped to its own corners")
      return
    }
    #expect(abs(frame.width - 402 * s) < 1e-9 && abs(frame.x - 201 * (1 - s)) < 1e-9)
    #expect(frame.y == 62)  // the top safe-area inset: under the status bar
    // Round top corners of 10 pt; the bottom ones are the display's, shrunk with the view.
    #expect(radius == 10 && topRight == 10 && SheetMetrics.presenterCornerRadius == 10)
    #expect(abs(bottomRight - 62 * s) < 1e-9)
    // The root's first row text moved and shrank by the same map: x′ = x·s + dx, y′ = y·s + 62.
    let flat = composer.compose(screen(.medium, os: os))
    let before = texts(flatten(presenterFree(flat))).first { $0.text == "Root 0" }!
    let after = texts(flatten(items)).first { $0.text == "Root 0" }!
    #expect(abs(after.origin.x - (before.origin.x * s + 201 * (1 - s))) < 1e-9)
    #expect(abs(after.origin.y - (before.origin.y * s + 62)) < 1e-9)
    #expect(abs(after.font.size - before.font.size * s) < 1e-9)
    // The status bar turns light over the black.
    let time = texts(top).first { $0.text == "9:41" }!
    #expect(time.color == .white)
  }

  /// The presenter's items when it is not pushed back (everything before the sheet).
  func presenterFree(_ list: DisplayList) -> [DisplayItem] { split(list).presenter }

  @Test func atAPartialDetentThePresenterIsUntouched() {
    // iOS 26 (lighter dimming) so that the status bar's colour is the push-back's doing.
    let list = composer.compose(screen(.medium, os: .latest))
    #expect(presenterGroup(list) == nil)
    let root = texts(presenterFree(list)).first { $0.text == "Root 0" }!
    #expect(root.font.size == 17)
    #expect(texts(flattenOnce(list.items[0])).first { $0.text == "9:41" }!.color == .black)
  }

  @Test func betweenDetentsThePushBackInterpolates() {
    var s = screen(.medium)
    var sheet = s.presentation!.sheet
    sheet.dragBegan(at: 0)
    sheet.dragChanged(translation: -192, velocity: 0, at: 0.1)  // half way from 384 to 768
    s.presentation = s.presentation!.with(sheet: sheet)
    let (clip, _) = presenterGroup(composer.compose(s))!
    guard case .roundedCorners(let frame, let radius, _, _, _) = clip! else {
      Issue.record("the presenter is not clipped to its own corners")
      return
    }
    let half = 1 - (1 - SheetMetrics.presenterScale) / 2
    #expect(abs(frame.width - 402 * half) < 1e-9 && frame.y == 31)
    #expect(abs(radius - (62 + SheetMetrics.presenterCornerRadius) / 2) < 1e-9)
  }

  // MARK: Item 2: a sheet over a sheet draws both

  /// The root, a first sheet (a `Text`, at `first`) and a second sheet over it (at `second`).
  func stacked(
    first: PresentationDetent, second: PresentationDetent, os: OSVersion = OSVersion(18, 0),
    device: Device = DeviceCatalog.defaultDevice
  ) -> Screen {
    let env = SheetEnvironment(device: device, os: os)
    func sheet(_ text: String, _ detent: PresentationDetent, _ id: String) -> PresentedState {
      PresentedState(
        id: id, kind: .sheet, content: ViewNode(.text(text)),
        sheet: PresentedSheet(
          configuration: SheetConfiguration(detents: [.medium, .large]), environment: env, selection: detent))
    }
    return Screen(
      environment: env, root: ViewNode(.text("Root")), presentation: sheet("Second", second, "/b"),
      underneath: [sheet("First", first, "/a")])
  }

  func text(_ name: String, _ list: DisplayList) -> TextRun? {
    texts(flatten(list.items)).first { $0.text == name }
  }

  @Test(arguments: [OSVersion(18, 0), .latest])
  func aSheetUnderAFullHeightSheetRecedesToTheStatusBarAndTheRootStaysPushedBack(os: OSVersion) throws {
    let list = composer.compose(stacked(first: .large, second: .large, os: os))
    let alone = composer.compose(
      screen(.large, detents: [.medium, .large], os: os, content: ViewNode(.text("First"))))
    let s = SheetMetrics.presenterScale
    // The first sheet is drawn, mapped about its top centre (72, under the 10 pt gap) up to 62.
    let before = try #require(text("First", alone))
    let after = try #require(text("First", list))
    #expect(abs(after.origin.x - (before.origin.x * s + 201 * (1 - s))) < 1e-9)
    #expect(abs(after.origin.y - ((before.origin.y - 72) * s + 62)) < 1e-9)
    #expect(abs(after.font.size - before.font.size * s) < 1e-9)
    // Its background card too: 62 at the top, 0.9165 of the screen's width.
    let cards = flatten(list.items).compactMap { item -> Rect? in
      if case .fill(.roundedCorners(let b, _, _, _, _), _) = item { return b }
      return nil
    }
    #expect(cards.contains { $0.y == 62 && abs($0.width - 402 * s) < 1e-9 })
    // The second sheet is in front, at its own place, unscaled; drawn after the first.
    let second = try #require(text("Second", list))
    #expect(second.font.size == before.font.size)
    let order = texts(flatten(list.items)).map(\.text)
    #expect(order.firstIndex(of: "Root") ?? .max < order.firstIndex(of: "First") ?? -1)
    #expect(order.firstIndex(of: "First") ?? .max < order.firstIndex(of: "Second") ?? -1)
    // The root behind both is still pushed back, and the status bar is light.
    #expect(presenterGroup(list) != nil)
    #expect(texts(flattenOnce(list.items[0])).first { $0.text == "9:41" }!.color == .white)
  }

  @Test func underAPartialSecondSheetTheFirstStaysPut() throws {
    let list = composer.compose(stacked(first: .large, second: .medium))
    let first = try #require(text("First", list))
    #expect(first.font.size == 17)
    #expect(presenterGroup(list) != nil)  // the root is still behind the first, full-height sheet
  }

  @Test func aFirstSheetAtAPartialDetentIsNotPushedBackByAFullHeightSecond() throws {
    let list = composer.compose(stacked(first: .medium, second: .large))
    let first = try #require(text("First", list))
    #expect(first.font.size == 17)
    #expect(presenterGroup(list) == nil)  // and the root is behind a partial sheet: untouched
    #expect(text("Second", list) != nil)
  }

  @Test func theFirstSheetRecedesInStepWithTheSecondOnItsWayToLarge() throws {
    var s = stacked(first: .large, second: .medium)
    var sheet = s.presentation!.sheet
    sheet.dragBegan(at: 0)
    sheet.dragChanged(translation: -192, velocity: 0, at: 0.1)  // half way from 384 to 768
    s.presentation = s.presentation!.with(sheet: sheet)
    let half = 1 - (1 - SheetMetrics.presenterScale) / 2
    let first = try #require(text("First", composer.compose(s)))
    #expect(abs(first.font.size - 17 * half) < 1e-9)
  }

  @Test func onIPadStackedFormSheetsAreNotPushedBack() throws {
    let pad = DeviceCatalog.device(named: "iPad Pro 11-inch (M4)")!
    let list = composer.compose(stacked(first: .large, second: .large, device: pad))
    let (first, second) = (try #require(text("First", list)), try #require(text("Second", list)))
    #expect(first.font.size == 17 && second.font.size == 17)
    #expect(presenterGroup(list) == nil)
  }

  // MARK: Item 12: a presentationBackground forces the legacy attached sheet

  @Test(arguments: [ShapeStyleValue.material(.regular), .color(.white)])
  func aPresentationBackgroundAttachesTheSheetAtMediumOnIOS26(style: ShapeStyleValue) {
    let env = SheetEnvironment(os: .latest)
    var config = SheetConfiguration(detents: [.medium, .large])
    config.background = .custom("style")
    let sheet = PresentedSheet(configuration: config, environment: env, selection: .medium)
    let s = Screen(
      environment: env, root: ViewNode(.text("Root")),
      presentation: PresentedState(
        id: "/root#0", kind: .sheet, content: ViewNode(.text("Body")), sheet: sheet, background: style))
    let top = flattenOnce(composer.compose(s).items[0])
    // The sheet's shape: edge to edge, down to the screen's bottom, no floating shadow.
    let shapes = top.compactMap { item -> Rect? in
      switch item {
      case .fill(.roundedCorners(let b, _, _, _, _), _),
        .backdrop(.roundedCorners(let b, _, _, _, _), _, _, _):
        return b
      default: return nil
      }
    }
    #expect(shapes.contains { $0.x == 0 && $0.width == 402 && $0.maxY == 874 && $0.y == 840 - 384 })
    #expect(!top.contains { if case .shadow = $0 { true } else { false } })
    // Without it, the same sheet floats inset by 8 pt with a shadow.
    let glass = PresentedSheet(
      configuration: SheetConfiguration(detents: [.medium, .large]), environment: env, selection: .medium)
    let floating = flattenOnce(
      composer.compose(
        Screen(
          environment: env, root: ViewNode(.text("Root")),
          presentation: PresentedState(
            id: "/root#0", kind: .sheet, content: ViewNode(.text("Body")), sheet: glass))
      ).items[0])
    #expect(floating.contains { if case .shadow = $0 { true } else { false } })
  }

  // MARK: Item 12: Reduce Motion cross-fades the sheet in place

  @Test func withReduceMotionTheAppearingSheetIsDrawnAtItsDetentHalfFaded() {
    func list(reduceMotion: Bool) -> [DisplayItem] {
      let env = SheetEnvironment(os: .latest, reduceMotion: reduceMotion)
      var sheet = PresentedSheet(
        configuration: SheetConfiguration(detents: [.medium, .large]), environment: env, selection: .medium,
        appearing: true)
      sheet.advance(to: SheetMetrics.reducedMotionFade / 2)
      let s = Screen(
        environment: env, root: ViewNode(.text("Root")),
        presentation: PresentedState(
          id: "/root#0", kind: .sheet, content: ViewNode(.text("Body")), sheet: sheet))
      return flattenOnce(composer.compose(s).items[0])
    }
    let faded = list(reduceMotion: true).compactMap { item -> (Double, [DisplayItem])? in
      if case .group(let o, nil, let items) = item, o < 1 { return (o, items) }
      return nil
    }
    #expect(faded.count == 1 && abs(faded[0].0 - 0.5) < 1e-6)
    // Inside: the sheet's glass card at .medium's place (840 − 384), and its text.
    let inside = flatten(faded[0].1)
    #expect(
      inside.contains {
        if case .backdrop(.roundedCorners(let b, _, _, _, _), _, _, _) = $0 {
          b.y == 840 - 384
        } else {
          false
        }
      })
    #expect(texts(inside).contains { $0.text == "Body" })
    // Without Reduce Motion nothing fades and the card is still on its way up.
    let sliding = list(reduceMotion: false)
    #expect(!sliding.contains { if case .group(let o, nil, _) = $0 { o < 1 } else { false } })
    #expect(
      sliding.contains {
        if case .backdrop(.roundedCorners(let b, _, _, _, _), _, _, _) = $0 { b.y > 840 - 384 } else { false }
      })
  }

  // MARK: Item 10: landscape

  @Test(arguments: [OSVersion(18, 0), .latest])
  func inLandscapeTheSheetAndItsBarStayInsideTheSideSafeAreas(os: OSVersion) throws {
    let env = SheetEnvironment(orientation: .landscape, os: os)
    let content = ViewNode(
      .navigationStack(pushed: 0),
      children: [
        ViewNode(.text("Body"))
          .modifier(.navigationTitle("Title"))
          .modifier(.toolbarItem(placement: "cancellationAction", content: ViewNode(.text("Cancel"))))
          .modifier(.toolbarItem(placement: "confirmationAction", content: ViewNode(.text("Done"))))
      ], identity: ViewIdentity(["Nav"]))
    let sheet = PresentedSheet(
      configuration: SheetConfiguration(detents: [.height(200), .large]), environment: env, selection: .large)
    let s = Screen(
      environment: env, root: ViewNode(.text("Root")),
      presentation: PresentedState(id: "/root#0", kind: .sheet, content: content, sheet: sheet))
    let list = composer.compose(s)
    let items = flatten(list.items)
    // The sheet's card spans the safe area's width, 62…812, its bottom corners square.
    let card = items.compactMap { item -> (Rect, Double)? in
      if case .fill(.roundedCorners(let b, _, _, let br, _), _) = item, b.y > 0 { return (b, br) }
      return nil
    }
    #expect(card.contains { $0.0.x == 62 && $0.0.maxX == 812 && $0.1 == 0 })
    // The bar's items and the content sit inside it, 16 pt from its edges.
    let cancel = try #require(texts(items).first { $0.text == "Cancel" })
    let done = try #require(texts(items).first { $0.text == "Done" })
    #expect(cancel.origin.x >= 62 + 16 && done.origin.x + done.width <= 812 - 16)
    // Compact height: the title is inline, centred on the sheet (437).
    let title = try #require(texts(items).first { $0.text == "Title" })
    #expect(title.font.size == 17 && abs(title.origin.x + title.width / 2 - 437) < 0.5)
  }

  // MARK: Item 13: the Dynamic Island

  @Test(arguments: [
    ("iPhone 16 Pro", Orientation.portrait, true), ("iPhone 15", .portrait, true),
    ("iPhone 17 Pro", .portrait, true),
    ("iPhone 16e", .portrait, false), ("iPhone SE (3rd generation)", .portrait, false),
    ("iPhone 16 Pro", .landscape, false), ("iPad Pro 11-inch (M4)", .portrait, false),
  ])
  func theDynamicIslandIsInPortraitStatusBarsOfPhonesThatHaveIt(
    device: String, orientation: Orientation, has: Bool
  ) throws {
    let d = try #require(DeviceCatalog.device(named: device))
    let env = SheetEnvironment(device: d, orientation: orientation, colorScheme: .dark)
    let list = composer.compose(Screen(environment: env, root: ViewNode(.text("Root"))))
    let islands = flatten(list.items).compactMap { item -> Rect? in
      if case .fill(.roundedRect(let b, _, _), .color(.black)) = item, b.width == 126 { return b }
      return nil
    }
    #expect(islands.count == (has ? 1 : 0))
    if let b = islands.first {
      #expect(b.y == 11 && abs(b.height - 37.33) < 1e-9 && b.midX == list.width / 2)
    }
  }
}
