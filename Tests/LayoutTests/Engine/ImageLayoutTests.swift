import Detents
import Layout
import Testing
import ViewTree

/// Every symbol's box, in drawing order, looking inside groups.
private func symbolBoxes(_ items: [DisplayItem]) -> [Rect] {
  items.flatMap { item -> [Rect] in
    switch item {
    case .symbol(_, let box, _): [box]
    case .group(_, _, let inner): symbolBoxes(inner)
    default: []
    }
  }
}

private let star = ViewNode(.image(systemName: "star"))

@Suite struct ImageLayoutTests {
  @Test func aSymbolKeepsItsSizeInABigFrameUnlessResizable() {
    let fixed = star.modifier(.frame(width: 80, height: 40, alignment: .center))
    let fixedBox = try! #require(symbolBoxes(laidOut(fixed)).first)
    #expect(fixedBox.width < 25)  // 17 pt body: about 20 pt
    let resized = star.modifier(.resizable).modifier(.frame(width: 80, height: 40, alignment: .center))
    #expect(symbolBoxes(laidOut(resized)) == [Rect(x: 0, y: 0, width: 80, height: 40)])
  }

  @Test func scaledToFitKeepsTheRatioInsideAndScaledToFillCoversTheFrame() {
    // A symbol is square at its own size, so fit in 80 × 40 is 40 × 40 centred, fill 80 × 80.
    let fit = star.modifier(.resizable).modifier(.aspectRatio(nil, contentMode: .fit))
      .modifier(.frame(width: 80, height: 40, alignment: .center))
    #expect(symbolBoxes(laidOut(fit)) == [Rect(x: 20, y: 0, width: 40, height: 40)])
    let fill = star.modifier(.resizable).modifier(.aspectRatio(nil, contentMode: .fill))
      .modifier(.frame(width: 80, height: 40, alignment: .center))
    #expect(symbolBoxes(laidOut(fill)) == [Rect(x: 0, y: -20, width: 80, height: 80)])
  }

  @Test func anExplicitRatioFits() {
    let wide = star.modifier(.resizable).modifier(.aspectRatio(2, contentMode: .fit))
      .modifier(.frame(width: 80, height: 80, alignment: .center))
    #expect(symbolBoxes(laidOut(wide)) == [Rect(x: 0, y: 20, width: 80, height: 40)])
  }

  @Test func clippedClipsToTheFrame() {
    let node = star.modifier(.resizable).modifier(.aspectRatio(nil, contentMode: .fill))
      .modifier(.frame(width: 80, height: 20, alignment: .center)).modifier(.clipped)
    guard case .group(_, let clip?, let inner) = laidOut(node).first else {
      Issue.record("clipped draws no clipped group")
      return
    }
    #expect(clip == .rect(Rect(x: 0, y: 0, width: 80, height: 20)))
    #expect(symbolBoxes(inner) == [Rect(x: 0, y: -30, width: 80, height: 80)])
  }

  @Test func imageScaleGrowsAndShrinksSymbols() {
    func width(_ s: ImageScale) -> Double { symbolBoxes(laidOut(star.modifier(.imageScale(s))))[0].width }
    #expect(width(.small) < width(.medium))
    #expect(width(.medium) < width(.large))
  }

  @Test func aMissingAssetIsAGreyPlaceholderWithItsName() {
    let list = laidOut(ViewNode(.assetImage(name: "cover")))
    guard case .fill(.rect(let r), _) = list.first else {
      Issue.record("no placeholder fill: \(list)")
      return
    }
    #expect(r == Rect(x: 0, y: 0, width: 100, height: 100))
    let texts = list.compactMap { if case .text(let t) = $0 { t.text } else { nil } }
    #expect(texts == ["cover"])
    // Resizable: the size it is offered.
    let resized = laidOut(
      ViewNode(.assetImage(name: "cover")).modifier(.resizable).modifier(
        .frame(width: 60, height: 30, alignment: .center)))
    guard case .fill(.rect(let r2), _) = resized.first else {
      Issue.record("no placeholder fill")
      return
    }
    #expect(r2 == Rect(x: 0, y: 0, width: 60, height: 30))
  }

  @Test func strikethroughAndUnderlineDrawALineAcrossTheText() {
    func lines(_ d: TextDecoration) -> (TextRun, Rect) {
      let list = laidOut(ViewNode(.text("Buy milk")).modifier(.textDecoration(d, color: nil)))
      let run = list.compactMap { if case .text(let t) = $0 { t } else { nil } }[0]
      let line = list.compactMap { if case .fill(.rect(let r), _) = $0 { r } else { nil } }
      #expect(line.count == 1)
      return (run, line.first ?? Rect(x: 0, y: 0, width: 0, height: 0))
    }
    let (run, strike) = lines(.strikethrough)
    #expect(strike.x == run.origin.x && strike.width == run.width)
    #expect(strike.maxY < run.origin.y && strike.y > run.origin.y - 17 * 0.6)  // through the letters
    let (_, under) = lines(.underline)
    #expect(under.y > run.origin.y)  // under the baseline
    #expect(laidOut(ViewNode(.text("Buy milk"))).count == 1)  // no decoration, no line
  }
}
