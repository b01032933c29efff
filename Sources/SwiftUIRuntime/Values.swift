import Detents
import Portable
import SwiftSource
import ViewTree

/// A mutable cell shared by reference: captured variables, `@State` storage.
final class Cell: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// A binding: read and write closures, as SwiftUI's `Binding`.
final class BindingBox: @unchecked Sendable {
  let get: () throws(EvalError) -> Value
  let set: (Value) throws(EvalError) -> Void
  let name: String
  init(
    name: String, get: @escaping () throws(EvalError) -> Value,
    set: @escaping (Value) throws(EvalError) -> Void
  ) {
    self.name = name
    self.get = get
    self.set = set
  }
}

/// A closure or function value: parameters, body and the scope it captured.
final class Closure: @unchecked Sendable {
  enum Body {
    /// A closure expression or function body in the program.
    case syntax(Syntax, params: [Param], scope: Scope, selfValue: Cell?, isBuilder: Bool, isAsync: Bool)
    /// A built-in function.
    case native(([Argument]) throws(EvalError) -> Value)

    /// Whether it is a closure expression in the program (not a function or a built-in).
    var isClosureExpression: Bool {
      if case .syntax(let decl, _, _, _, _, _) = self { return decl.kind == .closureExpr }
      return false
    }
  }
  struct Param {
    var label: String?
    var name: String
    var defaultValue: Syntax?
    var isInout: Bool
    var isBuilder: Bool
  }
  let body: Body
  let name: String
  init(name: String, body: Body) {
    self.name = name
    self.body = body
  }
}

/// An argument at a call: label and value.
struct Argument {
  var label: String?
  var value: Value
  var node: Syntax?
}

/// The stored properties of a class instance: one object, shared by every reference to it.
final class ObjectStorage: @unchecked Sendable {
  var fields: [String: Value]
  /// The `sink`s subscribed to its `@Published` properties, by property.
  var subscriptions: [String: [Subscription]] = [:]
  /// Whether its initializer has returned: changes to an observable object's properties ask
  /// the views for another pass from then on (not while it is being built).
  var isInitialized = false
  init(_ fields: [String: Value]) { self.fields = fields }
}

/// An instance of a user-defined type: a struct's or enum payload holder's fields are a value
/// (copied with it); a class's (or actor's) live in one ``ObjectStorage`` that every copy of the
/// instance refers to, so a change through one reference is seen through all.
struct Instance {
  let type: UserType
  private var values: [String: Value]
  /// The shared storage of a class instance; nil for a struct.
  let object: ObjectStorage?

  init(type: UserType, fields: [String: Value]) {
    self.type = type
    if type.kind == .classType || type.kind == .actorType {
      values = [:]
      object = ObjectStorage(fields)
    } else {
      values = fields
      object = nil
    }
  }

  var fields: [String: Value] {
    get { object?.fields ?? values }
    _modify {
      if let object {
        yield &object.fields
      } else {
        yield &values
      }
    }
  }

  /// `===`: both are the same object.
  func isIdentical(to other: Instance) -> Bool {
    guard let object, let o = other.object else { return false }
    return object === o
  }
}

/// A chain of implicit members (`.title2.bold()`, `.white.opacity(0.25)`) kept until a
/// context says what type it is.
struct ImplicitChain {
  struct Step {
    var name: String
    var arguments: [Argument]?
  }
  var steps: [Step]
  var node: Syntax
  var description: String {
    "." + steps.map { $0.name + ($0.arguments == nil ? "" : "(…)") }.joined(separator: ".")
  }
}

/// A value of the interpreted program.
indirect enum Value {
  case void
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case nilValue
  case array([Value])
  case dictionary([(key: Value, value: Value)])
  case set([Value])
  case range(lower: Int, upper: Int, closed: Bool)
  case tuple([(label: String?, value: Value)])
  case instance(Instance)
  case enumCase(type: UserType, name: String, payload: [Value])
  case closure(Closure)
  case type(TypeRef)
  case implicit(ImplicitChain)
  case view(ViewValue)
  case native(Native)
  case binding(BindingBox)
  case keyPath([String])

  var typeName: String {
    switch self {
    case .void: "Void"
    case .bool: "Bool"
    case .int: "Int"
    case .double: "Double"
    case .string: "String"
    case .nilValue: "nil"
    case .array: "Array"
    case .dictionary: "Dictionary"
    case .set: "Set"
    case .range: "Range"
    case .tuple: "tuple"
    case .instance(let i): i.type.name
    case .enumCase(let t, _, _): t.name
    case .closure: "function"
    case .type(let t): "\(t.name).Type"
    case .implicit(let c): c.description
    case .view: "some View"
    case .native(let n): n.typeName
    case .binding: "Binding"
    case .keyPath: "KeyPath"
    }
  }
}

