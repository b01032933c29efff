import Canvas
import Foundation
import Layout
import Testing

/// SVG, PDF and PNG encoding, and atomic writes.
@Suite struct OutputTests {
  let renderer = CanvasRenderer()
  let list = DisplayList(
    width: 120, height: 80, scale: 3,
    items: [
      .fill(.rect(Rect(x: 0, y: 0, width: 120, height: 80)), .color(RGBA(1, 0, 0))),
      .backdrop(
        .roundedRect(Rect(x: 10, y: 10, width: 100, height: 60), radius: 20, continuous: true),
        blurRadius: 10,
        tint: RGBA(1, 1, 1, 0.4), edge: RGBA(1, 1, 1, 0.6)),
      .text(
        TextRun(text: "Glass", font: FontSpec(size: 17), color: .black, origin: Point(20, 45), width: 44)),
      .symbol(name: "unknown.symbol", box: Rect(x: 80, y: 30, width: 20, height: 20), color: .black),
    ])

  @Test func pngRoundTripsAtScale() throws {
    let data = try renderer.renderPNG(list)
    #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    #expect(data[25] == 2)  // an opaque frame is written as RGB
    let image = try RasterImage(png: data)
    #expect(image.width == 360 && image.height == 240)
    #expect(image == (try renderer.draw(list).image()))
    #expect(throws: CanvasError.self) { try RasterImage(png: Data("not a png".utf8)) }
  }

  @Test func translucentPNGsKeepTheirAlpha() throws {
    let translucent = DisplayList(
      width: 40, height: 30, scale: 2,
      items: [
        .fill(.ellipse(Rect(x: 2, y: 2, width: 30, height: 20)), .color(RGBA(0.2, 0.6, 1, 0.4))),
        .fill(
          .rect(Rect(x: 10, y: 10, width: 30, height: 20)),
          .linearGradient(
            start: Point(10, 0), end: Point(40, 0),
            stops: [GradientStop(0, RGBA(1, 0, 0, 0)), GradientStop(1, RGBA(1, 0, 0, 1))])),
      ])
    let frame = try renderer.draw(translucent)
    let data = try frame.pngData()
    #expect(data[25] == 6)  // colour type RGBA
    let decoded = try RasterImage(png: data)
    let direct = frame.image()
    var worst = 0
    for i in stride(from: 0, to: direct.pixels.count, by: 4) where direct.pixels[i + 3] >= 16 {
      for c in 0..<4 { worst = max(worst, abs(Int(decoded.pixels[i + c]) - Int(direct.pixels[i + c]))) }
    }
    #expect(worst <= 8)
    #expect(decoded.pixel(0, 0).a == 0)
    // Cairo's own writer gives the same pixels.
    #expect(try RasterImage(png: try frame.cairoPNGData()) == decoded)
  }

  /// The encoder's own deflate stream (fixed codes, runs of the byte or pixel before, the
  /// image split in two streams joined by a sync flush): widths whose flat rows make runs just
  /// over one 258-byte match (86, 87, 88 px RGB: runs of 257, 260, 263 bytes; 65 px RGBA: 259),
  /// rows like the one above, vertical and horizontal gradients, text and a translucent
  /// corner, decoded by libpng (which checks the Adler-32) to exactly what Cairo's own writer
  /// gives.
  @Test(arguments: [86, 87, 88, 65, 402])
  func pngStreamsDecodeToCairosPixels(_ width: Int) throws {
    for opaque in [true, false] {
      let w = Double(width)
      var items: [DisplayItem] = [
        .fill(.rect(Rect(x: 0, y: 0, width: w, height: 70)), .color(RGBA(0.9, 0.9, 0.92))),
        .fill(
          .rect(Rect(x: 0, y: 20, width: w, height: 30)),
          .linearGradient(
            start: Point(0, 20), end: Point(0, 50),
            stops: [GradientStop(0, RGBA(0, 0.5, 1)), GradientStop(1, RGBA(1, 0.5, 0))])),
        .fill(
          .rect(Rect(x: 0, y: 50, width: w, height: 10)),
          .linearGradient(
            start: Point(0, 0), end: Point(w, 0),
            stops: [GradientStop(0, RGBA(0, 0, 0)), GradientStop(1, RGBA(1, 1, 1))])),
        .text(
          TextRun(text: "Row 1", font: FontSpec(size: 11), color: .black, origin: Point(4, 14), width: 30)),
      ]
      if !opaque {
        items.append(
          .fill(.ellipse(Rect(x: w - 20, y: 60, width: 30, height: 20)), .color(RGBA(1, 0, 0, 0.5))))
      }
      let list = DisplayList(width: w, height: opaque ? 70 : 80, scale: 1, items: items)
      let frame = try renderer.draw(list)
      let data = try frame.pngData()
      #expect(data[25] == (opaque ? 2 : 6))
      let decoded = try RasterImage(png: data)
      #expect(try RasterImage(png: try frame.cairoPNGData()) == decoded)
      // Not a stored (uncompressed) stream: the flat rows are runs.
      #expect(data.count < width * 80)
    }
  }

