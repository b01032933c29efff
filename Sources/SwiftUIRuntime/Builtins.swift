import Detents
import Portable
import SwiftSource
import ViewTree

extension Interpreter {
  /// Names that exist without a declaration: types used as values, `Task`, constants.
  func builtinGlobal(_ name: String, _ node: Syntax) throws(EvalError) -> Value? {
    guard let info = Registry.globalNameInfo[name] else { return nil }
    if info.isCallable && !info.isFunction { return .type(.builtin(name)) }
    if info.isFunction {
      return .closure(
        Closure(
          name: name,
          body: .native { [this = UnownedRef(self)] args throws(EvalError) in
            try this.object.builtinCall(name, args, node, scope: this.object.globals)
          }
        ))
    }
    return nil
  }

  func argNumber(_ args: [Argument], _ i: Int, _ node: Syntax) throws(EvalError) -> Double {
    guard i < args.count, let n = number(args[i].value) else {
      throw error(
        "expected a number as argument \(i + 1)", args.indices.contains(i) ? args[i].node ?? node : node)
    }
    return n
  }

  /// An argument as an Int; NaN, infinities and huge values are errors, not traps.
  func argInt(_ args: [Argument], _ i: Int, _ node: Syntax) throws(EvalError) -> Int {
    let d = try argNumber(args, i, node)
    guard d.isFinite, abs(d) < 9e15 else { throw error("\(d) is not a usable count or index", node) }
    return Int(d)
  }

  /// The `count:` of `String(repeating:count:)` and `Array(repeating:count:)`: negative counts
  /// are located errors (Swift traps), and so are results over the collection budget.
  func repeatCount(_ args: [Argument], _ node: Syntax, each: Int) throws(EvalError) -> Int {
    guard let i = args.firstIndex(where: { $0.label == "count" }) else {
      throw error("repeating: needs a count:", node)
    }
    let count = try argInt(args, i, node)
    let at = args[i].node ?? node
    if count < 0 { throw error("can't construct a collection with a negative count (\(count))", at) }
    let (total, overflow) = count.multipliedReportingOverflow(by: max(each, 1))
    if overflow || total > budget.collectionSize {
      throw error("a collection of \(count) repeated elements is over the budget", at, id: .budgetExceeded)
    }
    return count
  }

  func callClosure(_ v: Value, _ args: [Value], _ node: Syntax) throws(EvalError) -> Value {
    // A key path where a function is expected (SE-0249): `books.filter(\.isAvailable)` reads
    // its members of the one argument in turn.
    if case .keyPath(let path) = v, args.count == 1 {
      var value = args[0]
      for name in path where name != "self" { value = try getMember(value, name, node, scope: globals) }
      return value
    }
    guard case .closure(let c) = v else { throw error("expected a closure, got \(v.typeName)", node) }
    return try invoke(c, args.map { Argument(label: nil, value: $0) }, node)
  }

  /// The lines `dump(_:)` prints for `value`, as Swift's mirror shows it: `- label: value`
  /// for a plain value; `▿ label: Type` and the stored properties indented two spaces for an
  /// instance; a binding (a wrapper's storage) with its `wrappedValue`.
  func dumpLines(_ value: Value, label: String?, indent: String) -> [String] {
    let prefix = label.map { "\($0): " } ?? ""
    switch value {
    case .instance(let inst):
      var out = ["\(indent)▿ \(prefix)\(inst.type.name)"]
      for p in inst.type.stored {
        if let v = inst.fields[p.name] { out += dumpLines(v, label: p.name, indent: indent + "  ") }
      }
      return out
    case .binding(let b):
      let wrapped = (try? b.get()) ?? .nilValue
      return ["\(indent)▿ \(prefix)\(value.typeName)"]
        + dumpLines(wrapped, label: "wrappedValue", indent: indent + "  ")
    case .string(let s):
      return ["\(indent)- \(prefix)\"\(s)\""]
    default:
      return ["\(indent)- \(prefix)\(describe(value))"]
    }
  }

