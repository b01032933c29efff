import Detents
import ViewTree

/// `GeometryReader`: takes all the space it is offered (10 pt on an axis offered no length,
/// SwiftUI's default size of a flexible view), places its content at its top-leading corner
/// as a `ZStack(alignment: .topLeading)` would (iOS 14 and later; iOS 13 centred it), and
/// records the frame it was placed in, so that the runtime can give its content the proxy of
/// that frame (``DrawContext/readers``).
final class GeometryReaderNode: LayoutNode {
  override var kindName: String { "GeometryReaderNode" }
  let children: [LayoutNode]
  /// The container and its safe area when the node was built, for `safeAreaInsets`.
  let container: Rect
  let safeArea: Rect

  init(children: [LayoutNode], env: LayoutEnvironment) {
    self.children = children
    container = env.container
    safeArea = env.safeArea
  }

  override func computeSize(_ p: ProposedSize) -> Size { p.filled }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    ctx.readers.append(
      (
        identity,
        ReaderGeometry(frame: frame, safeAreaInsets: insets(of: frame), namedSpaces: ctx.namedSpaces)
      ))
    let p = ProposedSize(width: frame.width, height: frame.height)
    for child in children { child.place(in: align(child.size(p), in: frame, .topLeading), &ctx) }
  }

  /// The safe area's insets in `frame`: on an edge that crosses the safe area's edge, how far
  /// past it the frame reaches; on an edge that lies on it (a view laid out in the safe area,
  /// as SwiftUI lays out the root), the container's inset there, which SwiftUI reports to a
  /// reader touching the edge (the top and bottom insets of a full-screen reader); else 0.
  func insets(of frame: Rect) -> EdgeInsets {
    let near = 0.5
    func inset(_ outer: Double, _ safe: Double, _ edge: Double, beyond: (Double, Double) -> Bool) -> Double {
      if abs(edge - safe) < near { return abs(safe - outer) }
      return beyond(edge, safe) ? abs(safe - edge) : 0
    }
    return EdgeInsets(
      top: inset(container.y, safeArea.y, frame.y, beyond: <),
      leading: inset(container.x, safeArea.x, frame.x, beyond: <),
      bottom: inset(container.maxY, safeArea.maxY, frame.maxY, beyond: >),
      trailing: inset(container.maxX, safeArea.maxX, frame.maxX, beyond: >))
  }
}

/// `coordinateSpace(name:)`: its content's frame is the coordinate space of that name for the
/// readers inside it.
final class CoordinateSpaceNode: LayoutNode {
  override var kindName: String { "CoordinateSpaceNode" }
  let content: LayoutNode
  let name: String

  init(content: LayoutNode, name: String) {
    self.content = content
    self.name = name
  }

  override func computeSize(_ p: ProposedSize) -> Size { content.size(p) }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    let outer = ctx.namedSpaces[name]
    ctx.namedSpaces[name] = frame
    content.place(in: frame, &ctx)
    ctx.namedSpaces[name] = outer
  }
}
