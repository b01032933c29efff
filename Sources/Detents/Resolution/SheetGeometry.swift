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
    /// A window's sheet (Mac): its top edge fixed under the title bar, centred across the
    /// window, growing downward; heights are measured down from ``baseline``, its top edge.
    case windowSheet
    /// A card floating in front of its window, centred on it at every height (visionOS):
    /// never attached to an edge; ``baseline`` is the window's vertical centre.
    case floatingCard
  }

  /// The screen (or window) size in points.
  public let screen: Size
  /// The screen's safe-area insets.
  public let safeArea: EdgeInsets
  /// The tallest height a detent may resolve to.
  public let maxDetentValue: Scalar
  /// The height `.large` resolves to: ``maxDetentValue``, except a Mac window sheet whose
  /// content was measured, which opens at its content's ideal height (HIG, macOS sheets: "open at
  /// a size that fits the content"; SwiftUI sizes a macOS sheet to its content's ideal size).
  public let largeHeight: Scalar
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
    case cover, bottomEdge, formCard(Size), fitted, macWindow, visionWindow, popover
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
      let content =
        largeHeight < maxDetentValue ? "; .large is the content's ideal height \(fmt(largeHeight))" : ""
      return "window \(fmt(screen.height)) − title bar \(fmt(safeArea.top)) − margin \(fmt(margin))" + content
    case .visionWindow: return "window \(fmt(screen.height)) − 2 × margin \(fmt(margin))"
    case .popover: return "popover: its content's height \(fmt(maxDetentValue)), next to its source"
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
    var large: Scalar?

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
    case (.popover, _):
      // A popover is a bubble the size of its content next to its source (the composer puts
      // it there); detents have no effect on it (seed 000). On an iPhone a popover is one only
      // when its `presentationCompactAdaptation` keeps it one (`.popover`, `.none`); by default
      // the runtime shows it as a sheet there. Unmeasured content is UIKit's
      // default popover size, 320 × 480 pt [O: UIPopoverPresentationController's
      // preferredContentSize defaults].
      let margin = SheetMetrics.cardMargin
      var size = SheetMetrics.popoverDefaultSize
      if let w = env.fittedContentWidth, w.isFinite, w > 0 { size.width = w }
      if let h = env.fittedContentHeight, h.isFinite, h > 0 { size.height = h }
      size.width = min(size.width, max(0, screen.width - 2 * margin))
      size.height = min(size.height, max(0, safeHeight - 2 * margin))
      maxDetentValue = size.height
      baseline = safe.top + (safeHeight + size.height) / 2
      minX = (screen.width - size.width) / 2
      width = size.width
      bottomExtension = 0
      placement = .popover
      isDraggable = false
      rule = .popover
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
      placement = .bottomEdge
      isDraggable = true
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
      placement = .centeredCard
      isDraggable = true
      rule = env.style == .fitted && env.fittedContentHeight != nil ? .fitted : .formCard(card)
    case (_, .mac):
      // A window sheet: attached under the title bar, centred across the window, as wide as
      // its content's ideal width and as tall as its detent (partial detents are its initial
      // size, seed 000); people resize it by its edges, not by dragging between detents.
      let margin = SheetMetrics.cardMargin
      let widest = max(0, screen.width - 2 * margin)
      var w = SheetMetrics.macSheetDefaultWidth
      if let ideal = env.fittedContentWidth, ideal.isFinite, ideal > 0 { w = ideal }
      w = min(max(w, SheetMetrics.macSheetMinimumSize.width), widest)
      maxDetentValue = max(0, screen.height - safe.top - margin)
      if let ideal = env.fittedContentHeight, ideal.isFinite, ideal > 0 {
        large = min(max(ideal, SheetMetrics.macSheetMinimumSize.height), maxDetentValue)
      }
      baseline = safe.top
      minX = (screen.width - w) / 2
      width = w
      bottomExtension = 0
      placement = .windowSheet
      isDraggable = false
      rule = .macWindow
    case (_, .vision):
      // A glass card in front of its window (which recedes), centred on it, as wide as an
      // iPad form sheet: `.medium` (3/4 of the height) is a tall card, not a half-height
      // bottom sheet (seed 000).
      let margin = SheetMetrics.cardMargin
      maxDetentValue = max(0, safeHeight - 2 * margin)
      let w = min(SheetMetrics.formSheetSize.width, screen.width - 2 * margin)
      baseline = safe.top + safeHeight / 2
      minX = (screen.width - w) / 2
      width = w
      bottomExtension = 0
      placement = .floatingCard
      isDraggable = true
      rule = .visionWindow
    }
    largeHeight = large ?? maxDetentValue
  }

  /// The y of the sheet's top edge at height `h` (a window sheet's top does not move).
  @inline(__always) public func topY(forHeight h: Scalar) -> Scalar {
    switch placement {
    case .windowSheet: baseline
    case .floatingCard: baseline - max(0, h) / 2
    default: baseline - h
    }
  }

  /// The y of the sheet's bottom edge at height `h`.
  @inline(__always) public func bottomY(forHeight h: Scalar) -> Scalar {
    switch placement {
    case .windowSheet: baseline + max(0, h)
    case .floatingCard: baseline + max(0, h) / 2
    default: baseline + bottomExtension
    }
  }

  /// The height at which the sheet is entirely off screen (where a dismissal ends).
  public var offscreenHeight: Scalar {
    -(bottomExtension + max(0, screen.height - baseline - bottomExtension))
  }
}