  /// Calls of built-in names: views, types, functions.
  func builtinCall(_ name: String, _ args: [Argument], _ node: Syntax, scope: Scope) throws(EvalError)
    -> Value
  {
    if Registry.views[name] != nil { return try makeView(name, args, node, scope: scope) }
    switch name {
    case "min", "max":
      if args.count == 1, case .array(let a) = args[0].value {
        let least = try a.tryMin { x, y throws(EvalError) in try compare(x, y, node) < 0 }
        return try least.map { x throws(EvalError) in
          name == "min" ? x : try a.tryMax { x, y throws(EvalError) in try compare(x, y, node) < 0 }!
        } ?? .nilValue
      }
      guard args.count >= 2 else { throw error("\(name) needs two arguments", node) }
      var best = args[0].value
      for a in args.dropFirst() {
        let c = try compare(a.value, best, node)
        if name == "min" ? c < 0 : c > 0 { best = a.value }
      }
      if args.contains(where: { if case .double = $0.value { true } else { false } }), let n = number(best) {
        return .double(n)
      }
      return best
    case "abs":
      let v = args.first?.value ?? .int(0)
      if case .int(let i) = v {
        guard i != .min else {
          throw error("arithmetic overflow: abs(\(i)) does not fit in Int", node, id: .programTrap)
        }
        return .int(abs(i))
      }
      return .double(abs(try argNumber(args, 0, node)))
    case "round": return .double((try argNumber(args, 0, node)).rounded())
    case "floor": return .double((try argNumber(args, 0, node)).rounded(.down))
    case "ceil": return .double((try argNumber(args, 0, node)).rounded(.up))
    case "sqrt": return .double((try argNumber(args, 0, node)).squareRoot())
    case "print":
      var separator = " "
      for a in args where a.label != nil {
        switch (a.label, a.value) {
        case ("separator", .string(let s)): separator = s
        case ("terminator", .string("\n")): break
        case ("terminator", _):
          throw error("print(terminator:) other than \"\\n\" is not supported yet", a.node ?? node)
        default: throw error("print has no parameter '\(a.label ?? "_"):'", a.node ?? node)
        }
      }
      output.append(args.filter { $0.label == nil }.map { describe($0.value) }.joined(separator: separator))
      return .void
    case "State":
      // `_count = State(initialValue: start)` in an initializer: the storage's initial value,
      // which the view's state takes when it first appears (as SwiftUI does; later inits of
      // the same view keep the state it has).
      guard args.count == 1, let label = args[0].label, label == "initialValue" || label == "wrappedValue"
      else {
        throw error("State takes initialValue: or wrappedValue:", node)
      }
      return .tuple([("wrappedValue", args[0].value)])
    case "dump":
      // Swift's `dump(_:)`, in its mirror format: `- 2` for a plain value, `▿ Type` and a line
      // a stored property for an instance; a wrapper's storage (`dump(_n)`) shows its
      // `wrappedValue` only (SwiftUI's private fields are not modelled).
      guard let a = args.first(where: { $0.label == nil }) else { throw error("dump needs a value", node) }
      output += dumpLines(a.value, label: nil, indent: "")
      return a.value
    case "assert", "precondition":
      if case .bool(false) = args.first?.value { throw error("\(name) failed", node) }
      return .void
    case "fatalError":
      throw error("fatalError: \(args.first.map { describe($0.value) } ?? "")", node, id: .programTrap)
    case "zip":
      guard args.count == 2 else { throw error("zip needs two sequences", node) }
      let a = try elements(args[0].value, node)
      let b = try elements(args[1].value, node)
      return .array(zip(a, b).map { .tuple([(nil, $0), (nil, $1)]) })
    case "stride":
      let from = try argNumber(args, 0, node)
      let to = try argNumber(args, 1, node)
      let by = try argNumber(args, 2, node)
      guard by != 0 else { throw error("stride by 0", node) }
      let through = args.count > 1 && args[1].label == "through"
      var out: [Value] = []
      var x = from
      let allInt = args.allSatisfy { if case .int = $0.value { true } else { false } }
      while by > 0 ? (through ? x <= to : x < to) : (through ? x >= to : x > to) {
        out.append(allInt ? .int(Int(x)) : .double(x))
        x += by
        if out.count > budget.collectionSize {
          throw error("stride is over the collection budget", node, id: .budgetExceeded)
        }
      }
      return .array(out)
    case "withAnimation":
      var animation: Animation? = .default(on: currentOS)
      var body: Value = .void
      for a in args {
        if a.label == nil, case .closure = a.value {
          body = a.value
        } else {
          animation = try animationValue(a.value, node)
        }
      }
      let saved = transaction
      transaction = .some(animation)
      defer { transaction = saved }
      return try callClosure(body, [], node)
    case "Int":
      guard let v = args.first?.value else { return .int(0) }
      switch v {
      case .int: return v
      case .double(let d):
        guard d.isFinite, abs(d) < 9.2e18 else { throw error("\(d) cannot be converted to Int", node) }
        return .int(Int(d))
      case .string(let s): return Int(s).map(Value.int) ?? .nilValue
      case .bool(let b): return .int(b ? 1 : 0)
      default: throw error("cannot convert \(v.typeName) to Int", node)
      }
    case "Double", "CGFloat", "Float", "TimeInterval":
      guard let v = args.first?.value else { return .double(0) }
      if let n = number(v) { return .double(n) }
      if case .string(let s) = v { return Double(s).map(Value.double) ?? .nilValue }
      throw error("cannot convert \(v.typeName) to \(name)", node)
    case "String":
      // `String(data: data, encoding: .utf8)`, `String(decoding: data, as: UTF8.self)`.
      if case .native(.data(let bytes))? = label(args, "data") ?? label(args, "decoding") {
        return .string(String(decoding: bytes, as: UTF8.self))
      }
      if let r = label(args, "repeating") {
        guard case .string(let unit) = r else {
          throw error("String(repeating:count:) repeats a String or Character, not \(r.typeName)", node)
        }
        let count = try repeatCount(args, node, each: unit.count)
        return .string(String(repeating: unit, count: count))
      }
      if let f = args.first(where: { $0.label == "format" })
        ?? (args.first?.label == nil && args.count > 1 ? args.first : nil),
        case .string(let format) = f.value
      {
        return .string(
          try formatString(
            format, args.filter { $0.label == nil && $0.node?.id != f.node?.id }.map { $0.value }, node))
      }
      return .string(args.first.map { describe($0.value) } ?? "")
    case "PreviewDevice", "Locale":
      // `PreviewDevice(rawValue: "iPhone 15")`, `Locale(identifier: "es")`: for preview
      // modifiers and `.environment(\.locale, …)`, which have no effect; kept as their string.
      guard case .string(let s)? = args.first?.value else {
        throw error(
          "\(name)(_:) needs a string, as \(name)(\(name == "Locale" ? "identifier" : "rawValue"): \"…\")",
          node)
      }
      return .string(s)
    case "Character":
      // Characters are one-character strings in the interpreter.
      guard case .string(let c) = args.first?.value, c.count == 1 else {
        throw error("Character(_:) needs a string of exactly one character", args.first?.node ?? node)
      }
      return .string(c)
    case "Bool":
      return args.first?.value ?? .bool(false)
    case "Array":
      if let r = label(args, "repeating") {
        return .array(Array(repeating: r, count: try repeatCount(args, node, each: 1)))
      }
      return .array(try args.first.map { a throws(EvalError) in try elements(a.value, node) } ?? [])
    case "Set":
      return .set(try dedupe(try args.first.map { a throws(EvalError) in try elements(a.value, node) } ?? []))
    case "Dictionary":
      return .dictionary([])
    case "DateFormatter": return .native(.dateFormatter(DateFormatterValue()))
    case "StrokeStyle":
      // Dashes, caps and joins change the line's pixels: not drawn yet, so an error names them.
      if let other = args.first(where: { $0.label != "lineWidth" }) {
        throw error(
          "StrokeStyle(\(other.label ?? "_"):) is not supported by Detents yet (StrokeStyle(lineWidth:) is)",
          other.node ?? node, id: .unsupportedAPI)
      }
      return .native(.strokeStyle(lineWidth: try num(args, "lineWidth", node) ?? 1))
    case "JSONEncoder": return .native(.foundationObject(.jsonEncoder))
    case "JSONDecoder": return .native(.foundationObject(.jsonDecoder))
    case "Data":
      // `Data(contentsOf: url)`: a file the run wrote; a missing one is an error the program
      // can catch, as Foundation throws. `Data("text".utf8)`, `Data()`.
      if let u = label(args, "contentsOf") {
        guard case .native(.url(let path)) = u else { throw error("Data(contentsOf:) needs a URL", node) }
        guard let bytes = files[path] else {
          throw thrownError(
            "The file “\(path.split(separator: "/").last.map(String.init) ?? path)” couldn’t be opened because there is no such file."
          )
        }
        return .native(.data(bytes))
      }
      guard let first = args.first else { return .native(.data([])) }
      if case .string(let s) = first.value { return .native(.data(Array(s.utf8))) }
      if case .native(.data) = first.value { return first.value }
      throw error("Data(_:) of a \(first.value.typeName) is not supported yet", node)
    case "URL":
      if let p = label(args, "fileURLWithPath") ?? label(args, "string"), case .string(let s) = p {
        return .native(.url(s.hasPrefix("file://") ? String(s.dropFirst(7)) : s))
      }
      throw error("URL needs fileURLWithPath: or string:", node)
    case "IndexSet":
      // A set of Ints in ascending order (its `for` and `map` go in that order).
      var offsets: [Value] = []
      if let i = label(args, "integer") {
        offsets = [i]
      } else if let first = args.first {
        offsets = try elements(first.value, node)
      }
      return .set(try dedupe(offsets).trySorted { x, y throws(EvalError) in try compare(x, y, node) < 0 })
    case "Optional":
      return args.first?.value ?? .nilValue
    case "Date":
      // A fixed virtual "now", so every render of a program is the same: Monday 9 June 2025,
      // 09:41 UTC (the time on Apple's marketing screens, on the day iOS 26 was shown), plus
      // the run's virtual time.
      let now = dateNow
      guard let a = args.first else { return .native(.date(now)) }
      guard args.count == 1, let t = number(a.value) else {
        throw error(
          "Date(…) takes one interval: timeIntervalSinceNow:, timeIntervalSince1970: or timeIntervalSinceReferenceDate:",
          node)
      }
      switch a.label {
      case "timeIntervalSinceNow": return .native(.date(now + t))
      case "timeIntervalSince1970": return .native(.date(t - 978_307_200))
      case "timeIntervalSinceReferenceDate": return .native(.date(t))
      default:
        throw error(
          "Date(\(a.label ?? "_"):) is not supported yet; Date(), Date(timeIntervalSinceNow:) and Date(timeIntervalSince1970:) are",
          a.node ?? node, id: .unsupportedAPI)
      }
    case "NavigationPath":
      // The values pushed on a stack, as an array: `append`, `removeLast`, `count`, `isEmpty`.
      return .array(try args.first.map { a throws(EvalError) in try elements(a.value, node) } ?? [])
    case "UUID":
      uuidCounter += 1
      return .native(.uuid("00000000-0000-0000-0000-" + zeroPadded(uuidCounter, toWidth: 12)))
    case "Task":
      guard let body = args.last?.value, case .closure(let c) = body else {
        throw error("Task needs a closure", node)
      }
      host?.startTask(c)
      return .void
    case "Binding":
      if let g = args.first(where: { $0.label == "get" }), let s = args.first(where: { $0.label == "set" }) {
        return .binding(
          BindingBox(
            name: "Binding",
            get: { [this = UnownedRef(self)] () throws(EvalError) in
              try this.object.callClosure(g.value, [], node)
            },
            set: { [this = UnownedRef(self)] v throws(EvalError) in
              _ = try this.object.callClosure(s.value, [v], node)
            }))
      }
      throw error("Binding(get:set:) needs both closures", node)
    default:
      return try resolveNative(
        .implicit(ImplicitChain(steps: [.init(name: "init", arguments: args)], node: node)), as: name)
    }
  }

