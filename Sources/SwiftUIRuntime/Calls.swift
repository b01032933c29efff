import Detents
import Portable
import SwiftSource
import ViewTree

extension Interpreter {
  /// The arguments of a call or subscript, trailing closures included (unlabelled first one,
  /// then labelled ones).
  func arguments(_ node: Syntax, _ scope: Scope) throws(EvalError) -> [Argument] {
    if let s = SubscriptExpr(node) { return try arguments(of: s, scope) }
    return try CallExpr(node).map { c throws(EvalError) in try arguments(of: c, scope) } ?? []
  }

  /// The arguments of a call or subscript, evaluated.
  func arguments<Call: ArgumentsView>(of call: Call, _ scope: Scope) throws(EvalError) -> [Argument] {
    var out: [Argument] = []
    func append(_ a: ArgumentSyntax) throws(EvalError) {
      out.append(
        Argument(
          label: a.label, value: try a.value.map { v throws(EvalError) in try eval(v, scope) } ?? .void,
          node: a.value))
    }
    for a in call.arguments { try append(a) }
    if let c = call.trailingClosure {
      out.append(Argument(label: nil, value: .closure(try closure(c.syntax, scope)), node: c.syntax))
    }
    for a in call.additionalTrailingClosures { try append(a) }
    return out
  }

  /// A call, then the write-back of its `inout` arguments (`double(&n)`): each `&target`
  /// gets the value its parameter had when the callee returned, as Swift copies it back.
  func call(_ node: Syntax, _ scope: Scope) throws(EvalError) -> Value {
    let mark = inoutWriteBacks.count
    let value = try callWithoutWriteBack(node, scope)
    while inoutWriteBacks.count > mark {
      let (target, result) = inoutWriteBacks.removeLast()
      try assign(target, result, scope)
    }
    return value
  }

  private func callWithoutWriteBack(_ node: Syntax, _ scope: Scope) throws(EvalError) -> Value {
    let callee = CallExpr(unchecked: node).callee
    switch callee.kind {
    case .memberAccessExpr:
      let baseNode = MemberAccessExpr(unchecked: callee).base
      let base = try eval(baseNode, scope)
      if case .nilValue = base, baseNode.kind == .optionalChainingExpr { return .nilValue }
      let args = try arguments(node, scope)
      return try callMember(base, name(of: callee), args, node, scope: scope)
    case .implicitMemberExpr:
      let args = try arguments(node, scope)
      return .implicit(ImplicitChain(steps: [.init(name: callee.name, arguments: args)], node: node))
    case .declReferenceExpr:
      let name = name(of: callee)
      if scope.lookup(name) == nil {
        // A method of self, called without `self.`.
        if let selfCell = scope.selfCell, case .instance(let inst) = selfCell.value,
          let decls = inst.type.methods[name]
        {
          let args = try arguments(node, scope)
          let f = function(
            pick(decls, args), scope: globals, selfCell: selfCell, selfType: inst.type, isStatic: false)
          return try invoke(f, args, node)
        }
        if let t = scope.selfType, let decls = t.staticMethods[name] {
          let args = try arguments(node, scope)
          return try invoke(
            function(pick(decls, args), scope: globals, selfCell: nil, selfType: t, isStatic: true), args,
            node)
        }
        if let t = findType(name, from: scope.selfType) {
          return try construct(t, try arguments(node, scope), node)
        }
        // A modifier called on an implicit `self` inside `extension View` or a view's method.
        if let selfCell = scope.selfCell, Registry.modifiers[name] != nil || viewExtensions[name] != nil {
          var isView = false
          if case .view = selfCell.value { isView = true }
          if case .instance(let i) = selfCell.value, i.type.isView || i.type.isViewModifier { isView = true }
          if isView {
            return try callMember(selfCell.value, name, try arguments(node, scope), node, scope: scope)
          }
        }
        if let decls = functions[name] {
          let args = try arguments(node, scope)
          return try invoke(
            function(pick(decls, args), scope: globals, selfCell: nil, selfType: nil, isStatic: false), args,
            node)
        }
        if Registry.isBuiltinCallable(name) {
          return try builtinCall(name, try arguments(node, scope), node, scope: scope)
        }
      }
      let f = try eval(callee, scope)
      return try callValue(f, functionValueArguments(f, try arguments(node, scope)), node, scope: scope)
    default:
      let f = try eval(callee, scope)
      return try callValue(f, functionValueArguments(f, try arguments(node, scope)), node, scope: scope)
    }
  }

