import Portable

/// A mistake in a detent list or a custom detent's formula, with a message that says what is
/// wrong and what is allowed.
public struct DetentListError: Error, Hashable, Sendable {
  /// What is wrong, as `unknown detent 'tall' (use medium, large, …)`.
  public let message: String

  /// An error with `message`.
  public init(_ message: String) { self.message = message }
}

/// Detents written as text, as the command line and gesture scripts spell them:
/// `medium,large,height:180,fraction:0.25`, and custom detents written as a formula over the
/// custom detent's ``PresentationDetent/Context``,
/// `custom:max(0.22*maxDetentValue, min(maxDetentValue, 150))`.
///
/// A formula may use numbers, `maxDetentValue`, `isAccessibilitySize` (1 or 0), `+ - * /`,
/// parentheses, `min(…)` and `max(…)`. Commas inside parentheses belong to the formula.
/// `custom:peek=FORMULA` gives the detent a name to show and to `select` in scripts.
public enum DetentList {
  /// The detents of a comma-separated list, in order; empty items are skipped.
  public static func parse(_ text: String) throws(DetentListError) -> [PresentationDetent] {
    var items: [String] = []
    var depth = 0
    var current = ""
    for ch in text {
      if ch == "(" { depth += 1 }
      if ch == ")" { depth -= 1 }
      if ch == "," && depth == 0 {
        items.append(current)
        current = ""
      } else {
        current.append(ch)
      }
    }
    items.append(current)
    var result: [PresentationDetent] = []
    for raw in items {
      let item = raw.trimmingSpaces()
      if item.isEmpty { continue }
      result.append(try detent(item))
    }
    return result
  }

  /// A detent named in a script or `--start`: `custom:NAME` refers to the sheet's custom detent
  /// of that name (custom detents are equal by name); anything else parses as in a list.
  public static func reference(_ item: String) throws(DetentListError) -> PresentationDetent {
    if item.lowercased().hasPrefix("custom:") {
      let name = String(item.dropFirst("custom:".count))
      if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), name != "maxDetentValue"
      {
        return .custom(named: name) { _ in nil }
      }
    }
    return try detent(item)
  }

  /// One detent: `medium`, `.large`, `height:N`, `fraction:F`, `custom:FORMULA` or
  /// `custom:NAME=FORMULA`.
  public static func detent(_ item: String) throws(DetentListError) -> PresentationDetent {
    let lower = item.lowercased()
    if lower == "medium" || lower == ".medium" { return .medium }
    if lower == "large" || lower == ".large" { return .large }
    guard let colon = item.firstIndex(of: ":") else {
      throw DetentListError(
        "unknown detent '\(item)' (use medium, large, height:N, fraction:F or custom:FORMULA)")
    }
    let kind = item[..<colon].lowercased()
    let value = String(item[item.index(after: colon)...]).trimmingSpaces()
    switch kind {
    case "height", "fraction":
      guard let v = Double(value) else {
        throw DetentListError("\(kind): needs a number, not '\(value)'")
      }
      return kind == "height" ? .height(v) : .fraction(v)
    case "custom":
      // `custom:NAME=FORMULA` names the detent; without a name the formula is its name.
      var name = value
      var text = value
      if let eq = value.firstIndex(of: "="), !value[..<eq].contains("(") {
        name = value[..<eq].trimmingSpaces()
        text = String(value[value.index(after: eq)...])
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
          throw DetentListError("custom detent name '\(name)' should be letters, digits and _")
        }
      }
      let formula: DetentFormula
      do {
        formula = try DetentFormula(text)
      } catch {
        throw DetentListError("in custom detent '\(value)': \(error.message)")
      }
      return .custom(named: name) { context in formula.height(in: context) }
    default:
      throw DetentListError("unknown detent kind '\(kind)' in '\(item)' (use height, fraction or custom)")
    }
  }
}

/// A custom detent's formula, parsed once and evaluated per context: the height
/// `max(0.2*maxDetentValue, 140)` computes, as `height(in:)` of a ``CustomPresentationDetent``
/// would.
public struct DetentFormula: Sendable {
  indirect enum Node: Sendable {
    case number(Double)
    case maxDetentValue
    case accessibility
    case negate(Node)
    case binary(Character, Node, Node)
    case call(String, [Node])
  }

