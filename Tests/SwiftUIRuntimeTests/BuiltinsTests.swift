import Detents
import Foundation
import SwiftUIRuntime
import Testing
import ViewTree

/// Initializers of the standard library's types, as the interpreter provides them.
@Suite struct RepeatingInitializerTests {
  static let shown: [(String, String)] = [
    ("String(repeating: \"ab\", count: 3)", "ababab"),
    ("String(repeating: \"ab\", count: 0)", ""),
    ("String(repeating: \"é\", count: 2)", "éé"),
    ("String(repeating: Character(\"x\"), count: 4)", "xxxx"),
    ("String(repeating: c, count: 2)", "--"),
    ("\"\\([Int](repeating: 7, count: 3))\"", "[7, 7, 7]"),
    ("\"\\(Array(repeating: \"q\", count: 2))\"", "[\"q\", \"q\"]"),
    ("\"\\([String]().count)\"", "0"),
  ]

  @Test(arguments: shown)
  func repeatingGivesCountCopies(expression: String, expected: String) throws {
    #expect(try shows("Text(\(expression))", decls: "let c: Character = \"-\"") == [expected])
  }

  static let errors: [(String, String)] = [
    // Located at the count.
    ("String(repeating: \"ab\", count: -1)", "6:43: can't construct a collection with a negative count (-1)"),
    (
      "String(repeating: \"ab\", count: 1_000_000)",
      "6:43: a collection of 1000000 repeated elements is over the budget"
    ),
    (
      "String(repeating: 1, count: 2)",
      "6:12: String(repeating:count:) repeats a String or Character, not Int"
    ),
    ("Character(\"xy\")", "6:22: Character(_:) needs a string of exactly one character"),
    (
      "\"\\([Int](repeating: 0, count: -5))\"",
      "6:42: can't construct a collection with a negative count (-5)"
    ),
  ]

  @Test(arguments: errors)
  func badCountsAreLocatedErrors(expression: String, message: String) {
    #expect(runtimeError(probe("Text(\(expression))")) == message)
  }
}

/// `String(format:)` in a program writes what Foundation's writes, for the conversions
/// programs use: integers, doubles with a precision, width and flags, `%@`, `%s`, `%%`.
@Suite struct StringFormatTests {
  /// A format, its arguments as the program writes them, and the same for Foundation.
  static var cases: [(format: String, program: String, foundation: [any CVarArg])] {
    [
      ("%d", "42", [42]), ("%ld", "-7", [-7]), ("%5d|%-5d|%05d", "42, 42, 42", [42, 42, 42]),
      ("%+d % d", "3, 3", [3, 3]), ("%.3d", "7", [7]), ("%x %X %#x", "255, 255, 255", [255, 255, 255]),
      ("%lu", "-1", [-1]), ("%f", "3.14159", [3.14159]), ("%.2f", "2.675", [2.675]),
      ("%.0f", "2.5", [2.5]), ("%8.3f|%-8.3f|%08.3f", "1.5, 1.5, 1.5", [1.5, 1.5, 1.5]),
      ("%+.1f", "-0.04", [-0.04]), ("%e", "123456.789", [123456.789]), ("%.2e", "0.000123", [0.000123]),
      ("%g %g %g", "100000.0, 1000000.0, 0.0001", [100000.0, 1000000.0, 0.0001]), ("%F", "1.5", [1.5]),
      ("%d%%", "50", [50]), ("%.1f", "16.6667", [16.6667]),
      ("%lld", "9007199254740993", [9_007_199_254_740_993]),
      ("%ld", "9223372036854775807", [Int.max]),
      ("%@ %@|%5@|", #""x", "long text", "ab""#, ["x", "long text", "ab"]),
    ]
  }

  @Test(arguments: cases.indices)
  func writesWhatFoundationWrites(index: Int) throws {
    let c = Self.cases[index]
    let expected = String(format: c.format, arguments: c.foundation)
    #expect(try shows(#"Text(String(format: "\#(c.format)", \#(c.program)))"#) == [expected], "\(c.format)")
  }

  /// A double given to an integer conversion is cut toward zero; `%@` and `%s` show any value.
  @Test func valuesOfOtherTypes() throws {
    #expect(try shows(#"Text(String(format: "%d %d", 2.9, -2.9))"#) == ["2 -2"])
    #expect(try shows(#"Text(String(format: "%@ and %s", "x", 1.5))"#) == ["x and 1.5"])
  }
}
