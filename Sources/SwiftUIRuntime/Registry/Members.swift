import Detents
import SwiftSource
import ViewTree

/// A static member of a SwiftUI type: an enum case or static property (`Font.title`,
/// `PresentationDetent.medium`, written `.medium` where the type is known) or a static
/// function (`.height(_:)`, `Color(red:green:blue:)` as `init`). Declared once, in the
/// registry file of its family, beside the views and modifiers that take it
/// (``Registry/members``).
///
/// The interpreter evaluates members through it (`Font.title`, and `.title` resolved as the
/// `Font` a modifier expects); the semantic pass checks their names and availability
/// (``SemanticPass``); `docs/supported-api.md` lists them under their type.
public struct MemberEntry: Sendable {
  /// How a member is evaluated: its value, or the value of a call of it.
  typealias Evaluate = @Sendable (MemberCall) throws(EvalError) -> Value

  /// The types that have it, the first as SwiftUI names it: `Color`'s colours are members of
  /// `ShapeStyle` too (`.foregroundStyle(.red)`).
  public let owners: [String]
  /// The member's name (`init` for an initializer of the type).
  public let name: String
  /// The family (and so the file) it is declared in.
  public let family: Registry.Family
  /// The argument labels a call of it accepts; empty for a value.
  public let labels: Set<String>
  /// Whether it is a function (`.height(_:)`) rather than a value (`.medium`).
  public let isFunction: Bool
  /// The iOS release that introduced it.
  public let iOS: OSVersion
  /// The macOS release that introduced it, or nil where it does not exist on the Mac.
  public let macOS: OSVersion?
  let evaluate: Evaluate

  // Never inlined, nor the factories below, as APIEntry's: one call per entry of the tables.
  @inline(never)
  init(
    _ owners: [String], _ name: String, family: Registry.Family, labels: [String] = [], isFunction: Bool,
    iOS: OSVersion, macOS: OSVersion?? = .none, evaluate: @escaping Evaluate
  ) {
    self.owners = owners
    self.name = name
    self.family = family
    self.labels = Set(labels)
    self.isFunction = isFunction
    self.iOS = iOS
    self.macOS = macOS ?? Registry.macOS(forIOS: iOS)
    self.evaluate = evaluate
  }

  /// A member whose value is a constant SwiftUI value.
  @inline(never) static func value(
    _ owners: [String], _ name: String, _ family: Registry.Family, iOS: OSVersion = OSVersion(13, 0),
    macOS: OSVersion?? = .none, _ value: Native
  ) -> MemberEntry {
    MemberEntry(owners, name, family: family, isFunction: false, iOS: iOS, macOS: macOS) { _ in .native(value)
    }
  }

  /// A member that is computed, or a function: `evaluate` sees the arguments when it is called.
  @inline(never) static func computed(
    _ owners: [String], _ name: String, _ family: Registry.Family, labels: [String] = [],
    function: Bool = true, iOS: OSVersion = OSVersion(13, 0), macOS: OSVersion?? = .none,
    evaluate: @escaping Evaluate
  ) -> MemberEntry {
    MemberEntry(
      owners, name, family: family, labels: labels, isFunction: function, iOS: iOS, macOS: macOS,
      evaluate: evaluate)
  }

  /// The cases of a SwiftUI enumeration, each its own constant value.
  @inline(never) static func cases(
    _ owners: [String], _ family: Registry.Family, iOS: OSVersion = OSVersion(13, 0),
    _ values: [(String, Native)]
  ) -> [MemberEntry] {
    values.map { value(owners, $0.0, family, iOS: iOS, $0.1) }
  }

  /// As an ``APIEntry``, for the availability check that entries share.
  var asEntry: APIEntry {
    APIEntry(.type, owners[0] + "." + name, family: family, iOS: iOS, macOS: macOS, effect: .builtin(""))
  }
}

/// A use of a static member, as its `evaluate` closure sees it.
struct MemberCall {
  let interpreter: Interpreter
  /// The type it was looked up on (one of the entry's owners).
  let type: String
  let name: String
  /// The arguments of a call; nil when the member is used as a value (`.medium`).
  let args: [Argument]?
  let node: Syntax

