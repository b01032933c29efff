import Detents

/// A presented sheet (or cover, or popover) on screen: the one representation of it from the
/// runtime that presented it to the screen that draws it. It pairs what the program made (its
/// evaluated content, its kind and background) with the engine's ``PresentedSheet`` (its
/// detents, height, motion and look). The runtime reports these after a run, a preview's
/// screen holds the front one, and Layout's `Screen` draws it; drawing a sheet at another
/// detent is ``with(sheet:)``.
public struct PresentedState: Sendable {
  /// The presentation's id (the presenting view's identity and the modifier's place).
  public let id: String
  /// Sheet, full-screen cover or popover.
  public let kind: Presentation.Kind
  /// The content as evaluated, with its presentation modifiers.
  public let content: ViewNode
  /// The engine's sheet: configuration, resolved detents, height and motion.
  public let sheet: PresentedSheet
  /// `presentationBackground`, when the content set one.
  public let background: ShapeStyleValue?

  /// A presented sheet.
  public init(
    id: String, kind: Presentation.Kind, content: ViewNode, sheet: PresentedSheet,
    background: ShapeStyleValue? = nil
  ) {
    self.id = id
    self.kind = kind
    self.content = content
    self.sheet = sheet
    self.background = background
  }

  /// The same presentation with the engine's sheet in another state (another time, another
  /// detent).
  public func with(sheet: PresentedSheet) -> PresentedState {
    PresentedState(id: id, kind: kind, content: content, sheet: sheet, background: background)
  }
}
