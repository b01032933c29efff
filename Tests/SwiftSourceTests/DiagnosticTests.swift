import Testing

@testable import SwiftSource

/// One broken input: markers (`1️⃣`…) give the expected positions of the diagnostics, and
/// `survivors` names declarations that must still be in the tree after recovery.
struct DiagnosticCase: CustomTestStringConvertible, Sendable {
  var source: String
  var diagnostics: [(marker: String, message: String)]
  var survivors: [String] = []
  var mode: ParseOptions.Mode = .source
  var testDescription: String { String(source.prefix(40)) }
}

/// swift-syntax style: parse the unmarked source, compare each diagnostic's message and
/// line:column with the marker's position, and check the declarations that follow survived.
func assertParse(_ c: DiagnosticCase, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
  let (source, markers) = extractMarkers(c.source)
  let tree = SourceFile.parse(source, options: ParseOptions(mode: c.mode))
  let actual = tree.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
  let expected = c.diagnostics.map { d -> String in
    let (line, column) = lineColumn(source, markers[d.marker] ?? -1)
    return "\(line):\(column): \(d.message)"
  }
  #expect(actual == expected, sourceLocation: sourceLocation)
  var declared: Set<String> = []
  tree.walk { node, _ in
    if node.kind.isDeclaration || node.kind == .identifierPattern || node.kind == .enumCaseElement {
      declared.insert(node.name)
    }
    return .visitChildren
  }
  for name in c.survivors {
    #expect(declared.contains(name), "'\(name)' was lost in recovery", sourceLocation: sourceLocation)
  }
  checkInvariants(tree, c.testDescription)
}

