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
/// - any use of known SwiftUI that Detents does not run yet (`GeometryReader`, `.alert`,
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
  private var declaredTypes: Set<String> = []
  /// Types the program declares that conform to `View`.
  private var viewTypes: Set<String> = []
  /// Functions, methods, properties and other values the program declares, by name.
  private var declaredValues: Set<String> = []
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
    return found.sorted { $0.location.offset < $1.location.offset }
  }

  // MARK: Declarations

  private mutating func collectDeclarations() {
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
      case .funcDecl, .enumCaseElement, .closureParameter, .parameter, .identifierPattern,
        .optionalBindingCondition:
        declaredValues.insert(node.name)
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

  private mutating func checkCall(_ call: CallExpr) {
    if let ref = DeclReferenceExpr(call.callee) {
      let name = ref.name
      guard let entry = Registry.views[name], !entry.isUnsupported, !isDeclared(name) else { return }
      checkArguments(entry, call)
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
    if let message = Registry.unavailability(entry, os: os, isMac: isMac) {
      report(.unavailable, message, at: call.syntax)
    }
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

  private func isDeclared(_ name: String) -> Bool {
    declaredTypes.contains(name) || declaredValues.contains(name)
  }

  /// Reports a problem at `node`. Known SwiftUI that does not run yet is a warning: Swift
  /// accepts the program, and the run may never reach it (the evaluator stops with an error
  /// if it does); everything else is an error the compiler would report too.
  private mutating func report(
    _ id: DiagnosticID, _ message: String, at node: Syntax, suggestion: String? = nil
  ) {
    let at = node.errorLocation
    let name = node.errorNameRange
    found.append(
      Diagnostic(
        id == .unsupportedAPI ? .warning : .error, message, at: at, id: id,
        length: max(0, name.upperBound - at.offset),
        fixIts: suggestion.map { [FixIt(replacing: name, with: $0)] } ?? []))
  }
}

extension APIEntry.Effect {
  /// Whether the entry is drawn.
  var isVisual: Bool {
    if case .visual = self { true } else { false }
  }
}

extension Syntax {
  /// Where an error about this node points: a call of a member points at the `.` before the
  /// member's name (`.presentationDragIndicatr`), as compilers point, not at the start of
  /// the chain it ends.
  var errorLocation: SourceLocation {
    let member = CallExpr(self)?.memberCallee ?? MemberAccessExpr(self)
    if let member { return tree.location(ofOffset: member.periodOffset) }
    return startLocation
  }

  /// The bytes of the name an error about this node is about: a member's name after its
  /// `.`, a called reference's name, else the whole node. Fix-its replace them.
  var errorNameRange: Range<Int> {
    if let member = CallExpr(self)?.memberCallee ?? MemberAccessExpr(self) {
      let start = member.periodOffset + 1
      return start..<(start + member.name.utf8.count)
    }
    if let call = CallExpr(self), let ref = DeclReferenceExpr(call.callee) { return ref.syntax.range }
    return range
  }
}
