import Detents
import Portable
import SwiftSource
import ViewTree

/// One entry point of a program: a `#Preview`, a `PreviewProvider`'s `previews`, or one view of
/// a `Group` there (Xcode shows each child of that `Group` as its own preview).
public struct PreviewInfo: Sendable, CustomStringConvertible {
  /// The position in the file's list, from 1: what `--preview N` picks.
  public let number: Int
  /// `#Preview("Title")`, or the literal of `.previewDisplayName("…")`.
  public let title: String?
  /// The `PreviewProvider` type that declares it (nil for `#Preview`).
  public let provider: String?
  /// The position in the provider's `Group`, from 1, and how many views the `Group` has.
  public let groupPosition: (index: Int, count: Int)?
  /// Where it is declared: the `#Preview`, the provider, or the view in the `Group`.
  public let location: SourceLocation
  /// `.preferredColorScheme(…)` written on it: the preview runs in that scheme, as in Xcode.
  public let colorScheme: ColorScheme?

  /// Whether `name` (as `--view NAME` gives it) names this preview: its title or its provider.
  public func answers(to name: String) -> Bool { title == name || provider == name }

  /// As listed: `#Preview "Title"`, `Foo_Previews`, `Foo_Previews, Group view 2 of 3 "Dark"`.
  public var description: String {
    var s = provider ?? "#Preview"
    if let g = groupPosition { s += ", Group view \(g.index) of \(g.count)" }
    if let title { s += " \"\(title)\"" }
    if let colorScheme { s += " (\(colorScheme.rawValue))" }
    return s
  }
}

/// How an entry point's root view is evaluated.
struct PreviewEntry {
  enum Body {
    /// `#Preview { … }`: its closure (nil when it has none, an error when run).
    case macro(closure: Syntax?)
    /// A provider's whole `previews`.
    case provider(UserType)
    /// One view of the `Group` a provider's `previews` returns: the getter's declarations before
    /// it (the data the views share), the view's statement, and the modifier calls on the
    /// `Group`, innermost first (they apply to every view in it).
    case groupChild(UserType, prelude: [Syntax], child: Syntax, groupModifiers: [Syntax])
  }
  var info: PreviewInfo
  var body: Body
}

extension Interpreter {
  /// Records `#Preview` (at top level or in an active `#if` clause).
  func collectPreviewMacro(_ macro: MacroExpansionDecl) {
    let closure = macro.trailingClosure?.syntax
    let title = macro.arguments.first { $0.label == nil }?.value.flatMap(literalText)
    appendPreview(
      title: title, provider: nil, group: nil, node: macro.syntax, scheme: nil, .macro(closure: closure))
  }

  /// Records a `PreviewProvider`'s previews: one, or one per view of the `Group` its `previews`
  /// returns, when that `Group` is the last statement and only declarations come before it.
  func collectPreviewProvider(_ t: UserType) {
    // A stored `static var previews = …` (or none, an error when run) is one preview.
    let block = t.staticComputed["previews"].flatMap { PatternBinding($0)?.accessorBlock }
    let statements = block?.getter?.statements ?? []
    if let last = statements.last {
      let prelude = Array(statements.dropLast())
      var view = last.kind == .returnStmt ? ReturnStmt(unchecked: last).value : last
      // Peel the modifiers off the `Group { … }.previewLayout(…)` chain.
      var groupModifiers: [Syntax] = []
      while let v = view, let base = CallExpr(v)?.memberCallee?.base {
        groupModifiers.insert(v, at: 0)
        view = base
      }
      if let group = view.flatMap(CallExpr.init), group.callee.kind == .declReferenceExpr,
        group.callee.name == "Group", group.arguments.isEmpty, group.additionalTrailingClosures.isEmpty,
        let content = group.trailingClosure, prelude.allSatisfy({ $0.kind == .variableDecl })
      {
        let children = content.statements
        if !children.isEmpty, children.allSatisfy(isPreviewExpression) {
          for (i, child) in children.enumerated() {
            appendPreview(
              title: displayName(child), provider: t.name, group: (i + 1, children.count), node: child,
              scheme: colorScheme(child),
              .groupChild(t, prelude: prelude, child: child, groupModifiers: groupModifiers))
          }
          return
        }
      }
    }
    let view = statements.last.flatMap { $0.kind == .returnStmt ? ReturnStmt(unchecked: $0).value : $0 }
    appendPreview(
      title: view.flatMap(displayName), provider: t.name, group: nil, node: t.node,
      scheme: view.flatMap(colorScheme), .provider(t))
  }

