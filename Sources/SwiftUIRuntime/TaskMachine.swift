import Portable
import SwiftSource

/// A task's evaluation that stops at an `await` and goes on later: its frames, innermost last.
///
/// Tasks without threads: how a program's `.task`, `.task(id:)` and `Task { }` run.
///
/// A task is a `TaskMachine`: a stack of explicit frames, each a cursor over the statements of a
/// block (a task's closure, the body of an async function it awaits, a loop's body, an `if`
/// branch, a `do` body, a `guard`'s else) with that block's scope and `defer`s, or the state of
/// a control statement around such a block (a `while`/`repeat`/`for` loop between iterations, a
/// `switch` between cases, a label). The machine runs one statement at a time. A statement with
/// no `await` in it (outside nested closures) runs whole in the recursive evaluator, as any other
/// code; a compound statement with an `await` inside becomes frames; a statement that begins with
/// an `await` of one call — `await f()`, `try await f()`, `try? await f()`, `_ = await f()`,
/// `let x = await f()`, `x = try await f()`, `x += await f()`, `return await f()`, or the one
/// expression of a closure — evaluates that call with the call marked as awaited (`awaitedCall`):
/// - `Task.sleep` there records the wake-up time (`capturedSleep`); the machine stops and the
///   statement waits in `sleeping`. The scheduler resumes the machine on the virtual clock, in
///   the one thread of the run; the sleep then returns, or throws `CancellationError` when the
///   task was cancelled meanwhile.
/// - A program function or closure there whose body awaits is not run: `invoke` leaves its
///   prepared call (`capturedCall`) and the machine pushes it as a frame whose result goes to the
///   statement (an `AwaitSite`) when it returns.
/// - Anything else (a synchronous function, `Task.yield()`) just gives its value.
///
/// An `await` anywhere else (inside an argument, an operand, a condition) is a located "not
/// supported yet" error before the statement runs, never a hang or a wrong value; so is a
/// `Task.sleep` that the recursive evaluator reaches outside a suspendable statement.
///
/// Why this design rather than compiling async bodies to instructions: the interpreter is a tree
/// walker, and almost everything a task does between two awaits (expressions, calls of
/// synchronous functions, `withAnimation`, state changes) is exactly what it already evaluates;
/// only the statements on the path from a task's closure down to each `await` need to be
/// resumable, and those are few kinds. So the machine reuses the evaluator for every statement
/// without an `await`, and copies only the control flow of statements with one (`if`, `guard`,
/// loops, `do`/`catch`, `switch`, labels, `defer`), keeping the same scopes, steps and call depth.
/// Runs are deterministic: one task runs at a time, until it sleeps or ends, in the order of the
/// virtual clock. Awaited calls nest as frames on the heap, bounded by the call-depth budget, not
/// by the host stack. (Only the recursive evaluator still needs the run's large-stack thread.)
///
/// Not supported yet: an `await` in a condition (`if let x = await f()`, `while await g()`), in an
/// operand or argument, `for await`, `async let`, awaiting a mutating method.
final class TaskMachine {
  var frames: [Frame] = []
  /// The statement whose `Task.sleep` the task is waiting in, while it sleeps.
  var sleeping: AwaitSite?
  /// The frames that are calls (they count in the interpreter's call depth while the task runs).
  var callDepth = 0
}

/// One level of a task's evaluation: a block of statements with its cursor, scope and defers,
/// or a control statement between its blocks.
final class Frame {
  enum Role {
    /// The body of a function or closure; its result goes to `site` (nil: the task's closure).
    case call(site: AwaitSite?, PreparedCall)
    /// A block that passes its outcome on: an `if` branch, a code block, a loop's body, a
    /// `switch` case, a `catch` body.
    case block
    /// The else body of a `guard`, which must not fall through.
    case guardElse(Syntax)
    /// The body of a `do` whose `catch` takes what is thrown inside (bound in `outer`'s child).
    case doBody(DoStmt, outer: Scope)
    /// A `while` loop between iterations.
    case whileLoop(conditions: [Syntax], body: [Syntax])
    /// A `repeat` loop: its body runs, then its condition is checked.
    case repeatLoop(RepeatStmt, started: Bool)
    /// A `for` loop between elements.
    case forLoop(ForLoop)
    /// A labelled statement other than `for`: a `break` with its label ends it.
    case labeled(String, inner: Syntax, started: Bool)
    /// A `switch` between cases (after a case body that fell through).
    case switchCases(SwitchCases)
  }

