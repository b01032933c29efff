import Detents
import Portable
import SwiftSource
import ViewTree

extension Interpreter {
  func execBlock(_ stmts: [Syntax], _ s: Scope) throws(EvalError) -> Flow {
    var defers: [CodeBlock] = []
    defer { runDefers(defers, s) }
    for stmt in stmts {
      if let d = DeferStmt(stmt) {
        defers.append(d.body)
        continue
      }
      let flow = try exec(stmt, s)
      if case .normal = flow { continue }
      return flow
    }
    return .normal
  }

  /// Runs a block's `defer` bodies, last first, as the block is left (errors in them are
  /// dropped).
  func runDefers(_ defers: [CodeBlock], _ s: Scope) {
    for d in defers.reversed() { _ = try? execBlock(d.statements, Scope(parent: s)) }
  }

  /// The `catch` clause of a `do` statement that takes `caught` (the thrown value, or
  /// `CancellationError()`): its statements and the scope where `error` is bound; nil when the
  /// statement has no `catch`.
  func catchHandler(_ doStmt: DoStmt, _ caught: Value, _ s: Scope) throws(EvalError) -> (
    body: [Syntax], scope: Scope
  )? {
    for c in doStmt.catchClauses {
      let scope = Scope(parent: s)
      if c.items.isEmpty {
        scope.declare("error", caught)
        return (c.body.statements, scope)
      }
      for item in c.items where try caseItemMatches(item, caught, scope) {
        return (c.body.statements, scope)
      }
    }
    return nil
  }

  /// The value `catch` binds to `error` for a cancelled `Task.sleep`.
  static var cancellationErrorValue: Value { .string("CancellationError()") }

  func exec(_ node: Syntax, _ s: Scope) throws(EvalError) -> Flow {
    try step(node)
    switch node.kind {
    case .variableDecl:
      try declare(node, s)
    case .funcDecl:
      s.declare(
        node.name,
        .closure(function(node, scope: s, selfCell: s.selfCell, selfType: s.selfType, isStatic: s.isStatic)))
    case .returnStmt:
      return .returned(
        try ReturnStmt(unchecked: node).value.map { v throws(EvalError) in try eval(v, s) } ?? .void)
    case .breakStmt:
      return .broke(JumpStmt(unchecked: node).label)
    case .continueStmt:
      return .continued(JumpStmt(unchecked: node).label)
    case .fallthroughStmt:
      return .fellThrough
    case .throwStmt:
      throw .thrown(try eval(ThrowStmt(unchecked: node).value, s))
    case .guardStmt:
      let guardStmt = GuardStmt(unchecked: node)
      let inner = s  // guard's bindings live on in the enclosing scope
      if try !conditionsHold(guardStmt.conditions, inner) {
        let flow = try execBlock(guardStmt.body?.statements ?? [], Scope(parent: s))
        if case .normal = flow { throw error("'guard' body must not fall through", node) }
        return flow
      }
    case .ifExpr:
      return try ifStatement(node, s)
    case .switchExpr:
      return try switchStatement(node, s, result: nil)
    case .whileStmt:
      let loop = WhileStmt(unchecked: node)
      let conditions = loop.conditions
      while true {
        let scope = Scope(parent: s)
        guard try conditionsHold(conditions, scope) else { break }
        let flow = try execBlock(loop.body.statements, scope)
        if let exit = loopExit(flow, label: nil) { return exit }
        if case .broke = flow { break }
      }
    case .repeatStmt:
      let loop = RepeatStmt(unchecked: node)
      guard let condition = loop.condition else { throw error("malformed repeat loop", node) }
      repeat {
        let flow = try execBlock(loop.body.statements, Scope(parent: s))
        if let exit = loopExit(flow, label: nil) { return exit }
        if case .broke = flow { break }
      } while try truth(eval(condition, s), condition)
    case .forStmt:
      return try forLoop(node, s, label: nil)
    case .labeledStmt:
      let label = node.name
      let inner = LabeledStmt(unchecked: node).statement
      if inner.kind == .forStmt {
        return try forLoop(inner, s, label: label)
      }
      let flow = try exec(inner, s)
      if case .broke(let l) = flow, l == label { return .normal }
      return flow
    case .doStmt:
      let doStmt = DoStmt(unchecked: node)
      do {
        return try execBlock(doStmt.body.statements, Scope(parent: s))
      } catch {
        guard error.isCatchable, let handler = try catchHandler(doStmt, error.caughtValue, s) else {
          throw error
        }
        return try execBlock(handler.body, handler.scope)
      }
    case .codeBlock:
      return try execBlock(CodeBlock(unchecked: node).statements, Scope(parent: s))
    case .deferStmt, .importDecl, .typeAliasDecl:
      break
    case .structDecl, .enumDecl, .classDecl:
      try collectDecl(node, into: nil)
    default:
      _ = try eval(node, s)
    }
    return .normal
  }