  /// A tall image is deflated in eight parts at once; whether it is written as RGB or RGBA
  /// is decided over all of them: one translucent pixel in the last part makes it RGBA, and
  /// every part decodes to Cairo's writer's pixels.
  @Test(arguments: [nil, 10.0, 590.0])
  func tallPNGsInPartsAgreeOnTheirColourType(_ translucentAt: Double?) throws {
    // Opaque down to `translucentAt`, transparent below.
    var items: [DisplayItem] = [
      .fill(.rect(Rect(x: 0, y: 0, width: 90, height: translucentAt ?? 600)), .color(RGBA(0.95, 0.95, 0.97))),
      .fill(
        .rect(Rect(x: 0, y: 100, width: 90, height: 400)),
        .linearGradient(
          start: Point(0, 100), end: Point(0, 500),
          stops: [GradientStop(0, RGBA(0, 0.5, 1)), GradientStop(1, RGBA(1, 0.5, 0))])),
    ]
    for y in stride(from: 40.0, to: 600, by: 75) {
      items.append(
        .text(TextRun(text: "Part", font: FontSpec(size: 13), color: .black, origin: Point(4, y), width: 30)))
    }
    if let y = translucentAt {
      items.append(.fill(.rect(Rect(x: 80, y: y, width: 10, height: 2)), .color(RGBA(1, 0, 0, 0.5))))
    }
    let list = DisplayList(width: 90, height: 600, scale: 1, items: items)
    let frame = try renderer.draw(list)
    let data = try frame.pngData()
    #expect(data[25] == (translucentAt == nil ? 2 : 6))
    #expect(try RasterImage(png: data) == (try RasterImage(png: try frame.cairoPNGData())))
  }

  @Test(arguments: [(1, 1), (1, 7), (7, 1), (3, 5), (33, 2)])
  func pngsOfAnySizeRoundTrip(_ width: Int, _ height: Int) throws {
    var generator = SystemRandomNumberGenerator()
    for opaque in [true, false] {
      var items: [DisplayItem] = []
      for _ in 0..<6 {
        let x = Double.random(in: -1...Double(width), using: &generator)
        let y = Double.random(in: -1...Double(height), using: &generator)
        let color = RGBA(
          .random(in: 0...1, using: &generator), .random(in: 0...1, using: &generator),
          .random(in: 0...1, using: &generator), opaque ? 1 : .random(in: 0.2...1, using: &generator))
        items.append(.fill(.ellipse(Rect(x: x, y: y, width: 3, height: 2)), .color(color)))
      }
      if opaque {
        items.insert(
          .fill(.rect(Rect(x: 0, y: 0, width: Double(width), height: Double(height))), .color(.white)), at: 0)
      }
      let frame = try renderer.draw(
        DisplayList(width: Double(width), height: Double(height), scale: 1, items: items))
      let decoded = try RasterImage(png: try frame.pngData())
      let direct = frame.image()
      #expect(decoded.width == width && decoded.height == height)
      for i in stride(from: 0, to: direct.pixels.count, by: 4) {
        let a = Int(direct.pixels[i + 3])
        #expect(Int(decoded.pixels[i + 3]) == a)
        guard a >= 32 else { continue }
        for c in 0..<3 {
          #expect(abs(Int(decoded.pixels[i + c]) - Int(direct.pixels[i + c])) <= (opaque ? 0 : 8))
        }
      }
    }
  }

