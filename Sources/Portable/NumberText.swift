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
  // Past 2^64 a double is a whole number, written with all its digits, exactly.
  guard magnitude < 1.8e19 else {
    return (negative ? "-" : "") + String(decoding: exactDecimal(magnitude).digits, as: UTF8.self)
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

/// `x` as printf's `%.Ne` writes it (`digits` = N, at most 17): one digit, the point, `digits`
/// digits, then `e`, the exponent's sign and at least two of its digits (`1.500000e+03`),
/// correctly rounded, ties to even, from the double's exact value.
public func formatExponent(_ x: Double, digits: Int) -> String {
  let digits = max(0, min(digits, 17))
  if x.isNaN { return "nan" }
  if x.isInfinite { return x < 0 ? "-inf" : "inf" }
  let sign = x.sign == .minus ? "-" : ""
  let (significand, exponent) = decimalDigits(x.magnitude, count: digits + 1)
  var text = significand
  if digits > 0 { text.insert(".", at: text.index(after: text.startIndex)) }
  let e = exponent.magnitude < 10 ? "0\(exponent.magnitude)" : "\(exponent.magnitude)"
  return sign + text + "e" + (exponent < 0 ? "-" : "+") + e
}

/// `x` as printf's `%g` writes it: `significant` significant digits (6 unless told; 0 is
/// taken as 1), trailing zeros dropped unless `keepingZeros` (printf's `#` flag), in exponent
/// form (`1e+09`, `2.5e-07`) when the exponent is below -4 or at least `significant`;
/// correctly rounded from the exact value.
public func formatGeneral(_ x: Double, significant: Int = 6, keepingZeros: Bool = false) -> String {
  if x.isNaN { return "nan" }
  if x.isInfinite { return x < 0 ? "-inf" : "inf" }
  let p = max(1, min(significant, 18))
  let sign = x.sign == .minus ? "-" : ""
  // The exponent of the value rounded to `p` digits decides the form, as C says; both forms
  // show those `p` digits.
  let (significand, exponent) = decimalDigits(x.magnitude, count: p)
  var text = significand
  if exponent >= -4 && exponent < p {
    if exponent < 0 {
      text = "0." + String(repeating: "0", count: -exponent - 1) + text
    } else if exponent + 1 < p {
      text.insert(".", at: text.index(text.startIndex, offsetBy: exponent + 1))
    }
  } else if p > 1 {
    text.insert(".", at: text.index(after: text.startIndex))
  }
  if !keepingZeros && text.contains(".") {
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
  } else if keepingZeros && !text.contains(".") {
    text += "."
  }
  if exponent < -4 || exponent >= p {
    let e = exponent.magnitude < 10 ? "0\(exponent.magnitude)" : "\(exponent.magnitude)"
    text += "e" + (exponent < 0 ? "-" : "+") + e
  }
  return sign + text
}

/// The first `count` (1–18) significant decimal digits of `m` (finite, not negative), correctly
/// rounded, ties to even, and the decimal exponent of the first: `(1235, 2)` for 123.45 to
/// four digits. Zero is all zeros with exponent 0.
func decimalDigits(_ m: Double, count: Int) -> (digits: String, exponent: Int) {
  guard m > 0 else { return (String(repeating: "0", count: count), 0) }
  // An estimate of the exponent, put right by the digits it gives.
  var exponent = 0
  var scaled = m
  while scaled >= 10 {
    scaled /= 10
    exponent += 1
  }
  while scaled < 1 {
    scaled *= 10
    exponent -= 1
  }
  for _ in 0..<3 {
    guard let q = roundedScaled(m, by: count - 1 - exponent) else { break }
    var text = String(q)
    if text.count > count {
      // Too many digits: the exponent was one low, or the rounding carried into a new digit
      // (9.9996 → 10.000), where the digits are a one and zeros either way.
      exponent += 1
      if text.hasPrefix("1") && text.dropFirst().allSatisfy({ $0 == "0" }) {
        text.removeLast()
        return (text, exponent)
      }
      continue
    }
    if text.count < count {
      exponent -= 1
      continue
    }
    // A one and zeros may be a carry from the exponent below (9.99…95e-08 to 17 digits): the
    // value is below 10^exponent when the exponent below gives it `count` digits too.
    if text.hasPrefix("1") && text.dropFirst().allSatisfy({ $0 == "0" }),
      let below = roundedScaled(m, by: count - exponent), String(below).count == count
    {
      return (String(below), exponent - 1)
    }
    return (text, exponent)
  }
  return roundedExactly(m, count: count)
}

/// ``decimalDigits(_:count:)`` from all the digits of `m`'s exact value, for any double: the
/// way for magnitudes whose scaled value does not fit in 128 bits.
private func roundedExactly(_ m: Double, count: Int) -> (digits: String, exponent: Int) {
  let (all, exponent) = exactDecimal(m)
  var kept = Array(all.prefix(count))
  while kept.count < count { kept.append(UInt8(ascii: "0")) }
  let rest = all.dropFirst(count)
  let zero = UInt8(ascii: "0")
  let five = UInt8(ascii: "5")
  let first = rest.first ?? zero
  let roundsUp =
    first > five
    || (first == five
      && (rest.dropFirst().contains { $0 != zero } || (kept.last! - zero) % 2 == 1))
  var e = exponent
  if roundsUp {
    var i = kept.count - 1
    while i >= 0 && kept[i] == UInt8(ascii: "9") {
      kept[i] = zero
      i -= 1
    }
    if i >= 0 {
      kept[i] += 1
    } else {
      kept.insert(UInt8(ascii: "1"), at: 0)
      kept.removeLast()
      e += 1
    }
  }
  return (String(decoding: kept, as: UTF8.self), e)
}

/// Every decimal digit of `m` (finite, above zero) as ASCII, leading zeros dropped, and the
/// decimal exponent of the first. A double is `M × 2^e`: for `e < 0` that is `M × 5^-e / 10^-e`,
/// so the digits are those of the whole number `M × 5^-e` (or `M × 2^e`), computed in base
/// 10^9 limbs.
func exactDecimal(_ m: Double) -> (digits: [UInt8], exponent: Int) {
  let significand = UInt64(m.significandBitPattern | (m.isNormal ? 1 << 52 : 0))
  let e = m.isNormal ? Int(m.exponentBitPattern) - 1075 : -1074
  let base: UInt64 = 1_000_000_000
  var limbs: [UInt64] = [significand % base, significand / base % base, significand / base / base]
  func multiply(by factor: UInt64) {
    var carry: UInt64 = 0
    for i in limbs.indices {
      let v = limbs[i] * factor + carry
      limbs[i] = v % base
      carry = v / base
    }
    while carry > 0 {
      limbs.append(carry % base)
      carry /= base
    }
  }
  // Factors below 2^30 keep limb × factor + carry below 2^64.
  var left = e.magnitude
  let (chunk, factor): (UInt, UInt64) = e >= 0 ? (29, 1 << 29) : (12, 244_140_625)  // 5^12
  while left >= chunk {
    multiply(by: factor)
    left -= chunk
  }
  var last: UInt64 = 1
  for _ in 0..<left { last *= e >= 0 ? 2 : 5 }
  multiply(by: last)
  while limbs.count > 1 && limbs.last == 0 { limbs.removeLast() }
  var text = String(limbs.last!)
  for limb in limbs.dropLast().reversed() {
    let part = String(limb)
    text += String(repeating: "0", count: 9 - part.count) + part
  }
  let digits = Array(text.utf8)
  return (digits, digits.count - 1 + (e < 0 ? e : 0))
}

/// `m × 10^k` rounded to an integer, ties to even, computed exactly in 128 bits; nil where
/// it does not fit (for `k` beyond about ±32, or a binary exponent far from `k`'s).
private func roundedScaled(_ m: Double, by k: Int) -> UInt128? {
  // m × 10^k = significand × 5^k × 2^(e + k): a fraction of two integers of 128 bits.
  let significand = UInt128(m.significandBitPattern | (m.isNormal ? 1 << 52 : 0))
  let e = m.isNormal ? Int(m.exponentBitPattern) - 1075 : -1074
  func power5(_ n: Int) -> UInt128? {
    guard n <= 55 else { return nil }
    var p: UInt128 = 1
    for _ in 0..<n { p *= 5 }
    return p
  }
  guard let five = power5(k.magnitude > Int.max.magnitude ? 56 : Int(k.magnitude)) else { return nil }
  var numerator = significand
  var denominator: UInt128 = 1
  if k >= 0 {
    guard five <= UInt128.max / numerator else { return nil }
    numerator *= five
  } else {
    denominator = five
  }
  let shift = e + k
  if shift >= 0 {
    guard shift < 127, numerator <= UInt128.max >> UInt128(shift) else { return nil }
    numerator <<= UInt128(shift)
  } else {
    guard -shift < 127, denominator <= UInt128.max >> UInt128(-shift) else { return nil }
    denominator <<= UInt128(-shift)
  }
  var q = numerator / denominator
  let rest = numerator % denominator
  // Half of the denominator, compared without overflow: above it rounds up, at it to even.
  if rest > denominator - rest || (rest == denominator - rest && q & 1 == 1) { q += 1 }
  return q
}

/// `text` right-aligned in `width` characters (printf's `%7s`, `%7.3f`): spaces before it.
public func padded(_ text: String, toWidth width: Int) -> String {
  text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

/// `n` with at least `width` digits, zeros before it (printf's `%012d`).
public func zeroPadded(_ n: Int, toWidth width: Int) -> String {
  let digits = String(n.magnitude)
  let sign = n < 0 ? 1 : 0
  // Digits are ASCII: their UTF-8 count is their character count, without walking them.
  let zeros = max(0, width - digits.utf8.count - sign)
  guard zeros + sign > 0 else { return digits }
  return String(unsafeUninitializedCapacity: sign + zeros + digits.utf8.count) { buffer in
    var i = 0
    if sign == 1 {
      buffer[0] = UInt8(ascii: "-")
      i = 1
    }
    for _ in 0..<zeros {
      buffer[i] = UInt8(ascii: "0")
      i += 1
    }
    for byte in digits.utf8 {
      buffer[i] = byte
      i += 1
    }
    return i
  }
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
