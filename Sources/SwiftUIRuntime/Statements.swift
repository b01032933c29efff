import Detents
import Foundation
import SwiftSource
import ViewTree

extension Interpreter {
  func execBlock(_ stmts: [Syntax], _ s: Scope) throws -> Flow {
    var defers: [Syntax] = []
    defer { runDefers(defers, s) }
    for stmt in stmts {
      if stmt.kind == .deferStmt {
        if let body = stmt.child(.codeBlock) { defers.append(body) }
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
  func runDefers(_ defers: [Syntax], _ s: Scope) {
    for d in defers.reversed() { _ = try? execBlock(d.children, Scope(parent: s)) }
  }

  /// The `catch` clause of a `do` statement that takes `caught` (the thrown value, or
  /// `CancellationError()`): its statements and the scope where `error` is bound; nil when the
  /// statement has no `catch`.
  func catchHandler(_ doStmt: Syntax, _ caught: Value, _ s: Scope) -> (body: [Syntax], scope: Scope)? {
    guard let c = doStmt.children.first(where: { $0.kind == .catchClause }) else { return nil }
    let scope = Scope(parent: s)
    scope.declare("error", caught)
    return (c.child(.codeBlock)?.children ?? [], scope)
  }

  /// The value `catch` binds to `error` for a cancelled `Task.sleep`.
  static var cancellationErrorValue: Value { .string("CancellationError()") }

  func exec(_ node: Syntax, _ s: Scope) throws -> Flow {
    try step(node)
    switch node.kind {
    case .variableDecl:
      try declare(node, s)
    case .funcDecl:
      s.declare(
        node.name,
        .closure(function(node, scope: s, selfCell: s.selfCell, selfType: s.selfType, isStatic: s.isStatic)))
    case .returnStmt:
      return .returned(try node.children.first.map { try eval($0, s) } ?? .void)
    case .breakStmt:
      return .broke(node.children.first?.name ?? labelAfterKeyword(node))
    case .continueStmt:
      return .continued(labelAfterKeyword(node))
    case .fallthroughStmt:
      return .fellThrough
    case .throwStmt:
      throw ThrownValue(value: try eval(node.children[0], s))
    case .guardStmt:
      let conditions = node.children.filter { $0.kind != .codeBlock }
      let inner = s  // guard's bindings live on in the enclosing scope
      if try !conditionsHold(conditions, inner) {
        let flow = try execBlock(node.child(.codeBlock)?.children ?? [], Scope(parent: s))
        if case .normal = flow { throw error("'guard' body must not fall through", node) }
        return flow
      }
    case .ifExpr:
      return try ifStatement(node, s)
    case .switchExpr:
      return try switchStatement(node, s, result: nil)
    case .whileStmt:
      let conditions = node.children.filter { $0.kind != .codeBlock }
      while true {
        let scope = Scope(parent: s)
        guard try conditionsHold(conditions, scope) else { break }
        let flow = try execBlock(node.child(.codeBlock)?.children ?? [], scope)
        if let exit = loopExit(flow, label: nil) { return exit }
        if case .broke = flow { break }
      }
    case .repeatStmt:
      repeat {
        let flow = try execBlock(node.child(.codeBlock)?.children ?? [], Scope(parent: s))
        if let exit = loopExit(flow, label: nil) { return exit }
        if case .broke = flow { break }
      } while try truth(eval(node.children.last!, s), node.children.last!)
    case .forStmt:
      return try forLoop(node, s, label: nil)
    case .labeledStmt:
      let label = node.name
      if let inner = node.children.first, inner.kind == .forStmt {
        return try forLoop(inner, s, label: label)
      }
      let flow = try exec(node.children[0], s)
      if case .broke(let l) = flow, l == label { return .normal }
      return flow
    case .doStmt:
      do {
        return try execBlock(node.child(.codeBlock)?.children ?? [], Scope(parent: s))
      } catch let e as ThrownValue {
        guard let handler = catchHandler(node, e.value, s) else { throw e }
        return try execBlock(handler.body, handler.scope)
      } catch is CancellationThrown {
        guard let handler = catchHandler(node, Interpreter.cancellationErrorValue, s) else {
          throw CancellationThrown()
        }
        return try execBlock(handler.body, handler.scope)
      }
    case .codeBlock:
      return try execBlock(node.children, Scope(parent: s))
    case .deferStmt, .importDecl, .typeAliasDecl:
      break
    case .structDecl, .enumDecl, .classDecl:
      try collectDecl(node, into: nil)
    default:
      _ = try eval(node, s)
    }
    return .normal
  }

  func labelAfterKeyword(_ node: Syntax) -> String? {
    let words = node.text.split(separator: " ")
    return words.count > 1 ? String(words[1]) : nil
  }

  func loopExit(_ flow: Flow, label: String?) -> Flow? {
    switch flow {
    case .returned: return flow
    case .broke(let l) where l != nil && l != label: return flow
    case .continued(let l) where l != nil && l != label: return flow
    default: return nil
    }
  }

  func forLoop(_ node: Syntax, _ s: Scope, label: String?) throws -> Flow {
    let c = node.children
    guard c.count >= 3 else { throw error("malformed for loop", node) }
    let pattern = c[0]
    let sequence = try eval(c[1], s)
    let whereClause = c.first { $0.kind == .whereClause }
    let body = c.last { $0.kind == .codeBlock }
    for element in try elements(sequence, c[1]) {
      let scope = Scope(parent: s)
      guard try match(pattern, element, scope) else { continue }
      if let w = whereClause, try !truth(eval(w.children[0], scope), w) { continue }
      let flow = try execBlock(body?.children ?? [], scope)
      if let exit = loopExit(flow, label: label) { return exit }
      if case .broke = flow { break }
    }
    return .normal
  }

  func declare(_ node: Syntax, _ s: Scope) throws {
    for b in node.children where b.kind == .patternBinding {
      let pattern = b.children[0]
      let typeNode = b.child(.typeAnnotation)?.children.first
      var value: Value = .nilValue
      if let initial = b.child(.initializerClause)?.children.first {
        value = try coerceDeclared(try eval(initial, s), typeNode)
      } else if b.child(.accessorBlock) != nil {
        // A local computed variable: evaluated now (no observers).
        value = try runGetter(b, s)
      }
      if pattern.kind == .identifierPattern {
        s.declare(pattern.name, value)
      } else if try !match(pattern, value, s) {
        throw error("pattern does not match the value", pattern)
      }
    }
  }

  // MARK: Conditions

  func conditionsHold(_ conditions: [Syntax], _ s: Scope) throws -> Bool {
    for c in conditions {
      switch c.kind {
      case .optionalBindingCondition:
        let pattern = c.children[0]
        let value: Value
        if let initial = c.child(.initializerClause)?.children.first {
          value = try eval(initial, s)
        } else {
          value = try reference(pattern, s)
        }
        if case .nilValue = value { return false }
        if try !match(pattern, value, s) { return false }
      case .matchingPatternCondition:
        let value = try eval(c.children[1], s)
        if try !match(c.children[0], value, s) { return false }
      case .availabilityCondition:
        continue
      default:
        if try !truth(eval(c, s), c) { return false }
      }
    }
    return true
  }

  func ifStatement(_ node: Syntax, _ s: Scope) throws -> Flow {
    let c = node.children
    let blocks = c.enumerated().filter { $0.element.kind == .codeBlock }
    guard let then = blocks.first else { return .normal }
    let conditions = Array(c[..<then.offset])
    let scope = Scope(parent: s)
    if try conditionsHold(conditions, scope) {
      return try execBlock(then.element.children, scope)
    }
    if then.offset + 1 < c.count {
      let elseNode = c[then.offset + 1]
      if elseNode.kind == .ifExpr { return try ifStatement(elseNode, s) }
      return try execBlock(elseNode.children, Scope(parent: s))
    }
    return .normal
  }

  func ifExpression(_ node: Syntax, _ s: Scope) throws -> Value {
    let c = node.children
    guard let thenIndex = c.firstIndex(where: { $0.kind == .codeBlock }) else { return .void }
    let scope = Scope(parent: s)
    if try conditionsHold(Array(c[..<thenIndex]), scope) {
      return try runStatements(c[thenIndex].children, scope, builder: false, node: c[thenIndex])
    }
    if thenIndex + 1 < c.count {
      let e = c[thenIndex + 1]
      return e.kind == .ifExpr
        ? try ifExpression(e, s) : try runStatements(e.children, Scope(parent: s), builder: false, node: e)
    }
    return .void
  }

  /// Runs a switch; `result` receives the value of an expression-switch's chosen case.
  func switchStatement(_ node: Syntax, _ s: Scope, result: ((Value) -> Void)?) throws -> Flow {
    let subject = try eval(node.children[0], s)
    let cases = node.children.filter { $0.kind == .switchCase }
    var falling = false
    for sc in cases {
      let scope = Scope(parent: s)
      let parts = switchCaseParts(sc)
      guard try falling || caseTakes(parts, subject, scope) else { continue }
      let body = parts.body
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
    return .normal
  }

  /// A `case` (or `default`) of a switch taken apart: its patterns, `where` clause and body.
  struct SwitchCaseParts {
    var isDefault: Bool
    var patterns: [Syntax] = []
    var whereClause: Syntax?
    var body: [Syntax] = []
  }

  func switchCaseParts(_ sc: Syntax) -> SwitchCaseParts {
    var parts = SwitchCaseParts(isDefault: sc.tokenText == "default")
    var inBody = parts.isDefault
    for part in sc.children {
      if part.kind == .whereClause {
        parts.whereClause = part
        inBody = true
        continue
      }
      if !inBody && !isStatement(part) && parts.body.isEmpty && isPatternPart(part, in: sc) {
        parts.patterns.append(part)
      } else {
        inBody = true
        parts.body.append(part)
      }
    }
    return parts
  }

  /// Whether a case takes `subject` (binding its names in `scope`): `default`, or a pattern that
  /// matches and a `where` clause that holds.
  func caseTakes(_ parts: SwitchCaseParts, _ subject: Value, _ scope: Scope) throws -> Bool {
    if parts.isDefault { return true }
    for p in parts.patterns where try match(p, subject, scope) {
      if let w = parts.whereClause { return try truth(eval(w.children[0], scope), w) }
      return true
    }
    return false
  }

  /// Whether a child of a `switchCase` is one of its patterns (they come before the `:`).
  func isPatternPart(_ part: Syntax, in sc: Syntax) -> Bool {
    guard let colon = colonOffset(sc) else { return false }
    return part.range.upperBound <= colon
  }

  func colonOffset(_ sc: Syntax) -> Int? {
    // The first `:` at nesting level 0 after `case`/`default`.
    var depth = 0
    var inString = false
    let bytes = sc.tree.bytes
    for i in sc.range {
      let b = bytes[i]
      if b == UInt8(ascii: "\"") { inString.toggle() }
      if inString { continue }
      if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") { depth += 1 }
      if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") { depth -= 1 }
      if b == UInt8(ascii: ":") && depth == 0 { return i }
    }
    return nil
  }

  // MARK: Patterns

  /// Matches a value against a pattern, binding names in `scope`.
  func match(_ pattern: Syntax, _ value: Value, _ scope: Scope) throws -> Bool {
    switch pattern.kind {
    case .identifierPattern:
      scope.declare(pattern.name, value)
      return true
    case .wildcardPattern, .discardExpr:
      return true
    case .valueBindingPattern:
      return try bindNames(pattern.children[0], value, scope)
    case .tuplePattern, .tupleExpr:
      guard case .tuple(let parts) = value else { return false }
      let subs = pattern.children
      guard subs.count == parts.count else { return false }
      for (p, v) in zip(subs, parts) {
        let inner = p.kind == .argument ? p.children[0] : p
        if try !match(inner, v.value, scope) { return false }
      }
      return true
    case .expressionPattern:
      return try match(pattern.children[0], value, scope)
    case .implicitMemberExpr:
      return try caseMatches(pattern.name, nil, value, scope)
    case .callExpr
    where pattern.children[0].kind == .implicitMemberExpr || pattern.children[0].kind == .memberAccessExpr:
      let args = pattern.children.dropFirst().filter { $0.kind == .argument }
      return try caseMatches(pattern.children[0].name, Array(args), value, scope)
    case .memberAccessExpr:
      if case .enumCase(_, let name, _) = value, pattern.name == name { return true }
      return try equal(eval(pattern, scope), value)
    case .isTypePattern:
      return isType(value, pattern.children[0])
    case .optionalChainingExpr:
      if case .nilValue = value { return false }
      return try match(pattern.children[0], value, scope)
    case .binaryExpr where pattern.tokenText == "..." || pattern.tokenText == "..<":
      let r = try eval(pattern, scope)
      guard case .range(let lo, let hi, let closed) = r, case .int(let v) = value else { return false }
      return v >= lo && (closed ? v <= hi : v < hi)
    default:
      // An expression pattern: equality.
      return try equal(eval(pattern, scope), value)
    }
  }

  /// `let x` / `var (a, b)` inside patterns: names bind, expressions compare.
  func bindNames(_ node: Syntax, _ value: Value, _ scope: Scope) throws -> Bool {
    switch node.kind {
    case .declReferenceExpr, .identifierPattern:
      scope.declare(node.name, value)
      return true
    default:
      return try match(node, value, scope)
    }
  }

  func caseMatches(_ name: String, _ args: [Syntax]?, _ value: Value, _ scope: Scope) throws -> Bool {
    switch value {
    case .enumCase(_, let caseName, let payload):
      guard caseName == name else { return false }
      guard let args else { return true }
      for (a, v) in zip(args, payload) {
        let inner = a.children[0]
        if inner.kind == .valueBindingPattern {
          if try !bindNames(inner.children[0], v, scope) { return false }
        } else if try !match(inner, v, scope) {
          return false
        }
      }
      return true
    case .nilValue:
      return name == "none"
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

  func assign(_ target: Syntax, _ value: Value, _ s: Scope) throws {
    switch target.kind {
    case .declReferenceExpr:
      let name = target.name
      if let cell = s.lookup(name) {
        cell.value = value
        return
      }
      if let selfCell = s.selfCell, case .instance(var inst) = selfCell.value,
        let p = inst.type.storedProperty(name)
      {
        try setProperty(&inst, p, value, selfCell: selfCell, target)
        return
      }
      if let t = s.selfType {
        _ = try staticMember(t, name, target)
        if let c = t.staticValues[name] {
          c.value = value
          return
        }
      }
      throw error("cannot assign to '\(name)'", target)
    case .memberAccessExpr:
      let name = target.name
      let baseNode = target.children[0]
      if baseNode.kind == .declReferenceExpr && baseNode.name == "self", let selfCell = s.selfCell,
        case .instance(var inst) = selfCell.value
      {
        if let p = inst.type.storedProperty(name) {
          try setProperty(&inst, p, value, selfCell: selfCell, target)
          return
        }
        throw error("value of type '\(inst.type.name)' has no stored property '\(name)'", target)
      }
      if case .type(.user(let t)) = try eval(baseNode, s) {
        _ = try staticMember(t, name, target)
        if let c = t.staticValues[name] {
          c.value = value
          return
        }
      }
      var base = try eval(baseNode, s)
      switch base {
      case .instance(var inst):
        guard let p = inst.type.storedProperty(name) else {
          throw error("value of type '\(inst.type.name)' has no stored property '\(name)'", target)
        }
        if p.wrapper == "State" || p.wrapper == "Binding", case .binding(let b) = inst.fields[name] {
          try b.set(value)
          return
        }
        inst.fields[name] = value
        base = .instance(inst)
      default:
        base = try setBuiltinMember(base, name, value, target)
      }
      try assign(baseNode, base, s)
    case .subscriptExpr:
      let baseNode = target.children[0]
      let base = try eval(baseNode, s)
      let args = try arguments(target, s)
      try assign(baseNode, try subscriptSet(base, args, value, target), s)
    case .tupleExpr:
      guard case .tuple(let parts) = value else {
        throw error("cannot destructure \(value.typeName)", target)
      }
      for (t, p) in zip(target.children, parts) { try assign(t.children[0], p.value, s) }
    case .discardExpr:
      return
    case .optionalChainingExpr, .forceUnwrapExpr:
      try assign(target.children[0], value, s)
    default:
      throw error("cannot assign to this expression", target)
    }
  }

  func setProperty(
    _ inst: inout Instance, _ p: UserType.StoredProperty, _ value: Value, selfCell: Cell, _ node: Syntax
  ) throws {
    if p.wrapper == "State" || p.wrapper == "Binding" || p.wrapper == "StateObject",
      case .binding(let b) = inst.fields[p.name]
    {
      try b.set(try coerceDeclared(value, p.typeNode))
      return
    }
    inst.fields[p.name] = try coerceDeclared(value, p.typeNode)
    selfCell.value = .instance(inst)
  }
}

extension Value {
  var isVoid: Bool { if case .void = self { true } else { false } }
}
