import Testing

@testable import SwiftSource

/// Expression and lexer constructs of real code that `swiftc -frontend -parse` accepts and the
/// parser once rejected (issue 10; found in `../shared/corpus` and `../shared/wild`). Each has
/// the tree it must give and a broken variant that must get a located error while the rest of
/// the file still parses (the broken variants' messages and positions were checked against
/// what `swiftc -frontend -parse` reports for the same text where the two agree).
@Suite struct ExpressionConformanceTests {
  /// Parses `source`, which must give no diagnostics, and checks the tree's invariants.
  func clean(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> SyntaxTree {
    let tree = SourceFile.parse(source)
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))", sourceLocation: sourceLocation)
    checkInvariants(tree)
    return tree
  }

  /// The labels of each argument list (calls, subscripts, macro expansions), in source order.
  func labels(_ node: Syntax) -> [String] {
    node.children.filter { $0.kind == .argument }.map(\.tokenText)
  }

  // MARK: 1. Keyword argument labels on continuation lines

  @Test func keywordLabelsOnContinuationLines() throws {
    let tree = clean(
      """
      let u = x.url(
        for: .cachesDirectory,
        in: .userDomainMask,
        is: 1, as: 2,
        default: 3,
        repeat: 4,
        where: 5
      )
      let v = a[
        for: 1,
        in: 2
      ]
      let s = #selector(
        f(for:in:))
      #expect(
        throws: E.self
      ) { try g() }
      """)
    let call = try #require(first(tree, .callExpr))
    #expect(labels(call) == ["for", "in", "is", "as", "default", "repeat", "where"])
    #expect(call.children.first?.kind == .memberAccessExpr)
    let sub = try #require(first(tree, .subscriptExpr))
    #expect(labels(sub) == ["for", "in"])
    let selector = try #require(first(tree, .macroExpansionExpr))
    #expect(selector.tokenText == "#selector" && labels(selector) == [""])
    // A statement-level `#expect(\n throws: …) { … }` is a macro expansion declaration.
    let expectation = try #require(first(tree, .macroExpansionDecl))
    #expect(expectation.tokenText == "#expect" && labels(expectation) == ["throws"])
    #expect(expectation.children.last?.kind == .closureExpr)
    #expect(tree.nodes(ofKind: .variableDecl).map(\.children.count) == [1, 1, 1])
  }

  /// `case .some(\n let x)`: `let` on a continuation line of a pattern binds.
  @Test func bindingsOnContinuationLinesOfPatterns() throws {
    let tree = clean("switch e {\ncase .missing(\n  let o, let name):\n  break\ndefault: break\n}")
    #expect(tree.nodes(ofKind: .valueBindingPattern).count == 2)
    let pattern = try #require(first(tree, .callExpr))
    #expect(pattern.children.map(\.kind) == [.implicitMemberExpr, .argument, .argument])
  }

  // MARK: 2. `self` as a binding name

  @Test func selfRebindingInConditionsAndCaptures() throws {
    let tree = clean(
      """
      func f() {
        let g = { [weak self, unowned(unsafe) u = self] in
          guard let self else { return }
          if let self { use(self) }
          guard let self = self else { return }
          while var self = next() {}
        }
        h { [unowned self] in self.x() }
      }
      """)
    let bindings = tree.nodes(ofKind: .optionalBindingCondition)
    #expect(bindings.map(\.tokenText) == ["let", "let", "let", "var"])
    for b in bindings {
      #expect(b.children.first?.kind == .identifierPattern)
      #expect(b.children.first?.name == "self")
    }
    // `guard let self = self`: the pattern and an initializer.
    #expect(bindings[2].children.map(\.kind) == [.identifierPattern, .initializerClause])
    #expect(tree.nodes(ofKind: .captureItem).map(\.tokenText) == ["self", "u", "self"])
  }

  // MARK: 3. Closure parameters with `$`

  @Test func projectedValueClosureParameters() throws {
    let tree = clean(
      """
      ForEach($items) { $item in Text(item.name) }
      List($files, selection: $s) { $file in }
      let c = { ($a, b) in }
      let d = { ($a: Int) in }
      """)
    let closures = tree.nodes(ofKind: .closureExpr)
    #expect(closures.count == 4)
    func parameters(_ closure: Syntax) -> [String] {
      var names: [String] = []
      tree.walk { node, _ in
        if node.kind == .closureParameter && closure.range.contains(node.range.lowerBound) {
          names.append(node.name)
        }
        return .visitChildren
      }
      return names
    }
    #expect(closures.map(parameters) == [["$item"], ["$file"], ["$a", "b"], ["$a"]])
    // `{ $item in … }`: a signature with one parameter, then the body.
    let sig = try #require(closures[0].child(.closureSignature))
    #expect(sig.children.map(\.kind) == [.closureParameter])
    #expect(closures[0].children.map(\.kind) == [.closureSignature, .callExpr])
    #expect(
      try #require(tree.nodes(ofKind: .closureParameter).last).children.map(\.kind) == [.identifierType])
  }

  // MARK: 4. Identifiers containing `$`

  @Test func dollarInsideIdentifiers() throws {
    let source = "a$b _$id $0 $x $ #$m"
    let bytes = Array(source.utf8)
    let tokens = Lexer.tokenize(bytes).tokens.dropLast()
    #expect(
      tokens.map { String(decoding: bytes[Int($0.start)..<Int($0.end)], as: UTF8.self) }
        == ["a$b", "_$id", "$0", "$x", "$", "#$m"])
    #expect(
      tokens.map(\.kind) == [
        .identifier, .identifier, .dollarIdentifier, .dollarIdentifier, .identifier, .poundIdentifier,
      ])
    let tree = clean(
      """
      struct S {
        var _$id: Int
        func _$willModify() { self.id._$willModify() }
        var o: Int { self._$observationRegistrar.access(self, keyPath: \\.x) }
      }
      """)
    #expect(names(tree, .funcDecl) == ["_$willModify"])
    #expect(first(tree, .patternBinding)?.children.first?.name == "_$id")
    #expect(
      tree.nodes(ofKind: .memberAccessExpr).map(\.tokenText) == [
        "_$willModify", "id", "access", "_$observationRegistrar",
      ])
  }

  // MARK: 5. Generic types followed by a trailing closure

  @Test func genericTypesWithTrailingClosures() throws {
    let tree = clean(
      """
      let t = Task<Void, Never> {}
      let s = AsyncThrowingStream<Bool, any Error> { continuation in continuation.finish() }
      func f() {
        Reduce<State, Action> { state, action in .none }
        Deferred<Empty<Action, Never>> { x }
        let r = Reducer<
          A,
          B
        > { a, b in }
        let q = Reduce<AppState, Int?>({ state, action in })
      }
      """)
    let calls = tree.nodes(ofKind: .callExpr).filter { $0.children.first?.kind == .genericSpecializationExpr }
    #expect(calls.count == 6)
    // A trailing closure after the generic arguments; `Reduce<…>({ … })` passes it in parentheses.
    #expect(
      calls.map { $0.children.map(\.kind) }
        == Array(repeating: [.genericSpecializationExpr, .closureExpr], count: 5) + [
          [.genericSpecializationExpr, .argument]
        ])
    #expect(
      calls.map { $0.children[0].children[0].tokenText }
        == ["Task", "AsyncThrowingStream", "Reduce", "Deferred", "Reducer", "Reduce"])
    // The generic argument counts: `Deferred<Empty<Action, Never>>` has one, which has two.
    #expect(calls.map { $0.children[0].children[1].children.count } == [2, 2, 2, 1, 2, 2])
    #expect(calls[3].children[0].children[1].children[0].children.first?.children.count == 2)
    // `Int?>` is `Int`, `?`, `>`: an optional type closes the arguments.
    #expect(calls[5].children[0].children[1].children.last?.kind == .optionalType)
    #expect(calls[5].children.last?.kind == .argument)
  }

  /// A `?` or `!` touching what precedes it is a token by itself, as in swiftc (whose
  /// `-dump-parse` shows `b!=c` as `b!` assigned `c`).
  @Test func leftBoundQuestionAndExclaimStandAlone() {
    let source = "b!=c x?>y Int?>( a != b x ?? y !x"
    let bytes = Array(source.utf8)
    let tokens = Lexer.tokenize(bytes).tokens.dropLast()
    #expect(
      tokens.map { String(decoding: bytes[Int($0.start)..<Int($0.end)], as: UTF8.self) }
        == [
          "b", "!", "=", "c", "x", "?", ">", "y", "Int", "?", ">", "(", "a", "!=", "b", "x", "??", "y", "!",
          "x",
        ])
    #expect(
      tokens.prefix(8).map(\.kind) == [
        .identifier, .postfixExclaim, .equal, .identifier, .identifier, .postfixQuestion, .binaryOperator,
        .identifier,
      ])
    #expect(tokens[18].kind == .prefixOperator)
  }

  // MARK: 6. Attributed function types as values

  @Test func attributedFunctionTypesInExpressions() throws {
    let tree = clean(
      "let t = (@Sendable (UNNotificationContent) -> Void).self\nlet u = (@MainActor @Sendable () async -> Void).self"
    )
    let values = tree.nodes(ofKind: .typeExpr)
    #expect(values.count == 2)
    #expect(values.map { $0.children.map(\.kind) } == [[.attributedType], [.attributedType]])
    let attributed = try #require(values.last?.children.first)
    #expect(attributed.children.map(\.kind) == [.attribute, .attribute, .functionType])
    #expect(
      tree.nodes(ofKind: .memberAccessExpr).map { $0.children.first?.kind } == [.tupleExpr, .tupleExpr])
  }

  // MARK: 7. Raw strings

  @Test func rawStringsAndTheirEscapes() throws {
    let tree = clean(
      """
      let a = #\"\"\"#
      let b = #"\\""#
      let c = #"\\#(x) and \\(y)"#
      let d = #\"\"\"
        line "quoted" \\#(x)
        \"\"\"#
      let e = ##"a"#b"##
      let f = #\"\"\"a\"\"\"#
      """)
    let strings = tree.nodes(ofKind: .stringLiteralExpr)
    #expect(strings.count == 6)
    func segments(_ s: Syntax) -> [String] {
      s.children.map { $0.kind == .stringSegment ? $0.text : "(\($0.kind))" }
    }
    #expect(segments(strings[0]) == ["\""])
    #expect(segments(strings[1]) == ["\\\""])
    // `\#(x)` interpolates in a `#` string, `\(y)` is text.
    #expect(segments(strings[2]) == ["(interpolation)", " and \\(y)"])
    #expect(strings[3].token.map { $0.flags & Token.Flags.multiline != 0 } == true)
    #expect(strings[3].children.filter { $0.kind == .interpolation }.count == 1)
    #expect(segments(strings[4]) == ["a\"#b"])
    #expect(segments(strings[5]) == ["\"\"a\"\""])
  }

  // MARK: 8. `async let`

  @Test func asyncLetBindings() throws {
    let tree = clean("func f() async {\n  async let x = g()\n  async let y: Void = h()\n  await (x, y)\n}")
    let decls = tree.nodes(ofKind: .variableDecl)
    #expect(decls.count == 2)
    for d in decls {
      #expect(d.tokenText == "let")
      #expect(d.children.first?.kind == .modifier && d.children.first?.tokenText == "async")
    }
    #expect(names(tree, .identifierPattern) == ["x", "y"])
    #expect(
      decls[1].child(.patternBinding)?.children.map(\.kind) == [
        .identifierPattern, .typeAnnotation, .initializerClause,
      ])
    // `async` alone is still a name: `async(x)`, `queue.async { }`.
    let calls = clean("func g() {\n  async(x)\n  queue.async { }\n}")
    #expect(calls.nodes(ofKind: .variableDecl).isEmpty)
    #expect(calls.nodes(ofKind: .callExpr).count == 2)
  }

  // MARK: 9. `#if` in a postfix member chain

  @Test func postfixIfConfigChains() throws {
    let tree = clean(
      """
      let v = Text("a")
        #if os(iOS)
        .padding()
        #elseif os(macOS)
        .bold()
        #else
        .italic()
        #endif
        .font(.body)
      func g() {
        bar()
          #if A
            #if B
            .x()
            #endif
          #endif
        foo()
        #if DEBUG
        print(1)
        #endif
      }
      """)
    let chains = tree.nodes(ofKind: .postfixIfConfigExpr)
    // The chain on `Text`, the one on `bar()` and the one nested in it.
    #expect(chains.count == 3)
    let font = try #require(first(tree, .initializerClause)?.children.first)
    #expect(sexp(font).hasPrefix("(callExpr (memberAccessExpr:font (postfixIfConfigExpr (callExpr"))
    let clauses = try #require(chains[0].child(.ifConfigDecl)).children
    #expect(clauses.map(\.tokenText) == ["#if", "#elseif", "#else"])
    #expect(clauses.map { $0.children.last?.children.first?.tokenText } == ["padding", "bold", "italic"])
    // `#if DEBUG` holding statements stays a block of statements.
    let body = try #require(first(tree, .funcDecl)?.child(.codeBlock))
    #expect(body.children.map(\.kind) == [.postfixIfConfigExpr, .callExpr, .ifConfigDecl])
  }

  /// `Group { #if os(iOS) … }` is a trailing closure, not a list of accessors; a property
  /// whose braces start with `#if` then `get` still holds accessors.
  @Test func bracesStartingWithIfConfig() throws {
    let tree = clean(
      """
      var body: some View {
        Group {
          #if os(iOS)
          Section(footer: Text(d)) { content() }
          #else
          content()
          #endif
        }
      }
      var shell: String? {
        #if os(Windows)
        return nil
        #else
        return "sh"
        #endif
      }
      var x: Int {
        #if A
        get { 1 }
        #else
        get { 2 }
        #endif
      }
      """)
    let group = try #require(first(tree, .callExpr))
    #expect(group.children.map(\.kind) == [.declReferenceExpr, .closureExpr])
    #expect(group.children[1].children.first?.kind == .ifConfigDecl)
    #expect(tree.nodes(ofKind: .returnStmt).count == 2)
    #expect(tree.nodes(ofKind: .accessorDecl).map(\.tokenText) == ["get", "get"])
  }

  // MARK: 10. Long operator sequences

  @Test func twoHundredThousandOperatorsFold() throws {
    let count = 200_000
    let tree = clean("let y = 1" + String(repeating: " + 1", count: count) + "\nlet after = 2")
    #expect(tree.nodes(ofKind: .binaryExpr).count == count)
    #expect(names(tree, .identifierPattern) == ["y", "after"])
    // Left-associative: the root's right operand is the last literal.
    let root = try #require(first(tree, .initializerClause)?.children.first)
    #expect(root.kind == .binaryExpr && root.children.last?.kind == .integerLiteralExpr)
  }

  @Test func longSequenceWithAMissingOperandRecovers() {
    let prefix = "let y = 1" + String(repeating: " + 1", count: 150_000) + " +"
    assertParse(
      DiagnosticCase(
        source: prefix + "1️⃣\nlet after = 1\n", diagnostics: [("1️⃣", "expected expression")],
        survivors: ["y", "after"]))
  }

  // MARK: 11. Trailing closures on the next line

  @Test func trailingClosureOnTheNextLine() throws {
    let tree = clean(
      """
      PersonalInfoStep(
        store: Store(initialState: State())
        {
          PersonalInfoFeature()
        }
      )
      """)
    let store = try #require(tree.nodes(ofKind: .callExpr).first { $0.children.first?.tokenText == "Store" })
    #expect(store.children.map(\.kind) == [.declReferenceExpr, .argument, .closureExpr])
    // A literal never takes one (swiftc's `-dump-parse` agrees): `{ … }()` is a statement.
    let literal = clean("func f() {\n  x = 1\n  { print(x) }()\n}")
    let body = try #require(first(literal, .codeBlock))
    #expect(body.children.map(\.kind) == [.assignmentExpr, .callExpr])
    #expect(body.children.last?.children.first?.kind == .closureExpr)
    // An `if` header's `{` is still the body.
    let cond = clean("if x\n{\n  f()\n}")
    #expect(cond.nodes(ofKind: .closureExpr).isEmpty)
  }

  // MARK: 12. Operators as values, `await` across a line break

  @Test func operatorsAsValuesStandAloneInArgumentLists() throws {
    let tree = clean(
      "let a = xs.reduce(0, +)\nlet b = xs.sorted(by: <)\nlet c = (+)\nlet d = f(x, ..<, !)\nlet e = m[-]")
    let refs = tree.nodes(ofKind: .declReferenceExpr).filter {
      $0.children.isEmpty && !$0.name.first!.isLetter
    }
    #expect(refs.map(\.name) == ["+", "<", "+", "..<", "!", "-"])
    #expect(refs.allSatisfy { $0.tokenText == $0.text })
    #expect(tree.nodes(ofKind: .prefixExpr).isEmpty)
  }

  @Test func awaitTakesAnOperandOnTheNextLine() throws {
    let tree = clean("func f() async {\n  await\n    g()\n  let x = await\n    h()\n}")
    let awaits = tree.nodes(ofKind: .awaitExpr)
    #expect(awaits.map { $0.children.map(\.kind) } == [[.callExpr], [.callExpr]])
    #expect(first(tree, .codeBlock)?.children.map(\.kind) == [.awaitExpr, .variableDecl])
  }

  /// Spacing swiftc accepts: `=` spaced on both sides or neither, space before a member's `.`
  /// or on both sides of it, a parenthesized callee with a trailing closure; and a multi-line
  /// string whose lines keep the closing delimiter's indentation (blank lines and lines inside
  /// an interpolation aside).
  @Test func spacingSwiftcAccepts() throws {
    let source = "let s = \"\"\"\n    first\n  \\(g(\nx))\n\n  last\n  \"\"\"\n"
    let tree = clean(
      "let a=1\nlet b = x .y\nlet c = x . y\nlet d = (f) { 1 }\nlet e: Array <Int> = []\n" + source)
    // In a type a spaced `<` opens generic arguments too.
    #expect(
      first(tree, .identifierType).map(sexp)
        == "(identifierType:Array (genericArgumentClause (identifierType:Int)))")
    #expect(tree.nodes(ofKind: .memberAccessExpr).map(\.tokenText) == ["y", "y"])
    let call = try #require(first(tree, .callExpr))
    #expect(call.children.map(\.kind) == [.tupleExpr, .closureExpr])
    let string = try #require(first(tree, .stringLiteralExpr))
    #expect(string.children.map(\.kind) == [.stringSegment, .interpolation, .stringSegment])
  }

  /// Each broken variant gets its located errors, and the declarations after it survive.
  @Test(arguments: expressionConformanceBrokenCases)
  func brokenVariantsRecover(_ c: DiagnosticCase) { assertParse(c) }
}