  struct ForLoop {
    var elements: [Value]
    var next = 0
    let pattern: Syntax
    let whereClause: WhereClause?
    let body: [Syntax]
    let label: String?
  }

  struct SwitchCases {
    let subject: Value
    let cases: [SwitchCase]
    var next = 0
    var falling = false
  }

  var role: Role
  let statements: [Syntax]
  var next = 0
  let scope: Scope
  var defers: [CodeBlock] = []

  init(_ role: Role, _ statements: [Syntax] = [], scope: Scope) {
    self.role = role
    self.statements = statements
    self.scope = scope
  }

  /// Frames that run statements (the others are loops, labels and switches between blocks).
  var runsStatements: Bool {
    switch role {
    case .call, .block, .guardElse, .doBody: true
    default: false
    }
  }
}

/// A statement waiting for the value of the call it awaits.
struct AwaitSite {
  enum Destination {
    /// `await f()`, `_ = await f()`: the value is dropped.
    case discard
    /// `let x = await f()`: the pattern binds the value, converted to the declared type.
    case declare(pattern: Syntax, type: Syntax?)
    /// `x = await f()`.
    case assign(Syntax)
    /// `x += await f()`: `x` is read when the value comes (the operator, the target, the
    /// statement).
    case compound(String, Syntax, Syntax)
    /// `return await f()`, or a closure's single expression: the value is the frame's result.
    case result
  }
  let destination: Destination
  /// `try? await`: an error ends the call and the statement gets nil.
  let optional: Bool
  let scope: Scope
}

/// How a statement run by the machine ended.
enum StatementOutcome {
  /// It ran to the end with this flow.
  case done(Flow)
  /// It pushed frames, which run next.
  case pushed
  /// Its `Task.sleep` suspends the task until this time.
  case suspended(Double)
}

extension Flow {
  var isNormal: Bool { if case .normal = self { true } else { false } }
}

extension Interpreter {
  /// Runs a task until it sleeps (the time it wakes) or ends (nil). The first call starts the
  /// task's closure; the next ones resume it from its sleep, which returns, or throws
  /// `CancellationError` when the task was cancelled.
  func resume(_ m: TaskMachine, closure: Closure, cancelled: Bool) throws(EvalError) -> Double? {
    depth += m.callDepth
    defer { depth -= m.callDepth }
    var outcome: StatementOutcome = .pushed
    do throws(EvalError) {
      if let site = m.sleeping {
        m.sleeping = nil
        outcome = .done(try settle(site, cancelled ? .failure(.cancelled) : .success(.void)))
      } else if m.frames.isEmpty {
        guard case .syntax(let decl, _, _, _, _, _) = closure.body else {
          // A built-in closure as a task runs at once.
          _ = try invoke(closure, [], nil)
          return nil
        }
        if depth + 1 > budget.callDepth { throw callDepthError(decl) }
        guard let call = try prepareCall(closure, [], nil) else { return nil }
        enter(m, call, site: nil)
      }
    } catch {
      try unwind(m, error)
    }
    while true {
      do throws(EvalError) {
        if case .done(let flow) = outcome, !flow.isNormal {
          try finish(m, flow)
        }
        if case .suspended(let wake) = outcome { return wake }
        guard let top = m.frames.last else { return nil }
        outcome = try advance(m, top)
      } catch {
        outcome = .pushed
        try unwind(m, error)
      }
    }
  }

  func enter(_ m: TaskMachine, _ call: PreparedCall, site: AwaitSite?) {
    depth += 1
    m.callDepth += 1
    m.frames.append(Frame(.call(site: site, call), call.statements, scope: call.scope))
  }

