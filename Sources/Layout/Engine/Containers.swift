import Detents
import ViewTree

/// `VStack` / `HStack`: SwiftUI's stack algorithm.
///
/// Children are offered space in order of layout priority (highest first) and, within one
/// priority, of flexibility (least flexible first: the difference between their largest and
/// smallest size). Each gets an equal share of what is left, then what it took is subtracted;
/// space for lower priorities' minimum sizes is held back. Spacing goes between children.
final class StackNode: LayoutNode {
  override var kindName: String { "StackNode" }
  let axis: Axis
  let children: [LayoutNode]
  let spacing: Double
  let crossAlignment: Alignment

  /// The children's sizes for the last proposals answered, with the size each gave the stack.
  private var sizings: [(size: Size, children: [Size])] = []

  init(axis: Axis, children: [LayoutNode], spacing: Double, crossAlignment: Alignment) {
    self.axis = axis
    self.children = children
    self.spacing = spacing
    self.crossAlignment = crossAlignment
  }

  private func major(_ s: Size) -> Double { axis == .vertical ? s.height : s.width }
  private func minor(_ s: Size) -> Double { axis == .vertical ? s.width : s.height }
  private func proposal(major: Double?, minor: Double?) -> ProposedSize {
    axis == .vertical ? ProposedSize(width: minor, height: major) : ProposedSize(width: major, height: minor)
  }

  /// The size of each child for a proposal.
  func childSizes(_ p: ProposedSize) -> [Size] {
    let pMajor = axis == .vertical ? p.height : p.width
    let pMinor = axis == .vertical ? p.width : p.height
    guard !children.isEmpty else { return [] }
    guard let total = pMajor else {
      return children.map { $0.size(proposal(major: nil, minor: pMinor)) }
    }
    var sizes = [Size?](repeating: nil, count: children.count)
    var remaining = total - spacing * Double(children.count - 1)
    let mins = children.map { major($0.size(proposal(major: 0, minor: pMinor))) }
    let flex = children.indices.map { i -> Double in
      let maxSize = major(children[i].size(proposal(major: .infinity, minor: pMinor)))
      return maxSize - mins[i]
    }
    // Spacers take what is left once every other child is sized; their minimum lengths are
    // held back meanwhile (a Spacer never squeezes its siblings, as in SwiftUI).
    let spacers = children.indices.filter { children[$0].isSpacer }
    let others = children.indices.filter { !children[$0].isSpacer }
    remaining -= spacers.reduce(0.0) { $0 + mins[$1] }
    let priorities = Set(others.map { children[$0].priority }).sorted(by: >)
    for priority in priorities {
      let group = others.filter { children[$0].priority == priority }.sorted { flex[$0] < flex[$1] }
      let reserved = others.filter { children[$0].priority < priority }.reduce(0.0) { $0 + mins[$1] }
      var available = remaining - reserved
      var count = group.count
      for i in group {
        let share = max(0, available / Double(count))
        let s = children[i].size(proposal(major: share, minor: pMinor))
        sizes[i] = s
        available -= major(s)
        remaining -= major(s)
        count -= 1
      }
    }
    var count = spacers.count
    for i in spacers {
      let share = max(mins[i], (remaining + mins[i] * Double(count)) / Double(count))
      let s = children[i].size(proposal(major: share, minor: pMinor))
      sizes[i] = s
      remaining -= major(s) - mins[i]
      count -= 1
    }
    return sizes.map { $0! }
  }

