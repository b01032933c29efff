/// One conversion of a printf format (`%d`, `%-8.3f`, `%05ld`, `%#x`, `%.2e`, `%g`), written
/// as printf — and so Foundation's `String(format:)` — writes it, without either: for the
/// `String(format:)` that programs call.
///
/// Flags `-` (left-align), `+`, space, `0` (pad with zeros), `#` (alternate form); a width; a
/// precision; length modifiers (`l`, `ll`, `h`, `hh`, `q`, `j`, `z`, `t`, `L`), which change
/// nothing here: an integer is always 64 bits, as `%ld` has it (C's `%hd` would narrow it to
/// 16). Integer conversions `d`, `i`
/// (signed), `u`, `x`, `X`, `o` (the 64 bits unsigned); floating-point conversions `f`, `F`,
/// `e`, `E`, `g`, `G`.
public struct PrintfConversion: Sendable, Equatable {
  public var leftAligned = false
  public var plusSign = false
  public var spaceSign = false
  public var zeroPadded = false
  public var alternate = false
  public var width = 0
  /// The precision after the point, nil when none was written (`%.f` is 0).
  public var precision: Int?
  /// The conversion character: `d`, `f`, `x`, ….
  public let conversion: Character

  /// The conversion `spec` (what is between `%` and the conversion character: `-08.3`, `ld`)
  /// of `conversion`; nil when `spec` is not flags, width, precision and length modifiers in
  /// that order, or `conversion` is not one of the integer and floating-point conversions.
  public init?(_ spec: some StringProtocol, conversion: Character) {
    guard "diuxXofFeEgG".contains(conversion) else { return nil }
    self.conversion = conversion
    var chars = Substring(spec)[...]
    while let c = chars.first, "-+ 0#".contains(c) {
      switch c {
      case "-": leftAligned = true
      case "+": plusSign = true
      case " ": spaceSign = true
      case "0": zeroPadded = true
      default: alternate = true
      }
      chars.removeFirst()
    }
    func number() -> Int? {
      let digits = chars.prefix { $0 >= "0" && $0 <= "9" }
      chars.removeFirst(digits.count)
      return digits.isEmpty ? nil : Int(digits).map { min($0, 10_000) } ?? 10_000
    }
    width = number() ?? 0
    if chars.first == "." {
      chars.removeFirst()
      precision = number() ?? 0
    }
    while let c = chars.first, "hlqjztL".contains(c) { chars.removeFirst() }
    guard chars.isEmpty else { return nil }
  }

  /// Whether the conversion takes an integer (`d`, `i`, `u`, `x`, `X`, `o`); the others take
  /// a double.
  public var takesInteger: Bool { "diuxXo".contains(conversion) }

  /// `n` as this conversion writes it.
  public func format(_ n: Int) -> String {
    var digits: String
    var sign = ""
    var prefix = ""
    switch conversion {
    case "d", "i":
      digits = String(n.magnitude)
      sign = n < 0 ? "-" : plusSign ? "+" : spaceSign ? " " : ""
    case "x", "X":
      digits = String(UInt64(UInt(bitPattern: n)), radix: 16, uppercase: conversion == "X")
      if alternate && n != 0 { prefix = conversion == "X" ? "0X" : "0x" }
    case "o":
      digits = String(UInt64(UInt(bitPattern: n)), radix: 8)
    default:
      digits = String(UInt64(UInt(bitPattern: n)))
    }
    if let precision {
      if precision == 0 && n == 0 { digits = "" }
      if digits.count < precision {
        digits = String(repeating: "0", count: precision - digits.count) + digits
      }
    }
    if conversion == "o" && alternate && !digits.hasPrefix("0") { digits = "0" + digits }
    // `0` pads with zeros only without a precision (C says so for the integer conversions).
    return pad(sign + prefix, digits, zeros: zeroPadded && precision == nil)
  }

  /// `x` as this conversion writes it.
  public func format(_ x: Double) -> String {
    let p = precision ?? 6
    let uppercase = conversion.isUppercase
    var body: String
    switch conversion {
    case "e", "E":
      body = formatExponent(x.magnitude, digits: p)
      if alternate && p == 0 && x.isFinite { body.insert(".", at: body.index(after: body.startIndex)) }
    case "g", "G":
      body = formatGeneral(x.magnitude, significant: precision ?? 6, keepingZeros: alternate)
    default:
      body = formatFixed(x.magnitude, digits: p)
      if alternate && p == 0 && x.isFinite { body += "." }
    }
    if uppercase { body = body.uppercased() }
    let sign = x.sign == .minus ? "-" : plusSign ? "+" : spaceSign ? " " : ""
    // Infinity and NaN are padded with spaces, never zeros.
    return pad(sign, body, zeros: zeroPadded && x.isFinite)
  }

  /// `lead` (sign, `0x`) then `body`, padded to the width: on the right when left-aligned,
  /// with zeros between the two when `zeros`, else with spaces before both.
  private func pad(_ lead: String, _ body: String, zeros: Bool) -> String {
    let count = lead.count + body.count
    guard count < width else { return lead + body }
    let fill = width - count
    if leftAligned { return lead + body + String(repeating: " ", count: fill) }
    if zeros { return lead + String(repeating: "0", count: fill) + body }
    return String(repeating: " ", count: fill) + lead + body
  }
}
