import Detents
import Foundation
import Testing

@Suite struct SheetAppearanceTests {
  @Test func iOS26FloatsGlassAtPartialDetentsAndAttachesOpaqueAtLarge() {
    var s = makeSheet([.medium, .large], selection: .medium)
    var a = s.appearance
    #expect(a.material == .glass && a.attachment == 0 && a.inset == SheetMetrics.floatingInset)
    #expect(a.cornerRadius == 62 - SheetMetrics.floatingInset)  // concentric with the display
    #expect(a.frame.x == 8 && a.frame.width == 402 - 16 && a.frame.maxY == 874 - 8)
    #expect(a.frame.y == 840 - 384)
    // Half way between medium and large: half attached, continuous.
    s.dragBegan(at: 0)
    s.dragChanged(translation: -192, velocity: 0, at: 0.1)
    a = s.appearance
    #expect(abs(a.attachment - 0.5) < 1e-9 && abs(a.inset - 4) < 1e-9 && a.material == .glass)
    s.select(.large, animation: nil, at: 0.2)
    s.dragEnded(translation: -384, velocity: 0, at: 0.2)
    s.advance(to: 3)
    a = s.appearance
    #expect(
      a.material == .opaque && a.attachment == 1 && a.inset == 0 && a.frame.x == 0 && a.frame.maxY == 874)
  }

  @Test(arguments: [OSVersion(18, 0), .latest])
  func aFullHeightSheetPushesThePresenterBackInProportionToItsWayToLarge(os: OSVersion) {
    var s = makeSheet([.medium, .large], selection: .medium, environment: env(os: os))
    #expect(s.appearance.pushBack == 0)  // at .medium: untouched
    s.dragBegan(at: 0)
    s.dragChanged(translation: -96, velocity: 0, at: 0.1)  // a quarter of the way (384 → 768)
    #expect(abs(s.appearance.pushBack - 0.25) < 1e-9)
    s.select(.large, animation: nil, at: 0.2)
    s.dragEnded(translation: -384, velocity: 0, at: 0.2)
    s.advance(to: 3)
    #expect(s.appearance.pushBack == 1)
    // With only .large, the progress runs from the bottom: half way up while presenting.
    let only = makeSheet([.large], selection: nil, environment: env(os: os))
    #expect(only.appearance.pushBack == 1)
  }

  @Test func thePresenterStaysPutOnIPadInLandscapeAndUnderACover() {
    // iPad page and form sheets (the form sheet is iPad's default), a phone in landscape, a cover.
    let pad = "ipad-air-11-inch-m3"
    for e in [
      env(pad, .portrait, style: .page), env(pad), env(pad, os: OSVersion(18, 0)), env(.landscape),
      env(style: .cover),
    ] {
      #expect(makeSheet([.large], selection: nil, environment: e).appearance.pushBack == 0)
    }
  }

  @Test(arguments: [OSVersion(18, 0), .latest])
  func inLandscapeTheSheetIsAsWideAsTheSafeArea(os: OSVersion) {
    // iPhone 16 Pro in landscape: 874 × 402, 62 pt side insets.
    let s = makeSheet([.height(200), .large], selection: .large, environment: env(.landscape, os: os))
    let g = s.resolution.geometry
    #expect(g.minX == 62 && g.width == 874 - 124)
    let a = s.appearance
    #expect(a.frame.x == 62 && a.frame.width == 750)
    // In portrait the safe area is the whole width.
    let p = makeSheet([.large], selection: nil, environment: env(os: os)).resolution.geometry
    #expect(p.minX == 0 && p.width == 402)
  }

  @Test func aLargeOnlySheetLooksLikeIOS18() {
    let a = makeSheet([.large], selection: nil).appearance
    #expect(a.material == .opaque && a.attachment == 1 && a.inset == 0)
  }

  @Test func beforeIOS26SheetsAreOpaqueAndAttached() {
    let a = makeSheet([.medium, .large], selection: .medium, environment: env(os: OSVersion(18, 0)))
      .appearance
    #expect(a.material == .opaque && a.attachment == 1 && a.cornerRadius == SheetMetrics.attachedCornerRadius)
    #expect(a.frame.x == 0 && a.frame.maxY == 874)
  }

  @Test func cornerRadiusAndBackgroundOverrides() {
    let a = makeSheet([.medium, .large], selection: .medium) {
      $0.cornerRadius = 30
      $0.background = .custom("LinearGradient(indigo, purple)")
    }.appearance
    #expect(a.cornerRadius == 30)
    #expect(a.material == .custom("LinearGradient(indigo, purple)"))
  }

  @Test(arguments: ["Material.regularMaterial", "Color.white"])
  func aPresentationBackgroundForcesTheLegacyAttachedSheetAtPartialDetents(style: String) {
    let a = makeSheet([.medium, .large], selection: .medium) { $0.background = .custom(style) }.appearance
    #expect(a.material == .custom(style))
    #expect(a.attachment == 1 && a.inset == 0)
    #expect(a.frame.x == 0 && a.frame.width == 402 && a.frame.maxY == 874)
    #expect(a.frame.y == 840 - 384)  // still at .medium's height
    #expect(a.pushBack == 0)  // a partial detent does not push the presenter back
  }

  @Test(arguments: [
    (Visibility.automatic, [PresentationDetent.large], false),
    (.automatic, [.medium, .large], true),
    (.automatic, [.medium], false),  // one detent: no grabber
    (.visible, [.large], true),
    (.hidden, [.medium, .large], false),
  ])
  func dragIndicator(visibility: Visibility, detents: [PresentationDetent], shows: Bool) {
    let a = makeSheet(Set(detents), selection: nil) { $0.dragIndicator = visibility }.appearance
    #expect(a.showsDragIndicator == shows)
  }

  @Test func backgroundInteractionUpThroughTheSmallest() {
    // Seed 001's sheet: interactive up through the peek.
    var s = makeSheet(selection: peek) { $0.backgroundInteraction = .enabled(upThrough: peek) }
    #expect(s.dimming == 0)
    #expect(s.backgroundReceivesTouch(x: 200, y: 100))  // above the sheet
    #expect(!s.backgroundReceivesTouch(x: 200, y: 800))  // on the sheet
    s.select(.height(400), animation: nil, at: 0)
    #expect(s.dimming == SheetMetrics.dimmingAlphaGlass)  // fully dimmed from the next detent up
    #expect(!s.backgroundReceivesTouch(x: 200, y: 100))
    // Half way from the peek to 400: half dimmed, and no longer interactive.
    s.dragBegan(at: 0.1)
    s.dragChanged(translation: (400 - 168.96) / 2, velocity: 0, at: 0.2)
    #expect(abs(s.dimming - SheetMetrics.dimmingAlphaGlass / 2) < 1e-9)
    #expect(!s.backgroundReceivesTouch(x: 200, y: 100))
  }

  @Test func backgroundInteractionModes() {
    let enabled = makeSheet(selection: .large) { $0.backgroundInteraction = .enabled }
    #expect(enabled.dimming == 0 && enabled.backgroundReceivesTouch(x: 10, y: 20))
    for mode in [PresentationBackgroundInteraction.automatic, .disabled] {
      let s = makeSheet(selection: peek) { $0.backgroundInteraction = mode }
      #expect(s.dimming == SheetMetrics.dimmingAlphaGlass && !s.backgroundReceivesTouch(x: 200, y: 100))
    }
    // iOS 16.0 has no presentationBackgroundInteraction: the default applies.
    let old = makeSheet(selection: peek, environment: env(os: OSVersion(16, 0))) {
      $0.backgroundInteraction = .enabled
    }
    #expect(old.dimming == SheetMetrics.dimmingAlphaClassic && !old.backgroundReceivesTouch(x: 200, y: 100))
  }
}