  override func computeSize(_ p: ProposedSize) -> Size {
    let sizes = childSizes(p)
    let majorTotal = sizes.reduce(0) { $0 + major($1) } + spacing * Double(max(0, sizes.count - 1))
    let minorMax = sizes.map(minor).max() ?? 0
    let size =
      axis == .vertical
      ? Size(width: minorMax, height: majorTotal) : Size(width: majorTotal, height: minorMax)
    if sizings.count >= 6 { sizings.removeFirst() }
    sizings.append((size, sizes))
    return size
  }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    // Placed at a size it answered, the stack keeps the children's sizes of that answer, as
    // SwiftUI places subviews for the proposal it was sized with: dividing the frame again
    // would offer the least flexible child half of a total sized to fit it exactly, and a
    // padded "GET" beside a caption would wrap. In any other frame, the frame is the proposal.
    let sizes =
      sizings.last { $0.size == frame.size }?.children
      ?? childSizes(ProposedSize(width: frame.width, height: frame.height))
    var cursor = axis == .vertical ? frame.y : frame.x
    for (child, s) in zip(children, sizes) {
      let slot: Rect
      if axis == .vertical {
        slot = align(s, in: Rect(x: frame.x, y: cursor, width: frame.width, height: s.height), crossAlignment)
        cursor += s.height + spacing
      } else {
        slot = align(s, in: Rect(x: cursor, y: frame.y, width: s.width, height: frame.height), crossAlignment)
        cursor += s.width + spacing
      }
      child.place(in: slot, &ctx)
    }
  }
}

/// `ZStack`: every child gets the same proposal; the stack is as big as the biggest.
final class ZStackNode: LayoutNode {
  override var kindName: String { "ZStackNode" }
  let children: [LayoutNode]
  let alignment: Alignment

  init(children: [LayoutNode], alignment: Alignment) {
    self.children = children
    self.alignment = alignment
  }

  override func computeSize(_ p: ProposedSize) -> Size {
    let sizes = children.map { $0.size(p) }
    return Size(width: sizes.map { $0.width }.max() ?? 0, height: sizes.map { $0.height }.max() ?? 0)
  }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    let p = ProposedSize(width: frame.width, height: frame.height)
    for child in children { child.place(in: align(child.size(p), in: frame, alignment), &ctx) }
  }
}

/// `padding`: shrinks the proposal by the insets and grows the answer by them.
final class PaddingNode: LayoutNode {
  override var kindName: String { "PaddingNode" }
  let child: LayoutNode
  let insets: EdgeInsets

  convenience init(child: LayoutNode, edges: EdgeSet, amount: Double) {
    self.init(
      child: child,
      insets: EdgeInsets(
        top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
        bottom: edges.contains(.bottom) ? amount : 0, trailing: edges.contains(.trailing) ? amount : 0))
  }

  init(child: LayoutNode, insets: EdgeInsets) {
    self.child = child
    self.insets = insets
  }

  override func computeSize(_ p: ProposedSize) -> Size {
    let i = insets
    let inner = ProposedSize(
      width: p.width.map { max(0, $0 - i.leading - i.trailing) },
      height: p.height.map { max(0, $0 - i.top - i.bottom) })
    let s = child.size(inner)
    return Size(width: s.width + i.leading + i.trailing, height: s.height + i.top + i.bottom)
  }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    child.place(in: frame.inset(by: insets), &ctx)
  }
}

/// `frame(width:height:alignment:)`: a fixed size on the given axes.
final class FixedFrameNode: LayoutNode {
  override var kindName: String { "FixedFrameNode" }
  let child: LayoutNode
  let width: Double?, height: Double?
  let alignment: Alignment

  init(child: LayoutNode, width: Double?, height: Double?, alignment: Alignment) {
    self.child = child
    self.width = width
    self.height = height
    self.alignment = alignment
  }