  var currentOS: OSVersion { host?.os ?? .latest }
  /// `Date()`: the fixed virtual "now" of every run plus the run's virtual time, in seconds
  /// since 1 January 2001 (see the `Date` case of `builtinCall`).
  var dateNow: Double { CalendarDate.virtualNow + (host?.now ?? 0) }
  var isMac: Bool { host?.isMac ?? false }

  /// `String(format:)`: printf's conversions of integers (`%d`, `%5ld`, `%x`…) and doubles
  /// (`%.2f`, `%e`, `%g`…) with their flags, width and precision (Portable's
  /// `PrintfConversion`), `%@` and `%s` of any value as `print` shows it, `%%`.
  func formatString(_ format: String, _ args: [Value], _ node: Syntax) throws(EvalError) -> String {
    var out = ""
    var it = Array(format)
    var i = 0
    var argIndex = 0
    func nextArg() throws(EvalError) -> Value {
      guard argIndex < args.count else {
        throw error("String(format:) has more placeholders than arguments", node)
      }
      defer { argIndex += 1 }
      return args[argIndex]
    }
    while i < it.count {
      if it[i] != "%" {
        out.append(it[i])
        i += 1
        continue
      }
      var spec = ""
      i += 1
      while i < it.count, "0123456789.-+ #lh".contains(it[i]) {
        spec.append(it[i])
        i += 1
      }
      guard i < it.count else { break }
      let c = it[i]
      i += 1
      switch c {
      case "%": out.append("%")
      case "d", "i", "u", "x", "X", "f", "g", "e", "F":
        let v = try nextArg()
        guard let conversion = PrintfConversion(spec, conversion: c) else {
          out += "%" + spec + String(c)
          continue
        }
        if conversion.takesInteger {
          // An Int as it is; a Double cut toward zero, as `Int(_:)` does (0 when it does not fit).
          let n =
            if case .int(let n) = v { n } else {
              number(v).flatMap { Int(exactly: $0.rounded(.towardZero)) } ?? 0
            }
          out += conversion.format(n)
        } else {
          out += conversion.format(number(v) ?? 0)
        }
      case "@", "s":
        out += describe(try nextArg())
      default:
        out += "%" + spec + String(c)
      }
    }
    it.removeAll()
    return out
  }

