import Detents
import ViewTree

/// `Text`: wraps to the proposed width, as tall as its lines.
final class TextNode: LayoutNode {
  override var kindName: String { "TextNode" }
  let text: String
  let font: FontSpec
  let color: RGBA
  let alignment: TextAlignment
  let lineLimit: Int?
  let measurer: any TextMeasurer
  /// `strikethrough` and `underline`, each with its colour.
  let decorations: [(TextDecoration, RGBA)]

  init(
    _ text: String, font: FontSpec, color: RGBA, alignment: TextAlignment, lineLimit: Int?,
    measurer: any TextMeasurer, decorations: [(TextDecoration, RGBA)] = []
  ) {
    self.decorations = decorations
    self.text = text
    self.font = font
    self.color = color
    self.alignment = alignment
    self.lineLimit = lineLimit
    self.measurer = measurer
  }

  func layout(width: Double?) -> TextLayout {
    let w = width.flatMap { $0.isFinite ? $0 : nil }
    return measurer.layout(text, font: font, maxWidth: w, lineLimit: lineLimit)
  }

  override func computeSize(_ p: ProposedSize) -> Size {
    let l = layout(width: p.width)
    let w = p.width.map { min(l.width, max($0, 0)) } ?? l.width
    return Size(width: w.isFinite ? w : l.width, height: l.height)
  }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    let l = layout(width: frame.width + 0.01)
    // Centre the font's natural line (about 1.2 × size) in the style's leading.
    let pad = max(0, (l.lineHeight - font.size * 1.2) / 2)
    for (i, line) in l.lines.enumerated() {
      let x: Double
      switch alignment {
      case .leading: x = frame.x
      case .center: x = frame.x + (frame.width - line.width) / 2
      case .trailing: x = frame.maxX - line.width
      }
      let baseline = frame.y + Double(i) * l.lineHeight + pad + l.ascent
      ctx.items.append(
        .text(
          TextRun(text: line.text, font: font, color: color, origin: Point(x, baseline), width: line.width)))
      for (decoration, lineColor) in decorations {
        // [C] The line is as thick as the font's stroke (1 pt at body size, size / 17); a
        // strikethrough crosses the middle of the lowercase letters (x-height / 2, about
        // 0.26 × size above the baseline), an underline sits 0.1 × size under it (Core Text's
        // underline position for SF Pro is about -0.08 em).
        let thickness = max(1, font.size / 17)
        let y =
          decoration == .strikethrough
          ? baseline - font.size * 0.26 - thickness / 2 : baseline + font.size * 0.1
        ctx.items.append(
          .fill(.rect(Rect(x: x, y: y, width: line.width, height: thickness)), .color(lineColor)))
      }
    }
  }
}

/// `Image(systemName:)`: a symbol sized by the font, as SF Symbols are.
final class SymbolNode: LayoutNode {
  override var kindName: String { "SymbolNode" }
  let name: String
  let font: FontSpec
  let color: RGBA
  /// `imageScale`: [C] small symbols are about 0.8 × and large ones 1.3 × a medium one, as
  /// SF Symbols' three scales relate at one point size (Apple's HIG, "SF Symbols": "small,
  /// medium and large scales, relative to the cap height").
  let factor: Double
  /// `resizable()`: the symbol stretches to the size it is offered.
  let resizable: Bool

  init(_ name: String, font: FontSpec, color: RGBA, scale: ImageScale = .medium, resizable: Bool = false) {
    self.name = name
    self.font = font
    self.color = color
    self.resizable = resizable
    switch scale {
    case .small: factor = 0.8
    case .medium: factor = 1
    case .large: factor = 1.3
    }
  }

  /// [C] A medium-scale symbol is about 1.2 × the point size wide and as tall as the line.
  override func computeSize(_ p: ProposedSize) -> Size {
    let natural = Size(
      width: (font.size * 1.2 * factor).rounded(),
      height: max(factor == 1 ? font.lineHeight : 0, font.size * 1.2 * factor).rounded())
    guard resizable else { return natural }
    // Resizable, its own size is the glyph's square (not the line's height), so
    // `scaledToFit()` keeps a symbol square.
    return Size(width: finite(p.width) ?? natural.width, height: finite(p.height) ?? natural.width)
  }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    if resizable {
      ctx.items.append(.symbol(name: name, box: frame, color: color))
      ctx.symbols.insert(name)
      return
    }
    let side = min(frame.width, font.size * 1.15 * factor)
    let box = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
    ctx.items.append(.symbol(name: name, box: box, color: color))
    ctx.symbols.insert(name)
  }
}

