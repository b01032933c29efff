import CPangoCairo
import Foundation
import Layout

/// An image surface's pixels, located in device space.
struct Readable {
  let surface: OpaquePointer
  let data: UnsafeMutablePointer<UInt8>
  let stride: Int
  /// Device offset: device (x, y) is pixel (x + ox, y + oy).
  let ox: Int, oy: Int
  /// The surface's extents in device pixels.
  let minX: Int, minY: Int, maxX: Int, maxY: Int

  init?(_ surface: OpaquePointer?) {
    guard let surface, cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
    else { return nil }
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    var dx = 0.0
    var dy = 0.0
    cairo_surface_get_device_offset(surface, &dx, &dy)
    self.surface = surface
    self.data = data
    stride = Int(cairo_image_surface_get_stride(surface))
    ox = Int(dx.rounded())
    oy = Int(dy.rounded())
    minX = -ox
    minY = -oy
    maxX = Int(cairo_image_surface_get_width(surface)) - ox
    maxY = Int(cairo_image_surface_get_height(surface)) - oy
  }

  /// Downsamples the device region [x0, x1) × [y0, y1) (inside the extents) into `dst`.
  func downsample(
    x0: Int, y0: Int, x1: Int, y1: Int, factor: Int, into dst: UnsafeMutablePointer<UInt8>,
    stride dstStride: Int,
    width: Int, height: Int
  ) {
    Painter.downsample(
      from: data, stride: stride, x0: x0 + ox, y0: y0 + oy, x1: x1 + ox, y1: y1 + oy, factor: factor,
      into: dst,
      stride: dstStride, width: width, height: height)
  }
}

extension Painter {
  // MARK: Backdrops and shadows

  func drawBackdrop(_ shape: Shape, blurRadius: Double, tint: RGBA, edge: RGBA) {
    let blurred =
      raster && blurRadius > 0
      && blurUnder(shape, sigma: CanvasStyle.backdropSigma(blurRadius: blurRadius), tint: tint)
    if !blurred {
      setColor(raster ? tint : CanvasStyle.vectorBackdropTint(tint))
      cairo_new_path(cr)
      shape.addPath(to: cr)
      cairo_fill(cr)
    }
    guard edge.a > 0 else { return }
    let width = CanvasStyle.edgeWidth(scale: scale)
    setColor(edge)
    cairo_set_line_width(cr, width)
    cairo_new_path(cr)
    if let inner = shape.inset(by: width / 2) {
      // A hairline just inside the edge, stroked along the shape inset by half its width.
      inner.addPath(to: cr)
      cairo_stroke(cr)
    } else {
      // Free paths: twice the width, clipped to the shape.
      cairo_save(cr)
      shape.addPath(to: cr)
      cairo_clip_preserve(cr)
      cairo_set_line_width(cr, 2 * width)
      cairo_stroke(cr)
      cairo_restore(cr)
    }
  }

