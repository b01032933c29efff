import CPangoCairo
import Foundation
import Layout

/// Draws a ``DisplayList`` with Cairo and Pango as PNG, SVG or PDF.
///
/// Raster output is `width × scale` by `height × scale` pixels on a transparent background;
/// SVG and PDF are in points. Text is drawn with the fonts ``PangoTextMeasurer`` measures
/// with, so laid-out widths match what is drawn. SF Symbols are drawn with Material Icons; a
/// name without a mapping draws a placeholder (a rounded outline with "?") and is listed in
/// ``Frame/unmappedSymbols``. Stateless and `Sendable`: one renderer may draw on many threads.
public struct CanvasRenderer: Sendable {
  /// An output file format.
  public enum Format: String, Sendable, CaseIterable {
    case png, svg, pdf

    /// The format for a file name's extension, if it is one of ours.
    public init?(fileExtension: String) { self.init(rawValue: fileExtension.lowercased()) }
  }

  /// Encoded output and what the caller should warn about.
  public struct Output: Sendable {
    /// The encoded file: PNG, SVG or PDF bytes.
    public var data: Data
    /// SF Symbol names drawn as placeholders, sorted, each once.
    public var unmappedSymbols: [String]
    /// How many items were not drawn because a number in them is NaN or infinite.
    public var skippedItems: Int
  }

  /// A renderer; it keeps no state, so one can be shared.
  public init() {}

  /// Draws `list` into pixels (`list.scale` pixels per point) without encoding it; see
  /// ``Frame/pngData()`` and ``Frame/image()``. Frame memory is reused once a frame is
  /// released, so drawing frame after frame allocates nothing large.
  public func draw(_ list: DisplayList) throws(CanvasError) -> Frame {
    let (w, h) = try Self.pixelSize(list)
    return try draw(list, bands: w * h >= Self.bandedPixels ? Self.bands : 1)
  }

  /// Draws `list` in `bands` horizontal bands at once (1: in one pass, on this thread).
  func draw(_ list: DisplayList, bands: Int) throws(CanvasError) -> Frame {
    let (w, h) = try Self.pixelSize(list)
    let surface = try SurfacePool.shared.take(
      width: w, height: h, clear: !Self.firstItemCoversFrame(list, w, h))
    let (banded, serial) = bands > 1 ? Self.splitAtFirstBackdrop(list.items) : ([], list.items)
    var unmapped: Set<String> = []
    var skipped = 0
    if !banded.isEmpty {
      let drawn = try Self.drawInBands(banded, on: surface, scale: list.scale, count: bands)
      unmapped = drawn.unmapped
      skipped = drawn.skipped
    }
    if !serial.isEmpty {
      let painter = Painter(surface: surface.pointer, scale: list.scale, raster: true)
      for item in serial { painter.draw(item) }
      try Surface.check(cairo_status(painter.cr))
      unmapped.formUnion(painter.unmappedSymbols)
      skipped += painter.skippedItems
    }
    return Frame(surface: surface, unmappedSymbols: unmapped.sorted(), skippedItems: skipped)
  }

  /// Starts making the memory of a frame of `width × height` points at `scale` on another
  /// thread, for the next ``draw(_:)`` of that size: call it as soon as the size is known
  /// (a command line tool, before it reads and runs the program). Does nothing for a size
  /// that cannot be drawn.
  public static func prepareFrame(width: Double, height: Double, scale: Double) {
    guard let (w, h) = try? pixelSize(DisplayList(width: width, height: height, scale: scale)) else { return }
    SurfacePool.shared.prepare(width: w, height: h)
  }

  /// Frames of at least this many pixels (a 2× phone screen is 1.4M) are drawn in bands at
  /// once, on the cores there are; smaller ones are not worth the hand-over.
  static let bandedPixels = 1 << 20

  /// How many bands a banded frame is drawn in: more than two cores' worth, so that a core
  /// done with a band of flat colour takes the next instead of waiting for the one with text.
  static let bands = 4