  /// One step of the top frame: its next statement, or its next iteration, or its end.
  func advance(_ m: TaskMachine, _ top: Frame) throws(EvalError) -> StatementOutcome {
    let s = top.scope
    switch top.role {
    case .call, .block, .guardElse, .doBody:
      guard top.next < top.statements.count else {
        try finish(m, .normal)
        return .pushed
      }
      let stmt = top.statements[top.next]
      top.next += 1
      return try perform(stmt, in: top, m)
    case .whileLoop(let conditions, let body):
      let scope = Scope(parent: s)
      if try conditionsHold(conditions, scope) {
        m.frames.append(Frame(.block, body, scope: scope))
      } else {
        try finish(m, .normal)
      }
    case .repeatLoop(let loop, let started):
      if started, let condition = loop.condition,
        try !truth(eval(condition, s), condition)
      {
        try finish(m, .normal)
        return .pushed
      }
      top.role = .repeatLoop(loop, started: true)
      m.frames.append(Frame(.block, loop.body.statements, scope: Scope(parent: s)))
    case .forLoop(var loop):
      while loop.next < loop.elements.count {
        let element = loop.elements[loop.next]
        loop.next += 1
        let scope = Scope(parent: s)
        guard try match(loop.pattern, element, scope) else { continue }
        if let w = loop.whereClause, try !truth(eval(w.condition, scope), w.syntax) {
          continue
        }
        top.role = .forLoop(loop)
        m.frames.append(Frame(.block, loop.body, scope: scope))
        return .pushed
      }
      top.role = .forLoop(loop)
      try finish(m, .normal)
    case .labeled(let label, let inner, _):
      top.role = .labeled(label, inner: inner, started: true)
      let outcome = try perform(inner, in: top, m)
      if case .done(let flow) = outcome {
        try finish(m, labeledFlow(flow, label))
        return .pushed
      }
      return outcome
    case .switchCases(var cases):
      while cases.next < cases.cases.count {
        let sc = cases.cases[cases.next]
        cases.next += 1
        let scope = Scope(parent: s)
        if !cases.falling {
          let subject = cases.subject
          guard try caseTakes(sc, subject, scope) else { continue }
        }
        cases.falling = false
        top.role = .switchCases(cases)
        m.frames.append(Frame(.block, sc.statements, scope: scope))
        return .pushed
      }
      top.role = .switchCases(cases)
      try finish(m, .normal)
    }
    return .pushed
  }

  /// The flow out of a labelled statement: its own `break` ends it.
  func labeledFlow(_ flow: Flow, _ label: String) -> Flow {
    if case .broke(let l) = flow, l == label { return .normal }
    return flow
  }

  /// The top frame is done with `flow`: pops it (its defers run) and hands the flow to the
  /// frames below, as far as it goes.
  func finish(_ m: TaskMachine, _ flow: Flow) throws(EvalError) {
    var flow = flow
    while let frame = m.frames.popLast() {
      runDefers(frame.defers, frame.scope)
      switch frame.role {
      case .call(let site, let call):
        depth -= 1
        m.callDepth -= 1
        var value = Value.void
        if case .returned(let v) = flow { value = v }
        let result = value
        value = try call.result(of: result, self)
        guard let site else { return }  // the task's closure is done
        let next = try settle(site, .success(value))
        if next.isNormal { return }
        flow = next  // `return await f()`: the frame of the statement returns too
        continue
      case .guardElse(let node):
        if flow.isNormal { throw error("'guard' body must not fall through", node) }
      default:
        break
      }
      guard let parent = m.frames.last, let passed = receive(flow, parent) else { return }
      flow = passed
    }
  }

  /// A frame below got `flow` from the frame above it, which is done: nil when it goes on, else
  /// the flow it is done with too.
  func receive(_ flow: Flow, _ frame: Frame) -> Flow? {
    switch frame.role {
    case .call, .block, .guardElse, .doBody:
      return flow.isNormal ? nil : flow
    case .whileLoop, .repeatLoop:
      if let exit = loopExit(flow, label: nil) { return exit }
      if case .broke = flow { return .normal }
      return nil
    case .forLoop(let loop):
      if let exit = loopExit(flow, label: loop.label) { return exit }
      if case .broke = flow { return .normal }
      return nil
    case .labeled(let label, _, _):
      return labeledFlow(flow, label)
    case .switchCases(var cases):
      if case .fellThrough = flow {
        cases.falling = true
        frame.role = .switchCases(cases)
        return nil
      }
      if case .broke(nil) = flow { return .normal }
      return flow
    }
  }

  /// An error unwinds the frames, running their defers, to a `do` with a `catch` that takes it
  /// or a `try? await` call; else the task ends with it.
  func unwind(_ m: TaskMachine, _ error: EvalError) throws(EvalError) {
    while let frame = m.frames.popLast() {
      runDefers(frame.defers, frame.scope)
      switch frame.role {
      case .doBody(let doStmt, let outer) where error.isCatchable:
        if let handler = try catchHandler(doStmt, error.caughtValue, outer) {
          m.frames.append(Frame(.block, handler.body, scope: handler.scope))
          return
        }
      case .call(let site, _):
        depth -= 1
        m.callDepth -= 1
        if let site, site.optional, error.isCatchable {
          // `try? await f()`: the error ends `f`; the statement gets nil.
          let flow = try settle(site, .success(.nilValue))
          if !flow.isNormal { try finish(m, flow) }
          return
        }
      default:
        break
      }
    }
    throw error
  }

