import Detents
import ViewTree

/// A popover: a bubble the size of its content with an arrow at its source (the view the
/// `popover` modifier is on), not a dimmed card; detents have no effect on it (seed 000).
///
/// Placement [C], as UIKit places a popover whose permitted arrow directions are `.any`: below
/// the source with the arrow pointing up when it fits there, else above it with the arrow
/// pointing down; the bubble centred on the source, kept `cardMargin` inside the screen's
/// safe area, the arrow kept clear of the bubble's rounded corners. The bubble's corner radius
/// is the sheet's card radius; it casts the floating sheet's shadow.
extension ScreenComposer {
  /// Where a popover of `size` goes for a source frame: its bubble and the arrow's triangle
  /// (tip first, then the two ends of its base on the bubble's edge). Content taller than the
  /// room on either side is cut to the room of the roomier side (UIKit shrinks a popover to
  /// fit and its content scrolls), so the bubble never leaves `screen`.
  public static func popoverPlacement(source: Rect, size: Size, screen: Rect, radius: Scalar) -> (
    bubble: Rect, arrow: [Point]
  ) {
    let margin = SheetMetrics.cardMargin
    let arrow = SheetMetrics.popoverArrowSize
    let roomBelow = max(0, screen.maxY - margin - (source.maxY + arrow.height))
    let roomAbove = max(0, source.y - arrow.height - (screen.y + margin))
    // [C] A source that leaves no useful room on either side (a whole screen made a popover
    // with `--style popover`): the bubble covers the source, centred on it inside the screen,
    // with no arrow (its triangle flattened onto the bubble's top edge).
    if max(roomAbove, roomBelow) < min(size.height, 200) {
      let height = min(size.height, screen.height - 2 * margin)
      let x = min(max(source.midX - size.width / 2, screen.x + margin), screen.maxX - margin - size.width)
      let y = min(max(source.midY - height / 2, screen.y + margin), screen.maxY - margin - height)
      let flat = Point(min(max(source.midX, x), x + size.width), y)
      return (Rect(x: x, y: y, width: size.width, height: height), [flat, flat, flat])
    }
    let below = size.height <= roomBelow || (size.height > roomAbove && roomBelow >= roomAbove)
    let height = min(size.height, below ? roomBelow : roomAbove)
    let x = min(max(source.midX - size.width / 2, screen.x + margin), screen.maxX - margin - size.width)
    let y = below ? source.maxY + arrow.height : source.y - arrow.height - height
    let bubble = Rect(x: x, y: y, width: size.width, height: height)
    let half = arrow.width / 2
    let tipX = min(max(source.midX, bubble.x + radius + half), bubble.maxX - radius - half)
    let edge = below ? bubble.y : bubble.maxY
    let tip = Point(tipX, below ? source.maxY : source.y)
    return (bubble, [tip, Point(tipX - half, edge), Point(tipX + half, edge)])
  }

  /// The identity of the view a presented popover is attached to, in `root`'s tree.
  static func popoverSource(in root: ViewNode) -> ViewIdentity? {
    for m in root.modifiers {
      if case .presentation(let p) = m, p.kind == .popover, p.isPresented { return root.identity }
    }
    for c in root.children { if let found = popoverSource(in: c) { return found } }
    return nil
  }

  /// Draws `content` as a popover at its source's frame `source` (the sheet's own frame
  /// stands in when the source is not on screen).
  func composePopover(
    _ content: ViewNode, sheet: PresentedSheet, background: ShapeStyleValue?, source: Rect?, full: Rect,
    safeBox: Rect, palette: Palette, env: LayoutEnvironment, _ ctx: inout DrawContext
  ) {
    let look = sheet.appearance
    let r = look.cornerRadius
    let size = Size(width: look.frame.width, height: max(0, sheet.height))
    guard size.height > 0 else { return }
    let (bubble, arrow) = Self.popoverPlacement(
      source: source ?? look.frame, size: size, screen: safeBox, radius: r)
    let body = Shape.roundedRect(bubble, radius: r, continuous: true)
    let tip = Shape.path([.move(arrow[0]), .line(arrow[1]), .line(arrow[2]), .close])
    ctx.items.append(.shadow(body, color: RGBA(0, 0, 0, 0.12), radius: 20, offset: Point(0, 4)))
    for shape in [body, tip] {
      switch (background, look.material) {
      case (let style?, _): env.resolve(style).draw(shape, &ctx)
      case (nil, .glass):
        let g = palette.glass
        ctx.items.append(.backdrop(shape, blurRadius: g.blur, tint: g.tint, edge: g.edge))
      default: ctx.items.append(.fill(shape, .color(palette.sheetBackground)))
      }
    }
    var contentEnv = env
    contentEnv.container = bubble
    contentEnv.safeArea = bubble
    let node = LayoutBuilder().build(content, contentEnv)
    ctx.group(opacity: 1, clip: body) { place(node, in: bubble, &$0) }
  }
}