  /// The arguments of a call of a function held as a value (`let done: (Int, Int) -> Void =
  /// start`, then `done(1, 2)`): a function type has no argument labels, so unlabelled
  /// arguments go to the function's parameters in order, whatever labels its declaration has.
  /// Labelled arguments (a local `func` called by its name) are matched as written.
  func functionValueArguments(_ f: Value, _ args: [Argument]) -> [Argument] {
    guard case .closure(let c) = f, case .syntax(let decl, let params, _, _, _, _) = c.body,
      decl.kind != .closureExpr, !args.isEmpty, args.count <= params.count,
      args.allSatisfy({ $0.label == nil }), params.contains(where: { $0.label != nil })
    else { return args }
    var out = args
    for i in out.indices { out[i].label = params[i].label }
    return out
  }

  /// Picks the overload whose parameter labels fit the arguments.
  func pick(_ decls: [Syntax], _ args: [Argument]) -> Syntax {
    if decls.count == 1 { return decls[0] }
    let labels = args.map { $0.label }
    return decls.first { d in
      let ps = params(of: d)
      return ps.count >= labels.count
        && zip(ps, labels).allSatisfy { $0.label == $1 || ($1 == nil && $0.isBuilder) }
        && ps.dropFirst(labels.count).allSatisfy { $0.defaultValue != nil }
    } ?? decls[0]
  }

  func callValue(_ f: Value, _ args: [Argument], _ node: Syntax, scope: Scope) throws(EvalError) -> Value {
    switch f {
    case .closure(let c): return try invoke(c, args, node)
    case .type(.user(let t)): return try construct(t, args, node)
    case .type(.builtin(let name)): return try builtinCall(name, args, node, scope: scope)
    case .implicit(var chain):
      chain.steps[chain.steps.count - 1].arguments = args
      return .implicit(chain)
    default:
      return try builtinCallValue(f, args, node)
    }
  }

