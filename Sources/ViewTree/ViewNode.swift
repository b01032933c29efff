import Detents

/// Where a node came from in the user's program, for diagnostics and for the Studio.
public struct SourceLocationRef: Hashable, Sendable {
  public var line: Int
  public var column: Int
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}

/// A view's identity: its structural path (and explicit ids) in the tree. State is keyed by it.
public struct ViewIdentity: Hashable, Sendable, CustomStringConvertible {
  public var path: [String]
  public init(_ path: [String] = []) { self.path = path }
  public func child(_ component: String) -> ViewIdentity { ViewIdentity(path + [component]) }
  public var description: String { path.isEmpty ? "/" : "/" + path.joined(separator: "/") }
}

/// A primitive view: what layout knows how to size and draw.
public indirect enum ViewKind: Hashable, Sendable {
  case text(String)
  case image(systemName: String)
  /// `Image("name")`: an asset image. There is no asset catalogue here, so it draws as a
  /// labelled placeholder (and the run warns).
  case assetImage(name: String)
  case label(title: String, systemImage: String)
  case button(role: ButtonRole?)
  case vstack(alignment: Alignment.Horizontal, spacing: Double?)
  case hstack(alignment: Alignment.Vertical, spacing: Double?)
  case zstack(alignment: Alignment)
  case spacer(minLength: Double?)
  case divider
  case color(ShapeStyleValue)
  case shape(ShapeKind, fill: ShapeStyleValue?)
  /// `stroke(_:lineWidth:)` (`inset` false: the line is centred on the shape's edge, half of
  /// it outside the frame) or `strokeBorder(_:lineWidth:)` (`inset`: all of it inside). A nil
  /// style is the foreground style.
  case strokedShape(ShapeKind, style: ShapeStyleValue?, lineWidth: Double, inset: Bool)
  case scrollView(vertical: Bool)
  /// `LazyVGrid` (`vertical`: its `items` are columns, filled row by row) and `LazyHGrid`
  /// (rows, filled column by column); `spacing` is between the lines the items make;
  /// `alignment` places a cell in its slot where its item has none.
  case grid(vertical: Bool, items: [GridItemValue], spacing: Double?, alignment: Alignment)
  /// `Grid`: its children are `GridRow`s (and views between them, each spanning every column);
  /// cells sit in their slots by `alignment`.
  case gridTable(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?)
  /// `GridRow`: its children are a `Grid`'s cells, one a column; `alignment` overrides the
  /// grid's vertical alignment.
  case gridRow(alignment: Alignment.Vertical?)
  case list
  case form
  case section(header: String?, footer: String?)
  /// `NavigationStack`, `NavigationView`, `NavigationSplitView` (a stack on a phone): the
  /// children are the root screen's content, then one child per pushed screen (the last
  /// `pushed` children), the front screen last.
  case navigationStack(pushed: Int)
  /// `NavigationLink`: its children are the label; tapping it pushes its destination.
  case navigationLink
  case textField(placeholder: String, text: String)
  case textEditor(text: String)
  case toggle(title: String, isOn: Bool)
  /// `Picker`: its children are the options (each tagged, see `tagKey`); `selected` is the
  /// index of the option whose tag is the selection's value, if one is.
  case picker(title: String, selected: Int?)
  /// `Stepper`: its one child is the label.
  case stepper
  /// `Slider`: `fraction` is where the value sits in its range (0…1); the children are the
  /// minimum and maximum value labels when both are given.
  case slider(fraction: Double)
  /// `ProgressView`: a spinner when `fraction` is nil, else a bar filled to it (0…1); the
  /// children are the label, if any.
  case progressView(fraction: Double?)
  /// `DatePicker` (compact style): its one child is the label; the date and the time as
  /// shown in their capsules (nil for a component not displayed).
  case datePicker(date: String?, time: String?)
  /// `ColorPicker`: its one child is the label; `color` is the selection.
  case colorPicker(color: ShapeStyleValue)
  /// `TabView`: the tab items (each the tab's `tabItem` content) and the index of the tab
  /// shown; the one child is the content of the tab shown.
  case tabView(items: [ViewNode], selected: Int)
  /// `GeometryReader`: takes all the space offered and places its children (the content its
  /// closure made for the proxy of `geometry`) at its top-leading corner, as a `ZStack`
  /// aligned there would. `geometry` is what the content was evaluated with (nil before the
  /// first layout).
  case geometryReader(geometry: ReaderGeometry?)
  /// A group of views with no layout of its own (`Group`, `ForEach`, `@ViewBuilder` results).
  case group
  case empty
}

