import CPangoCairo
import Foundation
import Layout

/// Chosen drawing constants, each with its reason.
enum CanvasStyle {
  /// A backdrop's `blurRadius` is the Gaussian's standard deviation in points, as in CSS
  /// `backdrop-filter: blur(r)`, which the browser Studio uses: the two outputs then match.
  static func backdropSigma(blurRadius: Double) -> Double { blurRadius }

  /// A shadow's `radius` is twice the standard deviation, as in CSS `box-shadow` and canvas
  /// `shadowBlur` (and close to Core Animation's `shadowRadius` look).
  static func shadowSigma(radius: Double) -> Double { radius / 2 }

  /// Blurred backdrops are boosted in saturation, as UIKit materials and Liquid Glass are
  /// (their backdrop filters saturate what shows through); 1.6 is a judgement between plain
  /// blur (1.0) and the ≈1.8 reported for system materials, since our tint is flat.
  static let backdropSaturation = 1.6

  /// SVG and PDF cannot read back what is drawn, so a backdrop is its tint with alpha raised
  /// two thirds of the way to opaque: frosted glass hides most of what is under it.
  static func vectorBackdropTint(_ tint: RGBA) -> RGBA {
    RGBA(tint.r, tint.g, tint.b, tint.a + (1 - tint.a) * 2 / 3)
  }

  /// The backdrop's hairline edge: one device pixel inside the shape (at least a third of a
  /// point), as UIKit hairlines are one pixel.
  static func edgeWidth(scale: Double) -> Double { max(1 / max(scale, 1), 1.0 / 3) }

  /// Blurs larger than this many pixels of σ are computed on a downsampled copy (by up to 8×)
  /// and scaled back up bilinearly: a blur that wide has no detail the low resolution loses,
  /// and it makes a 3× full-sheet backdrop cost about a millisecond.
  static let downsampleSigmaPerPixel = 3.0
  static let maxDownsample = 8

  /// Raster resolution of a shadow's blurred mask in SVG/PDF output, in pixels per point.
  static let vectorShadowPixelsPerPoint = 2.0

  /// Material Icons are drawn on a 24-unit grid whose live area is the middle 20 units; the
  /// live area fills the symbol's box, as an SF Symbol's glyph fills its frame.
  static let symbolLiveArea = 20.0 / 24.0
}

/// Walks a display list onto one Cairo context.
///
/// Raster backdrops blur the pixels already drawn on the current target under the shape:
/// inside a group with opacity below 1 that target is the group's own layer, so only the
/// group's earlier items show through (groups with opacity 1 draw straight to the frame).
final class Painter {
  let cr: OpaquePointer
  /// Device pixels per point.
  let scale: Double
  /// Whether the target is an image surface (backdrops can read it back).
  let raster: Bool
  private(set) var unmappedSymbols: Set<String> = []

  init(surface: OpaquePointer, scale: Double, raster: Bool) {
    cr = cairo_create(surface)
    self.scale = scale
    self.raster = raster
    cairo_scale(cr, scale, scale)
  }

  deinit { cairo_destroy(cr) }

  func draw(_ list: DisplayList) {
    for item in list.items { draw(item) }
  }

  func draw(_ item: DisplayItem) {
    switch item {
    case .fill(let shape, let paint):
      cairo_new_path(cr)
      shape.addPath(to: cr)
      setSource(paint)
      cairo_fill(cr)
    case .stroke(let shape, let paint, let lineWidth):
      guard lineWidth > 0 else { return }
      cairo_new_path(cr)
      shape.addPath(to: cr)
      setSource(paint)
      cairo_set_line_width(cr, lineWidth)
      cairo_stroke(cr)
    case .text(let run):
      drawText(run)
    case .symbol(let name, let box, let color):
      drawSymbol(name, box, color)
    case .group(let opacity, let clip, let items):
      guard opacity > 0, !items.isEmpty else { return }
      cairo_save(cr)
      if let clip {
        cairo_new_path(cr)
        clip.addPath(to: cr)
        cairo_clip(cr)
      }
      if opacity >= 1 {
        for i in items { draw(i) }
      } else {
        cairo_push_group(cr)
        for i in items { draw(i) }
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
      }
      cairo_restore(cr)
    case .backdrop(let shape, let blurRadius, let tint, let edge):
      drawBackdrop(shape, blurRadius: blurRadius, tint: tint, edge: edge)
    case .shadow(let shape, let color, let radius, let offset):
      drawShadow(shape, color: color, radius: radius, offset: offset)
    }
  }

