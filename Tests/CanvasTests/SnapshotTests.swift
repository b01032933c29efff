import Canvas
import Foundation
import Layout
import Testing

/// Golden images of hand-built display lists; see ``Snapshot`` for recording and failures.
@Suite struct SnapshotTests {
  let measurer = PangoTextMeasurer()
  let label = RGBA.black
  let secondary = RGBA(rgb255: 60, 60, 67, alpha: 0.6)
  let tertiary = RGBA(rgb255: 60, 60, 67, alpha: 0.3)
  let blue = RGBA(rgb255: 0, 136, 255)

  func text(_ s: String, _ font: FontSpec, _ color: RGBA, _ x: Double, _ baseline: Double) -> DisplayItem {
    .text(
      TextRun(
        text: s, font: font, color: color, origin: Point(x, baseline),
        width: measurer.width(of: s, font: font)))
  }

  /// A small iOS 26 scene: a colourful background, a floating Liquid Glass card with a
  /// grabber, a title, a row with a symbol, and a close button.
  @Test func glassSheet() throws {
    let w = 200.0
    let h = 300.0
    var items: [DisplayItem] = [
      .fill(
        .rect(Rect(x: 0, y: 0, width: w, height: h)),
        .linearGradient(
          start: Point(0, 0), end: Point(w, h),
          stops: [GradientStop(0, RGBA(rgb255: 97, 85, 245)), GradientStop(1, RGBA(rgb255: 255, 141, 40))])),
      .fill(.ellipse(Rect(x: 20, y: 150, width: 70, height: 70)), .color(RGBA(rgb255: 52, 199, 89))),
      .fill(
        .roundedRect(Rect(x: 110, y: 170, width: 80, height: 60), radius: 12, continuous: true),
        .color(.white)
      ),
      text("Background", FontSpec(size: 20, weight: .heavy), .white, 16, 60),
      text("Stripes under the glass", FontSpec(size: 12), .white, 16, 80),
    ]
    for i in 0..<8 {
      items.append(
        .fill(.rect(Rect(x: Double(i) * 25, y: 240, width: 12, height: 60)), .color(RGBA(1, 1, 1, 0.7))))
    }
    let card = Shape.roundedRect(Rect(x: 8, y: 140, width: 184, height: 152), radius: 32, continuous: true)
    items += [
      .shadow(card, color: RGBA(0, 0, 0, 0.25), radius: 16, offset: Point(0, 4)),
      .backdrop(card, blurRadius: 10, tint: RGBA(1, 1, 1, 0.45), edge: RGBA(1, 1, 1, 0.8)),
      .group(
        opacity: 1, clip: card,
        items: [
          .fill(
            .roundedRect(Rect(x: 82, y: 145, width: 36, height: 5), radius: 2.5, continuous: true),
            .color(tertiary)),
          text("Nearby", FontSpec(size: 22, weight: .bold), label, 24, 184),
          .symbol(
            name: "xmark.circle.fill", box: Rect(x: 156, y: 164, width: 24, height: 24), color: secondary),
          .fill(
            .roundedRect(Rect(x: 18, y: 200, width: 164, height: 44), radius: 12, continuous: true),
            .color(RGBA(1, 1, 1, 0.6))),
          .symbol(
            name: "mappin.circle.fill", box: Rect(x: 26, y: 208, width: 28, height: 28),
            color: RGBA(rgb255: 255, 56, 60)),
          text("Apple Park", FontSpec(size: 15, weight: .semibold), label, 62, 220),
          text("Cupertino · 4 min", FontSpec(size: 12), secondary, 62, 236),
          .symbol(name: "chevron.right", box: Rect(x: 162, y: 214, width: 14, height: 14), color: tertiary),
          text("Partial detents float as glass.", FontSpec(size: 12, italic: true), secondary, 24, 270),
        ]),
    ]
    try Snapshot().check(DisplayList(width: w, height: h, scale: 2, items: items), named: "glassSheet")
  }

