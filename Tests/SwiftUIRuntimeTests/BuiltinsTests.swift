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