  override func computeSize(_ p: ProposedSize) -> Size {
    if let width, let height { return Size(width: width, height: height) }
    let s = child.size(ProposedSize(width: width ?? p.width, height: height ?? p.height))
    return Size(width: width ?? s.width, height: height ?? s.height)
  }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    let s = child.size(ProposedSize(width: frame.width, height: frame.height))
    child.place(in: align(s, in: frame, alignment), &ctx)
  }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per axis: the child is offered the proposal clamped to min…max (the ideal when the
/// proposal is nil); the frame then takes the proposal clamped to min…max, where a missing
/// bound is the child's own size (so `maxWidth: .infinity` fills and `minWidth` alone hugs).
final class FlexibleFrameNode: LayoutNode {
  override var kindName: String { "FlexibleFrameNode" }
  let child: LayoutNode
  let minW: Double?, idealW: Double?, maxW: Double?, minH: Double?, idealH: Double?, maxH: Double?
  let alignment: Alignment

  init(
    child: LayoutNode, minW: Double?, idealW: Double?, maxW: Double?, minH: Double?, idealH: Double?,
    maxH: Double?,
    alignment: Alignment
  ) {
    self.child = child
    self.minW = minW
    self.idealW = idealW
    self.maxW = maxW
    self.minH = minH
    self.idealH = idealH
    self.maxH = maxH
    self.alignment = alignment
  }

  private static func clamp(_ v: Double?, _ lo: Double?, _ hi: Double?) -> Double? {
    guard var v else { return nil }
    if let hi { v = min(v, hi) }
    if let lo { v = max(v, lo) }
    return v
  }

  private static func resolve(_ p: Double?, ideal: Double?, child: Double, lo: Double?, hi: Double?) -> Double
  {
    var v = p ?? ideal ?? child
    v = hi.map { min(v, $0) } ?? min(v, child)
    v = lo.map { max(v, $0) } ?? max(v, child)
    return v
  }

  func childProposal(_ p: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: Self.clamp(p.width ?? idealW, minW, maxW), height: Self.clamp(p.height ?? idealH, minH, maxH))
  }

  override func computeSize(_ p: ProposedSize) -> Size {
    let s = child.size(childProposal(p))
    return Size(
      width: Self.resolve(p.width, ideal: idealW, child: s.width, lo: minW, hi: maxW),
      height: Self.resolve(p.height, ideal: idealH, child: s.height, lo: minH, hi: maxH))
  }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    let s = child.size(childProposal(ProposedSize(width: frame.width, height: frame.height)))
    child.place(in: align(s, in: frame, alignment), &ctx)
  }
}

/// `background` and `overlay` with a view: sized by the content; the extra view gets the
/// content's size as its proposal.
final class LayeredNode: LayoutNode {
  override var kindName: String { "LayeredNode" }
  let content: LayoutNode
  let layer: LayoutNode
  let alignment: Alignment
  let behind: Bool

  init(content: LayoutNode, layer: LayoutNode, alignment: Alignment, behind: Bool) {
    self.content = content
    self.layer = layer
    self.alignment = alignment
    self.behind = behind
  }

  override func computeSize(_ p: ProposedSize) -> Size { content.size(p) }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    let ls = layer.size(ProposedSize(width: frame.width, height: frame.height))
    let layerFrame = align(ls, in: frame, alignment)
    if behind { layer.place(in: layerFrame, &ctx) }
    content.place(in: frame, &ctx)
    if !behind { layer.place(in: layerFrame, &ctx) }
  }
}

/// `background(style, in: shape)`: a styled shape behind the content, edged with a line when
/// `border` is set (a rounded-border text field).
final class StyledBackgroundNode: LayoutNode {
  override var kindName: String { "StyledBackgroundNode" }
  let content: LayoutNode
  let shape: ShapeKind
  let style: ResolvedStyle
  let border: (color: RGBA, lineWidth: Double)?

  init(
    content: LayoutNode, shape: ShapeKind, style: ResolvedStyle,
    border: (color: RGBA, lineWidth: Double)? = nil
  ) {
    self.content = content
    self.shape = shape
    self.style = style
    self.border = border
  }

  override func computeSize(_ p: ProposedSize) -> Size { content.size(p) }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    style.draw(ShapeGeometry.shape(shape, in: frame), &ctx)
    if let border {
      // The line sits inside the shape's edge, as UIKit draws a field's border.
      let h = border.lineWidth / 2
      let inner = frame.inset(by: EdgeInsets(top: h, leading: h, bottom: h, trailing: h))
      var kind = shape
      if case .roundedRectangle(let r) = shape { kind = .roundedRectangle(cornerRadius: max(0, r - h)) }
      ctx.items.append(
        .stroke(ShapeGeometry.shape(kind, in: inner), .color(border.color), lineWidth: border.lineWidth))
    }
    content.place(in: frame, &ctx)
  }
}

