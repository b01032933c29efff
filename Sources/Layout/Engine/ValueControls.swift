import Detents
import Portable
import ViewTree

/// Pickers, steppers, sliders, progress views and date pickers.
///
/// Metrics Apple does not publish are chosen here and marked [C]; they aim at what iOS 18 and
/// iOS 26 draw (iOS 26 rounds controls into capsules).
extension ControlBuilder {
  /// The fill behind segmented controls, steppers and date capsules: tertiarySystemFill
  /// (118, 118, 128 at 12 % in light, 24 % in dark) [M].
  func controlFill(_ env: LayoutEnvironment) -> RGBA {
    RGBA(rgb255: 118, 118, 128, alpha: env.palette.scheme == .dark ? 0.24 : 0.12)
  }

  /// A slider's or progress bar's unfilled track: systemFill (120, 120, 128 at 20 % light,
  /// 36 % dark) [M].
  func trackFill(_ env: LayoutEnvironment) -> RGBA {
    RGBA(rgb255: 120, 120, 128, alpha: env.palette.scheme == .dark ? 0.36 : 0.2)
  }

  /// A font of the body's size at `size` points (controls' fixed text sizes).
  func fixedFont(_ size: Double, _ weight: FontWeightName? = nil, _ env: LayoutEnvironment) -> FontSpec {
    Typography.resolve(FontValue(.size(size), weight: weight), env.dynamicTypeSize)
  }

  /// A row of a form: the label on the leading side, `trailing` on the other.
  func row(_ label: LayoutNode?, _ trailing: [LayoutNode]) -> LayoutNode {
    StackNode(
      axis: .horizontal,
      children: (label.map { [$0] } ?? []) + [SpacerNode(axis: .horizontal, minLength: nil)] + trailing,
      spacing: 8, crossAlignment: .center)
  }

  /// The text of a picker option (its `Text`, or the title of its `Label`).
  func optionText(_ node: ViewNode) -> String {
    switch node.kind {
    case .text(let s), .label(let s, _): return s
    default: return node.children.map(optionText).filter { !$0.isEmpty }.joined(separator: " ")
    }
  }

  /// `Picker`, in its style. Outside a list the automatic style is a menu: the selected
  /// value in the tint with up-and-down chevrons (iOS 16+). In a list or form row the menu
  /// and navigation-link styles put the title on the leading side and the value, in the
  /// secondary colour, on the trailing side.
  func picker(_ node: ViewNode, title: String, selected: Int?, _ env: LayoutEnvironment) -> LayoutNode {
    let options = node.children
    let value = selected.map { optionText(options[$0]) } ?? ""
    switch env.pickerStyle {
    case .segmented:
      return SegmentedNode(labels: options.map(optionText), selected: selected, builder: self, env: env)
    case .wheel:
      return WheelNode(labels: options.map(optionText), selected: selected, builder: self, env: env)
    case .inline where env.inListRow:
      // [C] The options as rows, the selected one with a checkmark in the tint.
      var rows: [LayoutNode] = []
      for (i, option) in options.enumerated() {
        if i > 0 {
          rows.append(DividerNode(stackAxis: .vertical, color: env.palette.separator, scale: env.scale))
        }
        let mark: [LayoutNode] =
          i == selected ? [SymbolNode("checkmark", font: env.fontSpec, color: env.color(env.tint))] : []
        rows.append(
          FlexibleFrameNode(
            child: row(builder.build(option, env), mark), minW: nil, idealW: nil, maxW: .infinity, minH: 32,
            idealH: nil, maxH: nil, alignment: .leading))
      }
      return StackNode(axis: .vertical, children: rows, spacing: 6, crossAlignment: .leading)
    case .inline:
      // Outside a list an inline picker is a wheel on iOS.
      return WheelNode(labels: options.map(optionText), selected: selected, builder: self, env: env)
    case .navigationLink:
      let chevron = SymbolNode(
        "chevron.right", font: fixedFont(13, .semibold, env), color: env.palette.label(.tertiary))
      return row(
        text(title, env, color: env.color(env.foreground)),
        [text(value, env, color: env.palette.label(.secondary)), chevron])
    case .automatic, .menu, .palette:
      let chevrons = SymbolNode(
        "chevron.up.chevron.down", font: fixedFont(13, .medium, env),
        color: env.inListRow ? env.palette.label(.secondary) : env.color(env.tint))
      if env.inListRow {
        return row(
          text(title, env, color: env.color(env.foreground)),
          [text(value, env, color: env.palette.label(.secondary)), chevrons])
      }
      return StackNode(
        axis: .horizontal, children: [text(value, env, color: env.color(env.tint)), chevrons], spacing: 4,
        crossAlignment: .center)
    }
  }

