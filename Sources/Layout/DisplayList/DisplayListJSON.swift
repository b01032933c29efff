// The display list's JSON, written and read by hand (no Codable, no Foundation), so that the
// same code runs in the Embedded Swift build for the browser. The format is documented field by
// field in docs/display-list-json.md; `DisplayList.jsonVersion` is its version.

extension DisplayList {
  /// The version of the JSON format ``json(pretty:)`` writes and ``decode(json:)-([UInt8])``
  /// reads: the top-level `"version"` field. Raise it when a field changes meaning or a
  /// required field is added (docs/display-list-json.md says what each version holds).
  public static let jsonVersion = 1

  /// The list as JSON (docs/display-list-json.md), for the browser and for tools. Numbers are
  /// written shortest-round-trip, integers without a fraction; keys in a fixed order. `pretty`
  /// puts each item on a line of its own, a group's items indented under it.
  public func json(pretty: Bool = false) -> String {
    var w = JSONTextWriter(pretty: pretty)
    w.open("{")
    w.key("version")
    w.number(Double(Self.jsonVersion))
    w.key("width")
    w.number(width)
    w.key("height")
    w.number(height)
    w.key("scale")
    w.number(scale)
    w.key("items")
    w.items(items, depth: 0)
    w.close("}")
    if pretty { w.plain("\n") }
    return w.text
  }

  /// Reads a list from its JSON (``json(pretty:)``) and validates it (``validate()``). Mistakes
  /// say where: `at items[0].shape: missing 'height'`; nesting deeper than
  /// ``Limits/groupDepth`` groups is refused while reading, before anything deep is built.
  public static func decode(json bytes: [UInt8]) throws(DisplayListProblem) -> DisplayList {
    // Each group adds two JSON levels (its item object and its items array); a few more for
    // the list, the innermost item and its shape's points.
    var parser = JSONParser(bytes: bytes, maximumDepth: 2 * Limits.groupDepth + 16)
    let root: JSONValue
    do {
      root = try parser.document()
    } catch {
      switch error {
      case .tooDeep:
        throw DisplayListProblem(path: "", "groups nest deeper than \(Limits.groupDepth) levels")
      case .invalid:
        throw DisplayListProblem(path: "", error.message(in: bytes))
      }
    }
    let list = try DisplayListReader.list(root)
    try list.validate()
    return list
  }

  /// ``decode(json:)-([UInt8])`` of the UTF-8 of `text`.
  public static func decode(json text: String) throws(DisplayListProblem) -> DisplayList {
    try decode(json: Array(text.utf8))
  }
}

/// A number as the display list's JSON and its messages write it: an integral value of at most
/// 2^53 in magnitude without a fraction (`17`, not `17.0`), any other finite value as Swift's
/// shortest round-trip `description` (`0.53`, `1e-05`, `1e+20`), which is valid JSON.
/// Not-finite values have no JSON number; the writer puts `null` (which no reader accepts as a
/// number) and messages `nan`/`inf`.
func shortestNumber(_ v: Double) -> String {
  // Int64, not Int: on wasm32 `Int` is 32 bits, and `Int(v)` of a whole number past 2^31
  // would trap there.
  if v == v.rounded(), abs(v) <= 9_007_199_254_740_992 { return String(Int64(v)) }
  return v.description
}

// MARK: - Writing

/// Appends JSON text: objects, arrays, keys, strings and numbers, with the separators in
/// between. `first` is true right after an opening bracket and a key (nothing to separate yet).
/// The text is kept as UTF-8 bytes (appending to a `String` piece by piece cost a Studio frame
/// more than its layout: 57% of a settle's batch went to writing its display lists' JSON).
public struct JSONTextWriter {
  /// The text written so far, as UTF-8.
  public private(set) var bytes: [UInt8] = []
  /// Whether separators get a space after them (`, `, `: `).
  public let pretty: Bool
  private var first = true

