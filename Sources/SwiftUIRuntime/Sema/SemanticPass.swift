import Detents
import Portable
import SwiftSource

/// The semantic pass: checks every use of SwiftUI API in the whole program against the
/// ``Registry`` before anything runs, including code that never runs (a sheet's content
/// that is not presented, an untaken branch, an uncalled helper), and reports every error
/// at once, in source order.
///
/// What it checks:
/// - a call of a registry view (`Text(…)`, `VStack(…)`): its argument labels and its
///   availability on the OS and platform being run;
/// - a modifier called on a view expression (a registry view, a view type of the program,
///   or a chain of modifiers on one): that it exists (`unknown-member`, with the nearest
///   name as a fix-it), its labels and availability;
/// - any use of known SwiftUI that Detents does not run yet (`ViewThatFits`, `.alert`,
///   `@StateObject`): `unsupported-api`.
///
/// Names the program declares itself (its types, functions and methods, properties and
/// locals) are the program's: a call of `Text` is not checked when the program declares a
/// `Text`, nor a modifier `.card()` when it declares a `card` anywhere. The pass does not
/// infer the types of other expressions; the evaluator checks what it cannot.
public struct SemanticPass {
  let tree: SyntaxTree
  let os: OSVersion
  let isMac: Bool

  /// Types the program declares.
  fileprivate(set) var declaredTypes: Set<String> = []
  /// Types the program declares that conform to `View`.
  private var viewTypes: Set<String> = []
  /// Functions, methods, properties and other values the program declares, by name.
  fileprivate(set) var declaredValues: Set<String> = []
  private var found: [Diagnostic] = []

  /// A pass over `tree` for a run on `os` (macOS when `isMac`).
  public init(tree: SyntaxTree, os: OSVersion, isMac: Bool) {
    self.tree = tree
    self.os = os
    self.isMac = isMac
  }

  /// Every error and warning the pass finds, in source order.
  public mutating func run() -> [Diagnostic] {
    collectDeclarations()
    tree.walk { node, _ in
      check(node)
      return .visitChildren
    }
    var names = NameCheck(pass: self)
    tree.walk(&names)
    found += names.found
    return found.sorted { $0.location.offset < $1.location.offset }
  }

  // MARK: Declarations

  private mutating func collectDeclarations() {
    // `case let .bad(text)` binds `text`, which the parser reads as a reference inside the
    // pattern: every reference inside a `let`/`var` pattern is a name it declares.
    var bindings = PatternBindings()
    tree.walk(&bindings)
    declaredValues.formUnion(bindings.names)
    tree.walk { node, _ in
      switch node.kind {
      case .structDecl, .classDecl, .enumDecl, .actorDecl:
        let decl = NominalTypeDecl(unchecked: node)
        declaredTypes.insert(decl.name)
        if decl.inheritanceClause?.types.contains(where: { $0.name == "View" }) == true {
          viewTypes.insert(decl.name)
        }
      case .protocolDecl, .typeAliasDecl, .associatedTypeDecl, .genericParameter:
        declaredTypes.insert(node.name)
      case .extensionDecl:
        let decl = ExtensionDecl(unchecked: node)
        if decl.inheritanceClause?.types.contains(where: { $0.name == "View" }) == true {
          viewTypes.insert(decl.extendedType.name)
        }
      case .parameter:
        // Both names: the label callers write and the name the body uses.
        let parameter = Parameter(unchecked: node)
        declaredValues.insert(parameter.name)
        if let label = parameter.firstName { declaredValues.insert(label) }
      case .funcDecl, .enumCaseElement, .closureParameter, .identifierPattern, .optionalBindingCondition,
        .captureItem, .macroDecl:
        let name = node.name
        declaredValues.insert(name)
        // A `$item` closure parameter (of `ForEach($items)`) brings `item` too.
        if name.hasPrefix("$") { declaredValues.insert(String(name.dropFirst())) }
      default:
        break
      }
      return .visitChildren
    }
  }

  // MARK: Checks

