import Detents
import Foundation
import SwiftSource
import ViewTree

extension Interpreter {
  // MARK: Expressions

  func eval(_ node: Syntax, _ scope: Scope) throws -> Value {
    try step(node)
    switch node.kind {
    case .integerLiteralExpr:
      return .int(try integerLiteral(node, negated: false))
    case .floatLiteralExpr:
      return .double(Double(literalDigits(node)) ?? 0)
    case .booleanLiteralExpr:
      return .bool(node.tokenText == "true")
    case .nilLiteralExpr:
      return .nilValue
    case .stringLiteralExpr:
      return .string(try stringLiteral(node, scope))
    case .declReferenceExpr:
      return try reference(node, scope)
    case .memberAccessExpr:
      return try memberAccess(node, scope)
    case .implicitMemberExpr:
      return .implicit(ImplicitChain(steps: [.init(name: node.name, arguments: nil)], node: node))
    case .callExpr:
      return try call(node, scope)
    case .subscriptExpr:
      let base = try eval(node.children[0], scope)
      let args = try arguments(node, scope)
      return try subscriptGet(base, args, node)
    case .closureExpr:
      return .closure(closure(node, scope))
    case .binaryExpr:
      return try binary(node, scope)
    case .assignmentExpr:
      let value = try eval(node.children[1], scope)
      try assign(node.children[0], value, scope)
      return .void
    case .ternaryExpr:
      let c = node.children
      return try truth(eval(c[0], scope), c[0]) ? eval(c[1], scope) : eval(c[2], scope)
    case .prefixExpr:
      if node.tokenText == "-", node.children[0].kind == .integerLiteralExpr {
        // `-9223372036854775808` is one literal in Swift: Int.min, whose magnitude is no Int.
        return .int(try integerLiteral(node.children[0], negated: true))
      }
      let v = try eval(node.children[0], scope)
      switch (node.tokenText, v) {
      case ("!", .bool(let b)): return .bool(!b)
      case ("-", .int(let i)):
        let (v, overflow) = 0.subtractingReportingOverflow(i)
        if overflow { throw error("arithmetic overflow: -(\(i)) does not fit in Int", node) }
        return .int(v)
      case ("~", .int(let i)): return .int(~i)
      case ("-", .double(let d)): return .double(-d)
      case ("+", _): return v
      default: throw error("unary operator '\(node.tokenText)' cannot be applied to \(v.typeName)", node)
      }
    case .forceUnwrapExpr:
      let v = try eval(node.children[0], scope)
      if case .nilValue = v { throw error("unexpectedly found nil while unwrapping an Optional value", node) }
      return v
    case .optionalChainingExpr, .unsafeExpr, .consumeExpr, .copyExpr:
      return try eval(node.children[0], scope)
    case .awaitExpr:
      // An `await` the evaluator runs through: what it awaits gives its value at once (a task
      // suspends only at the statements TaskMachine.swift runs). The outermost one is where a
      // `Task.sleep` inside cannot suspend.
      guard evaluatedAwait == nil else { return try eval(node.children[0], scope) }
      evaluatedAwait = node
      defer { evaluatedAwait = nil }
      return try eval(node.children[0], scope)
    case .tryExpr:
      let text = node.text
      if text.hasPrefix("try?") {
        do { return try eval(node.children[0], scope) } catch is ThrownValue {
          return .nilValue
        } catch is CancellationThrown {
          return .nilValue
        }
      }
      return try eval(node.children[0], scope)
    case .tupleExpr:
      let elements = node.children
      if elements.count == 1 && elements[0].token == nil { return try eval(elements[0].children[0], scope) }
      return .tuple(try elements.map { ($0.token == nil ? nil : $0.name, try eval($0.children[0], scope)) })
    case .arrayExpr:
      return .array(try node.children.map { try eval($0, scope) })
    case .dictionaryExpr:
      return .dictionary(
        try node.children.filter { $0.kind == .dictionaryElement }.map {
          (try eval($0.children[0], scope), try eval($0.children[1], scope))
        })
    case .keyPathExpr:
      return .keyPath(node.children.filter { $0.kind == .keyPathComponent }.map(\.name))
    case .discardExpr:
      return .void
    case .ifExpr:
      return try ifExpression(node, scope)
    case .switchExpr:
      // A `switch` that is a body's only statement: its cases' `return`s give the value.
      var result: Value = .void
      if case .returned(let v) = try switchStatement(node, scope, result: { v in result = v }) { return v }
      return result
    case .isExpr:
      let v = try eval(node.children[0], scope)
      return .bool(isType(v, node.children[1]))
    case .asExpr:
      let v = try eval(node.children[0], scope)
      if node.text.contains("as?") { return isType(v, node.children[1]) ? v : .nilValue }
      return try coerce(v, toTypeNode: node.children[1])
    case .typeExpr, .genericSpecializationExpr:
      return .type(try typeRef(node.children.first ?? node, scope))
    case .inoutExpr:
      return try eval(node.children[0], scope)
    case .macroExpansionExpr:
      throw error("macro '#\(node.name)' is not supported yet", node)
    case .superExpr:
      throw error("'super' is not supported yet", node)
    case .regexLiteralExpr:
      throw error("regex literals are not supported yet", node)
    case .missingExpr:
      throw error("expected an expression", node)
    default:
      throw error("\(node.kind) is not supported yet", node)
    }
  }