  @Test func svgIsInPoints() throws {
    let output = try renderer.render(list, format: .svg)
    let svg = String(decoding: output.data, as: UTF8.self)
    #expect(svg.hasPrefix("<?xml"))
    #expect(svg.contains("width=\"120px\"") && svg.contains("height=\"80px\""))
    #expect(svg.contains("viewBox=\"0 0 120 80\""))
    #expect(output.unmappedSymbols == ["unknown.symbol"])
    // The backdrop is approximated by its tint at higher opacity (0.4 → 0.8), not a blurred
    // image.
    #expect(!svg.contains("<image"))
    #expect(svg.contains("fill:rgb(100%,100%,100%);fill-opacity:0.8;"))
  }

  @Test func svgStaysVectorWithCircledSymbolsAndClips() throws {
    let symbols = DisplayList(
      width: 100, height: 40, scale: 2,
      items: [
        .group(
          opacity: 1,
          clip: .roundedRect(Rect(x: 0, y: 0, width: 100, height: 40), radius: 12, continuous: true),
          items: [
            .symbol(name: "mappin.circle.fill", box: Rect(x: 5, y: 5, width: 30, height: 30), color: .black),
            .symbol(name: "ellipsis.circle", box: Rect(x: 40, y: 5, width: 30, height: 30), color: .black),
          ])
      ])
    let svg = String(decoding: try renderer.renderSVG(symbols), as: UTF8.self)
    #expect(!svg.contains("<image"), "no bitmap fallback")
    #expect(svg.contains("fill-rule:evenodd"))
  }

  @Test func pdfIsOnePageInPoints() throws {
    let pdf = try renderer.renderPDF(list)
    let text = String(decoding: pdf, as: UTF8.self)
    #expect(text.hasPrefix("%PDF-"))
    #expect(text.contains("/MediaBox [ 0 0 120 80 ]"))
  }

  @Test func writeIsAtomicAndLeavesNothingOnError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "canvas-write-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for format in CanvasRenderer.Format.allCases {
      let url = folder.appendingPathComponent("frame.\(format.rawValue)")
      let output = try renderer.write(list, format: format, to: url)
      #expect(try Data(contentsOf: url) == output.data)
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "frame.pdf", "frame.png", "frame.svg",
      ])
    // A list that cannot be drawn: an error, and the earlier file is untouched.
    let before = try Data(contentsOf: folder.appendingPathComponent("frame.png"))
    #expect(throws: CanvasError.self) {
      try renderer.write(
        DisplayList(width: 0, height: 0, scale: 1), format: .png,
        to: folder.appendingPathComponent("frame.png"))
    }
    #expect(try Data(contentsOf: folder.appendingPathComponent("frame.png")) == before)
    // A folder that does not exist: an error, and no file.
    let missing = folder.appendingPathComponent("no/such/frame.png")
    #expect(throws: (any Error).self) { try renderer.write(list, format: .png, to: missing) }
    #expect(!FileManager.default.fileExists(atPath: missing.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 3)
    // A destination that cannot be replaced (a folder with a file in it): an error, and the
    // temporary file is gone.
    let busy = folder.appendingPathComponent("busy.png")
    try FileManager.default.createDirectory(at: busy, withIntermediateDirectories: true)
    try Data().write(to: busy.appendingPathComponent("inside"))
    #expect(throws: (any Error).self) { try renderer.write(list, format: .png, to: busy) }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "busy.png", "frame.pdf", "frame.png", "frame.svg",
      ])
  }

  @Test func concurrentRendersAgree() async throws {
    let expected = try renderer.draw(list).image()
    try await withThrowingTaskGroup(of: RasterImage.self) { group in
      for _ in 0..<8 { group.addTask { try CanvasRenderer().draw(list).image() } }
      for try await image in group { #expect(image == expected) }
    }
  }

  @Test func displayListJSONDrawsTheSameAsTheList() throws {
    let decoded = try DisplayList.decode(json: list.json())
    #expect(try renderer.draw(decoded).image() == (try renderer.draw(list).image()))
  }
}