  private mutating func check(_ node: Syntax) {
    switch node.kind {
    case .callExpr: checkCall(CallExpr(unchecked: node))
    case .declReferenceExpr: checkReference(DeclReferenceExpr(unchecked: node))
    case .attribute: checkAttribute(AttributeSyntax(unchecked: node))
    case .memberAccessExpr: checkStaticMember(MemberAccessExpr(unchecked: node))
    default: break
    }
  }

  /// A global name of known SwiftUI that does not run yet.
  private mutating func checkReference(_ ref: DeclReferenceExpr) {
    let name = ref.name
    guard let entry = Registry.global(name), entry.isUnsupported, !isDeclared(name) else { return }
    report(.unsupportedAPI, Registry.unsupportedMessage(name), at: ref.syntax)
  }

  /// `@StateObject` and the other property wrappers Detents does not run yet.
  private mutating func checkAttribute(_ attribute: AttributeSyntax) {
    let name = attribute.name
    guard Registry.propertyWrappers[name]?.isUnsupported == true, !declaredTypes.contains(name) else {
      return
    }
    report(.unsupportedAPI, Registry.unsupportedMessage(name, wrapper: true), at: attribute.syntax)
  }

  /// `UIImage(named:)` and `Color("name")` load an asset, which no source file carries: they
  /// draw a placeholder (``Registry/assetPlaceholder``) and warn here.
  private mutating func checkAssetReference(_ name: String, _ call: CallExpr) {
    guard !isDeclared(name), let a = call.arguments.first else { return }
    let loads: String
    if name == "UIImage", a.label == "named" {
      loads = "UIImage(named:)"
    } else if name == "Color", a.label == nil, a.value.flatMap(StringLiteral.init) != nil {
      loads = "Color(_:)"
    } else {
      return
    }
    let written = a.value.flatMap(StringLiteral.init)?.plainText.map { "'\($0)'" } ?? "it names"
    report(
      .missingAsset,
      "\(loads) loads an asset, and the asset \(written) is not here (there is no asset catalogue): "
        + "Detents draws a placeholder",
      at: call.syntax)
  }

  private mutating func checkCall(_ call: CallExpr) {
    if let ref = DeclReferenceExpr(call.callee) {
      let name = ref.name
      checkAssetReference(name, call)
      guard let entry = Registry.views[name], !entry.isUnsupported, !isDeclared(name) else { return }
      checkArguments(entry, call)
      if name == "Image", let a = call.arguments.first, a.label == nil || a.label == "decorative" {
        let written = a.value.flatMap(StringLiteral.init)?.plainText.map { "'\($0)'" } ?? "it names"
        report(
          .missingAsset,
          "Image(_:) loads an asset, and the asset \(written) is not here (there is no asset catalogue): "
            + "Detents draws a placeholder labelled with its name",
          at: call.syntax)
      }
      return
    }
    guard let member = call.memberCallee, isViewExpression(member.base) else { return }
    let name = member.name
    if declaredValues.contains(name) { return }
    guard let entry = Registry.modifiers[name] else {
      let best = NearestName.suggestion(for: name, among: Registry.supportedModifierNames)
      report(
        .unknownMember,
        "value of type 'some View' has no member '\(name)'\(best.map { "; did you mean '\($0)'?" } ?? "")",
        at: call.syntax, suggestion: best)
      return
    }
    if entry.isUnsupported {
      report(.unsupportedAPI, Registry.unsupportedMessage(name), at: call.syntax)
      return
    }
    checkArguments(entry, call)
  }