  /// A number literal's text without its `_` separators.
  func literalDigits(_ node: Syntax) -> String {
    let text = node.tokenText
    return text.contains("_") ? String(text.filter { $0 != "_" }) : text
  }

  /// An integer literal (decimal, `0x`, `0b`, `0o`, with `_`), negated when a `-` precedes it.
  func integerLiteral(_ node: Syntax, negated: Bool) throws -> Int {
    let t = literalDigits(node)
    let sign = negated ? "-" : ""
    let radix = t.hasPrefix("0x") ? 16 : t.hasPrefix("0b") ? 2 : t.hasPrefix("0o") ? 8 : 10
    if let v = Int(sign + (radix == 10 ? t : String(t.dropFirst(2))), radix: radix) { return v }
    throw error("integer literal '\(sign)\(t)' overflows Int", node)
  }

  func stringLiteral(_ node: Syntax, _ scope: Scope) throws -> String {
    var out = ""
    for part in node.children {
      switch part.kind {
      case .stringSegment:
        out += unescape(part.text, raw: node.text.hasPrefix("#"))
      case .interpolation:
        if let arg = part.children.first {
          let expr = arg.kind == .argument ? arg.children[0] : arg
          out += describe(try eval(expr, scope))
        }
      default: break
      }
    }
    return out
  }