  /// An empty writer.
  public init(pretty: Bool) { self.pretty = pretty }

  /// The text written so far.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends `s` as it is (no escaping).
  mutating func append(_ s: StaticString) {
    s.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Opens an object or array: `{` or `[`.
  public mutating func open(_ bracket: StaticString) {
    append(bracket)
    first = true
  }

  /// Closes an object or array: `}` or `]`.
  public mutating func close(_ bracket: StaticString) {
    append(bracket)
    first = false
  }

  private mutating func separator() {
    if !first {
      bytes.append(UInt8(ascii: ","))
      if pretty { bytes.append(UInt8(ascii: " ")) }
    }
  }

  /// The separator before an array element (none before the first).
  public mutating func element() {
    separator()
    first = true
  }

  /// An object member's key and its colon; the value follows.
  public mutating func key(_ name: String) {
    separator()
    string(name)
    bytes.append(UInt8(ascii: ":"))
    if pretty { bytes.append(UInt8(ascii: " ")) }
    first = true
  }

  /// A number, shortest round-trip (``shortestNumber(_:)``); `null` when not finite.
  public mutating func number(_ v: Double) {
    first = false
    guard v.isFinite else { return append("null") }
    // Whole numbers (most of a display list's) digit by digit, without a String in between.
    if v == v.rounded(), abs(v) <= 9_007_199_254_740_992 {
      var n = Int64(v)
      if n == 0 { return bytes.append(UInt8(ascii: "0")) }
      if n < 0 {
        bytes.append(UInt8(ascii: "-"))
        n = -n
      }
      let start = bytes.count
      while n > 0 {
        bytes.append(UInt8(ascii: "0") + UInt8(n % 10))
        n /= 10
      }
      bytes[start...].reverse()
      return
    }
    bytes.append(contentsOf: v.description.utf8)
  }

  /// An array of `elements`, each written by `write`.
  public mutating func array<S: Sequence>(_ elements: S, _ write: (inout JSONTextWriter, S.Element) -> Void) {
    open("[")
    for e in elements {
      element()
      write(&self, e)
    }
    close("]")
  }

  /// `null`.
  public mutating func null() {
    append("null")
    first = false
  }

  /// A value already written as JSON (a display list's ``DisplayList/json(pretty:)``), as is.
  public mutating func raw(_ json: String) {
    bytes.append(contentsOf: json.utf8)
    first = false
  }

  /// A value already written as JSON, as UTF-8 bytes, as is.
  public mutating func raw(_ json: [UInt8]) {
    bytes.append(contentsOf: json)
    first = false
  }

  /// Appends text as it is: a newline or indentation of pretty text.
  mutating func plain(_ s: String) {
    bytes.append(contentsOf: s.utf8)
  }

  /// `true` or `false`.
  public mutating func bool(_ v: Bool) {
    append(v ? "true" : "false")
    first = false
  }

  /// A JSON string: `"` and `\` escaped, control characters as `\n`, `\t`, … or `\u00XX`,
  /// everything else (non-ASCII included) as its UTF-8.
  public mutating func string(_ s: String) {
    bytes.append(UInt8(ascii: "\""))
    for b in s.utf8 {
      switch b {
      case UInt8(ascii: "\""): append("\\\"")
      case UInt8(ascii: "\\"): append("\\\\")
      case UInt8(ascii: "\n"): append("\\n")
      case UInt8(ascii: "\r"): append("\\r")
      case UInt8(ascii: "\t"): append("\\t")
      case 0x08: append("\\b")
      case 0x0C: append("\\f")
      case 0..<0x20:
        append("\\u00")
        bytes.append(Self.hexDigit(b >> 4))
        bytes.append(Self.hexDigit(b & 0xF))
      default: bytes.append(b)
      }
    }
    bytes.append(UInt8(ascii: "\""))
    first = false
  }

  private static func hexDigit(_ v: UInt8) -> UInt8 {
    v < 10 ? UInt8(ascii: "0") + v : UInt8(ascii: "A") + v - 10
  }

  /// An items array: in pretty text one item a line, indented two spaces per level of groups,
  /// the closing bracket on a line of its own.
  mutating func items(_ items: [DisplayItem], depth: Int) {
    open("[")
    guard !items.isEmpty else { return close("]") }
    let indent = pretty ? "\n" + String(repeating: "  ", count: depth + 1) : ""
    for (i, item) in items.enumerated() {
      if i > 0 { bytes.append(UInt8(ascii: ",")) }
      plain(indent)
      first = true
      self.item(item, depth: depth)
    }
    if pretty { plain("\n" + String(repeating: "  ", count: depth)) }
    close("]")
  }

  mutating func item(_ item: DisplayItem, depth: Int) {
    open("{")
    switch item {
    case .fill(let shape, let paint):
      kind("fill")
      key("shape")
      self.shape(shape)
      key("paint")
      self.paint(paint)
    case .stroke(let shape, let paint, let lineWidth):
      kind("stroke")
      key("shape")
      self.shape(shape)
      key("paint")
      self.paint(paint)
      key("lineWidth")
      number(lineWidth)
    case .text(let run):
      kind("text")
      key("text")
      string(run.text)
      key("font")
      font(run.font)
      key("color")
      color(run.color)
      key("origin")
      point(run.origin)
      key("width")
      number(run.width)
    case .symbol(let name, let box, let color):
      kind("symbol")
      key("name")
      string(name)
      key("frame")
      open("{")
      rect(box)
      close("}")
      key("color")
      self.color(color)
    case .group(let opacity, let clip, let inner):
      kind("group")
      key("opacity")
      number(opacity)
      if let clip {
        key("clip")
        shape(clip)
      }
      key("items")
      items(inner, depth: depth + 1)
    case .backdrop(let shape, let blurRadius, let tint, let edge):
      kind("backdrop")
      key("shape")
      self.shape(shape)
      key("blurRadius")
      number(blurRadius)
      key("tint")
      color(tint)
      key("edge")
      color(edge)
    case .shadow(let shape, let color, let radius, let offset):
      kind("shadow")
      key("shape")
      self.shape(shape)
      key("color")
      self.color(color)
      key("radius")
      number(radius)
      key("offset")
      point(offset)
    }
    close("}")
  }

  private mutating func kind(_ name: String) {
    key("kind")
    string(name)
  }

  /// A rectangle's four fields, inside an object the caller opened.
  private mutating func rect(_ b: Rect) {
    key("x")
    number(b.x)
    key("y")
    number(b.y)
    key("width")
    number(b.width)
    key("height")
    number(b.height)
  }

  mutating func shape(_ shape: Shape) {
    open("{")
    switch shape {
    case .rect(let b):
      kind("rect")
      rect(b)
    case .roundedRect(let b, let radius, let continuous):
      kind("roundedRect")
      rect(b)
      key("radius")
      number(radius)
      key("continuous")
      bool(continuous)
    case .roundedCorners(let b, let topLeft, let topRight, let bottomRight, let bottomLeft):
      kind("roundedCorners")
      rect(b)
      key("topLeft")
      number(topLeft)
      key("topRight")
      number(topRight)
      key("bottomRight")
      number(bottomRight)
      key("bottomLeft")
      number(bottomLeft)
    case .ellipse(let b):
      kind("ellipse")
      rect(b)
    case .path(let elements):
      kind("path")
      key("elements")
      open("[")
      for e in elements {
        element()
        pathElement(e)
      }
      close("]")
    }
    close("}")
  }

  private mutating func pathElement(_ e: PathElement) {
    open("{")
    switch e {
    case .move(let p):
      kind("move")
      key("to")
      point(p)
    case .line(let p):
      kind("line")
      key("to")
      point(p)
    case .quad(let p, let c):
      kind("quad")
      key("to")
      point(p)
      key("control")
      point(c)
    case .cubic(let p, let c1, let c2):
      kind("cubic")
      key("to")
      point(p)
      key("control1")
      point(c1)
      key("control2")
      point(c2)
    case .close:
      kind("close")
    }
    close("}")
  }

  mutating func paint(_ paint: Paint) {
    open("{")
    switch paint {
    case .color(let c):
      kind("color")
      key("color")
      color(c)
    case .linearGradient(let start, let end, let stops):
      kind("linearGradient")
      key("start")
      point(start)
      key("end")
      point(end)
      key("stops")
      open("[")
      for stop in stops {
        element()
        open("{")
        key("location")
        number(stop.location)
        key("color")
        color(stop.color)
        close("}")
      }
      close("]")
    }
    close("}")
  }

  mutating func color(_ c: RGBA) {
    open("{")
    key("r")
    number(c.r)
    key("g")
    number(c.g)
    key("b")
    number(c.b)
    key("a")
    number(c.a)
    close("}")
  }

  mutating func point(_ p: Point) {
    open("{")
    key("x")
    number(p.x)
    key("y")
    number(p.y)
    close("}")
  }

  mutating func font(_ f: FontSpec) {
    open("{")
    key("family")
    string(f.family)
    key("size")
    number(f.size)
    key("weight")
    number(Double(f.weight.rawValue))
    key("italic")
    bool(f.italic)
    key("lineHeight")
    number(f.lineHeight)
    key("monospaced")
    bool(f.monospaced)
    close("}")
  }
}

// MARK: - Reading

/// A parsed JSON value. Objects keep their members in a dictionary (a repeated key is refused
/// while parsing).
public enum JSONValue: Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string, escapes resolved.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, by key.
  case object([String: JSONValue])