/// `opacity` and `clipShape`: the content drawn as a group.
final class GroupEffectNode: LayoutNode {
  override var kindName: String { "GroupEffectNode" }
  let content: LayoutNode
  let opacity: Double
  let clip: ShapeKind?

  init(content: LayoutNode, opacity: Double, clip: ShapeKind?) {
    self.content = content
    self.opacity = opacity
    self.clip = clip
  }

  override func computeSize(_ p: ProposedSize) -> Size { content.size(p) }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    var inner = DrawContext(recordsFrames: ctx.recordsFrames)
    inner.namedSpaces = ctx.namedSpaces
    content.place(in: frame, &inner)
    ctx.items.append(
      .group(opacity: opacity, clip: clip.map { ShapeGeometry.shape($0, in: frame) }, items: inner.items))
    ctx.symbols.formUnion(inner.symbols)
    ctx.frames += inner.frames
    ctx.readers += inner.readers
  }
}

/// `ScrollView` (and the scrolling part of `List` and `Form`): as big as offered; its content
/// gets its ideal height and scrolls.
///
/// The bottom safe area is a content inset, not a clip (as UIKit's
/// `contentInsetAdjustmentBehavior`): when the scroll view reaches the bottom of the safe area,
/// its clip and its background run on to the container's bottom edge (under the home
/// indicator, to a sheet's bottom edge), and the extra length is added to the scrollable
/// range, so the last row can still scroll above the home indicator. The content starts where
/// it did and the largest offset is the same (the frame and the inset grow together).
final class ScrollNode: LayoutNode {
  override var kindName: String { "ScrollNode" }
  let content: LayoutNode
  let offset: Double
  /// The axis it scrolls along: its content gets its ideal length on it.
  let axis: Axis
  /// Drawn behind the content over the whole visible extent (the grouped background of a list).
  let background: ResolvedStyle?
  /// The container and its safe area when the node was built.
  let container: Rect
  let safeArea: Rect

  init(
    content: LayoutNode, offset: Double, axis: Axis = .vertical, background: ResolvedStyle? = nil,
    env: LayoutEnvironment
  ) {
    self.content = content
    self.offset = offset
    self.axis = axis
    self.background = background
    container = env.container
    safeArea = env.safeArea
  }

  override func computeSize(_ p: ProposedSize) -> Size {
    if axis == .horizontal {
      // Sideways it takes what is offered; across, its content's height (a row of cards is
      // as tall as they are, a grid of flexible rows fills the height offered).
      let s = content.size(ProposedSize(width: nil, height: p.height))
      return Size(width: p.width ?? s.width, height: s.height)
    }
    let s = content.size(ProposedSize(width: p.width, height: nil))
    return Size(width: p.width ?? s.width, height: p.height ?? s.height)
  }

  /// The content's height for a width: what a scroll model needs.
  func contentHeight(width: Double) -> Double { content.size(ProposedSize(width: width, height: nil)).height }

  /// How far the scroll view runs past `frame` under the bottom safe area: the bottom inset
  /// when the frame ends at the safe area's bottom, else 0.
  func bottomInset(_ frame: Rect) -> Double {
    let inset = container.maxY - safeArea.maxY
    return inset > 0 && abs(frame.maxY - safeArea.maxY) < 0.5 ? inset : 0
  }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    if axis == .horizontal {
      let s = content.size(ProposedSize(width: nil, height: frame.height))
      let x = frame.x - min(max(offset, 0), max(0, s.width - frame.width))
      background?.draw(.rect(frame), &ctx)
      ctx.group(opacity: 1, clip: .rect(frame)) {
        $0.visibleRect = frame
        content.place(in: Rect(x: x, y: frame.y, width: s.width, height: frame.height), &$0)
      }
      return
    }
    let s = content.size(ProposedSize(width: frame.width, height: nil))
    let maxOffset = max(0, s.height - frame.height)
    let y = frame.y - min(max(offset, 0), maxOffset)
    var visible = frame
    visible.height += bottomInset(frame)
    background?.draw(.rect(visible), &ctx)
    ctx.group(opacity: 1, clip: .rect(visible)) {
      $0.visibleRect = visible
      content.place(in: Rect(x: frame.x, y: y, width: frame.width, height: s.height), &$0)
    }
  }
}