  func loopExit(_ flow: Flow, label: String?) -> Flow? {
    switch flow {
    case .returned: return flow
    case .broke(let l) where l != nil && l != label: return flow
    case .continued(let l) where l != nil && l != label: return flow
    default: return nil
    }
  }

  func forLoop(_ node: Syntax, _ s: Scope, label: String?) throws(EvalError) -> Flow {
    let loop = ForStmt(unchecked: node)
    guard let sequenceNode = loop.sequence else { throw error("malformed for loop", node) }
    let pattern = loop.pattern
    let sequence = try eval(sequenceNode, s)
    let whereClause = loop.whereClause
    let body = loop.body.statements
    for element in try elements(sequence, sequenceNode) {
      let scope = Scope(parent: s)
      guard try match(pattern, element, scope) else { continue }
      if let w = whereClause, try !truth(eval(w.condition, scope), w.syntax) { continue }
      let flow = try execBlock(body, scope)
      if let exit = loopExit(flow, label: label) { return exit }
      if case .broke = flow { break }
    }
    return .normal
  }

  func declare(_ node: Syntax, _ s: Scope) throws(EvalError) {
    for b in VariableDecl(unchecked: node).bindings {
      let pattern = b.pattern
      let typeNode = b.type
      var value: Value = .nilValue
      if let initial = b.initialValue {
        value = try coerceDeclared(try eval(initial, s), typeNode)
      } else if b.accessorBlock != nil {
        // A local computed variable: evaluated now (no observers).
        value = try runGetter(b.syntax, s)
      }
      if pattern.kind == .identifierPattern {
        s.declare(pattern.name, value)
      } else if try !match(pattern, value, s) {
        throw error("pattern does not match the value", pattern)
      }
    }
  }

  // MARK: Conditions

  func conditionsHold(_ conditions: [Syntax], _ s: Scope) throws(EvalError) -> Bool {
    for c in conditions {
      switch c.kind {
      case .optionalBindingCondition:
        let binding = OptionalBindingCondition(unchecked: c)
        let pattern = binding.pattern
        let value: Value
        if let initial = binding.initializer?.value {
          value = try eval(initial, s)
        } else {
          value = try reference(pattern, s)
        }
        if case .nilValue = value { return false }
        if try !match(pattern, value, s) { return false }
      case .matchingPatternCondition:
        let condition = MatchingPatternCondition(unchecked: c)
        guard let valueNode = condition.value else { return false }
        let value = try eval(valueNode, s)
        if try !match(condition.pattern, value, s) { return false }
      case .availabilityCondition:
        continue
      default:
        if try !truth(eval(c, s), c) { return false }
      }
    }
    return true
  }

  func ifStatement(_ node: Syntax, _ s: Scope) throws(EvalError) -> Flow {
    let ifExpr = IfExpr(unchecked: node)
    let scope = Scope(parent: s)
    if try conditionsHold(ifExpr.conditions, scope) {
      return try execBlock(ifExpr.body.statements, scope)
    }
    if let elseNode = ifExpr.elseBody {
      if elseNode.kind == .ifExpr { return try ifStatement(elseNode, s) }
      return try execBlock(CodeBlock(unchecked: elseNode).statements, Scope(parent: s))
    }
    return .normal
  }

  func ifExpression(_ node: Syntax, _ s: Scope) throws(EvalError) -> Value {
    let ifExpr = IfExpr(unchecked: node)
    let scope = Scope(parent: s)
    if try conditionsHold(ifExpr.conditions, scope) {
      return try runStatements(ifExpr.body.statements, scope, builder: false, node: ifExpr.body.syntax)
    }
    if let e = ifExpr.elseBody {
      return e.kind == .ifExpr
        ? try ifExpression(e, s)
        : try runStatements(CodeBlock(unchecked: e).statements, Scope(parent: s), builder: false, node: e)
    }
    return .void
  }

