/// A scroll view inside a sheet: its content height and offset, for the hand-off between
/// scrolling and resizing (`presentationContentInteraction`).
public struct ScrollContent: Hashable, Sendable {
  /// The height of everything in the scroll view.
  public var contentHeight: Scalar
  /// How far the content is scrolled (0 = at the top).
  public private(set) var restingOffset: Scalar
  /// Whether the content (not the sheet) took most of the last finger movement.
  var lastConsumerWasContent = false
  /// The viewport height at the last scroll, to bound the offset.
  private var viewport: Scalar = 0
  private var deceleration: (start: Double, velocity: Double)?

  public init(contentHeight: Scalar, offset: Scalar = 0) {
    self.contentHeight = contentHeight
    self.restingOffset = max(0, offset)
  }

  /// The largest offset for a viewport of `viewport` points.
  public func maxOffset(viewport: Scalar) -> Scalar { max(0, contentHeight - viewport) }

  /// The offset at time `t`, including momentum after a flick (no bounce past the ends).
  public func offset(at t: Double) -> Scalar {
    guard let d = deceleration else { return restingOffset }
    let moved = ScrollPhysics.decelerated(velocity: d.velocity, after: max(0, t - d.start)).offset
    return min(max(restingOffset + moved, 0), maxOffset(viewport: viewport))
  }

  /// Scrolls by `delta` points (positive = forward) within bounds; returns how much it moved.
  mutating func scroll(by delta: Double, viewport: Double) -> Double {
    self.viewport = viewport
    let old = restingOffset
    restingOffset = min(max(restingOffset + delta, 0), maxOffset(viewport: viewport))
    return restingOffset - old
  }

  mutating func decelerate(velocity: Double, at t: Double) {
    deceleration = (t, velocity)
  }

  mutating func stopDecelerating(at t: Double) {
    restingOffset = offset(at: t)
    deceleration = nil
  }

  public static func == (a: Self, b: Self) -> Bool {
    a.contentHeight == b.contentHeight && a.restingOffset == b.restingOffset
  }
  public func hash(into h: inout Hasher) {
    h.combine(contentHeight)
    h.combine(restingOffset)
  }
}