/// `ignoresSafeArea`: where the view's frame reaches an edge of the safe area, it is drawn out
/// to the container's edge (layout inside the safe area is unchanged, as in SwiftUI).
final class SafeAreaIgnoringNode: LayoutNode {
  override var kindName: String { "SafeAreaIgnoringNode" }
  let content: LayoutNode
  let edges: EdgeSet
  let container: Rect
  let safeArea: Rect

  init(content: LayoutNode, edges: EdgeSet, container: Rect, safeArea: Rect) {
    self.content = content
    self.edges = edges
    self.container = container
    self.safeArea = safeArea
  }

  override func computeSize(_ p: ProposedSize) -> Size { content.size(p) }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    var f = frame
    let near = 0.5
    if edges.contains(.top) && abs(f.y - safeArea.y) < near {
      f.height += f.y - container.y
      f.y = container.y
    }
    if edges.contains(.bottom) && abs(f.maxY - safeArea.maxY) < near { f.height = container.maxY - f.y }
    if edges.contains(.leading) && abs(f.x - safeArea.x) < near {
      f.width += f.x - container.x
      f.x = container.x
    }
    if edges.contains(.trailing) && abs(f.maxX - safeArea.maxX) < near { f.width = container.maxX - f.x }
    ctx.record(self, f)
    content.place(in: f, &ctx)
  }
}

/// `offset(x:y:)` and `position(x:y:)`: where the content draws, apart from where layout
/// puts it.
///
/// An offset lays the content out where it would be and draws it moved (its siblings do not
/// move, as in SwiftUI). A position takes the whole proposal (10 pt where an axis has none,
/// SwiftUI's default for flexible views) and centres the content, at its own size, on the point.
final class MovedNode: LayoutNode {
  enum Move {
    case offset(x: Double, y: Double)
    case position(x: Double, y: Double)
  }
  override var kindName: String { "MovedNode" }
  let content: LayoutNode
  let move: Move

  init(content: LayoutNode, _ move: Move) {
    self.content = content
    self.move = move
  }

  override func computeSize(_ p: ProposedSize) -> Size {
    guard case .position = move else { return content.size(p) }
    return p.filled
  }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    switch move {
    case .offset(let dx, let dy):
      content.place(
        in: Rect(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height), &ctx)
    case .position(let x, let y):
      let s = content.size(ProposedSize(width: frame.width, height: frame.height))
      content.place(
        in: Rect(
          x: frame.x + x - s.width / 2, y: frame.y + y - s.height / 2, width: s.width, height: s.height),
        &ctx)
    }
  }
}

/// `LazyVGrid` and `LazyHGrid`: cells in tracks (columns of a vertical grid, rows of a
/// horizontal one), filled a line at a time.
///
/// The tracks share the grid's length as SwiftUI shares them: fixed items take their size and
/// the spacing after every item is held back; flexible and adaptive items then take, in order,
/// an equal share of what is left, a flexible one clamped to its bounds, an adaptive one as
/// many tracks of at least its minimum as fit in the share (at least one), sharing it up to
/// its maximum. A line is as long as its longest cell; each cell is offered its track's size
/// across and nothing along, and sits in its slot by its item's alignment or the grid's.
/// Offered no length across (a vertical grid in a horizontal scroll view), flexible and
/// adaptive items take the widest cell, at least their minimum.
final class GridNode: LayoutNode {
  override var kindName: String { "GridNode" }
  let vertical: Bool
  let items: [GridItemValue]
  let lineSpacing: Double
  let alignment: Alignment
  let children: [LayoutNode]

