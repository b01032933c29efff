// Numbers as text without Foundation's `String(format:)`, exactly as printf writes them: the
// core modules' logs, messages and display-list descriptions, in the native build and the
// Embedded one alike.

/// `x` with `digits` digits after the point, as printf's `%.Nf` writes it: correctly rounded
/// from the double's exact binary value, ties to even (`0.125` → `"0.12"`), `-` kept for a
/// negative value that rounds to zero (`"-0.00"`), `nan`, `inf` and `-inf` spelt as printf
/// spells them. Up to 17 digits after the point.
///
/// The rounding is exact: the double is `m × 2^e` with an integer `m` of at most 53 bits,
/// so `x × 10^digits` is `m × 10^digits × 2^e`, an integer shifted, computed in 128 bits.
public func formatFixed(_ x: Double, digits: Int) -> String {
  let digits = max(0, min(digits, 17))
  if x.isNaN { return "nan" }
  if x.isInfinite { return x < 0 ? "-inf" : "inf" }
  let negative = x.sign == .minus
  let magnitude = x.magnitude
  var pow10: UInt128 = 1
  for _ in 0..<digits { pow10 *= 10 }
  // Whole numbers past 2^64 keep their digits as the double's shortest form gives them; no
  // core figure comes near (sizes are under 100,000 pt, times under an hour).
  guard magnitude < 1.8e19 else {
    return (negative ? "-" : "") + String(magnitude.rounded()).split(separator: ".")[0]
      + (digits > 0 ? "." + String(repeating: "0", count: digits) : "")
  }
  let m = UInt128(magnitude.significandBitPattern | (magnitude.isNormal ? 1 << 52 : 0))
  let e = (magnitude.isNormal ? Int(magnitude.exponentBitPattern) - 1075 : -1074)
  var q: UInt128
  if magnitude == 0 {
    q = 0
  } else if e >= 0 {
    q = (m << UInt128(e)) * pow10
  } else {
    let product = m * pow10  // < 2^53 × 10^17 < 2^110
    let shift = -e
    if shift >= 120 {
      q = 0  // below 2^-67 × 10^17: rounds to zero, never a tie
    } else {
      q = product >> UInt128(shift)
      let rest = product & ((1 << UInt128(shift)) - 1)
      let half = UInt128(1) << UInt128(shift - 1)
      if rest > half || (rest == half && q & 1 == 1) { q += 1 }
    }
  }
  var text = String(q)
  if digits > 0 {
    if text.count <= digits { text = String(repeating: "0", count: digits - text.count + 1) + text }
    text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
  }
  return (negative ? "-" : "") + text
}

/// `x` as printf's `%g` writes it: six significant digits, trailing zeros dropped, in
/// exponent form (`1e+09`, `2.5e-07`) when the exponent is below -4 or at least 6. The fixed
/// form is exact (``formatFixed(_:digits:)``); the exponent form's mantissa is scaled by
/// tens in floating point, which can differ from printf in the sixth digit only for a value
/// within about 1e-13 (relative) of a rounding tie.
public func formatGeneral(_ x: Double) -> String {
  if x.isNaN { return "nan" }
  if x.isInfinite { return x < 0 ? "-inf" : "inf" }
  if x == 0 { return x.sign == .minus ? "-0" : "0" }
  // The decimal exponent after rounding to six significant digits.
  var exponent = 0
  var m = x.magnitude
  while m >= 10 {
    m /= 10
    exponent += 1
  }
  while m < 1 {
    m *= 10
    exponent -= 1
  }
  var mantissa = formatFixed(m, digits: 5)
  if mantissa.hasPrefix("10.") {
    exponent += 1
    mantissa = formatFixed(m / 10, digits: 5)
  }
  func trimmed(_ s: String) -> String {
    guard s.contains(".") else { return s }
    var t = Substring(s)
    while t.hasSuffix("0") { t = t.dropLast() }
    if t.hasSuffix(".") { t = t.dropLast() }
    return String(t)
  }
  let sign = x < 0 ? "-" : ""
  // Rounding to six digits can carry into a seventh (999,999.5 → 1e+06).
  if exponent >= -4 && exponent < 6 {
    let fixed = formatFixed(x.magnitude, digits: max(0, 5 - exponent))
    let whole = fixed.split(separator: ".")[0]
    if exponent >= 0 && whole.count > exponent + 1 {
      exponent += 1
      mantissa = "1"
    }
  }
  if exponent < -4 || exponent >= 6 {
    let e = exponent.magnitude < 10 ? "0\(exponent.magnitude)" : "\(exponent.magnitude)"
    return sign + trimmed(mantissa) + "e" + (exponent < 0 ? "-" : "+") + e
  }
  return sign + trimmed(formatFixed(x.magnitude, digits: max(0, 5 - exponent)))
}

/// `text` right-aligned in `width` characters (printf's `%7s`, `%7.3f`): spaces before it.
public func padded(_ text: String, toWidth width: Int) -> String {
  text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

/// `n` with at least `width` digits, zeros before it (printf's `%012d`).
public func zeroPadded(_ n: Int, toWidth width: Int) -> String {
  let digits = String(n.magnitude)
  let body =
    digits.count >= width - (n < 0 ? 1 : 0)
    ? digits : String(repeating: "0", count: width - digits.count - (n < 0 ? 1 : 0)) + digits
  return (n < 0 ? "-" : "") + body
}

/// `n` in uppercase hexadecimal, at least two digits, exactly as printf's `%02X` writes it:
/// `0`–`255` as two digits (`"0A"`, `"FF"`), larger values with more (`510` → `"1FE"`), and,
/// as `%X` reads an unsigned 32-bit number, the low 32 bits of a negative or larger value
/// (`-1` → `"FFFFFFFF"`), so that an out-of-range colour component prints as it always did.
public func hex2(_ n: Int) -> String {
  let digits = Array("0123456789ABCDEF")
  var v = UInt32(truncatingIfNeeded: n)
  var out: [Character] = []
  repeat {
    out.append(digits[Int(v & 15)])
    v >>= 4
  } while v != 0
  if out.count < 2 { out.append("0") }
  return String(out.reversed())
}