/// A `GridItem`: a column of a `LazyVGrid` or a row of a `LazyHGrid`.
public struct GridItemValue: Hashable, Sendable {
  /// How big the item is (`GridItem.Size`).
  public enum Size: Hashable, Sendable {
    /// One track of this length.
    case fixed(Double)
    /// One track sharing the space left with the other flexible ones, within the bounds.
    case flexible(minimum: Double, maximum: Double)
    /// As many tracks of at least `minimum` as fit in its share, sharing it.
    case adaptive(minimum: Double, maximum: Double)
  }
  public var size: Size
  /// The space after this item's tracks (nil: the default 8 pt).
  public var spacing: Double?
  /// Where a cell sits in its slot (nil: the grid's alignment).
  public var alignment: Alignment?

  public init(_ size: Size, spacing: Double? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// A modifier, in the order the program applied it (the first wraps the view most tightly).
public indirect enum ViewModifierValue: Hashable, Sendable {
  case padding(EdgeSet, Double?)
  /// `padding(EdgeInsets(top:leading:bottom:trailing:))`.
  case paddingInsets(EdgeInsets)
  case frame(width: Double?, height: Double?, alignment: Alignment)
  case flexibleFrame(
    minWidth: Double?, idealWidth: Double?, maxWidth: Double?, minHeight: Double?, idealHeight: Double?,
    maxHeight: Double?, alignment: Alignment)
  case background(ViewNode, alignment: Alignment)
  case backgroundStyle(ShapeStyleValue, in: ShapeKind?)
  case overlay(ViewNode, alignment: Alignment)
  case foregroundStyle(ShapeStyleValue)
  case font(FontValue)
  case fontWeight(FontWeightName)
  case tint(ShapeStyleValue)
  case buttonStyle(ButtonStyleKind)
  case ignoresSafeArea(EdgeSet)
  case multilineTextAlignment(TextAlignment)
  case lineLimit(Int?)
  /// `Image.resizable()`: the image takes the size it is offered instead of its own.
  case resizable
  /// `aspectRatio(_:contentMode:)` (`scaledToFit()`, `scaledToFill()`): a ratio of width to
  /// height (nil: the view's own), fitting in or filling what is offered.
  case aspectRatio(Double?, contentMode: ContentMode)
  /// `imageScale(_:)`: symbols inside draw small, medium or large.
  case imageScale(ImageScale)
  /// `strikethrough(_:color:)` and `underline(_:color:)`: a line through or under text (nil
  /// colour: the text's).
  case textDecoration(TextDecoration, color: ShapeStyleValue?)
  /// `offset(x:y:)`: the view draws moved by this much; layout keeps its place.
  case offset(x: Double, y: Double)
  /// `position(x:y:)`: the view takes all the space offered and draws its content centred on
  /// this point of it.
  case position(x: Double, y: Double)
  /// `coordinateSpace(name:)`: the view's frame is the coordinate space of this name for the
  /// `GeometryReader`s inside it.
  case coordinateSpace(String)
  /// `clipped()`: the view draws only inside its frame.
  case clipped
  /// `accessibilityLabel(_:)`: what VoiceOver reads, and the name `--tap` finds a control by.
  case accessibilityLabel(String)
  case opacity(Double)
  case clipShape(ShapeKind)
  case cornerRadius(Double)
  case layoutPriority(Double)
  case navigationTitle(String)
  /// `navigationBarTitleDisplayMode`: how the bar shows the screen's title.
  case navigationBarTitleDisplayMode(TitleDisplayMode)
  /// `navigationBarBackButtonHidden`: the pushed screen's bar draws no back button.
  case navigationBarBackButtonHidden(Bool)
  case toolbarItem(placement: String, content: ViewNode)
  case keyboardShortcut(String)
  case listRowBackground(ShapeStyleValue)
  /// `listRowSeparator(_:edges:)`: a list row's separators above (`.top`) and below
  /// (`.bottom`) hidden or shown.
  case listRowSeparator(Visibility, edges: EdgeSet)
  /// `listRowSeparatorTint(_:edges:)`: the colour of a row's separators (nil: the system's).
  case listRowSeparatorTint(ShapeStyleValue?, edges: EdgeSet)
  /// On a `List` in edit mode (`EditMode.isEditing`): its rows draw their edit controls. With
  /// a selection binding (`selecting`), every row draws a selection circle, filled for the
  /// rows whose tag key is in `selected`; otherwise rows of a `ForEach` with `onDelete` draw a
  /// delete control. Rows with `onMove` draw a reorder handle either way.
  case listEditing(selecting: Bool, selected: [String])
  /// On a `ForEach`'s rows: `onDelete` (`.delete`) or `onMove` (`.move`) lets a list in edit
  /// mode delete or reorder them.
  case rowEditing(RowEditAction)
  /// `contentMargins(_:_:for:)` of scroll content: the edges named get this inset inside the
  /// scroll views below (their content scrolls within it).
  case contentMargins(EdgeSet, Double)
  /// `listRowInsets(_:)`: the row content's insets in place of the list's (nil: the list's).
  case listRowInsets(EdgeInsets?)
  /// `pickerStyle`: how pickers inside draw.
  case pickerStyle(PickerStyleKind)
  /// `textFieldStyle`: how text fields inside draw.
  case textFieldStyle(TextFieldStyleKind)
  /// `tag`: the key of the tag's value (a picker option's or a tab's).
  case tag(String)
  /// A presentation attached here (`sheet`, `fullScreenCover`, `popover`).
  case presentation(Presentation)

  // The presentation modifiers, as written on a sheet's content; the runtime also reads them
  // into the presentation's `SheetConfiguration`.
  case presentationDetents([PresentationDetent], hasSelection: Bool)
  case presentationDragIndicator(Visibility)
  case presentationBackgroundInteraction(PresentationBackgroundInteraction)
  case presentationContentInteraction(PresentationContentInteraction)
  case presentationCornerRadius(Double?)
  case presentationBackground(ShapeStyleValue)
  case presentationSizing(PresentationStyle)
  /// `presentationCompactAdaptation`: the adaptation in a horizontally and in a vertically
  /// compact size class.
  case presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation)
  case interactiveDismissDisabled(Bool)

  /// Behaviour the runtime keeps (gestures, tasks, events), marked where it is attached.
  case behavior(String)
}

/// What a list in edit mode lets a person do to a row.
public enum RowEditAction: String, Hashable, Sendable {
  case delete, move
}

/// A sheet, cover or popover request with its full configuration.
public struct Presentation: Hashable, Sendable {
  /// Which modifier presented it.
  public enum Kind: String, Hashable, Sendable { case sheet, fullScreenCover, popover }
  public var kind: Kind
  /// Whether it is presented now (`isPresented`, or `item != nil`).
  public var isPresented: Bool
  /// For `sheet(item:)`, the item's identity.
  public var itemID: String?
  /// The content, with its `presentation…` modifiers already read into `configuration`.
  public var content: ViewNode
  public var configuration: SheetConfiguration
  /// The selection binding's current value, if the content has `selection:`.
  public var selection: PresentationDetent?
  public var sizing: PresentationStyle
  /// `presentationBackground`: the style that replaces the system background (the
  /// configuration's `background` carries its description for the engine).
  public var background: ShapeStyleValue?
  public var source: SourceLocationRef?

