import Detents
import Portable
import SwiftSource
import ViewTree

extension Interpreter {
  func binary(_ node: Syntax, _ s: Scope) throws(EvalError) -> Value {
    let binary = BinaryExpr(unchecked: node)
    let op = binary.operator
    let lhsNode = binary.lhs
    let rhsNode = binary.rhs
    switch op {
    case "&&":
      guard try truth(eval(lhsNode, s), lhsNode) else { return .bool(false) }
      return .bool(try truth(eval(rhsNode, s), rhsNode))
    case "||":
      if try truth(eval(lhsNode, s), lhsNode) { return .bool(true) }
      return .bool(try truth(eval(rhsNode, s), rhsNode))
    case "??":
      let l = try eval(lhsNode, s)
      if case .nilValue = l { return try eval(rhsNode, s) }
      return l
    default:
      if op.utf8.last == UInt8(ascii: "="), Interpreter.compoundAssignments.contains(op) {
        let l = try eval(lhsNode, s)
        let r = try eval(rhsNode, s)
        try assign(lhsNode, try arithmetic(String(op.dropLast()), l, r, node), s)
        return .void
      }
    }
    let l = try eval(lhsNode, s)
    let r = try eval(rhsNode, s)
    switch op {
    case "==": return .bool(try equal(l, r))
    case "!=": return .bool(try !equal(l, r))
    case "===", "!==": return .bool(try identical(l, r, node) == (op == "==="))
    case "<", "<=", ">", ">=":
      let c = try compare(l, r, node)
      switch op {
      case "<": return .bool(c < 0)
      case "<=": return .bool(c <= 0)
      case ">": return .bool(c > 0)
      default: return .bool(c >= 0)
      }
    case "..<", "...":
      guard case .int(let a) = l, case .int(let b) = r else {
        throw error("ranges of \(l.typeName) are not supported yet", node)
      }
      if op == "..<" && b < a || op == "..." && b < a {
        throw error("range requires lowerBound <= upperBound", node)
      }
      return .range(lower: a, upper: b, closed: op == "...")
    default:
      return try arithmetic(op, l, r, node)
    }
  }

  /// The compound assignments `a op= b`, run as `a = a op b` with the operator before `=`.
  static let compoundAssignments: Set<String> = [
    "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&<<=", "&>>=", "&=", "|=", "^=", "&+=", "&-=", "&*=",
  ]

  func arithmetic(_ op: String, _ l: Value, _ r: Value, _ node: Syntax) throws(EvalError) -> Value {
    switch (l, r) {
    case (.int(let a), .int(let b)):
      if let v = try integerOperation(op, a, b, node) { return .int(v) }
    case (.int, .double), (.double, .int), (.double, .double):
      let a = number(l)!
      let b = number(r)!
      switch op {
      case "+": return .double(a + b)
      case "-": return .double(a - b)
      case "*": return .double(a * b)
      case "/": return .double(a / b)
      case "%": return .double(a.truncatingRemainder(dividingBy: b))
      default: break
      }
    case (.string(let a), .string(let b)) where op == "+":
      return .string(a + b)
    // A date and a time interval in seconds: `Date() + 3600`, `date - 60`.
    case (.native(.date(let d)), _) where op == "+" || op == "-":
      if let t = number(r) { return .native(.date(op == "+" ? d + t : d - t)) }
    case (_, .native(.date(let d))) where op == "+":
      if let t = number(l) { return .native(.date(d + t)) }
    case (.array(let a), .array(let b)) where op == "+":
      return .array(a + b)
    case (.implicit(let c), .int), (.implicit(let c), .double):
      // `.now() + 0.5`: a `DispatchTime`, seconds on the virtual clock.
      if c.steps.first?.name == "now", op == "+" || op == "-" {
        return try arithmetic(op, resolveNative(l, as: "DispatchTime"), r, node)
      }
    default:
      break
    }
    throw error("binary operator '\(op)' cannot be applied to \(l.typeName) and \(r.typeName)", node)
  }