  /// Runs a switch; `result` receives the value of an expression-switch's chosen case.
  func switchStatement(_ node: Syntax, _ s: Scope, result: ((Value) -> Void)?) throws(EvalError) -> Flow {
    let switchExpr = SwitchExpr(unchecked: node)
    let subject = try eval(switchExpr.subject, s)
    var falling = false
    for sc in switchExpr.cases {
      let scope = Scope(parent: s)
      if !falling, try !caseTakes(sc, subject, scope) { continue }
      let body = sc.statements
      if let result, body.count == 1, !isStatement(body[0]) {
        result(try eval(body[0], scope))
        return .normal
      }
      let flow = try execBlock(body, scope)
      if case .fellThrough = flow {
        falling = true
        continue
      }
      if case .broke(nil) = flow { return .normal }
      return flow
    }
    // Swift accepts only exhaustive switches: none taking the subject is a case Detents cannot
    // tell apart, not a switch that does nothing.
    throw error("no case of the switch matches \(describeQuoted(subject)) (is a default missing?)", node)
  }

  /// Whether a case takes `subject` (binding its names in `scope`): `default`, or an item whose
  /// pattern matches and whose `where` clause holds.
  func caseTakes(_ sc: SwitchCase, _ subject: Value, _ scope: Scope) throws(EvalError) -> Bool {
    if sc.isDefault { return true }
    for item in sc.items where try caseItemMatches(item, subject, scope) { return true }
    return false
  }

  /// Whether a case's pattern matches (binding its names in `scope`) and its `where` holds.
  func caseItemMatches(_ item: CaseItem, _ subject: Value, _ scope: Scope) throws(EvalError) -> Bool {
    guard try match(item.pattern, subject, scope) else { return false }
    guard let w = item.whereClause else { return true }
    return try truth(eval(w.condition, scope), w.syntax)
  }

  // MARK: Patterns

  /// Matches a value against a pattern, binding names in `scope`.
  func match(_ pattern: Syntax, _ value: Value, _ scope: Scope) throws(EvalError) -> Bool {
    switch pattern.kind {
    case .identifierPattern:
      scope.declare(pattern.name, value)
      return true
    case .wildcardPattern, .discardExpr:
      return true
    case .valueBindingPattern:
      return try bindNames(ValueBindingPattern(unchecked: pattern).pattern, value, scope)
    case .tuplePattern, .tupleExpr:
      guard case .tuple(let parts) = value else { return false }
      let subs =
        TuplePattern(pattern)?.elements ?? TupleExpr(unchecked: pattern).elements.compactMap { $0.value }
      guard subs.count == parts.count else { return false }
      for (inner, v) in zip(subs, parts) {
        if try !match(inner, v.value, scope) { return false }
      }
      return true
    case .implicitMemberExpr:
      return try caseMatches(pattern.name, nil, value, scope)
    case .callExpr
    where CallExpr(unchecked: pattern).callee.kind == .implicitMemberExpr
      || CallExpr(unchecked: pattern).callee.kind == .memberAccessExpr:
      let call = CallExpr(unchecked: pattern)
      return try caseMatches(call.callee.name, call.arguments, value, scope)
    case .memberAccessExpr:
      if case .enumCase(_, let name, _) = value, pattern.name == name { return true }
      return try equal(eval(pattern, scope), value)
    case .isTypePattern:
      return isType(value, IsTypePattern(unchecked: pattern).type)
    case .optionalChainingExpr:
      if case .nilValue = value { return false }
      return try match(WrapperExpr(unchecked: pattern).expression, value, scope)
    case .asExpr:
      // `let e as T` (in a `catch`): the value, when it is a `T`, bound to the names.
      let cast = CastExpr(unchecked: pattern)
      guard isType(value, cast.type) else { return false }
      return try bindNames(ValueBindingPattern(cast.expression)?.pattern ?? cast.expression, value, scope)
    case .prefixExpr where ["...", "..<"].contains(OperatorExpr(unchecked: pattern).operator),
      .postfixExpr where OperatorExpr(unchecked: pattern).operator == "...":
      // `..<50`, `...9`, `10...`: one bound.
      let range = OperatorExpr(unchecked: pattern)
      guard let bound = number(try eval(range.operand, scope)), let v = number(value) else { return false }
      switch range.operator {
      case "..<": return v < bound
      case "..." where pattern.kind == .prefixExpr: return v <= bound
      default: return v >= bound
      }
    case .binaryExpr where ["...", "..<"].contains(BinaryExpr(unchecked: pattern).operator):
      let r = try eval(pattern, scope)
      guard case .range(let lo, let hi, let closed) = r, case .int(let v) = value else { return false }
      return v >= lo && (closed ? v <= hi : v < hi)
    default:
      // An expression pattern: equality.
      return try equal(eval(pattern, scope), value)
    }
  }

