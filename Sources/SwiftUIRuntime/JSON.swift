import Portable
import SwiftSource

/// JSON as `JSONEncoder` writes it and `JSONDecoder` reads it, by hand: the runtime has no
/// Foundation. A number keeps its text, so an `Int` goes through exactly.
indirect enum JSONValue {
  case null
  case bool(Bool)
  case number(String)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  /// The compact text `JSONEncoder` writes (no spaces; `/` escaped as `\/`, as it does by
  /// default); keys in declaration order.
  var jsonText: String {
    switch self {
    case .null: "null"
    case .bool(let b): b ? "true" : "false"
    case .number(let n): n
    case .string(let s): JSONValue.quoted(s)
    case .array(let a): "[" + a.map { $0.jsonText }.joined(separator: ",") + "]"
    case .object(let o):
      "{" + o.map { JSONValue.quoted($0.key) + ":" + $0.value.jsonText }.joined(separator: ",") + "}"
    }
  }

  static func quoted(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
      switch u {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "/": out += "\\/"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if u.value < 0x20 {
          out += "\\u00" + (u.value < 0x10 ? "0" : "") + String(u.value, radix: 16)
        } else {
          out.unicodeScalars.append(u)
        }
      }
    }
    return out + "\""
  }

  /// Parses JSON text; nil with the reason when it is not JSON.
  static func parse(_ data: [UInt8]) -> Result<JSONValue, JSONSyntaxError> {
    var p = JSONParser(input: data)
    do throws(JSONSyntaxError) {
      let v = try p.value()
      p.skipSpace()
      guard p.i == data.count else {
        throw JSONSyntaxError(message: "unexpected text after the JSON value", offset: p.i)
      }
      return .success(v)
    } catch {
      return .failure(error)
    }
  }
}

/// Why text is not JSON, and where.
struct JSONSyntaxError: Error {
  var message: String
  var offset: Int
}

private struct JSONParser {
  let input: [UInt8]
  var i = 0
  var depth = 0

  init(input: [UInt8]) { self.input = input }

  mutating func skipSpace() {
    while i < input.count, [0x20, 0x0A, 0x0D, 0x09].contains(input[i]) { i += 1 }
  }

  func fail(_ m: String) -> JSONSyntaxError { JSONSyntaxError(message: m, offset: i) }

  mutating func expect(_ word: String) throws(JSONSyntaxError) {
    for b in word.utf8 {
      guard i < input.count, input[i] == b else { throw fail("expected '\(word)'") }
      i += 1
    }
  }

  mutating func value() throws(JSONSyntaxError) -> JSONValue {
    skipSpace()
    guard i < input.count else { throw fail("unexpected end of the data") }
    depth += 1
    defer { depth -= 1 }
    if depth > 512 { throw fail("nested too deeply") }
    switch input[i] {
    case UInt8(ascii: "n"):
      try expect("null")
      return .null
    case UInt8(ascii: "t"):
      try expect("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expect("false")
      return .bool(false)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "["):
      i += 1
      var out: [JSONValue] = []
      skipSpace()
      if i < input.count, input[i] == UInt8(ascii: "]") {
        i += 1
        return .array(out)
      }
      while true {
        out.append(try value())
        skipSpace()
        guard i < input.count else { throw fail("unexpected end of the data in an array") }
        if input[i] == UInt8(ascii: ",") {
          i += 1
        } else if input[i] == UInt8(ascii: "]") {
          i += 1
          return .array(out)
        } else {
          throw fail("expected ',' or ']'")
        }
      }
    case UInt8(ascii: "{"):
      i += 1
      var out: [(key: String, value: JSONValue)] = []
      skipSpace()
      if i < input.count, input[i] == UInt8(ascii: "}") {
        i += 1
        return .object(out)
      }
      while true {
        skipSpace()
        guard i < input.count, input[i] == UInt8(ascii: "\"") else { throw fail("expected a key") }
        let k = try string()
        skipSpace()
        guard i < input.count, input[i] == UInt8(ascii: ":") else { throw fail("expected ':'") }
        i += 1
        out.append((k, try value()))
        skipSpace()
        guard i < input.count else { throw fail("unexpected end of the data in an object") }
        if input[i] == UInt8(ascii: ",") {
          i += 1
        } else if input[i] == UInt8(ascii: "}") {
          i += 1
          return .object(out)
        } else {
          throw fail("expected ',' or '}'")
        }
      }
    default:
      let start = i
      while i < input.count, "+-0123456789.eE".utf8.contains(input[i]) { i += 1 }
      guard i > start else { throw fail("unexpected character") }
      let text = String(decoding: input[start..<i], as: UTF8.self)
      guard Double(text) != nil else { throw fail("'\(text)' is not a number") }
      return .number(text)
    }
  }

