import Detents
import Foundation
import Layout
import Testing
import ViewTree

func flatten(_ items: [DisplayItem]) -> [DisplayItem] {
  items.flatMap { item -> [DisplayItem] in
    if case .group(_, _, let inner) = item { return [item] + flatten(inner) }
    return [item]
  }
}

@Suite struct ScreenComposerTests {
  let composer = ScreenComposer(measurer: FixedMetricsTextMeasurer())

  @Test(arguments: [
    (PresentationDetent.height(400), 400.0), (.large, 768), (IslandLoopSample.peekDetent, 168.96),
  ])
  func theSheetSitsAtItsDetent(detent: PresentationDetent, height: Double) {
    let list = composer.compose(IslandLoopSample.screen(detent))
    #expect(list.width == 402 && list.height == 874 && list.scale == 3)
    let sheets = flatten(list.items).compactMap { item -> Rect? in
      switch item {
      case .backdrop(.roundedCorners(let b, _, _, _, _), _, _, _),
        .fill(.roundedCorners(let b, _, _, _, _), _):
        b
      default: nil
      }
    }
    #expect(sheets.count == 1)
    #expect(abs(sheets[0].y - (840 - height)) < 1e-9)
  }

  @Test func partialDetentsAreGlassAndLargeIsOpaqueOnIOS26() {
    let partial = flatten(composer.compose(IslandLoopSample.screen(.height(400))).items)
    #expect(partial.contains { if case .backdrop = $0 { true } else { false } })
    let large = flatten(composer.compose(IslandLoopSample.screen(.large)).items)
    #expect(!large.contains { if case .backdrop = $0 { true } else { false } })
    let old = flatten(composer.compose(IslandLoopSample.screen(.height(400), os: OSVersion(18, 0))).items)
    #expect(!old.contains { if case .backdrop = $0 { true } else { false } })
  }

  @Test func contentAndGrabberAreDrawnInTheSheet() {
    let items = flatten(composer.compose(IslandLoopSample.screen(.height(400))).items)
    let texts = items.compactMap { if case .text(let run) = $0 { run } else { nil } }
    let title = texts.first { $0.text == "Next stops" }
    #expect(title != nil && title!.origin.y > 440 && title!.origin.x >= 8 + 24)
    #expect(texts.contains { $0.text == "Island loop" && $0.font.size == 34 && $0.font.weight == .bold })
    let grabber = items.contains {
      if case .fill(.roundedRect(let b, _, _), _) = $0 {
        b.width == 36 && b.height == 5 && abs(b.y - (440 + 5)) < 1e-9
      } else {
        false
      }
    }
    #expect(grabber)
    let symbols = items.compactMap { if case .symbol(let name, _, _) = $0 { name } else { nil } }
    #expect(symbols.filter { $0 == "mappin.circle.fill" }.count == 4)
  }

  @Test func dimmingFollowsTheBackgroundInteraction() {
    func dim(_ d: PresentationDetent) -> Double? {
      flatten(composer.compose(IslandLoopSample.screen(d)).items).compactMap { item -> Double? in
        if case .fill(.rect(let b), .color(let c)) = item, b.width == 402, b.height == 874, c.r == 0, c.a < 1
        {
          return c.a
        }
        return nil
      }.first
    }
    #expect(dim(IslandLoopSample.peekDetent) == nil)  // interactive up through the peek: no dimming
    #expect(dim(.large) == Double(SheetMetrics.dimmingAlphaGlass))
  }

  @Test func theGradientIgnoresTheSafeArea() {
    // At a partial detent: at `.large` the presenting view is pushed back (scaled).
    let items = flatten(composer.compose(IslandLoopSample.screen(.height(400))).items)
    let gradient = items.compactMap { item -> Rect? in
      if case .fill(.rect(let b), .linearGradient) = item { return b }
      return nil
    }.first
    #expect(gradient == Rect(x: 0, y: 0, width: 402, height: 874))
  }

  @Test func displayListEncodesForTheBrowser() throws {
    let list = composer.compose(IslandLoopSample.screen(.height(400)))
    let back = try DisplayList.decode(json: list.json(pretty: true))
    #expect(back == list)
  }
}