  /// `let x` / `var (a, b)` inside patterns: names bind, expressions compare.
  func bindNames(_ node: Syntax, _ value: Value, _ scope: Scope) throws(EvalError) -> Bool {
    switch node.kind {
    case .declReferenceExpr, .identifierPattern:
      scope.declare(node.name, value)
      return true
    case .optionalChainingExpr:
      // `let x?`: a value that is not nil.
      if case .nilValue = value { return false }
      return try bindNames(WrapperExpr(unchecked: node).expression, value, scope)
    case .callExpr
    where CallExpr(unchecked: node).callee.kind == .implicitMemberExpr
      || CallExpr(unchecked: node).callee.kind == .memberAccessExpr:
      // `let .tooLong(n)`: the case's names bind.
      let call = CallExpr(unchecked: node)
      return try caseMatches(call.callee.name, call.arguments, value, scope, binding: true)
    case .tupleExpr:
      // `let (a, b)`: each part binds.
      let subs = TupleExpr(unchecked: node).elements.compactMap { $0.value }
      guard case .tuple(let parts) = value, subs.count == parts.count else { return false }
      for (inner, v) in zip(subs, parts) where try !bindNames(inner, v.value, scope) { return false }
      return true
    default:
      return try match(node, value, scope)
    }
  }

  /// Whether `value` is the enum case `name` whose payload matches `args`, binding their names
  /// in `scope`: those under `let`, or every plain name when `binding` (the case is under one).
  func caseMatches(
    _ name: String, _ args: [ArgumentSyntax]?, _ value: Value, _ scope: Scope, binding: Bool = false
  ) throws(EvalError) -> Bool {
    switch value {
    case .enumCase(_, let caseName, let payload):
      guard caseName == name else { return false }
      guard let args else { return true }
      for (a, v) in zip(args, payload) {
        guard let inner = a.value else { return false }
        if let bound = ValueBindingPattern(inner) {
          if try !bindNames(bound.pattern, v, scope) { return false }
        } else if binding {
          if try !bindNames(inner, v, scope) { return false }
        } else if try !match(inner, v, scope) {
          return false
        }
      }
      return true
    case .nilValue:
      return name == "none"
    case _ where name == "some":
      // `.some(let v)`: any value that is not nil (optionals are not boxed).
      guard let inner = args?.first?.value else { return true }
      return try bindNames(ValueBindingPattern(inner)?.pattern ?? inner, value, scope)
    case .native, .implicit:
      return equalNative(value, name)
    default:
      return false
    }
  }

  func equalNative(_ value: Value, _ name: String) -> Bool {
    switch value {
    case .native(.detent(let d)): return d.description == name
    case .native(.colorScheme(let c)): return c.rawValue == name
    case .native(.dynamicTypeSize(let d)): return d.description == name
    case .native(.sizeClass(let c)): return c.rawValue == name
    case .implicit(let chain): return chain.steps.count == 1 && chain.steps[0].name == name
    default: return false
    }
  }

  // MARK: Assignment