  private func appendPreview(
    title: String?, provider: String?, group: (Int, Int)?, node: Syntax, scheme: ColorScheme?,
    _ body: PreviewEntry.Body
  ) {
    let info = PreviewInfo(
      number: previews.count + 1, title: title, provider: provider, groupPosition: group,
      location: node.startLocation, colorScheme: scheme)
    previews.append(PreviewEntry(info: info, body: body))
  }

  /// A view expression of a `Group` (not a declaration, `if` or other statement, which would
  /// make its views depend on each other).
  private func isPreviewExpression(_ node: Syntax) -> Bool {
    !isStatement(node) && node.kind != .ifExpr && node.kind != .switchExpr && node.kind != .ifConfigDecl
  }

  /// The argument of the outermost `.name(…)` call in a view expression's modifier chain.
  private func modifierArgument(_ name: String, of view: Syntax) -> Syntax? {
    var node: Syntax? = view
    while let call = node.flatMap(CallExpr.init), let callee = call.memberCallee {
      if callee.name == name { return call.arguments.first?.value }
      node = callee.base
    }
    return nil
  }

  /// `.previewDisplayName("…")` with a plain string literal.
  private func displayName(_ view: Syntax) -> String? {
    modifierArgument("previewDisplayName", of: view).flatMap(literalText)
  }

  /// `.preferredColorScheme(.dark)` or `(.light)`.
  private func colorScheme(_ view: Syntax) -> ColorScheme? {
    guard let arg = modifierArgument("preferredColorScheme", of: view) else { return nil }
    return ColorScheme(rawValue: arg.name)
  }

  /// The text of a string literal without interpolation.
  private func literalText(_ node: Syntax) -> String? {
    guard let literal = StringLiteral(node), literal.plainText != nil else { return nil }
    return literal.segments.map { segment in
      if case .text(let text) = segment { return unescape(text, raw: literal.isRaw) }
      return ""
    }.joined()
  }

  // MARK: Conditional compilation

  /// The clause of `#if … #elseif … #else … #endif` that a preview build compiles, or nil.
  func activeClause(_ ifConfig: IfConfigDecl) -> IfConfigClause? {
    ifConfig.clauses.first { clause in clause.isElse || clause.condition.map(compilationCondition) == true }
  }

  /// A `#if` condition as a preview build of an iOS app sees it. `DEBUG` is true: Xcode builds
  /// previews in the Debug configuration, and `#if DEBUG` is how most published code guards its
  /// `PreviewProvider`s. The program is an iOS app (`os(iOS)`, `canImport(UIKit)`) built for the
  /// simulator by a current compiler; every other flag is unset, as in Swift.
  func compilationCondition(_ e: Syntax) -> Bool {
    switch e.kind {
    case .declReferenceExpr: return e.name == "DEBUG"
    case .booleanLiteralExpr: return BooleanLiteral(unchecked: e).value
    case .prefixExpr where OperatorExpr(unchecked: e).operator == "!":
      return !compilationCondition(OperatorExpr(unchecked: e).operand)
    case .binaryExpr where BinaryExpr(unchecked: e).operator == "&&":
      return compilationCondition(BinaryExpr(unchecked: e).lhs)
        && compilationCondition(BinaryExpr(unchecked: e).rhs)
    case .binaryExpr where BinaryExpr(unchecked: e).operator == "||":
      return compilationCondition(BinaryExpr(unchecked: e).lhs)
        || compilationCondition(BinaryExpr(unchecked: e).rhs)
    case .tupleExpr where TupleExpr(unchecked: e).elements.count == 1:
      return TupleExpr(unchecked: e).elements[0].value.map(compilationCondition) ?? false
    case .callExpr:
      let call = CallExpr(unchecked: e)
      let argument = call.arguments.first?.value
      let word = argument?.name ?? ""
      switch call.callee.name {
      case "os": return word == "iOS"
      case "canImport":
        return ["SwiftUI", "UIKit", "Foundation", "Combine", "Observation", "CoreGraphics", "Darwin"]
          .contains(
            word)
      case "targetEnvironment": return word == "simulator"
      case "arch": return word == "arm64"
      // `swift(>=5.9)`, `compiler(>=6)`: a current compiler; `<` versions are older than it.
      case "swift", "compiler":
        return argument?.kind == .prefixExpr && argument.flatMap(OperatorExpr.init)?.operator == ">="
      default: return false
      }
    default:
      return false
    }
  }
}