  func builtinCallValue(_ f: Value, _ args: [Argument], _ node: Syntax) throws(EvalError) -> Value {
    switch f {
    case .native(.dismissAction(let id)):
      host?.dismiss(presentation: id)
      return .void
    case .array(let a) where a.count == 1 && a[0].isType:
      // `[Int](repeating: 0, count: 3)`, `[String]()`: the array type's initializer.
      return try builtinCall("Array", args, node, scope: globals)
    case .dictionary(let d) where d.count == 1 && d[0].key.isType && d[0].value.isType:
      return try builtinCall("Dictionary", args, node, scope: globals)
    default:
      throw error("cannot call a value of type \(f.typeName)", node)
    }
  }

  // MARK: Members of built-in values

  /// For `[Element]` written as an array literal of one type, the `extension [Element]` that
  /// declares the static member `name`, if there is one.
  func arrayExtension(_ literal: [Value], declaring name: String) -> UserType? {
    guard literal.count == 1 else { return nil }
    let element: String
    switch literal[0] {
    case .type(.user(let t)): element = t.name
    case .type(.builtin(let t)): element = t
    default: return nil
    }
    guard let ext = builtinExtensions["[" + element + "]"], ext.hasStaticMember(name) else { return nil }
    return ext
  }

  func builtinMember(_ base: Value, _ name: String, _ node: Syntax) throws(EvalError) -> Value {
    switch (base, name) {
    // `Int.self`, `[Item].self`, `[String: Int].self`: the type, as `decode(_:from:)` takes it.
    case (.type(.builtin), "self"): return base
    case (.array(let a), "self") where a.count == 1 && a[0].isType: return base
    case (.dictionary(let d), "self") where d.count == 1 && d[0].key.isType && d[0].value.isType: return base
    // `[Card].preview`: a static member of `extension [Card]` (the array type, written as a
    // literal of its element type).
    case (.array(let a), _) where arrayExtension(a, declaring: name) != nil:
      return try getMember(.type(.user(arrayExtension(a, declaring: name)!)), name, node, scope: globals)
    case (.array(let a), "count"), (.set(let a), "count"): return .int(a.count)
    case (.array(let a), "isEmpty"), (.set(let a), "isEmpty"): return .bool(a.isEmpty)
    case (.array(let a), "first"): return a.first ?? .nilValue
    case (.array(let a), "last"): return a.last ?? .nilValue
    case (.array(let a), "indices"): return .range(lower: 0, upper: a.count, closed: false)
    case (.array(let a), "startIndex"): return .int(a.isEmpty ? 0 : 0)
    case (.array(let a), "endIndex"): return .int(a.count)
    case (.dictionary(let d), "count"): return .int(d.count)
    case (.dictionary(let d), "isEmpty"): return .bool(d.isEmpty)
    case (.dictionary(let d), "keys"): return .array(d.map { $0.key })
    case (.dictionary(let d), "values"): return .array(d.map { $0.value })
    case (.string(let s), "count"): return .int(s.count)
    case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
    case (.string(let s), "first"): return s.first.map { .string(String($0)) } ?? .nilValue
    case (.string(let s), "last"): return s.last.map { .string(String($0)) } ?? .nilValue
    case (.string(let s), "uppercased"), (.string(let s), "lowercased"):
      return .string(name == "uppercased" ? s.uppercased() : s.lowercased())
    case (.string(let s), "capitalized"), (.string(let s), "localizedCapitalized"):
      return .string(s.capitalizedWords())
    // Its UTF-8 bytes, for `Data(text.utf8)` (and `.utf8.count`).
    case (.string(let s), "utf8"): return .native(.data(Array(s.utf8)))
    case (.range(let lo, let hi, let closed), "count"): return .int(closed ? hi - lo + 1 : hi - lo)
    case (.range(let lo, _, _), "lowerBound"): return .int(lo)
    case (.range(_, let hi, _), "upperBound"): return .int(hi)
    case (.int(let i), "description"): return .string(String(i))
    case (.double(let d), "description"): return .string(describe(.double(d)))
    case (.int(let i), "isMultiple"):
      return .closure(
        Closure(name: name) { args in .bool(i % Int((args.first.flatMap { self.number($0.value) }) ?? 1) == 0)
        })
    case (.tuple(let parts), _):
      if let p = parts.first(where: { $0.label == name }) { return p.value }
      if let i = Int(name), i < parts.count { return parts[i].value }
    case (.binding(let b), "wrappedValue"): return try b.get()
    case (.type(.builtin), "self"):
      // `Int.self`, as `navigationDestination(for:)` takes it.
      return base
    case (.type(.builtin(let t)), _):
      if let ext = builtinExtensions[t], ext.hasStaticMember(name) {
        return try getMember(.type(.user(ext)), name, node, scope: globals)
      }
      // `Font.Weight`, `Edge.Set`: a nested type, whose members come next.
      if Registry.members[t + "." + name] != nil { return .type(.builtin(t + "." + name)) }
      return try resolveNative(
        .implicit(ImplicitChain(steps: [.init(name: name, arguments: nil)], node: node)), as: t)
    case (.native(let n), _):
      return try nativeMember(n, name, node)
    case (.view, _):
      throw error("value of type 'some View' has no property '\(name)'", node)
    default:
      break
    }
    if case .instance = base {
    } else if ["isEmpty", "count"].contains(name), case .nilValue = base {
      throw error("value of optional type must be unwrapped to refer to '\(name)'", node)
    }
    throw error("value of type '\(base.typeName)' has no member '\(name)'", node, id: .unknownMember)
  }

