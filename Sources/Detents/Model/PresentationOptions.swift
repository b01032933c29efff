/// Whether touches reach the view behind a sheet, as SwiftUI's
/// `PresentationBackgroundInteraction`.
public enum PresentationBackgroundInteraction: Hashable, Sendable, CustomStringConvertible {
  /// The system default: the background is dimmed and takes no touches at any detent.
  case automatic
  /// The background never takes touches.
  case disabled
  /// The background takes touches and is not dimmed at every detent.
  case enabled
  /// The background takes touches while the sheet is at or below this detent's height; above
  /// it the background dims as the sheet rises toward the next detent.
  case enabledUpThrough(PresentationDetent)

  /// SwiftUI's spelling: `.enabled(upThrough: .medium)`.
  public static func enabled(upThrough detent: PresentationDetent) -> Self { .enabledUpThrough(detent) }

  public var description: String {
    switch self {
    case .automatic: "automatic"
    case .disabled: "disabled"
    case .enabled: "enabled"
    case .enabledUpThrough(let d): "enabled(upThrough: \(d))"
    }
  }
}

/// What a swipe on the sheet's scrollable content does first, as SwiftUI's
/// `PresentationContentInteraction`.
public enum PresentationContentInteraction: String, Hashable, Sendable, CaseIterable {
  /// iOS default. Apple: "a swipe on a scroll view first grows the sheet to the next detent,
  /// and the content scrolls only once the sheet is at its largest detent", which is what
  /// `.resizes` does, so Detents treats `.automatic` as `.resizes`.
  case automatic
  /// Swipes resize the sheet first, then scroll at the largest detent.
  case resizes
  /// Swipes scroll the content first; the sheet moves when the content cannot scroll that way.
  case scrolls

  /// Whether swipes resize before they scroll.
  public var resizesFirst: Bool { self != .scrolls }
}

/// Whether the grabber shows, as SwiftUI's `Visibility` for `presentationDragIndicator`.
public enum Visibility: String, Hashable, Sendable, CaseIterable {
  /// Visible when the sheet has more than one active detent.
  case automatic
  case visible
  case hidden
}

/// What a sheet is filled with.
public enum PresentationBackground: Hashable, Sendable {
  /// The system background: Liquid Glass at partial detents on iOS 26, opaque otherwise.
  case automatic
  /// `presentationBackground(_:)` with a style described for people (a colour, a material,
  /// a gradient). It replaces the glass and the floating card: on iOS 26 the sheet is attached
  /// to the screen's sides and bottom at every detent, as iOS 18's (seed 000: "presentationBackground
  /// bypasses Liquid Glass"; "to force the legacy opaque appearance even at partial detents").
  case custom(String)
}

/// Everything the presentation modifiers on a sheet's content say about it.
public struct SheetConfiguration: Hashable, Sendable {
  public var detents: Set<PresentationDetent>
  public var dragIndicator: Visibility
  public var backgroundInteraction: PresentationBackgroundInteraction
  public var contentInteraction: PresentationContentInteraction
  /// `presentationCornerRadius`; nil means the system radius.
  public var cornerRadius: Scalar?
  public var background: PresentationBackground
  /// `interactiveDismissDisabled()`: drags still move between detents but never dismiss.
  public var interactiveDismissDisabled: Bool

  /// A sheet with SwiftUI's defaults: `[.large]`, automatic everything.
  public init(
    detents: Set<PresentationDetent> = [.large], dragIndicator: Visibility = .automatic,
    backgroundInteraction: PresentationBackgroundInteraction = .automatic,
    contentInteraction: PresentationContentInteraction = .automatic, cornerRadius: Scalar? = nil,
    background: PresentationBackground = .automatic, interactiveDismissDisabled: Bool = false
  ) {
    self.detents = detents
    self.dragIndicator = dragIndicator
    self.backgroundInteraction = backgroundInteraction
    self.contentInteraction = contentInteraction
    self.cornerRadius = cornerRadius
    self.background = background
    self.interactiveDismissDisabled = interactiveDismissDisabled
  }
}