  mutating func string() throws(JSONSyntaxError) -> String {
    i += 1
    var out: [UInt8] = []
    while i < input.count {
      let b = input[i]
      i += 1
      if b == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
      guard b == UInt8(ascii: "\\") else {
        out.append(b)
        continue
      }
      guard i < input.count else { break }
      let e = input[i]
      i += 1
      switch e {
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "u"):
        guard i + 4 <= input.count,
          var code = UInt32(String(decoding: input[i..<i + 4], as: UTF8.self), radix: 16)
        else { throw fail("bad \\u escape") }
        i += 4
        // A surrogate pair: the second half follows as another \u escape.
        if code >= 0xD800 && code < 0xDC00, i + 6 <= input.count, input[i] == UInt8(ascii: "\\"),
          let low = UInt32(String(decoding: input[i + 2..<i + 6], as: UTF8.self), radix: 16)
        {
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          i += 6
        }
        out += Array(String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}").utf8)
      default: out.append(e)
      }
    }
    throw fail("unterminated string")
  }
}

/// The type a value is decoded as: `JSONDecoder().decode([Item].self, from: data)`.
indirect enum DecodedType {
  case int, double, string, bool, uuid
  case optional(DecodedType)
  case array(DecodedType)
  case dictionary(DecodedType)
  case user(UserType)
  /// Unknown (a property with neither type nor usable initial value): as the JSON says.
  case any
}

extension Interpreter {
  /// `JSONEncoder().encode(value)`: the value as JSON text, as synthesized `Codable`
  /// conformance writes it (stored properties by name; nil ones left out; an enum with raw
  /// values as its raw value).
  func jsonEncode(_ v: Value, _ node: Syntax) throws(EvalError) -> JSONValue {
    switch v {
    case .nilValue: return .null
    case .bool(let b): return .bool(b)
    case .int(let i): return .number(String(i))
    case .double(let d):
      guard d.isFinite else {
        throw thrownError("EncodingError.invalidValue: \(describe(v)) is not valid in JSON")
      }
      if d == d.rounded(), abs(d) < 1e15 { return .number(String(Int(d))) }
      return .number(describe(v))
    case .string(let s): return .string(s)
    case .native(.uuid(let u)): return .string(u)
    case .array(let a), .set(let a):
      return .array(try a.map { x throws(EvalError) in try jsonEncode(x, node) })
    case .dictionary(let d):
      var out: [(key: String, value: JSONValue)] = []
      for e in d {
        guard case .string(let k) = e.key else {
          throw error("JSONEncoder: only dictionaries with String keys are supported yet", node)
        }
        out.append((k, try jsonEncode(e.value, node)))
      }
      return .object(out)
    case .enumCase(let t, let name, let payload):
      try requireCodable(t, "Encodable", node)
      if t.rawType != nil { return try jsonEncode(rawValue(t, name, node), node) }
      guard payload.isEmpty else {
        throw error("JSONEncoder: enum cases with associated values are not supported yet", node)
      }
      return .object([(name, .object([]))])
    case .instance(let inst):
      try requireCodable(inst.type, "Encodable", node)
      var out: [(key: String, value: JSONValue)] = []
      for p in inst.type.stored where p.wrapper == nil {
        guard var f = inst.fields[p.name], !f.isNil else { continue }
        if case .implicit(let chain) = f {
          // `.work` given to a memberwise initializer: a case of the property's enum.
          f = try coerceDeclared(f, p.typeNode)
          if case .implicit = f,
            case .user(let t) = try decodedType(of: p, in: inst.type, Scope(parent: globals)),
            chain.steps.count == 1, chain.steps[0].arguments == nil,
            t.cases.contains(where: { $0.name == chain.steps[0].name })
          {
            f = .enumCase(type: t, name: chain.steps[0].name, payload: [])
          }
        }
        out.append((p.name, try jsonEncode(f, node)))
      }
      return .object(out)
    default:
      throw error("JSONEncoder: a value of type '\(v.typeName)' is not Encodable", node)
    }
  }