extension ProgramRuntime {
  /// The root view: the preview numbered `preview` (from 0), else the preview or view type named
  /// `name`, else the first preview.
  func rootView(_ name: String?, preview: Int?) throws(EvalError) -> (ViewValue, Int?) {
    if let preview {
      guard interp.previews.indices.contains(preview) else {
        throw interp.error(
          "there is no preview \(preview + 1); the program has \(interp.previews.count)", nil)
      }
      return (try previewRoot(interp.previews[preview]), preview)
    }
    if let name {
      if let i = interp.previews.firstIndex(where: { $0.info.answers(to: name) }) {
        return (try previewRoot(interp.previews[i]), i)
      }
      guard let t = interp.findType(name) else {
        let names = interp.previews.compactMap { $0.info.title ?? $0.info.provider }
        throw interp.error(
          "no view or preview named '\(name)' in the program"
            + interp.suggestion(name, Array(interp.types.keys) + names), nil)
      }
      return (try interp.viewValue(try interp.construct(t, [], t.node), t.node), nil)
    }
    guard let first = interp.previews.first else {
      // No preview: as an app target with one screen, the only top-level view that can be
      // made without arguments is the one to run (a row view taking its model is not).
      let roots = interp.types.values.filter { t in
        t.outer == nil && t.isView && t.kind != .protocolType
          && t.stored.allSatisfy { $0.initializer != nil || $0.typeNode?.kind == .optionalType }
      }.sorted { $0.name < $1.name }
      guard roots.count == 1, let t = roots.first else {
        let several =
          roots.isEmpty
          ? ""
          : " and \(roots.count) views that need no arguments (\(roots.map { $0.name }.joined(separator: ", ")))"
        throw interp.error(
          "the program has no #Preview or PreviewProvider\(several); name the view to run",
          interp.tree.rootNode)
      }
      entryPoint =
        "\(t.name) (the file has no preview; it is the only top-level view that needs no arguments)"
      return (try interp.viewValue(try interp.construct(t, [], t.node), t.node), nil)
    }
    return (try previewRoot(first), 0)
  }

  private func previewRoot(_ entry: PreviewEntry) throws(EvalError) -> ViewValue {
    switch entry.body {
    case .macro(let closure):
      guard let body = closure else {
        throw interp.error("#Preview needs a closure", nil)
      }
      let c = try interp.closure(body, interp.globals)
      let content = try interp.builderContent(.closure(c), body)
      return content.count == 1 ? content[0] : ViewValue(.list(content), node: body)
    case .provider(let t):
      guard let v = try interp.staticMember(t, "previews", t.node) else {
        throw interp.error("'\(t.name)' has no static var previews", t.node)
      }
      return try interp.viewValue(v, t.node)
    case .groupChild(let t, let prelude, let child, let groupModifiers):
      let s = Scope(parent: interp.globals)
      s.selfType = t
      s.isStatic = true
      _ = try interp.execBlock(prelude, s)
      var view = try interp.viewValue(try interp.eval(child, Scope(parent: s)), child)
      for call in groupModifiers {
        let name = CallExpr(unchecked: call).callee.name
        let args = try interp.arguments(call, s)
        view = try interp.viewValue(interp.callMember(.view(view), name, args, call, scope: s), call)
      }
      return view
    }
  }
}
