/// How a sheet looks at a height: glass or opaque, floating or attached, its corners and frame.
public struct SheetAppearance: Hashable, Sendable {
  /// The material filling the sheet.
  public enum Material: Hashable, Sendable {
    /// iOS 26 Liquid Glass (partial detents).
    case glass
    /// The system's opaque sheet background (iOS ≤ 18, and `.large` on iOS 26).
    case opaque
    /// `presentationBackground`.
    case custom(String)
  }

  /// 0 = floating card inset from the screen edges, 1 = attached to the sides and bottom.
  /// Between the largest partial detent and `.large` it changes continuously.
  public let attachment: Scalar
  /// The material at this height; on iOS 26 the glass turns opaque as `attachment` reaches 1.
  public let material: Material
  /// How far the sheet is inset from the screen's sides and bottom.
  public let inset: Scalar
  public let cornerRadius: Scalar
  /// The sheet's frame on screen.
  public let frame: Rect
  /// Whether the grabber shows.
  public let showsDragIndicator: Bool
  /// How far the presenting view is pushed back behind a full-height sheet: 0 = untouched,
  /// 1 = scaled to ``SheetMetrics/presenterScale`` under the status bar with rounded corners
  /// over black (iPhone in portrait, every OS; the sheet's progress from its largest partial
  /// detent, or from the bottom when it has none, to `.large`).
  public let pushBack: Scalar
  /// The sheet's opacity: below 1 only while it cross-fades in or out with Reduce Motion; the
  /// push-back fades with it.
  public let opacity: Scalar

  /// The look of a sheet at `height`, drawn at `opacity`.
  public init(
    height: Scalar, configuration: SheetConfiguration, resolution: DetentResolution, opacity: Scalar = 1,
    width: Scalar? = nil
  ) {
    self.opacity = opacity
    let env = resolution.environment
    let geometry = resolution.geometry
    let glassOS = env.os.hasLiquidGlass
    let maxValue = geometry.maxDetentValue
    // The largest partial detent: iOS 26 floats a sheet only when it has one.
    let largestPartial = resolution.stops.last(where: { $0.height < maxValue - 0.5 })?.height

    // Progress toward `.large`, from the largest partial detent (or the bottom).
    let from = largestPartial ?? 0
    let towardLarge = height <= from ? 0 : height >= maxValue ? 1 : (height - from) / (maxValue - from)

    // A `presentationBackground` (a material, a colour, any style) forces the legacy look even
    // at partial detents: attached to the sides and bottom as iOS 18's sheet (seed 000: "to
    // force the legacy opaque appearance even at partial detents, set
    // presentationBackground(.regularMaterial) or a solid color").
    let replacesGlass = configuration.background != .automatic
    var attachment: Scalar = 1
    if glassOS, geometry.placement == .bottomEdge, largestPartial != nil, !replacesGlass {
      attachment = towardLarge
    }
    // A visionOS sheet floats in front of its window at every height (seed 000).
    // (A popover floats too: a bubble over its presenter.)
    if geometry.placement == .floatingCard || geometry.placement == .popover { attachment = 0 }
    self.attachment = attachment
    let pushes =
      env.device.family == .phone && env.orientation == .portrait && geometry.placement == .bottomEdge
    pushBack = pushes ? towardLarge * opacity : 0

    switch configuration.background {
    case .custom(let s): material = .custom(s)
    case .automatic:
      // visionOS draws every sheet in glass, on every release: it is never white.
      // (A popover, whose attachment is 0, is glass on iOS 26 and opaque before.)
      material = (glassOS && attachment < 1) || geometry.placement == .floatingCard ? .glass : .opaque
    }

    let inset =
      geometry.placement == .bottomEdge && glassOS ? SheetMetrics.floatingInset * (1 - attachment) : 0
    self.inset = inset

    let systemRadius: Scalar
    switch geometry.placement {
    case .fullScreen: systemRadius = 0
    case .bottomEdge:
      systemRadius =
        glassOS
        ? max(
          geometry.displayCornerRadius - SheetMetrics.floatingInset, SheetMetrics.minimumFloatingCornerRadius)
        : SheetMetrics.attachedCornerRadius
    case .centeredCard, .popover:
      systemRadius = glassOS ? SheetMetrics.minimumFloatingCornerRadius : SheetMetrics.attachedCornerRadius
    case .windowSheet:
      systemRadius = glassOS ? SheetMetrics.macSheetCornerRadiusGlass : SheetMetrics.macSheetCornerRadius
    case .floatingCard:
      systemRadius = SheetMetrics.visionSheetCornerRadius
    }
    cornerRadius = geometry.placement == .fullScreen ? 0 : configuration.cornerRadius ?? systemRadius

    let top = geometry.topY(forHeight: height)
    let bottom = geometry.bottomY(forHeight: height) - inset
    // A Mac window sheet resized in width stays centred across the window.
    let minX = width.map { (geometry.screen.width - $0) / 2 } ?? geometry.minX
    frame = Rect(
      x: minX + inset, y: top, width: max(0, (width ?? geometry.width) - 2 * inset),
      height: max(0, bottom - top))

    switch configuration.dragIndicator {
    case .visible: showsDragIndicator = geometry.isDraggable
    case .hidden: showsDragIndicator = false
    case .automatic: showsDragIndicator = geometry.isDraggable && resolution.stops.count > 1
    }
  }
}
