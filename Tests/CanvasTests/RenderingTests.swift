import Foundation
import Layout
import Testing

@testable import Canvas

/// Pixel-level behaviour of the renderer, at scale 3 unless noted.
@Suite struct RenderingTests {
  let renderer = CanvasRenderer()
  let red = RGBA(1, 0, 0)

  func draw(_ items: [DisplayItem], width: Double = 20, height: Double = 20, scale: Double = 3) throws
    -> RasterImage
  {
    try renderer.draw(DisplayList(width: width, height: height, scale: scale, items: items)).image()
  }

  @Test func aFilledRectIsRedInsideAndUntouchedOutside() throws {
    let image = try draw([.fill(.rect(Rect(x: 5, y: 5, width: 10, height: 10)), .color(red))])
    #expect(image.width == 60 && image.height == 60)
    #expect(image.pixel(15, 15) == Pixel(255, 0, 0, 255))
    #expect(image.pixel(44, 44) == Pixel(255, 0, 0, 255))
    #expect(image.pixel(30, 30) == Pixel(255, 0, 0, 255))
    #expect(image.pixel(14, 30).a == 0)
    #expect(image.pixel(45, 30).a == 0)
    #expect(image.pixel(30, 14).a == 0)
    #expect(image.pixel(0, 0).a == 0)
  }

  @Test func itemsWithNonFiniteNumbersAreSkippedAndCounted() throws {
    let frame = try renderer.draw(
      DisplayList(
        width: 20, height: 20, scale: 3,
        items: [
          .fill(.rect(Rect(x: .nan, y: 0, width: 5, height: 5)), .color(red)),
          .stroke(.ellipse(Rect(x: 0, y: 0, width: 5, height: 5)), .color(red), lineWidth: .infinity),
          .group(
            opacity: 1, clip: nil,
            items: [
              .shadow(
                .rect(Rect(x: 0, y: 0, width: 5, height: 5)), color: .black, radius: .nan, offset: Point(0, 0)
              )
            ]),
          // Drawing goes on after them.
          .fill(.rect(Rect(x: 5, y: 5, width: 10, height: 10)), .color(red)),
        ]))
    #expect(frame.skippedItems == 3)
    #expect(frame.image().pixel(30, 30) == Pixel(255, 0, 0, 255))
  }

  @Test func pixelSizeFollowsScale() throws {
    let frame = try renderer.draw(DisplayList(width: 402, height: 874, scale: 3))
    #expect(frame.width == 1206 && frame.height == 2622)
    let half = try renderer.draw(DisplayList(width: 10.5, height: 3, scale: 2))
    #expect(half.width == 21 && half.height == 6)
    #expect(throws: CanvasError.self) { try renderer.draw(DisplayList(width: 0, height: 10, scale: 1)) }
    #expect(throws: CanvasError.self) { try renderer.draw(DisplayList(width: 10, height: 10, scale: 0)) }
  }

