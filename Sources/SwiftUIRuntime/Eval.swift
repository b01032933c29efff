import Detents
import Portable
import SwiftSource
import ViewTree

extension Interpreter {
  // MARK: Expressions

  func eval(_ node: Syntax, _ scope: Scope) throws(EvalError) -> Value {
    try step(node)
    switch node.kind {
    case .integerLiteralExpr:
      return .int(try integerLiteral(node, negated: false))
    case .floatLiteralExpr:
      return .double(Double(literalDigits(FloatLiteral(unchecked: node).digits)) ?? 0)
    case .booleanLiteralExpr:
      return .bool(BooleanLiteral(unchecked: node).value)
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
      let base = try eval(SubscriptExpr(unchecked: node).base, scope)
      let args = try arguments(node, scope)
      if case .binding(let b) = base, let index = args.first?.value {
        // `$model.items[i]`: a binding to the element.
        return .binding(elementBinding(b, index, node))
      }
      return try subscriptGet(base, args, node)
    case .closureExpr:
      return .closure(try closure(node, scope))
    case .binaryExpr:
      return try binary(node, scope)
    case .assignmentExpr:
      let assignment = AssignmentExpr(unchecked: node)
      let value = try eval(assignment.value, scope)
      try assign(assignment.target, value, scope)
      return .void
    case .ternaryExpr:
      let t = TernaryExpr(unchecked: node)
      return try truth(eval(t.condition, scope), t.condition)
        ? eval(t.thenExpression, scope) : eval(t.elseExpression, scope)
    case .prefixExpr:
      let prefix = OperatorExpr(unchecked: node)
      if prefix.operator == "-", prefix.operand.kind == .integerLiteralExpr {
        // `-9223372036854775808` is one literal in Swift: Int.min, whose magnitude is no Int.
        return .int(try integerLiteral(prefix.operand, negated: true))
      }
      let v = try eval(prefix.operand, scope)
      switch (prefix.operator, v) {
      case ("!", .bool(let b)): return .bool(!b)
      case ("-", .int(let i)):
        let (v, overflow) = 0.subtractingReportingOverflow(i)
        if overflow {
          throw error("arithmetic overflow: -(\(i)) does not fit in Int", node, id: .programTrap)
        }
        return .int(v)
      case ("~", .int(let i)): return .int(~i)
      case ("-", .double(let d)): return .double(-d)
      case ("+", _): return v
      case ("...", .native(.date)), ("..<", .native(.date)):
        // `...Date()`: a partial range of dates (a date picker's bounds), as its upper bound.
        return .tuple([(label: "upperBound", value: v)])
      default: throw error("unary operator '\(prefix.operator)' cannot be applied to \(v.typeName)", node)
      }
    case .forceUnwrapExpr:
      let v = try eval(WrapperExpr(unchecked: node).expression, scope)
      if case .nilValue = v {
        throw error("unexpectedly found nil while unwrapping an Optional value", node, id: .programTrap)
      }
      return v
    case .optionalChainingExpr, .unsafeExpr, .consumeExpr, .copyExpr:
      return try eval(WrapperExpr(unchecked: node).expression, scope)
    case .awaitExpr:
      // An `await` the evaluator runs through: what it awaits gives its value at once (a task
      // suspends only at the statements TaskMachine.swift runs). The outermost one is where a
      // `Task.sleep` inside cannot suspend.
      let awaited = WrapperExpr(unchecked: node).expression
      guard evaluatedAwait == nil else { return try eval(awaited, scope) }
      evaluatedAwait = node
      defer { evaluatedAwait = nil }
      return try eval(awaited, scope)
    case .tryExpr:
      let tryExpr = TryExpr(unchecked: node)
      if tryExpr.kind == .optional {
        do { return try eval(tryExpr.expression, scope) } catch {
          guard error.isCatchable else { throw error }
          return .nilValue
        }
      }
      if tryExpr.kind == .forced {
        do { return try eval(tryExpr.expression, scope) } catch {
          guard case .thrown(let thrown) = error else { throw error }
          throw self.error("'try!' expression unexpectedly raised an error: \(describe(thrown))", node)
        }
      }
      return try eval(tryExpr.expression, scope)
    case .tupleExpr:
      let tuple = TupleExpr(unchecked: node)
      if let inner = tuple.parenthesized { return try eval(inner, scope) }
      return .tuple(
        try tuple.elements.map { e throws(EvalError) in
          (e.label, try e.value.map { v throws(EvalError) in try eval(v, scope) } ?? .void)
        })
    case .arrayExpr:
      return .array(try ArrayExpr(unchecked: node).elements.map { e throws(EvalError) in try eval(e, scope) })
    case .dictionaryExpr:
      return .dictionary(
        try DictionaryExpr(unchecked: node).elements.map { e throws(EvalError) in
          (try eval(e.key, scope), try eval(e.value ?? e.syntax, scope))
        })
    case .keyPathExpr:
      return .keyPath(KeyPathExpr(unchecked: node).components.map { $0.name })
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
      let cast = CastExpr(unchecked: node)
      let v = try eval(cast.expression, scope)
      return .bool(isType(v, cast.type))
    case .asExpr:
      let cast = CastExpr(unchecked: node)
      let v = try eval(cast.expression, scope)
      if cast.kind == .conditional { return isType(v, cast.type) ? v : .nilValue }
      return try coerce(v, toTypeNode: cast.type)
    case .typeExpr:
      return .type(try typeRef(TypeExpr(unchecked: node).type, scope))
    case .genericSpecializationExpr:
      return .type(try typeRef(GenericSpecializationExpr(unchecked: node).base, scope))
    case .inoutExpr:
      return try eval(WrapperExpr(unchecked: node).expression, scope)
    case .macroExpansionExpr:
      throw error("macro '#\(MacroExpansionExpr(unchecked: node).macroName)' is not supported yet", node)
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

  /// A number literal's digits without their `_` separators.
  ///
  /// The byte scans here and in ``unescape(_:raw:)`` are deliberate: `String.contains(_:)` with
  /// a string argument resolves to Foundation's (visible through `Portable`), which goes through
  /// `CFString` and was a tenth of the time of making a model object with a few literal fields.
  func literalDigits(_ digits: String) -> String {
    digits.utf8.contains(UInt8(ascii: "_")) ? String(digits.filter { $0 != "_" }) : digits
  }

  /// An integer literal (decimal, `0x`, `0b`, `0o`, with `_`), negated when a `-` precedes it.
  func integerLiteral(_ node: Syntax, negated: Bool) throws(EvalError) -> Int {
    let digits = IntegerLiteral(unchecked: node).digits
    // The common case, a short decimal literal, without building strings: up to 18 digits
    // cannot overflow.
    if digits.utf8.count <= 18 {
      var value = 0
      var plain = true
      for b in digits.utf8 {
        guard b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") else {
          plain = false
          break
        }
        value = value * 10 + Int(b - UInt8(ascii: "0"))
      }
      if plain && !digits.isEmpty { return negated ? -value : value }
    }
    let t = literalDigits(digits)
    let sign = negated ? "-" : ""
    let radix = t.hasPrefix("0x") ? 16 : t.hasPrefix("0b") ? 2 : t.hasPrefix("0o") ? 8 : 10
    if let v = Int(sign + (radix == 10 ? t : String(t.dropFirst(2))), radix: radix) { return v }
    throw error("integer literal '\(sign)\(t)' overflows Int", node, id: .programTrap)
  }

  func stringLiteral(_ node: Syntax, _ scope: Scope) throws(EvalError) -> String {
    let parts = literalParts(node)
    if parts.count == 1, case .text(let text) = parts[0] { return text }
    var out = ""
    for part in parts {
      switch part {
      case .text(let text): out += text
      case .value(let expr): out += describe(try eval(expr, scope))
      }
    }
    return out
  }

  func unescape(_ s: String, raw: Bool) -> String {
    guard !raw, s.utf8.contains(UInt8(ascii: "\\")) else { return s }
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

  func truth(_ v: Value, _ node: Syntax) throws(EvalError) -> Bool {
    if case .bool(let b) = v { return b }
    throw error("expected a Bool condition, got \(v.typeName)", node)
  }

  // MARK: Names

  func reference(_ node: Syntax, _ scope: Scope) throws(EvalError) -> Value {
    let name = name(of: node)
    if let cell = scope.lookup(name) { return cell.value }
    if name == "self" {
      if let s = scope.selfCell { return s.value }
      if let t = scope.selfType { return .type(.user(t)) }
    }
    if name == "Self", let t = scope.selfType { return .type(.user(t)) }
    if name.hasPrefix("$") {
      let base = String(name.dropFirst())
      if let cell = scope.selfCell, case .instance(let inst) = cell.value, let v = inst.fields[base] {
        if let storage = inst.object, inst.type.storedProperty(base)?.wrapper == "Published" {
          return .native(.publisher(Publisher(storage: storage, property: base)))
        }
        return try projected(v, property: base, node)
      }
      if let cell = scope.lookup(base) { return try projected(cell.value, property: base, node) }
    }
    // `_show`: a property wrapper's storage (`State<Bool>`, `Binding<Bool>`). Read as the
    // binding its projection gives, whose `wrappedValue` is the property's value; SwiftUI's
    // private fields of the storage are not modelled.
    if name.hasPrefix("_"), let cell = scope.selfCell, case .instance(let inst) = cell.value {
      let base = String(name.dropFirst())
      if let p = inst.type.storedProperty(base), p.wrapper != nil, let v = inst.fields[base],
        Interpreter.wrappersHoldingElsewhere.contains(p.wrapper ?? "")
      {
        return try projected(v, property: base, node)
      }
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
      let v = try b.initialValue.map { e throws(EvalError) in try eval(e, globals) } ?? .nilValue
      globals.declare(name, v)
      globalLazy[name] = nil
      return v
    }
    if let v = try builtinGlobal(name, node) { return v }
    if Registry.globalNameInfo[name]?.isUnsupported == true
      || Registry.propertyWrappers[name]?.isUnsupported == true
    {
      throw unsupported(name, node)
    }
    if let op = name.first, "+-*/%<>=!&|^".contains(op) {
      // An operator used as a function value: `reduce(0, +)`, `sorted(by: >)`.
      return .closure(
        Closure(name: name) { [this = UnownedRef(self)] args throws(EvalError) in
          guard args.count == 2 else {
            throw this.object.error("operator '\(name)' needs two operands", node)
          }
          switch name {
          case "==": return .bool(try this.object.equal(args[0].value, args[1].value))
          case "!=": return .bool(try !this.object.equal(args[0].value, args[1].value))
          case "<", "<=", ">", ">=":
            let c = try this.object.compare(args[0].value, args[1].value, node)
            return .bool(name == "<" ? c < 0 : name == "<=" ? c <= 0 : name == ">" ? c > 0 : c >= 0)
          default: return try self.arithmetic(name, args[0].value, args[1].value, node)
          }
        })
    }
    let candidates =
      scope.allNames + Array(types.keys) + Array(functions.keys) + Registry.globalNames
      + (scope.selfType?.memberNames ?? [])
    let best = NearestName.suggestion(for: name, among: candidates)
    throw error(
      "cannot find '\(name)' in scope\(best.map { "; did you mean '\($0)'?" } ?? "")", node, id: .unknownName,
      suggestion: best)
  }

  func suggestion(_ name: String, _ candidates: [String]) -> String {
    NearestName.suggestion(for: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// `$property`: a binding to a `@State` cell, the `@Binding` itself, or, for an object
  /// (`@ObservedObject`, `@Bindable`, `@EnvironmentObject`), a binding to it whose members are
  /// bindings to its properties (`$model.name`).
  func projected(_ v: Value, property: String, _ node: Syntax) throws(EvalError) -> Value {
    switch v {
    case .binding(let b): return .binding(b)
    case .instance(let inst) where inst.object != nil:
      return .binding(BindingBox(name: property, get: { v }, set: { _ in }))
    default: break
    }
    throw error("'$\(property)' needs a @State, @Binding or object property", node)
  }

  /// `$value.name`: a binding to member `name` of the value `b` binds; writing it writes the
  /// member, then the whole value back through `b`.
  func memberBinding(_ b: BindingBox, _ name: String, _ node: Syntax) -> BindingBox {
    BindingBox(
      name: b.name + "." + name,
      get: { [this = UnownedRef(self)] () throws(EvalError) in
        try this.object.getMember(try b.get(), name, node, scope: this.object.globals)
      },
      set: { [this = UnownedRef(self)] v throws(EvalError) in
        try b.set(try this.object.settingMember(try b.get(), name, v, node))
      })
  }

  /// `$items[i]`: a binding to the element at `index` of the collection `b` binds.
  func elementBinding(_ b: BindingBox, _ index: Value, _ node: Syntax) -> BindingBox {
    let argument = [Argument(label: nil, value: index, node: nil)]
    return BindingBox(
      name: b.name + "[]",
      get: { [this = UnownedRef(self)] () throws(EvalError) in
        try this.object.subscriptGet(try b.get(), argument, node)
      },
      set: { [this = UnownedRef(self)] v throws(EvalError) in
        try b.set(try this.object.subscriptSet(try b.get(), argument, v, node))
      })
  }

  /// Reads a member of an instance: stored (through property wrappers), computed, or a method.
  func member(of inst: Instance, _ name: String, selfCell: Cell?, _ node: Syntax) throws(EvalError) -> Value?
  {
    let t = inst.type
    if name.hasPrefix("$"), let v = inst.fields[String(name.dropFirst())] {
      // `self.$text`: the property's projection.
      return try projected(v, property: String(name.dropFirst()), node)
    }
    if let v = inst.fields[name] {
      if let p = t.storedProperty(name),
        Interpreter.wrappersHoldingElsewhere.contains(p.wrapper ?? ""), case .binding(let b) = v
      {
        return try b.get()
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

  func runGetter(_ bindingNode: Syntax, _ scope: Scope) throws(EvalError) -> Value {
    let binding = PatternBinding(unchecked: bindingNode)
    guard let block = binding.accessorBlock else { return .void }
    // `{ get { … } set { … } }` or a plain getter body.
    let isView = binding.type?.isOpaqueType(named: "View") == true
    let v =
      if let getter = block.getter {
        try runBody(getter, scope, builder: isView)
      } else {
        try runStatements([], scope, builder: isView, node: block.syntax)
      }
    return isView ? v : try coerceDeclared(v, binding.type)
  }

  func staticMember(_ t: UserType, _ name: String, _ node: Syntax) throws(EvalError) -> Value? {
    if let c = t.staticValues[name] { return c.value }
    if let b = t.staticStored[name] {
      let s = Scope(parent: globals)
      s.selfType = t
      s.isStatic = true
      let v =
        try PatternBinding(unchecked: b).initialValue.map { e throws(EvalError) in try eval(e, s) }
        ?? .nilValue
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
        Closure(name: name) { [this = UnownedRef(self)] args throws(EvalError) in
          let payload = try args.enumerated().map { i, a throws(EvalError) in
            try this.object.coerceDeclared(a.value, i < c.types.count ? c.types[i] : nil)
          }
          return .enumCase(type: t, name: name, payload: payload)
        })
    }
    if let n = t.nested[name] { return .type(.user(n)) }
    // `CaseIterable`'s synthesized `allCases`: the cases without payloads, in declaration order.
    if name == "allCases", t.conforms(to: "CaseIterable") {
      let plain = t.cases.filter { $0.labels.isEmpty }
      return .array(plain.map { .enumCase(type: t, name: $0.name, payload: []) })
    }
    return nil
  }

  // MARK: Member access

  func memberAccess(_ node: Syntax, _ scope: Scope) throws(EvalError) -> Value {
    let name = node.name
    let baseNode = MemberAccessExpr(unchecked: node).base
    let base = try eval(baseNode, scope)
    if case .nilValue = base, baseNode.kind == .optionalChainingExpr { return .nilValue }
    return try getMember(base, name, node, scope: scope)
  }

  func getMember(_ base: Value, _ name: String, _ node: Syntax, scope: Scope) throws(EvalError) -> Value {
    switch base {
    case .instance(let inst):
      if let v = try member(of: inst, name, selfCell: nil, node) { return v }
      throw error(
        "value of type '\(inst.type.name)' has no member '\(name)'\(suggestion(name, inst.type.memberNames))",
        node)
    case .type(.user(let t)):
      if name == "self" { return base }
      if name == "init" {
        // `ItemRow.init` as a function: unlabelled arguments are its memberwise parameters, in order.
        return .closure(
          Closure(name: t.name + ".init") { [this = UnownedRef(self)] args throws(EvalError) in
            var labelled = args
            if t.inits.isEmpty {
              let names = t.memberwiseProperties.map { $0.name }
              for i in labelled.indices where labelled[i].label == nil && i < names.count {
                labelled[i].label = names[i]
              }
            }
            return try this.object.construct(t, labelled, node)
          })
      }
      if let v = try staticMember(t, name, node) { return v }
      throw error(
        "type '\(t.name)' has no member '\(name)'\(suggestion(name, t.memberNames))", node, id: .unknownMember
      )
    case .binding(let b):
      switch name {
      case "wrappedValue": return try b.get()
      case "projectedValue": return base
      default: return .binding(memberBinding(b, name, node))
      }
    case .enumCase(let t, let caseName, _):
      if name == "rawValue" { return try rawValue(t, caseName, node) }
      if let v = try member(of: Instance(type: t, fields: [:]), name, selfCell: Cell(base), node) { return v }
      throw error("enum '\(t.name)' has no member '\(name)'", node, id: .unknownMember)
    case .implicit(var chain):
      chain.steps.append(.init(name: name, arguments: nil))
      return .implicit(chain)
    default:
      return try builtinMember(base, name, node)
    }
  }

  func rawValue(_ t: UserType, _ caseName: String, _ node: Syntax) throws(EvalError) -> Value {
    guard let c = t.enumCase(caseName) else { return .nilValue }
    if let raw = c.rawValue { return try eval(raw, globals) }
    if t.rawType == "Int" {
      // Each case without a raw value is the previous case's plus one, from 0.
      guard let i = t.cases.firstIndex(where: { $0.name == caseName }), i > 0 else { return .int(0) }
      guard case .int(let previous) = try rawValue(t, t.cases[i - 1].name, node) else { return .int(i) }
      return .int(previous + 1)
    }
    return .string(caseName)
  }

  // MARK: Closures

  func closure(_ node: Syntax, _ scope: Scope) throws(EvalError) -> Closure {
    let params = ClosureExpr(unchecked: node).parameters.map {
      Closure.Param(label: nil, name: $0.name, defaultValue: nil, isInout: false, isBuilder: false)
    }
    return Closure(
      name: "closure",
      body: .syntax(
        node, params: params, scope: try captured(by: node, scope), selfValue: scope.selfCell,
        isBuilder: false,
        isAsync: false))
  }

  /// The scope a closure runs in: `scope` itself, or, for a capture list (`[x]`, `[weak x]`,
  /// `[y = x + 1]`), a child of it holding each capture's value, taken now, as Swift does.
  /// `self` is captured as it is.
  func captured(by node: Syntax, _ scope: Scope) throws(EvalError) -> Scope {
    guard let list = ClosureExpr(unchecked: node).signature?.captureList else { return scope }
    let s = Scope(parent: scope)
    for item in list.children where item.kind == .captureItem && item.name != "self" {
      if item.childCount > 0 {
        s.declare(item.name, try eval(item.child(at: 0), scope))
      } else if let cell = scope.lookup(item.name) {
        s.declare(item.name, cell.value)
      } else {
        throw error("cannot find '\(item.name)' in scope", item)
      }
    }
    return s
  }
}