/// A type as a value: `PresentationDetent`, a user struct, `Int`.
enum TypeRef {
  case user(UserType)
  case builtin(String)
  var name: String {
    switch self {
    case .user(let u): u.name
    case .builtin(let n): n
    }
  }
}

/// SwiftUI and engine values the runtime knows natively.
enum Native {
  case detent(PresentationDetent)
  case font(FontValue)
  case style(ShapeStyleValue)
  case alignment(Alignment)
  case horizontalAlignment(Alignment.Horizontal)
  case verticalAlignment(Alignment.Vertical)
  case edges(EdgeSet)
  case unitPoint(UnitPoint)
  case animation(Animation?)
  case visibility(Visibility)
  case backgroundInteraction(PresentationBackgroundInteraction)
  case contentInteraction(PresentationContentInteraction)
  case buttonStyle(ButtonStyleKind)
  case buttonRole(ButtonRole)
  case textAlignment(TextAlignment)
  case duration(Double)
  case dynamicTypeSize(DynamicTypeSize)
  case colorScheme(ColorScheme)
  case sizeClass(UserInterfaceSizeClass)
  case fontWeight(FontWeightName)
  case shape(ShapeKind)
  case sizing(PresentationStyle)
  case adaptation(PresentationAdaptation)
  case keyboardShortcut(String)
  case gesture(Gesture)
  case detentContext(PresentationDetent.Context)
  case dismissAction(Int)
  case toolbarItem(placement: String, content: ViewValue)
  case uuid(String)
  /// An iOS 13 `Alert` or `ActionSheet` value, as an `alert(isPresented:content:)` or
  /// `actionSheet(isPresented:content:)` closure returns it.
  case alert(AlertValue)
  /// One `Alert.Button` (`.default(_:action:)`, `.cancel(_:)`, `.destructive(_:action:)`).
  case alertButton(AlertButtonValue)
  case pickerStyle(PickerStyleKind)
  case textFieldStyle(TextFieldStyleKind)
  case gridItem(GridItemValue)
  case gridItemSize(GridItemValue.Size)
  case edgeInsets(EdgeInsets)
  /// `Axis.Set`: which axes (a scroll view's).
  case axes(horizontal: Bool, vertical: Bool)
  /// A `Date`: seconds since 1 January 2001 00:00 UTC, as Foundation counts.
  case date(Double)
  case contentMode(ContentMode)
  case imageScale(ImageScale)
  /// `Data`: bytes (what `JSONEncoder` gives, `UserDefaults` and files keep).
  case data([UInt8])
  /// `URL`: a file's path (the in-memory files of ``Interpreter/files``).
  case url(String)
  /// `UserDefaults.standard`, `FileManager.default`, `JSONEncoder()`, `JSONDecoder()`.
  case foundationObject(FoundationObject)
  /// A format style: `.currency(code: "USD")` (Text(_:format:), `formatted(_:)`).
  case currencyFormat(code: String)
  /// `$items` of a `@Published` property, read inside its object: a Combine publisher of the
  /// property's values (`.debounce(for:scheduler:)`, `.sink { … }`).
  case publisher(Publisher)
  /// What `.sink` returns: an `AnyCancellable` (`cancel()` stops the subscription).
  case cancellable(Subscription)
  /// `Timer.publish(every:on:in:)` (and its `.autoconnect()`): a publisher of the date every
  /// `interval` seconds on the virtual clock, which `.onReceive` subscribes to.
  case timerPublisher(interval: Double)
  /// `Calendar.current`: the Gregorian calendar in UTC (the run's time zone).
  case calendar
  /// A `GeometryReader`'s `GeometryProxy`: what the last layout told the reader (nil before
  /// it was laid out: every frame is zero, in any space).
  case geometryProxy(ReaderGeometry?)
  /// A `CoordinateSpace` (`.global`, `.local`, `.named("x")`).
  case coordinateSpace(CoordinateSpaceName)
  /// `StrokeStyle(lineWidth:)`.
  case strokeStyle(lineWidth: Double)
  /// `EditMode`: `.inactive`, `.transient` or `.active`.
  case editMode(EditModeValue)
  /// A `DateFormatter` (a value here: setting a property writes the variable back).
  case dateFormatter(DateFormatterValue)