/// A proposed dimension when it is a real size (nil for none and for infinity: a resizable
/// image offered unbounded space takes its own size, as SwiftUI's does in a scroll view).
private func finite(_ d: Double?) -> Double? { d.flatMap { $0.isFinite ? $0 : nil } }

/// `Image("name")`: an asset image. No asset catalogue travels with a source file, so it
/// draws as a placeholder of the image's size: a grey rectangle with the asset's name in it.
final class PlaceholderImageNode: LayoutNode {
  override var kindName: String { "PlaceholderImageNode" }
  let name: String
  let fill: RGBA
  let label: TextNode
  let resizable: Bool

  /// [C] Without the asset its size is unknown; a 100 × 100 pt square holds its name and is the
  /// size of a typical thumbnail.
  static let naturalSide = 100.0

  init(
    _ name: String, fill: RGBA, labelColor: RGBA, font: FontSpec, measurer: any TextMeasurer, resizable: Bool
  ) {
    self.name = name
    self.fill = fill
    self.resizable = resizable
    label = TextNode(
      name, font: font, color: labelColor, alignment: .center, lineLimit: 2, measurer: measurer)
  }

  override func computeSize(_ p: ProposedSize) -> Size {
    let side = Self.naturalSide
    guard resizable else { return Size(width: side, height: side) }
    return Size(width: finite(p.width) ?? side, height: finite(p.height) ?? side)
  }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    ctx.items.append(.fill(.rect(frame), .color(fill)))
    let s = label.size(ProposedSize(width: max(frame.width - 4, 0), height: nil))
    guard s.height <= frame.height else { return }
    label.place(
      in: Rect(x: frame.midX - s.width / 2, y: frame.midY - s.height / 2, width: s.width, height: s.height),
      &ctx)
  }
}

/// `aspectRatio(_:contentMode:)`: offers its child the largest size of the ratio that fits in
/// the proposal (`.fit`) or the smallest that covers it (`.fill`); an unspecified dimension
/// follows from the other, and with neither the child's own size is scaled to the ratio.
/// Without a ratio, the child's own (ideal) size gives it.
final class AspectRatioNode: LayoutNode {
  override var kindName: String { "AspectRatioNode" }
  let child: LayoutNode
  let ratio: Double?
  let fill: Bool

  init(child: LayoutNode, ratio: Double?, fill: Bool) {
    self.child = child
    self.ratio = ratio
    self.fill = fill
  }

  func target(_ p: ProposedSize) -> Size {
    let ideal = child.size(ProposedSize(width: nil, height: nil))
    let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
    guard r > 0, r.isFinite else { return ideal }
    switch (finite(p.width), finite(p.height)) {
    case (let w?, let h?):
      let byWidth = Size(width: w, height: w / r)
      let byHeight = Size(width: h * r, height: h)
      let widthFits = byWidth.height <= h
      return (fill ? !widthFits : widthFits) ? byWidth : byHeight
    case (let w?, nil): return Size(width: w, height: w / r)
    case (nil, let h?): return Size(width: h * r, height: h)
    case (nil, nil):
      return ratio == nil ? ideal : Size(width: ideal.height * r, height: ideal.height)
    }
  }

  override func computeSize(_ p: ProposedSize) -> Size {
    let t = target(p)
    return child.size(ProposedSize(width: t.width, height: t.height))
  }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    let t = target(ProposedSize(width: frame.width, height: frame.height))
    let s = child.size(ProposedSize(width: t.width, height: t.height))
    child.place(
      in: Rect(x: frame.midX - s.width / 2, y: frame.midY - s.height / 2, width: s.width, height: s.height),
      &ctx)
  }
}

/// `Spacer`: takes what its stack offers along the stack's axis, at least `minLength`.
final class SpacerNode: LayoutNode {
  override var kindName: String { "SpacerNode" }
  let axis: Axis?
  let minLength: Double

  /// [C] SwiftUI's default minimum spacer length is the default spacing, 8 pt.
  init(axis: Axis?, minLength: Double?) {
    self.axis = axis
    self.minLength = minLength ?? 8
  }

  override var isSpacer: Bool { true }

  override func computeSize(_ p: ProposedSize) -> Size {
    switch axis {
    case .vertical: Size(width: 0, height: max(p.height ?? minLength, minLength))
    case .horizontal: Size(width: max(p.width ?? minLength, minLength), height: 0)
    case nil: Size(width: p.width ?? 0, height: p.height ?? 0)
    }
  }
}