/// The broken variants of the constructs above, one or more each, in the same order.
let expressionConformanceBrokenCases: [DiagnosticCase] = [
  // 1. Keyword labels
  // A missing comma between continuation lines.
  DiagnosticCase(
    source: "let u = x.url(\n  for: .a1️⃣\n  in: .b)\nlet after = 1\n",
    diagnostics: [("1️⃣", "expected ',' separator")], survivors: ["u", "after"]),
  // `default:` then a statement is a switch's default case after an unclosed call.
  DiagnosticCase(
    source: "switch x {\ncase .a: f(1,1️⃣\ndefault: break\n}\nlet after = 1\n",
    diagnostics: [("1️⃣", "expected ')' to close '(' opened at 2:11")], survivors: ["after"]),
  // A declaration on a continuation line still ends an unclosed list.
  DiagnosticCase(
    source: "let u = f(\n  for: 1,1️⃣\nlet after = 1\n",
    diagnostics: [("1️⃣", "expected ')' to close '(' opened at 1:10")], survivors: ["u", "after"]),
  // 2. `self` bindings
  // Outside conditions `self` cannot be declared (swiftc says the same).
  DiagnosticCase(
    source: "let 1️⃣self = 1\nlet after = 2\n",
    diagnostics: [("1️⃣", "keyword 'self' cannot be used as an identifier here")], survivors: ["after"]),
  DiagnosticCase(
    source: "func f() {\n  guard let self 1️⃣x 2️⃣else { return }\n  let after = 1\n}\n",
    diagnostics: [
      ("1️⃣", "expected 'else' after 'guard' condition"),
      ("2️⃣", "consecutive statements on a line must be separated by ';'"),
    ],
    survivors: ["f", "after"]),
  // 3. `$` closure parameters
  DiagnosticCase(
    source: "let a = ForEach($items) { $item 1️⃣x in }\nlet after = 1\n",
    diagnostics: [("1️⃣", "expected 'in' after closure signature")], survivors: ["a", "after"]),
  // 4. `$` in identifiers
  DiagnosticCase(
    source: "let z = self._$registrar.1️⃣\nlet after = 1\n",
    diagnostics: [("1️⃣", "expected member name following '.'")], survivors: ["z", "after"]),
  // 5. Generic types with trailing closures
  // The `}` on line 4 closes the closure; the function's is missing.
  DiagnosticCase(
    source: "func f() {\n  Reduce<State, Action> { state, action in\n    .none\n  }\nlet after = 11️⃣\n",
    diagnostics: [("1️⃣", "expected '}' to close '{' opened at 1:10")], survivors: ["f", "after"]),
  // 6. Attributed types
  DiagnosticCase(
    source: "let t = (@Sendable (Int) -> 1️⃣).self\nlet after = 1\n",
    diagnostics: [("1️⃣", "expected type, found ')'")], survivors: ["t", "after"]),
  // An attribute on a line of its own starts a declaration, not a type as a value.
  DiagnosticCase(
    source: "struct S {\n  let x =1️⃣\n  @State var y = 1\n  let z = 2\n}\n",
    diagnostics: [("1️⃣", "expected expression")], survivors: ["x", "y", "z"]),
  // 7. Raw strings
  DiagnosticCase(
    source: "let a = 1️⃣#\"abc\"\nlet after = 1\n", diagnostics: [("1️⃣", "unterminated string literal")],
    survivors: ["a", "after"]),
  DiagnosticCase(
    source: "let a = 1️⃣#\"\"\"\n  abc\n  \"\"\"\nlet after = 1\n",
    diagnostics: [("1️⃣", "unterminated string literal")], survivors: ["a"]),
  // 8. `async let`
  DiagnosticCase(
    source: "func f() async {\n  async let 1️⃣= g()\n  let after = 1\n}\n",
    diagnostics: [("1️⃣", "expected pattern")], survivors: ["f", "after"]),
  // 9. Postfix `#if`
  DiagnosticCase(
    source: "let v = Text(\"a\")\n  #if os(iOS)\n  .padding()1️⃣\nlet after = 1\n",
    diagnostics: [("1️⃣", "expected '#endif' to close '#if' opened at 2:3")], survivors: ["v", "after"]),
  // 11. Trailing closures on the next line
  DiagnosticCase(
    source: "let s = Store(initialState: x\n{ Feature() }1️⃣\nlet after = 1\n",
    diagnostics: [("1️⃣", "expected ')' to close '(' opened at 1:14")], survivors: ["s", "after"]),
  // 12. What swiftc rejects in expressions: a member name on the next line, a spaced operator
  // as an operand, an operator value outside an argument list, `{ in`, `await` alone, a
  // keyword as a member type.
  DiagnosticCase(
    source: "let x = a.1️⃣\n  b\nlet k = \\A.2️⃣\n  b\nlet after = 1\n",
    diagnostics: [("1️⃣", "expected member name following '.'"), ("2️⃣", "expected member name following '.'")],
    survivors: ["x", "k", "after"]),
  DiagnosticCase(
    source: "let l = a ?? 1️⃣+ 1\nlet h = [2️⃣+, 3️⃣-]\nlet after = 1\n",
    diagnostics: [
      ("1️⃣", "unary operator cannot be separated from its operand"),
      ("2️⃣", "expected expression after unary operator"), ("3️⃣", "expected expression after unary operator"),
    ],
    survivors: ["l", "h", "after"]),
  DiagnosticCase(
    source: "let m = { 1️⃣in 1 }\nlet after = 1\n",
    diagnostics: [("1️⃣", "expected parameters before 'in' in closure signature")], survivors: ["m", "after"]),
  DiagnosticCase(
    source: "func f() async {\n  g(await1️⃣, 1)\n  _ = await2️⃣\n  let after = 1\n}\n",
    diagnostics: [("1️⃣", "expected expression after 'await'"), ("2️⃣", "expected expression after 'await'")],
    survivors: ["f", "after"]),
  // Spacing: `=` spaced on one side only, space only after a member's `.`, a trailing closure
  // after a tuple, a multi-line string's lines left of its closing delimiter.
  DiagnosticCase(
    source: "let a1️⃣= 1\nlet b = c!2️⃣= d\nfunc f(x: Int 3️⃣=1) {}\nlet after = 1\n",
    diagnostics: [
      ("1️⃣", "'=' must have consistent whitespace on both sides"),
      ("2️⃣", "'=' must have consistent whitespace on both sides"),
      ("3️⃣", "'=' must have consistent whitespace on both sides"),
    ],
    survivors: ["a", "b", "f", "after"]),
  DiagnosticCase(
    source: "let a = x1️⃣. y\nlet k = \\A2️⃣. b\nlet c = f(x)?3️⃣. z\nlet after = 1\n",
    diagnostics: [
      ("1️⃣", "extraneous whitespace after '.' is not permitted"),
      ("2️⃣", "extraneous whitespace after '.' is not permitted"),
      ("3️⃣", "extraneous whitespace after '.' is not permitted"),
    ],
    survivors: ["a", "k", "c", "after"]),
  DiagnosticCase(
    source: "func f() {\n  (model: x) 1️⃣{ _ in }\n  let after = 1\n}\n",
    diagnostics: [("1️⃣", "consecutive statements on a line must be separated by ';'")],
    survivors: ["f", "after"]),
  DiagnosticCase(
    source: "let s = \"\"\"\n  abc\n 1️⃣x\n  \"\"\"\nlet t = \"\"\"\n  abc2️⃣\"\"\"\nlet after = 1\n",
    diagnostics: [
      ("1️⃣", "insufficient indentation of line in multi-line string literal"),
      ("2️⃣", "multi-line string literal closing delimiter must begin on a new line"),
    ],
    survivors: ["s", "t", "after"]),
  // After a cast's type a `<` opens generic arguments, so `x as Int <= 5` is an error (swiftc
  // agrees; `(x as Int) <= 5` is meant).
  DiagnosticCase(
    source: "let b = x as Int <1️⃣= 5\nlet after = 1\n",
    diagnostics: [("1️⃣", "expected type, found '='"), ("1️⃣", "expected '>' to close '<' opened at 1:18")],
    survivors: ["b", "after"]),
  DiagnosticCase(
    source: "let x: A.1️⃣for = 1\nlet after = 1\n",
    diagnostics: [("1️⃣", "expected identifier in dotted type")], survivors: ["x", "after"]),
]
