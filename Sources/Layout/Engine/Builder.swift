import Detents
import ViewTree

/// What views inherit from their ancestors while layout builds its tree.
public struct LayoutEnvironment: Sendable {
  public var palette: Palette
  public var dynamicTypeSize: DynamicTypeSize
  public var measurer: any TextMeasurer
  /// Pixels per point, for hairlines.
  public var scale: Double
  public var font: FontValue = .body
  public var foreground: ShapeStyleValue = .hierarchical(.primary)
  public var tint: ShapeStyleValue = .color(.accentColor)
  public var textAlignment: TextAlignment = .leading
  public var lineLimit: Int? = nil
  public var buttonStyle: ButtonStyleKind = .automatic
  public var pickerStyle: PickerStyleKind = .automatic
  public var textFieldStyle: TextFieldStyleKind = .automatic
  /// Whether the view is in a row of a `List` or `Form` (pickers and controls draw as rows).
  public var inListRow: Bool = false
  /// `imageScale(_:)`: how big symbols draw against the font.
  public var imageScale: ImageScale = .medium
  /// `strikethrough` and `underline`: lines drawn with text, with their colour (nil: the text's).
  public var textDecorations: [TextDecoration: ShapeStyleValue?] = [:]
  /// Scroll offsets by the scroll view's identity (from the runtime or a drag).
  public var scrollOffsets: [ViewIdentity: Double] = [:]
  /// `contentMargins`: the insets of the scroll views' content below, by edge.
  public var contentMargins = ContentMargins()
  /// The container's full extent and its safe area, for `ignoresSafeArea`.
  public var container: Rect = Rect(x: 0, y: 0, width: 0, height: 0)
  public var safeArea: Rect = Rect(x: 0, y: 0, width: 0, height: 0)
  /// The platform drawn: the Mac has its own text sizes and controls (push buttons, bordered
  /// text fields).
  public var platform: DeviceFamily = .phone
  /// Compact height (an iPhone in landscape): navigation bars show no large titles.
  public var compactHeight = false

  public init(palette: Palette, dynamicTypeSize: DynamicTypeSize, measurer: any TextMeasurer, scale: Double) {
    self.palette = palette
    self.dynamicTypeSize = dynamicTypeSize
    self.measurer = measurer
    self.scale = scale
  }

  /// The concrete font for the current font and Dynamic Type size.
  public var fontSpec: FontSpec { Typography.resolve(font, dynamicTypeSize, on: platform) }

  /// Resolves a style to a paint in a frame.
  func resolve(_ style: ShapeStyleValue, opacity: Double = 1) -> ResolvedStyle {
    switch style {
    case .color(let c): return .paint(.color(palette.color(c).opacity(opacity)))
    case .rgb(let r, let g, let b, let a): return .paint(.color(RGBA(r, g, b, a * opacity)))
    case .hierarchical(let level):
      // A hierarchical level of the current foreground (label colours for the primary one).
      // (A hierarchical foreground is itself a label level: resolving it through the
      // foreground again would never end.)
      if case .hierarchical = foreground {
        return .paint(.color(palette.label(level).opacity(opacity)))
      }
      let base = color(foreground)
      let alpha: [Double] = [1, 0.6, 0.3, 0.18, 0.1]
      return .paint(.color(base.opacity(alpha[level.rawValue] * opacity)))
    case .material(let m):
      let (tint, blur) = palette.material(m)
      return .backdrop(blur: blur, tint: tint.opacity(opacity))
    case .linearGradient(let colors, let start, let end):
      // Positions are filled in when drawn in a frame; see `gradient(in:)`.
      let stops = colors.enumerated().map { i, c in
        GradientStop(colors.count == 1 ? 0 : Double(i) / Double(colors.count - 1), color(c).opacity(opacity))
      }
      return .paint(.linearGradient(start: Point(start.x, start.y), end: Point(end.x, end.y), stops: stops))
    case .opacity(let inner, let o): return resolve(inner, opacity: opacity * o)
    case .tint: return resolve(tint, opacity: opacity)
    }
  }

  /// A style as one colour (gradients give their first colour; materials their tint).
  func color(_ style: ShapeStyleValue) -> RGBA {
    switch resolve(style) {
    case .paint(.color(let c)): return c
    case .paint(.linearGradient(_, _, let stops)): return stops.first?.color ?? .black
    case .backdrop(_, let tint): return tint
    }
  }
}

