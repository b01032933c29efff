import Foundation
import Layout
import Testing

@testable import Canvas

/// Large frames are drawn in horizontal bands at once (CanvasRenderer.drawInBands): the
/// pixels must be those of one pass over the whole frame, but for Cairo's rounding of an
/// edge's coverage where it crosses a seam (one level of 255, on the rows beside it). (A
/// scaled-up shadow mask below the first band can be a level off too; this screen's is
/// not, and the test holds it there.)
@Suite struct BandedDrawingTests {
  let renderer = CanvasRenderer()

  /// A 3× phone screen with what crosses seams: the screen's rounded clip, a vertical
  /// gradient in a rounded clip (drawn from a repeated strip), a diagonal one, large text
  /// whose glyphs rise above a seam from a baseline below it, rows of rounded rects, a
  /// symbol, a stroke, a soft shadow and a translucent group.
  func screen(backdrop: Bool) -> DisplayList {
    let w = 402.0
    let h = 874.0
    let seam = h / 4  // the first seam, in points
    var inner: [DisplayItem] = [
      .fill(.rect(Rect(x: 0, y: 0, width: w, height: h)), .color(.black)),
      .group(
        opacity: 1,
        clip: .roundedCorners(
          Rect(x: 16.78, y: 62, width: 368.43, height: 801), topLeft: 10, topRight: 10, bottomRight: 56,
          bottomLeft: 56),
        items: [
          .fill(
            .rect(Rect(x: 16.78, y: 62, width: 368.43, height: 801)),
            .linearGradient(
              start: Point(201, 62), end: Point(201, 863),
              stops: [GradientStop(0, RGBA(0, 0.76, 0.82)), GradientStop(1, RGBA(0.38, 0.33, 0.96))]))
        ]),
      .fill(
        .rect(Rect(x: 30, y: seam - 40, width: 200, height: 300)),
        .linearGradient(
          start: Point(30, seam - 40), end: Point(230, seam + 260),
          stops: [GradientStop(0, RGBA(1, 0, 0, 0.5)), GradientStop(1, RGBA(0, 0, 1, 0.8))])),
      .text(
        TextRun(
          text: "Tall Àg", font: FontSpec(size: 60, weight: .bold), color: .white,
          origin: Point(40, seam + 30), width: 200)),
      .shadow(
        .roundedRect(Rect(x: 60, y: h / 2 - 50, width: 280, height: 100), radius: 24, continuous: true),
        color: RGBA(0, 0, 0, 0.4), radius: 30, offset: Point(0, 8)),
      .group(
        opacity: 0.6, clip: nil,
        items: [
          .fill(.ellipse(Rect(x: 120, y: h / 2 - 70, width: 160, height: 140)), .color(RGBA(1, 1, 0))),
          .stroke(
            .ellipse(Rect(x: 120, y: h / 2 - 70, width: 160, height: 140)), .color(.black), lineWidth: 3),
        ]),
    ]
    for i in 0..<6 {
      let y = 3 * h / 4 - 150 + Double(i) * 50.3
      inner.append(
        .fill(
          .roundedRect(Rect(x: 24, y: y, width: 354, height: 44), radius: 16, continuous: true),
          .color(RGBA(0.94, 0.94, 0.96))))
      inner.append(
        .symbol(
          name: "mappin.circle.fill", box: Rect(x: 38.2, y: y + 12.2, width: 19.6, height: 19.6),
          color: .black))
      inner.append(
        .text(
          TextRun(
            text: "Row \(i)", font: FontSpec(size: 17, weight: .semibold), color: .black,
            origin: Point(70, y + 28.3), width: 60)))
    }
    if backdrop {
      // Glass across the middle seam: it must see what every band drew under it.
      inner.append(
        .backdrop(
          .roundedRect(Rect(x: 8, y: h / 2 - 120, width: w - 16, height: 240), radius: 30, continuous: true),
          blurRadius: 12, tint: RGBA(1, 1, 1, 0.3), edge: RGBA(1, 1, 1, 0.5)))
      inner.append(
        .text(
          TextRun(
            text: "On glass", font: FontSpec(size: 22, weight: .bold), color: .black,
            origin: Point(30, h / 2 + 8), width: 100)))
    }
    return DisplayList(
      width: w, height: h, scale: 3,
      items: [
        .group(
          opacity: 1, clip: .roundedRect(Rect(x: 0, y: 0, width: w, height: h), radius: 62, continuous: true),
          items: inner)
      ])
  }