  func requireCodable(_ t: UserType, _ which: String, _ node: Syntax) throws(EvalError) {
    guard t.conforms(to: which) || t.conforms(to: "Codable") else {
      throw error("type '\(t.name)' does not conform to '\(which)'", node)
    }
  }

  /// A Swift error the program can catch (`try?`, `do`/`catch`), described by `message`.
  func thrownError(_ message: String) -> EvalError { .thrown(.string(message)) }

  /// The type a value of `JSONDecoder().decode(T.self, …)` names: `Item.self`, `[Item].self`.
  func decodedType(_ v: Value, _ node: Syntax) throws(EvalError) -> DecodedType {
    switch v {
    case .type(.user(let t)): return .user(t)
    case .type(.builtin(let name)):
      if let b = DecodedType.builtin(name) { return b }
    case .array(let a) where a.count == 1: return .array(try decodedType(a[0], node))
    case .dictionary(let d) where d.count == 1: return .dictionary(try decodedType(d[0].value, node))
    default: break
    }
    throw error("JSONDecoder: cannot decode a '\(describe(v))'", node)
  }

  /// The type a type annotation names (`[Item]`, `Int?`, `[String: Double]`,
  /// `Array<Item>`), seen from `owner`; nil when it is not one that decodes.
  func decodedType(written node: Syntax, from owner: UserType?) -> DecodedType? {
    switch node.kind {
    case .optionalType, .implicitlyUnwrappedOptionalType:
      return decodedType(written: OptionalType(unchecked: node).wrappedType, from: owner).map {
        .optional($0)
      }
    case .arrayType:
      return decodedType(written: ArrayType(unchecked: node).element, from: owner).map { .array($0) }
    case .dictionaryType:
      return decodedType(written: DictionaryType(unchecked: node).value, from: owner).map { .dictionary($0) }
    case .identifierType, .memberType:
      let name = node.name
      let generic = node.kind == .identifierType ? IdentifierType(unchecked: node).genericArguments : []
      if name == "Array" || name == "Optional", generic.count == 1 {
        let inner = decodedType(written: generic[0], from: owner)
        return name == "Array" ? inner.map { .array($0) } : inner.map { .optional($0) }
      }
      if let b = DecodedType.builtin(name) { return b }
      return findType(name, from: owner).map { .user($0) }
    default:
      return nil
    }
  }

  /// The type of a stored property: as written, else as its initial value shows it.
  func decodedType(of p: UserType.StoredProperty, in t: UserType, _ s: Scope) throws(EvalError) -> DecodedType
  {
    if let node = p.typeNode, let d = decodedType(written: node, from: t) { return d }
    guard let e = p.initializer else { return .any }
    return DecodedType.of(try eval(e, s))
  }