  func assign(_ target: Syntax, _ value: Value, _ s: Scope) throws(EvalError) {
    switch target.kind {
    case .declReferenceExpr:
      let name = name(of: target)
      if let cell = s.lookup(name) {
        cell.value = value
        // `{ $item in item.count += 1 }`: `item` is the binding's value; writing it writes through.
        if case .binding(let b)? = s.lookup("$" + name)?.value { try b.set(value) }
        return
      }
      if let selfCell = s.selfCell, case .instance(var inst) = selfCell.value,
        let p = inst.type.storedProperty(name)
      {
        try store(&inst, p, value, selfCell: selfCell, target)
        return
      }
      if let selfCell = s.selfCell, try assignWrapperStorage(name, value, selfCell, target) { return }
      if let t = s.selfType {
        _ = try staticMember(t, name, target)
        if let c = t.staticValues[name] {
          c.value = value
          return
        }
      }
      throw error("cannot assign to '\(name)'", target)
    case .memberAccessExpr:
      let name = name(of: target)
      let baseNode = MemberAccessExpr(unchecked: target).base
      if baseNode.kind == .declReferenceExpr && self.name(of: baseNode) == "self", let selfCell = s.selfCell,
        case .instance(var inst) = selfCell.value
      {
        if let p = inst.type.storedProperty(name) {
          try store(&inst, p, value, selfCell: selfCell, target)
          return
        }
        if try assignWrapperStorage(name, value, selfCell, target) { return }
        throw error("value of type '\(inst.type.name)' has no stored property '\(name)'", target)
      }
      if case .type(.user(let t)) = try eval(baseNode, s) {
        _ = try staticMember(t, name, target)
        if let c = t.staticValues[name] {
          c.value = value
          return
        }
      }
      let base = try eval(baseNode, s)
      if case .instance(let inst) = base, inst.object != nil {
        // A class instance: the object changes, every reference sees it; nothing to write back.
        _ = try settingMember(base, name, value, target)
        return
      }
      if case .binding(let b) = base, name == "wrappedValue" {
        // `$model.title.wrappedValue = x`: the binding writes through; the binding itself
        // (a projection, not storage) is not assigned back.
        try b.set(value)
        return
      }
      try assign(baseNode, try settingMember(base, name, value, target), s)
    case .subscriptExpr:
      let baseNode = SubscriptExpr(unchecked: target).base
      let base = try eval(baseNode, s)
      let args = try arguments(target, s)
      try assign(baseNode, try subscriptSet(base, args, value, target), s)
    case .tupleExpr:
      guard case .tuple(let parts) = value else {
        throw error("cannot destructure \(value.typeName)", target)
      }
      for (t, p) in zip(TupleExpr(unchecked: target).elements, parts) {
        if let element = t.value { try assign(element, p.value, s) }
      }
    case .discardExpr:
      return
    case .optionalChainingExpr, .forceUnwrapExpr:
      try assign(WrapperExpr(unchecked: target).expression, value, s)
    default:
      throw error("cannot assign to this expression", target)
    }
  }

  /// `self._show = show` in an initializer: the storage of a property wrapper, named with a
  /// leading underscore. For `@Binding` the storage is the binding itself, which the view then
  /// reads and writes through; `_count = State(initialValue: 1)` gives the state its initial
  /// value. Other wrappers' storage is not modelled: a located error names it. Returns false when `name` is not a wrapper's
  /// storage.
  func assignWrapperStorage(_ name: String, _ value: Value, _ selfCell: Cell, _ target: Syntax)
    throws(EvalError) -> Bool
  {
    guard name.hasPrefix("_"), case .instance(var inst) = selfCell.value,
      let p = inst.type.storedProperty(String(name.dropFirst())), let wrapper = p.wrapper
    else { return false }
    if wrapper == "State", case .tuple(let parts) = value, parts.count == 1, parts[0].label == "wrappedValue"
    {
      // The initial value, before the view's state is attached (in its initializer).
      inst.fields[p.name] = parts[0].value
      selfCell.value = .instance(inst)
      return true
    }
    guard wrapper == "Binding" else {
      throw error(
        "assigning the storage of a @\(wrapper) property ('\(name)') is not supported yet; "
          + "give the property its initial value where it is declared", target, id: .unsupportedAPI)
    }
    guard case .binding = value else {
      throw error(
        "'\(name)' is the storage of a @Binding: assign it a Binding, not \(value.typeName)", target)
    }
    inst.fields[p.name] = value
    selfCell.value = .instance(inst)
    return true
  }

  /// `base` with its member `name` set to `value`: a stored property of an instance (through
  /// ``store(_:_:_:selfCell:_:)``), a built-in value's member, or a binding's `wrappedValue`.
  func settingMember(_ base: Value, _ name: String, _ value: Value, _ node: Syntax) throws(EvalError) -> Value
  {
    guard case .instance(var inst) = base else { return try setBuiltinMember(base, name, value, node) }
    guard let p = inst.type.storedProperty(name) else {
      throw error("value of type '\(inst.type.name)' has no stored property '\(name)'", node)
    }
    try store(&inst, p, value, selfCell: nil, node)
    return .instance(inst)
  }

