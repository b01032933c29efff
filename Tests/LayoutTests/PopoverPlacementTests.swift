import Detents
import Layout
import Testing

/// Where a popover's bubble goes beside its source: below when it fits, above when only that
/// fits, and otherwise on the roomier side, cut to the room there, so that it never leaves the
/// screen's safe area (it did: a `--style popover` list taller than the screen was drawn above
/// its source and off the top).
@Suite struct PopoverPlacementTests {
  static let screen = Rect(x: 0, y: 24, width: 834, height: 1170)

  /// Table: source frame and content height → which side, and the bubble's height.
  @Test(arguments: [
    (Rect(x: 400, y: 100, width: 40, height: 30), 300.0, true, 300.0),
    (Rect(x: 400, y: 1000, width: 40, height: 30), 300.0, false, 300.0),
    (Rect(x: 300, y: 800, width: 200, height: 40), 2000.0, false, 800 - 13 - 24 - SheetMetrics.cardMargin),
    (Rect(x: 300, y: 300, width: 200, height: 40), 2000.0, true, 1194 - SheetMetrics.cardMargin - 340 - 13),
  ])
  func theBubbleStaysOnScreenBesideItsSource(_ source: Rect, _ height: Double, _ below: Bool, _ shown: Double)
  {
    let (bubble, arrow) = ScreenComposer.popoverPlacement(
      source: source, size: Size(width: 320, height: height), screen: Self.screen, radius: 20)
    #expect(abs(bubble.height - shown) < 1e-9)
    #expect(bubble.y >= Self.screen.y + SheetMetrics.cardMargin - 1e-9)
    #expect(bubble.maxY <= Self.screen.maxY - SheetMetrics.cardMargin + 1e-9)
    // The arrow's tip touches the source on the side the bubble is on.
    #expect(arrow[0].y == (below ? source.maxY : source.y))
    #expect(below ? bubble.y > source.maxY : bubble.maxY < source.y)
  }

  /// A source as tall as the screen leaves no room beside it: the bubble is centred on it,
  /// inside the screen, with no arrow.
  @Test func aSourceThatFillsTheScreenIsCoveredByTheBubble() {
    let source = Rect(x: 0, y: 24, width: 834, height: 1170)
    let (bubble, arrow) = ScreenComposer.popoverPlacement(
      source: source, size: Size(width: 320, height: 2000), screen: Self.screen, radius: 20)
    #expect(bubble.height == 1170 - 2 * SheetMetrics.cardMargin)
    #expect(bubble.y == Self.screen.y + SheetMetrics.cardMargin)
    #expect(abs(bubble.midX - source.midX) < 1e-9)
    #expect(arrow.allSatisfy { $0.y == bubble.y })
  }
}
