import Foundation
import SharedFolder
import Testing

@testable import SwiftSource

/// Kinds and texts of the tokens of `source`, without the final `eof`.
private func lex(_ source: String) -> [(TokenKind, String)] {
  let bytes = Array(source.utf8)
  let result = Lexer.tokenize(bytes)
  return result.tokens.dropLast().map {
    ($0.kind, String(decoding: bytes[Int($0.start)..<Int($0.end)], as: UTF8.self))
  }
}

private func kinds(_ source: String) -> [TokenKind] { lex(source).map(\.0) }
private func texts(_ source: String) -> [String] { lex(source).map(\.1) }

private func problems(_ source: String) -> [String] {
  Lexer.tokenize(Array(source.utf8)).problems.map(\.message)
}

/// `line:column` of a token in `source`.
private func location(_ t: Token, in source: String) -> String {
  Array(source.utf8).withUnsafeBufferPointer {
    LineTable($0).location(ofOffset: Int(t.start)).description
  }
}

@Suite struct LexerTests {
  @Test func reservedWordsHashToDistinctSlots() {
    // The perfect hash must keep every reserved word in a slot of its own, and the list must
    // name every reserved-word token kind once.
    #expect(ReservedWordTable.shared.collisions == 0)
    let keywordKinds = TokenKind.allCases.filter(\.isKeyword)
    #expect(Set(reservedWords.map(\.1)) == Set(keywordKinds))
    #expect(reservedWords.count == keywordKinds.count)
    for (word, kind) in reservedWords {
      #expect(kinds(word) == [kind], "\(word)")
      // Near misses stay identifiers: one letter more, one less, another case.
      #expect(kinds(word + "x") == [.identifier], "\(word)x")
      if word.count > 1 { #expect(kinds(String(word.dropLast())).first != kind, "\(word.dropLast())") }
      #expect(kinds(word.uppercased()) != [kind] || word == "_", "\(word.uppercased())")
    }
    // At the very end of the buffer (fewer than 16 bytes left) the bytes are packed one by one.
    #expect(kinds("x fallthrough") == [.identifier, .kwFallthrough])
    #expect(kinds("associatedtype") == [.kwAssociatedtype])
  }

  @Test func identifiersKeywordsAndContextualWords() {
    #expect(
      kinds("func get async `class` $0 $value café _x _") == [
        .kwFunc, .identifier, .identifier, .identifier, .dollarIdentifier, .dollarIdentifier, .identifier,
        .identifier, .kwUnderscore,
      ])
    #expect(texts("`class` café") == ["`class`", "café"])
    let backticked = Lexer.tokenize(Array("`default`".utf8)).tokens[0]
    #expect(backticked.flags & Token.Flags.backticked != 0)
    #expect(
      kinds("Self self super true false nil in where is as") == [
        .kwCapitalSelf, .kwSelf, .kwSuper, .kwTrue, .kwFalse, .kwNil, .kwIn, .kwWhere, .kwIs, .kwAs,
      ])
  }

  @Test(arguments: [
    ("42", TokenKind.integerLiteral), ("1_000_000", .integerLiteral), ("0xFF_ff", .integerLiteral),
    ("0o17", .integerLiteral), ("0b1010_1010", .integerLiteral), ("3.14", .floatLiteral),
    ("1e10", .floatLiteral), ("1.5E-3", .floatLiteral), ("0x1p-2", .floatLiteral), ("0x1.8p3", .floatLiteral),
    ("1_0.0_1e+1_0", .floatLiteral),
  ])
  func numberLiterals(_ source: String, _ kind: TokenKind) {
    #expect(lex(source).map(\.0) == [kind])
    #expect(lex(source).map(\.1) == [source])
    #expect(problems(source).isEmpty)
  }

  @Test func badDigitsAreDiagnosed() {
    #expect(problems("0b102").first?.contains("'2' is not a valid binary digit") == true)
    #expect(problems("0o8").first?.contains("'8' is not a valid octal digit") == true)
    #expect(problems("12ab").first?.contains("'a' is not a valid decimal digit") == true)
  }

  @Test func tupleIndexAfterPeriodStaysInteger() {
    #expect(kinds("t.0.1") == [.identifier, .period, .integerLiteral, .period, .integerLiteral])
  }

  @Test func nestedInterpolationIsOneFlatSequence() {
    let source = #""a \(b + "c \(d)") e""#
    #expect(
      kinds(source) == [
        .stringOpen, .stringSegment, .interpolationOpen, .identifier, .binaryOperator, .stringOpen,
        .stringSegment,
        .interpolationOpen, .identifier, .interpolationClose, .stringClose, .interpolationClose,
        .stringSegment,
        .stringClose,
      ])
    #expect(problems(source).isEmpty)
  }

  @Test func parenthesesInsideInterpolationDoNotCloseIt() {
    #expect(
      kinds(#""\(f(x))""#) == [
        .stringOpen, .interpolationOpen, .identifier, .leftParen, .identifier, .rightParen,
        .interpolationClose,
        .stringClose,
      ])
  }

  @Test func multiLineAndRawStrings() {
    let multi = "let s = \"\"\"\n  one \\(x)\n  \"quoted\"\n  \"\"\"\nlet t = 1"
    #expect(
      kinds(multi) == [
        .kwLet, .identifier, .equal, .stringOpen, .stringSegment, .interpolationOpen, .identifier,
        .interpolationClose, .stringSegment, .stringClose, .kwLet, .identifier, .equal, .integerLiteral,
      ])
    let lastLet = Lexer.tokenize(Array(multi.utf8)).tokens[10]
    #expect(location(lastLet, in: multi) == "5:1")
    #expect(lastLet.isAtStartOfLine)
    // In a raw string `\(` is text and `\#(` interpolates; `"` does not close `#"`.
    #expect(
      kinds(##"#"a \(b) " \#(c)"#"##) == [
        .stringOpen, .stringSegment, .interpolationOpen, .identifier, .interpolationClose, .stringClose,
      ])
    #expect(texts(##"#"a \(b) " \#(c)"#"##)[1] == #"a \(b) " "#)
  }

  @Test func unterminatedStringsAreDiagnosedAndLexingGoesOn() {
    let source = "let a = \"abc\nlet b = 2"
    #expect(problems(source) == ["unterminated string literal"])
    #expect(kinds(source).suffix(4) == [.kwLet, .identifier, .equal, .integerLiteral])
    // A newline inside the interpolation of a single-line string ends the string.
    #expect(problems("\"a \\(f(\nlet b = 2").contains("unterminated string literal"))
    #expect(problems("\"\\q\"") == ["invalid escape sequence in literal"])
  }

  @Test func regexLiteralHeuristics() {
    #expect(kinds("let r = /a+b/") == [.kwLet, .identifier, .equal, .regexLiteral])
    #expect(
      kinds("x = a / b / c") == [
        .identifier, .equal, .identifier, .binaryOperator, .identifier, .binaryOperator, .identifier,
      ])
    #expect(kinds("f(/ x /)").contains(.regexLiteral) == false)
    #expect(
      kinds("reduce(1, /)") == [
        .identifier, .leftParen, .integerLiteral, .comma, .binaryOperator, .rightParen,
      ])
    #expect(
      kinds("static func /(a: T) {}")[2] == .binaryOperator
        || kinds("static func /(a: T) {}")[2] == .prefixOperator)
    #expect(kinds("let r = #/a/b\n/#") == [.kwLet, .identifier, .equal, .regexLiteral])
    #expect(texts("x.firstMatch(of: /\\d+/)")[6] == "/\\d+/")
  }

  @Test func operatorsAreClassifiedByWhitespace() {
    #expect(kinds("a + b") == [.identifier, .binaryOperator, .identifier])
    #expect(kinds("a+b") == [.identifier, .binaryOperator, .identifier])
    #expect(kinds("-a") == [.prefixOperator, .identifier])
    #expect(kinds("a++ ") == [.identifier, .postfixOperator])
    #expect(kinds("a?.b") == [.identifier, .postfixQuestion, .period, .identifier])
    #expect(kinds("a!") == [.identifier, .postfixExclaim])
    #expect(kinds("c ? a : b") == [.identifier, .infixQuestion, .identifier, .colon, .identifier])
    #expect(kinds("x = y") == [.identifier, .equal, .identifier])
    #expect(kinds("() -> Int") == [.leftParen, .rightParen, .arrow, .identifier])
    #expect(kinds("a .== b") == [.identifier, .binaryOperator, .identifier])
    #expect(kinds("0..<n") == [.integerLiteral, .binaryOperator, .identifier])
    #expect(kinds("a ** b") == [.identifier, .binaryOperator, .identifier])
    #expect(kinds("a ∪ b") == [.identifier, .binaryOperator, .identifier])
    // An operator stops before a comment, and a comment after it makes it not right-bound.
    #expect(lex("a+/*c*/b").map(\.1) == ["a", "+", "b"])
  }

  @Test func poundDirectivesMacrosAndAttributes() {
    #expect(
      kinds("#if os(iOS)\n#elseif DEBUG\n#else\n#endif") == [
        .poundIf, .identifier, .leftParen, .identifier, .rightParen, .poundElseif, .identifier, .poundElse,
        .poundEndif,
      ])
    #expect(kinds("#Preview { }") == [.poundIdentifier, .leftBrace, .rightBrace])
    #expect(kinds("#available(iOS 17, *)").first == .poundAvailable)
    #expect(
      kinds("@available(*, unavailable) @MainActor") == [
        .atSign, .identifier, .leftParen, .binaryOperator, .comma, .identifier, .rightParen, .atSign,
        .identifier,
      ])
  }

  @Test func commentsAreKeptApartWithDocFlags() {
    let source = "// plain\n/// doc\n/** block doc */\n/* a /* nested */ b */ let x = 1"
    let result = Lexer.tokenize(Array(source.utf8))
    #expect(result.comments.map(\.isDoc) == [false, true, true, false])
    #expect(result.tokens.first?.kind == .kwLet)
    #expect(result.tokens.first.map { location($0, in: source) } == "4:24")
    #expect(result.tokens.first?.isAtStartOfLine == true)
    #expect(Lexer.tokenize(Array("/* open".utf8)).problems.map(\.message) == ["unterminated '/*' comment"])
  }

  @Test func startOfLineFlagsAndLocationsAgreeWithTheLineTable() throws {
    for file in try SharedFolder.current.seedExampleFiles() {
      let name = file.lastPathComponent
      let bytes = try [UInt8](Data(contentsOf: file))
      let result = Lexer.tokenize(bytes)
      let table = bytes.withUnsafeBufferPointer { LineTable($0) }
      var previousLine = 0
      for t in result.tokens where t.kind != .eof {
        let loc = table.location(ofOffset: Int(t.start))
        // The column agrees with a scan back to the previous line break.
        var lineStart = Int(t.start)
        while lineStart > 0 && bytes[lineStart - 1] != 10 && bytes[lineStart - 1] != 13 { lineStart -= 1 }
        #expect(loc.column == Int(t.start) - lineStart + 1, "\(name) token at \(t.start)")
        // A token is flagged at the start of a line exactly when a line break separates it from
        // the previous token (multi-line string segments aside, which hold their own breaks).
        if t.kind != .stringSegment && t.kind != .stringClose {
          #expect(t.isAtStartOfLine == (loc.line > previousLine), "\(name) token at \(loc)")
        }
        previousLine = table.location(ofOffset: Int(t.end)).line
      }
      // Tokens are in order and do not overlap.
      for (a, b) in zip(result.tokens, result.tokens.dropFirst()) { #expect(a.end <= b.start) }
    }
  }

  @Test func crlfAndByteOrderMark() {
    let source = "\u{FEFF}let a = 1\r\nlet b = 2\rlet c = 3"
    let tokens = Lexer.tokenize(Array(source.utf8)).tokens
    // Columns count UTF-8 bytes, so the three-byte mark puts the first `let` in column 4.
    #expect(tokens.filter { $0.kind == .kwLet }.map { location($0, in: source) } == ["1:4", "2:1", "3:1"])
    #expect(tokens[0].isAtStartOfLine && tokens[4].isAtStartOfLine && !tokens[1].isAtStartOfLine)
  }

  @Test func invalidBytesBecomeUnknownTokens() {
    let result = Lexer.tokenize([0x6C, 0x65, 0x74, 0x20, 0xFF, 0x20, 0x78])
    #expect(result.tokens.map(\.kind) == [.kwLet, .unknown, .identifier, .eof])
    #expect(result.problems.map(\.message) == ["invalid UTF-8 in source file"])
  }

  @Test func tokensAreEightBytes() {
    #expect(MemoryLayout<Token>.stride == 8)
    let t = Token(kind: .identifier, flags: Token.Flags.leadingTrivia, start: 70_000, end: 70_000 + 65_535)
    #expect(t.start == 70_000 && t.end == 135_535 && t.length == 65_535 && t.hasLeadingTrivia)
  }

  @Test func stringTextLongerThanATokenIsSplitIntoSegments() throws {
    // 100,000 bytes of text with a two-byte character and an escape at every 7th position: the
    // segments are at most 64 KiB each, back to back, and cut neither a character nor an
    // escape, so that together they are the literal's text.
    var text = ""
    var i = 0
    while text.utf8.count < 100_000 {
      text += i % 7 == 0 ? "é\\n" : "ab"
      i += 1
    }
    for (open, close) in [("\"", "\""), ("\"\"\"\n", "\n\"\"\""), ("#\"", "\"#")] {
      let source = "let s = \(open)\(text)\(close)"
      let bytes = Array(source.utf8)
      let result = Lexer.tokenize(bytes)
      #expect(result.problems.isEmpty, "\(open)")
      let segments = result.tokens.filter { $0.kind == .stringSegment }
      #expect(segments.count >= 2, "\(open)")
      #expect(segments.allSatisfy { $0.length <= Token.maximumLength }, "\(open)")
      for (a, b) in zip(segments, segments.dropFirst()) {
        #expect(a.end == b.start)
        #expect(bytes[Int(b.start)] & 0xC0 != 0x80, "a cut inside a character")
        // (In the raw string `\\n` is two characters, which may be cut apart.)
        if !open.hasPrefix("#") {
          #expect(bytes[Int(a.end) - 1] != UInt8(ascii: "\\"), "a cut inside an escape")
        }
      }
      // Together the segments are the literal's body, from its opening to its closing quote.
      let opening = try #require(result.tokens.first { $0.kind == .stringOpen })
      let closing = try #require(result.tokens.first { $0.kind == .stringClose })
      let body = opening.end..<closing.start
      #expect(segments.first?.start == body.lowerBound && segments.last?.end == body.upperBound, "\(open)")
      #expect(
        String(decoding: bytes[Int(body.lowerBound)..<Int(body.upperBound)], as: UTF8.self).contains(text))
      // The parser puts every segment in the one literal.
      let tree = SourceFile.parse(bytes)
      #expect(tree.diagnostics.isEmpty)
      #expect(tree.nodes(ofKind: .stringLiteralExpr).count == 1)
      #expect(tree.nodes(ofKind: .stringSegment).count == segments.count)
    }
  }

  @Test func anyOtherTokenOver64KiBIsAnError() {
    // An identifier of 70,000 bytes: one error at its start, and unknown tokens that cover it.
    let name = String(repeating: "a", count: 70_000)
    let bytes = Array("let \(name) = 1".utf8)
    let result = Lexer.tokenize(bytes)
    #expect(
      result.problems.map(\.message) == [
        "token too long: 70000 bytes (SwiftSource reads tokens of at most 64 KiB)"
      ])
    #expect(result.problems.map(\.offset) == [4])
    #expect(result.tokens.map(\.kind) == [.kwLet, .unknown, .unknown, .equal, .integerLiteral, .eof])
    #expect(
      result.tokens[1].start == 4 && result.tokens[2].end == 70_004
        && result.tokens[1].end == result.tokens[2].start)
    let tree = SourceFile.parse(bytes)
    #expect(
      tree.diagnostics.first.map { "\($0.location): \($0.message)" }
        == "1:5: token too long: 70000 bytes (SwiftSource reads tokens of at most 64 KiB)")
  }

  @Test func indentationAndLineCommentsOfEveryWidth() {
    // The lexer skips indentation and finds the end of a `//` comment eight bytes at a time:
    // every width around and across the eight-byte steps, each line break, and the end of the
    // file right after.
    for width in 0..<20 {
      for breakText in ["\n", "\r\n", "\r", ""] {
        let indent = String(repeating: " ", count: width)
        let comment = "//" + String(repeating: "c", count: width)
        let source = "a\n\(indent)b \(comment)\(breakText)\(indent)d"
        let bytes = Array(source.utf8)
        let result = Lexer.tokenize(bytes)
        let what = "width \(width), break \(breakText.debugDescription)"
        #expect(lex(source).map(\.1) == (breakText.isEmpty ? ["a", "b"] : ["a", "b", "d"]), "\(what)")
        #expect(result.tokens[1].start == UInt32(2 + width) && result.tokens[1].isAtStartOfLine, "\(what)")
        let c = result.comments.first
        // Without a line break the comment runs to the end of the file, over the `d`.
        let end = breakText.isEmpty ? bytes.count : 4 + width + comment.utf8.count
        #expect(c?.start == UInt32(4 + width) && c?.end == UInt32(end), "\(what)")
        if !breakText.isEmpty { #expect(result.tokens[2].isAtStartOfLine, "\(what)") }
      }
    }
  }

  @Test func multilineStringIndentationWithEveryLineBreak() {
    // The lines of a multi-line string are found eight bytes at a time; each break style, long
    // and short lines, blank lines and an interpolation: one error, at the line that is short of
    // the closing delimiter's indentation.
    for br in ["\n", "\r\n", "\r"] {
      let lines = [
        "let s = \"\"\"", "    the first line is longer than eight bytes", "", "  short",
        "    \\(x) and more text after it", "    \"\"\"",
      ]
      let source = lines.joined(separator: br)
      let result = Lexer.tokenize(Array(source.utf8))
      let short = source.utf8.count - lines[3...].joined(separator: br).utf8.count + 2
      #expect(
        result.problems.map(\.message) == ["insufficient indentation of line in multi-line string literal"],
        "\(br.debugDescription)")
      #expect(result.problems.map(\.offset) == [short], "\(br.debugDescription)")
    }
  }
}