  /// What the value is, for messages ("a string", "an object", …).
  public var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// Why JSON text could not be parsed.
public enum JSONParseError: Error {
  /// Not JSON: the byte offset and what was expected there.
  case invalid(offset: Int, String)
  /// Arrays and objects nest deeper than the parser's maximum.
  case tooDeep

  /// The message for a reader: `not valid JSON at line 1, column 14: expected a key in quotes`,
  /// or that the text nests too deep.
  public func message(in bytes: [UInt8]) -> String {
    switch self {
    case .tooDeep: return "arrays and objects nest too deep"
    case .invalid(let offset, let why):
      let (line, column) = Self.lineAndColumn(of: offset, in: bytes)
      return "not valid JSON at line \(line), column \(column): \(why)"
    }
  }

  /// Where the offset is in `bytes`: line and column, from 1 (columns count characters).
  static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
    var line = 1
    var column = 1
    for b in bytes[..<min(offset, bytes.count)] {
      if b == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if b & 0xC0 != 0x80 {  // count characters, not UTF-8 continuation bytes
        column += 1
      }
    }
    return (line, column)
  }
}

/// A strict JSON parser (RFC 8259): one value, whitespace around it, strings of valid UTF-8.
/// Recursion is bounded by `maximumDepth`, so hostile input cannot exhaust the stack.
public struct JSONParser {
  /// The text, as UTF-8.
  public let bytes: [UInt8]
  /// How deep arrays and objects may nest.
  public let maximumDepth: Int
  private var i = 0
  private var depth = 0

