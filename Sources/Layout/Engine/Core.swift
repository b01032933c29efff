import Detents
import ViewTree

/// A size proposal, as SwiftUI's `ProposedViewSize`: nil asks for the ideal size, `.infinity`
/// for the largest, 0 for the smallest.
public struct ProposedSize: Hashable, Sendable {
  public var width: Double?
  public var height: Double?
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }
  public static let unspecified = ProposedSize(width: nil, height: nil)
  public static let zero = ProposedSize(width: 0, height: 0)
  public static let infinity = ProposedSize(width: .infinity, height: .infinity)

  /// What a view that takes all it is offered answers (`GeometryReader`, `position`): the
  /// proposal, 10 pt on an axis offered no length or an unbounded one (SwiftUI's default size
  /// of a flexible view).
  var filled: Size {
    func side(_ v: Double?) -> Double { v.map { $0.isFinite ? $0 : 10 } ?? 10 }
    return Size(width: side(width), height: side(height))
  }
}

/// An axis of a stack.
public enum Axis: Sendable { case horizontal, vertical }

/// The draw commands being collected while placing.
public struct DrawContext {
  public var items: [DisplayItem] = []
  /// SF Symbol names that were drawn (the drawing side reports the ones it cannot map).
  public var symbols: Set<String> = []
  /// When set, every placed node's frame is kept in `frames` (for tests and tools).
  public var recordsFrames: Bool
  public var frames: [(identity: ViewIdentity, node: String, frame: Rect)] = []  // node: its kindName
  /// What a scroll view shows of its content, while its content is placed: lazy grids place
  /// only the cells that reach into it, as SwiftUI's lazy grids make only those.
  public var visibleRect: Rect?
  /// The `GeometryReader`s placed, in the order they were, with what each learnt (its frame
  /// on screen, its safe area and the named coordinate spaces around it).
  public var readers: [(identity: ViewIdentity, geometry: ReaderGeometry)] = []
  /// The frames of the named coordinate spaces around the node being placed.
  public var namedSpaces: [String: Rect] = [:]

  public init(recordsFrames: Bool = false) { self.recordsFrames = recordsFrames }

  /// Draws `body` into a group with an opacity and a clip, keeping what it records.
  public mutating func group(opacity: Double, clip: Shape?, _ body: (inout DrawContext) -> Void) {
    var inner = DrawContext(recordsFrames: recordsFrames)
    inner.visibleRect = visibleRect
    inner.namedSpaces = namedSpaces
    body(&inner)
    items.append(.group(opacity: opacity, clip: clip, items: inner.items))
    symbols.formUnion(inner.symbols)
    frames += inner.frames
    readers += inner.readers
  }

  mutating func record(_ node: LayoutNode, _ frame: Rect) {
    if recordsFrames { frames.append((node.identity, node.kindName, frame)) }
  }
}

/// A node of the layout tree: it answers size proposals and draws itself in a frame.
///
/// Subclasses override `computeSize` and `place`; `size(_:)` caches the last answers, since
/// stacks ask their children the same questions several times.
open class LayoutNode {
  /// `layoutPriority`: stacks offer space to higher priorities first.
  public var priority: Double = 0
  /// Where the node came from, for tests and tools.
  public var identity: ViewIdentity = ViewIdentity()
  private var cache: [(ProposedSize, Size)] = []

  public init() {}

  /// The node's kind, as its class is named (`TextNode`, `StackNode`), for recorded frames.
  /// Each subclass names itself: Embedded Swift has no reflection to print a class's name.
  open var kindName: String { "LayoutNode" }

  /// The size this node takes for a proposal.
  public final func size(_ p: ProposedSize) -> Size {
    for (q, s) in cache where q == p { return s }
    let s = computeSize(p)
    if cache.count >= 6 { cache.removeFirst() }
    cache.append((p, s))
    return s
  }

  open func computeSize(_ p: ProposedSize) -> Size { Size(width: 0, height: 0) }

  /// Draws the node in `frame` (which it asked for through `size`).
  open func place(in frame: Rect, _ ctx: inout DrawContext) {}

  /// True for `Spacer`: stacks give it what is left.
  open var isSpacer: Bool { false }
}

/// Aligns a child of `size` inside `frame`.
func align(_ size: Size, in frame: Rect, _ alignment: Alignment) -> Rect {
  let x: Double
  switch alignment.horizontal {
  case .leading: x = frame.x
  case .center: x = frame.x + (frame.width - size.width) / 2
  case .trailing: x = frame.maxX - size.width
  }
  let y: Double
  switch alignment.vertical {
  case .top, .firstTextBaseline: y = frame.y
  case .center: y = frame.y + (frame.height - size.height) / 2
  case .bottom, .lastTextBaseline: y = frame.maxY - size.height
  }
  return Rect(x: x, y: y, width: size.width, height: size.height)
}