  var typeName: String {
    switch self {
    case .detent: "PresentationDetent"
    case .font: "Font"
    case .style: "ShapeStyle"
    case .alignment: "Alignment"
    case .horizontalAlignment: "HorizontalAlignment"
    case .verticalAlignment: "VerticalAlignment"
    case .edges: "Edge.Set"
    case .unitPoint: "UnitPoint"
    case .animation: "Animation"
    case .visibility: "Visibility"
    case .backgroundInteraction: "PresentationBackgroundInteraction"
    case .contentInteraction: "PresentationContentInteraction"
    case .buttonStyle: "ButtonStyle"
    case .buttonRole: "ButtonRole"
    case .textAlignment: "TextAlignment"
    case .duration: "Duration"
    case .dynamicTypeSize: "DynamicTypeSize"
    case .colorScheme: "ColorScheme"
    case .sizeClass: "UserInterfaceSizeClass"
    case .fontWeight: "Font.Weight"
    case .shape: "Shape"
    case .sizing: "PresentationSizing"
    case .adaptation: "PresentationAdaptation"
    case .keyboardShortcut: "KeyboardShortcut"
    case .gesture: "Gesture"
    case .detentContext: "CustomPresentationDetent.Context"
    case .dismissAction: "DismissAction"
    case .toolbarItem: "ToolbarItem"
    case .uuid: "UUID"
    case .alert(let a): a.style == .alert ? "Alert" : "ActionSheet"
    case .alertButton: "Alert.Button"
    case .pickerStyle: "PickerStyle"
    case .textFieldStyle: "TextFieldStyle"
    case .gridItem: "GridItem"
    case .gridItemSize: "GridItem.Size"
    case .edgeInsets: "EdgeInsets"
    case .axes: "Axis.Set"
    case .date: "Date"
    case .contentMode: "ContentMode"
    case .imageScale: "Image.Scale"
    case .data: "Data"
    case .url: "URL"
    case .foundationObject(let o): o.rawValue
    case .currencyFormat: "FloatingPointFormatStyle.Currency"
    case .publisher: "Published.Publisher"
    case .cancellable: "AnyCancellable"
    case .timerPublisher: "Publishers.Autoconnect<Timer.TimerPublisher>"
    case .calendar: "Calendar"
    case .geometryProxy: "GeometryProxy"
    case .coordinateSpace: "CoordinateSpace"
    case .dateFormatter: "DateFormatter"
    case .editMode: "EditMode"
    case .strokeStyle: "StrokeStyle"
    }
  }
}

/// SwiftUI's `EditMode`: whether a screen's lists show their edit controls.
enum EditModeValue: String, CaseIterable {
  case inactive, transient, active
  /// `isEditing`: any mode but inactive, as SwiftUI's.
  var isEditing: Bool { self != .inactive }
}

/// `Alert(title:message:dismissButton:)`, `Alert(title:message:primaryButton:secondaryButton:)`
/// or `ActionSheet(title:message:buttons:)`.
struct AlertValue {
  var style: PresentedDialog.Style
  var title: String
  var message: String?
  var buttons: [AlertButtonValue]
}

/// An `Alert.Button` (also `ActionSheet.Button`): its label (nil: the system's "Cancel"), role
/// and action.
struct AlertButtonValue {
  var label: String?
  var role: ButtonRole?
  var action: Closure?
}

/// The Foundation objects a program talks to, each one per run.
enum FoundationObject: String {
  case userDefaults = "UserDefaults"
  case fileManager = "FileManager"
  case jsonEncoder = "JSONEncoder"
  case jsonDecoder = "JSONDecoder"
  case mainQueue = "DispatchQueue"
}

/// A gesture value: `DragGesture(minimumDistance:)` with its callbacks.
struct Gesture {
  var onChanged: Closure?
  var onEnded: Closure?
}

/// A view value before it is rendered: a built-in view with its content still as values, or a
/// user view instance, plus the modifiers applied to it.
final class ViewValue: @unchecked Sendable {
  enum Kind {
    case builtin(ViewKind, children: [ViewValue])
    case user(Instance)
    /// `ViewModifier` content placeholder, bound when the modifier's body is rendered.
    case modifierContent
    /// A conditional or builder result: several views.
    case list([ViewValue])
    /// `ForEach`: data and a row closure, expanded when rendered.
    case forEach(data: [Value], id: KeyPathOrNil, row: Closure)
    /// A user `ViewModifier` applied with `.modifier(_:)`.
    case userModifier(content: ViewValue, modifier: Instance)
    /// A navigation stack: its root content, and the binding of `NavigationStack(path:)`.
    case navigation(root: [ViewValue], path: BindingBox?)
    /// `GeometryReader`: its content closure, called with a proxy when rendered.
    case geometryReader(content: Closure)
  }
  enum KeyPathOrNil {
    case selfID
    case path([String])
    case identifiable
  }
  let kind: Kind
  var modifiers: [RuntimeModifier]
  let node: Syntax?

  init(_ kind: Kind, modifiers: [RuntimeModifier] = [], node: Syntax?) {
    self.kind = kind
    self.modifiers = modifiers
    self.node = node
  }