  @Test func aClipClips() throws {
    let image = try draw([
      .group(
        opacity: 1, clip: .rect(Rect(x: 0, y: 0, width: 10, height: 20)),
        items: [.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), .color(red))])
    ])
    #expect(image.pixel(29, 30) == Pixel(255, 0, 0, 255))
    #expect(image.pixel(30, 30).a == 0)
    #expect(image.pixel(59, 0).a == 0)
  }

  @Test func aRoundedClipCutsTheCorners() throws {
    let image = try draw([
      .group(
        opacity: 1, clip: .roundedRect(Rect(x: 0, y: 0, width: 20, height: 20), radius: 8, continuous: true),
        items: [.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), .color(red))])
    ])
    #expect(image.pixel(0, 0).a == 0)
    #expect(image.pixel(59, 59).a == 0)
    #expect(image.pixel(30, 0).a > 200)
    #expect(image.pixel(30, 30).a == 255)
  }

  @Test func groupOpacityHalvesAlpha() throws {
    let image = try draw([
      .group(
        opacity: 0.5, clip: nil,
        items: [
          .fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), .color(red)),
          // Overlapping items inside the group do not add up: the group fades as a whole.
          .fill(.rect(Rect(x: 0, y: 0, width: 10, height: 20)), .color(red)),
        ])
    ])
    #expect(abs(Int(image.pixel(30, 30).a) - 128) <= 1)
    #expect(abs(Int(image.pixel(10, 30).a) - 128) <= 1)
    #expect(image.pixel(30, 30).r == 255)
    // Zero opacity draws nothing.
    let none = try draw([
      .group(
        opacity: 0, clip: nil, items: [.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), .color(red))])
    ])
    #expect(none.pixel(30, 30).a == 0)
  }

  @Test func linearGradientsRunBetweenTheirPoints() throws {
    let image = try draw([
      .fill(
        .rect(Rect(x: 0, y: 0, width: 20, height: 20)),
        .linearGradient(
          start: Point(0, 0), end: Point(20, 0),
          stops: [GradientStop(0, red), GradientStop(1, RGBA(0, 0, 1))]))
    ])
    let left = image.pixel(0, 30)
    let mid = image.pixel(30, 30)
    let right = image.pixel(59, 30)
    #expect(left.r > 240 && left.b < 15)
    #expect(right.b > 240 && right.r < 15)
    #expect(abs(Int(mid.r) - 127) < 8 && abs(Int(mid.b) - 127) < 8)
    #expect(mid.a == 255)
  }

  /// Large gradient fills are computed in Swift (straight into the frame for aligned opaque
  /// rectangles, else through an image); they must match Cairo's own gradients, which a
  /// stroke (never taken by that path) draws.
  @Test(arguments: [
    (Shape.rect(Rect(x: 0, y: 0, width: 200, height: 100)), 1.0),
    (Shape.rect(Rect(x: 0.25, y: 10, width: 150, height: 80)), 1.0),
    (Shape.roundedRect(Rect(x: 10, y: 10, width: 180, height: 80), radius: 20, continuous: true), 1.0),
    (Shape.rect(Rect(x: 0, y: 0, width: 200, height: 100)), 0.5),
  ])
  func largeGradientFillsMatchCairo(_ shape: Shape, _ alpha: Double) throws {
    let paint = Paint.linearGradient(
      start: Point(20, 0), end: Point(180, 100),
      stops: [
        GradientStop(0, RGBA(1, 0, 0, alpha)), GradientStop(0.3, RGBA(0, 1, 0, alpha)),
        GradientStop(1, RGBA(0, 0, 1, alpha)),
      ])
    let fast = try draw([.fill(shape, paint)], width: 200, height: 100, scale: 2)
    let bounds = shape.bounds
    let cairo = try draw(
      [
        .group(
          opacity: 1, clip: shape,
          items: [.stroke(.rect(bounds), paint, lineWidth: 2 * (bounds.width + bounds.height))])
      ],
      width: 200, height: 100, scale: 2)
    // Colours agree wherever coverage does (clip and fill antialias edges a little apart;
    // faint edge pixels lose colour precision when unpremultiplied).
    var worst = 0
    var compared = 0
    for i in stride(from: 0, to: fast.pixels.count, by: 4)
    where fast.pixels[i + 3] == cairo.pixels[i + 3] && fast.pixels[i + 3] >= 120 {
      compared += 1
      for c in 0..<3 { worst = max(worst, abs(Int(fast.pixels[i + c]) - Int(cairo.pixels[i + c]))) }
    }
    #expect(compared > fast.width * fast.height / 2)
    #expect(worst <= 3, "largest channel difference \(worst)")
    #expect(fast.pixel(200, 100).a == UInt8((alpha * 255).rounded()))
  }

  /// A gradient along one axis inside a non-rectangular shape is drawn from a 64-pixel strip
  /// repeated across the fill: the same colours as Cairo's own gradient everywhere, not only
  /// in the strip.
  @Test(arguments: [(Point(100, 0), Point(100, 100)), (Point(0, 50), Point(200, 50))])
  func stripGradientsMatchCairo(_ start: Point, _ end: Point) throws {
    let shape = Shape.roundedRect(Rect(x: 10, y: 10, width: 180, height: 80), radius: 20, continuous: true)
    let paint = Paint.linearGradient(
      start: start, end: end,
      stops: [
        GradientStop(0, RGBA(1, 0, 0)), GradientStop(0.4, RGBA(0, 1, 0)), GradientStop(1, RGBA(0, 0, 1)),
      ])
    let fast = try draw([.fill(shape, paint)], width: 200, height: 100, scale: 2)
    let cairo = try draw(
      [.group(opacity: 1, clip: shape, items: [.stroke(.rect(shape.bounds), paint, lineWidth: 600)])],
      width: 200, height: 100, scale: 2)
    var worst = 0
    var compared = 0
    for i in stride(from: 0, to: fast.pixels.count, by: 4)
    where fast.pixels[i + 3] == cairo.pixels[i + 3] && fast.pixels[i + 3] == 255 {
      compared += 1
      for c in 0..<3 { worst = max(worst, abs(Int(fast.pixels[i + c]) - Int(cairo.pixels[i + c]))) }
    }
    // The shape's opaque interior is most of its 360 × 160 px.
    #expect(compared > 360 * 160 * 9 / 10)
    #expect(worst <= 3, "largest channel difference \(worst)")
    // Far from the strip's first 64 columns and rows, colour is still the gradient's.
    #expect(fast.pixel(350, 100).a == 255 && fast.pixel(200, 165).a == 255)
  }

  @Test func strokesFollowTheOutline() throws {
    let image = try draw([.stroke(.rect(Rect(x: 5, y: 5, width: 10, height: 10)), .color(red), lineWidth: 2)])
    #expect(image.pixel(15, 30).a == 255)  // on the left edge (x = 5 pt)
    #expect(image.pixel(30, 30).a == 0)  // inside
    #expect(image.pixel(5, 30).a == 0)  // outside
  }

  @Test func shapesStayInsideTheirBounds() throws {
    let box = Rect(x: 2, y: 3, width: 16, height: 12)
    for shape: Shape in [
      .roundedRect(box, radius: 5, continuous: true), .roundedRect(box, radius: 5, continuous: false),
      .roundedCorners(box, topLeft: 0, topRight: 6, bottomRight: 2, bottomLeft: 12), .ellipse(box),
      .roundedRect(box, radius: 100, continuous: true),
    ] {
      let image = try draw([.fill(shape, .color(red))])
      var outside = 0
      for y in 0..<60 {
        for x in 0..<60 where image.pixel(x, y).a > 0 {
          if x < 6 || x >= 54 || y < 9 || y >= 45 { outside += 1 }
        }
      }
      #expect(outside == 0, "\(shape)")
      #expect(image.pixel(30, 27).a == 255, "\(shape) covers its centre")
      #expect(image.pixel(30, 9).a > 200, "\(shape) covers the middle of its top edge")
    }
  }

  @Test func continuousCornersDifferFromCircularOnes() throws {
    let box = Rect(x: 0, y: 0, width: 20, height: 20)
    let circular = try draw([.fill(.roundedRect(box, radius: 6, continuous: false), .color(red))])
    let continuous = try draw([.fill(.roundedRect(box, radius: 6, continuous: true), .color(red))])
    var differing = 0
    for y in 0..<60 {
      for x in 0..<60 where abs(Int(circular.pixel(x, y).a) - Int(continuous.pixel(x, y).a)) > 40 {
        differing += 1
      }
    }
    #expect(differing > 20)
    // The continuous corner starts further along the edge: at 1.2 radii from the corner the
    // circular edge is straight and full, the continuous one still curving away.
    #expect(circular.pixel(20, 0).a == 255)
    #expect(continuous.pixel(20, 0).a < circular.pixel(20, 0).a)
    // Per-corner radii: a zero corner is square, a rounded one is not.
    let uneven = try draw([
      .fill(.roundedCorners(box, topLeft: 0, topRight: 8, bottomRight: 0, bottomLeft: 8), .color(red))
    ])
    #expect(uneven.pixel(0, 0).a == 255)
    #expect(uneven.pixel(59, 0).a == 0)
    #expect(uneven.pixel(59, 59).a == 255)
    #expect(uneven.pixel(0, 59).a == 0)
  }

  @Test func continuousCornersBlendIntoCapsules() throws {
    let box = Rect(x: 2, y: 5, width: 16, height: 10)
    func alpha(_ r: Double, _ continuous: Bool) throws -> [UInt8] {
      let image = try draw([.fill(.roundedRect(box, radius: r, continuous: continuous), .color(red))])
      return stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] }
    }
    func largest(_ a: [UInt8], _ b: [UInt8]) -> Int { zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0 }
    // A capsule is a capsule whatever the style.
    #expect(largest(try alpha(5, true), try alpha(5, false)) <= 1)
    // No jump where a full continuous corner stops fitting (1.528 radii = half the height).
    let threshold = 5 / 1.52866483
    let across = largest(try alpha(threshold * 0.98, true), try alpha(threshold * 1.02, true))
    let below = largest(try alpha(threshold * 0.94, true), try alpha(threshold * 0.98, true))
    let hardSwitch = largest(try alpha(threshold * 0.98, true), try alpha(threshold * 1.02, false))
    #expect(
      across < 2 * below && across < hardSwitch, "across \(across), below \(below), switch \(hardSwitch)")
    // Between the two, the corner is neither.
    #expect(largest(try alpha(4, true), try alpha(4, false)) > 8)
  }

  @Test func freePathsWithCurvesFill() throws {
    let image = try draw([
      .fill(
        .path([
          .move(Point(0, 0)), .line(Point(20, 0)), .quad(Point(20, 20), control: Point(10, 10)),
          .cubic(Point(0, 20), control1: Point(15, 20), control2: Point(5, 20)), .close,
        ]),
        .color(red))
    ])
    #expect(image.pixel(30, 3).a == 255)
    #expect(image.pixel(57, 30).a == 0)  // the quad bows in on the right
    #expect(image.pixel(3, 57).a == 255)
  }

  @Test func aBackdropBlursAnEdgeUnderItOnly() throws {
    // Left half black, right half white; a backdrop over the middle band.
    let background: [DisplayItem] = [
      .fill(.rect(Rect(x: 0, y: 0, width: 10, height: 20)), .color(.black)),
      .fill(.rect(Rect(x: 10, y: 0, width: 10, height: 20)), .color(.white)),
    ]
    let before = try draw(background)
    let after = try draw(
      background + [
        .backdrop(.rect(Rect(x: 0, y: 5, width: 20, height: 10)), blurRadius: 2, tint: .clear, edge: .clear)
      ])
    // Outside the band the edge stays hard.
    #expect(before.pixel(29, 3) == after.pixel(29, 3))
    #expect(after.pixel(29, 3).r == 0 && after.pixel(30, 3).r == 255)
    // Inside it, the edge is a ramp: grey at the edge, monotonic, still dark/light far away.
    let row = 30
    let ramp = (20..<40).map { Int(after.pixel($0, row).r) }
    #expect(ramp.first! < ramp.last!)
    #expect(zip(ramp, ramp.dropFirst()).allSatisfy { $0 <= $1 + 1 })
    #expect(abs(Int(after.pixel(29, row).r) - 110) < 50, "\(after.pixel(29, row))")
    #expect(after.pixel(2, row).r < 20)
    #expect(after.pixel(57, row).r > 235)
    #expect(after.pixel(30, row).a == 255)
  }

  @Test func aBackdropNearTransparencyDoesNotFade() throws {
    // A black screen in the middle of a transparent frame; glass along the screen's edge.
    let image = try draw([
      .fill(.rect(Rect(x: 4, y: 0, width: 12, height: 20)), .color(.black)),
      .backdrop(
        .rect(Rect(x: 4, y: 5, width: 12, height: 10)), blurRadius: 3, tint: RGBA(1, 1, 1, 0.5), edge: .clear),
    ])
    let nearEdge = image.pixel(13, 30)
    let centre = image.pixel(30, 30)
    #expect(nearEdge.a == 255 && centre.a == 255)
    #expect(abs(Int(nearEdge.r) - Int(centre.r)) <= 2, "\(nearEdge) vs \(centre)")
    #expect(abs(Int(centre.r) - 128) <= 3)
    #expect(image.pixel(6, 30).a == 0)  // outside the screen stays transparent
  }

  @Test func aBackdropInAFadingGroupBlursTheFrameBelow() throws {
    let background: [DisplayItem] = [
      .fill(.rect(Rect(x: 0, y: 0, width: 10, height: 20)), .color(.black)),
      .fill(.rect(Rect(x: 10, y: 0, width: 10, height: 20)), .color(.white)),
    ]
    let glass = DisplayItem.backdrop(
      .rect(Rect(x: 0, y: 5, width: 20, height: 10)), blurRadius: 2, tint: .clear, edge: .clear)
    let full = try draw(background + [glass])
    let faded = try draw(background + [.group(opacity: 0.5, clip: nil, items: [glass])])
    // Half of the blurred edge over the sharp one: the dark side lightens by half as much.
    let sharp = 0
    let blurred = Int(full.pixel(28, 30).r)
    #expect(blurred > 40)
    #expect(
      abs(Int(faded.pixel(28, 30).r) - (sharp + blurred) / 2) <= 3, "\(faded.pixel(28, 30)) vs \(blurred)")
    #expect(faded.pixel(28, 3).r == 0)
  }

  @Test func aBackdropTintsAndEdges() throws {
    let white = [DisplayItem.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), .color(.white))]
    let image = try draw(
      white + [
        .backdrop(
          .rect(Rect(x: 5, y: 5, width: 10, height: 10)), blurRadius: 4, tint: RGBA(0, 0, 0, 0.5),
          edge: RGBA(1, 0, 0))
      ])
    let inside = image.pixel(30, 30)
    #expect(abs(Int(inside.g) - 128) < 6, "\(inside)")
    #expect(image.pixel(15, 30) == Pixel(255, 0, 0, 255))  // the hairline, inside the edge
    #expect(image.pixel(14, 30) == Pixel(255, 255, 255, 255))
  }

  @Test func aShadowDarkensAroundTheShapeAndFades() throws {
    let image = try draw(
      [
        .fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), .color(.white)),
        .shadow(
          .rect(Rect(x: 10, y: 10, width: 20, height: 20)), color: RGBA(0, 0, 0, 0.5), radius: 6,
          offset: Point(0, 4)),
      ], width: 40, height: 40, scale: 2)
    let center = image.pixel(40, 48)
    #expect(abs(Int(center.r) - 128) < 6, "\(center)")
    let justBelow = image.pixel(40, 70 + 4)  // a little below the moved shape's bottom edge
    #expect(justBelow.r < 250 && justBelow.r > 128)
    #expect(image.pixel(2, 2).r == 255)
    // Darker near the edge than further out.
    #expect(image.pixel(40, 64).r < image.pixel(40, 74).r)
  }

  @Test func textIsDrawnFromItsBaselineWithinItsWidth() throws {
    let measurer = PangoTextMeasurer()
    let font = FontSpec(size: 20, weight: .bold)
    let layout = measurer.layout("Hello", font: font, maxWidth: nil, lineLimit: nil)
    let run = TextRun(text: "Hello", font: font, color: .black, origin: Point(10, 30), width: layout.width)
    let image = try draw(
      [.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 40)), .color(.white)), .text(run)], width: 100,
      height: 40, scale: 2)
    var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
    for y in 0..<80 {
      for x in 0..<200 where image.pixel(x, y).r < 128 {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
      }
    }
    #expect(minX >= 20 && minX < 26)  // "H" starts at the origin, less its side bearing
    #expect(maxX <= Int((10 + layout.width) * 2) + 1)
    #expect(maxX > Int((10 + layout.width) * 2) - 8)
    #expect(maxY <= 61)  // nothing of "Hello" goes below the baseline (y = 30 pt)
    #expect(minY >= Int((30 - layout.ascent) * 2))
    #expect(minY < 60 - 20)  // cap height of 20 pt text is about 14 pt
  }

  @Test func textColourIsUsed() throws {
    let run = TextRun(
      text: "████", font: FontSpec(size: 20), color: RGBA(0, 0, 1), origin: Point(2, 18), width: 40)
    let image = try draw([.text(run)], width: 60, height: 24, scale: 1)
    let darkest = (0..<24).flatMap { y in (0..<60).map { image.pixel($0, y) } }.max { $0.a < $1.a }!
    #expect(darkest.a == 255 && darkest.b == 255 && darkest.r == 0)
  }

  @Test func symbolsDrawInTheirBoxAndUnknownNamesAreReported() throws {
    let box = Rect(x: 10, y: 10, width: 20, height: 20)
    let frame = try renderer.draw(
      DisplayList(
        width: 80, height: 40, scale: 2,
        items: [
          .symbol(name: "star.fill", box: box, color: red),
          .symbol(name: "no.such.symbol", box: Rect(x: 50, y: 10, width: 20, height: 20), color: red),
          .symbol(name: "no.such.symbol", box: Rect(x: 50, y: 10, width: 20, height: 20), color: red),
        ]))
    #expect(frame.unmappedSymbols == ["no.such.symbol"])
    let image = frame.image()
    #expect(image.pixel(40, 40) == Pixel(255, 0, 0, 255))  // the star's centre
    var outside = 0
    for y in 0..<80 {
      for x in 0..<96 where image.pixel(x, y).a > 0 {
        if x < 18 || x > 62 || y < 18 || y > 62 { outside += 1 }
      }
    }
    #expect(outside == 0)
    // The placeholder: an outline (ink on its edge, none in the corner gap) with a "?".
    #expect(image.pixel(101, 40).a > 200)
    #expect(image.pixel(139 - 1, 40).a > 200)
    let placeholderInk = (100..<140).reduce(0) { n, x in
      n + (20..<60).filter { image.pixel(x, $0).a > 128 }.count
    }
    #expect(placeholderInk > 150)
  }

  @Test func circledSymbolsKnockTheirGlyphOut() throws {
    let image = try draw([
      .symbol(name: "xmark.circle.fill", box: Rect(x: 0, y: 0, width: 20, height: 20), color: red)
    ])
    // Filled disc, but the cross through the centre is transparent.
    #expect(image.pixel(30, 30).a < 60)
    #expect(image.pixel(30, 8).a == 255)
    let built = try draw([
      .symbol(name: "mappin.circle.fill", box: Rect(x: 0, y: 0, width: 20, height: 20), color: red)
    ])
    #expect(built.pixel(30, 6).a == 255)
    if ProcessInfo.processInfo.environment["CANVAS_DEBUG_PNG"] != nil {
      try built.pngData().write(to: URL(fileURLWithPath: "/tmp/mappin.png"))
    }
    let knockedOut = (0..<60).reduce(0) { n, y in n + (0..<60).filter { built.pixel($0, y).a < 60 }.count }
    #expect(knockedOut > 300)  // the pin is a hole in the disc (and the corners are empty)
    #expect(built.pixel(30, 40).a < 60, "\(built.pixel(30, 40))")  // the pin's lower body
    #expect(SymbolGlyph.forName("heart.circle.fill") == .inFilledCircle(0xE87E))
    #expect(SymbolGlyph.forName("gear.circle") == .inCircle(0xE8B8))
  }

  @Test func everyMappedSymbolHasAGlyphInMaterialIcons() {
    let required = [
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
      "flag", "music.note", "wifi", "bolt", "cloud", "sun.max", "moon",
    ]
    for name in required { #expect(SymbolGlyph.forName(name) != nil, "\(name) is mapped") }
    for (name, glyph) in symbolTable { #expect(SymbolGlyph.hasGlyph(glyph.codepoint), "\(name) has a glyph") }
  }
}
