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

/// An alert, a confirmation dialog or an open menu on screen (`alert`, `confirmationDialog`,
/// their iOS 13 spellings `Alert` and `ActionSheet`, and `Menu`): what the program made of it,
/// as the runtime reports it after a run and Layout's `Screen` draws it. Unlike a sheet it has
/// no detents and no engine state: it is up while its binding is true (or its item non-nil;
/// a menu while it is open), and a tap on one of its buttons runs the button's action and
/// dismisses it.
public struct PresentedDialog: Hashable, Sendable {
  /// How it is drawn: a centred alert card, a confirmation dialog (an action sheet) at the
  /// bottom of a phone's screen, or a menu's list of items beside the control that opened it.
  public enum Style: String, Hashable, Sendable {
    case alert
    case confirmationDialog
    case menu
  }

  /// One of its buttons (a menu's items): its label and role, in the order the program wrote
  /// them.
  public struct Button: Hashable, Sendable {
    public var title: String
    public var role: ButtonRole?
    /// A menu item's second line (a `Button` whose label is two `Text`s).
    public var subtitle: String?
    /// A menu item's symbol (`Label("Copy", systemImage: "doc.on.doc")`).
    public var systemImage: String?
    /// A menu item that shows a checkmark: a `Toggle` that is on, a `Picker`'s selected option.
    public var isChecked: Bool
    /// A menu item that opens a submenu (a `Menu` inside a menu).
    public var opensSubmenu: Bool
    /// False for a menu row that takes no tap (a `Text` or `Label` in a menu's content).
    public var isEnabled: Bool
    /// Which group of a menu the item is in: groups are split by a `Divider`, a `Section`
    /// or a `Picker`'s options, and drawn apart.
    public var group: Int

    /// A button, or a menu item.
    public init(
      title: String, role: ButtonRole? = nil, subtitle: String? = nil, systemImage: String? = nil,
      isChecked: Bool = false, opensSubmenu: Bool = false, isEnabled: Bool = true, group: Int = 0
    ) {
      self.title = title
      self.role = role
      self.subtitle = subtitle
      self.systemImage = systemImage
      self.isChecked = isChecked
      self.opensSubmenu = opensSubmenu
      self.isEnabled = isEnabled
      self.group = group
    }
  }

  /// The presentation's id (the presenting view's identity and the modifier's place).
  public let id: String
  public let style: Style
  /// The title; nil when it is hidden (a confirmation dialog's `titleVisibility`). A menu's
  /// title is its `Menu`'s label, drawn above its items only in a submenu.
  public let title: String?
  /// The message, when the program gave one.
  public let message: String?
  /// The buttons as written, with the ones the system adds (an alert's OK, a dialog's
  /// Cancel).
  public let buttons: [Button]
  /// A menu's group headers (a `Section("Sort by")`), by group.
  public let groupTitles: [Int: String]
  /// A menu's anchor: the identity of the control that opened it (for a submenu, the
  /// outermost menu's control), whose frame on screen the menu is drawn beside.
  public let source: ViewIdentity?
  /// A menu opened from an item of another menu: drawn in its place, under its title.
  public let isSubmenu: Bool

  /// A dialog, or a menu.
  public init(
    id: String, style: Style, title: String?, message: String?, buttons: [Button],
    groupTitles: [Int: String] = [:], source: ViewIdentity? = nil, isSubmenu: Bool = false
  ) {
    self.id = id
    self.style = style
    self.title = title
    self.message = message
    self.buttons = buttons
    self.groupTitles = groupTitles
    self.source = source
    self.isSubmenu = isSubmenu
  }
}