/// Builds layout nodes from a view tree.
public struct LayoutBuilder {
  public init() {}

  /// The layout node for `node` in `env`.
  public func build(_ node: ViewNode, _ env: LayoutEnvironment, stackAxis: Axis? = nil) -> LayoutNode {
    // Environment modifiers apply inward: walk from the outermost, so inner ones win.
    var envs = [LayoutEnvironment](repeating: env, count: node.modifiers.count + 1)
    var e = env
    for i in stride(from: node.modifiers.count - 1, through: 0, by: -1) {
      envs[i + 1] = e
      e = applying(node.modifiers[i], to: e)
    }
    envs[0] = e
    var result = primitive(node, e, stackAxis: stackAxis)
    result.identity = node.identity
    for (i, m) in node.modifiers.enumerated() {
      result = wrap(result, m, inside: envs[0], outside: envs[i + 1])
      result.identity = node.identity
    }
    return result
  }

  func applying(_ m: ViewModifierValue, to env: LayoutEnvironment) -> LayoutEnvironment {
    var e = env
    switch m {
    case .font(let f): e.font = f
    case .fontWeight(let w): e.font.weight = w
    case .foregroundStyle(let s): e.foreground = s
    case .tint(let s): e.tint = s
    case .multilineTextAlignment(let a): e.textAlignment = a
    case .lineLimit(let n): e.lineLimit = n
    case .buttonStyle(let s): e.buttonStyle = s
    case .pickerStyle(let s): e.pickerStyle = s
    case .textFieldStyle(let s): e.textFieldStyle = s
    case .imageScale(let s): e.imageScale = s
    case .textDecoration(let d, let c): e.textDecorations[d] = c
    case .contentMargins(let edges, let length): e.contentMargins.set(edges, length)
    default: break
    }
    return e
  }