  /// `Stepper`: the label, then a 94 × 32 control with − and + (a rounded rectangle before
  /// iOS 26, a capsule on it) [C: UIStepper's size since iOS 13].
  func stepper(_ node: ViewNode, _ env: LayoutEnvironment) -> LayoutNode {
    let label = node.children.first.map { builder.build($0, env) }
    let glyph = fixedFont(17, .medium, env)
    let color = env.palette.label(.primary)
    let halves = StackNode(
      axis: .horizontal,
      children: [
        FixedFrameNode(
          child: SymbolNode("minus", font: glyph, color: color), width: 46.5, height: 32, alignment: .center),
        FixedFrameNode(
          child: FillNode(shape: .rectangle, paint: .paint(.color(env.palette.separator))), width: 1,
          height: 18, alignment: .center),
        FixedFrameNode(
          child: SymbolNode("plus", font: glyph, color: color), width: 46.5, height: 32, alignment: .center),
      ], spacing: 0, crossAlignment: .center)
    let shape: ShapeKind = env.palette.os.hasLiquidGlass ? .capsule : .roundedRectangle(cornerRadius: 8)
    let control = StyledBackgroundNode(
      content: FixedFrameNode(child: halves, width: 94, height: 32, alignment: .center), shape: shape,
      style: .paint(.color(controlFill(env))))
    return row(label, [control])
  }

  /// `Slider`: the value labels at the ends of a track filled in the tint up to a white
  /// thumb. [C] iOS 18: a 4 pt track and a 28 pt round thumb; iOS 26: a 6 pt track and a
  /// 38 × 24 capsule thumb.
  func slider(_ node: ViewNode, fraction: Double, _ env: LayoutEnvironment) -> LayoutNode {
    let track = SliderNode(
      fraction: fraction, tint: env.color(env.tint), track: trackFill(env),
      glass: env.palette.os.hasLiquidGlass)
    guard node.children.count == 2 else { return track }
    var labelEnv = env
    labelEnv.foreground = .hierarchical(.secondary)
    return StackNode(
      axis: .horizontal,
      children: [
        builder.build(node.children[0], labelEnv), track, builder.build(node.children[1], labelEnv),
      ],
      spacing: 8, crossAlignment: .center)
  }

  /// `ProgressView`: a spinner (with its label under it in the secondary colour), or the
  /// label over a 4 pt bar filled in the tint [C].
  func progressView(_ node: ViewNode, fraction: Double?, _ env: LayoutEnvironment) -> LayoutNode {
    var labelEnv = env
    let label = node.children.first.map { n -> LayoutNode in
      if fraction == nil { labelEnv.foreground = .hierarchical(.secondary) }
      return builder.build(n, labelEnv)
    }
    guard let fraction else {
      let spinner = SpinnerNode(color: env.palette.label(.secondary))
      guard let label else { return spinner }
      return StackNode(axis: .vertical, children: [spinner, label], spacing: 8, crossAlignment: .center)
    }
    let bar = ProgressBarNode(fraction: fraction, tint: env.color(env.tint), track: trackFill(env))
    guard let label else { return bar }
    return StackNode(axis: .vertical, children: [label, bar], spacing: 6, crossAlignment: .leading)
  }