  /// Every shape kind filled and stroked, continuous against circular corners, a gradient
  /// stroke, group opacity and a clip.
  @Test func shapes() throws {
    let pink = RGBA(rgb255: 255, 45, 85)
    var items: [DisplayItem] = [.fill(.rect(Rect(x: 0, y: 0, width: 240, height: 160)), .color(.white))]
    items += [
      .fill(
        .roundedRect(Rect(x: 10, y: 10, width: 60, height: 60), radius: 18, continuous: true), .color(blue)),
      .stroke(
        .roundedRect(Rect(x: 10, y: 10, width: 60, height: 60), radius: 18, continuous: false), .color(pink),
        lineWidth: 1),
      .fill(
        .roundedCorners(
          Rect(x: 90, y: 10, width: 60, height: 60), topLeft: 0, topRight: 24, bottomRight: 6, bottomLeft: 30),
        .color(pink)),
      .fill(.ellipse(Rect(x: 170, y: 10, width: 60, height: 40)), .color(RGBA(rgb255: 52, 199, 89))),
      .stroke(
        .roundedRect(Rect(x: 170, y: 55, width: 60, height: 14), radius: 7, continuous: true), .color(.black),
        lineWidth: 1.5),
      .fill(
        .path([
          .move(Point(40, 85)), .line(Point(70, 150)), .quad(Point(10, 150), control: Point(40, 120)),
          .cubic(Point(40, 85), control1: Point(0, 120), control2: Point(20, 90)), .close,
        ]), .color(RGBA(rgb255: 255, 204, 0))),
      .stroke(
        .roundedRect(Rect(x: 90, y: 90, width: 60, height: 60), radius: 16, continuous: true),
        .linearGradient(
          start: Point(90, 90), end: Point(150, 150), stops: [GradientStop(0, blue), GradientStop(1, pink)]),
        lineWidth: 6),
      .group(
        opacity: 0.5, clip: nil,
        items: [
          .fill(.ellipse(Rect(x: 165, y: 90, width: 40, height: 40)), .color(pink)),
          .fill(.ellipse(Rect(x: 185, y: 105, width: 40, height: 40)), .color(blue)),
        ]),
      .group(
        opacity: 1, clip: .ellipse(Rect(x: 160, y: 135, width: 70, height: 40)),
        items: [.fill(.rect(Rect(x: 150, y: 140, width: 90, height: 20)), .color(.black))]),
    ]
    try Snapshot().check(DisplayList(width: 240, height: 160, scale: 2, items: items), named: "shapes")
  }

  /// The symbols the brief lists, and a placeholder for a name without a mapping.
  @Test func symbols() throws {
    let names = [
      "mappin", "mappin.circle.fill", "xmark", "xmark.circle.fill", "checkmark", "chevron.right",
      "chevron.left",
      "chevron.up", "chevron.down", "plus", "minus", "magnifyingglass", "gear", "gearshape", "person",
      "person.circle",
      "house", "star", "star.fill", "heart", "heart.fill", "trash", "square.and.arrow.up", "info.circle",
      "exclamationmark.triangle", "bell", "calendar", "clock", "map", "location", "photo", "camera",
      "envelope",
      "phone", "paperplane", "pencil", "folder", "doc", "list.bullet", "ellipsis", "ellipsis.circle",
      "arrow.up",
      "arrow.down", "arrow.left", "arrow.right", "play.fill", "pause.fill", "globe", "lock", "cart",
      "bookmark", "tag",
      "flag", "music.note", "wifi", "bolt", "cloud", "sun.max", "moon", "not.a.symbol",
    ]
    var items: [DisplayItem] = [.fill(.rect(Rect(x: 0, y: 0, width: 300, height: 180)), .color(.white))]
    for (i, name) in names.enumerated() {
      let box = Rect(x: 6 + Double(i % 10) * 29.4, y: 6 + Double(i / 10) * 29, width: 22, height: 22)
      items.append(
        .symbol(name: name, box: box, color: i == names.count - 1 ? RGBA(rgb255: 255, 56, 60) : blue))
    }
    let list = DisplayList(width: 300, height: 180, scale: 2, items: items)
    #expect(try CanvasRenderer().draw(list).unmappedSymbols == ["not.a.symbol"])
    try Snapshot().check(list, named: "symbols")
  }

  /// Inter in every weight, italic, monospaced text, and a paragraph wrapped by the measurer.
  @Test func text() throws {
    var items: [DisplayItem] = [.fill(.rect(Rect(x: 0, y: 0, width: 260, height: 200)), .color(.white))]
    for (i, weight) in FontWeight.allCases.enumerated() {
      items.append(text("Aa", FontSpec(size: 18, weight: weight), label, 8 + Double(i) * 28, 26))
    }
    items.append(text("Italic semibold", FontSpec(size: 15, weight: .semibold, italic: true), label, 8, 52))
    items.append(text("let x = 42", FontSpec(size: 13, monospaced: true), blue, 150, 52))
    items.append(text("Héllo wörld — «ÄÖÜ» ñ 🎉👍", FontSpec(size: 15), label, 8, 76))
    let paragraph =
      "Drag the grabber up to expand, or down to dismiss. At .large the sheet becomes opaque and attaches to the edges of the screen."
    let layout = measurer.layout(paragraph, font: FontSpec(size: 13), maxWidth: 244, lineLimit: 3)
    items.append(
      .stroke(.rect(Rect(x: 8, y: 88, width: 244, height: layout.height)), .color(tertiary), lineWidth: 0.5))
    for (i, line) in layout.lines.enumerated() {
      let baseline = 88 + layout.ascent + Double(i) * layout.lineHeight
      items.append(
        .text(
          TextRun(
            text: line.text, font: FontSpec(size: 13), color: label, origin: Point(8, baseline),
            width: line.width)))
    }
    #expect(layout.lines.count == 3 && layout.lines[2].text.hasSuffix("…"))
    try Snapshot().check(DisplayList(width: 260, height: 170, scale: 2, items: items), named: "text")
  }
}