  private func setColor(_ c: RGBA) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a) }

  private func setSource(_ paint: Paint) {
    switch paint {
    case .color(let c):
      setColor(c)
    case .linearGradient(let start, let end, let stops):
      guard let first = stops.first else { return setColor(.clear) }
      if stops.count == 1 { return setColor(first.color) }
      let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
      for s in stops.sorted(by: { $0.location < $1.location }) {
        cairo_pattern_add_color_stop_rgba(pattern, s.location, s.color.r, s.color.g, s.color.b, s.color.a)
      }
      cairo_set_source(cr, pattern)
      cairo_pattern_destroy(pattern)
    }
  }

  // MARK: Text and symbols

  private func drawText(_ run: TextRun) {
    guard !run.text.isEmpty, run.color.a > 0 else { return }
    setColor(run.color)
    PangoEngine.shared.withLock { state in
      let layout = state.lineLayout(run.text, FontKey(run.font))
      let baseline = Double(pango_layout_get_baseline(layout)) / pangoScale
      cairo_move_to(cr, run.origin.x, run.origin.y - baseline)
      pango_cairo_show_layout(cr, layout)
    }
  }

  private func drawSymbol(_ name: String, _ box: Box, _ color: RGBA) {
    guard box.width > 0, box.height > 0, color.a > 0 else { return }
    let side = min(box.width, box.height)
    let square = Box(x: box.midX - side / 2, y: box.midY - side / 2, width: side, height: side)
    guard let glyph = SymbolGlyph.forName(name) else {
      unmappedSymbols.insert(name)
      drawPlaceholder(square, color)
      return
    }
    switch glyph {
    case .glyph(let c):
      setColor(color)
      drawGlyph(c, in: square)
    case .inFilledCircle(let c):
      cairo_push_group(cr)
      cairo_set_source_rgba(cr, color.r, color.g, color.b, 1)
      cairo_new_path(cr)
      Shape.ellipse(square.inset(by: side / 24)).addPath(to: cr)
      cairo_fill(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
      drawGlyph(c, in: square.inset(by: side * 0.22))
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, color.a)
    case .inCircle(let c):
      setColor(color)
      let lw = side / 12
      cairo_new_path(cr)
      Shape.ellipse(square.inset(by: side / 24 + lw / 2)).addPath(to: cr)
      cairo_set_line_width(cr, lw)
      cairo_stroke(cr)
      drawGlyph(c, in: square.inset(by: side * 0.22))
    }
  }

  /// Draws a Material Icons glyph with its live area filling `box`, in the current source.
  private func drawGlyph(_ codepoint: UInt32, in box: Box) {
    guard let scalar = Unicode.Scalar(codepoint) else { return }
    let reference = 100.0
    PangoEngine.shared.withLock { state in
      let layout = state.lineLayout(
        String(Character(scalar)), FontKey(family: "Material Icons", size: reference))
      var ink = PangoRectangle()
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, &ink, &logical)
      let k = box.width / (reference * CanvasStyle.symbolLiveArea)
      // The em square (advance × logical height) centred in the box.
      let w = Double(logical.width) / pangoScale
      let h = Double(logical.height) / pangoScale
      cairo_save(cr)
      cairo_translate(cr, box.midX, box.midY)
      cairo_scale(cr, k, k)
      cairo_move_to(cr, -w / 2, -h / 2)
      pango_cairo_show_layout(cr, layout)
      cairo_restore(cr)
    }
  }

  /// A rounded square outline with a question mark: an SF Symbol we cannot draw.
  private func drawPlaceholder(_ square: Box, _ color: RGBA) {
    setColor(color)
    let lw = max(square.width / 14, 0.5)
    cairo_new_path(cr)
    Shape.roundedRect(square.inset(by: lw / 2), radius: square.width * 0.22, continuous: true).addPath(to: cr)
    cairo_set_line_width(cr, lw)
    cairo_stroke(cr)
    PangoEngine.shared.withLock { state in
      let layout = state.lineLayout("?", FontKey(family: "Inter", size: square.width * 0.62, weight: 700))
      var ink = PangoRectangle()
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, &ink, &logical)
      let ix = Double(ink.x) / pangoScale
      let iy = Double(ink.y) / pangoScale
      let iw = Double(ink.width) / pangoScale
      let ih = Double(ink.height) / pangoScale
      cairo_move_to(cr, square.midX - ix - iw / 2, square.midY - iy - ih / 2)
      pango_cairo_show_layout(cr, layout)
    }
  }

  // MARK: Backdrops and shadows

  private func drawBackdrop(_ shape: Shape, blurRadius: Double, tint: RGBA, edge: RGBA) {
    if raster {
      if blurRadius > 0 { blurUnder(shape, sigma: CanvasStyle.backdropSigma(blurRadius: blurRadius)) }
      setColor(tint)
    } else {
      setColor(CanvasStyle.vectorBackdropTint(tint))
    }
    cairo_new_path(cr)
    shape.addPath(to: cr)
    cairo_fill(cr)
    guard edge.a > 0 else { return }
    // A hairline inside the shape: stroke twice the width, clipped to the shape.
    cairo_save(cr)
    cairo_new_path(cr)
    shape.addPath(to: cr)
    cairo_clip_preserve(cr)
    setColor(edge)
    cairo_set_line_width(cr, 2 * CanvasStyle.edgeWidth(scale: scale))
    cairo_stroke(cr)
    cairo_restore(cr)
  }

  /// Replaces what is drawn under `shape` with its blur (σ in points), saturated.
  private func blurUnder(_ shape: Shape, sigma: Double) {
    guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
    else { return }
    cairo_surface_flush(target)
    guard let data = cairo_image_surface_get_data(target) else { return }
    let width = Int(cairo_image_surface_get_width(target))
    let height = Int(cairo_image_surface_get_height(target))
    let stride = Int(cairo_image_surface_get_stride(target))
    var ox = 0.0
    var oy = 0.0
    cairo_surface_get_device_offset(target, &ox, &oy)

    // The shape's bounds in the target's pixels, widened by 3σ so the blur sees beyond it.
    let b = shape.bounds
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    for (ux, uy) in [(b.x, b.y), (b.maxX, b.y), (b.x, b.maxY), (b.maxX, b.maxY)] {
      var x = ux
      var y = uy
      cairo_user_to_device(cr, &x, &y)
      minX = min(minX, x + ox)
      maxX = max(maxX, x + ox)
      minY = min(minY, y + oy)
      maxY = max(maxY, y + oy)
    }
    var dx = sigma
    var dy = 0.0
    cairo_user_to_device_distance(cr, &dx, &dy)
    let sigmaPx = (dx * dx + dy * dy).squareRoot()
    guard sigmaPx >= 0.5 else { return }
    let pad = (3 * sigmaPx).rounded(.up)
    let x0 = max(0, Int((minX - pad).rounded(.down)))
    let y0 = max(0, Int((minY - pad).rounded(.down)))
    let x1 = min(width, Int((maxX + pad).rounded(.up)))
    let y1 = min(height, Int((maxY + pad).rounded(.up)))
    guard x1 > x0, y1 > y0 else { return }

    let d = max(1, min(CanvasStyle.maxDownsample, Int(sigmaPx / CanvasStyle.downsampleSigmaPerPixel)))
    let sw = (x1 - x0 + d - 1) / d
    let sh = (y1 - y0 + d - 1) / d
    guard let small = try? Surface(width: sw, height: sh),
      let sdata = cairo_image_surface_get_data(small.pointer)
    else { return }
    let sstride = small.stride
    Self.downsample(
      from: data, stride: stride, x0: x0, y0: y0, x1: x1, y1: y1, factor: d, into: sdata, stride: sstride,
      width: sw, height: sh)
    BoxBlur.blur(sdata, width: sw, height: sh, stride: sstride, sigma: sigmaPx / Double(d))
    Self.saturate(sdata, width: sw, height: sh, stride: sstride, by: CanvasStyle.backdropSaturation)
    cairo_surface_mark_dirty(small.pointer)

    cairo_save(cr)
    cairo_new_path(cr)
    shape.addPath(to: cr)
    cairo_clip(cr)
    cairo_identity_matrix(cr)
    cairo_translate(cr, Double(x0) - ox, Double(y0) - oy)
    cairo_scale(cr, Double(d), Double(d))
    cairo_set_source_surface(cr, small.pointer, 0, 0)
    let pattern = cairo_get_source(cr)
    cairo_pattern_set_filter(pattern, d == 1 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// Averages `factor × factor` blocks of the region [x0, x1) × [y0, y1) into `dst`.
  private static func downsample(
    from src: UnsafeMutablePointer<UInt8>, stride: Int, x0: Int, y0: Int, x1: Int, y1: Int, factor d: Int,
    into dst: UnsafeMutablePointer<UInt8>, stride dstStride: Int, width sw: Int, height sh: Int
  ) {
    if d == 1 {
      for y in 0..<sh { (dst + y * dstStride).update(from: src + (y0 + y) * stride + x0 * 4, count: sw * 4) }
      return
    }
    var sums = [Int](repeating: 0, count: sw * 4)
    for sy in 0..<sh {
      let top = y0 + sy * d
      let bottom = min(y1, top + d)
      for i in 0..<sums.count { sums[i] = 0 }
      sums.withUnsafeMutableBufferPointer { acc in
        for y in top..<bottom {
          let row = src + y * stride
          for sx in 0..<sw {
            let left = x0 + sx * d
            let right = min(x1, left + d)
            var p = row + left * 4
            var s0 = 0, s1 = 0, s2 = 0, s3 = 0
            for _ in left..<right {
              s0 += Int(p[0])
              s1 += Int(p[1])
              s2 += Int(p[2])
              s3 += Int(p[3])
              p += 4
            }
            acc[sx * 4] += s0
            acc[sx * 4 + 1] += s1
            acc[sx * 4 + 2] += s2
            acc[sx * 4 + 3] += s3
          }
        }
        let out = dst + sy * dstStride
        let rows = bottom - top
        for sx in 0..<sw {
          let left = x0 + sx * d
          let n = rows * (min(x1, left + d) - left)
          for c in 0..<4 { out[sx * 4 + c] = UInt8((acc[sx * 4 + c] + n / 2) / n) }
        }
      }
    }
  }

  /// Scales each premultiplied pixel's distance from its grey by `amount`.
  private static func saturate(
    _ p: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, by amount: Double
  ) {
    // Cairo's ARGB32 is a native-endian 0xAARRGGBB word: bytes B, G, R, A on little-endian.
    let s = Int(amount * 256)
    for y in 0..<height {
      var q = p + y * stride
      for _ in 0..<width {
        let b = Int(q[0])
        let g = Int(q[1])
        let r = Int(q[2])
        let a = Int(q[3])
        let luma = (r * 54 + g * 183 + b * 19) >> 8
        q[0] = UInt8(min(a, max(0, luma + ((b - luma) * s >> 8))))
        q[1] = UInt8(min(a, max(0, luma + ((g - luma) * s >> 8))))
        q[2] = UInt8(min(a, max(0, luma + ((r - luma) * s >> 8))))
        q += 4
      }
    }
  }

  /// Draws `shape`, moved by `offset`, blurred (σ = radius / 2) in `color`, as a soft shadow.
  private func drawShadow(_ shape: Shape, color: RGBA, radius: Double, offset: Point) {
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

    cairo_save(cr)
    cairo_translate(cr, rx, ry)
    cairo_scale(cr, 1 / k, 1 / k)
    cairo_set_source_surface(cr, mask.pointer, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
    cairo_new_path(cr)
    cairo_rectangle(cr, 0, 0, Double(sw), Double(sh))
    cairo_fill(cr)
    cairo_restore(cr)
  }
}
