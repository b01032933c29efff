import Detents

/// What a `GeometryReader` learns from layout: the frame it was given, on screen, with the
/// safe area around it and the frames of the named coordinate spaces it is inside. The
/// runtime gives it to the reader's content as its `GeometryProxy`.
public struct ReaderGeometry: Hashable, Sendable {
  /// The reader's frame in the screen's coordinates (`frame(in: .global)`): a sheet's content
  /// is where the sheet is on screen.
  public var frame: Rect
  /// `safeAreaInsets`: how far the safe area's edges are inside the reader's frame, on each
  /// edge where the reader reaches or crosses the safe area's edge (0 on the others).
  public var safeAreaInsets: EdgeInsets
  /// The frames on screen of the views above the reader that name a coordinate space
  /// (`coordinateSpace(name:)`), by name; the innermost wins a name used twice.
  public var namedSpaces: [String: Rect]

  public init(frame: Rect, safeAreaInsets: EdgeInsets = .zero, namedSpaces: [String: Rect] = [:]) {
    self.frame = frame
    self.safeAreaInsets = safeAreaInsets
    self.namedSpaces = namedSpaces
  }

  /// Before the first layout: nothing known, a frame of no size at the origin.
  public static let unknown = ReaderGeometry(frame: Rect(x: 0, y: 0, width: 0, height: 0))

  /// The reader's frame in a coordinate space: the screen's, its own (origin 0, 0) or a named
  /// one's (nil when no view above it has that name).
  public func frame(in space: CoordinateSpaceName) -> Rect? {
    switch space {
    case .global: return frame
    case .local: return Rect(x: 0, y: 0, width: frame.width, height: frame.height)
    case .named(let name):
      guard let s = namedSpaces[name] else { return nil }
      return Rect(x: frame.x - s.x, y: frame.y - s.y, width: frame.width, height: frame.height)
    }
  }
}

/// A coordinate space a `GeometryProxy` measures in (`CoordinateSpace`).
public enum CoordinateSpaceName: Hashable, Sendable {
  /// The screen's.
  case global
  /// The reader's own: its top-leading corner is the origin.
  case local
  /// The one a view above names with `coordinateSpace(name:)`.
  case named(String)
}