  /// `DatePicker` in the compact style: the label, then the date and the time, each in a
  /// capsule of tertiary fill [C: 11 pt side and 6 pt top/bottom padding, 6 pt radius before
  /// iOS 26, capsules on it].
  func datePicker(_ node: ViewNode, date: String?, time: String?, _ env: LayoutEnvironment) -> LayoutNode {
    let label = node.children.first.map { builder.build($0, env) }
    let shape: ShapeKind = env.palette.os.hasLiquidGlass ? .capsule : .roundedRectangle(cornerRadius: 6)
    let capsules: [LayoutNode] = [date, time].compactMap { $0 }.map { s in
      StyledBackgroundNode(
        content: PaddingNode(
          child: PaddingNode(
            child: text(s, env, color: env.palette.label(.primary)), edges: .horizontal, amount: 11),
          edges: .vertical, amount: 6), shape: shape, style: .paint(.color(controlFill(env))))
    }
    return row(label, capsules)
  }
}

extension ControlBuilder {
  /// `ColorPicker`: the label, then a 28 pt colour well (the selection inside a ring of hues).
  func colorPicker(_ node: ViewNode, color: ShapeStyleValue, _ env: LayoutEnvironment) -> LayoutNode {
    let label = node.children.first.map { builder.build($0, env) }
    return row(label, [ColorWellNode(color: env.color(color))])
  }
}

/// A colour well: a ring of twelve hues round the selected colour on a white gap [C: 28 pt,
/// a 3 pt ring].
final class ColorWellNode: LayoutNode {
  override var kindName: String { "ColorWellNode" }
  let color: RGBA

  init(color: RGBA) { self.color = color }

  override func computeSize(_ p: ProposedSize) -> Size { Size(width: 28, height: 28) }

  /// A fully saturated colour of hue `h` (0…1).
  static func hue(_ h: Double) -> RGBA {
    let x = h * 6
    let f = x - x.rounded(.down)
    switch Int(x.rounded(.down)) % 6 {
    case 0: return RGBA(1, f, 0, 1)
    case 1: return RGBA(1 - f, 1, 0, 1)
    case 2: return RGBA(0, 1, f, 1)
    case 3: return RGBA(0, 1 - f, 1, 1)
    case 4: return RGBA(f, 0, 1, 1)
    default: return RGBA(1, 0, 1 - f, 1)
    }
  }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    let c = Point(frame.midX, frame.midY)
    let outer = min(frame.width, frame.height) / 2
    let inner = outer - 3
    let n = 12
    for k in 0..<n {
      let a0 = Double(k) / Double(n) * 2 * Double.pi - Double.pi / 2
      let a1 = Double(k + 1) / Double(n) * 2 * Double.pi - Double.pi / 2
      func at(_ r: Double, _ a: Double) -> Point { Point(c.x + r * cos(a), c.y + r * sin(a)) }
      let path: [PathElement] = [
        .move(at(inner, a0)), .line(at(outer, a0)), .line(at(outer, a1)), .line(at(inner, a1)), .close,
      ]
      ctx.items.append(.fill(.path(path), .color(Self.hue(Double(k) / Double(n)))))
    }
    let gap = Rect(x: c.x - inner, y: c.y - inner, width: 2 * inner, height: 2 * inner)
    ctx.items.append(.fill(.ellipse(gap), .color(.white)))
    let dot = gap.inset(by: 2)
    ctx.items.append(.fill(.ellipse(dot), .color(color)))
  }
}

/// A segmented picker: equal segments on a tertiary-filled rounded rectangle, the selected
/// one raised on a white (dark: grey) plate with a shadow, its title semibold. [C] 32 pt high,
/// 8 pt radius with a 2 pt inset plate before iOS 26; a capsule on it; 13 pt titles.
final class SegmentedNode: LayoutNode {
  override var kindName: String { "SegmentedNode" }
  let labels: [String]
  let selected: Int?
  let env: LayoutEnvironment
  let builder: ControlBuilder

  init(labels: [String], selected: Int?, builder: ControlBuilder, env: LayoutEnvironment) {
    self.labels = labels
    self.selected = selected
    self.env = env
    self.builder = builder
  }

  func font(_ i: Int) -> FontSpec { builder.fixedFont(13, i == selected ? .semibold : .medium, env) }