  /// Gives an awaiting statement the outcome of its call: the flow the statement ends with.
  func settle(_ site: AwaitSite, _ outcome: Result<Value, EvalError>) throws(EvalError) -> Flow {
    let value: Value
    switch outcome {
    case .success(let v): value = v
    case .failure(let e):
      guard site.optional, e.isCatchable else { throw e }
      value = .nilValue
    }
    let s = site.scope
    switch site.destination {
    case .discard:
      return .normal
    case .declare(let pattern, let type):
      let v = try coerceDeclared(value, type)
      if pattern.kind == .identifierPattern {
        s.declare(pattern.name, v)
      } else if try !match(pattern, v, s) {
        throw error("pattern does not match the value", pattern)
      }
      return .normal
    case .assign(let target):
      try assign(target, value, s)
      return .normal
    case .compound(let op, let target, let node):
      try assign(target, arithmetic(String(op.dropLast()), eval(target, s), value, node), s)
      return .normal
    case .result:
      return .returned(value)
    }
  }

  // MARK: Statements

  /// Runs one statement of a frame: whole when it does not await, else as frames, or up to the
  /// awaited call.
  func perform(_ stmt: Syntax, in frame: Frame, _ m: TaskMachine) throws(EvalError) -> StatementOutcome {
    let s = frame.scope
    if let d = DeferStmt(stmt) {
      frame.defers.append(d.body)
      return .done(.normal)
    }
    if case .call(_, let call) = frame.role, call.statements.count == 1, !isStatement(stmt) {
      // A body that is one expression: its value is the call's result (an `if` or `switch` that
      // awaits runs as a statement).
      guard awaits(stmt) else { return .done(.returned(try eval(stmt, s))) }
      if stmt.kind != .ifExpr && stmt.kind != .switchExpr { return try awaitCall(stmt, .result, s, m) }
    }
    guard awaits(stmt) else { return .done(try exec(stmt, s)) }
    try step(stmt)
    switch stmt.kind {
    case .ifExpr:
      return try performIf(stmt, s, m)
    case .guardStmt:
      let guardStmt = GuardStmt(unchecked: stmt)
      let conditions = guardStmt.conditions
      try noAwait(conditions, "a 'guard' condition")
      if try !conditionsHold(conditions, s) {
        m.frames.append(
          Frame(.guardElse(stmt), guardStmt.body?.statements ?? [], scope: Scope(parent: s)))
        return .pushed
      }
      return .done(.normal)
    case .whileStmt:
      let loop = WhileStmt(unchecked: stmt)
      try noAwait(loop.conditions, "a 'while' condition")
      m.frames.append(Frame(.whileLoop(conditions: loop.conditions, body: loop.body.statements), scope: s))
      return .pushed
    case .repeatStmt:
      let loop = RepeatStmt(unchecked: stmt)
      guard let condition = loop.condition else {
        throw error("malformed repeat loop", stmt)
      }
      try noAwait([condition], "a 'repeat' condition")
      m.frames.append(Frame(.repeatLoop(loop, started: false), scope: s))
      return .pushed
    case .forStmt:
      return try performFor(stmt, s, label: nil, m)
    case .labeledStmt:
      let labeled = LabeledStmt(unchecked: stmt)
      let inner = labeled.statement
      if inner.kind == .forStmt { return try performFor(inner, s, label: labeled.label, m) }
      m.frames.append(Frame(.labeled(labeled.label, inner: inner, started: false), scope: s))
      return .pushed
    case .doStmt:
      let doStmt = DoStmt(unchecked: stmt)
      m.frames.append(
        Frame(.doBody(doStmt, outer: s), doStmt.body.statements, scope: Scope(parent: s)))
      return .pushed
    case .switchExpr:
      let switchExpr = SwitchExpr(unchecked: stmt)
      let cases = switchExpr.cases
      try noAwait([switchExpr.subject], "a 'switch' subject")
      for sc in cases { try noAwait(sc.items.map { $0.syntax }, "a 'case' pattern") }
      let subject = try eval(switchExpr.subject, s)
      m.frames.append(Frame(.switchCases(.init(subject: subject, cases: cases)), scope: s))
      return .pushed
    case .codeBlock:
      m.frames.append(Frame(.block, CodeBlock(unchecked: stmt).statements, scope: Scope(parent: s)))
      return .pushed
    case .variableDecl:
      let bindings = VariableDecl(unchecked: stmt).bindings
      guard bindings.count == 1, let binding = bindings.first, let initial = binding.initialValue else {
        throw unsupportedAwait(in: stmt, "a declaration of several variables")
      }
      return try awaitCall(initial, .declare(pattern: binding.pattern, type: binding.type), s, m)
    case .returnStmt:
      guard let value = ReturnStmt(unchecked: stmt).value else { return .done(.returned(.void)) }
      return try awaitCall(value, .result, s, m)
    case .assignmentExpr:
      try step(stmt)  // as `exec` and then `eval` count it
      let assignment = AssignmentExpr(unchecked: stmt)
      try noAwait([assignment.target], "the target of an assignment")
      return try awaitCall(assignment.value, .assign(assignment.target), s, m)
    case .binaryExpr where Interpreter.compoundAssignments.contains(BinaryExpr(unchecked: stmt).operator):
      try step(stmt)  // as `exec` and then `eval` count it
      let binary = BinaryExpr(unchecked: stmt)
      try noAwait([binary.lhs], "the target of an assignment")
      return try awaitCall(binary.rhs, .compound(binary.operator, binary.lhs, stmt), s, m)
    case .tryExpr, .awaitExpr:
      return try awaitCall(stmt, .discard, s, m)
    default:
      throw unsupportedAwait(in: stmt, nil)
    }
  }

