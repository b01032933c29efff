import Detents
import Portable
import SwiftSource
import ViewTree

extension Interpreter {
  // MARK: View builders

  /// Runs statements in `@ViewBuilder` mode: every expression statement that produces a view
  /// is collected; `if`, `switch` and `for`-less control flow choose views.
  func execBuilder(_ stmts: [Syntax], _ s: Scope, _ views: inout [ViewValue]) throws(EvalError) -> Flow {
    for stmt in stmts {
      try step(stmt)
      switch stmt.kind {
      case .ifExpr:
        try builderIf(stmt, s, &views)
      case .switchExpr:
        var chosen: [ViewValue] = []
        // Reuse the statement switch, collecting views from the chosen case's body.
        let flow = try switchBuilder(stmt, s, &chosen)
        views.append(ViewValue(.list(chosen), node: stmt))
        if case .returned = flow { return flow }
      case .ifConfigDecl:
        // `#if os(iOS) … #endif` among a builder's views: the branch an iOS build compiles.
        if let clause = activeClause(IfConfigDecl(unchecked: stmt)) {
          let flow = try execBuilder(clause.items, s, &views)
          if case .returned = flow { return flow }
        }
      case .returnStmt:
        if let e = ReturnStmt(unchecked: stmt).value { return .returned(try eval(e, s)) }
        return .returned(.view(ViewValue(.list(views), node: stmt)))
      default:
        if isStatement(stmt) {
          let flow = try exec(stmt, s)
          if case .normal = flow { continue }
          return flow
        }
        let v = try eval(stmt, s)
        if let view = try? viewValue(v, stmt) { views.append(view) }
      }
    }
    return .normal
  }

  func builderIf(_ node: Syntax, _ s: Scope, _ views: inout [ViewValue]) throws(EvalError) {
    let ifExpr = IfExpr(unchecked: node)
    let scope = Scope(parent: s)
    var inner: [ViewValue] = []
    if try conditionsHold(ifExpr.conditions, scope) {
      _ = try execBuilder(ifExpr.body.statements, scope, &inner)
      views.append(ViewValue(.list(inner), node: node))
    } else if let e = ifExpr.elseBody {
      if e.kind == .ifExpr {
        try builderIf(e, s, &inner)
      } else {
        _ = try execBuilder(CodeBlock(unchecked: e).statements, Scope(parent: s), &inner)
      }
      views.append(ViewValue(.list(inner), node: node))
    } else {
      views.append(ViewValue(.list([]), node: node))
    }
  }

  func switchBuilder(_ node: Syntax, _ s: Scope, _ views: inout [ViewValue]) throws(EvalError) -> Flow {
    let switchExpr = SwitchExpr(unchecked: node)
    let subject = try eval(switchExpr.subject, s)
    for sc in switchExpr.cases {
      let scope = Scope(parent: s)
      var matched = sc.isDefault
      for item in sc.items where try caseItemMatches(item, subject, scope) {
        matched = true
        break
      }
      if matched { return try execBuilder(sc.statements, scope, &views) }
    }
    return .normal
  }

  /// A value as a view: built-in views, user views, lists.
  func viewValue(_ v: Value, _ node: Syntax) throws(EvalError) -> ViewValue {
    switch v {
    case .view(let view): return view
    case .instance(let inst) where inst.type.isView: return ViewValue(.user(inst), node: node)
    case .string(let s): return ViewValue(.builtin(.text(s), children: []), node: node)
    case .native(.style(let style)): return ViewValue(.builtin(.color(style), children: []), node: node)
    case .implicit:
      if case .native(.style(let style)) = try resolveNative(v, as: "Color") {
        return ViewValue(.builtin(.color(style), children: []), node: node)
      }
    case .closure(let c):
      return try viewValue(try invoke(c, [], node), node)
    case .void:
      return ViewValue(.list([]), node: node)
    default:
      break
    }
    throw error("\(v.typeName) is not a View", node)
  }

  /// The content of a view-builder argument (a trailing closure or a view).
  /// `args` are passed to the closure (the item of `sheet(item:)`, an alert's `presenting:` data).
  func builderContent(_ v: Value?, _ node: Syntax, args: [Argument] = []) throws(EvalError) -> [ViewValue] {
    guard let v else { return [] }
    if case .closure(let c) = v {
      let builder = c.body.isClosureExpression ? asBuilder(c) : c
      return [try viewValue(try invoke(builder, args, node), node)]
    }
    return [try viewValue(v, node)]
  }

