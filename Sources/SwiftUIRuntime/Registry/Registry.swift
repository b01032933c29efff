import Detents
import Portable
import SwiftSource
import ViewTree

/// One registry of the SwiftUI API that programs can name: every view, modifier, type and
/// global function is declared once, in the file of its family (`Registry/*.swift`), with
/// its argument labels, when it arrived on iOS and macOS, how it evaluates and what it does
/// to the screen, or why it is accepted without a visual effect, or that it is known SwiftUI
/// that Detents does not support yet.
///
/// Everything that asks about SwiftUI API reads it: the interpreter (``Interpreter/makeView``
/// and ``Interpreter/viewModifierCall``), the semantic pass (``SemanticPass``), the
/// "not supported yet" errors, and the generated table `docs/supported-api.md`.
public enum Registry {
  /// The families of SwiftUI API, one file each.
  public enum Family: String, CaseIterable, Sendable {
    case textAndImages = "Text and images"
    case stacksAndLayout = "Stacks and layout"
    case controls = "Controls"
    case listsAndForms = "Lists and forms"
    case navigation = "Navigation and toolbars"
    case tabs = "Tab views"
    case presentation = "Presentation"
    case shapesAndColours = "Shapes, colours and styles"
    case gestures = "Gestures"
    case animation = "Animation"
    case environmentAndEvents = "Environment, state and events"
    case previews = "Previews"
    case language = "Swift and Foundation"
  }

  /// All entries, family by family.
  public static let all: [APIEntry] =
    textAndImages + stacksAndLayout + controls + listsAndForms + navigation + tabs + presentation
    + shapesAndColours + gestures + animation + environmentAndEvents + previews + language

  /// Views (and other callable global names that make views, like `ToolbarItem`), by name.
  public static let views: [String: APIEntry] = index(.view)
  /// View modifiers, by name.
  public static let modifiers: [String: APIEntry] = index(.modifier)
  /// Types that are not views (`Font`, `PresentationDetent`, `Int`), by name.
  public static let types: [String: APIEntry] = index(.type)
  /// Global functions (`withAnimation`, `min`), by name.
  public static let functions: [String: APIEntry] = index(.function)
  /// Property wrappers (`@State`, `@Binding`), by name.
  public static let propertyWrappers: [String: APIEntry] = index(.propertyWrapper)

  static func index(_ kind: APIEntry.Kind) -> [String: APIEntry] {
    var out: [String: APIEntry] = [:]
    for e in all where e.kind == kind && out[e.name] == nil { out[e.name] = e }
    return out
  }

  /// A global name a program may use without declaring it: a view, a type or a function.
  public static func global(_ name: String) -> APIEntry? {
    views[name] ?? types[name] ?? functions[name]
  }

  /// Global names that evaluate (not the unsupported ones), for "cannot find … in scope".
  static let globalNames: [String] = all.filter {
    [.view, .type, .function].contains($0.kind) && !$0.isUnsupported
  }.map { $0.name }

  /// Whether `name` is a view, type or function the interpreter can call.
  static func isBuiltinCallable(_ name: String) -> Bool {
    globalNameInfo[name]?.isCallable ?? false
  }

  /// What the interpreter asks of a global name on every reference to it, in one lookup that
  /// copies no ``APIEntry`` (an entry is a large value: copying one is retaining its strings
  /// and closures).
  struct GlobalNameInfo: Sendable {
    /// ``global(_:)``'s entry is there and supported.
    var isCallable = false
    /// ``global(_:)``'s entry is a known API that is not supported yet.
    var isUnsupported = false
    /// ``functions`` has an entry of this name.
    var isFunction = false
  }

  /// ``GlobalNameInfo`` by name, for every name of ``views``, ``types`` and ``functions``.
  static let globalNameInfo: [String: GlobalNameInfo] = {
    var out: [String: GlobalNameInfo] = [:]
    for name in Set(views.keys).union(types.keys).union(functions.keys) {
      let e = global(name)
      out[name] = GlobalNameInfo(
        isCallable: e.map { !$0.isUnsupported } ?? false, isUnsupported: e?.isUnsupported ?? false,
        isFunction: functions[name] != nil)
    }
    return out
  }()