  override func computeSize(_ p: ProposedSize) -> Size {
    let widest =
      labels.indices.map {
        env.measurer.layout(labels[$0], font: font($0), maxWidth: nil, lineLimit: 1).width
      }
      .max() ?? 0
    let ideal = (widest + 24) * Double(max(labels.count, 1))
    let w = p.width.map { $0.isFinite ? $0 : ideal } ?? ideal
    return Size(width: w, height: 32)
  }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    let glass = env.palette.os.hasLiquidGlass
    let outer: ShapeKind = glass ? .capsule : .roundedRectangle(cornerRadius: 8)
    ctx.items.append(.fill(ShapeGeometry.shape(outer, in: frame), .color(builder.controlFill(env))))
    guard !labels.isEmpty else { return }
    let w = frame.width / Double(labels.count)
    let dark = env.palette.scheme == .dark
    for i in labels.indices {
      let cell = Rect(x: frame.x + Double(i) * w, y: frame.y, width: w, height: frame.height)
      if i == selected {
        let plate = cell.inset(by: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
        let shape = ShapeGeometry.shape(glass ? .capsule : .roundedRectangle(cornerRadius: 7), in: plate)
        ctx.items.append(.shadow(shape, color: RGBA(0, 0, 0, 0.12), radius: 4, offset: Point(0, 2)))
        ctx.items.append(.fill(shape, .color(dark ? RGBA(rgb255: 99, 99, 102) : .white)))
      } else if i > 0 && i - 1 != selected {
        ctx.items.append(
          .fill(
            .rect(Rect(x: cell.x, y: cell.y + 8, width: 1 / max(env.scale, 1), height: cell.height - 16)),
            .color(env.palette.separator)))
      }
      let t = TextNode(
        labels[i], font: font(i), color: env.palette.label(.primary), alignment: .center, lineLimit: 1,
        measurer: env.measurer)
      let s = t.size(ProposedSize(width: w - 8, height: nil))
      t.place(in: align(s, in: cell, .center), &ctx)
    }
  }
}

/// A wheel picker: the options on a 216 pt drum, the selected one centred on a tertiary-filled
/// band, the others above and below it fading out. [C] 32 pt rows, a 34 pt band with an 8 pt
/// radius, 21 pt text.
final class WheelNode: LayoutNode {
  override var kindName: String { "WheelNode" }
  let labels: [String]
  let selected: Int?
  let env: LayoutEnvironment
  let builder: ControlBuilder

  init(labels: [String], selected: Int?, builder: ControlBuilder, env: LayoutEnvironment) {
    self.labels = labels
    self.selected = selected
    self.env = env
    self.builder = builder
  }

  override func computeSize(_ p: ProposedSize) -> Size {
    let w = p.width.map { $0.isFinite ? $0 : 320 } ?? 320
    return Size(width: w, height: 216)
  }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    let band = Rect(x: frame.x + 8, y: frame.midY - 17, width: max(0, frame.width - 16), height: 34)
    ctx.items.append(.fill(.roundedRect(band, radius: 8, continuous: true), .color(builder.controlFill(env))))
    let center = selected ?? 0
    var inner = DrawContext(recordsFrames: ctx.recordsFrames)
    for (i, label) in labels.enumerated() {
      let k = Double(i - center)
      guard abs(k) <= 3 else { continue }
      let alpha = [1, 0.55, 0.35, 0.2][Int(abs(k))]
      let font = builder.fixedFont(21, nil, env)
      let t = TextNode(
        label, font: font, color: env.palette.label(.primary).opacity(alpha), alignment: .center,
        lineLimit: 1,
        measurer: env.measurer)
      let s = t.size(ProposedSize(width: frame.width - 32, height: nil))
      let row = Rect(x: frame.x + 16, y: frame.midY - 16 + k * 32, width: frame.width - 32, height: 32)
      t.place(in: align(s, in: row, .center), &inner)
    }
    ctx.items.append(.group(opacity: 1, clip: .rect(frame), items: inner.items))
    ctx.frames += inner.frames
  }
}

/// A slider's track and thumb: as wide as offered (at least 44 pt), as tall as the thumb.
final class SliderNode: LayoutNode {
  override var kindName: String { "SliderNode" }
  let fraction: Double
  let tint: RGBA
  let track: RGBA
  let glass: Bool