  init(
    vertical: Bool, items: [GridItemValue], lineSpacing: Double, alignment: Alignment, children: [LayoutNode]
  ) {
    self.vertical = vertical
    self.items = items.isEmpty ? [GridItemValue(.flexible(minimum: 10, maximum: .infinity))] : items
    self.lineSpacing = lineSpacing
    self.alignment = alignment
    self.children = children
  }

  /// One track: its size across the grid, the space after it, and its cells' alignment.
  struct Track {
    var size: Double
    var spacing: Double
    var alignment: Alignment?
  }

  private func across(_ s: Size) -> Double { vertical ? s.width : s.height }
  private func along(_ s: Size) -> Double { vertical ? s.height : s.width }
  private func cellProposal(_ track: Double) -> ProposedSize {
    vertical ? ProposedSize(width: track, height: nil) : ProposedSize(width: nil, height: track)
  }

  /// The tracks for a length across (nil: none offered).
  func tracks(_ length: Double?) -> [Track] {
    let defaultSpacing = 8.0
    guard let length, length.isFinite else {
      let widest = children.map { across($0.size(.unspecified)) }.max() ?? 0
      return items.map { item in
        let size: Double
        switch item.size {
        case .fixed(let s): size = s
        case .flexible(let lo, let hi), .adaptive(let lo, let hi): size = min(max(widest, lo), hi)
        }
        return Track(size: size, spacing: item.spacing ?? defaultSpacing, alignment: item.alignment)
      }
    }
    var remaining = length
    for (i, item) in items.enumerated() {
      if case .fixed(let s) = item.size { remaining -= s }
      if i < items.count - 1 { remaining -= item.spacing ?? defaultSpacing }
    }
    var sharing = items.filter {
      if case .fixed = $0.size { return false }
      return true
    }.count
    var out: [Track] = []
    for item in items {
      let spacing = item.spacing ?? defaultSpacing
      switch item.size {
      case .fixed(let s):
        out.append(Track(size: s, spacing: spacing, alignment: item.alignment))
      case .flexible(let lo, let hi):
        let size = min(max(max(0, remaining) / Double(sharing), lo), hi)
        out.append(Track(size: size, spacing: spacing, alignment: item.alignment))
        remaining -= size
        sharing -= 1
      case .adaptive(let lo, let hi):
        let share = max(0, remaining) / Double(sharing)
        let count = max(1, Int(((share + spacing) / (lo + spacing)).rounded(.down)))
        let size = min(max((share - spacing * Double(count - 1)) / Double(count), lo), hi)
        for _ in 0..<count { out.append(Track(size: size, spacing: spacing, alignment: item.alignment)) }
        remaining -= size * Double(count) + spacing * Double(count - 1)
        sharing -= 1
      }
    }
    return out
  }

  /// The tracks, and each line's length along the grid, for a length across.
  func lines(_ length: Double?) -> (tracks: [Track], lengths: [Double]) {
    let t = tracks(length)
    var lengths: [Double] = []
    var start = 0
    while start < children.count {
      let end = min(start + t.count, children.count)
      lengths.append(
        (start..<end).map { along(children[$0].size(cellProposal(t[$0 - start].size))) }.max() ?? 0)
      start = end
    }
    return (t, lengths)
  }

  override func computeSize(_ p: ProposedSize) -> Size {
    let (t, lengths) = lines(vertical ? p.width : p.height)
    let acrossTotal = t.reduce(0) { $0 + $1.size } + t.dropLast().reduce(0) { $0 + $1.spacing }
    let alongTotal = lengths.reduce(0, +) + lineSpacing * Double(max(0, lengths.count - 1))
    return vertical
      ? Size(width: acrossTotal, height: alongTotal) : Size(width: alongTotal, height: acrossTotal)
  }