  func builtinMethod(_ base: Value, _ name: String, _ args: [Argument], _ node: Syntax, scope: Scope)
    throws(EvalError)
    -> Value
  {
    func fn(_ i: Int = 0) throws(EvalError) -> Value {
      guard i < args.count else { throw error("'\(name)' needs a closure", node) }
      return args[i].value
    }
    switch base {
    case .array(let a), .set(let a):
      let isSet = { if case .set = base { true } else { false } }()
      switch name {
      case "map": return .array(try a.map { x throws(EvalError) in try callClosure(fn(), [x], node) })
      case "compactMap":
        return .array(
          try a.map { x throws(EvalError) in try callClosure(fn(), [x], node) }.filter {
            if case .nilValue = $0 { false } else { true }
          })
      case "flatMap":
        return .array(
          try a.tryFlatMap { x throws(EvalError) in try elements(callClosure(fn(), [x], node), node) })
      case "filter":
        let r = try a.tryFilter { x throws(EvalError) in try truth(callClosure(fn(), [x], node), node) }
        return isSet ? .set(r) : .array(r)
      case "forEach":
        for x in a { _ = try callClosure(fn(), [x], node) }
        return .void
      case "contains":
        if let first = args.first, first.label == "where" || isClosureValue(first.value) {
          return .bool(
            try a.tryContains { x throws(EvalError) in try truth(callClosure(first.value, [x], node), node) })
        }
        let target = args.first?.value ?? .void
        return .bool(try a.tryContains { x throws(EvalError) in try equal(x, target) })
      case "first":
        return try a.tryFirst { x throws(EvalError) in try truth(callClosure(fn(), [x], node), node) }
          ?? .nilValue
      case "firstIndex":
        if let first = args.first, first.label == "where" {
          return try a.tryFirstIndex { x throws(EvalError) in
            try truth(callClosure(first.value, [x], node), node)
          }.map { .int($0) } ?? .nilValue
        }
        let target = args.first?.value ?? .void
        return try a.tryFirstIndex { x throws(EvalError) in try equal(x, target) }.map { .int($0) }
          ?? .nilValue
      case "reduce":
        var acc = args.first?.value ?? .void
        for x in a { acc = try callClosure(args.count > 1 ? args[1].value : .void, [acc, x], node) }
        return acc
      case "sorted":
        if let by = args.first {
          return .array(
            try a.trySorted { x, y throws(EvalError) in try truth(callClosure(by.value, [x, y], node), node) }
          )
        }
        return .array(try a.trySorted { x, y throws(EvalError) in try compare(x, y, node) < 0 })
      case "reversed": return .array(a.reversed())
      case "enumerated":
        return .array(a.enumerated().map { .tuple([("offset", .int($0.offset)), ("element", $0.element)]) })
      case "joined":
        let sep = args.first.map { describe($0.value) } ?? ""
        return .string(a.map(describe).joined(separator: sep))
      case "prefix": return .array(Array(a.prefix(try argInt(args, 0, node))))
      case "suffix": return .array(Array(a.suffix(try argInt(args, 0, node))))
      case "dropFirst":
        return .array(Array(a.dropFirst(args.isEmpty ? 1 : try argInt(args, 0, node))))
      case "dropLast": return .array(Array(a.dropLast(args.isEmpty ? 1 : try argInt(args, 0, node))))
      case "min", "max":
        let s = try a.trySorted { x, y throws(EvalError) in try compare(x, y, node) < 0 }
        return (name == "min" ? s.first : s.last) ?? .nilValue
      // From the run's seeded generator, so the same every run (SeededRandom).
      case "randomElement": return a.isEmpty ? .nilValue : a[random.int(0, through: a.count - 1)]
      case "shuffled": return .array(random.shuffled(a))
      case "union", "intersection", "subtracting":
        let other = try elements(args.first?.value ?? .array([]), node)
        switch name {
        case "union": return .set(try dedupe(a + other))
        case "intersection":
          return .set(
            try a.tryFilter { x throws(EvalError) in
              try other.tryContains { y throws(EvalError) in try equal(x, y) }
            })
        default:
          return .set(
            try a.tryFilter { x throws(EvalError) in
              try !other.tryContains { y throws(EvalError) in try equal(x, y) }
            })
        }
      default: break
      }
    case .string(let s):
      switch name {
      case "hasPrefix": return .bool(s.hasPrefix(describe(args.first?.value ?? .string(""))))
      case "hasSuffix": return .bool(s.hasSuffix(describe(args.first?.value ?? .string(""))))
      case "contains":
        // Foundation's `contains`, which finds no empty string.
        let part = describe(args.first?.value ?? .string(""))
        return .bool(!part.isEmpty && s.containsText(part))
      case "uppercased": return .string(s.uppercased())
      case "lowercased": return .string(s.lowercased())
      case "trimmingCharacters": return .string(s.trimmingWhitespace())
      case "split":
        let sep = describe(args.first?.value ?? .string(" "))
        return .array(s.split(separator: Character(sep.isEmpty ? " " : sep)).map { .string(String($0)) })
      case "replacingOccurrences":
        guard args.count == 2 else { break }
        return .string(s.replacingText(describe(args[0].value), with: describe(args[1].value)))
      default: break
      }
    case .dictionary(let d):
      switch name {
      case "map":
        return .array(
          try d.map { e throws(EvalError) in
            try callClosure(fn(), [.tuple([("key", e.key), ("value", e.value)])], node)
          })
      case "filter":
        return .dictionary(
          try d.tryFilter { e throws(EvalError) in
            try truth(callClosure(fn(), [.tuple([("key", e.key), ("value", e.value)])], node), node)
          })
      default: break
      }
    case .nilValue:
      if name == "map" || name == "flatMap" { return .nilValue }
    case .int, .double, .bool, .enumCase, .native, .instance, .tuple, .range, .closure, .binding:
      if name == "map" || name == "flatMap" {
        // Optional.map on a present value.
        if case .range = base {
        } else if case .closure = base {
        } else {
          return try callClosure(fn(), [base], node)
        }
      }
      if case .range = base {
        return try builtinMethod(.array(try elements(base, node)), name, args, node, scope: scope)
      }
      if name == "formatted", let f = args.first, let n = number(base),
        case .native(.currencyFormat(let code)) = try resolveNative(f.value, as: "FormatStyle")
      {
        return .string(currencyText(n, code: code))
      }
      if case .native(let n) = base { return try nativeMethod(n, name, args, node) }
      if case .double(let d) = base, name == "rounded" { return .double(d.rounded()) }
      if case .int(let i) = base, name == "isMultiple" {
        return .bool(i % max(1, try argInt(args, 0, node)) == 0)
      }
    default:
      break
    }
    if case .binding(let b) = base {
      return try builtinMethod(try b.get(), name, args, node, scope: scope)
    }
    throw error("value of type '\(base.typeName)' has no method '\(name)'", node)
  }

