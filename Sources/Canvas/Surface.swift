import CPangoCairo
import Foundation

/// Why drawing or encoding failed.
public enum CanvasError: Error, Equatable, CustomStringConvertible {
  /// The display list's size or scale gives no pixels, or too many (over 16384 a side).
  case invalidSize(width: Double, height: Double, scale: Double)
  /// Cairo reported an error (its message).
  case cairo(String)
  /// Image data could not be decoded.
  case invalidImage(String)

  public var description: String {
    switch self {
    case .invalidSize(let w, let h, let s): "cannot draw a \(w)×\(h) pt list at scale \(s)"
    case .cairo(let m): "cairo: \(m)"
    case .invalidImage(let m): "invalid image: \(m)"
    }
  }
}

/// An owned `cairo_surface_t`, destroyed with the object.
final class Surface {
  let pointer: OpaquePointer
  /// Pixels this object mapped itself (see ``init(width:height:)``), unmapped with it.
  private var mapping: (address: UnsafeMutableRawPointer, length: Int)?

  init(_ pointer: OpaquePointer) throws(CanvasError) {
    self.pointer = pointer
    try Surface.check(cairo_surface_status(pointer))
  }

  /// A transparent image surface (ARGB32 unless told). A large one (a 3× phone screen is 12.6 MB) gets its
  /// pixels from a mapping of its own that the kernel may back with 2 MB pages: the first
  /// write of each 4 KB page otherwise faults, ~3,000 faults a frame.
  convenience init(width: Int, height: Int, format: cairo_format_t = CAIRO_FORMAT_ARGB32) throws(CanvasError)
  {
    let stride = Int(cairo_format_stride_for_width(format, Int32(width)))
    let length = stride * height
    if stride > 0, length >= 4 << 20, let m = Surface.map(length) {
      let p = cairo_image_surface_create_for_data(
        m.assumingMemoryBound(to: UInt8.self), format, Int32(width), Int32(height), Int32(stride))!
      do {
        try self.init(p)
      } catch {
        cairo_surface_destroy(p)
        munmap(m, length)
        throw error
      }
      mapping = (m, length)
      return
    }
    try self.init(cairo_image_surface_create(format, Int32(width), Int32(height)))
  }

  /// Zeroed memory of `length` bytes, asked to be backed by huge pages; nil if it cannot be had.
  private static func map(_ length: Int) -> UnsafeMutableRawPointer? {
    let m = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    guard let m, m != MAP_FAILED else { return nil }
    _ = madvise(m, length, MADV_HUGEPAGE)
    return m
  }

  deinit {
    cairo_surface_destroy(pointer)
    if let mapping { munmap(mapping.address, mapping.length) }
  }

  static func check(_ status: cairo_status_t) throws(CanvasError) {
    if status != CAIRO_STATUS_SUCCESS { throw .cairo(String(cString: cairo_status_to_string(status))) }
  }

  var width: Int { Int(cairo_image_surface_get_width(pointer)) }
  var height: Int { Int(cairo_image_surface_get_height(pointer)) }
  var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

  /// The surface as PNG, with ``PNGEncoder`` (Cairo's writer for formats other than ARGB32).
  func pngData() throws(CanvasError) -> Data {
    cairo_surface_flush(pointer)
    guard cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_ARGB32,
      let data = cairo_image_surface_get_data(pointer)
    else { return try cairoPNGData() }
    return try PNGEncoder.encode(data, width: width, height: height, stride: stride)
  }

  /// The surface as PNG with Cairo's own writer (libpng), through a stream.
  func cairoPNGData() throws(CanvasError) -> Data {
    cairo_surface_flush(pointer)
    let sink = ByteSink()
    let status = cairo_surface_write_to_png_stream(
      pointer,
      { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().data.append(data, count: Int(length))
        return CAIRO_STATUS_SUCCESS
      }, Unmanaged.passUnretained(sink).toOpaque())
    try Surface.check(status)
    return sink.data
  }

  /// An image surface decoded from PNG bytes.
  static func fromPNG(_ data: Data) throws(CanvasError) -> Surface {
    let source = ByteSource(data)
    let s = cairo_image_surface_create_from_png_stream(
      { closure, out, length in
        guard let closure, let out else { return CAIRO_STATUS_READ_ERROR }
        let src = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
        let n = Int(length)
        guard src.offset + n <= src.bytes.count else { return CAIRO_STATUS_READ_ERROR }
        src.bytes.withUnsafeBytes {
          out.update(
            from: $0.baseAddress!.advanced(by: src.offset).assumingMemoryBound(to: UInt8.self), count: n)
        }
        src.offset += n
        return CAIRO_STATUS_SUCCESS
      }, Unmanaged.passUnretained(source).toOpaque())!
    do {
      return try Surface(s)
    } catch {
      throw .invalidImage("not a PNG (\(error))")
    }
  }
}

/// Frame surfaces kept for reuse: a new 3× full-screen surface costs ~3,000 page faults
/// (several milliseconds) on first write, a reused one a 12 MB clear (under a millisecond).
/// Holds at most two surfaces; thread-safe.
final class SurfacePool: @unchecked Sendable {
  static let shared = SurfacePool()
  private let condition = NSCondition()
  /// Free surfaces; `clean` ones are known to be all zero (never drawn on).
  private var free: [(surface: Surface, clean: Bool)] = []
  /// Sizes being made by ``prepare(width:height:)``.
  private var pending: [(width: Int, height: Int)] = []
  private let limit = 2