  /// A parser of `bytes`.
  public init(bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  /// The one value of the text.
  public mutating func document() throws(JSONParseError) -> JSONValue {
    let v = try value()
    skipSpace()
    guard i == bytes.count else { throw .invalid(offset: i, "text after the end of the JSON value") }
    return v
  }

  private mutating func skipSpace() {
    while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 {
      i += 1
    }
  }

  private func fail(_ why: String) -> JSONParseError { .invalid(offset: i, why) }

  private mutating func value() throws(JSONParseError) -> JSONValue {
    skipSpace()
    guard i < bytes.count else { throw fail("the text ends where a value should be") }
    switch bytes[i] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw fail("expected a value")
    }
  }

  private mutating func literal(_ word: String, _ v: JSONValue) throws(JSONParseError) -> JSONValue {
    let start = i
    for b in word.utf8 {
      guard i < bytes.count, bytes[i] == b else { throw .invalid(offset: start, "expected '\(word)'") }
      i += 1
    }
    return v
  }

  private mutating func object() throws(JSONParseError) -> JSONValue {
    var members: [String: JSONValue] = [:]
    try sequence(closedBy: UInt8(ascii: "}"), "an object") { (p: inout JSONParser) throws(JSONParseError) in
      p.skipSpace()
      guard p.i < p.bytes.count, p.bytes[p.i] == UInt8(ascii: "\"") else {
        throw p.fail("expected a key in quotes")
      }
      let keyOffset = p.i
      let key = try p.string()
      p.skipSpace()
      guard p.i < p.bytes.count, p.bytes[p.i] == UInt8(ascii: ":") else {
        throw p.fail("expected ':' after a key")
      }
      p.i += 1
      guard members.updateValue(try p.value(), forKey: key) == nil else {
        throw .invalid(offset: keyOffset, "the key '\(key)' appears twice")
      }
    }
    return .object(members)
  }