  /// The macOS release paired with an iOS release of SwiftUI: iOS 13 ↔ macOS 10.15, 14 ↔ 11,
  /// 15 ↔ 12, 16 ↔ 13 (16.4 ↔ 13.3), 17 ↔ 14, 18 ↔ 15, 26 ↔ 26.
  public static func macOS(forIOS v: OSVersion) -> OSVersion {
    switch v.major {
    case ..<14: OSVersion(10, 15)
    case 14: OSVersion(11, 0)
    case 15: OSVersion(12, 0)
    case 16: v.minor >= 4 ? OSVersion(13, 3) : OSVersion(13, 0)
    case 17: OSVersion(14, 0)
    case 18: OSVersion(15, 0)
    default: OSVersion(v.major, v.minor)
    }
  }
}

/// One piece of SwiftUI API: a view, modifier, type, function or property wrapper.
public struct APIEntry: Sendable {
  /// What sort of name it is.
  public enum Kind: String, Sendable, CaseIterable {
    case view, modifier, type, function
    case propertyWrapper = "property wrapper"
  }

  /// What the entry does to a program's screen.
  public enum Effect: Sendable {
    /// It is laid out and drawn (a view), or changes how the view it modifies is drawn.
    case visual
    /// It changes behaviour, not the pixels of its view: events, state, presentation. The
    /// text says what it does.
    case behaviour(String)
    /// Accepted and evaluated, without an effect Detents models; the text says why that is
    /// faithful enough (an accessibility label, a keyboard shortcut on a touch screen).
    case accepted(String)
    /// Known SwiftUI that Detents does not run yet: a program that uses it gets an
    /// `unsupported-api` error, never a silent gap.
    case unsupported
    /// A type, function or wrapper evaluated by the language core (`Builtins.swift`,
    /// `NativeValues.swift`, with static members in ``Registry/members``); the text says what Detents models of it.
    case builtin(String)
  }

  /// How a view or modifier call is evaluated.
  typealias Evaluate = @Sendable (ViewCall) throws(EvalError) -> Value

  /// The name as a program writes it.
  public let name: String
  /// View, modifier, type, function or property wrapper.
  public let kind: Kind
  /// The family (and so the file) it is declared in.
  public let family: Registry.Family
  /// The argument labels it accepts; unlabelled arguments are always accepted.
  public let labels: Set<String>
  /// The Swift types of arguments whose type is fixed, by label (`"_"` for the first
  /// unlabelled one): the semantic pass reports a literal of another type as the compiler
  /// would (`opacity("half")`).
  public let argumentTypes: [String: LiteralType]
  /// Labels of SwiftUI's own forms of it that Detents does not run yet (`Color(uiColor:)`):
  /// using one is `unsupported-api`, not an unknown label.
  public let unsupportedLabels: Set<String>
  /// The iOS release that introduced it.
  public let iOS: OSVersion
  /// The macOS release that introduced it, or nil where it does not exist on the Mac.
  public let macOS: OSVersion?
  /// What it does.
  public let effect: Effect
  /// A short use of it, as SwiftUI code: a view expression for views, the modifier call
  /// (`.padding(8)`) for modifiers. The registry's tests evaluate and draw every example.
  public let example: String
  /// For modifiers whose effect shows only in a context: a view expression that contains the
  /// modified view, with `@@` where the modifier goes (`Text("Sheet")@@` inside a presented
  /// sheet, for a presentation modifier). Without one, the tests put the modifier on a text
  /// in a leading column above another.
  public let context: String?
  let evaluate: Evaluate?

  /// Whether it is known SwiftUI that does not run yet.
  public var isUnsupported: Bool {
    if case .unsupported = effect { true } else { false }
  }

  // Never inlined, nor the factories below: the registry's tables call them for every entry,
  // and inlined (the label sets, the argument types' lookup) they made each table's
  // initialisation tens of kilobytes of code in the WebAssembly build.
  @inline(never)
  init(
    _ kind: Kind, _ name: String, family: Registry.Family, labels: [String] = [],
    unsupportedLabels: [String] = [],
    iOS: OSVersion = OSVersion(13, 0), macOS: OSVersion?? = .none, effect: Effect,
    example: String = "", context: String? = nil, evaluate: Evaluate? = nil
  ) {
    self.kind = kind
    self.name = name
    self.family = family
    self.labels = Set(labels)
    self.argumentTypes = Registry.fixedArgumentTypes[name] ?? [:]
    self.unsupportedLabels = Set(unsupportedLabels)
    self.iOS = iOS
    // Unless told otherwise, SwiftUI API ships in paired releases.
    self.macOS = macOS ?? Registry.macOS(forIOS: iOS)
    self.effect = effect
    self.example = example
    self.context = context
    self.evaluate = evaluate
  }

