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

  /// Blurs are computed on a copy downsampled by σ / 3 pixels (at most 8×) and scaled back
  /// up bilinearly: a blur of σ still spans 3 low-resolution pixels, so nothing visible is
  /// lost, and the blur itself becomes negligible (a 3× sheet-sized backdrop takes ~3 ms, most
  /// of it reading the frame and scaling the copy back up).
  static let downsampleSigmaPerPixel = 3.0
  static let maxDownsample = 8

  /// Raster resolution of a shadow's blurred mask in SVG/PDF output, in pixels per point.
  static let vectorShadowPixelsPerPoint = 2.0

  /// Material Icons are drawn on a 24-unit grid whose live area is the middle 20 units; the
  /// live area fills the symbol's box, as an SF Symbol's glyph fills its frame.
  static let symbolLiveArea = 20.0 / 24.0
}

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

/// Walks a display list onto one Cairo context.
///
/// Raster backdrops blur what is drawn under the shape: the frame, or inside a group with
/// opacity below 1 the group's layer so far over the frame (layers of groups further out
/// are not seen). Groups with opacity 1 draw straight to the frame, with no layer.
final class Painter {
  let cr: OpaquePointer
  /// Device pixels per point.
  let scale: Double
  /// Whether the target is an image surface (backdrops can read it back).
  let raster: Bool
  private(set) var unmappedSymbols: Set<String> = []
  /// The shape whose path is current, for fast paths that need its kind.
  private var currentShape: Shape?

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
      currentShape = shape
      if raster, case .linearGradient(let start, let end, let stops) = paint,
        fillLinearGradient(start: start, end: end, stops: stops)
      {
        return
      }
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

  // MARK: Gradients