  func callMember(_ base: Value, _ name: String, _ args: [Argument], _ node: Syntax, scope: Scope)
    throws(EvalError)
    -> Value
  {
    switch base {
    case .instance(let inst):
      if let decls = inst.type.methods[name] {
        let selfCell = Cell(base)
        let f = function(
          pick(decls, args), scope: globals, selfCell: selfCell, selfType: inst.type, isStatic: false)
        let result = try invoke(f, args, node)
        // A mutating method changed the copy: write it back where it came from.
        if case .instance(let changed) = selfCell.value, changed.fields.count == inst.fields.count,
          let baseNode = CallExpr(node)?.memberCallee?.base
        {
          if isMutating(decls[0]) { try assign(baseNode, selfCell.value, scope) }
        }
        return result
      }
      if inst.type.isView || inst.type.isViewModifier {
        return try viewModifierCall(.view(viewValue(base, node)), name, args, node, scope: scope)
      }
      let v = try getMember(base, name, node, scope: scope)
      return try callValue(v, args, node, scope: scope)
    case .type(.user(let t)):
      if name == "init" { return try construct(t, args, node) }
      if name == "_printChanges", t.isView, args.isEmpty, t.staticMethods[name] == nil {
        // `Self._printChanges()` in a body: SwiftUI's debugging aid prints what made the body
        // run. Detents does not track which property changed, so every evaluation prints the
        // line SwiftUI prints for a view whose value is new: `LibraryView: @self changed.`
        output.append("\(t.name): @self changed.")
        return .void
      }
      if let decls = t.staticMethods[name] {
        return try invoke(
          function(pick(decls, args), scope: globals, selfCell: nil, selfType: t, isStatic: true), args, node)
      }
      let v = try getMember(base, name, node, scope: scope)
      return try callValue(v, args, node, scope: scope)
    case .implicit(var chain):
      chain.steps.append(.init(name: name, arguments: args))
      return .implicit(chain)
    case .view:
      return try viewModifierCall(base, name, args, node, scope: scope)
    case .type(.builtin(let t)):
      if Registry.views[t] != nil && name == "init" { return try makeView(t, args, node, scope: scope) }
      if let ext = builtinExtensions[t], ext.hasStaticMember(name) {
        return try callMember(.type(.user(ext)), name, args, node, scope: scope)
      }
      return try staticNative(t, name, args, node)
    case .native(.style) where Registry.modifiers[name] != nil:
      // A colour or gradient used as a view: `Color.clear.sheet(…)`.
      return try viewModifierCall(.view(try viewValue(base, node)), name, args, node, scope: scope)
    case .enumCase(let t, _, _):
      if let decls = t.methods[name] {
        return try invoke(
          function(pick(decls, args), scope: globals, selfCell: Cell(base), selfType: t, isStatic: false),
          args, node)
      }
      throw error("enum '\(t.name)' has no method '\(name)'", node)
    default:
      // `extension Array { func average() … }`: a method a program adds to a built-in type
      // (its `where` clause is not checked), run with the value as `self`.
      if !base.isNil,
        let ext = [base.typeName, "Collection", "Sequence"].lazy.compactMap({ self.builtinExtensions[$0] })
          .first(where: { $0.methods[name] != nil }), let decls = ext.methods[name]
      {
        return try invoke(
          function(pick(decls, args), scope: globals, selfCell: Cell(base), selfType: ext, isStatic: false),
          args, node)
      }
      if let (changed, result) = try mutatingBuiltin(base, name, args, node) {
        if let baseNode = CallExpr(node)?.memberCallee?.base { try assign(baseNode, changed, scope) }
        return result
      }
      return try builtinMethod(base, name, args, node, scope: scope)
    }
  }