  private mutating func array() throws(JSONParseError) -> JSONValue {
    var elements: [JSONValue] = []
    try sequence(closedBy: UInt8(ascii: "]"), "an array") { (p: inout JSONParser) throws(JSONParseError) in
      elements.append(try p.value())
    }
    return .array(elements)
  }

  /// The members of an object or the elements of an array, from the opening bracket at `i`
  /// through `close`, each read by `element`, with the commas between them.
  private mutating func sequence(
    closedBy close: UInt8, _ what: String, _ element: (inout JSONParser) throws(JSONParseError) -> Void
  ) throws(JSONParseError) {
    depth += 1
    if depth > maximumDepth { throw .tooDeep }
    i += 1
    skipSpace()
    if i < bytes.count, bytes[i] == close {
      i += 1
      depth -= 1
      return
    }
    while true {
      try element(&self)
      skipSpace()
      guard i < bytes.count else { throw fail("the text ends inside \(what)") }
      if bytes[i] == UInt8(ascii: ",") {
        i += 1
      } else if bytes[i] == close {
        i += 1
        depth -= 1
        return
      } else {
        throw fail("expected ',' or '\(Character(Unicode.Scalar(close)))'")
      }
    }
  }

  private mutating func number() throws(JSONParseError) -> Double {
    let start = i
    func digits(_ p: inout JSONParser) -> Int {
      let s = p.i
      while p.i < p.bytes.count, p.bytes[p.i] >= UInt8(ascii: "0"), p.bytes[p.i] <= UInt8(ascii: "9") {
        p.i += 1
      }
      return p.i - s
    }
    if bytes[i] == UInt8(ascii: "-") { i += 1 }
    let intStart = i
    let intDigits = digits(&self)
    guard intDigits > 0 else { throw fail("expected a digit") }
    if intDigits > 1, bytes[intStart] == UInt8(ascii: "0") {
      throw .invalid(offset: intStart, "a number cannot start with 0")
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
      i += 1
      guard digits(&self) > 0 else { throw fail("expected a digit after '.'") }
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
      i += 1
      if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
      guard digits(&self) > 0 else { throw fail("expected a digit in the exponent") }
    }
    // The text is ASCII digits, sign, '.' and exponent: Swift's own conversion reads it
    // correctly rounded.
    guard let v = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else {
      throw .invalid(offset: start, "not a number")
    }
    return v
  }