  /// Draws `items` into `bands` horizontal bands of `surface` (of 64 rows or more) at the same time, each band through
  /// an image surface of its own over the same pixels. Each band's device offset is its
  /// first row, so every band sees the frame's device coordinates: every item computes the
  /// same geometry it would on the whole frame, and Cairo clips what it draws to the band's
  /// rows. The pixels are one pass's over the whole frame but for a level (of 255) here and
  /// there: at the seams, where Cairo's rasterizer can round the coverage of an edge that
  /// crosses the band's edge differently, and under a soft shadow below the first band,
  /// whose mask is scaled up with bilinear sampling at positions Pixman computes in fixed
  /// point from the band's offset (in the 226 images of the seeds and the wild programs on
  /// five setups: 213 identical, 13 with 1 to 212 pixels one level off). Items wholly
  /// outside a band are skipped there; text is drawn under
  /// Pango's lock, so the bands take turns for it. Items that read back what is under them
  /// (backdrops) are not drawn here; see ``splitAtFirstBackdrop(_:)``.
  static func drawInBands(_ items: [DisplayItem], on surface: Surface, scale: Double, count bands: Int)
    throws(CanvasError) -> (unmapped: Set<String>, skipped: Int)
  {
    cairo_surface_flush(surface.pointer)
    guard let data = cairo_image_surface_get_data(surface.pointer) else {
      throw .cairo("the frame has no pixels to draw into")
    }
    let height = surface.height
    let stride = surface.stride
    let count = min(bands, max(1, height / 64))
    let rows = (0...count).map { height * $0 / count }
    let painters = Slots<Painter?>(count: count, repeating: nil)
    defer { painters.deallocate() }
    let width = Int32(surface.width)
    nonisolated(unsafe) let pixels = data
    let list = items
    DispatchQueue.concurrentPerform(iterations: count) { k in
      let band = cairo_image_surface_create_for_data(
        pixels + rows[k] * stride, CAIRO_FORMAT_ARGB32, width, Int32(rows[k + 1] - rows[k]), Int32(stride))!
      cairo_surface_set_device_offset(band, 0, -Double(rows[k]))
      let painter = Painter(surface: band, scale: scale, raster: true)
      painter.band = (Double(rows[k]) / scale, Double(rows[k + 1]) / scale)
      for item in list { painter.draw(item) }
      cairo_surface_flush(band)
      cairo_surface_destroy(band)
      painters[k] = painter
    }
    cairo_surface_mark_dirty(surface.pointer)
    let drawn = painters.values.map { $0! }
    var unmapped: Set<String> = []
    for painter in drawn {
      try Surface.check(cairo_status(painter.cr))
      unmapped.formUnion(painter.unmappedSymbols)
    }
    // Every band visits every item it is given and counts those it cannot draw before
    // skipping those outside it (groups are always entered): the count is one band's.
    return (unmapped, drawn[0].skippedItems)
  }

  /// `items` split into what can be drawn band by band (everything before the first
  /// backdrop, which blurs what is drawn under it, across any band's edge) and the rest, in
  /// order. A group of opacity 1 around the backdrop is split in two with the same clip
  /// (drawing one after the other is the same); a group with opacity below 1 is composited
  /// as a whole, so it goes to the rest entire.
  static func splitAtFirstBackdrop(_ items: [DisplayItem]) -> (before: [DisplayItem], rest: [DisplayItem]) {
    for (i, item) in items.enumerated() {
      switch item {
      case .backdrop:
        return (Array(items[..<i]), Array(items[i...]))
      case .group(let opacity, let clip, let inner) where inner.contains(where: \.containsBackdrop):
        guard opacity >= 1 else { return (Array(items[..<i]), Array(items[i...])) }
        let (before, rest) = splitAtFirstBackdrop(inner)
        return (
          Array(items[..<i]) + (before.isEmpty ? [] : [.group(opacity: opacity, clip: clip, items: before)]),
          [.group(opacity: opacity, clip: clip, items: rest)] + Array(items[(i + 1)...])
        )
      default:
        continue
      }
    }
    return (items, [])
  }

  /// Draws `list` in `format`.
  public func render(_ list: DisplayList, format: Format) throws(CanvasError) -> Output {
    switch format {
    case .png:
      let frame = try draw(list)
      return Output(
        data: try frame.pngData(), unmappedSymbols: frame.unmappedSymbols, skippedItems: frame.skippedItems)
    case .svg, .pdf:
      return try renderVector(list, svg: format == .svg)
    }
  }

  /// The list as PNG at `list.scale`.
  public func renderPNG(_ list: DisplayList) throws(CanvasError) -> Data {
    try render(list, format: .png).data
  }

  /// The list as SVG, in points (`px` units). Vector formats cannot blur what is under a
  /// glass backdrop, so it is drawn as its tint with alpha raised two thirds of the way to
  /// opaque; shadows are embedded as small blurred bitmaps.
  public func renderSVG(_ list: DisplayList) throws(CanvasError) -> Data {
    try render(list, format: .svg).data
  }

  /// The list as a one-page PDF, in points, with backdrops and shadows as in
  /// ``renderSVG(_:)``.
  public func renderPDF(_ list: DisplayList) throws(CanvasError) -> Data {
    try render(list, format: .pdf).data
  }

  /// Draws `list` in `format` and writes it to `url` atomically: the bytes go to a temporary
  /// file in the same folder, renamed over `url` only when complete, so a failure leaves no
  /// partial file behind.
  @discardableResult
  public func write(_ list: DisplayList, format: Format, to url: URL) throws -> Output {
    let output = try render(list, format: format)
    try Self.writeAtomically(output.data, to: url)
    return output
  }