  public init(
    kind: Kind, isPresented: Bool, itemID: String? = nil, content: ViewNode,
    configuration: SheetConfiguration = SheetConfiguration(), selection: PresentationDetent? = nil,
    sizing: PresentationStyle = .sheet, background: ShapeStyleValue? = nil, source: SourceLocationRef? = nil
  ) {
    self.background = background
    self.kind = kind
    self.isPresented = isPresented
    self.itemID = itemID
    self.content = content
    self.configuration = configuration
    self.selection = selection
    self.sizing = sizing
    self.source = source
  }
}

/// One node of the evaluated view tree: a primitive view, its children, its modifiers.
public struct ViewNode: Hashable, Sendable {
  public var kind: ViewKind
  public var children: [ViewNode]
  public var modifiers: [ViewModifierValue]
  public var identity: ViewIdentity
  public var source: SourceLocationRef?

  public init(
    _ kind: ViewKind, children: [ViewNode] = [], modifiers: [ViewModifierValue] = [],
    identity: ViewIdentity = ViewIdentity(), source: SourceLocationRef? = nil
  ) {
    self.kind = kind
    self.children = children
    self.modifiers = modifiers
    self.identity = identity
    self.source = source
  }

  /// Returns the node with `modifier` applied outside the existing ones.
  public func modifier(_ modifier: ViewModifierValue) -> ViewNode {
    var copy = self
    copy.modifiers.append(modifier)
    return copy
  }

