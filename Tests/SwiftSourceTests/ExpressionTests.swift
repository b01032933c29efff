import Testing

@testable import SwiftSource

@Suite struct ExpressionTests {
  /// Precedence folding: the operator at the root, and the s-expression of the tree.
  @Test(arguments: [
    (
      "a + b * c",
      "(binaryExpr:+ (declReferenceExpr:a) (binaryExpr:* (declReferenceExpr:b) (declReferenceExpr:c)))"
    ),
    (
      "a * b + c",
      "(binaryExpr:+ (binaryExpr:* (declReferenceExpr:a) (declReferenceExpr:b)) (declReferenceExpr:c))"
    ),
    (
      "a - b - c",
      "(binaryExpr:- (binaryExpr:- (declReferenceExpr:a) (declReferenceExpr:b)) (declReferenceExpr:c))"
    ),
    (
      "a ?? b ?? c",
      "(binaryExpr:?? (declReferenceExpr:a) (binaryExpr:?? (declReferenceExpr:b) (declReferenceExpr:c)))"
    ),
    (
      "a || b && c",
      "(binaryExpr:|| (declReferenceExpr:a) (binaryExpr:&& (declReferenceExpr:b) (declReferenceExpr:c)))"
    ),
    (
      "a == b && c < d",
      "(binaryExpr:&& (binaryExpr:== (declReferenceExpr:a) (declReferenceExpr:b)) (binaryExpr:< (declReferenceExpr:c) (declReferenceExpr:d)))"
    ),
    (
      "0..<n + 1",
      "(binaryExpr:..< (integerLiteralExpr:0) (binaryExpr:+ (declReferenceExpr:n) (integerLiteralExpr:1)))"
    ),
    (
      "a << 2 + b",
      "(binaryExpr:+ (binaryExpr:<< (declReferenceExpr:a) (integerLiteralExpr:2)) (declReferenceExpr:b))"
    ),
    (
      "x as? Int ?? 0",
      "(binaryExpr:?? (asExpr:as (declReferenceExpr:x) (identifierType:Int)) (integerLiteralExpr:0))"
    ),
    (
      "c ? a : b ? d : e",
      "(ternaryExpr:? (declReferenceExpr:c) (declReferenceExpr:a) (ternaryExpr:? (declReferenceExpr:b) (declReferenceExpr:d) (declReferenceExpr:e)))"
    ),
    (
      "x is Int && y",
      "(binaryExpr:&& (isExpr:is (declReferenceExpr:x) (identifierType:Int)) (declReferenceExpr:y))"
    ),
    ("-a * !b", "(binaryExpr:* (prefixExpr:- (declReferenceExpr:a)) (prefixExpr:! (declReferenceExpr:b)))"),
    (
      "(index + 1) % order.count",
      "(binaryExpr:% (tupleExpr (argument (binaryExpr:+ (declReferenceExpr:index) (integerLiteralExpr:1)))) (memberAccessExpr:count (declReferenceExpr:order)))"
    ),
  ])
  func precedenceFolding(_ source: String, _ expected: String) throws {
    let tree = SourceFile.parse("let x = \(source)")
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    let expr = try #require(first(tree, .initializerClause)?.children.first)
    #expect(sexp(expr) == expected)
  }

  @Test func assignmentIsRightAssociativeAndLowest() throws {
    let tree = SourceFile.parse("a = b = c + d")
    let root = try #require(tree.rootNode.children.first)
    #expect(root.kind == .assignmentExpr)
    #expect(root.children.map(\.kind) == [.declReferenceExpr, .assignmentExpr])
  }

  @Test func tryAndAwaitCoverTheRestOfTheSequence() throws {
    let expr = try #require(initializer("let x = try await f() + g()"))
    #expect(expr.kind == .tryExpr)
    #expect(expr.children.first?.kind == .awaitExpr)
    #expect(expr.children.first?.children.first?.kind == .binaryExpr)
    let optionalTry = try #require(initializer("let x = try? f()"))
    #expect(optionalTry.kind == .tryExpr && optionalTry.text == "try? f()")
  }

  @Test func trailingAndLabelledTrailingClosures() throws {
    let tree = SourceFile.parse("Button(\"Add\") { add() } label: { Text(\"x\") } secondary: { }")
    #expect(tree.diagnostics.isEmpty)
    let call = try #require(tree.rootNode.children.first)
    #expect(call.kind == .callExpr)
    #expect(call.children.map(\.kind) == [.declReferenceExpr, .argument, .closureExpr, .argument, .argument])
    #expect(call.children.filter { $0.kind == .argument }.map(\.tokenText) == ["", "label", "secondary"])
  }