  /// Mutating methods of built-in values: the new value and the method's result.
  func mutatingBuiltin(_ base: Value, _ name: String, _ args: [Argument], _ node: Syntax) throws(EvalError)
    -> (
      Value, Value
    )?
  {
    switch (base, name) {
    case (.array(var a), "append"):
      if let first = args.first, first.label == "contentsOf" {
        a += try elements(first.value, node)
      } else {
        a.append(args.first?.value ?? .void)
      }
      if a.count > budget.collectionSize {
        throw error("array grew past \(budget.collectionSize) elements", node, id: .budgetExceeded)
      }
      return (.array(a), .void)
    case (.array(var a), "insert"):
      let at = args.count > 1 ? try argInt(args, 1, node) : 0
      guard at >= 0 && at <= a.count else { throw error("insert index \(at) out of range", node) }
      a.insert(args.first?.value ?? .void, at: at)
      return (.array(a), .void)
    case (.array(let a), "remove") where args.first?.label == "atOffsets":
      let offsets = try offsetsArgument(args, a.count, node)
      return (.array(a.enumerated().filter { !offsets.contains($0.offset) }.map { $0.element }), .void)
    case (.array(var a), "remove"):
      let at = try argInt(args, 0, node)
      guard a.indices.contains(at) else { throw error("remove index \(at) out of range", node) }
      let r = a.remove(at: at)
      return (.array(a), r)
    case (.array(var a), "removeLast"), (.array(var a), "removeFirst"), (.array(var a), "popLast"):
      if a.isEmpty {
        if name == "popLast" { return (base, .nilValue) }
        throw error("\(name) on an empty array", node)
      }
      if name == "removeLast", !args.isEmpty {
        // `removeLast(k)`: the last k elements (NavigationPath's too).
        let k = try argInt(args, 0, node)
        guard k >= 0 && k <= a.count else {
          throw error("removeLast(\(k)) on a collection of \(a.count) elements", node)
        }
        return (.array(Array(a.dropLast(k))), .void)
      }
      let r = name == "removeFirst" ? a.removeFirst() : a.removeLast()
      return (.array(a), r)
    case (.array, "removeAll"), (.set, "removeAll"), (.dictionary, "removeAll"):
      if let first = args.first, case .array(let a) = base {
        return (
          .array(
            try a.tryFilter { x throws(EvalError) in try !truth(callClosure(first.value, [x], node), node) }),
          .void
        )
      }
      if case .set = base { return (.set([]), .void) }
      if case .dictionary = base { return (.dictionary([]), .void) }
      return (.array([]), .void)
    case (.array(let a), "sort"):
      if let by = args.first {
        return (
          .array(
            try a.trySorted { x, y throws(EvalError) in try truth(callClosure(by.value, [x, y], node), node) }
          ),
          .void
        )
      }
      return (.array(try a.trySorted { x, y throws(EvalError) in try compare(x, y, node) < 0 }), .void)
    case (.array(let a), "move"):
      // `move(fromOffsets:toOffset:)`: the moved elements, in order, go before the element
      // that was at `toOffset` (which may be `count`: the end).
      let offsets = try offsetsArgument(args, a.count, node)
      guard let toValue = label(args, "toOffset"), case .int(let to) = toValue, to >= 0, to <= a.count else {
        throw error("move(fromOffsets:toOffset:) needs an offset from 0 to \(a.count)", node)
      }
      let moved = offsets.sorted().map { a[$0] }
      let before = a.indices.filter { $0 < to && !offsets.contains($0) }.map { a[$0] }
      let after = a.indices.filter { $0 >= to && !offsets.contains($0) }.map { a[$0] }
      return (.array(before + moved + after), .void)
    case (.array(let a), "shuffle"):
      return (.array(random.shuffled(a)), .void)
    case (.array(let a), "reverse"):
      return (.array(a.reversed()), .void)
    case (.array(var a), "swapAt"):
      let i = try argInt(args, 0, node)
      let j = try argInt(args, 1, node)
      guard a.indices.contains(i), a.indices.contains(j) else {
        throw error("swapAt index out of range", node)
      }
      a.swapAt(i, j)
      return (.array(a), .void)
    case (.set(let a), "insert"):
      let v = args.first?.value ?? .void
      let present = try a.tryContains { x throws(EvalError) in try equal(x, v) }
      return (.set(present ? a : a + [v]), .tuple([("inserted", .bool(!present)), ("memberAfterInsert", v)]))
    case (.set(let a), "remove"):
      let v = args.first?.value ?? .void
      let present = try a.tryContains { x throws(EvalError) in try equal(x, v) }
      return (.set(try a.tryFilter { x throws(EvalError) in try !equal(x, v) }), present ? v : .nilValue)
    case (.set(let a), "formUnion"):
      return (.set(try dedupe(a + elements(args.first?.value ?? .array([]), node))), .void)
    case (.dictionary(var d), "removeValue"):
      let k = key(args.first?.value ?? .void)
      let i = d.firstIndex { key($0.key) == k }
      let r = i.map { d[$0].value } ?? .nilValue
      if let i { d.remove(at: i) }
      return (.dictionary(d), r)
    case (.dictionary(var d), "updateValue"):
      guard args.count == 2 else { return nil }
      let k = key(args[1].value)
      if let i = d.firstIndex(where: { key($0.key) == k }) {
        d[i].value = args[0].value
      } else {
        d.append((args[1].value, args[0].value))
      }
      return (.dictionary(d), .void)
    case (.bool(let b), "toggle"):
      return (.bool(!b), .void)
    case (.string(var s), "append"):
      s += describe(args.first?.value ?? .string(""))
      return (.string(s), .void)
    case (.binding(let b), _):
      let inner = try b.get()
      if let (changed, result) = try mutatingBuiltin(inner, name, args, node) {
        try b.set(changed)
        return (base, result)
      }
      return nil
    default:
      return nil
    }
  }