  /// The key of the value that identifies this view among a picker's options: its `tag`, or
  /// the id a `ForEach` gave it (SwiftUI's implicit tag).
  public var tagKey: String? {
    for m in modifiers { if case .tag(let k) = m { return k } }
    if let last = identity.path.last, last.hasPrefix("id:") { return String(last.dropFirst(3)) }
    return nil
  }

  /// Every presentation attached anywhere in this subtree (not inside presented content).
  public var presentations: [Presentation] {
    var out: [Presentation] = []
    func visit(_ n: ViewNode) {
      for m in n.modifiers {
        switch m {
        case .presentation(let p): out.append(p)
        case .background(let v, _), .overlay(let v, _), .toolbarItem(_, let v): visit(v)
        default: break
        }
      }
      n.children.forEach(visit)
    }
    visit(self)
    return out
  }
}

extension ViewNode {
  /// The title display mode a screen declares: the first `navigationBarTitleDisplayMode` in
  /// its subtree, not looking into nested stacks (`.automatic` when none).
  public var titleDisplayMode: TitleDisplayMode {
    for m in modifiers { if case .navigationBarTitleDisplayMode(let d) = m { return d } }
    if case .navigationStack = kind { return .automatic }
    for c in children where c.titleDisplayMode != .automatic { return c.titleDisplayMode }
    return .automatic
  }

  /// The navigation title a screen declares: the first `navigationTitle` in its subtree,
  /// outermost first, not looking inside nested navigation stacks or presentations.
  public var navigationTitle: String? {
    for m in modifiers { if case .navigationTitle(let t) = m { return t } }
    if case .navigationStack = kind { return nil }
    for c in children { if let t = c.navigationTitle { return t } }
    return nil
  }

  /// The navigation title of a screen made of several views: the first one's that has one.
  public static func navigationTitle(of screen: [ViewNode]) -> String? {
    for n in screen { if let t = n.navigationTitle { return t } }
    return nil
  }

  /// Whether a screen hides the back button of its bar (`navigationBarBackButtonHidden`).
  public var hidesBackButton: Bool {
    for m in modifiers { if case .navigationBarBackButtonHidden(let h) = m { return h } }
    if case .navigationStack = kind { return false }
    return children.contains { $0.hidesBackButton }
  }

  /// A navigation stack's screens: the root's content, then each pushed screen, front last.
  /// Empty for any other view.
  public var navigationScreens: (root: [ViewNode], pushed: [ViewNode]) {
    guard case .navigationStack(let pushed) = kind else { return ([], []) }
    let n = min(pushed, children.count)
    return (Array(children.dropLast(n)), Array(children.suffix(n)))
  }
}