  /// Labels and availability, as the evaluator checks them when the call runs.
  private mutating func checkArguments(_ entry: APIEntry, _ call: CallExpr) {
    for a in call.arguments + call.additionalTrailingClosures {
      guard let label = a.label, !entry.labels.contains(label) else { continue }
      if entry.unsupportedLabels.contains(label) {
        report(
          .unsupportedAPI, Registry.unsupportedMessage("\(entry.name)(\(label):)"), at: a.value ?? a.syntax)
        continue
      }
      let hint =
        NearestName.suggestion(for: label, among: entry.labels).map { "; did you mean '\($0):'?" } ?? ""
      report(
        .incorrectLabel, "incorrect argument label '\(label):' in call to '\(entry.name)'\(hint)",
        at: a.value ?? a.syntax)
      return
    }
    for (key, a) in Self.keyedArguments(call) {
      guard let expected = entry.argumentTypes[key], let value = a.value, let literal = literalType(value),
        !expected.accepts(literal)
      else { continue }
      let given = literal == .integer ? "Int" : literal == .number ? "Double" : literal.rawValue
      report(
        .invalidArgument,
        "cannot convert value of type '\(given)' to expected argument type '\(expected.rawValue)'",
        at: value)
    }
    if let message = Registry.unavailability(entry, os: os, isMac: isMac) {
      report(.unavailable, message, at: call.syntax)
    }
    checkImplicitMembers(entry, call)
  }

  /// `Font.titel`, `Color.rde`, `Font.Weight.heavvy`: a member of a SwiftUI type with a
  /// member table in the registry, named by the type (not one the program declares, and not
  /// a member the program adds in an extension).
  private mutating func checkStaticMember(_ access: MemberAccessExpr) {
    guard let type = registryTypeName(access.base) else { return }
    let name = access.name
    // `Font.Weight` names a nested type, not a member.
    if Registry.members[type + "." + name] != nil { return }
    checkMember(type, name, at: access.syntax)
  }

  /// The name of the registry type `node` spells (`Font`, `Font.Weight`), when it has
  /// static members and the program does not declare a type of that name.
  private func registryTypeName(_ node: Syntax) -> String? {
    if let ref = DeclReferenceExpr(node) {
      let name = ref.name
      guard Registry.members[name] != nil, !declaredTypes.contains(name) else { return nil }
      return name
    }
    if let inner = MemberAccessExpr(node), let outer = registryTypeName(inner.base) {
      let nested = outer + "." + inner.name
      return Registry.members[nested] != nil ? nested : nil
    }
    return nil
  }

  /// A call's arguments with the key the registry's tables use for them: the label, `"_"` for
  /// the first unlabelled argument, `""` for later unlabelled ones.
  private static func keyedArguments(_ call: CallExpr) -> [(key: String, argument: ArgumentSyntax)] {
    var firstUnlabelled = true
    return call.arguments.map { a in
      defer { if a.label == nil { firstUnlabelled = false } }
      return (a.label ?? (firstUnlabelled ? "_" : ""), a)
    }
  }

  /// Implicit members passed where the registry knows the argument's type: `.font(.titel)`,
  /// `.presentationDetents([.medium, .larg])`, `.title2.bold()` (its leading `.title2`).
  private mutating func checkImplicitMembers(_ entry: APIEntry, _ call: CallExpr) {
    guard let types = Registry.implicitMemberTypes[entry.name] else { return }
    for (key, a) in Self.keyedArguments(call) {
      guard let type = types[key], let value = a.value else { continue }
      let values = ArrayExpr(value)?.elements ?? [value]
      for v in values {
        guard let member = leadingImplicitMember(v) else { continue }
        checkMember(type, member.name, at: member.syntax)
      }
    }
  }

  /// The implicit member a chain starts from: `.title2` of `.title2.bold()`, `.height` of
  /// `.height(200)`.
  private func leadingImplicitMember(_ node: Syntax) -> ImplicitMemberExpr? {
    var current = node
    while true {
      if let m = ImplicitMemberExpr(current) { return m }
      if let call = CallExpr(current) {
        current = call.callee
      } else if let access = MemberAccessExpr(current) {
        current = access.base
      } else {
        return nil
      }
    }
  }

  /// Reports what is wrong with the static member `name` of `type`, if anything: unless
  /// the program declares a value of that name (`extension PresentationDetent { static let
  /// tiny … }`), or it is `Optional`'s `.none`, or an initializer.
  private mutating func checkMember(_ type: String, _ name: String, at node: Syntax) {
    guard name != "none", name != "init", !declaredValues.contains(name),
      let problem = Registry.memberProblem(type, name, os: os, isMac: isMac)
    else { return }
    report(problem.id, problem.message, at: node, suggestion: problem.suggestion)
  }