  func adding(_ m: RuntimeModifier) -> ViewValue {
    ViewValue(kind, modifiers: modifiers + [m], node: node)
  }
}

/// A modifier as the runtime holds it: a plain view-tree modifier, or one with behaviour.
enum RuntimeModifier {
  case plain(ViewModifierValue)
  case background(ViewValue, Alignment)
  case overlay(ViewValue, Alignment)
  case toolbar([Value])
  case sheet(SheetRequest)
  case dialog(DialogRequest)
  /// On a `Menu`'s label: what a tap on it opens (its content), or runs (`primaryAction:`);
  /// on a view with a `contextMenu`, what a long press opens.
  case menu(MenuRequest)
  case onAppear(Closure)
  case onDisappear(Closure)
  /// `.onReceive(timer)`: runs its action with the date at every tick while the view is on screen.
  case onReceiveTimer(interval: Double, Closure)
  case task(id: Value?, Closure)
  case onChange(of: Value, Closure, initial: Bool)
  case gesture(Gesture)
  case onTapGesture(Closure)
  case environment(String, Value)
  /// What a tap on a control does (its taps are registered when it is rendered).
  case control(ControlBehavior)
  /// `tag(_:)`: the value that identifies the view for a picker or a tab view.
  case tag(Value)
  /// `tabItem { … }`: the tab's label in a `TabView`'s bar.
  case tabItem(ViewValue)
  /// On a `NavigationLink`: what a tap pushes.
  case navigationLink(NavigationLinkTarget)
  /// `navigationDestination(for:)` or `navigationDestination(isPresented:)`.
  case navigationDestination(NavigationDestinationRequest)
}

/// The state a control changes when it is tapped.
enum ControlBehavior {
  /// A toggle: a tap on its title flips the binding.
  case toggle(BindingBox)
  /// A picker: a tap on an option's text sets the selection to the option's tag.
  case picker(BindingBox)
  /// A stepper: taps on its label followed by " +" or " -" run these.
  case stepper(increment: Closure, decrement: Closure)
  /// A tab view and its `selection:` binding (nil: the tab view keeps its own state).
  case tabView(BindingBox?)
  /// `EditButton`: reads "Edit", or "Done" while the edit mode of its environment is active;
  /// a tap switches the mode between inactive and active.
  case editButton
  /// `List(selection:)`: the binding of the rows selected (drawn in edit mode).
  case listSelection(BindingBox)
}

/// A `sheet`, `fullScreenCover` or `popover` as the program wrote it.
struct SheetRequest {
  var kind: Presentation.Kind
  var isPresented: BindingBox?
  var item: BindingBox?
  var onDismiss: Closure?
  var content: Closure
  var node: Syntax
}

/// An `alert`, `confirmationDialog` or `actionSheet` as the program wrote it: the iOS 15 form
/// (a title, `actions` and `message` builders, optional `presenting` data) or the iOS 13 form
/// (a `content` closure that returns an `Alert` or `ActionSheet`).
struct DialogRequest {
  var style: PresentedDialog.Style
  var isPresented: BindingBox?
  var item: BindingBox?
  /// `presenting:` data, passed to the builders; the dialog shows only when it is non-nil.
  var presenting: Value?
  var title: String?
  var titleVisibility: Visibility = .automatic
  var actions: Closure?
  var message: Closure?
  /// The iOS 13 form's closure, returning an `Alert` or `ActionSheet`.
  var legacy: Closure?
  var node: Syntax
}

/// A `Menu` as the program wrote it: its content builder, evaluated only while the menu is
/// open (as SwiftUI builds a menu's items when it opens), and the `primaryAction:` a tap runs
/// instead of opening it.
struct MenuRequest {
  var content: Value?
  var primaryAction: Closure?
  var node: Syntax
  /// A `contextMenu`: the view it is on keeps its own taps, and a long press opens it.
  var isContextMenu = false
}

/// A Combine publisher of a `@Published` property: the object and property it publishes, and
/// what the chain so far does with the values (a debounce delay; how many to drop first).
struct Publisher {
  let storage: ObjectStorage
  let property: String
  var delay: Double = 0
  var dropCount = 0
}

/// A `sink` on a ``Publisher``: runs its closure with each value the property takes (the
/// current one first, as `@Published` sends it on subscribing), after the debounce delay on the
/// virtual clock; a value that comes before the delay is over replaces the one waiting.
final class Subscription: @unchecked Sendable {
  let publisher: Publisher
  let receive: Closure
  /// Values sent so far (the first `dropCount` are not received).
  var sent = 0
  /// Bumped by every value: a delayed delivery runs only if no value came after it.
  var generation = 0
  var isCancelled = false
  init(_ publisher: Publisher, _ receive: Closure) {
    self.publisher = publisher
    self.receive = receive
  }
}
