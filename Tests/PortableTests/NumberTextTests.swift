import Foundation
import Portable
import Testing

// The formatters agree with printf (Foundation's String(format:), which calls it) on the
// cases that could go wrong: ties, carries, negative zero, tiny and huge values, subnormals.

private let chosen: [Double] = [
  0, -0.0, 0.5, 1.5, 2.5, 0.125, 0.375, -0.125, 0.005, 0.015, 0.045, 1.005, 2.675, 9.995, 99.995, 0.9999,
  123.456, -123.456, 1e-7, -1e-7, .leastNonzeroMagnitude, 2.2250738585072014e-308, 1e15, 123456789.123456789,
  1.8e19 - 4096, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, -2.0 / 3, 1.1, 2.2, 3.3, 4.4, 16.6667, 400, 874, 62.0,
  0.85, 1e9, 3.6e9, 2.5e-7, 999_999.5, 999_999.4, 123_456.7, 0.0001, 0.00001234,
]
private let steps: [Double] = (0..<400).map { (i: Int) -> Double in Double(i) * 0.0125 - 2.5 }
private let sevenths: [Double] = (0..<200).map { (i: Int) -> Double in Double(i * 7919 % 1000) / 7.0 }
private let samples: [Double] = chosen + steps + sevenths

@Test func fixedFormattingIsPrintfs() {
  for x in samples {
    for digits in [0, 1, 2, 3, 5, 8] {
      #expect(formatFixed(x, digits: digits) == String(format: "%.\(digits)f", x), "\(x) to \(digits)")
    }
  }
  #expect(formatFixed(.nan, digits: 2) == "nan")
  #expect(formatFixed(-.infinity, digits: 2) == "-inf")
}

@Test func generalFormattingIsPrintfs() {
  for x in samples where x != 0 {
    #expect(formatGeneral(x) == String(format: "%g", x), "\(x)")
  }
  #expect(formatGeneral(0) == "0")
}

@Test func paddingAndIntegers() {
  #expect(padded(formatFixed(1.1, digits: 3), toWidth: 7) == String(format: "%7.3f", 1.1))
  #expect(padded("123456789", toWidth: 7) == "123456789")
  for n in [0, 7, 42, 123_456_789_012, -5, 1_234_567_890_123, -123] {
    #expect(zeroPadded(n, toWidth: 12) == String(format: "%012ld", n))
    for width in [0, 1, 2, 3, 5] {
      #expect(zeroPadded(n, toWidth: width) == String(format: "%0\(width)ld", n), "\(n) \(width)")
    }
  }
  for n in [0, 9, 10, 15, 16, 128, 255, 256, 510, 4096, -1, -255, 2_147_483_652, -(1 << 40)] {
    #expect(hex2(n) == String(format: "%02X", n))
  }
}

@Test func wholeNumbersPast2To64HaveAllTheirDigits() {
  for x in [1.8e19, 1e21, 2.0e30, 1.7976931348623157e308, -3.5e200] {
    for digits in [0, 2] {
      #expect(formatFixed(x, digits: digits) == String(format: "%.\(digits)f", x), "\(x) to \(digits)")
    }
  }
}

@Test func exponentFormattingIsPrintfs() {
  for x in samples + [
    1e300, -2.5e-300, 1.7976931348623157e308, Double.leastNonzeroMagnitude, 1e23, 9.9999995, 0.00099999995,
  ] {
    for digits in [0, 1, 3, 6, 10, 15, 17] {
      #expect(formatExponent(x, digits: digits) == String(format: "%.\(digits)e", x), "\(x) to \(digits)")
    }
  }
  #expect(formatExponent(.nan, digits: 2) == "nan")
  #expect(formatExponent(-.infinity, digits: 2) == "-inf")
}

@Test func generalFormattingWithPrecisionIsPrintfs() {
  for x in samples + [1e300, 1e23, 9.9999995, 0.00099999995, 123456, 1234567, 100, 99.995] {
    for p in [0, 1, 2, 4, 10, 15, 17] {
      #expect(formatGeneral(x, significant: p) == String(format: "%.\(p)g", x), "\(x) to \(p)")
      // glibc's `%#g` drops a zero when the rounding carries into a new digit (99.995 to two
      // digits is "1.e+02" there): those are left out.
      let carried =
        String(format: "%.\(max(p, 1) - 1)e", x.magnitude).hasPrefix("1")
        && !String(format: "%.17e", x.magnitude).hasPrefix("1")
      if !carried {
        #expect(
          formatGeneral(x, significant: p, keepingZeros: true) == String(format: "%#.\(p)g", x),
          "\(x) to \(p), #")
      }
    }
  }
}
