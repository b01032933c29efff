/// Where a sheet can be on screen in an environment: its container, its widest and tallest
/// extent, and the line its heights are measured from.
///
/// Heights are measured upward from `baseline`, the bottom of the sheet's safe area (for an
/// iPhone sheet, the top of the home-indicator area). A sheet resting at height h has its top
/// edge at `baseline − h`; `maxDetentValue` is the height of a `.large` sheet.
public struct SheetGeometry: Hashable, Sendable {
  /// How the sheet sits in its container.
  public enum Placement: String, Hashable, Sendable {
    /// Rises from the bottom edge (iPhone, iPad page sheet).
    case bottomEdge
    /// A card centred in the screen or window (iPad form or fitted sheet, Mac, Vision Pro).
    case centeredCard
    /// Fills the screen (full-screen cover, iPhone sheets in compact height before iOS 26).
    case fullScreen
    /// Sized to content next to its source (popover).
    case popover
  }

  /// The screen (or window) size in points.
  public let screen: Size
  /// The screen's safe-area insets.
  public let safeArea: EdgeInsets
  /// The height of a `.large` sheet: the tallest height a detent may resolve to.
  public let maxDetentValue: Scalar
  /// The y coordinate (from the screen's top) heights are measured up from.
  public let baseline: Scalar
  /// The sheet's horizontal extent when attached (at `.large`).
  public let minX: Scalar
  public let width: Scalar
  /// What lies below the baseline and is still sheet (the bottom safe-area inset on iPhone).
  public let bottomExtension: Scalar
  public let placement: Placement
  /// Whether people can drag the sheet between detents and down to dismiss (not on the Mac,
  /// where sheets are windows, nor for a full-screen cover or a popover).
  public let isDraggable: Bool
  /// The display's corner radius.
  public let displayCornerRadius: Scalar
  /// Which rule produced `maxDetentValue` (kept as data: the sentence is built on demand, so
  /// resolving stays free of string work).
  private let rule: Rule

  private enum Rule: Hashable, Sendable {
    case cover, bottomEdge, formCard(Size), fitted, macWindow, visionWindow
  }

  /// How `maxDetentValue` was worked out, for people.
  public var derivation: String {
    func fmt(_ v: Scalar) -> String { formatPoints(v) }
    let gap = SheetMetrics.largeTopGap
    let margin = SheetMetrics.cardMargin
    switch rule {
    case .cover: return "full-screen cover: the whole screen height \(fmt(screen.height))"
    case .bottomEdge:
      return "screen \(fmt(screen.height)) − top safe area \(fmt(safeArea.top)) − gap \(fmt(gap))"
        + " − bottom safe area \(fmt(safeArea.bottom))"
    case .formCard(let card):
      return "form sheet \(fmt(card.width))×\(fmt(card.height)) centred in the safe area"
    case .fitted: return "fitted sheet: the content's ideal height \(fmt(maxDetentValue))"
    case .macWindow:
      return "window \(fmt(screen.height)) − title bar \(fmt(safeArea.top)) − 2 × margin \(fmt(margin))"
    case .visionWindow: return "window \(fmt(screen.height)) − 2 × margin \(fmt(margin))"
    }
  }

  /// The geometry of a presentation in `environment`.
  public init(_ env: SheetEnvironment) {
    let device = env.device
    let screen = device.size(env.orientation)
    let safe = device.safeArea(env.orientation)
    self.screen = screen
    self.safeArea = safe
    self.displayCornerRadius = device.displayCornerRadius
    let gap = SheetMetrics.largeTopGap
    let safeHeight = screen.height - safe.top - safe.bottom

    switch (env.style, device.family) {
    case (.cover, _):
      maxDetentValue = screen.height
      baseline = screen.height
      minX = 0
      width = screen.width
      bottomExtension = 0
      placement = .fullScreen
      isDraggable = false
      rule = .cover
    case (_, .phone), (.page, .pad):
      let top = safe.top + gap
      baseline = screen.height - safe.bottom
      maxDetentValue = max(0, baseline - top)
      if device.family == .pad {
        let pageWidth = min(SheetMetrics.pageSheetWidth, screen.width)
        minX = (screen.width - pageWidth) / 2
        width = pageWidth
      } else {
        // An edge-attached sheet is as wide as its container's safe area (Apple,
        // UISheetPresentationController.widthFollowsPreferredContentSizeWhenEdgeAttached:
        // "the sheet's width equals the width of its container's safe area"): the full width
        // in portrait, between the side insets in landscape.
        minX = safe.leading
        width = screen.width - safe.leading - safe.trailing
      }
      bottomExtension = safe.bottom
      placement = env.style == .popover ? .popover : .bottomEdge
      isDraggable = env.style != .popover
      rule = .bottomEdge
    case (_, .pad):
      // Form sheets (SwiftUI's default on iPad) and fitted sheets: a centred card.
      var card = SheetMetrics.formSheetSize
      card.height = min(card.height, safeHeight - 2 * gap)
      if env.style == .fitted, let h = env.fittedContentHeight, h.isFinite, h > 0 {
        card.height = min(h, safeHeight - 2 * gap)
      }
      let top = safe.top + (safeHeight - card.height) / 2
      maxDetentValue = card.height
      baseline = top + card.height
      minX = (screen.width - card.width) / 2
      width = card.width
      bottomExtension = 0
      placement = env.style == .popover ? .popover : .centeredCard
      isDraggable = env.style != .popover
      rule = env.style == .fitted && env.fittedContentHeight != nil ? .fitted : .formCard(card)
    case (_, .mac), (_, .vision):
      // A card in front of its window, inset by a margin. Mac sheets are windows: people
      // resize them by their edges, not by dragging between detents.
      let margin = SheetMetrics.cardMargin
      let h = safeHeight - 2 * margin
      maxDetentValue = h
      baseline = safe.top + margin + h
      minX = margin
      width = screen.width - 2 * margin
      bottomExtension = 0
      placement = env.style == .popover ? .popover : .centeredCard
      isDraggable = device.family == .vision && env.style != .popover
      rule = device.family == .mac ? .macWindow : .visionWindow
    }
  }

  /// The y of the sheet's top edge at height `h`.
  @inline(__always) public func topY(forHeight h: Scalar) -> Scalar { baseline - h }

  /// The height at which the sheet is entirely off screen (where a dismissal ends).
  public var offscreenHeight: Scalar {
    -(bottomExtension + max(0, screen.height - baseline - bottomExtension))
  }
}