  /// A view that evaluates and draws.
  @inline(never) static func view(
    _ name: String, _ family: Registry.Family, labels: [String] = [], unsupportedLabels: [String] = [],
    iOS: OSVersion = OSVersion(13, 0), example: String, evaluate: @escaping Evaluate
  ) -> APIEntry {
    APIEntry(
      .view, name, family: family, labels: labels, unsupportedLabels: unsupportedLabels, iOS: iOS,
      effect: .visual,
      example: example, evaluate: evaluate)
  }

  /// A modifier, with its effect and how it evaluates.
  @inline(never) static func modifier(
    _ name: String, _ family: Registry.Family, labels: [String] = [], unsupportedLabels: [String] = [],
    iOS: OSVersion = OSVersion(13, 0), macOS: OSVersion?? = .none, effect: Effect = .visual, example: String,
    context: String? = nil, evaluate: @escaping Evaluate
  ) -> APIEntry {
    APIEntry(
      .modifier, name, family: family, labels: labels, unsupportedLabels: unsupportedLabels, iOS: iOS,
      macOS: macOS, effect: effect, example: example, context: context, evaluate: evaluate)
  }

  /// Known SwiftUI that Detents does not run yet.
  @inline(never) static func unsupported(
    _ kind: Kind, _ name: String, _ family: Registry.Family, iOS: OSVersion = OSVersion(13, 0),
    macOS: OSVersion?? = .none
  ) -> APIEntry {
    APIEntry(kind, name, family: family, iOS: iOS, macOS: macOS, effect: .unsupported)
  }

  /// A type the language core evaluates; its static members are ``MemberEntry``s in the file
  /// of its family.
  @inline(never) static func type(
    _ name: String, _ family: Registry.Family, iOS: OSVersion = OSVersion(13, 0), _ what: String
  ) -> APIEntry {
    APIEntry(.type, name, family: family, iOS: iOS, effect: .builtin(what))
  }

  /// A property wrapper (or attribute macro) the runtime evaluates; the text says what it keeps.
  @inline(never) static func propertyWrapper(
    _ name: String, iOS: OSVersion = OSVersion(13, 0), _ what: String
  ) -> APIEntry {
    APIEntry(.propertyWrapper, name, family: .environmentAndEvents, iOS: iOS, effect: .behaviour(what))
  }

  /// A global function the language core evaluates.
  @inline(never) static func function(_ name: String, _ family: Registry.Family, _ what: String) -> APIEntry {
    APIEntry(.function, name, family: family, effect: .builtin(what))
  }
}

/// A call of a view initializer or a modifier, as the registry's `evaluate` closures see it:
/// the arguments (already evaluated), the syntax to point errors at, and for modifiers the
/// view being modified.
struct ViewCall {
  let interpreter: Interpreter
  /// The view or modifier's name.
  let name: String
  let args: [Argument]
  let node: Syntax
  let scope: Scope
  /// The view a modifier modifies; nil for a view initializer.
  let base: ViewValue?

  /// The argument labelled `label`.
  func label(_ label: String) -> Value? { interpreter.label(args, label) }
  /// The first argument.
  var first: Value? { args.first?.value }
  /// The last unlabelled closure argument: a trailing `{ … }`.
  var trailing: Value? { args.last { $0.label == nil && interpreter.isClosureValue($0.value) }?.value }
  /// The first unlabelled string argument.
  var string: String? {
    guard let a = args.first(where: { $0.label == nil }), case .string(let s) = a.value else { return nil }
    return s
  }
  /// A number labelled `label`, or nil when there is none.
  func number(_ label: String) throws(EvalError) -> Double? { try interpreter.num(args, label, node) }
  /// The `i`th argument as a number.
  func number(at i: Int) throws(EvalError) -> Double { try interpreter.argNumber(args, i, node) }
  /// A located error about this call.
  func error(_ message: String) -> EvalError { interpreter.error(message, node) }
  /// `v` resolved as a value of the SwiftUI type `type` (`.medium` as a detent).
  func native(_ v: Value, as type: String) throws(EvalError) -> Value {
    try interpreter.resolveNative(v, as: type)
  }
  /// The first argument as a SwiftUI value of `type`; an error when it is missing or another
  /// type.
  func firstNative(_ type: String) throws(EvalError) -> Native {
    guard let v = first else { throw error("'\(name)' needs an argument") }
    guard case .native(let n) = try interpreter.resolveNative(v, as: type) else {
      throw interpreter.error("'\(name)' expects \(type), got \(v.typeName)", args.first?.node ?? node)
    }
    return n
  }
  /// The views a view-builder argument makes.
  func content(_ v: Value?) throws(EvalError) -> [ViewValue] { try interpreter.builderContent(v, node) }
  /// A built-in view of `kind`.
  func view(_ kind: ViewKind, _ children: [ViewValue] = []) -> Value {
    .view(ViewValue(.builtin(kind, children: children), node: node))
  }
  /// The modified view (modifiers only).
  var modified: ViewValue { base! }
  /// The modified view with a plain modifier added.
  func plain(_ m: ViewModifierValue) -> Value { .view(modified.adding(.plain(m))) }
  /// The modified view with `m` added.
  func adding(_ m: RuntimeModifier) -> Value { .view(modified.adding(m)) }
  /// The modified view unchanged.
  var unchanged: Value { .view(modified) }
}

