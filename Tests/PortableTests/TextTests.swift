import Foundation
import Portable
import Testing

/// The string operations that stand in for Foundation's agree with Foundation's.
@Suite struct TextTests {
  @Test(arguments: [
    ("expected ')' to close '('", "to close"), ("abc", ""), ("", "a"), ("aab", "ab"), ("héllo", "él"),
    ("abc", "abcd"), ("to clos", "to close"),
  ])
  func containsTextAgreesWithFoundation(text: String, part: String) {
    #expect(text.containsText(part) == (part.isEmpty || text.contains(part)))
  }

  @Test(arguments: [
    "  hi  ", "\n\t hi there \r\n", "", "   ", "x", "\u{00A0}nbsp\u{2003}", "\u{200B}zero width\u{200B}",
    "\u{2028}line separator\u{0085}", "\u{000B}\u{000C}",
  ])
  func trimmingWhitespaceAgreesWithFoundation(text: String) {
    #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  @Test(arguments: [
    "  hi  ", "\t hi there \t", "", " \t ", "x", "\u{00A0}nbsp\u{2003}", "\u{3000}ideographic\u{3000}",
    "\nkeeps line breaks\n", " \r\n ", "\u{000B}vertical tab\u{000C}", "\u{200B}zero width\u{200B}",
  ])
  func trimmingSpacesAgreesWithFoundation(text: String) {
    #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
    let inner = text.dropFirst().dropLast()
    #expect(inner.trimmingSpaces() == inner.trimmingCharacters(in: .whitespaces))
  }

  @Test func replacingEveryReplacesEachScalarEvenInsideACRLF() {
    let s = "a\\b\r\nc\"d"
    #expect(
      s.replacingEvery("\\", with: "\\\\").replacingEvery("\n", with: "\\n").replacingEvery("\r", with: "\\r")
        .replacingEvery("\"", with: "\\\"") == #"a\\b\r\nc\"d"#)
  }
}

/// `replacingText` replaces as Foundation's `replacingOccurrences(of:with:)` does.
@Suite struct ReplacingTextTests {
  @Test(arguments: [
    ("a-b-c", "-", "+"), ("aaaa", "aa", "b"), ("aaa", "aa", "b"), ("hello world", "o w", "0_W"),
    ("abc", "", "x"),
    ("", "a", "b"), ("abc", "abcd", "x"), ("café crème", "é", "e"), ("one, two, three", ", ", " & "),
    ("xyz", "xyz", ""), ("ababab", "ab", "abab"),
  ])
  func agreesWithFoundation(text: String, target: String, replacement: String) {
    #expect(
      text.replacingText(target, with: replacement)
        == text.replacingOccurrences(of: target, with: replacement))
  }
}