  /// Swift's `Int` operators: checked `+ - * / %` (overflow and division by zero are located
  /// errors, where Swift traps), wrapping `&+ &- &*`, bitwise `& | ^`, smart shifts `<< >>`
  /// (over-shifting gives 0 or the sign, a negative count shifts the other way) and masking
  /// shifts `&<< &>>`. Nil when `op` is not an integer operator.
  func integerOperation(_ op: String, _ a: Int, _ b: Int, _ node: Syntax) throws(EvalError) -> Int? {
    let result: (partialValue: Int, overflow: Bool)
    switch op {
    case "+": result = a.addingReportingOverflow(b)
    case "-": result = a.subtractingReportingOverflow(b)
    case "*": result = a.multipliedReportingOverflow(by: b)
    case "/", "%":
      if b == 0 {
        throw error(op == "/" ? "division by zero" : "division by zero in remainder operation", node)
      }
      result = op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
    case "&+": return a &+ b
    case "&-": return a &- b
    case "&*": return a &* b
    case "&": return a & b
    case "|": return a | b
    case "^": return a ^ b
    case "<<": return a << b
    case ">>": return a >> b
    case "&<<": return a &<< b
    case "&>>": return a &>> b
    default: return nil
    }
    if result.overflow {
      throw error("arithmetic overflow: \(a) \(op) \(b) does not fit in Int", node, id: .programTrap)
    }
    return result.partialValue
  }

  func number(_ v: Value) -> Double? {
    switch v {
    case .int(let i): Double(i)
    case .double(let d): d
    default: nil
    }
  }

  func compare(_ l: Value, _ r: Value, _ node: Syntax) throws(EvalError) -> Int {
    if let a = number(l), let b = number(r) { return a < b ? -1 : a > b ? 1 : 0 }
    if case .string(let a) = l, case .string(let b) = r { return a < b ? -1 : a > b ? 1 : 0 }
    if case .native(.date(let a)) = l, case .native(.date(let b)) = r { return a < b ? -1 : a > b ? 1 : 0 }
    if case .native(.dynamicTypeSize(let a)) = l, case .native(.dynamicTypeSize(let b)) = r {
      return a < b ? -1 : a > b ? 1 : 0
    }
    if case .native(.dynamicTypeSize(let a)) = l, case .implicit = r,
      let b = try? resolveNative(r, as: "DynamicTypeSize"),
      case .native(.dynamicTypeSize(let bb)) = b
    {
      return a < bb ? -1 : a > bb ? 1 : 0
    }
    throw error("cannot compare \(l.typeName) with \(r.typeName)", node)
  }

