import Foundation
import Portable
import Testing

/// Each conversion writes what Foundation's `String(format:)` (printf) writes, for every
/// combination of flags, widths and precisions that programs use and the edge values.
@Suite struct PrintfTests {
  static let integerSpecs = [
    "", "5", "-5", "05", "+", " ", "+5", "-+6", ".3", "8.3", "-8.3", "08.3", "#", "#8", "#08", "l", "ll",
    "3l", ".0", "020",
    "0-5", "+ ", "-08", "+.5",
  ]
  static let integers = [0, 1, -1, 7, 42, -42, 255, 4096, 123_456_789, -987_654_321, Int.max, Int.min]
  static let doubleSpecs = [
    "", ".0", ".1", ".2", ".3", "8.3", "-8.3", "08.3", "+.2", " .2", "+08.2", "#.0", "10", "-10", "010",
    ".10",
    "l", "L", "3", "20.15",
  ]
  static let doubles: [Double] = [
    0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 3.14159, -3.14159, 1e-7, 123_456.789, 1e21, -1e-300, 99.995,
    9.9999995, 1234567, 0.000123456, .infinity, -.infinity, .nan,
  ]

  @Test(arguments: ["d", "i", "u", "x", "X", "o"])
  func integerConversionsArePrintfs(conversion: Character) throws {
    for spec in Self.integerSpecs {
      let c = try #require(PrintfConversion(spec, conversion: conversion), "%\(spec)\(conversion)")
      for n in Self.integers {
        let expected =
          conversion == "d" || conversion == "i"
          ? String(format: "%\(spec.filter { $0 != "l" && $0 != "h" })ld", n)
          : String(format: "%\(spec.filter { $0 != "l" && $0 != "h" })l\(conversion)", n)
        #expect(c.format(n) == expected, "%\(spec)\(conversion) of \(n)")
      }
    }
  }

  @Test(arguments: ["f", "F", "e", "E", "g", "G"])
  func floatingPointConversionsArePrintfs(conversion: Character) throws {
    for spec in Self.doubleSpecs {
      let c = try #require(PrintfConversion(spec, conversion: conversion), "%\(spec)\(conversion)")
      for x in Self.doubles {
        let expected = String(format: "%\(spec.filter { $0 != "l" && $0 != "L" })\(conversion)", x)
        #expect(c.format(x) == expected, "%\(spec)\(conversion) of \(x)")
      }
    }
  }

  @Test func whatIsNotAConversionIsNil() {
    #expect(PrintfConversion("5", conversion: "@") == nil)
    #expect(PrintfConversion("5-", conversion: "d") == nil)
    #expect(PrintfConversion("1.2.3", conversion: "f") == nil)
    #expect(PrintfConversion("l5", conversion: "d") == nil)
    #expect(PrintfConversion("-08.3l", conversion: "f")?.precision == 3)
    #expect(PrintfConversion(".", conversion: "f")?.precision == 0)
    #expect(PrintfConversion("", conversion: "f")?.precision == nil)
  }
}