  /// An ARGB32 surface of this size, reused when one is free: transparent, or with
  /// whatever the last frame left when `clear` is false (the caller paints every pixel).
  /// Waits for one of this size that ``prepare(width:height:)`` is making.
  func take(width: Int, height: Int, clear: Bool = true) throws(CanvasError) -> Surface {
    condition.lock()
    while pending.contains(where: { $0 == (width, height) }) { condition.wait() }
    let index = free.firstIndex { $0.surface.width == width && $0.surface.height == height }
    let reused = index.map { free.remove(at: $0) }
    condition.unlock()
    guard let (surface, clean) = reused else { return try Surface(width: width, height: height) }
    guard clear, !clean else { return surface }
    cairo_surface_flush(surface.pointer)
    if let data = cairo_image_surface_get_data(surface.pointer) {
      data.update(repeating: 0, count: surface.stride * surface.height)
    }
    cairo_surface_mark_dirty(surface.pointer)
    return surface
  }

  /// Makes a transparent surface of this size on another thread and keeps it for the next
  /// ``take(width:height:clear:)``: its memory is written once there, so the kernel's page
  /// faults and zeroing (3–4 ms for a 3× phone screen) happen while the program is still
  /// being read and run, not while the frame is drawn.
  func prepare(width: Int, height: Int) {
    condition.lock()
    defer { condition.unlock() }
    guard !free.contains(where: { $0.surface.width == width && $0.surface.height == height }),
      !pending.contains(where: { $0 == (width, height) })
    else { return }
    pending.append((width, height))
    Thread.detachNewThread {
      let surface = try? Surface(width: width, height: height)
      if let surface, let data = cairo_image_surface_get_data(surface.pointer) {
        // Fresh anonymous memory reads as zero; writing the zeros is what maps it in.
        data.update(repeating: 0, count: surface.stride * surface.height)
      }
      self.condition.lock()
      self.pending.removeAll { $0 == (width, height) }
      if let surface { self.keep(surface, clean: true) }
      self.condition.broadcast()
      self.condition.unlock()
    }
  }

  /// Returns a surface nobody draws on or reads any more.
  func give(_ surface: Surface) {
    condition.lock()
    defer { condition.unlock() }
    keep(surface, clean: false)
  }

  /// Adds `surface` to the free list, dropping the oldest beyond the limit (lock held).
  private func keep(_ surface: Surface, clean: Bool) {
    if free.count >= limit { free.removeFirst() }
    free.append((surface, clean))
  }
}

private final class ByteSink {
  var data = Data()
}

private final class ByteSource {
  let bytes: [UInt8]
  var offset = 0
  init(_ data: Data) { bytes = [UInt8](data) }
}

/// An RGBA pixel, 8 bits per channel, not premultiplied.
public struct Pixel: Hashable, Sendable, CustomStringConvertible {
  public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
  /// A pixel from its red, green, blue and alpha bytes.
  public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }
  public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}

/// A drawn raster image: RGBA, 8 bits per channel, not premultiplied, rows top to bottom.
///
/// For tests and tools that look at pixels; decode and encode PNG with ``init(png:)`` and
/// ``pngData()``.
public struct RasterImage: Hashable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// `width × height × 4` bytes: r, g, b, a.
  public var pixels: [UInt8]

  /// An image from RGBA bytes (`width × height × 4` of them).
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(pixels.count == width * height * 4, "RasterImage needs width × height × 4 bytes")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Decodes a PNG.
  public init(png: Data) throws(CanvasError) {
    self.init(surface: try Surface.fromPNG(png))
  }

  init(surface: Surface) {
    cairo_surface_flush(surface.pointer)
    let w = surface.width
    let h = surface.height
    let stride = surface.stride
    let format = cairo_image_surface_get_format(surface.pointer)
    var out = [UInt8](repeating: 0, count: w * h * 4)
    if let data = cairo_image_surface_get_data(surface.pointer) {
      out.withUnsafeMutableBufferPointer { dst in
        for y in 0..<h {
          let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
          for x in 0..<w {
            let v = row[x]
            var a = Int(v >> 24)
            if format == CAIRO_FORMAT_RGB24 { a = 255 }
            var r = Int((v >> 16) & 0xFF)
            var g = Int((v >> 8) & 0xFF)
            var b = Int(v & 0xFF)
            if a > 0 && a < 255 {
              r = min(255, (r * 255 + a / 2) / a)
              g = min(255, (g * 255 + a / 2) / a)
              b = min(255, (b * 255 + a / 2) / a)
            }
            let o = (y * w + x) * 4
            dst[o] = UInt8(r)
            dst[o + 1] = UInt8(g)
            dst[o + 2] = UInt8(b)
            dst[o + 3] = UInt8(a)
          }
        }
      }
    }
    self.init(width: w, height: h, pixels: out)
  }

  /// The pixel at column `x`, row `y` (from the top left).
  public func pixel(_ x: Int, _ y: Int) -> Pixel {
    precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel (\(x), \(y)) is outside the image")
    let o = (y * width + x) * 4
    return Pixel(pixels[o], pixels[o + 1], pixels[o + 2], pixels[o + 3])
  }

  /// The image as PNG, compressed hard (Cairo's writer: slower than ``Frame/pngData()``,
  /// files about a quarter smaller), for references kept in a repository.
  public func pngData() throws(CanvasError) -> Data {
    let surface = try Surface(width: width, height: height)
    let stride = surface.stride
    if let data = cairo_image_surface_get_data(surface.pointer) {
      for y in 0..<height {
        let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
          let o = (y * width + x) * 4
          let a = UInt32(pixels[o + 3])
          func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
          row[x] = a << 24 | pre(pixels[o]) << 16 | pre(pixels[o + 1]) << 8 | pre(pixels[o + 2])
        }
      }
    }
    cairo_surface_mark_dirty(surface.pointer)
    return try surface.cairoPNGData()
  }
}