  /// Stores `value` in property `p` of `inst` (held by `selfCell` when it is `self`): through
  /// the binding of a wrapper that keeps its value elsewhere (`@State`, `@Binding`,
  /// `@StateObject`), between the property's `willSet` and `didSet` (not re-entered from
  /// inside them, as Swift does), and, for an observed property of an object (``UserType/observes(_:)``),
  /// asking for another pass of the views, as a `@State` change does.
  func store(
    _ inst: inout Instance, _ p: UserType.StoredProperty, _ value: Value, selfCell: Cell?, _ node: Syntax
  ) throws(EvalError) {
    let value = try coerceDeclared(value, p.typeNode)
    // Not in the type's own initializer, as Swift does.
    let inInitializer =
      inst.object.map { !$0.isInitialized } ?? selfCell.map { c in constructing.contains { $0 === c } }
      ?? false
    let observerKey =
      (p.willSet != nil || p.didSet != nil) && !inInitializer ? inst.type.name + "." + p.name : nil
    let observing = observerKey.map { !runningObservers.contains($0) } ?? false
    let old = observing ? try member(of: inst, p.name, selfCell: selfCell, node) ?? .nilValue : .nilValue
    if observing, let w = p.willSet {
      try runObserver(w, "newValue", value, &inst, selfCell, key: observerKey)
    }
    if let wrapper = p.wrapper, Interpreter.wrappersHoldingElsewhere.contains(wrapper),
      case .binding(let b) = inst.fields[p.name]
    {
      try b.set(value)
    } else {
      inst.fields[p.name] = value
      selfCell?.value = .instance(inst)
    }
    if observing, let d = p.didSet { try runObserver(d, "oldValue", old, &inst, selfCell, key: observerKey) }
    if inst.type.observes(p), inst.object?.isInitialized == true { host?.stateDidChange() }
    for subscription in inst.object?.subscriptions[p.name] ?? [] { try send(value, to: subscription) }
  }

  /// Sends a value of a `@Published` property to a `sink`: at once without a debounce (as
  /// Combine does, before the assignment returns), else after its delay on the virtual clock,
  /// unless another value comes first.
  func send(_ value: Value, to s: Subscription) throws(EvalError) {
    guard !s.isCancelled else { return }
    s.sent += 1
    guard s.sent > s.publisher.dropCount else { return }
    if s.publisher.delay <= 0 {
      _ = try invoke(s.receive, [Argument(label: nil, value: value)], nil)
      return
    }
    s.generation += 1
    let generation = s.generation
    let deliver = Closure(name: "sink") { [this = UnownedRef(self)] _ throws(EvalError) in
      guard !s.isCancelled, s.generation == generation else { return .void }
      _ = try this.object.invoke(s.receive, [Argument(label: nil, value: value)], nil)
      return .void
    }
    host?.runOnMainQueue(deliver, after: s.publisher.delay, label: "sink")
  }

  /// Property wrappers whose value lives outside the instance, reached through a binding.
  static let wrappersHoldingElsewhere: Set<String> = [
    "State", "Binding", "StateObject", "FocusState", "AppStorage",
  ]

  /// Runs a `willSet` (`newValue`) or `didSet` (`oldValue`) observer on `inst`; what it
  /// changes of `self` is kept.
  func runObserver(
    _ accessor: AccessorDecl, _ defaultName: String, _ argument: Value, _ inst: inout Instance,
    _ selfCell: Cell?, key: String?
  ) throws(EvalError) {
    guard let body = accessor.body, let key else { return }
    let cell = selfCell ?? Cell(.instance(inst))
    cell.value = .instance(inst)
    let s = Scope(parent: globals)
    s.selfCell = cell
    s.selfType = inst.type
    s.declare(accessor.parameterName ?? defaultName, argument)
    runningObservers.insert(key)
    defer { runningObservers.remove(key) }
    _ = try runBody(body, s, builder: false)
    if case .instance(let changed) = cell.value { inst = changed }
  }
}

extension Value {
  var isVoid: Bool { if case .void = self { true } else { false } }
}