  let root: Node

  /// Parses `text`; an error says where it stops making sense.
  public init(_ text: String) throws(DetentListError) {
    var p = Parser(chars: Array(text))
    root = try p.expression(depth: 0)
    p.skipSpaces()
    if p.i < p.chars.count {
      throw DetentListError("unexpected '\(p.chars[p.i])' at column \(p.i + 1)")
    }
  }

  /// The height in `context`.
  public func height(in context: PresentationDetent.Context) -> Scalar {
    evaluate(
      maxDetentValue: context.maxDetentValue, accessibility: context.dynamicTypeSize.isAccessibilitySize)
  }

  /// The formula's value for a `maxDetentValue` and an accessibility text size (or not).
  public func evaluate(maxDetentValue: Double, accessibility: Bool) -> Double {
    func eval(_ n: Node) -> Double {
      switch n {
      case .number(let v): v
      case .maxDetentValue: maxDetentValue
      case .accessibility: accessibility ? 1 : 0
      case .negate(let x): -eval(x)
      case .binary(let op, let a, let b):
        switch op {
        case "+": eval(a) + eval(b)
        case "-": eval(a) - eval(b)
        case "*": eval(a) * eval(b)
        default: eval(a) / eval(b)
        }
      case .call(let f, let args):
        f == "min" ? args.map(eval).min()! : args.map(eval).max()!
      }
    }
    return eval(root)
  }

  private struct Parser {
    let chars: [Character]
    var i = 0

    mutating func skipSpaces() { while i < chars.count && chars[i] == " " { i += 1 } }

    mutating func expression(depth: Int) throws(DetentListError) -> Node {
      guard depth < 64 else { throw DetentListError("formula nested too deeply") }
      var left = try term(depth: depth)
      while true {
        skipSpaces()
        guard i < chars.count, chars[i] == "+" || chars[i] == "-" else { return left }
        let op = chars[i]
        i += 1
        left = .binary(op, left, try term(depth: depth))
      }
    }

    mutating func term(depth: Int) throws(DetentListError) -> Node {
      var left = try factor(depth: depth)
      while true {
        skipSpaces()
        guard i < chars.count, chars[i] == "*" || chars[i] == "/" else { return left }
        let op = chars[i]
        i += 1
        left = .binary(op, left, try factor(depth: depth))
      }
    }

    mutating func factor(depth: Int) throws(DetentListError) -> Node {
      skipSpaces()
      guard i < chars.count else { throw DetentListError("formula ends too soon") }
      let c = chars[i]
      if c == "-" {
        i += 1
        return .negate(try factor(depth: depth + 1))
      }
      if c == "(" {
        i += 1
        let e = try expression(depth: depth + 1)
        try expect(")")
        return e
      }
      if c.isNumber || c == "." {
        let start = i
        while i < chars.count && (chars[i].isNumber || chars[i] == ".") { i += 1 }
        guard let v = Double(String(chars[start..<i])) else {
          throw DetentListError("bad number '\(String(chars[start..<i]))'")
        }
        return .number(v)
      }
      if c.isLetter {
        let start = i
        while i < chars.count && (chars[i].isLetter || chars[i].isNumber) { i += 1 }
        let name = String(chars[start..<i])
        skipSpaces()
        if (name == "min" || name == "max") && i < chars.count && chars[i] == "(" {
          i += 1
          var args = [try expression(depth: depth + 1)]
          skipSpaces()
          while i < chars.count && chars[i] == "," {
            i += 1
            args.append(try expression(depth: depth + 1))
            skipSpaces()
          }
          try expect(")")
          return .call(name, args)
        }
        switch name {
        case "maxDetentValue", "context.maxDetentValue": return .maxDetentValue
        case "isAccessibilitySize": return .accessibility
        default:
          throw DetentListError(
            "unknown name '\(name)' (use maxDetentValue, isAccessibilitySize, min, max)")
        }
      }
      throw DetentListError("unexpected '\(c)' at column \(i + 1)")
    }

    mutating func expect(_ c: Character) throws(DetentListError) {
      skipSpaces()
      guard i < chars.count, chars[i] == c else {
        throw DetentListError("expected '\(c)' at column \(i + 1)")
      }
      i += 1
    }
  }
}