  /// The offsets (`atOffsets:`, `fromOffsets:`: an `IndexSet`) of a call on an array of
  /// `count` elements; an offset out of range is an error, as Swift traps.
  func offsetsArgument(_ args: [Argument], _ count: Int, _ node: Syntax) throws(EvalError) -> Set<Int> {
    guard let a = args.first(where: { $0.label == "atOffsets" || $0.label == "fromOffsets" }) else {
      throw error("expected an IndexSet of offsets", node)
    }
    var out: Set<Int> = []
    for v in try elements(a.value, node) {
      guard case .int(let i) = v, i >= 0, i < count else {
        throw error(
          "offset \(describe(v)) is out of range (count \(count))", a.node ?? node, id: .programTrap)
      }
      out.insert(i)
    }
    return out
  }

  func isMutating(_ decl: Syntax) -> Bool {
    FunctionDecl(decl)?.hasModifier("mutating") == true
  }

  /// Calls a closure or function with arguments matched to its parameters.
  ///
  /// At the call a task awaits (``awaitedCall``), a body that itself awaits is not run here: its
  /// prepared call is left in ``capturedCall`` for the task's frames (TaskMachine.swift).
  func invoke(_ c: Closure, _ args: [Argument], _ node: Syntax?) throws(EvalError) -> Value {
    switch c.body {
    case .native(let f):
      return try f(args)
    case .syntax(let decl, _, _, _, let isBuilder, _):
      if let awaited = awaitedCall, let node, node.id == awaited.id, !isBuilder, bodyAwaits(decl),
        decl.id == CallExpr(node)?.callee.id || !awaited.range.contains(decl.range.lowerBound)
      {
        // The callee of the awaited call (not a closure among its arguments that a built-in runs).
        awaitedCall = nil
        if depth + 1 > budget.callDepth { throw callDepthError(node) }
        if isMutating(decl) { throw error("awaiting a mutating method is not supported yet", node) }
        capturedCall = try prepareCall(c, args, node)
        return .void
      }
      // Calls inside run to the end: only the awaited call itself can be captured.
      let awaited = awaitedCall
      awaitedCall = nil
      defer { awaitedCall = awaited }
      depth += 1
      defer { depth -= 1 }
      if depth > budget.callDepth { throw callDepthError(node ?? decl) }
      guard let call = try prepareCall(c, args, node) else { return .void }
      let result = try runStatements(call.statements, call.scope, builder: isBuilder, node: call.node)
      for (name, target) in call.inouts {
        if let cell = call.scope.lookup(name) { inoutWriteBacks.append((target, cell.value)) }
      }
      return try call.result(of: result, self)
    }
  }

  /// Whether a closure without named parameters uses `$1` or a later one (outside the closures
  /// nested in it), by node: given one tuple, such a closure takes its parts.
  func splatsTuple(_ closure: Syntax) -> Bool {
    if let known = splatCache[closure.id.index] { return known }
    func uses(_ node: Syntax) -> Bool {
      if node.kind == .declReferenceExpr {
        let name = node.name
        return name.hasPrefix("$") && name != "$0" && Int(name.dropFirst()) != nil
      }
      if node.kind == .closureExpr && node.id != closure.id { return false }
      return node.children.contains { uses($0) }
    }
    let found = uses(closure)
    splatCache[closure.id.index] = found
    return found
  }

  /// `$0`, `$1`…: the name of a closure's `i`-th anonymous parameter, without building it
  /// for the first ten.
  static func anonymousParameter(_ i: Int) -> String {
    i < anonymousParameterNames.count ? anonymousParameterNames[i] : "$\(i)"
  }
  private static let anonymousParameterNames = (0..<10).map { "$\($0)" }

