import Detents
import Layout
import Testing
import ViewTree

/// Alerts and confirmation dialogs as the screen composer draws them (`DialogComposer.swift`),
/// read from the display list with fixed text metrics (a character is half the font size wide).
@Suite struct DialogComposerTests {
  let composer = ScreenComposer(measurer: FixedMetricsTextMeasurer())

  static let alert = PresentedDialog(
    id: "a", style: .alert, title: "Delete?", message: "It goes for good.",
    buttons: [.init(title: "Delete", role: .destructive), .init(title: "Keep", role: .cancel)])

  static let dialog = PresentedDialog(
    id: "d", style: .confirmationDialog, title: nil, message: "What now?",
    buttons: [
      .init(title: "Save"), .init(title: "Erase", role: .destructive), .init(title: "Cancel", role: .cancel),
    ])

  func screen(_ d: PresentedDialog, os: OSVersion) -> [DisplayItem] {
    var env = SheetEnvironment()
    env.os = os
    let root = ViewNode(.text("Behind"))
    return flatten(composer.compose(Screen(environment: env, root: root, dialog: d)).items)
  }

  func text(_ s: String, _ items: [DisplayItem]) -> TextRun? {
    items.lazy.compactMap { if case .text(let r) = $0, r.text == s { r } else { nil } }.first
  }

  func palette(_ os: OSVersion) -> Palette { Palette(scheme: .light, os: os, elevated: true) }

  @Test func theIOS18AlertIsA270PointCardWithSideBySideButtonsCancelFirstAndBold() throws {
    let os = OSVersion(18, 0)
    let items = screen(Self.alert, os: os)
    // The dimming layer covers the screen before the card.
    #expect(
      items.contains {
        if case .fill(.rect(let r), .color(let c)) = $0 { r.width == 402 && c.a == 0.2 } else { false }
      })
    let cards = items.compactMap {
      if case .backdrop(.roundedRect(let b, 14, _), _, _, _) = $0 { b } else { nil }
    }
    let card = try #require(cards.first)
    #expect(card.width == 270 && abs(card.midX - 201) < 1e-9 && abs(card.midY - 437) < 1e-9)
    let title = try #require(text("Delete?", items))
    #expect(title.font.size == 17 && title.font.weight == .semibold)
    #expect(abs(title.origin.x + title.width / 2 - card.midX) < 1e-9, "the title is centred")
    #expect(try #require(text("It goes for good.", items)).font.size == 13)
    let keep = try #require(text("Keep", items))
    let delete = try #require(text("Delete", items))
    #expect(keep.origin.x < card.midX && delete.origin.x > card.midX, "Cancel goes on the leading side")
    #expect(keep.origin.y == delete.origin.y)
    #expect(keep.font.weight == .semibold && delete.font.weight == .regular)
    #expect(keep.color == palette(os).accent(.blue) && delete.color == palette(os).accent(.red))
    // A hairline separator across the card above the buttons, and one between them.
    let separators = items.compactMap { item -> Rect? in
      if case .fill(.rect(let r), .color(let c)) = item, c == palette(os).separator { r } else { nil }
    }
    #expect(separators.contains { $0.width == 270 && $0.height == 1.0 / 3 })
    #expect(separators.contains { $0.height == 44 && abs($0.x - card.midX) < 1e-9 })
  }

  @Test func threeButtonsStackWithCancelAtTheBottom() throws {
    let three = PresentedDialog(
      id: "t", style: .alert, title: "Choose", message: nil,
      buttons: [.init(title: "Cancel", role: .cancel), .init(title: "One"), .init(title: "Two")])
    for os in [OSVersion(18, 0), OSVersion(26, 0)] {
      let items = screen(three, os: os)
      let ys = try ["One", "Two", "Cancel"].map { try #require(text($0, items)).origin.y }
      #expect(ys[0] < ys[1] && ys[1] < ys[2], "\(os): stacked in order, Cancel last")
    }
  }

  @Test func theIOS26AlertHasLeadingTextAndCapsuleButtonsSideBySide() throws {
    let os = OSVersion(26, 0)
    let items = screen(Self.alert, os: os)
    let cards = items.compactMap {
      if case .backdrop(.roundedRect(let b, 34, _), _, _, _) = $0 { b } else { nil }
    }
    let card = try #require(cards.first)
    #expect(card.width == 300)
    let title = try #require(text("Delete?", items))
    #expect(title.font.weight == .bold && title.origin.x == card.x + 24, "the title is bold and leading")
    let capsules = items.compactMap { item -> Rect? in
      if case .fill(.roundedRect(let r, let radius, _), .color(let c)) = item, radius == r.height / 2,
        c == palette(os).tertiaryFill
      {
        r
      } else {
        nil
      }
    }
    #expect(capsules.count == 2)
    #expect(capsules[0].y == capsules[1].y && capsules[0].maxX < capsules[1].x, "side by side")
    let keep = try #require(text("Keep", items))
    #expect(capsules[0].contains(Point(keep.origin.x + 1, capsules[0].midY)), "Cancel in the leading capsule")
    #expect(try #require(text("Delete", items)).color == palette(os).accent(.red))
  }

  @Test func theIOS18ActionSheetSitsAtTheBottomWithCancelApart() throws {
    let os = OSVersion(18, 0)
    let items = screen(Self.dialog, os: os)
    let cancelRow = items.compactMap { item -> Rect? in
      if case .fill(.roundedRect(let r, 14, _), _) = item { r } else { nil }
    }
    let row = try #require(cancelRow.first)
    // 8 pt from the sides, its bottom at the safe area (34 pt on an iPhone 16 Pro), 57 pt tall.
    #expect(row.x == 8 && row.width == 386 && row.maxY == 874 - 34 && row.height == 57)
    let group = try #require(
      items.compactMap { if case .backdrop(.roundedRect(let b, 14, _), _, _, _) = $0 { b } else { nil } }
        .first)
    #expect(abs(group.maxY - (row.y - 8)) < 1e-9, "the choices end 8 pt above Cancel")
    let cancel = try #require(text("Cancel", items))
    #expect(cancel.font.size == 20 && cancel.font.weight == .semibold && cancel.origin.y > row.y)
    let save = try #require(text("Save", items))
    #expect(save.font.size == 20 && save.font.weight == .regular && save.origin.y < group.maxY)
    #expect(try #require(text("What now?", items)).color == palette(os).label(.secondary))
    #expect(text("Erase", items)?.color == palette(os).accent(.red))
  }

  @Test func theIOS26ConfirmationDialogIsABottomCardOfCapsules() throws {
    let os = OSVersion(26, 0)
    let items = screen(Self.dialog, os: os)
    let card = try #require(
      items.compactMap { item -> Rect? in
        if case .backdrop(.roundedCorners(let b, 34, 34, _, _), _, _, _) = item { b } else { nil }
      }.first)
    #expect(card.x == 8 && card.maxY == 874 - 8)
    let cancel = try #require(text("Cancel", items))
    let save = try #require(text("Save", items))
    #expect(save.origin.y < cancel.origin.y && cancel.font.weight == .semibold)
  }
}