  /// The rows either side of each seam between `bands` bands of `height` rows.
  func seamRows(height: Int, bands: Int) -> Set<Int> {
    var rows: Set<Int> = []
    for k in 1..<bands {
      let seam: Int = height * k / bands
      rows.insert(seam - 1)
      rows.insert(seam)
    }
    return rows
  }

  /// The two halves of ``CanvasRenderer/splitAtFirstBackdrop(_:)``, as an array.
  func split(_ items: [DisplayItem]) -> [[DisplayItem]] {
    let (before, rest) = CanvasRenderer.splitAtFirstBackdrop(items)
    return [before, rest]
  }

  /// Compares the raw premultiplied pixels of a banded and a one-pass frame: equal, but
  /// for differences of one level on the rows either side of a seam. Returns how many
  /// pixels differ.
  func compareBanded(_ list: DisplayList, bands: Int, sourceLocation: SourceLocation = #_sourceLocation)
    throws
    -> Int
  {
    let onePass = try renderer.draw(list, bands: 1).image()
    let banded = try renderer.draw(list, bands: bands).image()
    #expect(onePass.width == banded.width && onePass.height == banded.height, sourceLocation: sourceLocation)
    let seams = seamRows(height: onePass.height, bands: bands)
    var differing = 0
    var offSeam = 0
    var worst = 0
    for i in stride(from: 0, to: onePass.pixels.count, by: 4) {
      var d = 0
      for c in 0..<4 { d = max(d, abs(Int(onePass.pixels[i + c]) - Int(banded.pixels[i + c]))) }
      guard d > 0 else { continue }
      differing += 1
      worst = max(worst, d)
      if !seams.contains(i / 4 / onePass.width) { offSeam += 1 }
    }
    #expect(offSeam == 0, "\(offSeam) pixels differ away from the seams", sourceLocation: sourceLocation)
    // Unpremultiplying can turn one level of a faint pixel into a few.
    #expect(worst <= 4, sourceLocation: sourceLocation)
    #expect(differing < onePass.width, sourceLocation: sourceLocation)
    return differing
  }

  @Test(arguments: [2, 4])
  func bandsDrawWhatOnePassDraws(_ bands: Int) throws {
    let list = screen(backdrop: false)
    _ = try compareBanded(list, bands: bands)
    // Not a frame of nothing: the rows, the text and the gradient are there.
    let image = try renderer.draw(list).image()
    #expect(image.pixel(603, 30).b == 0)  // black above the card
    #expect(image.pixel(603, 200).g > 150)  // the card's teal
  }

  @Test func aBackdropSeesWhatEveryBandDrewUnderIt() throws {
    let list = screen(backdrop: true)
    _ = try compareBanded(list, bands: 4)
  }

  @Test func theDefaultDrawBandsLargeFramesOnly() throws {
    // The public entry point: the 3× screen is banded, with the same pixels.
    let list = screen(backdrop: false)
    let image = try renderer.draw(list).image()
    let onePass = try renderer.draw(list, bands: 1).image()
    #expect(image.width == 1206 && image.height == 2622)
    var offSeam = 0
    let seams = seamRows(height: image.height, bands: CanvasRenderer.bands)
    for y in 0..<image.height where !seams.contains(y) {
      for x in stride(from: 0, to: image.width, by: 3) where image.pixel(x, y) != onePass.pixel(x, y) {
        offSeam += 1
      }
    }
    #expect(offSeam == 0)
    #expect(CanvasRenderer.bandedPixels > 120 * 80 * 9)  // OutputTests' frames stay in one pass
  }

  @Test func itemsThatCannotBeDrawnAreCountedOnceWhereverTheyAre() throws {
    var list = screen(backdrop: false)
    let broken = DisplayItem.fill(.rect(Rect(x: .nan, y: 0, width: 1, height: 1)), .color(.black))
    // One inside a group that lies wholly in the last band, one at the top level.
    list.items.append(
      .group(opacity: 1, clip: .rect(Rect(x: 0, y: 800, width: 402, height: 60)), items: [broken]))
    list.items.append(broken)
    #expect(try renderer.draw(list, bands: 1).skippedItems == 2)
    #expect(try renderer.draw(list, bands: 4).skippedItems == 2)
  }

  @Test func itemsAreSplitAtTheFirstBackdrop() {
    let clip = Shape.rect(Rect(x: 0, y: 0, width: 10, height: 10))
    let a = DisplayItem.fill(clip, .color(.black))
    let b = DisplayItem.fill(clip, .color(.white))
    let glass = DisplayItem.backdrop(clip, blurRadius: 4, tint: .clear, edge: .clear)
    // No backdrop: everything in bands.
    #expect(split([a, b]) == [[a, b], []])
    // At the top level.
    #expect(split([a, glass, b]) == [[a], [glass, b]])
    // Inside an opaque group: the group is split in two with its clip.
    let group = DisplayItem.group(opacity: 1, clip: clip, items: [a, glass, b])
    let before: [DisplayItem] = [b, .group(opacity: 1, clip: clip, items: [a])]
    let rest: [DisplayItem] = [.group(opacity: 1, clip: clip, items: [glass, b]), a]
    #expect(split([b, group, a]) == [before, rest])
    // A backdrop first in its group leaves no empty group behind.
    let first = DisplayItem.group(opacity: 1, clip: nil, items: [glass, a])
    #expect(split([b, first]) == [[b], [first]])
    // Inside a translucent group, which is composited as a whole: the group goes whole.
    let faded = DisplayItem.group(opacity: 0.5, clip: nil, items: [a, glass])
    #expect(split([b, faded, a]) == [[b], [faded, a]])
  }

  @Test func reachCoversWhatAnItemDraws() throws {
    // Text reaches above its baseline by more than its size (accents, tall scripts).
    let text = DisplayItem.text(
      TextRun(text: "É", font: FontSpec(size: 20), color: .black, origin: Point(0, 100), width: 10))
    let reach = try #require(text.verticalReach)
    #expect(reach.top <= 100 - 40 && reach.bottom >= 100 + 20)
    let shadow = DisplayItem.shadow(
      .rect(Rect(x: 0, y: 50, width: 10, height: 10)), color: .black, radius: 20, offset: Point(0, 5))
    let s = try #require(shadow.verticalReach)
    #expect(s.top <= 55 - 30 && s.bottom >= 65 + 30)  // 3σ of blur beyond the moved shape
    #expect(
      DisplayItem.backdrop(
        .rect(Rect(x: 0, y: 0, width: 1, height: 1)), blurRadius: 1, tint: .clear, edge: .clear
      ).verticalReach == nil)
  }

  @Test func aPreparedFrameIsTransparentAndUsedOnce() throws {
    // An odd size no other test draws.
    let list = DisplayList(
      width: 211, height: 97, scale: 2,
      items: [.fill(.rect(Rect(x: 10, y: 10, width: 20, height: 20)), .color(RGBA(1, 0, 0)))])
    CanvasRenderer.prepareFrame(width: 211, height: 97, scale: 2)
    let first = try renderer.draw(list).image()
    #expect(first.width == 422 && first.height == 194)
    #expect(first.pixel(0, 0).a == 0 && first.pixel(421, 193).a == 0)
    #expect(first.pixel(40, 40) == Pixel(255, 0, 0, 255))
    // Preparing a size that cannot be drawn does nothing.
    CanvasRenderer.prepareFrame(width: .nan, height: 10, scale: 1)
    CanvasRenderer.prepareFrame(width: 0, height: 10, scale: 1)
  }
}