  /// `JSONDecoder().decode(T.self, from: data)`: the value of type `type` the JSON holds; a
  /// missing key or a value of another type is a `DecodingError` the program can catch.
  func jsonDecode(_ j: JSONValue, as type: DecodedType, _ node: Syntax) throws(EvalError) -> Value {
    func mismatch(_ expected: String) -> EvalError {
      thrownError("DecodingError.typeMismatch: expected \(expected), found \(j.jsonText.prefix(40))")
    }
    switch (type, j) {
    case (.optional, .null): return .nilValue
    case (.optional(let inner), _): return try jsonDecode(j, as: inner, node)
    case (.any, .null): return .nilValue
    case (.int, .number(let n)):
      guard let i = Int(n) ?? Double(n).flatMap({ Int(exactly: $0) }) else { throw mismatch("Int") }
      return .int(i)
    case (.any, .number(let n)) where Int(n) != nil: return .int(Int(n)!)
    case (.int, _): throw mismatch("Int")
    case (.double, .number(let n)), (.any, .number(let n)): return .double(Double(n) ?? 0)
    case (.double, _): throw mismatch("Double")
    case (.string, .string(let s)), (.any, .string(let s)): return .string(s)
    case (.string, _): throw mismatch("String")
    case (.bool, .bool(let b)), (.any, .bool(let b)): return .bool(b)
    case (.bool, _): throw mismatch("Bool")
    case (.uuid, .string(let s)): return .native(.uuid(s))
    case (.uuid, _): throw mismatch("UUID")
    case (.array(let e), .array(let a)):
      return .array(try a.map { x throws(EvalError) in try jsonDecode(x, as: e, node) })
    case (.any, .array(let a)):
      return .array(try a.map { x throws(EvalError) in try jsonDecode(x, as: .any, node) })
    case (.array, _): throw mismatch("an array")
    case (.dictionary, .object(let o)), (.any, .object(let o)):
      let element = { if case .dictionary(let e) = type { e } else { DecodedType.any } }()
      return .dictionary(
        try o.map { x throws(EvalError) in (.string(x.key), try jsonDecode(x.value, as: element, node)) })
    case (.dictionary, _): throw mismatch("a dictionary")
    case (.user(let t), _):
      try requireCodable(t, "Decodable", node)
      return try decodeUser(t, j, node)
    case (.any, _): throw mismatch("a value")
    }
  }

  private func decodeUser(_ t: UserType, _ j: JSONValue, _ node: Syntax) throws(EvalError) -> Value {
    if t.kind == .enumType {
      if t.rawType != nil {
        let raw = try jsonDecode(j, as: t.rawType == "String" ? .string : .any, node)
        for c in t.cases where try equal(rawValue(t, c.name, node), raw) {
          return .enumCase(type: t, name: c.name, payload: [])
        }
        throw thrownError(
          "DecodingError.dataCorrupted: cannot initialize \(t.name) from \(j.jsonText.prefix(40))")
      }
      if case .object(let o) = j, o.count == 1,
        t.cases.contains(where: { $0.name == o[0].key && $0.labels.isEmpty })
      {
        return .enumCase(type: t, name: o[0].key, payload: [])
      }
      throw thrownError("DecodingError.dataCorrupted: cannot decode \(t.name) from \(j.jsonText.prefix(40))")
    }
    guard case .object(let o) = j else {
      throw thrownError(
        "DecodingError.typeMismatch: expected \(t.name) as an object, found \(j.jsonText.prefix(40))")
    }
    let selfCell = Cell(.instance(Instance(type: t, fields: [:])))
    let s = Scope(parent: globals)
    s.selfCell = selfCell
    s.selfType = t
    var fields: [String: Value] = [:]
    for p in t.stored where p.wrapper == nil {
      // A `let` with an initial value is not decoded (synthesized Decodable keeps the value).
      if p.isLet && p.initializer != nil { continue }
      let type = try decodedType(of: p, in: t, s)
      if let v = o.first(where: { $0.key == p.name })?.value {
        fields[p.name] = try jsonDecode(v, as: type, node)
      } else if case .optional = type {
        fields[p.name] = .nilValue
      } else if p.initializer == nil {
        throw thrownError("DecodingError.keyNotFound: no value for '\(p.name)' of \(t.name)")
      }
    }
    selfCell.value = .instance(Instance(type: t, fields: fields))
    try initializeDefaults(t, selfCell, s, skipping: Set(fields.keys))
    if case .instance(let inst) = selfCell.value { inst.object?.isInitialized = true }
    return selfCell.value
  }
}

extension DecodedType {
  static func builtin(_ name: String) -> DecodedType? {
    switch name {
    case "Int", "Int64", "Int32", "UInt": .int
    case "Double", "CGFloat", "Float", "TimeInterval": .double
    case "String": .string
    case "Bool": .bool
    case "UUID": .uuid
    default: nil
    }
  }

  /// The type of a value (a property's initial value).
  static func of(_ v: Value) -> DecodedType {
    switch v {
    case .int: .int
    case .double: .double
    case .string: .string
    case .bool: .bool
    case .native(.uuid): .uuid
    case .enumCase(let t, _, _): .user(t)
    case .instance(let i): .user(i.type)
    case .array(let a): .array(a.first.map(of) ?? .any)
    default: .any
    }
  }
}
