/// A rectangle in screen points: its top-left corner and its size (origin at the screen's top
/// left, y growing downward).
///
/// The four numbers are stored as given: a negative width or height is kept (its `maxX` is then
/// left of `x`), and only the insetting operations clamp, because a rectangle inset past its
/// middle has nothing left.
public struct Rect: Hashable, Sendable {
  /// The left edge.
  public var x: Scalar
  /// The top edge.
  public var y: Scalar
  /// The horizontal extent.
  public var width: Scalar
  /// The vertical extent.
  public var height: Scalar

  /// The rectangle with its top-left corner at (`x`, `y`) and the given extents.
  @inlinable public init(x: Scalar, y: Scalar, width: Scalar, height: Scalar) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The rectangle with its top-left corner at `origin` and the given size.
  @inlinable public init(origin: Point, size: Size) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  /// The top-left corner.
  @inlinable public var origin: Point { Point(x, y) }
  /// The width and height.
  @inlinable public var size: Size { Size(width: width, height: height) }

  /// The right edge, `x + width`.
  @inlinable public var maxX: Scalar { x + width }
  /// The bottom edge, `y + height`.
  @inlinable public var maxY: Scalar { y + height }
  /// The horizontal centre.
  @inlinable public var midX: Scalar { x + width / 2 }
  /// The vertical centre.
  @inlinable public var midY: Scalar { y + height / 2 }

  /// Every number is finite (none is NaN or infinite).
  @inlinable public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

  /// Whether `point` lies inside: the left and top edges count, the right and bottom edges do
  /// not (so two rectangles that share an edge never both contain a point on it). A rectangle
  /// with no width or height (or a negative one) contains nothing.
  @inlinable public func contains(_ point: Point) -> Bool {
    point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
  }

  /// The rectangle moved in by `d` on every side; its width and height stop at 0 when `d` is
  /// more than half of them (the origin still moves by `d`). A negative `d` grows it.
  @inlinable public func inset(by d: Scalar) -> Rect {
    Rect(x: x + d, y: y + d, width: max(0, width - 2 * d), height: max(0, height - 2 * d))
  }

  /// The rectangle with each edge moved in by its inset (the safe area of a screen is the
  /// screen inset by its safe-area insets); its width and height stop at 0 when the insets
  /// overlap.
  @inlinable public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: x + insets.leading, y: y + insets.top, width: max(0, width - insets.leading - insets.trailing),
      height: max(0, height - insets.top - insets.bottom))
  }
}