  func unescape(_ s: String, raw: Bool) -> String {
    guard !raw, s.contains("\\") else { return s }
    var out = ""
    var it = s.makeIterator()
    while let c = it.next() {
      guard c == "\\" else {
        out.append(c)
        continue
      }
      switch it.next() {
      case "n": out.append("\n")
      case "t": out.append("\t")
      case "r": out.append("\r")
      case "0": out.append("\0")
      case "\"": out.append("\"")
      case "'": out.append("'")
      case "\\": out.append("\\")
      case "u":
        var hex = ""
        _ = it.next()  // {
        while let h = it.next(), h != "}" { hex.append(h) }
        if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) { out.unicodeScalars.append(u) }
      case let other?: out.append(other)
      case nil: break
      }
    }
    return out
  }

  func truth(_ v: Value, _ node: Syntax) throws -> Bool {
    if case .bool(let b) = v { return b }
    throw error("expected a Bool condition, got \(v.typeName)", node)
  }

  // MARK: Names

  func reference(_ node: Syntax, _ scope: Scope) throws -> Value {
    let name = node.name
    if let cell = scope.lookup(name) { return cell.value }
    if name == "self" {
      if let s = scope.selfCell { return s.value }
      if let t = scope.selfType { return .type(.user(t)) }
    }
    if name == "Self", let t = scope.selfType { return .type(.user(t)) }
    if name.hasPrefix("$") {
      let base = String(name.dropFirst())
      if let cell = scope.selfCell, case .instance(let inst) = cell.value, let v = inst.fields[base] {
        return try projected(v, property: base, node)
      }
      if let cell = scope.lookup(base) { return try projected(cell.value, property: base, node) }
    }
    // Members of self.
    if let selfCell = scope.selfCell, case .instance(let inst) = selfCell.value {
      if let v = try member(of: inst, name, selfCell: selfCell, node) { return v }
    }
    if let t = scope.selfType, let v = try staticMember(t, name, node) { return v }
    if let t = findType(name, from: scope.selfType) { return .type(.user(t)) }
    if let decls = functions[name] {
      return .closure(function(decls[0], scope: globals, selfCell: nil, selfType: nil, isStatic: false))
    }
    if let b = globalLazy[name] {
      let v = try b.child(.initializerClause).map { try eval($0.children[0], globals) } ?? .nilValue
      globals.declare(name, v)
      globalLazy[name] = nil
      return v
    }
    if let v = try builtinGlobal(name, node) { return v }
    if Catalog.unsupported.contains(name) {
      throw error("'\(name)' is SwiftUI, but Detents does not support it yet", node)
    }
    if let op = name.first, "+-*/%<>=!&|^".contains(op) {
      // An operator used as a function value: `reduce(0, +)`, `sorted(by: >)`.
      return .closure(
        Closure(name: name) { [unowned self] args in
          guard args.count == 2 else { throw self.error("operator '\(name)' needs two operands", node) }
          switch name {
          case "==": return .bool(try self.equal(args[0].value, args[1].value))
          case "!=": return .bool(try !self.equal(args[0].value, args[1].value))
          case "<", "<=", ">", ">=":
            let c = try self.compare(args[0].value, args[1].value, node)
            return .bool(name == "<" ? c < 0 : name == "<=" ? c <= 0 : name == ">" ? c > 0 : c >= 0)
          default: return try self.arithmetic(name, args[0].value, args[1].value, node)
          }
        })
    }
    let candidates =
      scope.allNames + Array(types.keys) + Array(functions.keys) + Catalog.globalNames
      + (scope.selfType?.memberNames ?? [])
    throw error("cannot find '\(name)' in scope\(suggestion(name, candidates))", node)
  }

  func suggestion(_ name: String, _ candidates: [String]) -> String {
    let best = candidates.min { editDistance($0, name) < editDistance($1, name) }
    guard let best, editDistance(best, name) <= max(2, name.count / 3) else { return "" }
    return "; did you mean '\(best)'?"
  }

  /// `$property`: a binding to a `@State` cell, or the `@Binding` itself.
  func projected(_ v: Value, property: String, _ node: Syntax) throws -> Value {
    switch v {
    case .binding(let b): return .binding(b)
    case .native, .instance: break
    default: break
    }
    throw error("'$\(property)' needs a @State or @Binding property", node)
  }

  /// Reads a member of an instance: stored (through property wrappers), computed, or a method.
  func member(of inst: Instance, _ name: String, selfCell: Cell?, _ node: Syntax) throws -> Value? {
    let t = inst.type
    if let v = inst.fields[name] {
      if let p = t.storedProperty(name),
        p.wrapper == "State" || p.wrapper == "Binding" || p.wrapper == "StateObject"
          || p.wrapper == "ObservedObject" || p.wrapper == "Bindable"
      {
        if case .binding(let b) = v { return try b.get() }
      }
      return v
    }
    if let b = t.computed[name] {
      let s = Scope(parent: globals)
      s.selfCell = selfCell ?? Cell(.instance(inst))
      s.selfType = t
      return try runGetter(b, s)
    }
    if let decls = t.methods[name] {
      return .closure(
        function(
          decls[0], scope: globals, selfCell: selfCell ?? Cell(.instance(inst)), selfType: t, isStatic: false)
      )
    }
    if t.isView || t.isViewModifier, let ext = viewExtensions[name]?.first, ext.kind == .funcDecl {
      return .closure(
        function(
          ext, scope: globals, selfCell: selfCell ?? Cell(.instance(inst)), selfType: nil, isStatic: false))
    }
    return nil
  }

  func runGetter(_ binding: Syntax, _ scope: Scope) throws -> Value {
    guard let block = binding.child(.accessorBlock) else { return .void }
    // `{ get { … } set { … } }` or a plain getter body.
    let getter =
      block.children.first { $0.kind == .accessorDecl && $0.name == "get" }?.child(.codeBlock)
      ?? block.child(.codeBlock) ?? block
    let isView =
      binding.child(.typeAnnotation)?.text.contains("some View") == true
      || binding.children.contains { $0.kind == .attribute && $0.name == "ViewBuilder" }
    let v = try runBody(getter, scope, builder: isView)
    return isView ? v : try coerceDeclared(v, binding.child(.typeAnnotation)?.children.first)
  }

  func staticMember(_ t: UserType, _ name: String, _ node: Syntax) throws -> Value? {
    if let c = t.staticValues[name] { return c.value }
    if let b = t.staticStored[name] {
      let s = Scope(parent: globals)
      s.selfType = t
      s.isStatic = true
      let v = try b.child(.initializerClause).map { try eval($0.children[0], s) } ?? .nilValue
      t.staticValues[name] = Cell(v)
      return v
    }
    if let b = t.staticComputed[name] {
      let s = Scope(parent: globals)
      s.selfType = t
      s.isStatic = true
      return try runGetter(b, s)
    }
    if let decls = t.staticMethods[name] {
      return .closure(function(decls[0], scope: globals, selfCell: nil, selfType: t, isStatic: true))
    }
    if let c = t.enumCase(name) {
      if c.labels.isEmpty { return .enumCase(type: t, name: name, payload: []) }
      return .closure(
        Closure(name: name) { [unowned self] args in
          let payload = try args.enumerated().map { i, a in
            try self.coerceDeclared(a.value, i < c.types.count ? c.types[i] : nil)
          }
          return .enumCase(type: t, name: name, payload: payload)
        })
    }
    if let n = t.nested[name] { return .type(.user(n)) }
    return nil
  }

  // MARK: Member access

  func memberAccess(_ node: Syntax, _ scope: Scope) throws -> Value {
    let name = node.name
    guard let baseNode = node.children.first else {
      return .implicit(ImplicitChain(steps: [.init(name: name, arguments: nil)], node: node))
    }
    let base = try eval(baseNode, scope)
    if case .nilValue = base, baseNode.kind == .optionalChainingExpr { return .nilValue }
    return try getMember(base, name, node, scope: scope)
  }

  func getMember(_ base: Value, _ name: String, _ node: Syntax, scope: Scope) throws -> Value {
    switch base {
    case .instance(let inst):
      if let v = try member(of: inst, name, selfCell: nil, node) { return v }
      throw error(
        "value of type '\(inst.type.name)' has no member '\(name)'\(suggestion(name, inst.type.memberNames))",
        node)
    case .type(.user(let t)):
      if name == "self" { return base }
      if let v = try staticMember(t, name, node) { return v }
      throw error("type '\(t.name)' has no member '\(name)'\(suggestion(name, t.memberNames))", node)
    case .enumCase(let t, let caseName, _):
      if name == "rawValue" { return try rawValue(t, caseName, node) }
      if let v = try member(of: Instance(type: t, fields: [:]), name, selfCell: Cell(base), node) { return v }
      throw error("enum '\(t.name)' has no member '\(name)'", node)
    case .implicit(var chain):
      chain.steps.append(.init(name: name, arguments: nil))
      return .implicit(chain)
    default:
      return try builtinMember(base, name, node)
    }
  }

  func rawValue(_ t: UserType, _ caseName: String, _ node: Syntax) throws -> Value {
    guard let c = t.enumCase(caseName) else { return .nilValue }
    if let raw = c.rawValue { return try eval(raw, globals) }
    if t.rawType == "Int" { return .int(t.cases.firstIndex { $0.name == caseName } ?? 0) }
    return .string(caseName)
  }

  // MARK: Closures

  func closure(_ node: Syntax, _ scope: Scope) -> Closure {
    var params: [Closure.Param] = []
    if let sig = node.child(.closureSignature) {
      for p in sig.children where p.kind == .closureParameter {
        params.append(.init(label: nil, name: p.name, defaultValue: nil, isInout: false, isBuilder: false))
      }
      if let clause = sig.child(.parameterClause) {
        for p in clause.children where p.kind == .parameter || p.kind == .closureParameter {
          params.append(
            .init(
              label: nil, name: parameterNames(p).name, defaultValue: nil, isInout: false, isBuilder: false))
        }
      }
    }
    return Closure(
      name: "closure",
      body: .syntax(
        node, params: params, scope: scope, selfValue: scope.selfCell, isBuilder: false, isAsync: false))
  }
}
