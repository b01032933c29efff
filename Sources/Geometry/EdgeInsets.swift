/// The insets of a rectangle's four edges in points, as SwiftUI's `EdgeInsets` (leading and
/// trailing, not left and right; Detents lays out left to right, so leading is left).
public struct EdgeInsets: Hashable, Sendable {
  /// The inset of the top edge (downward).
  public var top: Scalar
  /// The inset of the leading (left) edge (rightward).
  public var leading: Scalar
  /// The inset of the bottom edge (upward).
  public var bottom: Scalar
  /// The inset of the trailing (right) edge (leftward).
  public var trailing: Scalar

  /// Insets of the given edges, 0 for those not given.
  @inlinable public init(top: Scalar = 0, leading: Scalar = 0, bottom: Scalar = 0, trailing: Scalar = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public static let zero = EdgeInsets()
}
