/// A width and a height in points.
///
/// Nothing stops either from being negative or NaN: `Size` stores what it is given, and the
/// code that produces one (a layout, a device table) decides what is valid.
public struct Size: Hashable, Sendable {
  /// The horizontal extent.
  public var width: Scalar
  /// The vertical extent.
  public var height: Scalar

  /// A size of `width` × `height`.
  @inlinable public init(width: Scalar, height: Scalar) {
    self.width = width
    self.height = height
  }

  /// No width and no height.
  public static let zero = Size(width: 0, height: 0)

  /// Both extents are finite (neither NaN nor infinite).
  @inlinable public var isFinite: Bool { width.isFinite && height.isFinite }
}