  // MARK: Mutation of built-in values

  func setBuiltinMember(_ base: Value, _ name: String, _ value: Value, _ node: Syntax) throws(EvalError)
    -> Value
  {
    if case .binding(let b) = base, name == "wrappedValue" {
      try b.set(value)
      return base
    }
    if case .native(.dateFormatter(let f)) = base {
      return .native(.dateFormatter(try settingDateFormatter(f, name, value, node)))
    }
    throw error("cannot assign to property '\(name)' of \(base.typeName)", node)
  }

  func subscriptGet(_ base: Value, _ args: [Argument], _ node: Syntax) throws(EvalError) -> Value {
    guard let index = args.first?.value else { throw error("subscript needs an index", node) }
    switch (base, index) {
    case (.array(let a), .int(let i)):
      guard a.indices.contains(i) else { throw error("index \(i) out of range (count \(a.count))", node) }
      return a[i]
    case (.array(let a), .range(let lo, let hi, let closed)):
      let upper = closed ? hi + 1 : hi
      guard lo >= 0, upper <= a.count else { throw error("range out of bounds", node) }
      return .array(Array(a[lo..<upper]))
    case (.dictionary(let d), _):
      let k = key(index)
      if let e = d.first(where: { key($0.key) == k }) { return e.value }
      if let def = args.first(where: { $0.label == "default" }) { return def.value }
      return .nilValue
    default:
      throw error("cannot subscript \(base.typeName) with \(index.typeName)", node)
    }
  }

  func subscriptSet(_ base: Value, _ args: [Argument], _ value: Value, _ node: Syntax) throws(EvalError)
    -> Value
  {
    guard let index = args.first?.value else { throw error("subscript needs an index", node) }
    switch (base, index) {
    case (.array(var a), .int(let i)):
      guard a.indices.contains(i) else { throw error("index \(i) out of range (count \(a.count))", node) }
      a[i] = value
      return .array(a)
    case (.dictionary(var d), _):
      let k = key(index)
      if let at = d.firstIndex(where: { key($0.key) == k }) {
        if case .nilValue = value { d.remove(at: at) } else { d[at].value = value }
      } else if !value.isNil {
        d.append((index, value))
      }
      return .dictionary(d)
    default:
      throw error("cannot assign through a subscript of \(base.typeName)", node)
    }
  }
}

extension Value {
  var isNil: Bool { if case .nilValue = self { true } else { false } }
  /// A type used as a value: `Int` in `[Int]()`.
  var isType: Bool { if case .type = self { true } else { false } }
}

extension Closure {
  convenience init(name: String, _ f: @escaping ([Argument]) throws(EvalError) -> Value) {
    self.init(name: name, body: .native(f))
  }
}