  func callDepthError(_ node: Syntax) -> EvalError {
    error("calls nested more than \(budget.callDepth) deep (runaway recursion?)", node, id: .budgetExceeded)
  }

  /// Binds a program closure's parameters (`$0`… for closures); nil for a function without a
  /// body, whose call is `()`.
  func prepareCall(_ c: Closure, _ args: [Argument], _ node: Syntax?) throws(EvalError) -> PreparedCall? {
    guard case .syntax(let decl, let params, let captured, let selfCell, let isBuilder, _) = c.body else {
      return nil
    }
    let s = Scope(parent: captured)
    s.selfCell = selfCell ?? captured.selfCell
    if decl.kind == .closureExpr {
      // Closure parameters: named, or `$0`, `$1`… A closure that names its parameters cannot
      // use `$0` (Swift rejects it), so only one of the two is declared, and `_` not at all:
      // a closure call is the interpreter's most frequent operation, and each name declared
      // costs a hash and, past the first, growing the scope's table.
      if params.isEmpty {
        if args.count == 1, case .tuple(let parts) = args[0].value, splatsTuple(decl) {
          // One tuple for a closure that uses `$1`: `$0`, `$1`… are its parts (`dict.map {
          // $0 + $1 }`); a closure that uses only `$0` gets the tuple (`dict.map { $0.key }`).
          s.vars.reserveCapacity(parts.count)
          for (i, p) in parts.enumerated() { s.declare(Interpreter.anonymousParameter(i), p.value) }
        } else {
          s.vars.reserveCapacity(args.count)
          for (i, a) in args.enumerated() { s.declare(Interpreter.anonymousParameter(i), a.value) }
        }
      } else if params.count == 1, args.count > 1 {
        s.declare(params[0].name, .tuple(args.map { ($0.label, $0.value) }))
      } else {
        var args = args
        // `dict.map { key, value in … }`: one tuple to several parameters is its parts.
        if params.count > 1, args.count == 1, case .tuple(let parts) = args[0].value,
          parts.count == params.count
        {
          args = parts.map { Argument(label: nil, value: $0.value) }
        }
        for (i, a) in args.enumerated() where i < params.count {
          let name = params[i].name
          if name == "_" { continue }
          s.declare(name, a.value)
          // `{ $item in … }` given a binding: `item` is its value.
          if name.hasPrefix("$"), case .binding(let b) = a.value {
            s.declare(String(name.dropFirst()), try b.get())
          }
        }
      }
      guard let shape = callShape(of: decl) else { return nil }
      return PreparedCall(
        statements: shape.statements, scope: s, node: shape.node, returnType: nil, isFunction: false,
        isBuilder: isBuilder)
    }
    let inouts = try bind(params, args, into: s, node: node ?? decl)
    guard let shape = callShape(of: decl) else { return nil }
    return PreparedCall(
      statements: shape.statements, scope: s, node: shape.node, returnType: shape.returnType,
      isFunction: true, isBuilder: isBuilder, inouts: inouts)
  }

  /// The body of a function or initializer declaration; nil for a requirement (or another kind).
  func functionBody(_ decl: Syntax) -> CodeBlock? {
    FunctionDecl(decl)?.body ?? InitializerDecl(decl)?.body
  }

