import CPangoCairo
import Foundation
import Layout

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
  /// Items not drawn because a number in them is NaN or infinite.
  private(set) var skippedItems = 0
  /// The shape whose path is current, for fast paths that need its kind.
  var currentShape: Shape?
  /// When drawing one band of a frame: the band's rows in points; items wholly above or
  /// below it are skipped (Cairo would draw nothing of them, after building their paths,
  /// masks and text).
  var band: (top: Double, bottom: Double)?

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
    guard item.isFinite else {
      skippedItems += 1
      return
    }
    if let band, let (top, bottom) = item.verticalReach, bottom < band.top || top > band.bottom { return }
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

  func setColor(_ c: RGBA) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a) }

  func setSource(_ paint: Paint) {
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

  func drawText(_ run: TextRun) {
    guard !run.text.isEmpty, run.color.a > 0 else { return }
    setColor(run.color)
    PangoEngine.shared.withLock { state in
      let layout = state.lineLayout(run.text, FontKey(run.font))
      let baseline = Double(pango_layout_get_baseline(layout)) / pangoScale
      cairo_move_to(cr, run.origin.x, run.origin.y - baseline)
      pango_cairo_show_layout(cr, layout)
    }
  }

  func drawSymbol(_ name: String, _ box: Rect, _ color: RGBA) {
    guard box.width > 0, box.height > 0, color.a > 0 else { return }
    let side = min(box.width, box.height)
    let square = Rect(x: box.midX - side / 2, y: box.midY - side / 2, width: side, height: side)
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
  func drawGlyph(_ codepoint: UInt32, in box: Rect, pathOnly: Bool = false) {
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
  func drawPlaceholder(_ square: Rect, _ color: RGBA) {
    setColor(color)
    let lw = max(square.width / 14, 0.5)
    cairo_new_path(cr)
    Shape.roundedRect(square.inset(by: lw / 2), radius: square.width * 0.22, continuous: true).addPath(to: cr)
    cairo_set_line_width(cr, lw)
    cairo_stroke(cr)
    PangoEngine.shared.withLock { state in
      let layout = state.lineLayout(
        "?", FontKey(family: FontKey.systemFamily, size: square.width * 0.62, weight: 700))
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
}

extension DisplayItem {
  /// How far up and down what the item draws can reach, in points, generously (glyphs
  /// beyond their line, antialiasing, blur); nil for what is always visited (groups, and
  /// backdrops, which read what is under them).
  var verticalReach: (top: Double, bottom: Double)? {
    let margin = 2.0
    switch self {
    case .fill(let shape, _):
      let b = shape.bounds
      return (b.y - margin, b.maxY + margin)
    case .stroke(let shape, _, let lineWidth):
      let b = shape.bounds
      return (b.y - lineWidth - margin, b.maxY + lineWidth + margin)
    case .text(let run):
      // The origin is the baseline: tall scripts and stacked marks can rise well above
      // the font size, descenders and marks below fall short of it.
      let size = max(run.font.size, run.font.lineHeight)
      return (run.origin.y - 3 * size - margin, run.origin.y + 2 * size + margin)
    case .symbol(_, let box, _):
      return (box.y - margin, box.maxY + margin)
    case .group:
      // Always entered (its items are skipped one by one), so that every band meets, and
      // counts, the same items that cannot be drawn.
      return nil
    case .shadow(let shape, _, let radius, let offset):
      let b = shape.bounds
      let pad = 3 * CanvasStyle.shadowSigma(radius: radius) + margin
      return (b.y + offset.y - pad, b.maxY + offset.y + pad)
    case .backdrop:
      return nil
    }
  }
}