  func performIf(_ node: Syntax, _ s: Scope, _ m: TaskMachine) throws(EvalError) -> StatementOutcome {
    let ifExpr = IfExpr(unchecked: node)
    let conditions = ifExpr.conditions
    try noAwait(conditions, "an 'if' condition")
    let scope = Scope(parent: s)
    if try conditionsHold(conditions, scope) {
      m.frames.append(Frame(.block, ifExpr.body.statements, scope: scope))
      return .pushed
    }
    guard let elseNode = ifExpr.elseBody else { return .done(.normal) }
    if elseNode.kind == .ifExpr { return try performIf(elseNode, s, m) }
    m.frames.append(Frame(.block, CodeBlock(unchecked: elseNode).statements, scope: Scope(parent: s)))
    return .pushed
  }

  func performFor(_ node: Syntax, _ s: Scope, label: String?, _ m: TaskMachine) throws(EvalError)
    -> StatementOutcome
  {
    let forStmt = ForStmt(unchecked: node)
    guard let sequence = forStmt.sequence else { throw error("malformed for loop", node) }
    let whereClause = forStmt.whereClause
    try noAwait([sequence], "a 'for' loop's sequence")
    try noAwait(whereClause.map { [$0.syntax] } ?? [], "a 'for' loop's 'where' clause")
    let elements = try self.elements(eval(sequence, s), sequence)
    let loop = Frame.ForLoop(
      elements: elements, pattern: forStmt.pattern, whereClause: whereClause,
      body: forStmt.body.statements, label: label)
    m.frames.append(Frame(.forLoop(loop), scope: s))
    return .pushed
  }

  /// A statement that begins with `await` (after `try`, `try?` or `try!`): evaluates the
  /// awaited call, which may sleep, push the frame of an async function, or give its value.
  func awaitCall(_ head: Syntax, _ destination: AwaitSite.Destination, _ s: Scope, _ m: TaskMachine)
    throws(EvalError) -> StatementOutcome
  {
    var node = head
    var optional = false
    if node.kind == .tryExpr {
      try step(node)
      let tryExpr = TryExpr(unchecked: node)
      optional = tryExpr.kind == .optional
      node = tryExpr.expression
    }
    guard node.kind == .awaitExpr else { throw unsupportedAwait(in: head, nil) }
    try step(node)
    let operand = WrapperExpr(unchecked: node).expression
    try noAwait([operand], nil)
    if operand.kind != .callExpr, contains(operand, .callExpr) {
      throw error(
        "'await' of an expression other than a single call is not supported yet (await the call on a "
          + "statement of its own: let x = await f())", node)
    }
    let site = AwaitSite(destination: destination, optional: optional, scope: s)
    awaitedCall = operand
    capturedCall = nil
    capturedSleep = nil
    defer {
      awaitedCall = nil
      capturedCall = nil
      capturedSleep = nil
    }
    let value: Value
    do {
      value = try eval(operand, s)
    } catch {
      return .done(try settle(site, .failure(error)))
    }
    if let seconds = capturedSleep {
      m.sleeping = site
      return .suspended((host?.now ?? 0) + max(0, seconds))
    }
    if let call = capturedCall {
      enter(m, call, site: site)
      return .pushed
    }
    return .done(try settle(site, .success(value)))
  }

