/// Formats insets as people read them: top, leading, bottom and trailing, each as
/// ``formatPoints(_:)`` writes it (`59 0 34 0`).
public func formatPoints(_ insets: EdgeInsets) -> String {
  "\(formatPoints(insets.top)) \(formatPoints(insets.leading)) \(formatPoints(insets.bottom)) \(formatPoints(insets.trailing))"
}

/// Portrait or landscape.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
  case portrait, landscape
}

/// What kind of product a device is: it decides how sheets are presented on it.
public enum DeviceFamily: String, Hashable, Sendable, CaseIterable {
  /// Sheets rise from the bottom edge; `.medium` is inactive in compact height.
  case phone
  /// Sheets are page or form sheets (cards) in regular width.
  case pad
  /// A sheet is a card attached to its window; people do not drag it between detents.
  case mac
  /// A sheet is a floating card in front of its window.
  case vision
}

/// A device (or window) Detents can present a sheet on, with its figures and their sources.
public struct Device: Hashable, Sendable {
  /// The name people use: "iPhone 16 Pro".
  public let name: String
  /// The command-line spelling: "iphone-16-pro".
  public let id: String
  public let family: DeviceFamily
  /// The screen (or window) size in points, in portrait.
  public let portraitSize: Size
  /// Pixels per point.
  public let scale: Scalar
  /// Safe-area insets in portrait.
  public let portraitSafeArea: EdgeInsets
  /// Safe-area insets in landscape (nil where the device does not rotate: Mac, Vision Pro).
  public let landscapeSafeArea: EdgeInsets?
  /// The display's corner radius in points (0 for square corners).
  public let displayCornerRadius: Scalar
  /// Whether the horizontal size class is regular in landscape (Plus, Pro Max and Air).
  public let regularWidthInLandscape: Bool
  /// Where the figures come from.
  public let source: String

  /// Whether the phone has the Dynamic Island: every iPhone in the catalogue whose portrait
  /// status bar is at least 59 pt tall (iPhone 14 Pro and later, not the 16e); the notched
  /// ones (47–50 pt) and the SE do not.
  public var hasDynamicIsland: Bool { family == .phone && portraitSafeArea.top >= 59 }

  /// The screen size in an orientation.
  public func size(_ orientation: Orientation) -> Size {
    guard orientation == .landscape, supports(.landscape) else { return portraitSize }
    return Size(width: portraitSize.height, height: portraitSize.width)
  }

  /// The safe-area insets in an orientation.
  public func safeArea(_ orientation: Orientation) -> EdgeInsets {
    orientation == .landscape ? (landscapeSafeArea ?? portraitSafeArea) : portraitSafeArea
  }

  /// Whether the device can be turned to `orientation`.
  public func supports(_ orientation: Orientation) -> Bool {
    orientation == .portrait || landscapeSafeArea != nil
  }

  /// The size classes (horizontal, vertical) in an orientation, from the HIG's Layout tables.
  public func sizeClasses(_ orientation: Orientation) -> (
    horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
  ) {
    switch family {
    case .phone:
      return orientation == .portrait
        ? (.compact, .regular) : (regularWidthInLandscape ? .regular : .compact, .compact)
    case .pad, .mac, .vision:
      return (.regular, .regular)
    }
  }
}