  private mutating func string() throws(JSONParseError) -> String {
    i += 1  // the opening quote
    var out = ""
    var runStart = i
    func flush(_ p: JSONParser, _ out: inout String, upTo end: Int) throws(JSONParseError) {
      guard runStart < end else { return }
      guard let s = String(validating: p.bytes[runStart..<end], as: UTF8.self) else {
        throw .invalid(offset: runStart, "a string is not valid UTF-8")
      }
      out += s
    }
    while true {
      guard i < bytes.count else { throw fail("the text ends inside a string") }
      let b = bytes[i]
      if b == UInt8(ascii: "\"") {
        try flush(self, &out, upTo: i)
        i += 1
        return out
      }
      if b < 0x20 { throw fail("a control character in a string must be escaped") }
      guard b == UInt8(ascii: "\\") else {
        i += 1
        continue
      }
      try flush(self, &out, upTo: i)
      i += 1
      guard i < bytes.count else { throw fail("the text ends inside a string") }
      let e = bytes[i]
      i += 1
      switch e {
      case UInt8(ascii: "\""): out += "\""
      case UInt8(ascii: "\\"): out += "\\"
      case UInt8(ascii: "/"): out += "/"
      case UInt8(ascii: "b"): out += "\u{08}"
      case UInt8(ascii: "f"): out += "\u{0C}"
      case UInt8(ascii: "n"): out += "\n"
      case UInt8(ascii: "r"): out += "\r"
      case UInt8(ascii: "t"): out += "\t"
      case UInt8(ascii: "u"):
        var code = try hex4()
        if code >= 0xD800, code < 0xDC00 {
          // A high surrogate must be followed by an escaped low one.
          guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
            throw fail("a \\u surrogate without its pair")
          }
          i += 2
          let low = try hex4()
          guard low >= 0xDC00, low < 0xE000 else { throw fail("a \\u surrogate without its pair") }
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw fail("a \\u surrogate without its pair") }
        out.unicodeScalars.append(scalar)
      default:
        throw .invalid(offset: i - 2, "an unknown escape in a string")
      }
      runStart = i
    }
  }

  private mutating func hex4() throws(JSONParseError) -> UInt32 {
    var v: UInt32 = 0
    for _ in 0..<4 {
      guard i < bytes.count else { throw fail("expected four hexadecimal digits after \\u") }
      let b = bytes[i]
      let d: UInt8
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): d = b - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): d = b - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): d = b - UInt8(ascii: "A") + 10
      default: throw fail("expected four hexadecimal digits after \\u")
      }
      v = v << 4 | UInt32(d)
      i += 1
    }
    return v
  }
}

/// Turns parsed JSON into a ``DisplayList``, saying where a field is missing or of the wrong
/// kind (`items[2].shape.elements[0]: missing 'to'`). Fields it does not know are ignored, so
/// that a later version may add optional ones.
enum DisplayListReader {
  typealias Object = [String: JSONValue]

  static func list(_ root: JSONValue) throws(DisplayListProblem) -> DisplayList {
    let o = try object(root, "")
    guard case .number(let version)? = o["version"] else {
      throw DisplayListProblem(
        path: "", o["version"] == nil ? "missing 'version'" : "'version' is not a number")
    }
    guard version == Double(DisplayList.jsonVersion) else {
      throw DisplayListProblem(
        path: "version",
        "version \(shortestNumber(version)) is not one this reader knows (\(DisplayList.jsonVersion))")
    }
    return DisplayList(
      width: try number(o, "width", ""), height: try number(o, "height", ""),
      scale: try number(o, "scale", ""), items: try items(o, "items", ""))
  }

  private static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

  private static func object(_ v: JSONValue, _ path: String) throws(DisplayListProblem) -> Object {
    guard case .object(let o) = v else {
      throw DisplayListProblem(path: path, "expected an object, found \(v.kindName)")
    }
    return o
  }

  private static func field(_ o: Object, _ key: String, _ path: String) throws(DisplayListProblem)
    -> JSONValue
  {
    guard let v = o[key] else { throw DisplayListProblem(path: path, "missing '\(key)'") }
    return v
  }