  /// `c` evaluated as a `@ViewBuilder`: its statements' views are collected.
  func asBuilder(_ c: Closure) -> Closure {
    guard case .syntax(let decl, let params, let scope, let selfValue, _, let isAsync) = c.body else {
      return c
    }
    return Closure(
      name: c.name,
      body: .syntax(
        decl, params: params, scope: scope, selfValue: selfValue, isBuilder: true, isAsync: isAsync))
  }

  /// The text of a title argument: a `String` (or `LocalizedStringKey`) or a `Text`.
  func textString(_ v: Value) -> String? {
    switch v {
    case .string(let s): return s
    case .view(let view):
      if case .builtin(.text(let s), _) = view.kind { return s }
      return nil
    default: return nil
    }
  }

  func stringArg(_ args: [Argument], _ node: Syntax) throws(EvalError) -> String? {
    guard let a = args.first(where: { $0.label == nil }), case .string(let s) = a.value else { return nil }
    return s
  }

  // MARK: Built-in views

  /// A call of a registry view: its labels and availability checked, then evaluated by its
  /// entry (`Registry/*.swift`).
  func makeView(_ name: String, _ args: [Argument], _ node: Syntax, scope: Scope) throws(EvalError) -> Value {
    guard let entry = Registry.views[name] else { throw unsupported(name, node) }
    try checkCall(entry, args, node)
    guard let evaluate = entry.evaluate else { throw unsupported(name, node) }
    return try evaluate(
      ViewCall(interpreter: self, name: name, args: args, node: node, scope: scope, base: nil))
  }

  // MARK: Modifiers

  /// A modifier on a view: a method of the program's `extension View`, or a registry modifier.
  func viewModifierCall(_ base: Value, _ name: String, _ args: [Argument], _ node: Syntax, scope: Scope)
    throws(EvalError) -> Value
  {
    let view = try viewValue(base, node)
    // A method from `extension View { … }` in the program.
    if let decls = viewExtensions[name] {
      let decl = pick(decls.filter { $0.kind == .funcDecl }, args)
      let f = function(decl, scope: globals, selfCell: Cell(.view(view)), selfType: nil, isStatic: false)
      return try invoke(f, args, node)
    }
    guard let entry = Registry.modifiers[name] else {
      let best = NearestName.suggestion(for: name, among: Registry.supportedModifierNames)
      throw error(
        "value of type 'some View' has no member '\(name)'\(best.map { "; did you mean '\($0)'?" } ?? "")",
        node,
        id: .unknownMember, suggestion: best)
    }
    try checkCall(entry, args, node)
    guard let evaluate = entry.evaluate else { throw unsupported(name, node) }
    return try evaluate(
      ViewCall(interpreter: self, name: name, args: args, node: node, scope: scope, base: view))
  }

  /// The error for known SwiftUI that Detents does not run yet.
  func unsupported(_ name: String, _ node: Syntax) -> EvalError {
    error(Registry.unsupportedMessage(name), node, id: .unsupportedAPI)
  }

  /// Checks a call of a registry entry: known argument labels, and availability on the OS
  /// and platform being run.
  func checkCall(_ entry: APIEntry, _ args: [Argument], _ node: Syntax) throws(EvalError) {
    if entry.isUnsupported { throw unsupported(entry.name, node) }
    for a in args {
      guard let l = a.label, !entry.labels.contains(l) else { continue }
      if entry.unsupportedLabels.contains(l) {
        throw error(Registry.unsupportedMessage("\(entry.name)(\(l):)"), a.node ?? node, id: .unsupportedAPI)
      }
      let hint = NearestName.suggestion(for: l, among: entry.labels).map { "; did you mean '\($0):'?" } ?? ""
      throw error(
        "incorrect argument label '\(l):' in call to '\(entry.name)'\(hint)", a.node ?? node,
        id: .incorrectLabel)
    }
    if let message = Registry.unavailability(entry, os: currentOS, isMac: isMac) {
      throw error(message, node, id: .unavailable)
    }
  }

  func flattenList(_ v: ViewValue) -> [ViewValue] {
    if case .list(let items) = v.kind, v.modifiers.isEmpty { return items.flatMap(flattenList) }
    return [v]
  }
}
