import Detents
import ViewTree

extension ControlBuilder {
  /// The icon and caption of a tab item: its `Label`, or its `Image` and `Text`.
  func tabItemParts(_ node: ViewNode) -> (symbol: String?, title: String) {
    var symbol: String?
    var title: String?
    func visit(_ n: ViewNode) {
      switch n.kind {
      case .label(let t, let icon):
        if symbol == nil { symbol = icon }
        if title == nil { title = t }
      case .image(let name): if symbol == nil { symbol = name }
      case .text(let t): if title == nil { title = t }
      default: n.children.forEach(visit)
      }
    }
    visit(node)
    return (symbol, title ?? "")
  }

  /// `TabView`: the selected tab's content over a tab bar.
  func tabView(_ node: ViewNode, items: [ViewNode], selected: Int, _ env: LayoutEnvironment) -> LayoutNode {
    let content = node.children.first.map { builder.build($0, env) } ?? LayoutNode()
    return TabViewNode(content: content, items: items.map(tabItemParts), selected: selected, env: env)
  }
}

/// A tab view: the content fills the frame above (iOS 18) or under (iOS 26) the tab bar.
///
/// iOS 18 (HIG "Tab bars": 49 pt tall in portrait on iPhone): a bar material across the
/// width with a hairline on top, reaching down through the bottom safe area; items share the
/// width equally, each a 25 pt symbol over a 10 pt medium caption [C: UITabBar's]; the
/// selected item in the tint, the others grey (153, 153, 153) [M]. iOS 26: the bar floats
/// over the content as a Liquid Glass capsule, 62 pt tall, 25 pt in from the screen's sides
/// and bottom, the selected item on a lighter pill [C].
final class TabViewNode: LayoutNode {
  override var kindName: String { "TabViewNode" }
  let content: LayoutNode
  let items: [(symbol: String?, title: String)]
  let selected: Int
  let env: LayoutEnvironment

  init(content: LayoutNode, items: [(symbol: String?, title: String)], selected: Int, env: LayoutEnvironment)
  {
    self.content = content
    self.items = items
    self.selected = selected
    self.env = env
  }

  var glass: Bool { env.palette.os.hasLiquidGlass }
  static let classicHeight: Double = 49
  static let glassHeight: Double = 62
  static let glassInset: Double = 25

  override func computeSize(_ p: ProposedSize) -> Size {
    // A tab view takes the whole space offered.
    let c = content.size(p)
    return Size(
      width: p.width.map { $0.isFinite ? $0 : c.width } ?? c.width,
      height: p.height.map { $0.isFinite ? $0 : c.height + Self.classicHeight } ?? c.height
        + Self.classicHeight)
  }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    // The bar reaches the screen's bottom edge when the tab view ends at the safe area's.
    let atBottom = abs(frame.maxY - env.safeArea.maxY) < 0.5 && env.container.maxY > frame.maxY
    let screenBottom = atBottom ? env.container.maxY : frame.maxY
    let bar: Rect
    if glass {
      content.place(in: frame, &ctx)
      bar = Rect(
        x: frame.x + Self.glassInset, y: screenBottom - Self.glassInset - Self.glassHeight,
        width: max(0, frame.width - 2 * Self.glassInset), height: Self.glassHeight)
      let shape = Shape.roundedRect(bar, radius: bar.height / 2, continuous: false)
      let g = env.palette.glass
      ctx.items.append(.shadow(shape, color: RGBA(0, 0, 0, 0.12), radius: 12, offset: Point(0, 4)))
      ctx.items.append(.backdrop(shape, blurRadius: g.blur, tint: g.tint, edge: g.edge))
    } else {
      let contentFrame = Rect(
        x: frame.x, y: frame.y, width: frame.width, height: max(0, frame.height - Self.classicHeight))
      content.place(in: contentFrame, &ctx)
      bar = Rect(x: frame.x, y: contentFrame.maxY, width: frame.width, height: Self.classicHeight)
      let back = Rect(x: bar.x, y: bar.y, width: bar.width, height: screenBottom - bar.y)
      let (tint, blur) = env.palette.material(.bar)
      ctx.items.append(.backdrop(.rect(back), blurRadius: blur, tint: tint, edge: .clear))
      ctx.items.append(
        .fill(
          .rect(Rect(x: bar.x, y: bar.y, width: bar.width, height: 1 / max(env.scale, 1))),
          .color(env.palette.separator)))
    }
    guard !items.isEmpty else { return }
    let row = glass ? bar.inset(by: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)) : bar
    let w = row.width / Double(items.count)
    let unselected = RGBA(rgb255: 153, 153, 153)
    for (i, item) in items.enumerated() {
      let cell = Rect(x: row.x + Double(i) * w, y: row.y, width: w, height: row.height)
      let color = i == selected ? env.color(env.tint) : (glass ? env.palette.label(.primary) : unselected)
      if glass && i == selected {
        ctx.items.append(
          .fill(
            .roundedRect(cell, radius: cell.height / 2, continuous: false),
            .color(env.palette.scheme == .dark ? RGBA(1, 1, 1, 0.12) : RGBA(0, 0, 0, 0.06))))
      }
      let iconTop = cell.y + (glass ? 6 : 4)
      if let symbol = item.symbol {
        let box = Rect(x: cell.midX - 14, y: iconTop, width: 28, height: 25)
        ctx.items.append(.symbol(name: symbol, box: box, color: color))
        ctx.symbols.insert(symbol)
      }
      let caption = TextNode(
        item.title, font: Typography.resolve(FontValue(.size(10), weight: .medium), .large), color: color,
        alignment: .center, lineLimit: 1, measurer: env.measurer)
      let s = caption.size(ProposedSize(width: w - 4, height: nil))
      caption.place(
        in: Rect(x: cell.midX - s.width / 2, y: iconTop + 29, width: s.width, height: s.height), &ctx)
    }
  }
}