  @Test func noTrailingClosureInConditions() throws {
    let tree = SourceFile.parse(
      "if items.isEmpty { show() }\nwhile x < y { }\nfor a in list { }\nswitch v { default: break }")
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    #expect(tree.nodes(ofKind: .callExpr).map(\.text) == ["show()"])
  }

  @Test func implicitMemberChainsAndModifierChains() throws {
    let expr = try #require(initializer("let s = .quaternary.opacity(0.6)"))
    #expect(
      sexp(expr)
        == "(callExpr (memberAccessExpr:opacity (implicitMemberExpr:quaternary)) (argument (floatLiteralExpr:0.6)))"
    )
    let tree = SourceFile.parse("Text(\"a\")\n  .font(.title)\n  .padding()")
    #expect(tree.rootNode.children.count == 1)
    #expect(tree.nodes(ofKind: .memberAccessExpr).map(\.tokenText) == ["padding", "font"])
  }

  @Test func closuresWithCaptureListsAndSignatures() throws {
    let tree = SourceFile.parse(
      "let f = { [weak self, count = n] (a: Int, b) async throws -> Int in a }\nlet g = { x, y in x }\nlet h = { $0 }"
    )
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    #expect(tree.nodes(ofKind: .captureItem).map(\.tokenText) == ["self", "count"])
    #expect(tree.nodes(ofKind: .closureSignature).count == 2)
    #expect(tree.nodes(ofKind: .closureParameter).map(\.tokenText) == ["a", "b", "x", "y"])
    #expect(tree.nodes(ofKind: .closureParameter).first?.children.map(\.kind) == [.identifierType])
  }

  @Test func keyPaths() throws {
    let tree = SourceFile.parse(
      "let a = \\.self\nlet b = \\Foo.bar?.baz![0]\nForEach(stops, id: \\.self) { _ in }")
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    let paths = tree.nodes(ofKind: .keyPathExpr)
    #expect(paths.map(\.text) == ["\\.self", "\\Foo.bar?.baz![0]", "\\.self"])
    #expect(
      paths[1].children.map(\.kind) == [.identifierType] + Array(repeating: .keyPathComponent, count: 5))
  }

  @Test func ifAndSwitchAsExpressions() throws {
    #expect(try #require(initializer("let x = if c { 1 } else { 2 }")).kind == .ifExpr)
    let tree = SourceFile.parse("let y = switch v {\ncase .a: 1\ndefault: 2\n}")
    #expect(tree.diagnostics.isEmpty)
    #expect(first(tree, .initializerClause)?.children.first?.kind == .switchExpr)
  }

  @Test func literalsAndCollections() throws {
    let tree = SourceFile.parse(
      "let a = [1, 2]\nlet d = [\"k\": 1]\nlet e: [String: Int] = [:]\nlet t = (x: 1, 2)\nlet r = /a+/")
    #expect(tree.diagnostics.isEmpty)
    #expect(tree.nodes(ofKind: .arrayExpr).count == 1)
    #expect(tree.nodes(ofKind: .dictionaryExpr).count == 2)
    #expect(tree.nodes(ofKind: .tupleExpr).first?.children.map(\.tokenText) == ["x", ""])
    #expect(tree.nodes(ofKind: .regexLiteralExpr).count == 1)
  }

  @Test func stringInterpolationHoldsExpressions() throws {
    let tree = SourceFile.parse(#"let s = "n = \(a + b, specifier: "%d") and \("\(deep)")""#)
    #expect(tree.diagnostics.isEmpty)
    let string = try #require(first(tree, .stringLiteralExpr))
    #expect(string.children.map(\.kind) == [.stringSegment, .interpolation, .stringSegment, .interpolation])
    #expect(string.children[1].children.map(\.tokenText) == ["", "specifier"])
    #expect(tree.nodes(ofKind: .stringLiteralExpr).count == 3)
  }

  @Test func genericSpecializationVersusLessThan() throws {
    #expect(
      try #require(initializer("let a = Array<Int>()")).children.first?.kind == .genericSpecializationExpr)
    #expect(try #require(initializer("let b = x < y && y > z")).tokenText == "&&")
    #expect(try #require(initializer("let c = Set<Optional<Int>>.init()")).kind == .callExpr)
  }

  @Test func optionalChainingForceUnwrapAndPostfix() throws {
    let expr = try #require(initializer("let v = a?.b!.c"))
    #expect(
      sexp(expr)
        == "(memberAccessExpr:c (forceUnwrapExpr (memberAccessExpr:b (optionalChainingExpr (declReferenceExpr:a)))))"
    )
  }

  @Test func patternsInCases() throws {
    let tree = SourceFile.parse(
      "switch x {\ncase .some(let y) where y > 0, is Int: break\ncase let (a, b): break\ncase 1...5, _: break\ndefault: break\n}"
    )
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    #expect(tree.nodes(ofKind: .valueBindingPattern).count == 2)
    #expect(tree.nodes(ofKind: .isTypePattern).count == 1)
    #expect(tree.nodes(ofKind: .whereClause).count == 1)
    #expect(tree.nodes(ofKind: .switchCase).map(\.tokenText) == ["case", "case", "case", "default"])
  }

  @Test func operatorReferencesAndMisc() {
    let tree = SourceFile.parse(
      "let s = xs.reduce(0, +)\nlet t = xs.sorted(by: <)\nlet c = consume x\nlet f = foo(a:b:)\n_ = y\nlet p = &z"
    )
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    #expect(tree.nodes(ofKind: .consumeExpr).count == 1)
    #expect(tree.nodes(ofKind: .inoutExpr).count == 1)
    #expect(tree.nodes(ofKind: .discardExpr).count == 1)
  }

  @Test func postfixIfConfigInAChain() throws {
    let tree = SourceFile.parse(
      "view\n  #if os(iOS)\n  .padding()\n  #else\n  .hidden()\n  #endif\n  .frame(width: 10)")
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    let postfix = try #require(first(tree, .postfixIfConfigExpr))
    #expect(tree.nodes(ofKind: .ifConfigClause).count == 2)
    #expect(postfix.children.first?.tokenText == "view")
    #expect(tree.nodes(ofKind: .memberAccessExpr).map(\.tokenText) == ["frame", "padding", "hidden"])
  }
}