  /// Swift's `==` on interpreted values; implicit members resolve against the other side.
  func equal(_ l: Value, _ r: Value) throws(EvalError) -> Bool {
    switch (l, r) {
    case (.void, .void), (.nilValue, .nilValue): return true
    case (.nilValue, _), (_, .nilValue): return false
    case (.bool(let a), .bool(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.int, _), (.double, _):
      guard let a = number(l), let b = number(r) else { return false }
      return a == b
    case (.array(let a), .array(let b)):
      guard a.count == b.count else { return false }
      return try zip(a, b).tryAllSatisfy { x, y throws(EvalError) in try equal(x, y) }
    case (.set(let a), .set(let b)):
      guard a.count == b.count else { return false }
      return try a.tryAllSatisfy { x throws(EvalError) in
        try b.tryContains { y throws(EvalError) in try equal(x, y) }
      }
    case (.tuple(let a), .tuple(let b)):
      guard a.count == b.count else { return false }
      return try zip(a, b).tryAllSatisfy { x, y throws(EvalError) in try equal(x.value, y.value) }
    case (.enumCase(let t1, let n1, let p1), .enumCase(let t2, let n2, let p2)):
      guard t1 === t2 && n1 == n2 && p1.count == p2.count else { return false }
      return try zip(p1, p2).tryAllSatisfy { x, y throws(EvalError) in try equal(x, y) }
    case (.enumCase(_, let n, let p), .implicit(let c)), (.implicit(let c), .enumCase(_, let n, let p)):
      return p.isEmpty && c.steps.count == 1 && c.steps[0].name == n && c.steps[0].arguments == nil
    case (.instance(let a), .instance(let b)):
      if a.isIdentical(to: b) { return true }
      guard a.type === b.type, a.fields.count == b.fields.count else { return false }
      for (k, v) in a.fields {
        guard let w = b.fields[k], try equal(v, w) else { return false }
      }
      return true
    case (.native(let a), .native(let b)):
      return nativeEqual(a, b)
    case (.native(let n), .implicit), (.implicit, .native(let n)):
      let other = { if case .native = l { r } else { l } }()
      guard let resolved = try? resolveNative(other, as: n.typeName), case .native(let m) = resolved else {
        return false
      }
      return nativeEqual(n, m)
    case (.implicit(let a), .implicit(let b)):
      return a.description == b.description
    case (.type(let a), .type(let b)):
      return a.name == b.name
    default:
      return false
    }
  }

  func nativeEqual(_ a: Native, _ b: Native) -> Bool {
    switch (a, b) {
    case (.detent(let x), .detent(let y)): x == y
    case (.font(let x), .font(let y)): x == y
    case (.style(let x), .style(let y)): x == y
    case (.dynamicTypeSize(let x), .dynamicTypeSize(let y)): x == y
    case (.colorScheme(let x), .colorScheme(let y)): x == y
    case (.editMode(let x), .editMode(let y)): x == y
    case (.sizeClass(let x), .sizeClass(let y)): x == y
    case (.visibility(let x), .visibility(let y)): x == y
    case (.duration(let x), .duration(let y)): x == y
    case (.uuid(let x), .uuid(let y)): x == y
    case (.data(let x), .data(let y)): x == y
    case (.url(let x), .url(let y)): x == y
    case (.alignment(let x), .alignment(let y)): x == y
    case (.horizontalAlignment(let x), .horizontalAlignment(let y)): x == y
    case (.verticalAlignment(let x), .verticalAlignment(let y)): x == y
    case (.edges(let x), .edges(let y)): x == y
    case (.unitPoint(let x), .unitPoint(let y)): x == y
    case (.animation(let x), .animation(let y)): x == y
    case (.backgroundInteraction(let x), .backgroundInteraction(let y)): x == y
    case (.contentInteraction(let x), .contentInteraction(let y)): x == y
    case (.buttonStyle(let x), .buttonStyle(let y)): x == y
    case (.buttonRole(let x), .buttonRole(let y)): x == y
    case (.textAlignment(let x), .textAlignment(let y)): x == y
    case (.fontWeight(let x), .fontWeight(let y)): x == y
    case (.shape(let x), .shape(let y)): x == y
    case (.sizing(let x), .sizing(let y)): x == y
    case (.keyboardShortcut(let x), .keyboardShortcut(let y)): x == y
    case (.dismissAction(let x), .dismissAction(let y)): x == y
    case (.date(let x), .date(let y)): x == y
    case (.pickerStyle(let x), .pickerStyle(let y)): x == y
    case (.contentMode(let x), .contentMode(let y)): x == y
    case (.imageScale(let x), .imageScale(let y)): x == y
    // Not Equatable in SwiftUI either (a gesture holds closures, a context and a toolbar item
    // hold views and environments): never equal, as no value compared by description can be
    // in Embedded Swift.
    case (.gesture, _), (.detentContext, _), (.toolbarItem, _): false
    // Different kinds (each kind's own case is above).
    default: false
    }
  }

  /// A hashable key for sets, dictionaries and `ForEach` identity.
  /// `===`: two references to the same object (or both nil).
  func identical(_ l: Value, _ r: Value, _ node: Syntax) throws(EvalError) -> Bool {
    switch (l, r) {
    case (.instance(let a), .instance(let b)) where a.object != nil && b.object != nil:
      return a.isIdentical(to: b)
    case (.nilValue, .nilValue): return true
    case (.nilValue, .instance), (.instance, .nilValue): return false
    default:
      throw error("'===' compares references to class instances, not \(l.typeName) and \(r.typeName)", node)
    }
  }

  func key(_ v: Value) -> String {
    switch v {
    case .string(let s): "s:" + s
    case .int(let i): "i:\(i)"
    case .double(let d): "d:\(d)"
    case .bool(let b): "b:\(b)"
    case .native(.detent(let d)): "detent:\(d)"
    case .native(.uuid(let u)): "uuid:\(u)"
    case .native(.data(let d)): "data:" + d.map { String($0) }.joined(separator: ",")
    case .native(.url(let path)): "url:" + path
    case .enumCase(let t, let n, let p): "e:\(t.name).\(n)(\(p.map(key).joined(separator: ",")))"
    case .instance(let i):
      "o:\(i.type.name){\(i.fields.sorted { $0.key < $1.key }.map { "\($0.key)=\(key($0.value))" }.joined(separator: ","))}"
    case .tuple(let parts): "(" + parts.map { key($0.value) }.joined(separator: ",") + ")"
    default: describe(v)
    }
  }

  /// How `print` and string interpolation show a value.
  func describe(_ v: Value) -> String {
    switch v {
    case .void: return "()"
    case .bool(let b): return b ? "true" : "false"
    case .int(let i): return String(i)
    case .double(let d): return d == d.rounded() && abs(d) < 1e15 ? formatFixed(d, digits: 1) : String(d)
    case .string(let s): return s
    case .nilValue: return "nil"
    case .array(let a): return "[" + a.map(describeQuoted).joined(separator: ", ") + "]"
    case .set(let a): return "[" + a.map(describeQuoted).joined(separator: ", ") + "]"
    case .dictionary(let d):
      return "[" + d.map { "\(describeQuoted($0.key)): \(describeQuoted($0.value))" }.joined(separator: ", ")
        + "]"
    case .range(let lo, let hi, let closed): return "\(lo)\(closed ? "..." : "..<")\(hi)"
    case .tuple(let parts):
      return "("
        + parts.map { ($0.label.map { "\($0): " } ?? "") + describeQuoted($0.value) }.joined(separator: ", ")
        + ")"
    case .instance(let i):
      // A type's own `description` (CustomStringConvertible), as `print` and interpolation
      // use it; the memberwise form when it has none, or when computing it fails.
      if i.type.conforms(to: "CustomStringConvertible"),
        case .string(let s)? = try? getMember(v, "description", i.type.node, scope: globals)
      {
        return s
      }
      return "\(i.type.name)("
        + i.type.stored.compactMap { p in i.fields[p.name].map { "\(p.name): \(describeQuoted($0))" } }
        .joined(separator: ", ") + ")"
    case .enumCase(_, let n, let p):
      return p.isEmpty ? n : "\(n)(\(p.map(describeQuoted).joined(separator: ", ")))"
    case .closure: return "(Function)"
    case .type(let t): return t.name
    case .implicit(let c): return c.description
    case .view: return "some View"
    case .native(.detent(let d)): return "PresentationDetent(\(d))"
    case .native(.duration(let d)): return "\(d) seconds"
    case .native(.uuid(let u)): return u
    case .native(.data(let d)): return "\(d.count) bytes"
    case .native(.url(let path)): return "file://" + path
    case .native(let n): return n.typeName
    case .binding(let b): return "Binding(\((try? b.get()).map(describe) ?? "?"))"
    case .keyPath(let p): return "\\." + p.joined(separator: ".")
    }
  }

  func describeQuoted(_ v: Value) -> String {
    if case .string(let s) = v { return "\"\(s)\"" }
    return describe(v)
  }

  /// The elements a `for` loop or `ForEach` walks.
  func elements(_ v: Value, _ node: Syntax) throws(EvalError) -> [Value] {
    switch v {
    case .array(let a), .set(let a): return a
    case .range(let lo, let hi, let closed):
      let upper = closed ? hi : hi - 1
      if upper - lo + 1 > budget.collectionSize {
        throw error("range of \(upper - lo + 1) elements is over the budget", node, id: .budgetExceeded)
      }
      return upper < lo ? [] : (lo...upper).map { .int($0) }
    case .dictionary(let d): return d.map { .tuple([("key", $0.key), ("value", $0.value)]) }
    case .string(let s): return s.map { .string(String($0)) }
    case .nilValue: return []
    case .binding(let b):
      // `ForEach($items)`, `for $item in $items`: a binding to each element.
      let count = try elements(try b.get(), node).count
      return (0..<count).map { i in .binding(elementBinding(b, .int(i), node)) }
    default: throw error("\(v.typeName) is not a sequence", node)
    }
  }

  func isType(_ v: Value, _ typeNode: Syntax) -> Bool {
    let name = typeNode.name
    switch v {
    case .int: return name == "Int"
    case .double: return name == "Double" || name == "CGFloat"
    case .string: return name == "String"
    case .bool: return name == "Bool"
    case .instance(let i): return i.type.name == name || i.type.conforms(to: name)
    case .enumCase(let t, _, _): return t.name == name || t.conforms(to: name)
    case .nilValue: return false
    default: return v.typeName == name
    }
  }

  /// `as` conversions that change the value (numbers); others pass through.
  func coerce(_ v: Value, toTypeNode typeNode: Syntax) throws(EvalError) -> Value {
    try coerceDeclared(v, typeNode)
  }

  /// Converts a value to a declared type where Swift would: integer literals to Double/CGFloat,
  /// implicit members to SwiftUI values, arrays of them, optionals.
  func coerceDeclared(_ v: Value, _ typeNode: Syntax?) throws(EvalError) -> Value {
    guard let typeNode else { return v }
    switch typeNode.kind {
    case .optionalType, .implicitlyUnwrappedOptionalType:
      if case .nilValue = v { return v }
      return try coerceDeclared(v, OptionalType(unchecked: typeNode).wrappedType)
    case .arrayType:
      if case .array(let a) = v {
        return .array(
          try a.map { x throws(EvalError) in try coerceDeclared(x, ArrayType(unchecked: typeNode).element) })
      }
      return v
    case .identifierType:
      let name = typeNode.name
      switch (name, v) {
      case ("Double", .int(let i)), ("CGFloat", .int(let i)), ("Float", .int(let i)),
        ("TimeInterval", .int(let i)):
        return .double(Double(i))
      case ("Set", .array(let a)):
        let element = IdentifierType(unchecked: typeNode).genericArguments.first
        return .set(try dedupe(a.map { x throws(EvalError) in try coerceDeclared(x, element) }))
      case ("Array", .array(let a)):
        let element = IdentifierType(unchecked: typeNode).genericArguments.first
        return .array(try a.map { x throws(EvalError) in try coerceDeclared(x, element) })
      case (_, .implicit):
        if let t = findType(name) {
          return try resolveImplicit(v, in: t)
        }
        return try resolveNative(v, as: name)
      default:
        return v
      }
    default:
      return v
    }
  }

  func dedupe(_ values: [Value]) throws(EvalError) -> [Value] {
    var seen = Set<String>()
    return values.filter { seen.insert(key($0)).inserted }
  }

  /// An implicit member resolved in a user type (`.foo`, `.bar(1)`, static members).
  func resolveImplicit(_ v: Value, in t: UserType) throws(EvalError) -> Value {
    guard case .implicit(let chain) = v else { return v }
    var current: Value = .type(.user(t))
    for (i, step) in chain.steps.enumerated() {
      if let args = step.arguments {
        current = try callMember(current, step.name, args, chain.node, scope: globals)
      } else {
        current = try getMember(current, step.name, chain.node, scope: globals)
      }
      _ = i
    }
    return current
  }
}

extension Interpreter {
  /// A type written in an expression: a user type or one Detents provides.
  func typeRef(_ node: Syntax, _ s: Scope) throws(EvalError) -> TypeRef {
    let name = node.name
    if let t = findType(name, from: s.selfType) { return .user(t) }
    if node.kind == .arrayType { return .builtin("Array") }
    if node.kind == .dictionaryType { return .builtin("Dictionary") }
    if Registry.isBuiltinCallable(name) { return .builtin(name) }
    throw error("cannot find type '\(name)' in scope", node, id: .unknownMember)
  }
}