  func wrap(
    _ content: LayoutNode, _ m: ViewModifierValue, inside: LayoutEnvironment, outside: LayoutEnvironment
  )
    -> LayoutNode
  {
    switch m {
    case .padding(let edges, let amount):
      // [C] SwiftUI's default padding is 16 pt on iOS (OpenSwiftUI's DefaultPaddingKey).
      return PaddingNode(child: content, edges: edges, amount: amount ?? 16)
    case .paddingInsets(let insets):
      return PaddingNode(child: content, insets: insets)
    case .frame(let w, let h, let a):
      return FixedFrameNode(child: content, width: w, height: h, alignment: a)
    case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, let a):
      return FlexibleFrameNode(
        child: content, minW: minW, idealW: idealW, maxW: maxW, minH: minH, idealH: idealH, maxH: maxH,
        alignment: a)
    case .background(let v, let a):
      return LayeredNode(content: content, layer: build(v, outside), alignment: a, behind: true)
    case .overlay(let v, let a):
      return LayeredNode(content: content, layer: build(v, outside), alignment: a, behind: false)
    case .backgroundStyle(let style, let shape):
      return StyledBackgroundNode(content: content, shape: shape ?? .rectangle, style: outside.resolve(style))
    case .opacity(let o):
      return GroupEffectNode(content: content, opacity: o, clip: nil)
    case .clipShape(let s):
      return GroupEffectNode(content: content, opacity: 1, clip: s)
    case .cornerRadius(let r):
      return GroupEffectNode(content: content, opacity: 1, clip: .roundedRectangle(cornerRadius: r))
    case .layoutPriority(let p):
      content.priority = p
      return content
    case .aspectRatio(let ratio, let mode):
      return AspectRatioNode(child: content, ratio: ratio, fill: mode == .fill)
    case .clipped:
      return GroupEffectNode(content: content, opacity: 1, clip: .rectangle)
    case .offset(let x, let y):
      return MovedNode(content: content, .offset(x: x, y: y))
    case .position(let x, let y):
      return MovedNode(content: content, .position(x: x, y: y))
    case .coordinateSpace(let name):
      return CoordinateSpaceNode(content: content, name: name)
    case .ignoresSafeArea(let edges):
      return SafeAreaIgnoringNode(
        content: content, edges: edges, container: outside.container, safeArea: outside.safeArea)
    default:
      return content
    }
  }

  func primitive(_ node: ViewNode, _ env: LayoutEnvironment, stackAxis: Axis?) -> LayoutNode {
    let font = env.fontSpec
    switch node.kind {
    case .text(let s):
      let color = env.color(env.foreground)
      return TextNode(
        s, font: font, color: color, alignment: env.textAlignment,
        lineLimit: env.lineLimit,
        measurer: env.measurer,
        decorations: env.textDecorations.sorted { $0.key.rawValue < $1.key.rawValue }.map { d, c in
          (d, c.map { env.color($0) } ?? color)
        })
    case .image(let name):
      return SymbolNode(
        name, font: font, color: env.color(env.foreground), scale: env.imageScale,
        resizable: node.modifiers.contains(.resizable))
    case .assetImage(let name):
      return PlaceholderImageNode(
        name, fill: env.palette.label(.quaternary), labelColor: env.palette.label(.secondary),
        font: Typography.resolve(FontValue(.style(.caption2)), env.dynamicTypeSize), measurer: env.measurer,
        resizable: node.modifiers.contains(.resizable))
    case .label(let title, let icon):
      // [C] Label: icon, 8 pt, title, on the first line's centre.
      let color = env.color(env.foreground)
      return StackNode(
        axis: .horizontal,
        children: [
          SymbolNode(icon, font: font, color: color),
          TextNode(
            title, font: font, color: color, alignment: env.textAlignment, lineLimit: env.lineLimit,
            measurer: env.measurer),
        ], spacing: 8, crossAlignment: .center)
    case .vstack(let alignment, let spacing):
      return StackNode(
        axis: .vertical, children: node.children.flatMap { flatten($0, env, axis: .vertical) },
        spacing: spacing ?? 8, crossAlignment: Alignment(horizontal: alignment, vertical: .center))
    case .hstack(let alignment, let spacing):
      return StackNode(
        axis: .horizontal, children: node.children.flatMap { flatten($0, env, axis: .horizontal) },
        spacing: spacing ?? 8, crossAlignment: Alignment(horizontal: .center, vertical: alignment))
    case .zstack(let alignment):
      return ZStackNode(children: node.children.flatMap { flatten($0, env, axis: nil) }, alignment: alignment)
    case .group:
      let kids = node.children.flatMap { flatten($0, env, axis: stackAxis ?? .vertical) }
      return kids.count == 1
        ? kids[0]
        : StackNode(axis: stackAxis ?? .vertical, children: kids, spacing: 8, crossAlignment: .center)
    case .geometryReader:
      return GeometryReaderNode(children: node.children.flatMap { flatten($0, env, axis: nil) }, env: env)
    case .empty:
      return LayoutNode()
    case .spacer(let minLength):
      return SpacerNode(axis: stackAxis, minLength: minLength)
    case .divider:
      return DividerNode(stackAxis: stackAxis, color: env.palette.separator, scale: env.scale)
    case .color(let style):
      return FillNode(shape: .rectangle, paint: env.resolve(style))
    case .shape(let kind, let fill):
      return FillNode(shape: kind, paint: env.resolve(fill ?? env.foreground))
    case .strokedShape(let kind, let style, let lineWidth, let inset):
      return StrokeNode(
        shape: kind, paint: env.resolve(style ?? env.foreground), lineWidth: lineWidth, inset: inset)
    case .scrollView(let vertical):
      let axis: Axis = vertical ? .vertical : .horizontal
      let content = StackNode(
        axis: axis, children: node.children.flatMap { flatten($0, env, axis: axis) }, spacing: 8,
        crossAlignment: .center)
      // `contentMargins`: the content scrolls inside these insets.
      let m = env.contentMargins
      let margined =
        m.isEmpty
        ? content
        : PaddingNode(
          child: content,
          insets: EdgeInsets(
            top: m.top ?? 0, leading: m.leading ?? 0, bottom: m.bottom ?? 0, trailing: m.trailing ?? 0))
      return ScrollNode(
        content: margined, offset: env.scrollOffsets[node.identity] ?? 0, axis: axis, env: env)
    case .gridTable(let alignment, let h, let v):
      // A child that is not a GridRow is a row of one cell across every column.
      let rows = node.children.flatMap { gridRows($0, env) }
      return GridTableNode(
        rows: rows, alignment: alignment, horizontalSpacing: h ?? 8, verticalSpacing: v ?? 8)
    case .gridRow:
      // A GridRow outside a Grid lays out as an HStack, as in SwiftUI.
      return StackNode(
        axis: .horizontal, children: node.children.flatMap { flatten($0, env, axis: .horizontal) },
        spacing: 8, crossAlignment: .center)
    case .grid(let vertical, let items, let spacing, let alignment):
      let grid = GridNode(
        vertical: vertical, items: items, lineSpacing: spacing ?? 8, alignment: alignment,
        children: node.children.flatMap { flatten($0, env, axis: nil) })
      grid.reportsFrame = node.modifiers.contains {
        if case .behavior(let b) = $0 { b.hasPrefix("lazy:") } else { false }
      }
      return grid
    case .button(let role):
      return ControlBuilder(builder: self).button(node, role: role, env)
    case .toggle(let title, let isOn):
      return ControlBuilder(builder: self).toggle(title: title, isOn: isOn, env)
    case .textField(let placeholder, let text):
      return ControlBuilder(builder: self).textField(placeholder: placeholder, text: text, editor: false, env)
    case .textEditor(let text):
      return ControlBuilder(builder: self).textField(placeholder: "", text: text, editor: true, env)
    case .picker(let title, let selected):
      return ControlBuilder(builder: self).picker(node, title: title, selected: selected, env)
    case .stepper:
      return ControlBuilder(builder: self).stepper(node, env)
    case .slider(let fraction):
      return ControlBuilder(builder: self).slider(node, fraction: fraction, env)
    case .progressView(let fraction):
      return ControlBuilder(builder: self).progressView(node, fraction: fraction, env)
    case .datePicker(let date, let time):
      return ControlBuilder(builder: self).datePicker(node, date: date, time: time, env)
    case .colorPicker(let color):
      return ControlBuilder(builder: self).colorPicker(node, color: color, env)
    case .tabView(let items, let selected):
      return ControlBuilder(builder: self).tabView(node, items: items, selected: selected, env)
    case .list, .form:
      return ControlBuilder(builder: self).insetGroupedList(node, env)
    case .section:
      return ControlBuilder(builder: self).insetGroupedList(ViewNode(.list, children: [node]), env)
    case .navigationStack:
      return ControlBuilder(builder: self).navigationStack(node, env)
    case .navigationLink:
      // Outside a list a link looks like a borderless button: its label in the tint colour.
      return ControlBuilder(builder: self).button(node, role: nil, env)
    }
  }

  /// The rows of a `Grid`: each `GridRow` as its cells (`Group`/`ForEach` spliced), each other
  /// view as one cell spanning the grid.
  func gridRows(_ node: ViewNode, _ env: LayoutEnvironment) -> [GridTableNode.Row] {
    if case .group = node.kind, node.modifiers.isEmpty { return node.children.flatMap { gridRows($0, env) } }
    if case .gridRow(let a) = node.kind, node.modifiers.isEmpty {
      return [
        GridTableNode.Row(
          cells: node.children.flatMap { flatten($0, env, axis: nil) }, alignment: a, spans: false)
      ]
    }
    return flatten(node, env, axis: nil).map { GridTableNode.Row(cells: [$0], alignment: nil, spans: true) }
  }

  /// Children of a stack, with `Group`/`ForEach` contents spliced in as SwiftUI does.
  func flatten(_ node: ViewNode, _ env: LayoutEnvironment, axis: Axis?) -> [LayoutNode] {
    if case .group = node.kind, node.modifiers.isEmpty {
      return node.children.flatMap { flatten($0, env, axis: axis) }
    }
    if case .empty = node.kind, node.modifiers.isEmpty { return [] }
    return [build(node, env, stackAxis: axis)]
  }
}

/// The `contentMargins` of scroll content, by edge (nil: none set on that edge).
public struct ContentMargins: Sendable, Hashable {
  public var top: Double?
  public var leading: Double?
  public var bottom: Double?
  public var trailing: Double?

  public init() {}

  /// Whether no edge has a margin.
  public var isEmpty: Bool { top == nil && leading == nil && bottom == nil && trailing == nil }

  /// Sets the margin of the edges named.
  public mutating func set(_ edges: EdgeSet, _ length: Double) {
    if edges.contains(.top) { top = length }
    if edges.contains(.leading) { leading = length }
    if edges.contains(.bottom) { bottom = length }
    if edges.contains(.trailing) { trailing = length }
  }
}