  /// Whether `node` is certainly a view: a call of a registry view or of a view type of the
  /// program, or a modifier called on one.
  private func isViewExpression(_ node: Syntax) -> Bool {
    var current = node
    while let call = CallExpr(current) {
      if let ref = DeclReferenceExpr(call.callee) {
        let name = ref.name
        if viewTypes.contains(name) { return true }
        guard let entry = Registry.views[name], !isDeclared(name) else { return false }
        // Gesture values and toolbar items are not views a modifier applies to.
        return entry.effect.isVisual
      }
      guard let member = call.memberCallee else { return false }
      let name = member.name
      guard Registry.modifiers[name] != nil || declaredValues.contains(name) else { return false }
      current = member.base
    }
    return false
  }

  /// The type a literal argument shows: `3` is an integer, `0.5` a number, `"a"` a string.
  private func literalType(_ node: Syntax) -> LiteralType? {
    switch node.kind {
    case .integerLiteralExpr: .integer
    case .floatLiteralExpr: .number
    case .stringLiteralExpr: .string
    case .booleanLiteralExpr: .bool
    default: nil
    }
  }

  private func isDeclared(_ name: String) -> Bool {
    declaredTypes.contains(name) || declaredValues.contains(name)
  }

  /// Reports a problem at `node`. Known SwiftUI that does not run yet is a warning: Swift
  /// accepts the program, and the run may never reach it (the evaluator stops with an error
  /// if it does); everything else is an error the compiler would report too.
  private mutating func report(
    _ id: DiagnosticID, _ message: String, at node: Syntax, suggestion: String? = nil
  ) {
    found.append(Self.diagnostic(id, message, at: node, suggestion: suggestion))
  }

  fileprivate static func diagnostic(
    _ id: DiagnosticID, _ message: String, at node: Syntax, suggestion: String? = nil
  ) -> Diagnostic {
    let at = node.errorLocation
    let name = node.errorNameRange
    return Diagnostic(
      id == .unsupportedAPI || id == .missingAsset ? .warning : .error, message, at: at, id: id,
      length: max(0, name.upperBound - at.offset),
      fixIts: suggestion.map { [FixIt(replacing: name, with: $0)] } ?? [])
  }
}

extension APIEntry.Effect {
  /// Whether the entry is drawn.
  var isVisual: Bool {
    if case .visual = self { true } else { false }
  }
}

extension Syntax {
  /// Where an error about this node points (the runtime's, the semantic pass's and
  /// `detents check`'s findings): a call of a member points at the `.` before the
  /// member's name (`.presentationDragIndicatr`), as compilers point, not at the start of
  /// the chain it ends.
  public var errorLocation: SourceLocation {
    let member = CallExpr(self)?.memberCallee ?? MemberAccessExpr(self)
    if let member { return tree.location(ofOffset: member.periodOffset) }
    return startLocation
  }

  /// The bytes of the name an error about this node is about: a member's name after its
  /// `.`, a called reference's name, else the whole node. Fix-its replace them.
  public var errorNameRange: Range<Int> {
    if ImplicitMemberExpr(self) != nil, let t = token { return Int(t.start)..<Int(t.end) }
    if let member = CallExpr(self)?.memberCallee ?? MemberAccessExpr(self) {
      let start = member.periodOffset + 1
      return start..<(start + member.name.utf8.count)
    }
    if let call = CallExpr(self), let ref = DeclReferenceExpr(call.callee) { return ref.syntax.range }
    return range
  }
}

/// Names that resolve nowhere: a value the program uses that nothing declares (not the
/// program, not the registry, not Swift), when it is a misspelling of one the program
/// declares (`isShowin` for `isShowing`). The pass cannot see what Foundation and Swift
/// declare, so a name without a near declared one is left to the run; and names inside
/// extensions and types that inherit from Apple's (whose members are in scope there) are not
/// checked. Types are not checked this way: Apple's names sit too close to the ones programs
/// give theirs (`CodingKey` and `CodingKeys`, `NSSearchField` and `SearchField`).
private struct NameCheck: SyntaxVisitor {
  let pass: SemanticPass
  var found: [Diagnostic] = []
  /// How many enclosing declarations bring Apple's members into scope.
  private var foreignScopes = 0
  /// The nodes that opened those scopes, to close them after their children.
  private var opened: [NodeID] = []