let diagnosticCases: [DiagnosticCase] = [
  DiagnosticCase(
    source: "let x = foo(1, 21️⃣\nlet y = 3\n",
    diagnostics: [("1️⃣", "expected ')' to close '(' opened at 1:12")], survivors: ["x", "y"]),
  DiagnosticCase(
    source: "struct A {\n  func f() {\n    let x = [1, 21️⃣\n  }\n  func g() {}\n}\nstruct B {}\n",
    diagnostics: [("1️⃣", "expected ']' to close '[' opened at 3:13")], survivors: ["A", "f", "g", "B"]),
  DiagnosticCase(
    source: "struct S {\n  var x: Int\n\nstruct T {}1️⃣\n",
    diagnostics: [("1️⃣", "expected '}' to close '{' opened at 1:10")], survivors: ["S", "x", "T"]),
  DiagnosticCase(
    source: "let a = (1 +1️⃣\nlet b = 2\n",
    diagnostics: [("1️⃣", "expected expression"), ("1️⃣", "expected ')' to close '(' opened at 1:9")],
    survivors: ["a", "b"]),
  DiagnosticCase(
    source: "func f() -> 1️⃣{\n}\nlet after = 1\n",
    diagnostics: [("1️⃣", "expected type, found '{'")], survivors: ["f", "after"]),
  DiagnosticCase(
    source: "let s = 1️⃣\"abc\nlet t = 1\n", diagnostics: [("1️⃣", "unterminated string literal")],
    survivors: ["s", "t"]),
  DiagnosticCase(
    source: "let s = \"a \\(x + 1️⃣) b\"\nlet y = 2\n", diagnostics: [("1️⃣", "expected expression, found ')'")],
    survivors: ["s", "y"]),
  DiagnosticCase(
    source: "class 1️⃣{ }\nlet a = 1\n", diagnostics: [("1️⃣", "expected identifier in class declaration")],
    survivors: ["a"]),
  DiagnosticCase(
    source: "foo(a: 1 1️⃣b: 2)\nlet c = 3\n", diagnostics: [("1️⃣", "expected ',' separator")], survivors: ["c"]),
  DiagnosticCase(
    source: "let x = a ? b1️⃣\nlet y = 1\n",
    diagnostics: [("1️⃣", "expected ':' after '? …' in ternary expression")], survivors: ["x", "y"]),
  DiagnosticCase(
    source: "#if DEBUG\nlet a = 11️⃣\n", diagnostics: [("1️⃣", "expected '#endif' to close '#if' opened at 1:1")],
    survivors: ["a"]),
  DiagnosticCase(
    source: "1️⃣}\nlet a = 1\n", diagnostics: [("1️⃣", "extraneous '}' at top level")], survivors: ["a"]),
  DiagnosticCase(
    source: "func f(x 1️⃣Int) {}\nfunc g() {}\n",
    diagnostics: [("1️⃣", "expected ':' and a type for parameter 'x'")], survivors: ["f", "g"]),
  DiagnosticCase(
    source: "guard x 1️⃣{ }\nlet z = 1\n", diagnostics: [("1️⃣", "expected 'else' after 'guard' condition")],
    survivors: ["z"]),
  DiagnosticCase(
    source: "let v = x.1️⃣\nlet y = 1\n", diagnostics: [("1️⃣", "expected member name following '.'")],
    survivors: ["v", "y"]),
  DiagnosticCase(
    source: "let x = 0b101️⃣2\nlet y = 2\n",
    diagnostics: [("1️⃣", "'2' is not a valid binary digit (0-1) in integer literal")], survivors: ["y"]),
  DiagnosticCase(
    source: "struct S<T 1️⃣{ }\nlet a = 1\n", diagnostics: [("1️⃣", "expected '>' to close '<' opened at 1:9")],
    survivors: ["S", "a"]),
  DiagnosticCase(
    source: "var x: Int {\n  get { 1 }\n  1️⃣sett { }\n}\nlet q = 1\n",
    diagnostics: [("1️⃣", "expected 'get', 'set', 'willSet' or 'didSet' accessor, found 'sett'")],
    survivors: ["x", "q"]),
  DiagnosticCase(
    source: "switch x {\n  1️⃣foo()\ncase 1: break\n}\nlet w = 1\n",
    diagnostics: [("1️⃣", "all statements inside a switch must be covered by a 'case' or 'default' label")],
    survivors: ["w"]),
  DiagnosticCase(
    source: "let c = 3 1️⃣let d = 4\n",
    diagnostics: [("1️⃣", "consecutive statements on a line must be separated by ';'")], survivors: ["c", "d"]),
  DiagnosticCase(
    source: "if x {\n} else1️⃣\nlet q = 1\n", diagnostics: [("1️⃣", "expected '{' or 'if' after 'else'")],
    survivors: ["q"]),
  DiagnosticCase(
    source: "let x = foo(1️⃣\nstruct B {}\n",
    diagnostics: [("1️⃣", "expected ')' to close '(' opened at 1:12")], survivors: ["x", "B"]),
  DiagnosticCase(
    source: "enum E {\n  case a(1️⃣\n}\nlet z = 1\n",
    diagnostics: [("1️⃣", "expected type"), ("1️⃣", "expected ')' to close '(' opened at 2:9")],
    survivors: ["E", "a", "z"]),
  DiagnosticCase(
    source: "struct S {\n  func f() -> Int1️⃣\n}\n",
    diagnostics: [("1️⃣", "expected '{' in body of function declaration")], survivors: ["f"]),
  DiagnosticCase(
    source: "let a = 1️⃣'x'\nlet b = 1\n", diagnostics: [("1️⃣", "single-quoted string literal found, use '\"'")],
    survivors: ["b"]),
  DiagnosticCase(
    source: "/* open 1️⃣\nlet a = 1\n".replacingOccurrences(of: "/* open 1️⃣", with: "1️⃣/* open"),
    diagnostics: [("1️⃣", "unterminated '/*' comment")]),
  DiagnosticCase(
    source: "let a = [1: 2, 31️⃣]\nlet b = 1\n", diagnostics: [("1️⃣", "expected ':' in dictionary literal")],
    survivors: ["a", "b"]),
]

@Suite struct DiagnosticTests {
  @Test(arguments: diagnosticCases)
  func brokenInputGivesPreciseDiagnosticsAndRecovers(_ c: DiagnosticCase) {
    assertParse(c)
  }