  /// Fills the current path with a linear gradient computed in Swift into an image the size
  /// of the filled pixels, which Cairo then composites unscaled. Pixman evaluates gradients
  /// per pixel in floating point (10 ms for a 3× full-screen background); a 1024-entry
  /// colour table stepped in fixed point takes about 1 ms. Returns false (path untouched)
  /// for fills too small to matter.
  private func fillLinearGradient(start: Point, end: Point, stops: [GradientStop]) -> Bool {
    guard stops.count >= 2 else { return false }
    var ux1 = 0.0, uy1 = 0.0, ux2 = 0.0, uy2 = 0.0
    cairo_fill_extents(cr, &ux1, &uy1, &ux2, &uy2)
    var cx1 = 0.0, cy1 = 0.0, cx2 = 0.0, cy2 = 0.0
    cairo_clip_extents(cr, &cx1, &cy1, &cx2, &cy2)
    let ex1 = max(ux1, cx1), ey1 = max(uy1, cy1), ex2 = min(ux2, cx2), ey2 = min(uy2, cy2)
    guard ex2 > ex1, ey2 > ey1 else { return false }
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    for (ux, uy) in [(ex1, ey1), (ex2, ey1), (ex1, ey2), (ex2, ey2)] {
      var x = ux
      var y = uy
      cairo_user_to_device(cr, &x, &y)
      minX = min(minX, x)
      maxX = max(maxX, x)
      minY = min(minY, y)
      maxY = max(maxY, y)
    }
    let bx = Int(minX.rounded(.down))
    let by = Int(minY.rounded(.down))
    let w = Int(maxX.rounded(.up)) - bx
    let h = Int(maxY.rounded(.up)) - by
    guard w > 0, h > 0, w * h >= 16384, w <= 16384, h <= 16384 else { return false }

    // t(device x, y) = t0 + x·tx + y·ty at pixel centres, from the inverse transform.
    let dx = end.x - start.x
    let dy = end.y - start.y
    let len2 = dx * dx + dy * dy
    guard len2 > 0 else { return false }
    func t(_ devX: Double, _ devY: Double) -> Double {
      var x = devX
      var y = devY
      cairo_device_to_user(cr, &x, &y)
      return ((x - start.x) * dx + (y - start.y) * dy) / len2
    }
    let t0 = t(Double(bx) + 0.5, Double(by) + 0.5)
    let tx = t(Double(bx) + 1.5, Double(by) + 0.5) - t0
    let ty = t(Double(bx) + 0.5, Double(by) + 1.5) - t0

    let opaque = stops.allSatisfy { $0.color.a >= 1 }
    let table = Self.gradientTable(stops)
    if opaque, case .rect = currentShape, let target = directTarget(bx, by, w, h, minX, minY, maxX, maxY) {
      // An opaque, pixel-aligned rectangle inside a rectangular clip: write the frame itself.
      Self.writeGradient(
        into: target.pixels, stride: target.stride, width: w, height: h, t0: t0, tx: tx, ty: ty, table: table)
      cairo_surface_mark_dirty_rectangle(target.surface, Int32(target.x), Int32(target.y), Int32(w), Int32(h))
      cairo_new_path(cr)
      return true
    }
    let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
    guard let image = try? Surface(cairo_image_surface_create(format, Int32(w), Int32(h))),
      let data = cairo_image_surface_get_data(image.pointer)
    else { return false }
    Self.writeGradient(
      into: data, stride: image.stride, width: w, height: h, t0: t0, tx: tx, ty: ty, table: table)
    cairo_surface_mark_dirty(image.pointer)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, image.pointer, Double(bx), Double(by))
    cairo_fill(cr)
    cairo_restore(cr)
    return true
  }

  /// The target's pixels at device rectangle (bx, by, w, h), when the rectangle is exactly
  /// pixel-aligned, inside the target, and inside a clip that is one rectangle.
  private func directTarget(
    _ bx: Int, _ by: Int, _ w: Int, _ h: Int, _ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double
  ) -> (pixels: UnsafeMutablePointer<UInt8>, stride: Int, surface: OpaquePointer, x: Int, y: Int)? {
    let aligned = [minX - Double(bx), minY - Double(by), maxX - Double(bx + w), maxY - Double(by + h)]
    guard aligned.allSatisfy({ abs($0) < 1e-6 }) else { return nil }
    guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else { return nil }
    // The clip must be a single rectangle containing ours (no clip: the surface's extents).
    guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1,
      let r = list.pointee.rectangles?.pointee
    else { return nil }
    var cx1 = r.x, cy1 = r.y, cx2 = r.x + r.width, cy2 = r.y + r.height
    cairo_user_to_device(cr, &cx1, &cy1)
    cairo_user_to_device(cr, &cx2, &cy2)
    let eps = 1e-6
    guard min(cx1, cx2) <= minX + eps, min(cy1, cy2) <= minY + eps, max(cx1, cx2) >= maxX - eps,
      max(cy1, cy2) >= maxY - eps
    else { return nil }
    var ox = 0.0
    var oy = 0.0
    cairo_surface_get_device_offset(target, &ox, &oy)
    let px = bx + Int(ox)
    let py = by + Int(oy)
    guard px >= 0, py >= 0, px + w <= Int(cairo_image_surface_get_width(target)),
      py + h <= Int(cairo_image_surface_get_height(target))
    else { return nil }
    cairo_surface_flush(target)
    guard let data = cairo_image_surface_get_data(target) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(target))
    return (data + py * stride + px * 4, stride, target, px, py)
  }

  /// Writes `table[t]` for t = t0 + x·tx + y·ty into `height` rows of `width` pixels.
  private static func writeGradient(
    into data: UnsafeMutablePointer<UInt8>, stride: Int, width w: Int, height h: Int, t0: Double, tx: Double,
    ty: Double, table: [UInt32]
  ) {
    let last = table.count - 1
    let one = Double(1 << 16) * Double(last)
    table.withUnsafeBufferPointer { lut in
      let stepX = Int((tx * one).rounded())
      for row in 0..<h {
        let out = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
        var acc = Int(((t0 + Double(row) * ty) * one).rounded())
        if stepX == 0 {
          out.update(repeating: lut[min(max(acc >> 16, 0), last)], count: w)
          continue
        }
        // Pixels before and after the gradient's span repeat its end colours; in between
        // the index needs no clamping.
        let low = 0
        let high = (last << 16) | 0xFFFF
        var x = 0
        while x < w && (acc < low || acc > high) {
          out[x] = lut[min(max(acc >> 16, 0), last)]
          acc &+= stepX
          x += 1
        }
        // How many steps stay inside [low, high] from here.
        let room = stepX > 0 ? (high - acc) / stepX : (acc - low) / -stepX
        let end = min(w, x + room + 1)
        while x < end {
          out[x] = lut[acc &>> 16]
          acc &+= stepX
          x += 1
        }
        while x < w {
          out[x] = lut[min(max(acc >> 16, 0), last)]
          acc &+= stepX
          x += 1
        }
      }
    }
  }

  /// 1024 premultiplied ARGB32 colours from t = 0 to 1, interpolated in premultiplied
  /// space (as CSS and Pixman do), stops sorted by location, padded at both ends.
  private static func gradientTable(_ stops: [GradientStop]) -> [UInt32] {
    let sorted = stops.sorted { $0.location < $1.location }
    let n = 1024
    var table = [UInt32](repeating: 0, count: n)
    var segment = 0
    for i in 0..<n {
      let t = Double(i) / Double(n - 1)
      while segment < sorted.count - 1 && sorted[segment + 1].location < t { segment += 1 }
      let a = sorted[segment]
      let b = sorted[min(segment + 1, sorted.count - 1)]
      var f = 0.0
      if t <= a.location {
        f = 0
      } else if b.location > a.location {
        f = min(1, (t - a.location) / (b.location - a.location))
      } else {
        f = 1
      }
      func pre(_ c: RGBA) -> (Double, Double, Double, Double) { (c.r * c.a, c.g * c.a, c.b * c.a, c.a) }
      let (ar, ag, ab, aa) = pre(a.color)
      let (br, bg, bb, ba) = pre(b.color)
      func byte(_ x: Double, _ y: Double) -> UInt32 {
        UInt32(max(0, min(255, ((x + (y - x) * f) * 255).rounded())))
      }
      table[i] = byte(aa, ba) << 24 | byte(ar, br) << 16 | byte(ag, bg) << 8 | byte(ab, bb)
    }
    return table
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
      // The disc and the glyph's outline filled even-odd: the glyph is a hole, in every
      // format (a knock-out operator would make SVG fall back to a bitmap).
      setColor(color)
      cairo_new_path(cr)
      Shape.ellipse(square.inset(by: side / 24)).addPath(to: cr)
      drawGlyph(c, in: square.inset(by: side * 0.22), pathOnly: true)
      cairo_save(cr)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
      cairo_fill(cr)
      cairo_restore(cr)
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
  /// With `pathOnly`, appends the glyph's outline to the current path instead.
  private func drawGlyph(_ codepoint: UInt32, in box: Box, pathOnly: Bool = false) {
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
      if pathOnly {
        pango_cairo_layout_path(cr, layout)
      } else {
        pango_cairo_show_layout(cr, layout)
      }
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
  private func blurUnder(_ shape: Shape, sigma: Double, tint: RGBA) -> Bool {
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
  private static func composite(
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
  private static func finishBackdrop(
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
  private func shadowInterior(_ shape: Shape, margin: Double, offset: Point) -> Box? {
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
    return Box(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }
}
