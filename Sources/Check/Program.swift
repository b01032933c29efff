import Detents
import SwiftSource
import SwiftUIRuntime

/// What a program is checked against: the deployment target and the platform.
public struct CheckOptions: Sendable {
  /// The oldest OS release the program must run on (iOS, or macOS when `isMac`).
  public var target: OSVersion
  /// Whether the program is checked as a macOS app (`--platform macos` or a `macos` target).
  public var isMac: Bool
  /// Whether the target was given (`--target`): uses of newer API are then errors, as the
  /// compiler makes them; under the assumed default they are warnings.
  public var targetIsExplicit: Bool

  /// Options; by default iOS 16.0, the release that brought `presentationDetents`, assumed.
  public init(target: OSVersion = .iOS16, isMac: Bool = false, targetIsExplicit: Bool = false) {
    self.target = target
    self.isMac = isMac
    self.targetIsExplicit = targetIsExplicit
  }
}

/// A way of presenting content: what `.sheet`, `.fullScreenCover` and `.popover` make, and
/// the screen that is not presented at all.
public enum PresentationKind: Int, Sendable, CaseIterable {
  case screen, sheet, cover, popover

  /// The kind a modifier of this name presents, or nil.
  init?(modifier name: String) {
    switch name {
    case "sheet": self = .sheet
    case "fullScreenCover": self = .cover
    case "popover": self = .popover
    default: return nil
    }
  }

  /// The modifier's name, as a program writes it.
  var modifierName: String {
    switch self {
    case .screen: "screen"
    case .sheet: "sheet"
    case .cover: "fullScreenCover"
    case .popover: "popover"
    }
  }
}

/// Where a view is shown: on the screen or in a presentation of a kind, inside a
/// `NavigationStack` or not. A set of these says every way a view type is reached.
struct Reach: Hashable, Sendable {
  var bits: UInt16 = 0

  static func one(_ kind: PresentationKind, navigation: Bool) -> Reach {
    Reach(bits: 1 << UInt16(kind.rawValue * 2 + (navigation ? 1 : 0)))
  }

  var isEmpty: Bool { bits == 0 }
  /// The same ways, each inside a navigation container.
  var insideNavigation: Reach { Reach(bits: (bits & 0x5555) << 1 | bits & 0xAAAA) }
  mutating func formUnion(_ other: Reach) { bits |= other.bits }

  func contains(_ kind: PresentationKind) -> Bool { bits & (3 << UInt16(kind.rawValue * 2)) != 0 }
  /// Whether some way inside a presentation is not inside a navigation container.
  var presentedWithoutNavigation: Bool {
    (1...3).contains { bits & (1 << UInt16($0 * 2)) != 0 }
  }
  /// Whether every way is inside a presentation (none on the screen).
  var onlyPresented: Bool { !isEmpty && !contains(.screen) }
  /// The presentation kinds, in order.
  var kinds: [PresentationKind] { PresentationKind.allCases.filter { contains($0) } }
}

/// A `.sheet`, `.fullScreenCover` or `.popover` call.
struct PresentationCall {
  let call: CallExpr
  let kind: PresentationKind
  /// The closures whose views are presented.
  let contents: [ClosureExpr]
  /// The state variable of `isPresented: $x` or `item: $x`, or nil.
  let bindingName: String?
}

/// Where a node sits, as the rules ask: in a presentation's content (the innermost one), in
/// a type's body, or at the top level (a `#Preview`).
enum Place {
  case presented(PresentationCall)
  case type(String)
  case topLevel
}

/// The parsed program as the rules read it: parents, view types, presentations, and where
/// each view type is shown. Built once; every rule reads it.
public final class Program {
  /// The syntax tree.
  public let tree: SyntaxTree
  /// The target and platform.
  public let options: CheckOptions
  /// The parent of each node by index (nil for the root).
  let parents: [NodeID?]
  /// The custom detents evaluated over every setup, once for both rules that read them.
  lazy var customDetents: CustomDetentRules.Results = CustomDetentRules.matrix(self)
  /// Every call, in source order.
  let calls: [CallExpr]
  /// Every reference to a name, in source order.
  let references: [DeclReferenceExpr]
  /// Every assignment, in source order.
  let assignments: [AssignmentExpr]
  /// Every presentation call, in source order.
  let presentations: [PresentationCall]
  /// The presentation whose content closure a node (by index) is, when it is one.
  private var contentOf: [Int32: Int] = [:]
  /// Types that conform to `View`, by name, with their declarations.
  let viewTypes: [String: Syntax]
  /// How each view type is reached.
  private(set) var reach: [String: Reach] = [:]