  /// The argument labelled `label`.
  func label(_ label: String) -> Value? { interpreter.label(args, label) }
  /// The first argument.
  var first: Value? { args?.first?.value }
  /// A number labelled `label`, or nil when there is none.
  func number(_ label: String) throws(EvalError) -> Double? { try interpreter.num(args, label, node) }
  /// The first argument as a number; an error naming the member when it is not one.
  func firstNumber() throws(EvalError) -> Double {
    guard let a = first, let n = interpreter.number(a) else { throw error("\(name)(_:) needs a number") }
    return n
  }
  /// A located error about this use.
  func error(_ message: String) -> EvalError { interpreter.error(message, node) }
  /// `v` resolved as a value of the SwiftUI type `type`.
  func native(_ v: Value, as type: String) throws(EvalError) -> Value {
    try interpreter.resolveNative(v, as: type)
  }
}

extension Registry {
  /// Every static member, family by family.
  public static let allMembers: [MemberEntry] =
    textAndImagesMembers + stacksAndLayoutMembers + controlsMembers + navigationMembers + presentationMembers
    + dialogMembers
    + shapesAndColoursMembers + animationMembers + environmentAndEventsMembers + languageMembers

  /// The static members of each type, by type and then by name.
  public static let members: [String: [String: MemberEntry]] = {
    var out: [String: [String: MemberEntry]] = [:]
    for m in allMembers {
      for owner in m.owners where out[owner]?[m.name] == nil { out[owner, default: [:]][m.name] = m }
    }
    return out
  }()

  /// The static member `name` of `type`, or nil.
  public static func member(_ type: String, _ name: String) -> MemberEntry? { members[type]?[name] }
}

extension Interpreter {
  /// A static member or initializer of a SwiftUI type, from the registry: `Font.title`,
  /// `PresentationDetent.height(200)`. An unknown one is `unknown-member` with the nearest
  /// name; one newer than the OS being run is `unavailable`, as the semantic pass says.
  func staticNative(_ type: String, _ name: String, _ args: [Argument]?, _ node: Syntax) throws(EvalError)
    -> Value
  {
    // `role: .none`, `animation(.none)`: `Optional.none`, whatever the wrapped type, unless
    // the type has a member of that name (`PresentationAdaptation.none`).
    if name == "none" && args == nil && Registry.member(type, name) == nil { return .nilValue }
    guard Registry.members[type] != nil else {
      throw error("'\(type)' has no member '\(name)' that Detents knows", node, id: .unknownMember)
    }
    if let problem = Registry.memberProblem(type, name, os: currentOS, isMac: isMac) {
      throw error(problem.message, node, id: problem.id)
    }
    guard let entry = Registry.member(type, name) else { throw error("'\(type).\(name)' is unknown", node) }
    for a in args ?? [] {
      guard let label = a.label, !entry.labels.contains(label) else { continue }
      let hint =
        NearestName.suggestion(for: label, among: entry.labels).map { "; did you mean '\($0):'?" } ?? ""
      throw error(
        "incorrect argument label '\(label):' in call to '\(name)'\(hint)", a.node ?? node,
        id: .incorrectLabel)
    }
    return try entry.evaluate(MemberCall(interpreter: self, type: type, name: name, args: args, node: node))
  }
}

