import Detents
import ViewTree

/// The Mac's own controls: push buttons and bordered text fields (a SwiftUI `Button` on macOS is
/// a push button unless its style says otherwise; a `TextField` is a bordered field).
///
/// Metrics are AppKit's regular control size, chosen [C] from the system's look (Apple publishes
/// no numbers): a push button is 20 pt high (13 pt label, 16 pt line, 2 pt above and below),
/// its label 10 pt from the bezel's ends; a text field is 22 pt high, its text 5 pt from the
/// sides and 3 pt from the top and bottom. Colours: a push button is white (light) or 22 %
/// white (dark) with a hairline border; the default button (`.keyboardShortcut(.defaultAction)`,
/// or `.borderedProminent`) is filled with the accent colour, its label white; a field is the
/// text background (white, or #1E1E1E in dark mode, NSColor.textBackgroundColor) with a
/// hairline border. Corners: 5 pt on macOS 11-15, capsules and 6 pt fields from macOS 26,
/// whose controls are rounder.
extension ControlBuilder {
  /// A push button, or nil when the style draws no bezel (`.plain`, `.borderless`).
  func macButton(_ node: ViewNode, role: ButtonRole?, _ env: LayoutEnvironment) -> LayoutNode? {
    let style = env.buttonStyle
    if style == .plain || style == .borderless { return nil }
    let isDefault =
      style == .borderedProminent || style == .glassProminent
      || node.modifiers.contains { if case .keyboardShortcut("defaultAction") = $0 { true } else { false } }
    let dark = env.palette.scheme == .dark
    let tint = env.color(env.tint)
    var inner = env
    let labelColor: RGBA =
      isDefault ? .white : role == .destructive ? env.palette.accent(.red) : env.palette.label(.primary)
    inner.foreground = .rgb(labelColor.r, labelColor.g, labelColor.b, labelColor.a)
    let label = buttonLabel(node, inner)
    let padded = PaddingNode(
      child: PaddingNode(child: label, edges: .horizontal, amount: 10), edges: .vertical, amount: 2)
    let shape: ShapeKind = env.palette.os.hasLiquidGlass ? .capsule : .roundedRectangle(cornerRadius: 5)
    let fill: RGBA = isDefault ? tint : dark ? RGBA(1, 1, 1, 0.22) : .white
    let border: RGBA = isDefault ? RGBA(0, 0, 0, 0.05) : dark ? RGBA(1, 1, 1, 0.08) : RGBA(0, 0, 0, 0.15)
    return StyledBackgroundNode(
      content: padded, shape: shape, style: .paint(.color(fill)), border: (border, 1 / env.scale))
  }

  /// A bordered text field: the text (or the placeholder) in a field as wide as it is offered.
  func macTextField(placeholder: String, text value: String, _ env: LayoutEnvironment) -> LayoutNode {
    let shown = value.isEmpty ? placeholder : value
    let color = value.isEmpty ? env.palette.label(.tertiary) : env.color(env.foreground)
    let inset = PaddingNode(
      child: PaddingNode(child: text(shown, env, color: color), edges: .horizontal, amount: 5),
      edges: .vertical, amount: 3)
    let dark = env.palette.scheme == .dark
    let radius: Double = env.palette.os.hasLiquidGlass ? 6 : env.textFieldStyle == .roundedBorder ? 5 : 0
    let field = FlexibleFrameNode(
      child: inset, minW: nil, idealW: nil, maxW: .infinity, minH: nil, idealH: nil, maxH: nil,
      alignment: .leading)
    if env.textFieldStyle == .plain { return field }
    return StyledBackgroundNode(
      content: field, shape: .roundedRectangle(cornerRadius: radius),
      style: .paint(.color(dark ? RGBA(rgb255: 30, 30, 30) : .white)),
      border: (dark ? RGBA(1, 1, 1, 0.2) : RGBA(0, 0, 0, 0.2), 1 / env.scale))
  }
}
