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

  init(
    _ text: String, font: FontSpec, color: RGBA, alignment: TextAlignment, lineLimit: Int?,
    measurer: any TextMeasurer
  ) {
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
    }
  }
}

/// `Image(systemName:)`: a symbol sized by the font, as SF Symbols are.
final class SymbolNode: LayoutNode {
  override var kindName: String { "SymbolNode" }
  let name: String
  let font: FontSpec
  let color: RGBA

  init(_ name: String, font: FontSpec, color: RGBA) {
    self.name = name
    self.font = font
    self.color = color
  }

  /// [C] A medium-scale symbol is about 1.2 × the point size wide and as tall as the line.
  override func computeSize(_ p: ProposedSize) -> Size {
    Size(width: (font.size * 1.2).rounded(), height: max(font.lineHeight, font.size * 1.2).rounded())
  }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    let side = min(frame.width, font.size * 1.15)
    let box = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
    ctx.items.append(.symbol(name: name, box: box, color: color))
    ctx.symbols.insert(name)
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

  override func computeSize(_ p: ProposedSize) -> Size {
    var w = p.width ?? 10
    var h = p.height ?? 10
    if case .circle = shape {
      let side = min(w, h)
      w = side
      h = side
    }
    return Size(width: w, height: h)
  }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    paint.draw(ShapeGeometry.shape(shape, in: frame), &ctx)
  }
}

/// A style resolved for drawing: a paint or a frosted backdrop.
enum ResolvedStyle {
  case paint(Paint)
  case backdrop(blur: Double, tint: RGBA)

  /// Fills `shape`; gradient end points are unit points of the shape's bounds.
  func draw(_ shape: Shape, _ ctx: inout DrawContext) {
    switch self {
    case .paint(.linearGradient(let start, let end, let stops)):
      let b = shape.bounds
      ctx.items.append(
        .fill(
          shape,
          .linearGradient(
            start: Point(b.x + start.x * b.width, b.y + start.y * b.height),
            end: Point(b.x + end.x * b.width, b.y + end.y * b.height), stops: stops)))
    case .paint(let p): ctx.items.append(.fill(shape, p))
    case .backdrop(let blur, let tint):
      ctx.items.append(.backdrop(shape, blurRadius: blur, tint: tint, edge: .clear))
    }
  }
}

/// Shapes in frames.
enum ShapeGeometry {
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