  /// The field `key` of `o` as what `extract` takes from it, or a problem naming what was
  /// `expected` and what was found.
  private static func typed<T>(
    _ o: Object, _ key: String, _ path: String, _ expected: String, _ extract: (JSONValue) -> T?
  ) throws(DisplayListProblem) -> T {
    let v = try field(o, key, path)
    guard let t = extract(v) else {
      throw DisplayListProblem(path: join(path, key), "expected \(expected), found \(v.kindName)")
    }
    return t
  }

  private static func number(_ o: Object, _ key: String, _ path: String) throws(DisplayListProblem) -> Double
  {
    try typed(o, key, path, "a number") { if case .number(let n) = $0 { n } else { nil } }
  }

  private static func bool(_ o: Object, _ key: String, _ path: String) throws(DisplayListProblem) -> Bool {
    try typed(o, key, path, "true or false") { if case .bool(let b) = $0 { b } else { nil } }
  }

  private static func string(_ o: Object, _ key: String, _ path: String) throws(DisplayListProblem) -> String
  {
    try typed(o, key, path, "a string") { if case .string(let s) = $0 { s } else { nil } }
  }

  private static func array(_ o: Object, _ key: String, _ path: String) throws(DisplayListProblem)
    -> [JSONValue]
  {
    try typed(o, key, path, "an array") { if case .array(let a) = $0 { a } else { nil } }
  }

  private static func nested(_ o: Object, _ key: String, _ path: String) throws(DisplayListProblem) -> Object
  {
    try object(try field(o, key, path), join(path, key))
  }

  private static func kind(_ o: Object, _ path: String) throws(DisplayListProblem) -> String {
    try string(o, "kind", path)
  }

  private static func unknownKind(_ kind: String, _ path: String, _ known: String) -> DisplayListProblem {
    DisplayListProblem(path: join(path, "kind"), "unknown kind '\(kind)' (one of \(known))")
  }

  private static func items(_ o: Object, _ key: String, _ path: String) throws(DisplayListProblem)
    -> [DisplayItem]
  {
    let base = join(path, key)
    var result: [DisplayItem] = []
    for (i, v) in try array(o, key, path).enumerated() {
      result.append(try item(v, base + "[\(i)]"))
    }
    return result
  }

  private static func item(_ v: JSONValue, _ path: String) throws(DisplayListProblem) -> DisplayItem {
    let o = try object(v, path)
    switch try kind(o, path) {
    case "fill":
      return .fill(try shape(nested(o, "shape", path), join(path, "shape")), try paint(o, path))
    case "stroke":
      return .stroke(
        try shape(nested(o, "shape", path), join(path, "shape")), try paint(o, path),
        lineWidth: try number(o, "lineWidth", path))
    case "text":
      let fontPath = join(path, "font")
      let f = try nested(o, "font", path)
      let weightValue = try number(f, "weight", fontPath)
      guard let weight = FontWeight(rawValue: Int(exactly: weightValue) ?? -1) else {
        throw DisplayListProblem(
          path: join(fontPath, "weight"), "\(shortestNumber(weightValue)) is not a weight (100, 200, … 900)")
      }
      let font = FontSpec(
        family: try string(f, "family", fontPath), size: try number(f, "size", fontPath), weight: weight,
        italic: try bool(f, "italic", fontPath), lineHeight: try number(f, "lineHeight", fontPath),
        monospaced: try bool(f, "monospaced", fontPath))
      return .text(
        TextRun(
          text: try string(o, "text", path), font: font, color: try color(o, "color", path),
          origin: try point(o, "origin", path), width: try number(o, "width", path)))
    case "symbol":
      return .symbol(
        name: try string(o, "name", path), box: try rect(nested(o, "frame", path), join(path, "frame")),
        color: try color(o, "color", path))
    case "group":
      let clip: Shape? =
        o["clip"] == nil ? nil : try shape(nested(o, "clip", path), join(path, "clip"))
      return .group(opacity: try number(o, "opacity", path), clip: clip, items: try items(o, "items", path))
    case "backdrop":
      return .backdrop(
        try shape(nested(o, "shape", path), join(path, "shape")),
        blurRadius: try number(o, "blurRadius", path),
        tint: try color(o, "tint", path), edge: try color(o, "edge", path))
    case "shadow":
      return .shadow(
        try shape(nested(o, "shape", path), join(path, "shape")), color: try color(o, "color", path),
        radius: try number(o, "radius", path), offset: try point(o, "offset", path))
    case let other:
      throw unknownKind(other, path, "fill, stroke, text, symbol, group, backdrop, shadow")
    }
  }

