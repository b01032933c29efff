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

/// An instance of a user-defined struct or enum payload holder.
struct Instance {
  let type: UserType
  var fields: [String: Value]
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
  case keyboardShortcut(String)
  case gesture(Gesture)
  case detentContext(PresentationDetent.Context)
  case dismissAction(Int)
  case toolbarItem(placement: String, content: ViewValue)
  case uuid(String)

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
    case .keyboardShortcut: "KeyboardShortcut"
    case .gesture: "Gesture"
    case .detentContext: "CustomPresentationDetent.Context"
    case .dismissAction: "DismissAction"
    case .toolbarItem: "ToolbarItem"
    case .uuid: "UUID"
    }
  }
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
  case onAppear(Closure)
  case onDisappear(Closure)
  case task(id: Value?, Closure)
  case onChange(of: Value, Closure, initial: Bool)
  case gesture(Gesture)
  case onTapGesture(Closure)
  case environment(String, Value)
  /// On a `NavigationLink`: what a tap pushes.
  case navigationLink(NavigationLinkTarget)
  /// `navigationDestination(for:)` or `navigationDestination(isPresented:)`.
  case navigationDestination(NavigationDestinationRequest)
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