  /// Matches arguments to parameters by label, with defaults. Returns the `inout` parameters
  /// given an `&target` argument, for the write-back after the call.
  @discardableResult
  func bind(_ params: [Closure.Param], _ args: [Argument], into s: Scope, node: Syntax) throws(EvalError)
    -> [(name: String, target: Syntax)]
  {
    var i = 0
    var inouts: [(name: String, target: Syntax)] = []
    for p in params {
      if i < args.count, args[i].label == p.label || (p.label == nil && args[i].label == nil) {
        s.declare(p.name, args[i].value)
        if p.isInout, let arg = args[i].node, arg.kind == .inoutExpr {
          inouts.append((p.name, WrapperExpr(unchecked: arg).expression))
        }
        i += 1
      } else if i < args.count, args[i].label == nil, p.isBuilder || isClosureValue(args[i].value) {
        s.declare(p.name, args[i].value)
        i += 1
      } else if let d = p.defaultValue {
        s.declare(p.name, try eval(d, s))
      } else {
        let got = i < args.count ? (args[i].label.map { "'\($0):'" } ?? "an unlabelled argument") : "nothing"
        throw error("missing argument for parameter '\(p.label ?? "_"):' (got \(got))", node)
      }
    }
    if i < args.count {
      throw error("extra argument\(args[i].label.map { " '\($0)'" } ?? "") in call", args[i].node ?? node)
    }
    return inouts
  }

  func isClosureValue(_ v: Value) -> Bool { if case .closure = v { true } else { false } }

  /// Runs a code block; in builder mode the views its statements produce are collected.
  func runBody(_ block: CodeBlock, _ s: Scope, builder: Bool) throws(EvalError) -> Value {
    try runStatements(block.statements, s, builder: builder, node: block.syntax)
  }

  func runStatements(_ stmts: [Syntax], _ s: Scope, builder: Bool, node: Syntax) throws(EvalError) -> Value {
    if builder {
      var views: [ViewValue] = []
      let flow = try execBuilder(stmts, s, &views)
      if case .returned(let v) = flow { return v }
      return .view(views.count == 1 ? views[0] : ViewValue(.list(views), node: node))
    }
    // A single expression is the closure's value (implicit return).
    if stmts.count == 1, !isStatement(stmts[0]) {
      return try eval(stmts[0], s)
    }
    switch try execBlock(stmts, s) {
    case .returned(let v): return v
    default: return .void
    }
  }

  func isStatement(_ n: Syntax) -> Bool {
    switch n.kind {
    case .variableDecl, .guardStmt, .whileStmt, .repeatStmt, .forStmt, .doStmt, .deferStmt, .returnStmt,
      .throwStmt,
      .breakStmt, .continueStmt, .fallthroughStmt, .labeledStmt, .funcDecl, .assignmentExpr:
      return true
    case .binaryExpr:
      return Interpreter.compoundAssignments.contains(BinaryExpr(unchecked: n).operator)
    default:
      return false
    }
  }

  // MARK: Constructing user types

  func construct(_ t: UserType, _ args: [Argument], _ node: Syntax) throws(EvalError) -> Value {
    if t.kind == .enumType {
      if let raw = args.first(where: { $0.label == "rawValue" }) {
        for c in t.cases where try equal(rawValue(t, c.name, node), raw.value) {
          return .enumCase(type: t, name: c.name, payload: [])
        }
        return .nilValue
      }
      throw error("enum '\(t.name)' cannot be constructed this way", node)
    }
    let value = try constructWithoutObserving(t, args, node)
    // An object's changes are observed once its initializer has returned.
    if case .instance(let inst) = value { inst.object?.isInitialized = true }
    return value
  }