  /// Analyses `tree` for `options`.
  public init(tree: SyntaxTree, options: CheckOptions) {
    self.tree = tree
    self.options = options
    var parents = [NodeID?](repeating: nil, count: tree.nodes.count)
    var calls: [CallExpr] = []
    var references: [DeclReferenceExpr] = []
    var assignments: [AssignmentExpr] = []
    var viewTypes: [String: Syntax] = [:]
    var stack: [NodeID] = []
    tree.walk { node, depth in
      while stack.count > depth { stack.removeLast() }
      if let parent = stack.last { parents[Int(node.id.index)] = parent }
      stack.append(node.id)
      switch node.kind {
      case .callExpr: calls.append(CallExpr(unchecked: node))
      case .declReferenceExpr: references.append(DeclReferenceExpr(unchecked: node))
      case .assignmentExpr: assignments.append(AssignmentExpr(unchecked: node))
      case .structDecl, .classDecl, .enumDecl:
        let decl = NominalTypeDecl(unchecked: node)
        if decl.inheritanceClause?.types.contains(where: { $0.name == "View" }) == true {
          viewTypes[decl.name] = node
        }
      default: break
      }
      return .visitChildren
    }
    self.parents = parents
    self.calls = calls
    self.references = references
    self.assignments = assignments
    self.viewTypes = viewTypes
    var presentations: [PresentationCall] = []
    for call in calls {
      guard let member = call.memberCallee, let kind = PresentationKind(modifier: member.name) else {
        continue
      }
      var contents: [ClosureExpr] = []
      var binding: String?
      for a in call.allArguments {
        if a.label == nil || a.label == "content", let c = a.value.flatMap(ClosureExpr.init) {
          contents.append(c)
        }
        if a.label == "isPresented" || a.label == "item", let v = a.value,
          let ref = DeclReferenceExpr(v), ref.name.hasPrefix("$")
        {
          binding = String(ref.name.dropFirst())
        }
      }
      presentations.append(PresentationCall(call: call, kind: kind, contents: contents, bindingName: binding))
    }
    self.presentations = presentations
    for (i, p) in presentations.enumerated() {
      for c in p.contents { contentOf[c.syntax.id.index] = i }
    }
    computeReach()
  }

  // MARK: Parents and places

  /// The parent of `node`, or nil for the root.
  func parent(_ node: Syntax) -> Syntax? {
    parents[Int(node.id.index)].map { tree.node($0) }
  }

  /// `node`'s ancestors, nearest first.
  func ancestors(_ node: Syntax) -> [Syntax] {
    var out: [Syntax] = []
    var current = node
    while let p = parent(current) {
      out.append(p)
      current = p
    }
    return out
  }

  /// The presentation whose content `closure` is, or nil.
  func presentation(content closure: Syntax) -> PresentationCall? {
    contentOf[closure.id.index].map { presentations[$0] }
  }

  /// Where `node` is, and whether a navigation container (`NavigationStack`,
  /// `NavigationView`, `NavigationSplitView`) encloses it on the way there.
  func place(of node: Syntax) -> (place: Place, navigation: Bool) {
    var navigation = false
    var current = node
    while let p = parent(current) {
      if p.kind == .closureExpr, let presented = presentation(content: p) {
        return (.presented(presented), navigation)
      }
      if let call = CallExpr(p), let ref = DeclReferenceExpr(call.callee),
        Program.navigationContainers.contains(ref.name),
        current.kind == .closureExpr || current.kind == .argument
      {
        navigation = true
      }
      switch p.kind {
      case .structDecl, .classDecl, .enumDecl: return (.type(p.name), navigation)
      case .extensionDecl: return (.type(ExtensionDecl(unchecked: p).extendedType.name), navigation)
      default: break
      }
      current = p
    }
    return (.topLevel, navigation)
  }

  /// The ways `node` is shown: its presentation's kind, or its type's reach.
  func reach(of node: Syntax) -> Reach {
    let (place, navigation) = place(of: node)
    switch place {
    case .presented(let p): return .one(p.kind, navigation: navigation)
    case .type(let name):
      guard let r = reach[name] else { return Reach() }
      // A navigation container inside the type's body counts for every way it is reached.
      return navigation ? r.insideNavigation : r
    case .topLevel: return .one(.screen, navigation: navigation)
    }
  }