@Suite struct ContentInteractionTests {
  func sheet(_ mode: PresentationContentInteraction, offset: Scalar = 0) -> PresentedSheet {
    var c = SheetConfiguration(detents: [.medium, .large])
    c.contentInteraction = mode
    return PresentedSheet(
      configuration: c, environment: env(), selection: .medium,
      scroll: ScrollContent(contentHeight: 2000, offset: offset))
  }

  @Test(arguments: [PresentationContentInteraction.automatic, .resizes])
  func resizesFirstThenScrollsAtTheLargestDetent(mode: PresentationContentInteraction) {
    var s = sheet(mode)
    s.dragBegan(at: 0, onContent: true)
    s.dragChanged(translation: -300, velocity: -600, at: 0.5)
    #expect(s.height == 684 && s.scroll?.offset(at: 0.5) == 0)  // all of it resized
    s.dragChanged(translation: -500, velocity: -600, at: 0.8)
    #expect(s.height == 768 && s.scroll?.offset(at: 0.8) == 116)  // 84 to the top, the rest scrolled
  }

  @Test func scrollsFirst() {
    var s = sheet(.scrolls)
    s.dragBegan(at: 0, onContent: true)
    s.dragChanged(translation: -300, velocity: -600, at: 0.5)
    #expect(s.height == 384 && s.scroll?.offset(at: 0.5) == 300)
  }

  @Test func withScrollsAFlickOfTheContentFlingsTheSheetToLarge() {
    var s = sheet(.scrolls)
    s.dragBegan(at: 0, onContent: true)
    s.dragChanged(translation: -100, velocity: -1500, at: 0.05)
    s.dragEnded(translation: -120, velocity: -1500, at: 0.06)
    #expect(s.scroll?.offset(at: 0.06) == 120 && s.scroll?.offset(at: 1) == 120)  // no momentum of its own
    #expect(s.velocity > 1000)  // the scroll's velocity, now the sheet's (growing)
    s.advance(to: 3)
    #expect(s.currentDetent == .large && s.height == 768)
  }

  @Test func withScrollsASlowReleaseLeavesTheSheetAndAFlickAtLargeScrolls() {
    var s = sheet(.scrolls)
    s.dragBegan(at: 0, onContent: true)
    s.dragChanged(translation: -100, velocity: -100, at: 0.5)
    s.dragEnded(translation: -120, velocity: -100, at: 0.6)
    s.advance(to: 3)
    #expect(s.currentDetent == .medium && s.height == 384)
    // At .large the content keeps its own momentum; the sheet stays put.
    var l = PresentedSheet(
      configuration: SheetConfiguration(detents: [.medium, .large], contentInteraction: .scrolls),
      environment: env(), selection: .large, scroll: ScrollContent(contentHeight: 2000))
    l.dragBegan(at: 0, onContent: true)
    l.dragChanged(translation: -100, velocity: -1500, at: 0.05)
    l.dragEnded(translation: -120, velocity: -1500, at: 0.06)
    #expect(l.velocity == 0 && l.scroll!.offset(at: 1) > 120)
  }

  @Test func aDownwardSwipeScrollsBackToTheTopBeforeMovingTheSheet() {
    var s = sheet(.resizes, offset: 100)
    s.dragBegan(at: 0, onContent: true)
    s.dragChanged(translation: 60, velocity: 300, at: 0.2)
    #expect(s.height == 384 && s.scroll?.offset(at: 0.2) == 40)
    s.dragChanged(translation: 160, velocity: 300, at: 0.4)
    #expect(s.scroll?.offset(at: 0.4) == 0 && s.height == 384 - 60)
  }
}
