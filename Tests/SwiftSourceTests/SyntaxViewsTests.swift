import Testing

@testable import SwiftSource

/// The first node of a view's kinds in `source` (which must parse without errors), as the view.
func firstView<V: SyntaxView>(
  _: V.Type, in source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
)
  throws -> V
{
  let tree = SourceFile.parse(source)
  #expect(tree.diagnostics.isEmpty, "\(describe(tree))", sourceLocation: sourceLocation)
  var found: Syntax?
  tree.walk { node, _ in
    if found == nil && node.is(V.self) { found = node }
    return found == nil ? .visitChildren : .stop
  }
  return try #require(found.flatMap(V.init), "no \(V.self) in \(source)", sourceLocation: sourceLocation)
}

/// The views of a kind in `source`, in source order.
func allViews<V: SyntaxView>(_: V.Type, in source: String) -> [V] {
  var out: [V] = []
  SourceFile.parse(source).walk { node, _ in
    if let v = node.as(V.self) { out.append(v) }
    return .visitChildren
  }
  return out
}

@Suite struct SyntaxViewsTests {
  /// Kinds the corpus never uses, parsed from small programs and checked against the spec.
  @Test(arguments: [
    "infix operator +++: AdditionPrecedence", "precedencegroup P { higherThan: A\n associativity: left }",
    "#sourceLocation(file: \"a\", line: 1)", "switch x { case 1: fallthrough\n default: break }",
    "struct S: ~Copyable { consuming func f() { discard self } }", "let r = /a+/", "let a = unsafe p",
    "let b = consume x", "let c = copy x", "func f<each T>(_ t: repeat each T) { let _ = (repeat each t) }",
    "let f = [Int -> Int]()", "@objc\n#if DEBUG\nfunc f() {}\n#endif",
  ])
  func rareKindsMatchTheSpec(_ source: String) {
    let tree = SourceFile.parse(source)
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    let m = specMismatches(tree, path: "snippet")
    #expect(m.firstByKind.isEmpty, "\(m.firstByKind.values.sorted())")
  }

  @Test func aMissingTypeIsAllowedAfterAnError() {
    let tree = SourceFile.parse("let x: = 1\nfunc f(a: ) {}")
    #expect(tree.hasErrors)
    #expect(!tree.nodes(ofKind: .missingType).isEmpty)
    #expect(specMismatches(tree, path: "broken").firstByKind.isEmpty)
  }

  @Test func castsTellAsFromAsOptionalAsForcedAndIs() {
    let casts = allViews(
      CastExpr.self, in: "let a = x as Int\nlet b = x as? Int\nlet c = x as! Int\nlet d = x is Int")
    #expect(casts.map(\.kind) == [.as, .conditional, .forced, .is])
    #expect(casts.map(\.expression.name) == ["x", "x", "x", "x"])
    #expect(casts.map(\.type.name) == ["Int", "Int", "Int", "Int"])
  }

  @Test func tryTellsItsThreeForms() {
    let tries = allViews(TryExpr.self, in: "let a = try f()\nlet b = try? f()\nlet c = try! f()")
    #expect(tries.map(\.kind) == [.plain, .optional, .forced])
    #expect(tries.allSatisfy { $0.expression.kind == .callExpr })
  }

  @Test func functionDeclarationsGiveTheirParts() throws {
    let f = try firstView(
      FunctionDecl.self,
      in: """
        @ViewBuilder static func make<T: P>(_ a: inout Int, label b: String = "x", c: Int..., `d`: T) async throws -> some View where T: Q { body() }
        """)
    #expect(f.name == "make")
    #expect(f.hasAttribute("ViewBuilder") && !f.hasAttribute("State"))
    #expect(f.isStatic && f.hasModifier("static"))
    #expect(f.genericParameterClause?.parameters.map(\.name) == ["T"])
    #expect(f.genericParameterClause?.parameters.first?.inheritedType?.name == "P")
    let p = f.parameters
    #expect(p.map(\.label) == [nil, "label", "c", "d"])
    #expect(p.map(\.name) == ["a", "b", "c", "d"])
    #expect(p.map(\.isInout) == [true, false, false, false])
    #expect(p.map(\.isVariadic) == [false, false, true, false])
    #expect(p[1].defaultValue?.kind == .stringLiteralExpr && p[0].defaultValue == nil)
    #expect(f.isAsync && f.isThrowing)
    #expect(f.returnType?.isOpaqueType(named: "View") == true)
    #expect(f.returnType?.isOpaqueType(named: "Shape") == false)
    #expect(f.genericWhereClause != nil)
    #expect(f.body?.statements.map(\.kind) == [.callExpr])
  }

