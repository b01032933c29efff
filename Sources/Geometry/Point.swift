/// A point in screen points, origin at the top left, y growing downward.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Scalar
  /// The vertical coordinate (down from the top).
  public var y: Scalar

  /// The point at (`x`, `y`).
  @inlinable public init(_ x: Scalar, _ y: Scalar) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(0, 0)

  /// Both coordinates are finite (neither NaN nor infinite).
  @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }
}