extension Registry {
  /// The modifiers that evaluate, for "did you mean" (an unsupported one is no help).
  static let supportedModifierNames: [String] = modifiers.values.filter { !$0.isUnsupported }.map { $0.name }

  /// Why `entry` cannot be used on `os` (iOS, or macOS when `isMac`), or nil when it can.
  static func unavailability(_ entry: APIEntry, os: OSVersion, isMac: Bool) -> String? {
    if isMac {
      guard let mac = entry.macOS else { return "'\(entry.name)' is unavailable in macOS" }
      if os < mac {
        return "'\(entry.name)' is only available in macOS \(mac) or newer (running as macOS \(os))"
      }
    } else if os < entry.iOS {
      return "'\(entry.name)' is only available in iOS \(entry.iOS) or newer (running as iOS \(os))"
    }
    return nil
  }
}

extension Registry {
  /// What a program is told when it uses `name`, known API that Detents does not run yet.
  static func unsupportedMessage(_ name: String, wrapper: Bool = false) -> String {
    let written = wrapper ? "@" + name : "'\(name)'"
    let family = (wrapper ? propertyWrappers[name] : global(name) ?? modifiers[name])?.family
    if family == .language || name == "UIColor" || name == "NSColor" {
      return "\(written) is not supported by Detents yet"
    }
    return "\(written) is SwiftUI, but Detents does not support it yet"
  }
}

/// The type an argument must have, as far as a literal can show it.
public enum LiteralType: String, Sendable {
  /// A number: an integer or floating-point literal (`CGFloat`, `Double`).
  case number = "CGFloat"
  /// A whole number: an integer literal only (`Int`).
  case integer = "Int"
  /// A string literal (`String`, `LocalizedStringKey`).
  case string = "String"
  /// `true` or `false`.
  case bool = "Bool"

  /// Whether a literal of `literal`'s type can be passed where this type is expected.
  func accepts(_ literal: LiteralType) -> Bool {
    switch (self, literal) {
    case (.number, .number), (.number, .integer), (.integer, .integer), (.string, .string), (.bool, .bool):
      true
    default: false
    }
  }
}

extension Registry {
  /// The argument types of the views and modifiers whose arguments are fixed, by entry name
  /// and label (`"_"`: the first unlabelled argument), kept in one table beside the entries
  /// (as text: ``TableText``; a value is a ``LiteralType``'s raw value).
  static let fixedArgumentTypes: [String: [String: LiteralType]] = TableText.nested(
    """
    opacity _=CGFloat
    cornerRadius _=CGFloat
    layoutPriority _=CGFloat
    lineLimit _=Int
    presentationCornerRadius _=CGFloat
    zIndex _=CGFloat
    frame width=CGFloat minWidth=CGFloat idealWidth=CGFloat maxWidth=CGFloat
    frame height=CGFloat minHeight=CGFloat idealHeight=CGFloat maxHeight=CGFloat
    offset x=CGFloat y=CGFloat
    position x=CGFloat y=CGFloat
    shadow radius=CGFloat x=CGFloat y=CGFloat
    interactiveDismissDisabled _=Bool
    disabled _=Bool
    navigationTitle _=String
    navigationBarTitle _=String
    VStack spacing=CGFloat
    HStack spacing=CGFloat
    LazyVStack spacing=CGFloat
    LazyHStack spacing=CGFloat
    Spacer minLength=CGFloat
    RoundedRectangle cornerRadius=CGFloat
    Label systemImage=String
    Image systemName=String
    Button systemImage=String
    Color red=CGFloat green=CGFloat blue=CGFloat opacity=CGFloat
    Color white=CGFloat hue=CGFloat saturation=CGFloat brightness=CGFloat
    """
  ).mapValues { $0.mapValues { LiteralType(rawValue: $0)! } }
}
