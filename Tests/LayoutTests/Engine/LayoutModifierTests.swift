import Detents
import Layout
import Testing
import ViewTree

/// Every text run's origin and text, looking inside groups.
private func textOrigins(_ items: [DisplayItem]) -> [(String, Point)] {
  items.flatMap { item -> [(String, Point)] in
    switch item {
    case .text(let run): [(run.text, run.origin)]
    case .group(_, _, let inner): textOrigins(inner)
    default: []
    }
  }
}

@Suite struct LayoutModifierTests {
  @Test func offsetMovesTheDrawingButNotTheSiblings() throws {
    let plain = ViewNode(
      .vstack(alignment: .leading, spacing: 0), children: [ViewNode(.text("A")), ViewNode(.text("B"))])
    let moved = ViewNode(
      .vstack(alignment: .leading, spacing: 0),
      children: [ViewNode(.text("A")).modifier(.offset(x: 30, y: -5)), ViewNode(.text("B"))])
    let before = textOrigins(laidOut(plain))
    let after = textOrigins(laidOut(moved))
    try #require(before.count == 2 && after.count == 2)
    #expect(after[0].1.x == before[0].1.x + 30)
    #expect(after[0].1.y == before[0].1.y - 5)
    #expect(after[1].1 == before[1].1)
  }

  @Test func positionCentresTheViewOnThePointOfTheSpaceOffered() throws {
    // "AB" in the body font (17 pt): 17 × 20.4 pt, centred on (100, 50) of a 200 × 200 frame.
    let node = ViewNode(.text("AB")).modifier(.position(x: 100, y: 50))
    let t = try #require(textOrigins(laidOut(node)).first)
    #expect(abs(t.1.x - (100 - 8.5)) < 0.01)
    #expect(t.1.y > 50 - 10.2 && t.1.y < 50 + 10.2)
  }

  @Test func aRoundedBorderFieldDrawsAFilledBoxWithAHairlineAroundTheInsetText() throws {
    let field = ViewNode(.textField(placeholder: "Todo", text: "")).modifier(.textFieldStyle(.roundedBorder))
    let items = laidOut(
      ViewNode(.vstack(alignment: .center, spacing: 0), children: [field]), width: 200, height: 200)
    let strokes = items.compactMap { item -> Double? in
      if case .stroke(_, _, let w) = item { return w }
      return nil
    }
    #expect(strokes == [1.0 / 3])
    let t = try #require(textOrigins(items).first)
    #expect(t.0 == "Todo")
    #expect(t.1.x == 7)  // the text inset from the box's leading edge
    // A plain field draws no box.
    let plain = ViewNode(.textField(placeholder: "Todo", text: "")).modifier(.textFieldStyle(.plain))
    #expect(
      !laidOut(plain).contains {
        if case .stroke = $0 { return true }
        return false
      })
  }
}