  @Test func aFunctionWithoutEffectsOrResult() throws {
    let f = try firstView(FunctionDecl.self, in: "protocol P { func f(x: Int) }")
    #expect(!f.isAsync && !f.isThrowing && f.returnType == nil && f.body == nil)
    #expect(f.parameters.map(\.name) == ["x"])
  }

  @Test func variableDeclarationsGiveTheirBindings() throws {
    let v = try firstView(
      VariableDecl.self,
      in: "@State private var a: Int = 1, b = 2 { didSet { f() } }, c: some View { Text(\"\") }")
    #expect(!v.isLet && v.hasAttribute("State") && v.hasModifier("private") && !v.isStatic)
    let b = v.bindings
    #expect(b.map(\.name) == ["a", "b", "c"])
    #expect(b.map { $0.type?.kind } == [.identifierType, nil, .someOrAnyType])
    #expect(b[2].type?.isOpaqueType(named: "View") == true)
    #expect(b.map { $0.initialValue?.kind } == [.integerLiteralExpr, .integerLiteralExpr, nil])
    #expect(b.map(\.isComputed) == [false, false, true])
    #expect(b[1].accessorBlock?.accessor("didSet")?.body?.statements.count == 1)
    #expect(b[2].accessorBlock?.getter?.statements.map(\.kind) == [.callExpr])
    let let_ = try firstView(VariableDecl.self, in: "let (x, y) = p")
    #expect(let_.isLet && let_.bindings.first?.name == nil)
    #expect(let_.bindings.first.flatMap { TuplePattern($0.pattern) }?.elements.map(\.name) == ["x", "y"])
  }

  @Test func accessorsGiveKeywordsParametersAndBodies() throws {
    let block = try firstView(AccessorBlock.self, in: "var x: Int { get { 1 } set(v) { f(v) } }")
    #expect(block.accessors.map(\.keyword) == ["get", "set"])
    #expect(block.accessors.map(\.parameterName) == [nil, "v"])
    #expect(block.getter?.statements.first?.kind == .integerLiteralExpr)
    #expect(block.getterBody == nil)
  }

  @Test func modifiersGiveTheirDetail() {
    let m = allViews(ModifierSyntax.self, in: "public private(set) var x = 1")
    #expect(m.map(\.name) == ["public", "private"])
    #expect(m.map(\.detail) == [nil, "set"])
  }

  @Test func callsGiveCalleeArgumentsAndTrailingClosures() throws {
    let c = try firstView(CallExpr.self, in: "f(1, label: x) { a } onDismiss: { b }")
    #expect(c.callee.name == "f")
    #expect(c.arguments.map(\.label) == [nil, "label"])
    #expect(c.arguments.map { $0.value?.kind } == [.integerLiteralExpr, .declReferenceExpr])
    #expect(c.trailingClosure?.statements.first?.name == "a")
    #expect(c.additionalTrailingClosures.map(\.label) == ["onDismiss"])
    #expect(c.trailingClosures.map { $0.statements.first?.name } == ["a", "b"])
    #expect(c.allArguments.map(\.label) == [nil, "label", nil, "onDismiss"])
    let m = try firstView(CallExpr.self, in: "view.padding(8)")
    #expect(m.memberCallee?.name == "padding" && m.memberCallee?.base.name == "view")
    #expect(try firstView(CallExpr.self, in: "Text(\"a\")").memberCallee == nil)
  }