@Test func contextualKeywordsFollowedBySubscriptAreNames() {
  // A variable named `copy` or `consume` subscripted without a space is not a copy expression.
  let tree = SourceFile.parse("other = copy[0].x\nlet y = consume [1, 2]")
  #expect(!tree.hasErrors)
  #expect(tree.nodes(ofKind: .copyExpr).isEmpty)
  #expect(tree.nodes(ofKind: .subscriptExpr).count == 1)
  #expect(tree.nodes(ofKind: .consumeExpr).count == 1)
}

/// `#if` in view builders and closures, and trailing closures on the next line, as the
/// compiler accepts them (issue 10).
@Suite struct IfConfigInClosureTests {
  @Test func ifConfigInViewBuildersAndClosures() throws {
    let tree = SourceFile.parse(
      """
      var body: some View {
        VStack {
          #if os(iOS)
          Text("b")
          #else
          Text("c")
          #endif
        }
        .padding()
      }
      let v = list.map {
        #if X
        return $0
        #else
        return 1
        #endif
      }
      """)
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    let padding = try #require(first(tree, .memberAccessExpr))
    #expect(padding.name == "padding")
    let vstack = try #require(padding.children.first)
    #expect(vstack.children.map(\.kind) == [.declReferenceExpr, .closureExpr])
    #expect(
      sexp(vstack.children[1])
        == "(closureExpr (ifConfigDecl (ifConfigClause:#if (callExpr (declReferenceExpr:os) (argument (declReferenceExpr:iOS))) (callExpr (declReferenceExpr:Text) (argument (stringLiteralExpr:\" (stringSegment:b))))) (ifConfigClause:#else (callExpr (declReferenceExpr:Text) (argument (stringLiteralExpr:\" (stringSegment:c)))))))"
    )
    let map = try #require(tree.nodes(ofKind: .closureExpr).last)
    #expect(map.children.map(\.kind) == [.ifConfigDecl])
    #expect(map.children[0].children.map { $0.children.last?.kind } == [.returnStmt, .returnStmt])
  }

  @Test func unclosedIfConfigInAViewBuilderIsLocated() {
    assertParse(
      DiagnosticCase(
        source: "let v = VStack {\n  #if os(iOS)\n  Text(\"b\")1️⃣\n}\nlet after = 1\n",
        diagnostics: [("1️⃣", "expected '#endif' to close '#if' opened at 2:3")], survivors: ["v", "after"]))
  }

  @Test func trailingClosureOnTheNextLine() throws {
    // As for the compiler: a `{` on the line after a call is its trailing closure, but not in a
    // condition, where it opens the body.
    let tree = SourceFile.parse(
      "let s = Store(initialState: 1)\n{\n  Feature()\n}\nif ready\n{\n  go()\n}")
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    #expect(tree.rootNode.children.map(\.kind) == [.variableDecl, .ifExpr])
    let store = try #require(initializer("let s = Store(initialState: 1)\n{\n  Feature()\n}"))
    #expect(store.children.map(\.kind) == [.declReferenceExpr, .argument, .closureExpr])
    let ifExpr = tree.rootNode.children[1]
    #expect(ifExpr.children.map(\.kind) == [.declReferenceExpr, .codeBlock])
  }
}