  /// The four fields of a rectangle, in `o` itself.
  private static func rect(_ o: Object, _ path: String) throws(DisplayListProblem) -> Rect {
    Rect(
      x: try number(o, "x", path), y: try number(o, "y", path), width: try number(o, "width", path),
      height: try number(o, "height", path))
  }

  private static func shape(_ o: Object, _ path: String) throws(DisplayListProblem) -> Shape {
    switch try kind(o, path) {
    case "rect": return .rect(try rect(o, path))
    case "ellipse": return .ellipse(try rect(o, path))
    case "roundedRect":
      return .roundedRect(
        try rect(o, path), radius: try number(o, "radius", path), continuous: try bool(o, "continuous", path))
    case "roundedCorners":
      return .roundedCorners(
        try rect(o, path), topLeft: try number(o, "topLeft", path), topRight: try number(o, "topRight", path),
        bottomRight: try number(o, "bottomRight", path), bottomLeft: try number(o, "bottomLeft", path))
    case "path":
      let base = join(path, "elements")
      var elements: [PathElement] = []
      for (i, v) in try array(o, "elements", path).enumerated() {
        elements.append(try pathElement(v, base + "[\(i)]"))
      }
      return .path(elements)
    case let other:
      throw unknownKind(other, path, "rect, roundedRect, roundedCorners, ellipse, path")
    }
  }

  private static func pathElement(_ v: JSONValue, _ path: String) throws(DisplayListProblem) -> PathElement {
    let o = try object(v, path)
    switch try kind(o, path) {
    case "move": return .move(try point(o, "to", path))
    case "line": return .line(try point(o, "to", path))
    case "quad": return .quad(try point(o, "to", path), control: try point(o, "control", path))
    case "cubic":
      return .cubic(
        try point(o, "to", path), control1: try point(o, "control1", path),
        control2: try point(o, "control2", path))
    case "close": return .close
    case let other: throw unknownKind(other, path, "move, line, quad, cubic, close")
    }
  }

  private static func paint(_ item: Object, _ itemPath: String) throws(DisplayListProblem) -> Paint {
    let path = join(itemPath, "paint")
    let o = try nested(item, "paint", itemPath)
    switch try kind(o, path) {
    case "color": return .color(try color(o, "color", path))
    case "linearGradient":
      let base = join(path, "stops")
      var stops: [GradientStop] = []
      for (i, v) in try array(o, "stops", path).enumerated() {
        let stopPath = base + "[\(i)]"
        let s = try object(v, stopPath)
        stops.append(GradientStop(try number(s, "location", stopPath), try color(s, "color", stopPath)))
      }
      return .linearGradient(start: try point(o, "start", path), end: try point(o, "end", path), stops: stops)
    case let other: throw unknownKind(other, path, "color, linearGradient")
    }
  }

  private static func color(_ o: Object, _ key: String, _ path: String) throws(DisplayListProblem) -> RGBA {
    let p = join(path, key)
    let c = try nested(o, key, path)
    return RGBA(try number(c, "r", p), try number(c, "g", p), try number(c, "b", p), try number(c, "a", p))
  }

  private static func point(_ o: Object, _ key: String, _ path: String) throws(DisplayListProblem) -> Point {
    let p = join(path, key)
    let c = try nested(o, key, path)
    return Point(try number(c, "x", p), try number(c, "y", p))
  }
}