  /// Protocols whose members a conforming type's code does not call unqualified, or whose
  /// members are all in the registry (`View`'s modifiers).
  static let transparent: Set<String> = [
    "View", "ViewModifier", "Identifiable", "Equatable", "Sendable", "CustomStringConvertible",
    "PreviewProvider",
    "CustomPresentationDetent",
  ]

  init(pass: SemanticPass) { self.pass = pass }

  mutating func visit(_ node: Syntax) -> SyntaxTree.WalkAction {
    switch node.kind {
    case .structDecl, .classDecl, .enumDecl, .actorDecl:
      let inherited = NominalTypeDecl(unchecked: node).inheritanceClause?.types.map { $0.name } ?? []
      if inherited.contains(where: { !pass.declaredTypes.contains($0) && !Self.transparent.contains($0) }) {
        open(node)
      }
    case .protocolDecl:
      open(node)
    case .extensionDecl:
      if !pass.declaredTypes.contains(ExtensionDecl(unchecked: node).extendedType.name) { open(node) }
    case .declReferenceExpr where foreignScopes == 0:
      checkValue(DeclReferenceExpr(unchecked: node))
    default:
      break
    }
    return .visitChildren
  }

  mutating func visitPost(_ node: Syntax) {
    if opened.last == node.id {
      opened.removeLast()
      foreignScopes -= 1
    }
  }

  private mutating func open(_ node: Syntax) {
    opened.append(node.id)
    foreignScopes += 1
  }

  /// Names every Swift program has without declaring them.
  static let implicitValues: Set<String> = [
    "self", "super", "error", "newValue", "oldValue", "print", "min", "max", "abs", "zip", "stride",
    "fatalError", "precondition", "assert", "assertionFailure", "preconditionFailure", "debugPrint", "type",
    "swap", "sequence", "repeatElement", "withAnimation", "withTransaction", "round", "floor", "ceil", "sqrt",
    "pow", "sin", "cos", "exp", "log",
    // `#if os(iOS)`, `#if canImport(UIKit)` and the other conditions of compilation.
    "os", "arch", "canImport", "targetEnvironment", "swift", "compiler", "hasFeature", "hasAttribute", "iOS",
    "macOS", "watchOS", "tvOS", "visionOS", "xrOS", "macCatalyst", "iOSApplicationExtension", "linux",
    "simulator",
  ]

  private mutating func checkValue(_ ref: DeclReferenceExpr) {
    let name = ref.name
    guard let first = name.unicodeScalars.first, first.properties.isLowercase else { return }
    guard !pass.declaredValues.contains(name), !Self.implicitValues.contains(name),
      Registry.modifiers[name] == nil, Registry.functions[name] == nil
    else { return }
    // Not `_`, nor the keyword a declaration node is named by (`let` of `if let x`).
    let keywords: Set<String> = ["let", "var", "case", "inout", "some", "any"]
    let candidates = pass.declaredValues.filter {
      $0.count > 1 && $0.unicodeScalars.first?.properties.isAlphabetic == true && !keywords.contains($0)
    }
    guard let best = NearestName.suggestion(for: name, among: candidates) else { return }
    found.append(
      SemanticPass.diagnostic(
        .unknownName, "cannot find '\(name)' in scope; did you mean '\(best)'?", at: ref.syntax,
        suggestion: best))
  }

}

/// The names `let`/`var` patterns bind (`case let .some(v)`, `case .circle(let r)`).
private struct PatternBindings: SyntaxVisitor {
  var names: Set<String> = []
  private var depth = 0

  mutating func visit(_ node: Syntax) -> SyntaxTree.WalkAction {
    if node.kind == .valueBindingPattern { depth += 1 }
    if depth > 0, node.kind == .declReferenceExpr { names.insert(node.name) }
    return .visitChildren
  }

  mutating func visitPost(_ node: Syntax) {
    if node.kind == .valueBindingPattern { depth -= 1 }
  }
}