  /// Replaces what is drawn under `shape` with its blur (σ in points), saturated and tinted.
  /// Returns false, drawing nothing, when the target cannot be read back.
  func blurUnder(_ shape: Shape, sigma: Double, tint: RGBA) -> Bool {
    // What is under the glass: the layer being drawn (a group's own layer inside an opacity
    // group) over the frame below it, when they differ.
    guard let layer = Readable(cairo_get_group_target(cr)) else { return false }
    let frame = cairo_get_target(cr) == layer.surface ? nil : Readable(cairo_get_target(cr))

    // The shape's bounds in device pixels, widened by 3σ so the blur sees beyond it, within
    // the layer (and the frame).
    let b = shape.bounds
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    for (ux, uy) in [(b.x, b.y), (b.maxX, b.y), (b.x, b.maxY), (b.maxX, b.maxY)] {
      var x = ux
      var y = uy
      cairo_user_to_device(cr, &x, &y)
      minX = min(minX, x)
      maxX = max(maxX, x)
      minY = min(minY, y)
      maxY = max(maxY, y)
    }
    var dx = sigma
    var dy = 0.0
    cairo_user_to_device_distance(cr, &dx, &dy)
    let sigmaPx = (dx * dx + dy * dy).squareRoot()
    guard sigmaPx >= 0.5 else { return false }
    let pad = (3 * sigmaPx).rounded(.up)
    var x0 = max(layer.minX, Int((minX - pad).rounded(.down)))
    var y0 = max(layer.minY, Int((minY - pad).rounded(.down)))
    var x1 = min(layer.maxX, Int((maxX + pad).rounded(.up)))
    var y1 = min(layer.maxY, Int((maxY + pad).rounded(.up)))
    if let frame {
      x0 = max(x0, frame.minX)
      y0 = max(y0, frame.minY)
      x1 = min(x1, frame.maxX)
      y1 = min(y1, frame.maxY)
    }
    guard x1 > x0, y1 > y0 else { return false }

    let d = max(1, min(CanvasStyle.maxDownsample, Int(sigmaPx / CanvasStyle.downsampleSigmaPerPixel)))
    let sw = (x1 - x0 + d - 1) / d
    let sh = (y1 - y0 + d - 1) / d
    guard let small = try? Surface(width: sw, height: sh),
      let sdata = cairo_image_surface_get_data(small.pointer)
    else { return false }
    let sstride = small.stride
    layer.downsample(
      x0: x0, y0: y0, x1: x1, y1: y1, factor: d, into: sdata, stride: sstride, width: sw, height: sh)
    if let frame {
      let below = UnsafeMutablePointer<UInt8>.allocate(capacity: sstride * sh)
      defer { below.deallocate() }
      frame.downsample(
        x0: x0, y0: y0, x1: x1, y1: y1, factor: d, into: below, stride: sstride, width: sw, height: sh)
      Self.composite(sdata, over: below, width: sw, height: sh, stride: sstride)
    }
    // Each pixel keeps its own coverage: the blur spreads colour, not transparency, so glass
    // near the frame's transparent corners does not turn pale.
    let coverage = UnsafeMutablePointer<UInt8>.allocate(capacity: sw * sh)
    defer { coverage.deallocate() }
    for y in 0..<sh {
      for x in 0..<sw { coverage[y * sw + x] = sdata[y * sstride + x * 4 + 3] }
    }
    BoxBlur.blur(sdata, width: sw, height: sh, stride: sstride, sigma: sigmaPx / Double(d))
    Self.finishBackdrop(
      sdata, coverage: coverage, width: sw, height: sh, stride: sstride,
      saturation: CanvasStyle.backdropSaturation, tint: tint)
    cairo_surface_mark_dirty(small.pointer)

    // The blurred copy, scaled back up, replaces the pixels under the shape (antialiased at
    // its edge). The path is set first, in user space; the source is placed in device space.
    cairo_save(cr)
    cairo_new_path(cr)
    shape.addPath(to: cr)
    cairo_identity_matrix(cr)
    cairo_translate(cr, Double(x0), Double(y0))
    cairo_scale(cr, Double(d), Double(d))
    cairo_set_source_surface(cr, small.pointer, 0, 0)
    let pattern = cairo_get_source(cr)
    cairo_pattern_set_filter(pattern, d == 1 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_fill(cr)
    cairo_restore(cr)
    return true
  }

  /// `top` over `bottom`, premultiplied, into `top`.
  static func composite(
    _ top: UnsafeMutablePointer<UInt8>, over bottom: UnsafePointer<UInt8>, width: Int, height: Int,
    stride: Int
  ) {
    for y in 0..<height {
      let t = top + y * stride
      let u = bottom + y * stride
      for x in 0..<width {
        let keep = 255 - Int(t[x * 4 + 3])
        for c in 0..<4 {
          t[x * 4 + c] = UInt8(min(255, Int(t[x * 4 + c]) + (Int(u[x * 4 + c]) * keep + 127) / 255))
        }
      }
    }
  }

  /// Averages `factor × factor` blocks of the region [x0, x1) × [y0, y1) into `dst`. Blocks
  /// of 4 or more pixels a side average every other pixel and row: the blur that follows
  /// is several blocks wide, so the result is the same to a level or two, at a quarter of
  /// the reads.
  static func downsample(
    from src: UnsafeMutablePointer<UInt8>, stride: Int, x0: Int, y0: Int, x1: Int, y1: Int, factor d: Int,
    into dst: UnsafeMutablePointer<UInt8>, stride dstStride: Int, width sw: Int, height sh: Int
  ) {
    if d == 1 {
      for y in 0..<sh { (dst + y * dstStride).update(from: src + (y0 + y) * stride + x0 * 4, count: sw * 4) }
      return
    }
    let step = d >= 4 ? 2 : 1
    let acc = UnsafeMutablePointer<Int32>.allocate(capacity: sw * 4)
    let counts = UnsafeMutablePointer<Int32>.allocate(capacity: sw)
    defer {
      acc.deallocate()
      counts.deallocate()
    }
    for sy in 0..<sh {
      let top = y0 + sy * d
      let bottom = min(y1, top + d)
      acc.update(repeating: 0, count: sw * 4)
      counts.update(repeating: 0, count: sw)
      var y = top
      while y < bottom {
        let row = UnsafeRawPointer(src + y * stride).assumingMemoryBound(to: UInt32.self)
        for sx in 0..<sw {
          var x = x0 + sx * d
          let right = min(x1, x + d)
          var s0: Int32 = 0, s1: Int32 = 0, s2: Int32 = 0, s3: Int32 = 0, n: Int32 = 0
          while x < right {
            let v = row[x]
            s0 &+= Int32(truncatingIfNeeded: v & 0xFF)
            s1 &+= Int32(truncatingIfNeeded: (v >> 8) & 0xFF)
            s2 &+= Int32(truncatingIfNeeded: (v >> 16) & 0xFF)
            s3 &+= Int32(truncatingIfNeeded: v >> 24)
            n &+= 1
            x += step
          }
          acc[sx * 4] &+= s0
          acc[sx * 4 + 1] &+= s1
          acc[sx * 4 + 2] &+= s2
          acc[sx * 4 + 3] &+= s3
          counts[sx] &+= n
        }
        y += step
      }
      // Bytes in memory order: on little-endian, byte 0 of the word is its low 8 bits.
      let out = UnsafeMutableRawPointer(dst + sy * dstStride).assumingMemoryBound(to: UInt32.self)
      for sx in 0..<sw {
        let n = max(1, counts[sx])
        func avg(_ c: Int) -> UInt32 { UInt32((acc[sx * 4 + c] + n / 2) / n) }
        out[sx] = avg(0) | avg(1) << 8 | avg(2) << 16 | avg(3) << 24
      }
    }
  }

  /// Gives each blurred pixel the coverage it had before the blur, scales its distance from
  /// its grey by `saturation`, then composites `tint` over it.
  static func finishBackdrop(
    _ p: UnsafeMutablePointer<UInt8>, coverage: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
    saturation: Double, tint: RGBA
  ) {
    // Cairo's ARGB32 is a native-endian 0xAARRGGBB word: bytes B, G, R, A on little-endian.
    let s = Int(saturation * 256)
    let ta = Int((max(0, min(1, tint.a)) * 256).rounded())
    let keep = 256 - ta
    let tb = Int((tint.b * tint.a * 255 * 256).rounded())
    let tg = Int((tint.g * tint.a * 255 * 256).rounded())
    let tr = Int((tint.r * tint.a * 255 * 256).rounded())
    let taa = ta * 255
    for y in 0..<height {
      var q = p + y * stride
      for x in 0..<width {
        // The blurred colour, unpremultiplied by the blurred alpha, premultiplied again by
        // the pixel's own coverage.
        let blurredAlpha = Int(q[3])
        let a = Int(coverage[y * width + x])
        var b = 0
        var g = 0
        var r = 0
        if blurredAlpha > 0 {
          b = min(a, (Int(q[0]) * a + blurredAlpha / 2) / blurredAlpha)
          g = min(a, (Int(q[1]) * a + blurredAlpha / 2) / blurredAlpha)
          r = min(a, (Int(q[2]) * a + blurredAlpha / 2) / blurredAlpha)
        }
        let luma = (r * 54 + g * 183 + b * 19) >> 8
        let sb = min(a, max(0, luma + ((b - luma) * s >> 8)))
        let sg = min(a, max(0, luma + ((g - luma) * s >> 8)))
        let sr = min(a, max(0, luma + ((r - luma) * s >> 8)))
        q[0] = UInt8(min(255, (sb * keep + tb + 128) >> 8))
        q[1] = UInt8(min(255, (sg * keep + tg + 128) >> 8))
        q[2] = UInt8(min(255, (sr * keep + tr + 128) >> 8))
        q[3] = UInt8(min(255, (a * keep + taa + 128) >> 8))
        q += 4
      }
    }
  }

  /// Draws `shape`, moved by `offset`, blurred (σ = radius / 2) in `color`, as a soft shadow.
  ///
  /// The blurred mask is a coloured ARGB32 image: scaling an A8 mask up (as a source or
  /// through `cairo_mask`) measured 2.5× slower, since Pixman's fast bilinear paths are for
  /// 32-bit pixels.
  func drawShadow(_ shape: Shape, color: RGBA, radius: Double, offset: Point) {
    guard color.a > 0 else { return }
    let sigma = CanvasStyle.shadowSigma(radius: radius)
    let pixelsPerPoint = raster ? scale : CanvasStyle.vectorShadowPixelsPerPoint
    let sigmaPx = sigma * pixelsPerPoint
    if sigmaPx < 0.5 {
      cairo_save(cr)
      cairo_translate(cr, offset.x, offset.y)
      cairo_new_path(cr)
      shape.addPath(to: cr)
      setColor(color)
      cairo_fill(cr)
      cairo_restore(cr)
      return
    }
    let d = max(1, min(CanvasStyle.maxDownsample, Int(sigmaPx / CanvasStyle.downsampleSigmaPerPixel)))
    let k = pixelsPerPoint / Double(d)  // mask pixels per point
    let b = shape.bounds
    let pad = 3 * sigma
    let rx = b.x + offset.x - pad
    let ry = b.y + offset.y - pad
    let sw = Int(((b.width + 2 * pad) * k).rounded(.up))
    let sh = Int(((b.height + 2 * pad) * k).rounded(.up))
    guard sw > 0, sh > 0, sw <= 8192, sh <= 8192, let mask = try? Surface(width: sw, height: sh) else {
      return
    }
    let mcr = cairo_create(mask.pointer)!
    cairo_scale(mcr, k, k)
    cairo_translate(mcr, -rx + offset.x, -ry + offset.y)
    shape.addPath(to: mcr)
    cairo_set_source_rgba(mcr, color.r, color.g, color.b, color.a)
    cairo_fill(mcr)
    cairo_destroy(mcr)
    cairo_surface_flush(mask.pointer)
    guard let mdata = cairo_image_surface_get_data(mask.pointer) else { return }
    BoxBlur.blur(mdata, width: sw, height: sh, stride: mask.stride, sigma: sigmaPx / Double(d))
    cairo_surface_mark_dirty(mask.pointer)

    // Deep inside the shape the blurred mask is uniform: a plain fill there is much cheaper
    // than scaling the mask up, which then covers only the ring around it.
    let inner = raster ? shadowInterior(shape, margin: pad + 2 / k, offset: offset) : nil
    cairo_save(cr)
    cairo_new_path(cr)
    cairo_rectangle(cr, rx, ry, Double(sw) / k, Double(sh) / k)
    if let inner {
      cairo_rectangle(cr, inner.x, inner.y, inner.width, inner.height)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    }
    cairo_translate(cr, rx, ry)
    cairo_scale(cr, 1 / k, 1 / k)
    cairo_set_source_surface(cr, mask.pointer, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
    cairo_fill(cr)
    cairo_restore(cr)
    if let inner {
      setColor(color)
      cairo_new_path(cr)
      cairo_rectangle(cr, inner.x, inner.y, inner.width, inner.height)
      cairo_fill(cr)
    }
  }

  /// A rectangle, snapped to device pixels, inside `shape` moved by `offset` and at least
  /// `margin` from its edge (plus the corner radius), or nil when there is none worth it.
  func shadowInterior(_ shape: Shape, margin: Double, offset: Point) -> Rect? {
    let corner: Double
    switch shape {
    case .rect: corner = 0
    case .roundedRect(_, let r, _): corner = r
    case .roundedCorners(_, let a, let b, let c, let d): corner = max(a, b, c, d)
    case .ellipse(let b): corner = min(b.width, b.height) / 2
    case .path: return nil
    }
    let b = shape.bounds
    let inset = margin + corner
    var x1 = b.x + offset.x + inset
    var y1 = b.y + offset.y + inset
    var x2 = b.maxX + offset.x - inset
    var y2 = b.maxY + offset.y - inset
    guard x2 - x1 > 8 * margin / 3, y2 - y1 > 8 * margin / 3 else { return nil }
    cairo_user_to_device(cr, &x1, &y1)
    cairo_user_to_device(cr, &x2, &y2)
    x1 = x1.rounded(.up)
    y1 = y1.rounded(.up)
    x2 = x2.rounded(.down)
    y2 = y2.rounded(.down)
    cairo_device_to_user(cr, &x1, &y1)
    cairo_device_to_user(cr, &x2, &y2)
    return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }
}