/// `Divider`: a hairline across its container.
final class DividerNode: LayoutNode {
  override var kindName: String { "DividerNode" }
  let axis: Axis
  let color: RGBA
  let thickness: Double

  init(stackAxis: Axis?, color: RGBA, scale: Double) {
    self.axis = stackAxis ?? .vertical
    self.color = color
    self.thickness = 1 / max(scale, 1)
  }

  override func computeSize(_ p: ProposedSize) -> Size {
    axis == .vertical
      ? Size(width: p.width ?? 0, height: thickness) : Size(width: thickness, height: p.height ?? 0)
  }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    ctx.items.append(.fill(.rect(frame), .color(color)))
  }
}

/// A colour, shape or gradient view: fills what it is offered (10 × 10 when asked for its ideal).
final class FillNode: LayoutNode {
  override var kindName: String { "FillNode" }
  let shape: ShapeKind
  let paint: ResolvedStyle

  init(shape: ShapeKind, paint: ResolvedStyle) {
    self.shape = shape
    self.paint = paint
  }

  override func computeSize(_ p: ProposedSize) -> Size { ShapeGeometry.size(of: shape, p) }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    paint.draw(ShapeGeometry.shape(shape, in: frame), &ctx)
  }
}

/// A shape's outline (`stroke`, `strokeBorder`): sized as a filled shape is; the line is
/// centred on the frame's edge, or inset by half its width so that it stays inside.
final class StrokeNode: LayoutNode {
  override var kindName: String { "StrokeNode" }
  let shape: ShapeKind
  let paint: ResolvedStyle
  let lineWidth: Double
  let inset: Bool

  init(shape: ShapeKind, paint: ResolvedStyle, lineWidth: Double, inset: Bool) {
    self.shape = shape
    self.paint = paint
    self.lineWidth = lineWidth
    self.inset = inset
  }

  override func computeSize(_ p: ProposedSize) -> Size { ShapeGeometry.size(of: shape, p) }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    let outline = ShapeGeometry.shape(shape, in: inset ? frame.inset(by: lineWidth / 2) : frame)
    // A material has no line to draw with: its tint is the line's colour.
    let linePaint: Paint
    switch paint {
    case .paint(let p): linePaint = ResolvedStyle.placed(p, in: outline.bounds)
    case .backdrop(_, let tint): linePaint = .color(tint)
    }
    ctx.items.append(.stroke(outline, linePaint, lineWidth: lineWidth))
  }
}

/// A style resolved for drawing: a paint or a frosted backdrop.
enum ResolvedStyle {
  case paint(Paint)
  case backdrop(blur: Double, tint: RGBA)

  /// Fills `shape`; gradient end points are unit points of the shape's bounds.
  /// A paint placed on a shape: a gradient's unit points become points of its bounds.
  static func placed(_ p: Paint, in b: Rect) -> Paint {
    guard case .linearGradient(let start, let end, let stops) = p else { return p }
    return .linearGradient(
      start: Point(b.x + start.x * b.width, b.y + start.y * b.height),
      end: Point(b.x + end.x * b.width, b.y + end.y * b.height), stops: stops)
  }

  func draw(_ shape: Shape, _ ctx: inout DrawContext) {
    switch self {
    case .paint(let p): ctx.items.append(.fill(shape, Self.placed(p, in: shape.bounds)))
    case .backdrop(let blur, let tint):
      ctx.items.append(.backdrop(shape, blurRadius: blur, tint: tint, edge: .clear))
    }
  }
}

/// Shapes in frames.
enum ShapeGeometry {
  /// A shape view's size: what is offered (10 × 10 when asked for its ideal); a circle's the
  /// square inside it.
  static func size(of kind: ShapeKind, _ p: ProposedSize) -> Size {
    var w = p.width ?? 10
    var h = p.height ?? 10
    if case .circle = kind {
      let side = min(w, h)
      w = side
      h = side
    }
    return Size(width: w, height: h)
  }

  static func shape(_ kind: ShapeKind, in frame: Rect) -> Shape {
    switch kind {
    case .rectangle: .rect(frame)
    case .roundedRectangle(let r):
      .roundedRect(frame, radius: min(r, min(frame.width, frame.height) / 2), continuous: true)
    case .capsule: .roundedRect(frame, radius: min(frame.width, frame.height) / 2, continuous: false)
    case .circle, .ellipse: .ellipse(frame)
    }
  }
}