extension Registry {
  /// The SwiftUI type a view's or modifier's argument has, by entry name and label (`"_"`:
  /// the first unlabelled argument), where the argument is a value of a type with static
  /// members: the semantic pass checks an implicit member written there (`.font(.titel)`,
  /// `.presentationDetents([.medium, .larg])`) against that type's members. As text
  /// (``TableText``): the entry, then `label=Type`s.
  static let implicitMemberTypes = TableText.nested(
    """
    font _=Font
    fontWeight _=Font.Weight
    multilineTextAlignment _=TextAlignment
    foregroundStyle _=ShapeStyle
    foregroundColor _=Color
    tint _=ShapeStyle
    accentColor _=Color
    background _=ShapeStyle in=Shape alignment=Alignment
    presentationBackground _=ShapeStyle
    clipShape _=Shape
    fill _=ShapeStyle
    presentationDetents _=PresentationDetent
    presentationDragIndicator _=Visibility
    presentationBackgroundInteraction _=PresentationBackgroundInteraction
    presentationContentInteraction _=PresentationContentInteraction
    presentationSizing _=PresentationSizing
    presentationCompactAdaptation _=PresentationAdaptation horizontal=PresentationAdaptation vertical=PresentationAdaptation
    navigationBarTitleDisplayMode _=NavigationBarItem.TitleDisplayMode
    buttonStyle _=ButtonStyle
    Button role=ButtonRole
    padding _=Edge.Set
    ignoresSafeArea edges=Edge.Set
    listRowSeparator _=Visibility edges=Edge.Set
    listRowSeparatorTint edges=Edge.Set
    edgesIgnoringSafeArea _=Edge.Set
    VStack alignment=HorizontalAlignment
    LazyVStack alignment=HorizontalAlignment
    HStack alignment=VerticalAlignment
    LazyHStack alignment=VerticalAlignment
    ZStack alignment=Alignment
    Grid alignment=Alignment
    GridRow alignment=VerticalAlignment
    frame alignment=Alignment
    coordinateSpace _=CoordinateSpace
    animation _=Animation
    pickerStyle _=PickerStyle
    textFieldStyle _=TextFieldStyle
    toggleStyle _=ToggleStyle
    ToolbarItem placement=ToolbarItemPlacement
    ToolbarItemGroup placement=ToolbarItemPlacement
    """)

  /// Static members that SwiftUI has and Detents does not evaluate yet, by type: using one
  /// is `unsupported-api` (a warning from the semantic pass, an error when the run reaches
  /// it), never "no member" (they exist). As text (``TableText``): the type, then the members.
  static let unsupportedMembers = TableText.sets(
    """
    Font custom extraLargeTitle extraLargeTitle2
    ShapeStyle background foreground selection separator placeholder link fill windowBackground
    Color accentColor
    Animation interpolatingSpring timingCurve
    ButtonRole close confirm
    ToggleStyle checkbox
    ButtonStyle link card accessoryBar accessoryBarAction
    Alignment leadingFirstTextBaseline centerFirstTextBaseline trailingFirstTextBaseline
    Alignment leadingLastTextBaseline centerLastTextBaseline trailingLastTextBaseline
    HorizontalAlignment listRowSeparatorLeading listRowSeparatorTrailing
    Shape buttonBorder containerRelative
    Task detached currentPriority basePriority
    UIColor systemGray2 systemGray3 systemGray4 systemGray5 systemGray6 tertiaryLabel
    """)

  /// What is wrong with the static member `name` of `type` on `os` (macOS when `isMac`), or
  /// nil when it is fine or `type` has no member table: not SwiftUI's (with the nearest
  /// name), SwiftUI's but not evaluated yet, or newer than `os`.
  static func memberProblem(_ type: String, _ name: String, os: OSVersion, isMac: Bool)
    -> (id: DiagnosticID, message: String, suggestion: String?)?
  {
    // `Int.self`: the type itself.
    guard let known = members[type], name != "self" else { return nil }
    guard let entry = known[name] else {
      if unsupportedMembers[type]?.contains(name) == true {
        return (.unsupportedAPI, "'\(type).\(name)' is SwiftUI, but Detents does not support it yet", nil)
      }
      let best = NearestName.suggestion(for: name, among: known.keys)
      return (
        .unknownMember,
        "type '\(type)' has no member '\(name)'\(best.map { "; did you mean '\($0)'?" } ?? "")",
        best
      )
    }
    // Available (the usual case) is decided without making the entry's ``asEntry``, which the
    // message needs: every evaluated `Int.random` or `Color.red` asks.
    let available = isMac ? entry.macOS.map { os >= $0 } ?? false : os >= entry.iOS
    if !available, let message = unavailability(entry.asEntry, os: os, isMac: isMac) {
      return (.unavailable, message, nil)
    }
    return nil
  }
}