  /// Writes `data` to a hidden temporary file next to `url`, then renames it over `url`
  /// (atomic on one file system); the temporary file is removed if anything fails.
  static func writeAtomically(_ data: Data, to url: URL) throws {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try data.write(to: temporary)
      guard rename(temporary.path, url.path) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }

  /// Whether the list starts with an opaque fill of every pixel (a background), so a reused
  /// surface need not be cleared first.
  static func firstItemCoversFrame(_ list: DisplayList, _ w: Int, _ h: Int) -> Bool {
    guard case .fill(.rect(let b), let paint)? = list.items.first else { return false }
    let opaque: Bool
    switch paint {
    case .color(let c): opaque = c.a >= 1
    case .linearGradient(_, _, let stops): opaque = !stops.isEmpty && stops.allSatisfy { $0.color.a >= 1 }
    }
    return opaque && b.x <= 0 && b.y <= 0 && b.maxX * list.scale >= Double(w)
      && b.maxY * list.scale >= Double(h)
  }

  static func pixelSize(_ list: DisplayList) throws(CanvasError) -> (Int, Int) {
    let w = (list.width * list.scale).rounded(.up)
    let h = (list.height * list.scale).rounded(.up)
    guard w.isFinite, h.isFinite, list.scale > 0, w >= 1, h >= 1, w <= 16384, h <= 16384 else {
      throw .invalidSize(width: list.width, height: list.height, scale: list.scale)
    }
    return (Int(w), Int(h))
  }

  private func renderVector(_ list: DisplayList, svg: Bool) throws(CanvasError) -> Output {
    guard list.width > 0, list.height > 0, list.width <= DisplayList.Limits.side,
      list.height <= DisplayList.Limits.side
    else {
      throw .invalidSize(width: list.width, height: list.height, scale: list.scale)
    }
    let sink = VectorSink()
    let write: cairo_write_func_t = { closure, data, length in
      guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
      Unmanaged<VectorSink>.fromOpaque(closure).takeUnretainedValue().data.append(data, count: Int(length))
      return CAIRO_STATUS_SUCCESS
    }
    let closure = Unmanaged.passUnretained(sink).toOpaque()
    let surface: Surface
    if svg {
      surface = try Surface(cairo_svg_surface_create_for_stream(write, closure, list.width, list.height))
      cairo_svg_surface_set_document_unit(surface.pointer, CAIRO_SVG_UNIT_PX)
    } else {
      surface = try Surface(cairo_pdf_surface_create_for_stream(write, closure, list.width, list.height))
      cairo_pdf_surface_set_metadata(surface.pointer, CAIRO_PDF_METADATA_CREATOR, "Detents")
    }
    let painter = Painter(surface: surface.pointer, scale: 1, raster: false)
    painter.draw(list)
    try Surface.check(cairo_status(painter.cr))
    cairo_surface_finish(surface.pointer)
    try Surface.check(cairo_surface_status(surface.pointer))
    return withExtendedLifetime(surface) {
      Output(
        data: sink.data, unmappedSymbols: painter.unmappedSymbols.sorted(), skippedItems: painter.skippedItems
      )
    }
  }
}

extension DisplayItem {
  /// Whether this is a backdrop or a group with one inside.
  var containsBackdrop: Bool {
    switch self {
    case .backdrop: true
    case .group(_, _, let items): items.contains(where: \.containsBackdrop)
    default: false
    }
  }
}

private final class VectorSink {
  var data = Data()
}

/// A drawn raster frame, before encoding.
public final class Frame: @unchecked Sendable {
  // Unchecked: the surface is never drawn on again after `draw` returns; encoding and
  // reading pixels only read it.
  let surface: Surface
  /// SF Symbol names drawn as placeholders, sorted, each once.
  public let unmappedSymbols: [String]
  /// How many items were not drawn because a number in them is NaN or infinite.
  public let skippedItems: Int

  init(surface: Surface, unmappedSymbols: [String], skippedItems: Int) {
    self.surface = surface
    self.unmappedSymbols = unmappedSymbols
    self.skippedItems = skippedItems
  }

  deinit { SurfacePool.shared.give(surface) }

  /// Width in pixels.
  public var width: Int { surface.width }
  /// Height in pixels.
  public var height: Int { surface.height }

  /// The frame as PNG (8-bit RGB when opaque, else RGBA), encoded in memory.
  public func pngData() throws(CanvasError) -> Data { try surface.pngData() }

  /// The frame as PNG from Cairo's own writer (libpng): slower, for comparison.
  public func cairoPNGData() throws(CanvasError) -> Data { try surface.cairoPNGData() }

  /// The frame's pixels, unpremultiplied RGBA.
  public func image() -> RasterImage { RasterImage(surface: surface) }
}