  init(fraction: Double, tint: RGBA, track: RGBA, glass: Bool) {
    self.fraction = fraction
    self.tint = tint
    self.track = track
    self.glass = glass
  }

  var thumb: Size { glass ? Size(width: 38, height: 24) : Size(width: 28, height: 28) }

  override func computeSize(_ p: ProposedSize) -> Size {
    let w = p.width.map { $0.isFinite ? max($0, 44) : 200 } ?? 200
    return Size(width: w, height: max(thumb.height, 28))
  }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    let h: Double = glass ? 6 : 4
    let bar = Rect(x: frame.x, y: frame.midY - h / 2, width: frame.width, height: h)
    ctx.items.append(.fill(.roundedRect(bar, radius: h / 2, continuous: false), .color(track)))
    let travel = max(0, frame.width - thumb.width)
    let thumbX = frame.x + travel * fraction
    let filled = Rect(x: frame.x, y: bar.y, width: thumbX + thumb.width / 2 - frame.x, height: h)
    ctx.items.append(.fill(.roundedRect(filled, radius: h / 2, continuous: false), .color(tint)))
    let knob = Rect(x: thumbX, y: frame.midY - thumb.height / 2, width: thumb.width, height: thumb.height)
    let shape = Shape.roundedRect(knob, radius: thumb.height / 2, continuous: false)
    ctx.items.append(.shadow(shape, color: RGBA(0, 0, 0, 0.18), radius: 4, offset: Point(0, 2)))
    ctx.items.append(.fill(shape, .color(.white)))
  }
}

/// A linear progress bar: 4 pt high, filled in the tint to `fraction` [C].
final class ProgressBarNode: LayoutNode {
  override var kindName: String { "ProgressBarNode" }
  let fraction: Double
  let tint: RGBA
  let track: RGBA

  init(fraction: Double, tint: RGBA, track: RGBA) {
    self.fraction = fraction
    self.tint = tint
    self.track = track
  }

  override func computeSize(_ p: ProposedSize) -> Size {
    Size(width: p.width.map { $0.isFinite ? $0 : 200 } ?? 200, height: 4)
  }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    ctx.items.append(.fill(.roundedRect(frame, radius: frame.height / 2, continuous: false), .color(track)))
    guard fraction > 0 else { return }
    let filled = Rect(x: frame.x, y: frame.y, width: frame.width * fraction, height: frame.height)
    ctx.items.append(.fill(.roundedRect(filled, radius: frame.height / 2, continuous: false), .color(tint)))
  }
}

/// The indeterminate spinner: eight spokes round a 20 pt circle, fading round from the
/// darkest (UIActivityIndicatorView's medium style since iOS 13) [C].
final class SpinnerNode: LayoutNode {
  override var kindName: String { "SpinnerNode" }
  let color: RGBA

  init(color: RGBA) { self.color = color }

  override func computeSize(_ p: ProposedSize) -> Size { Size(width: 20, height: 20) }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    let c = Point(frame.midX, frame.midY)
    // cos and sin of k × 45°, exact, so no trigonometry is needed.
    let r = 0.5.squareRoot()
    let directions: [(Double, Double)] = [
      (0, -1), (r, -r), (1, 0), (r, r), (0, 1), (-r, r), (-1, 0), (-r, -r),
    ]
    for (k, d) in directions.enumerated() {
      // A spoke from 4.5 to 9.5 pt out, 2.2 pt wide, as a quadrilateral.
      let (dx, dy) = d
      let (nx, ny) = (-dy * 1.1, dx * 1.1)
      let a = Point(c.x + dx * 4.5, c.y + dy * 4.5)
      let b = Point(c.x + dx * 9.5, c.y + dy * 9.5)
      let path: [PathElement] = [
        .move(Point(a.x + nx, a.y + ny)), .line(Point(b.x + nx, b.y + ny)), .line(Point(b.x - nx, b.y - ny)),
        .line(Point(a.x - nx, a.y - ny)), .close,
      ]
      let alpha = 1 - Double(k) * 0.1
      ctx.items.append(.fill(.path(path), .color(color.opacity(alpha))))
    }
  }
}