  private func constructWithoutObserving(_ t: UserType, _ args: [Argument], _ node: Syntax) throws(EvalError)
    -> Value
  {
    let selfCell = Cell(.instance(Instance(type: t, fields: Dictionary(minimumCapacity: t.stored.count))))
    let s = Scope(parent: globals)
    s.selfCell = selfCell
    s.selfType = t
    constructing.append(selfCell)
    defer { constructing.removeLast() }
    if !t.inits.isEmpty {
      let decl = pick(t.inits, args)
      // Stored properties with initial values are set first.
      try initializeDefaults(t, selfCell, s, skipping: [])
      let f = function(decl, scope: globals, selfCell: selfCell, selfType: t, isStatic: false)
      _ = try invoke(f, args, node)
      return selfCell.value
    }
    // Memberwise initialiser: stored properties in order; those with a value may be left out.
    var fields: [String: Value] = [:]
    var i = 0
    for p in t.memberwiseProperties {
      if i < args.count, args[i].label == p.name {
        fields[p.name] = args[i].value
        i += 1
      } else if p.wrapper == "ViewBuilder", i < args.count, args[i].label == nil {
        fields[p.name] = args[i].value
        i += 1
      } else if i < args.count, args[i].label == nil, isClosureValue(args[i].value), i == args.count - 1 {
        fields[p.name] = args[i].value
        i += 1
      }
    }
    if i < args.count {
      let names = t.memberwiseProperties.map { $0.name }
      throw error(
        "extra or misplaced argument\(args[i].label.map { " '\($0):'" } ?? "") for '\(t.name)' (its memberwise initializer takes \(names.map { "\($0):" }.joined(separator: ", ")))",
        args[i].node ?? node)
    }
    selfCell.value = .instance(Instance(type: t, fields: fields))
    try initializeDefaults(t, selfCell, s, skipping: Set(fields.keys))
    if case .instance(let inst) = selfCell.value {
      for p in t.stored where inst.fields[p.name] == nil && p.wrapper == nil && p.initializer == nil {
        if p.typeNode?.kind == .optionalType { continue }
        throw error("missing argument for parameter '\(p.name):' in call to '\(t.name)'", node)
      }
    }
    return selfCell.value
  }

  func initializeDefaults(_ t: UserType, _ selfCell: Cell, _ s: Scope, skipping: Set<String>)
    throws(EvalError)
  {
    // A class's fields are set in its one storage; a struct's in a copy written back.
    let object: ObjectStorage? = if case .instance(let inst) = selfCell.value { inst.object } else { nil }
    for p in t.stored where skipping.isEmpty || !skipping.contains(p.name) {
      // A `@StateObject`'s object is made once, when its view first appears (`attachState`).
      if p.wrapper == "Environment" || p.wrapper == "EnvironmentObject" || p.wrapper == "StateObject" {
        continue
      }
      if let object {
        if object.fields[p.name] != nil { continue }
      } else if case .instance(let inst) = selfCell.value, inst.fields[p.name] != nil {
        continue
      }
      let value: Value
      if let e = p.initializer {
        value = try coerceDeclared(try eval(e, s), p.typeNode)
      } else if p.typeNode?.kind == .optionalType {
        value = .nilValue
      } else {
        continue
      }
      if let object {
        object.fields[p.name] = value
      } else if case .instance(var inst) = selfCell.value {
        // The cell lets go of the fields first, so that setting one does not copy them all.
        selfCell.value = .void
        inst.fields[p.name] = value
        selfCell.value = .instance(inst)
      }
    }
  }
}

/// What a call of a function, initializer or closure runs: see ``Interpreter/callShape(of:)``.
struct CallShape {
  let statements: [Syntax]
  /// What the statements belong to: a function's body, or the closure.
  let node: Syntax
  /// A function's declared return type.
  let returnType: Syntax?
}

/// A part of a string literal: see ``Interpreter/literalParts(_:)``.
enum LiteralPart {
  /// Text, escapes applied.
  case text(String)
  /// `\(expression)`.
  case value(Syntax)
}

/// A call of a program's function or closure, ready to run: its statements, and the scope
/// with `self` and the parameters bound.
struct PreparedCall {
  let statements: [Syntax]
  let scope: Scope
  /// What the statements belong to (for a builder's views).
  let node: Syntax
  /// The declared return type a function's result is converted to (nil for closures).
  let returnType: Syntax?
  let isFunction: Bool
  let isBuilder: Bool
  /// The `inout` parameters bound to `&target` arguments.
  var inouts: [(name: String, target: Syntax)] = []

  /// The call's value from its statements' value.
  func result(of value: Value, _ interp: Interpreter) throws(EvalError) -> Value {
    isFunction && !isBuilder ? try interp.coerceDeclared(value, returnType) : value
  }
}