  /// Whether the grid built only part of its cells (a lazy grid's window, see the runtime's
  /// `render(_:)`): its frame is then recorded with the readers, so that the runtime learns
  /// whether the built cells reach the screen's edge.
  var reportsFrame = false

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    if reportsFrame { ctx.readers.append((identity, ReaderGeometry(frame: frame))) }
    ctx.record(self, frame)
    let (t, lengths) = lines(vertical ? frame.width : frame.height)
    var lineStart = vertical ? frame.y : frame.x
    for (line, length) in lengths.enumerated() {
      var trackStart = vertical ? frame.x : frame.y
      for (k, track) in t.enumerated() {
        let i = line * t.count + k
        guard i < children.count else { break }
        let slot =
          vertical
          ? Rect(x: trackStart, y: lineStart, width: track.size, height: length)
          : Rect(x: lineStart, y: trackStart, width: length, height: track.size)
        let cell = children[i]
        trackStart += track.size + track.spacing
        if let v = ctx.visibleRect,
          slot.maxX < v.x || slot.x > v.maxX || slot.maxY < v.y || slot.y > v.maxY
        {
          continue
        }
        cell.place(
          in: align(cell.size(cellProposal(track.size)), in: slot, track.alignment ?? alignment), &ctx)
      }
      lineStart += length + lineSpacing
    }
  }
}

/// `Grid` with `GridRow`s: a table. Each column is as wide as its widest cell at its ideal
/// size, each row as tall as its tallest cell offered its column's width; a view between the
/// rows spans every column. Cells sit in their slots by the row's vertical alignment or the
/// grid's alignment.
final class GridTableNode: LayoutNode {
  /// One row: its cells, its vertical alignment, and whether its one cell spans the grid.
  struct Row {
    var cells: [LayoutNode]
    var alignment: Alignment.Vertical?
    var spans: Bool
  }
  override var kindName: String { "GridTableNode" }
  let rows: [Row]
  let alignment: Alignment
  let horizontalSpacing: Double
  let verticalSpacing: Double

  init(rows: [Row], alignment: Alignment, horizontalSpacing: Double, verticalSpacing: Double) {
    self.rows = rows
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  /// The columns' widths, and the width they and their spacing take.
  func columns() -> (widths: [Double], total: Double) {
    var widths: [Double] = []
    for row in rows where !row.spans {
      for (i, cell) in row.cells.enumerated() {
        let w = cell.size(.unspecified).width
        if i < widths.count { widths[i] = max(widths[i], w) } else { widths.append(w) }
      }
    }
    let total = widths.reduce(0, +) + horizontalSpacing * Double(max(0, widths.count - 1))
    return (widths, total)
  }

  /// Each row's height for the columns and a grid width.
  func heights(_ widths: [Double], width: Double) -> [Double] {
    rows.map { row in
      if row.spans { return row.cells.first?.size(ProposedSize(width: width, height: nil)).height ?? 0 }
      return row.cells.enumerated().map { i, c in c.size(ProposedSize(width: widths[i], height: nil)).height }
        .max()
        ?? 0
    }
  }

  override func computeSize(_ p: ProposedSize) -> Size {
    let (widths, total) = columns()
    let spanning = rows.filter { $0.spans }.map { $0.cells.first?.size(.unspecified).width ?? 0 }.max() ?? 0
    let width = max(total, spanning)
    let h = heights(widths, width: width)
    return Size(width: width, height: h.reduce(0, +) + verticalSpacing * Double(max(0, h.count - 1)))
  }

  override func place(in frame: Rect, _ ctx: inout DrawContext) {
    ctx.record(self, frame)
    let (widths, _) = columns()
    let h = heights(widths, width: frame.width)
    var y = frame.y
    for (row, height) in zip(rows, h) {
      if row.spans, let cell = row.cells.first {
        let slot = Rect(x: frame.x, y: y, width: frame.width, height: height)
        cell.place(
          in: align(cell.size(ProposedSize(width: frame.width, height: nil)), in: slot, alignment), &ctx)
      } else {
        var x = frame.x
        var a = alignment
        if let v = row.alignment { a.vertical = v }
        for (i, cell) in row.cells.enumerated() {
          let slot = Rect(x: x, y: y, width: widths[i], height: height)
          cell.place(in: align(cell.size(ProposedSize(width: widths[i], height: nil)), in: slot, a), &ctx)
          x += widths[i] + horizontalSpacing
        }
      }
      y += height + verticalSpacing
    }
  }
}
