/// How a presentation is shown: a sheet (with its `presentationSizing`), a full-screen cover or
/// a popover.
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
  /// `.sheet` with `.automatic` sizing: an iPhone sheet; on iPad a form sheet (Apple:
  /// `.automatic` resolves to `.form` on every platform but macOS).
  case sheet
  /// `presentationSizing(.page)`: on iPad a page sheet that behaves like an iPhone sheet.
  case page
  /// `presentationSizing(.form)`: on iPad a form sheet; detents apply inside it.
  case form
  /// `presentationSizing(.fitted)`: sized to the content's ideal height.
  case fitted
  /// `fullScreenCover`: fills the screen, ignores detents, cannot be dragged away.
  case cover
  /// `popover`: sized to its content; ignores detents.
  case popover

  /// Whether detents apply at all.
  public var usesDetents: Bool { self != .cover && self != .popover }
}

/// `PresentationAdaptation` (`presentationCompactAdaptation`): how a presentation adapts in a
/// compact size class.
public enum PresentationAdaptation: String, Hashable, Sendable, CaseIterable {
  /// The default: a popover becomes a sheet in a compact size class (Apple: "a popover
  /// presentation over a horizontally-compact view uses a sheet appearance by default"); a
  /// sheet stays a sheet (the seeds: `.height` and `.fraction` detents keep working in compact
  /// height).
  case automatic
  /// "Don't adapt for the size class, if possible": a popover stays a popover.
  case none
  /// "Prefer a popover appearance".
  case popover
  /// "Prefer a sheet appearance".
  case sheet
  /// "Prefer a full-screen-cover appearance".
  case fullScreenCover

  /// The adaptation that applies in `values`' size classes, of a presentation that asks for
  /// `horizontal` in a horizontally compact one and `vertical` in a vertically compact one:
  /// the vertical one when the height is compact (also when both are, as Apple says), the
  /// horizontal one when only the width is, nil in regular width and height.
  public static func inEffect(horizontal: Self, vertical: Self, in values: DetentEnvironment) -> Self? {
    if values.verticalSizeClass == .compact { return vertical }
    if values.horizontalSizeClass == .compact { return horizontal }
    return nil
  }

  /// The style a `popover` (`isPopover`) or a sheet shown as `style` is shown with under
  /// this adaptation: a popover adapts to a sheet (`sheetStyle`, its content's sizing) unless
  /// kept one (`.none`, `.popover`), or to a cover; a sheet becomes a cover only when asked
  /// (`.fullScreenCover`), and is not made a popover (it has no source to point at).
  public func style(popover isPopover: Bool, sheetStyle: PresentationStyle) -> PresentationStyle {
    switch self {
    case .fullScreenCover: .cover
    case .none, .popover: isPopover ? .popover : sheetStyle
    case .automatic, .sheet: sheetStyle
    }
  }
}

/// Where a sheet is presented: device, orientation, OS, presentation style and environment.
public struct SheetEnvironment: Hashable, Sendable {
  public var device: Device
  public var orientation: Orientation
  public var os: OSVersion
  public var style: PresentationStyle
  /// Dynamic Type, colour scheme and Reduce Motion; the size classes are derived from the
  /// device and orientation when the environment is made.
  public var values: DetentEnvironment
  /// The content's ideal height, for `.fitted` sizing (nil: unknown, treated as `.form`).
  public var fittedContentHeight: Scalar?
  /// The content's ideal width, for a Mac window sheet, which is as wide as its content
  /// (nil: unknown, ``SheetMetrics/macSheetDefaultWidth``). Its ideal height is
  /// `fittedContentHeight`, the height a Mac sheet opens at when it declares no partial detent.
  public var fittedContentWidth: Scalar?
  /// The narrowest and widest the content can be (its `frame(minWidth:maxWidth:)`), for a Mac
  /// window sheet resized by its edges (nil: unknown, any width in the window).
  public var contentWidthLimits: ClosedRange<Scalar>?

  /// An environment on `device`; size classes follow the device and orientation.
  public init(
    device: Device = DeviceCatalog.defaultDevice, orientation: Orientation = .portrait,
    os: OSVersion = .latest, style: PresentationStyle = .sheet,
    dynamicTypeSize: DynamicTypeSize = .large, colorScheme: ColorScheme = .light,
    reduceMotion: Bool = false, fittedContentHeight: Scalar? = nil
  ) {
    self.device = device
    self.orientation = device.supports(orientation) ? orientation : .portrait
    self.os = os
    self.style = style
    let classes = device.sizeClasses(self.orientation)
    self.values = DetentEnvironment(
      dynamicTypeSize: dynamicTypeSize, verticalSizeClass: classes.vertical,
      horizontalSizeClass: classes.horizontal, colorScheme: colorScheme,
      accessibilityReduceMotion: reduceMotion)
    self.fittedContentHeight = fittedContentHeight
  }

  /// True on an iPhone in landscape: `.medium` is inactive there.
  public var isCompactHeight: Bool { values.verticalSizeClass == .compact }
}
