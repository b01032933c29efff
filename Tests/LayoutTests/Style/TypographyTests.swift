import Detents
import Foundation
import Layout
import Testing
import ViewTree

/// The HIG's Dynamic Type table, spot-checked row by row (size/leading in points).
@Suite struct TypographyTests {
  @Test(arguments: [
    (TextStyle.largeTitle, DynamicTypeSize.large, 34.0, 41.0),
    (.largeTitle, .accessibility5, 60, 70),
    (.body, .xSmall, 14, 19),
    (.body, .large, 17, 22),
    (.body, .accessibility5, 53, 62),
    (.headline, .xxxLarge, 23, 29),
    (.title2, .accessibility1, 34, 41),
    (.footnote, .medium, 12, 16),
    (.caption2, .large, 11, 13),
    (.caption2, .accessibility5, 40, 48),
  ])
  func sizeAndLeading(style: TextStyle, size: DynamicTypeSize, points: Double, leading: Double) {
    let m = Typography.metrics(style, size)
    #expect(m.size == points && m.leading == leading)
  }

  @Test func everyStyleGrowsWithTheSize() {
    for style in TextStyle.allCases {
      let sizes = DynamicTypeSize.allCases.map { Typography.metrics(style, $0).size }
      #expect(sizes == sizes.sorted(), "\(style)")
      #expect(sizes.last! > sizes.first!)
    }
  }

  @Test func weights() {
    #expect(Typography.resolve(FontValue(.style(.headline)), .large).weight == .semibold)
    #expect(Typography.resolve(FontValue(.style(.body)), .large).weight == .regular)
    #expect(Typography.resolve(FontValue(.style(.largeTitle), weight: .bold), .large).weight == .bold)
    // Emphasized body is semibold.
    #expect(Typography.resolve(FontValue(.style(.body), weight: .bold), .large).weight == .semibold)
    #expect(
      Typography.resolve(FontValue(.size(20), weight: .medium), .large)
        == FontSpec(size: 20, weight: .medium, lineHeight: 24))
  }
}

@Suite struct TextLayoutTests {
  @Test func centredMultilineTextCentresEachLine() {
    let t = ViewNode(.text("one two three"), identity: ViewIdentity(["t"])).modifier(
      .multilineTextAlignment(.center))
    let env = LayoutEnvironment(
      palette: Palette(scheme: .light, os: .latest), dynamicTypeSize: .large,
      measurer: FixedMetricsTextMeasurer(), scale: 3)
    let node = LayoutBuilder().build(t, env)
    var ctx = DrawContext()
    node.place(in: Rect(x: 0, y: 0, width: 80, height: 44), &ctx)
    let runs = ctx.items.compactMap { if case .text(let r) = $0 { r } else { nil } }
    #expect(runs.map(\.text) == ["one two", "three"])
    #expect(runs[0].origin.x == (80 - 59.5) / 2 && runs[1].origin.x == (80 - 42.5) / 2)
    #expect(abs(runs[1].origin.y - runs[0].origin.y - 22) < 1e-9)  // body leading
  }

  @Test func lineLimitTruncatesWithAnEllipsis() {
    let t = ViewNode(.text("one two three four"), identity: ViewIdentity(["t"])).modifier(.lineLimit(1))
    #expect(size(t, ProposedSize(width: 80, height: nil)).height == 22)
  }

  @Test func paddingPerEdge() {
    let t = text("Hi", "t").modifier(.padding(.leading, 10)).modifier(.padding(.top, 4))
    #expect(size(t, .unspecified) == Size(width: 27, height: 26))
  }
}
