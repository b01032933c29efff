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

/// An alert or a confirmation dialog on screen (`alert`, `confirmationDialog`, and their iOS 13
/// spellings `Alert` and `ActionSheet`): what the program made of it, as the runtime reports it
/// after a run and Layout's `Screen` draws it. Unlike a sheet it has no detents and no engine
/// state: it is up while its binding is true (or its item non-nil), and a tap on one of its
/// buttons runs the button's action and dismisses it.
public struct PresentedDialog: Hashable, Sendable {
  /// How it is drawn: a centred alert card, or a confirmation dialog (an action sheet) at the
  /// bottom of a phone's screen.
  public enum Style: String, Hashable, Sendable {
    case alert
    case confirmationDialog
  }

  /// One of its buttons: its label and role, in the order the program wrote them.
  public struct Button: Hashable, Sendable {
    public var title: String
    public var role: ButtonRole?
    public init(title: String, role: ButtonRole? = nil) {
      self.title = title
      self.role = role
    }
  }

  /// The presentation's id (the presenting view's identity and the modifier's place).
  public let id: String
  public let style: Style
  /// The title; nil when it is hidden (a confirmation dialog's `titleVisibility`).
  public let title: String?
  /// The message, when the program gave one.
  public let message: String?
  /// The buttons as written, with the ones the system adds (an alert's OK, a dialog's
  /// Cancel).
  public let buttons: [Button]

  /// A dialog.
  public init(id: String, style: Style, title: String?, message: String?, buttons: [Button]) {
    self.id = id
    self.style = style
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}