  @Test func markersAreExtractedAtUTF8Offsets() {
    let (source, markers) = extractMarkers("é1️⃣x2️⃣")
    #expect(source == "éx")
    #expect(markers == ["1️⃣": 2, "2️⃣": 3])
  }

  @Test func renderingShowsTheLineAndACaret() {
    let tree = SourceFile.parse("let a = 1\n\tlet b = (1 +\n")
    let d = try! #require(tree.diagnostics.first)
    let text = SourceFile.render(d, path: "x.swift", in: tree)
    #expect(text == "x.swift:2:14: error: expected expression\n\tlet b = (1 +\n\t            ^")
  }

  @Test func longLinesAreShownAsAWindowAroundTheCaret() throws {
    let render = { (line: String, column: Int) in
      DiagnosticRenderer.render(.error, "m", path: "p", line: 1, column: column, lineText: Array(line.utf8))
    }
    // Up to the limit the whole line is shown.
    let full = String(repeating: "a", count: DiagnosticRenderer.maximumColumns)
    #expect(render(full, 3) == "p:1:3: error: m\n\(full)\n  ^")
    // Past it: a window of the limit, a third of it before the caret, cut on both sides.
    let long = String(repeating: "a", count: 500) + "X" + String(repeating: "b", count: 500)
    let lines = render(long, 501).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "p:1:501: error: m")
    #expect(
      lines[1] == "…" + String(repeating: "a", count: 40) + "X" + String(repeating: "b", count: 79) + "…")
    #expect(lines[2] == String(repeating: " ", count: 41) + "^")
    // Near either end only that side is cut, and the caret can sit after the last character.
    #expect(render(long, 2).hasSuffix("\n" + String(repeating: "a", count: 120) + "…\n ^"))
    let end = render(long, 1002).split(separator: "\n")
    #expect(end[1] == "…" + String(repeating: "b", count: 120))
    #expect(end[2] == String(repeating: " ", count: 121) + "^")
    // Cuts fall between characters: two-byte `é`s, never half of one.
    let accents = String(repeating: "é", count: 300)
    let window = render(accents, 301).split(separator: "\n")[1]
    #expect(window.hasPrefix("…é") && window.hasSuffix("é…"))
    #expect(window.utf8.count <= DiagnosticRenderer.maximumColumns + 2 * "…".utf8.count)
    #expect(!window.contains("\u{FFFD}"))
  }

  @Test func aLongLineOfStrayContinuationBytesIsShownWithoutTrapping() {
    // Not UTF-8 at all (the fuzzer found it): no character boundary to cut at, so the window is
    // cut where it falls, its bytes shown as U+FFFD, and the caret still comes out.
    let line = Array("let a = ".utf8) + [UInt8](repeating: 0x89, count: 300)
    for column in [1, 200, 309] {
      let window = DiagnosticRenderer.window(line, around: column - 1)
      #expect(window.count == DiagnosticRenderer.maximumColumns, "column \(column)")
      let rendered = DiagnosticRenderer.render(
        .error, "m", path: "p", line: 1, column: column, lineText: line)
      #expect(rendered.split(separator: "\n")[1].contains("\u{FFFD}") && rendered.hasSuffix("^"))
    }
  }

  @Test func theParserAndOtherCallersShareTheRenderer() throws {
    let source = "let x = [" + String(repeating: "1, ", count: 200) + ") ]\n"
    let tree = SourceFile.parse(source)
    let d = try #require(tree.diagnostics.first)
    let rendered = SourceFile.render(d, path: "x.swift", in: tree)
    #expect(rendered.split(separator: "\n")[1].count <= DiagnosticRenderer.maximumColumns + 2)
    #expect(
      rendered
        == DiagnosticRenderer.render(
          d.severity, d.message, path: "x.swift", line: d.location.line, column: d.location.column,
          lineText: Array(source.utf8.dropLast())))
  }
}