  // MARK: Where awaits are

  /// Whether `node` contains an `await` outside the closures and declarations nested in it.
  func awaits(_ node: Syntax) -> Bool {
    if let known = awaitCache[node.id.index] { return known }
    let found: Bool
    switch node.kind {
    case .awaitExpr: found = true
    case .closureExpr, .funcDecl, .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl,
      .protocolDecl:
      found = false
    default: found = node.children.contains { awaits($0) }
    }
    awaitCache[node.id.index] = found
    return found
  }

  /// Whether a function's or closure's body awaits (and so runs as frames when awaited).
  func bodyAwaits(_ decl: Syntax) -> Bool {
    if decl.kind == .closureExpr { return ClosureExpr(unchecked: decl).statements.contains { awaits($0) } }
    return functionBody(decl).map { awaits($0.syntax) } ?? false
  }

  func contains(_ node: Syntax, _ kind: SyntaxKind) -> Bool {
    node.kind == kind || node.children.contains { $0.kind != .closureExpr && contains($0, kind) }
  }

  /// The first `await` inside `node` (not in nested closures), with the nodes around it from
  /// `node` down.
  func firstAwait(in node: Syntax, around: [Syntax] = []) -> (await: Syntax, around: [Syntax])? {
    guard awaits(node) else { return nil }
    if node.kind == .awaitExpr { return (node, around) }
    for child in node.children {
      if let found = firstAwait(in: child, around: around + [node]) { return found }
    }
    return nil
  }

  /// An error for an `await` in one of `parts` (a condition, a sequence), which the machine cannot
  /// suspend at.
  func noAwait(_ parts: [Syntax], _ construct: String?) throws(EvalError) {
    for part in parts where awaits(part) { throw unsupportedAwait(in: part, construct) }
  }

  /// "'await' in … is not supported yet", at the first `await` in `node`; `construct` names
  /// where it is, else the node it is part of does.
  func unsupportedAwait(in node: Syntax, _ construct: String?) -> EvalError {
    let found = firstAwait(in: node)
    let place = construct ?? found.map { awaitPlace($0.around) } ?? "this position"
    return error(
      "'await' in \(place) is not supported yet: a task suspends only at an 'await' that begins a "
        + "statement (await f(), let x = await f(), x = await f(), return await f())", found?.await ?? node)
  }

  /// Words for the construct an `await` is part of, from the nodes around it (innermost last).
  func awaitPlace(_ around: [Syntax]) -> String {
    // `f(try await g())` is in an argument, `1 + (await g())` in an operand.
    var chain = around.filter { $0.kind != .tryExpr }
    while chain.count >= 2, chain[chain.count - 1].kind == .argument,
      chain[chain.count - 2].kind == .tupleExpr,
      TupleExpr(unchecked: chain[chain.count - 2]).elements.count == 1,
      ArgumentSyntax(unchecked: chain[chain.count - 1]).label == nil
    {
      chain.removeLast(2)
    }
    guard let parent = chain.last else { return "this position" }
    let outer = chain.dropLast().last?.kind
    switch parent.kind {
    case .argument where outer == .interpolation: return "a string interpolation"
    case .argument where outer == .tupleExpr: return "a tuple"
    case .argument: return "a call's argument"
    case .interpolation: return "a string interpolation"
    case .binaryExpr: return "an operator's operand"
    case .prefixExpr: return "a prefix operator's operand"
    case .ternaryExpr: return "a ternary expression"
    case .arrayExpr, .dictionaryElement: return "a collection literal"
    case .tupleExpr: return "a tuple"
    case .memberAccessExpr: return "the base of a member access"
    case .callExpr: return "a call's callee"
    case .subscriptExpr: return "a subscript"
    case .ifExpr: return "an 'if' expression"
    case .switchExpr, .switchCase: return "a 'switch' expression"
    case .throwStmt: return "a 'throw' statement"
    default: return "this position"
    }
  }
}