  @Test func closuresGiveParametersAndShorthandCount() throws {
    #expect(
      try firstView(ClosureExpr.self, in: "let f = { a, b in a }").parameters.map(\.name) == ["a", "b"])
    #expect(
      try firstView(ClosureExpr.self, in: "let f = { (a: Int, _ b: Int) -> Int in a }").parameters.map(\.name)
        == [
          "a", "b",
        ])
    #expect(try firstView(ClosureExpr.self, in: "let f = { $0 + $2 }").shorthandParameterCount == 3)
    #expect(try firstView(ClosureExpr.self, in: "let f = { print(\"\\($1)\") }").shorthandParameterCount == 2)
    // A nested closure's `$1` is its own.
    #expect(try firstView(ClosureExpr.self, in: "let f = { g { $1 } }").shorthandParameterCount == 0)
    #expect(try firstView(ClosureExpr.self, in: "let f = { x in x }").signature != nil)
  }

  @Test func switchCasesSeparatePatternsFromStatements() throws {
    let s = try firstView(
      SwitchExpr.self,
      in: """
        switch x {
        case .a(let v) where v > 0, .b: print(v)
        case (1, "a:b"): fallthrough
        @unknown default: return
        }
        """)
    #expect(s.subject.name == "x")
    let c = s.cases
    #expect(c.map(\.isDefault) == [false, false, true])
    #expect(c.map(\.patterns.count) == [2, 1, 0])
    #expect(c[0].items.map { $0.whereClause != nil } == [true, false])
    #expect(c[0].items[0].whereClause?.condition.kind == .binaryExpr)
    #expect(c.map { $0.statements.map(\.kind) } == [[.callExpr], [.fallthroughStmt], [.returnStmt]])
    #expect(c[2].attribute?.name == "unknown")
  }

  @Test func catchClausesGivePatternsAndBodies() throws {
    let d = try firstView(DoStmt.self, in: "do { try f() } catch E.a where ok { g() } catch { h() }")
    #expect(d.body.statements.map(\.kind) == [.tryExpr])
    #expect(d.catchClauses.map(\.items.count) == [1, 0])
    #expect(d.catchClauses[0].items[0].whereClause != nil)
    #expect(d.catchClauses.map { $0.body.statements.first?.kind } == [.callExpr, .callExpr])
  }

  @Test func stringLiteralsGiveSegmentsAndDelimiters() throws {
    let plain = try firstView(StringLiteral.self, in: #"let s = "a\n\(x)b""#)
    #expect(!plain.isRaw && !plain.isMultiline && plain.plainText == nil)
    #expect(plain.segments.count == 3)
    if case .interpolation(let args) = plain.segments[1] {
      #expect(args.first?.value?.name == "x")
    } else {
      Issue.record("no interpolation")
    }
    let raw = try firstView(StringLiteral.self, in: ##"let s = #"a\nb"#"##)
    #expect(raw.isRaw && raw.plainText == #"a\nb"#)
    let multi = try firstView(StringLiteral.self, in: "let s = \"\"\"\n  hi\n  \"\"\"")
    #expect(multi.isMultiline && !multi.isRaw)
  }

  @Test func previewMacrosGiveNameArgumentsAndClosure() throws {
    let p = try firstView(MacroExpansionDecl.self, in: "#Preview(\"Sheet\", traits: .x) { ContentView() }")
    #expect(p.macroName == "Preview")
    #expect(p.arguments.map(\.label) == [nil, "traits"])
    #expect(p.arguments.first?.value.flatMap(StringLiteral.init)?.plainText == "Sheet")
    #expect(p.trailingClosure?.statements.first?.kind == .callExpr)
  }

  @Test func attributesGiveNameAndArguments() throws {
    let a = try firstView(AttributeSyntax.self, in: "struct V { @Environment(\\.dismiss) var dismiss }")
    #expect(a.name == "Environment")
    let path = try #require(a.arguments.first?.value.flatMap(KeyPathExpr.init))
    #expect(path.root == nil && path.components.map(\.name) == ["dismiss"])
    #expect(try firstView(AttributeSyntax.self, in: "@available(iOS 17, *) func f() {}").arguments.isEmpty)
  }

  @Test func conditionsOfIfGuardAndWhile() throws {
    let i = try firstView(IfExpr.self, in: "if let a = b, case .x = c, d > 1 { } else if e { } else { }")
    #expect(i.conditions.map(\.kind) == [.optionalBindingCondition, .matchingPatternCondition, .binaryExpr])
    #expect(i.conditions.first.flatMap(OptionalBindingCondition.init)?.initializer?.value.name == "b")
    #expect(i.conditions.dropFirst().first.flatMap(MatchingPatternCondition.init)?.value?.name == "c")
    let elseIf = try #require(i.elseBody.flatMap(IfExpr.init))
    #expect(elseIf.elseBody?.kind == .codeBlock)
    let g = try firstView(GuardStmt.self, in: "func f() { guard let x else { return } }")
    #expect(g.conditions.count == 1 && g.body?.statements.first?.kind == .returnStmt)
    #expect(try firstView(WhileStmt.self, in: "while a, b { f() }").conditions.count == 2)
    #expect(try firstView(RepeatStmt.self, in: "repeat { f() } while a").condition?.name == "a")
  }

  @Test func forLoopsGiveTheirParts() throws {
    let f = try firstView(ForStmt.self, in: "for try await case let x? in xs where x > 1 { f(x) }")
    #expect(f.isAwait && f.hasCase)
    #expect(f.sequence?.name == "xs" && f.whereClause != nil && f.body.statements.count == 1)
    let plain = try firstView(ForStmt.self, in: "for (i, x): (Int, Int) in pairs { }")
    #expect(!plain.isAwait && !plain.hasCase && plain.pattern.kind == .tuplePattern)
    #expect(plain.typeAnnotation?.type.kind == .tupleType)
  }

  @Test func jumpsGiveTheirLabels() throws {
    let jumps = allViews(JumpStmt.self, in: "outer: for x in xs { for y in ys { break outer\n continue\n } }")
    #expect(jumps.map(\.label) == ["outer", nil])
    #expect(try firstView(LabeledStmt.self, in: "outer: while true { break outer }").label == "outer")
  }

  @Test func aCompoundNameIsOneReference() throws {
    let tree = SourceFile.parse("let f = g(x:y:)\nlet h = g(_:)")
    #expect(tree.diagnostics.isEmpty)
    let refs = tree.nodes(ofKind: .declReferenceExpr)
    #expect(refs.map { $0.childCount } == [0, 0])
    #expect(refs.compactMap { DeclReferenceExpr($0)?.argumentLabels } == [["x", "y"], ["_"]])
    #expect(try firstView(DeclReferenceExpr.self, in: "let f = g").argumentLabels == nil)
  }

  @Test func typesGiveTheirParts() throws {
    let t = try firstView(IdentifierType.self, in: "let x: Array<Int?>")
    #expect(t.name == "Array" && t.genericArguments.map(\.kind) == [.optionalType])
    #expect(t.genericArguments.first.flatMap(OptionalType.init)?.wrappedType.name == "Int")
    let any = try firstView(SomeOrAnyType.self, in: "let x: any P")
    #expect(!any.isSome && any.constraint.name == "P")
    #expect(try firstView(DictionaryType.self, in: "let x: [String: Int]").value.name == "Int")
    let fn = try firstView(FunctionType.self, in: "let x: (Int) async throws -> String")
    #expect(fn.effectSpecifiers.map(\.keyword) == ["async", "throws"] && fn.returnType?.name == "String")
    #expect(
      try firstView(AttributedType.self, in: "func f(_ g: @escaping () -> Void) {}").attributes.map(\.name)
        == ["escaping"])
  }

  @Test func enumCasesGiveAssociatedValuesAndRawValues() {
    let e = allViews(EnumCaseElement.self, in: "enum E: Int { case a = 1, b\n case c(Int, label: String) }")
    #expect(e.map(\.name) == ["a", "b", "c"])
    #expect(e.map { $0.rawValue?.kind } == [.integerLiteralExpr, nil, nil])
    #expect(e[2].associatedValues.map(\.firstName) == [nil, "label"])
    #expect(e[2].associatedValues.map { $0.type?.name } == ["Int", "String"])
  }

  @Test func ifConfigGivesClauses() throws {
    let c = try firstView(
      IfConfigDecl.self, in: "#if DEBUG\nlet a = 1\n#elseif os(iOS)\nlet b = 2\n#else\nlet c = 3\n#endif")
    #expect(c.clauses.map(\.isElse) == [false, false, true])
    #expect(c.clauses.map { $0.condition?.kind } == [.declReferenceExpr, .callExpr, nil])
    #expect(c.clauses.map { $0.items.map(\.kind) } == [[.variableDecl], [.variableDecl], [.variableDecl]])
  }

  @Test func aViewIsMadeOnlyForItsKinds() {
    let tree = SourceFile.parse("f(x)")
    let call = tree.nodes(ofKind: .callExpr)[0]
    #expect(CallExpr(call) != nil && ClosureExpr(call) == nil)
    #expect(call.is(CallExpr.self) && !call.is(SubscriptExpr.self))
    #expect(SourceFileSyntax(tree.rootNode)?.items.count == 1)
  }
}
