import Foundation
import Layout
import Testing

@Test func fixedMetricsWrapAtWordsAndTruncateAtTheLineLimit() {
  let m = FixedMetricsTextMeasurer()
  let font = FontSpec(size: 10)  // 5 pt a character, 12 pt a line
  let one = m.layout("Hello world", font: font, maxWidth: nil, lineLimit: nil)
  #expect(one.lines.map(\.text) == ["Hello world"] && one.width == 55 && one.height == 12)
  let wrapped = m.layout("Hello big world", font: font, maxWidth: 50, lineLimit: nil)
  #expect(wrapped.lines.map(\.text) == ["Hello big", "world"])
  let limited = m.layout("Hello big world", font: font, maxWidth: 50, lineLimit: 1)
  #expect(limited.lines.map(\.text) == ["Hello big…"])
}

@Test func displayListRoundTripsThroughJSON() throws {
  let list = DisplayList(
    width: 402, height: 874, scale: 3,
    items: [
      .fill(
        .roundedRect(Rect(x: 8, y: 456, width: 386, height: 410), radius: 54, continuous: true),
        .color(.white)
      ),
      .text(
        TextRun(
          text: "Héllo", font: FontSpec(size: 17, weight: .semibold), color: .black, origin: Point(24, 500),
          width: 40)),
      .group(
        opacity: 0.5, clip: .ellipse(Rect(x: 0, y: 0, width: 10, height: 10)),
        items: [.symbol(name: "mappin", box: Rect(x: 0, y: 0, width: 10, height: 10), color: .black)]),
    ])
  let back = try DisplayList.decode(json: list.json())
  #expect(back == list)
}