  static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]

  /// Where each view type is shown: from its uses (`Name(…)`) in presentations, on the top
  /// level, and in other view types (whose reach it takes on), to a fixed point. A type used
  /// nowhere has no reach.
  private func computeReach() {
    var uses: [(type: String, place: Place, navigation: Bool)] = []
    for call in calls {
      guard let ref = DeclReferenceExpr(call.callee), viewTypes[ref.name] != nil else { continue }
      let (place, navigation) = place(of: call.syntax)
      uses.append((ref.name, place, navigation))
    }
    var changed = true
    while changed {
      changed = false
      for use in uses {
        var r: Reach
        switch use.place {
        case .presented(let p): r = .one(p.kind, navigation: use.navigation)
        case .topLevel: r = .one(.screen, navigation: use.navigation)
        case .type(let outer):
          r = reach[outer] ?? Reach()
          if use.navigation { r = r.insideNavigation }
        }
        var old = reach[use.type] ?? Reach()
        let before = old
        old.formUnion(r)
        if old != before {
          reach[use.type] = old
          changed = true
        }
      }
    }
  }

  // MARK: Helpers the rules share

  /// The chain of modifiers applied to `view` (a view call), outermost last: each call whose
  /// callee is `.name` on the one before.
  func modifiers(after view: Syntax) -> [CallExpr] {
    var out: [CallExpr] = []
    var current = view
    while let member = parent(current), let access = MemberAccessExpr(member), access.base.id == current.id,
      let p = parent(member), let call = CallExpr(p), call.callee.id == member.id
    {
      out.append(call)
      current = p
    }
    return out
  }

  /// The title of a button as a literal: its first unlabelled string literal, or the string
  /// of a `Text` in its label closure; nil when it is not written as a literal.
  func buttonTitleLiteral(_ call: CallExpr) -> StringLiteral? {
    for a in call.arguments where a.label == nil {
      if let s = a.value.flatMap(StringLiteral.init) { return s }
    }
    for closure in call.trailingClosures {
      for statement in closure.statements {
        if let text = CallExpr(statement), DeclReferenceExpr(text.callee)?.name == "Text",
          let s = text.arguments.first?.value.flatMap(StringLiteral.init)
        {
          return s
        }
      }
    }
    return nil
  }

  /// The text of a button's title literal, or nil.
  func buttonTitle(_ call: CallExpr) -> String? { buttonTitleLiteral(call)?.plainText }

  /// The calls of `Button` inside `node`.
  func buttons(inside node: Syntax) -> [CallExpr] {
    calls.filter { DeclReferenceExpr($0.callee)?.name == "Button" && isInside($0.syntax, node) }
  }

  /// The content closures of a presentation and the declarations of the view types they use.
  func scope(of presentation: PresentationCall) -> [Syntax] {
    var out = presentation.contents.map { $0.syntax }
    for c in presentation.contents {
      for t in typesUsed(inside: c.syntax).sorted() { if let d = viewTypes[t] { out.append(d) } }
    }
    return out
  }

  /// Whether a button call has `role: .cancel`.
  func hasCancelRole(_ call: CallExpr) -> Bool {
    call.arguments.contains { a in
      a.label == "role" && a.value.flatMap(ImplicitMemberExpr.init)?.name == "cancel"
    }
  }

  /// Whether `node` is inside `ancestor` (or is it).
  func isInside(_ node: Syntax, _ ancestor: Syntax) -> Bool {
    ancestor.range.lowerBound <= node.range.lowerBound && node.range.upperBound <= ancestor.range.upperBound
  }

  /// The view types used (`Name(…)`) inside `node`, and those they use, transitively.
  func typesUsed(inside node: Syntax) -> Set<String> {
    var found: Set<String> = []
    var pending: [Syntax] = [node]
    while let n = pending.popLast() {
      for call in calls where isInside(call.syntax, n) {
        guard let ref = DeclReferenceExpr(call.callee), let decl = viewTypes[ref.name],
          !found.contains(ref.name)
        else { continue }
        found.insert(ref.name)
        pending.append(decl)
      }
    }
    return found
  }
}
