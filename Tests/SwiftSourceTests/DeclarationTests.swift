import Testing

@testable import SwiftSource

@Suite struct DeclarationTests {
  @Test func nominalTypesWithGenericsInheritanceAndWhere() throws {
    let tree = SourceFile.parse(
      """
      public struct S<T: Equatable & Hashable, each U, let n: Int>: P, Q where T: Sendable {}
      final class C: Base {}
      enum E: Int { case a = 1, b; indirect case c(E, label: Int = 2) }
      protocol P<Element>: AnyObject { associatedtype Element: Hashable = Int where Element: Sendable }
      extension Array: P where Element == Int {}
      actor A {}
      """)
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    #expect(names(tree, .structDecl) == ["S"])
    #expect(names(tree, .classDecl) == ["C"])
    #expect(names(tree, .enumDecl) == ["E"])
    #expect(names(tree, .protocolDecl) == ["P"])
    #expect(names(tree, .actorDecl) == ["A"])
    #expect(names(tree, .extensionDecl).count == 1)
    #expect(names(tree, .genericParameter) == ["T", "U", "n"])
    #expect(names(tree, .enumCaseElement) == ["a", "b", "c"])
    #expect(tree.nodes(ofKind: .sameTypeRequirement).count == 1)
    #expect(tree.nodes(ofKind: .conformanceRequirement).count == 2)
    #expect(names(tree, .associatedTypeDecl) == ["Element"])
  }

  @Test func functionsInitializersSubscriptsAndOperators() throws {
    let tree = SourceFile.parse(
      """
      struct S {
        func f(_ a: inout Int, b c: borrowing String, d: @escaping @Sendable (Int) async throws(E) -> Void, e: Int...) rethrows -> some View where T: P {}
        init?<T>(x: T) {}
        init!() {}
        deinit {}
        subscript(i: Int) -> Int { get { i } set { } }
        static func + (a: S, b: S) -> S { a }
        mutating func g() async throws -> (Int, String) { (1, "") }
      }
      prefix operator √
      infix operator ** : PowerPrecedence
      precedencegroup PowerPrecedence { higherThan: MultiplicationPrecedence associativity: right }
      @freestanding(expression) public macro stringify<T>(_ v: T) -> (T, String) = #externalMacro(module: "M", type: "S")
      """)
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    #expect(names(tree, .funcDecl) == ["f", "+", "g"])
    #expect(tree.nodes(ofKind: .initDecl).count == 2)
    #expect(tree.nodes(ofKind: .deinitDecl).count == 1)
    #expect(tree.nodes(ofKind: .subscriptDecl).count == 1)
    #expect(names(tree, .operatorDecl) == ["√", "**"])
    #expect(names(tree, .precedenceGroupAttribute) == ["higherThan", "associativity"])
    #expect(names(tree, .macroDecl) == ["stringify"])
    let f = try #require(tree.nodes(ofKind: .funcDecl).first)
    #expect(names(tree, .parameter).prefix(4) == ["_", "b", "d", "e"])
    #expect(f.children.contains { $0.kind == .effectSpecifier && $0.tokenText == "rethrows" })
    #expect(tree.nodes(ofKind: .someOrAnyType).first?.tokenText == "some")
    #expect(tree.nodes(ofKind: .functionType).count == 1)
    #expect(tree.nodes(ofKind: .variadicType).count == 1)
  }

  @Test func variablesAccessorsObserversAndWrappers() throws {
    let tree = SourceFile.parse(
      """
      struct V {
        @State private var x: [String: Int]? = nil
        private(set) var y = 0 { willSet { print(newValue) } didSet(old) { } }
        var z: Int { get async throws { 1 } }
        var w: Int { 1 }
        var m: Int { _read { yield x } _modify { yield &x } }
        @Environment(\\.dismiss) private var dismiss
        let (a, b): (Int, Int) = (1, 2), c = 3
        nonisolated(unsafe) static var shared = V()
      }
      """)
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    #expect(names(tree, .accessorDecl) == ["willSet", "didSet", "get", "_read", "_modify"])
    #expect(names(tree, .attribute) == ["State", "Environment"])
    #expect(
      tree.nodes(ofKind: .modifier).map(\.text) == [
        "private", "private(set)", "private", "nonisolated(unsafe)", "static",
      ])
    #expect(tree.nodes(ofKind: .patternBinding).count == 9)
    #expect(tree.nodes(ofKind: .yieldStmt).count == 2)
    // `var w: Int { 1 }` is a getter body, not accessors.
    #expect(tree.nodes(ofKind: .accessorBlock).filter { $0.children.first?.kind == .codeBlock }.count == 1)
  }

  @Test func importsTypealiasesAndMacroExpansions() throws {
    let tree = SourceFile.parse(
      """
      @preconcurrency import Foundation
      import struct Swift.Int
      typealias G<X> = Dictionary<X, [X]>
      #Preview("Demo") { ContentView() }
      #warning("later")
      """)
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    #expect(names(tree, .importDecl) == ["Foundation", "Swift"])
    #expect(names(tree, .typeAliasDecl) == ["G"])
    #expect(names(tree, .macroExpansionDecl) == ["#Preview", "#warning"])
  }

  @Test func docCommentsStayWithTheirDeclarations() throws {
    let tree = SourceFile.parse(
      """
      // not a doc comment
      /// Shows a sheet.
      ///
      /// Second paragraph.
      struct A {
        /** The height. */
        var h = 1

        // plain
        var g = 2
      }
      """)
    #expect(first(tree, .structDecl)?.docComment == "Shows a sheet.\n\nSecond paragraph.")
    #expect(tree.nodes(ofKind: .variableDecl).map(\.docComment) == ["The height.", nil])
  }

  @Test func ifConfigAroundDeclarationsMembersAndCases() throws {
    let tree = SourceFile.parse(
      """
      #if canImport(UIKit) && !os(watchOS)
      import UIKit
      #elseif os(macOS)
      import AppKit
      #else
      #endif
      struct S {
        #if DEBUG
        var debug = true
        #endif
        func f(x: Int) {
          switch x {
          case 1: break
          #if DEBUG
          case 2: break
          #endif
          default:
            #if DEBUG
            print(x)
            #endif
          }
        }
      }
      """)
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    #expect(tree.nodes(ofKind: .ifConfigDecl).count == 4)
    #expect(tree.nodes(ofKind: .ifConfigClause).count == 6)
    #expect(tree.nodes(ofKind: .switchCase).count == 3)
    #expect(names(tree, .importDecl) == ["UIKit", "AppKit"])
  }

  @Test func everyContextualModifierIsAModifierAndNearMissesAreNot() {
    // Each word before `var` is a modifier of the variable; the same word one letter short or
    // long is a name, and the line is an error.
    for word in contextualModifiers {
      let tree = SourceFile.parse("struct S {\n  \(word) var x: Int\n}\n")
      #expect(tree.diagnostics.isEmpty, "\(word)")
      #expect(tree.nodes(ofKind: .modifier).map(\.tokenText) == [word], "\(word)")
      for miss in [String(word.dropLast()), word + "x"] {
        #expect(
          SourceFile.parse("struct S {\n  \(miss) var x: Int\n}\n").nodes(ofKind: .modifier).isEmpty,
          "\(miss)")
      }
    }
  }
}

/// Declarations the compiler accepts that real code uses (issue 10): `#if` in accessor blocks
/// and around attributes, observers after an initializer, attribute arguments after a space,
/// attributed local declarations. Each with a broken variant that keeps its located error and
/// lets the rest of the file parse.
@Suite struct DeclarationConformanceTests {
  @Test func ifConfigInAComputedPropertyIsItsBody() throws {
    let tree = SourceFile.parse(
      """
      var shellName: String? {
        #if os(Windows)
        return nil
        #else
        return "sh"
        #endif
      }
      var isInout: Bool {
        #if canImport(SwiftSyntax600)
          self.specifiers.contains(1)
        #else
          false
        #endif
      }
      """)
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    let blocks = tree.nodes(ofKind: .accessorBlock)
    #expect(blocks.count == 2)
    for block in blocks {
      // A getter body holding the `#if`, not a list of accessors.
      #expect(block.children.map(\.kind) == [.codeBlock])
      let config = try #require(block.children.first?.children.first)
      #expect(config.kind == .ifConfigDecl)
      #expect(config.children.map(\.tokenText) == ["#if", "#else"])
    }
    #expect(
      sexp(blocks[0].children[0])
        == "(codeBlock (ifConfigDecl (ifConfigClause:#if (callExpr (declReferenceExpr:os) (argument (declReferenceExpr:Windows))) (returnStmt:return (nilLiteralExpr:nil))) (ifConfigClause:#else (returnStmt:return (stringLiteralExpr:\" (stringSegment:sh))))))"
    )
    #expect(tree.nodes(ofKind: .accessorDecl).isEmpty)
  }

  @Test func ifConfigInAccessorsAndGetters() throws {
    let tree = SourceFile.parse(
      """
      struct S {
        var x: Int {
          #if A
          get { 1 }
          #else
          get { 2 }
          #endif
          set {}
        }
        var y: Int {
          get {
            #if DEBUG
            return 1
            #else
            return 2
            #endif
          }
        }
      }
      """)
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    let x = try #require(tree.nodes(ofKind: .accessorBlock).first)
    #expect(x.children.map(\.kind) == [.ifConfigDecl, .accessorDecl])
    #expect(x.children[0].children.map { $0.children.last?.name } == ["get", "get"])
    #expect(names(tree, .accessorDecl) == ["get", "get", "set", "get"])
    #expect(tree.nodes(ofKind: .returnStmt).count == 2)
  }

  @Test func unclosedIfConfigInAGetterIsLocated() {
    assertParse(
      DiagnosticCase(
        source: "var x: Int {\n  #if A\n  return 11️⃣\n}\nlet after = 1\n",
        diagnostics: [("1️⃣", "expected '#endif' to close '#if' opened at 2:3")], survivors: ["x", "after"]))
    // Accessors, then a statement: the statement is reported and the next declaration kept.
    assertParse(
      DiagnosticCase(
        source: "var x: Int {\n  #if A\n  get { 1 }\n  #endif\n  1️⃣return 2\n}\nlet after = 1\n",
        diagnostics: [("1️⃣", "expected 'get', 'set', 'willSet' or 'didSet' accessor, found 'return'")],
        survivors: ["x", "after"]))
  }

  @Test func ifConfigOfAttributesBelongsToTheNextDeclaration() throws {
    let tree = SourceFile.parse(
      """
      extension E {
        #if A
          @available(*, deprecated, message: "x")
        #elseif B
          #if C
            @preconcurrency
          #endif
        #else
          @available(
            iOS,
            deprecated: 9999
          )
          @available(macOS, deprecated: 9999)
        #endif
        @inlinable
        public static func concatenate() -> Self { x }
        #if X
          @available(*, deprecated)
          func g() {}
        #endif
      }
      """)
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    let members = try #require(first(tree, .memberBlock))
    #expect(members.children.map(\.kind) == [.funcDecl, .ifConfigDecl])
    let f = members.children[0]
    #expect(f.name == "concatenate")
    #expect(f.children.prefix(4).map(\.kind) == [.ifConfigDecl, .attribute, .modifier, .modifier])
    let clauses = f.children[0].children
    #expect(clauses.map(\.tokenText) == ["#if", "#elseif", "#else"])
    #expect(
      clauses.map { $0.children.filter { $0.kind == .attribute }.map(\.name) } == [
        ["available"], [], ["available", "available"],
      ])
    #expect(
      sexp(clauses[1])
        == "(ifConfigClause:#elseif (declReferenceExpr:B) (ifConfigDecl (ifConfigClause:#if (declReferenceExpr:C) (attribute:preconcurrency))))"
    )
    // A `#if` holding a whole declaration stays a `#if` of members.
    let g = try #require(members.children[1].children.first?.children.last)
    #expect(g.kind == .funcDecl && g.name == "g")
    #expect(g.children.first?.name == "available")
  }

  @Test func ifConfigOfAttributesWithoutADeclarationIsLocated() {
    assertParse(
      DiagnosticCase(
        source: "struct S {\n  #if X\n  @available(*, deprecated)\n  #endif1️⃣\n}\nstruct T {}\n",
        diagnostics: [("1️⃣", "expected declaration after attributes and modifiers")], survivors: ["S", "T"]))
  }

  @Test func observersAfterAnInitializer() throws {
    let tree = SourceFile.parse(
      """
      struct S {
        var items = [Item]() { didSet { save() } }
        var a = make(1) {
          willSet { print(newValue) }
          didSet(old) { print(old) }
        }
        func f() {
          var c = g() { didSet {} }
          let d = h { 1 }
        }
      }
      """)
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    let bindings = tree.nodes(ofKind: .patternBinding)
    #expect(bindings.map { $0.children.first?.name } == ["items", "a", "c", "d"])
    for b in bindings.prefix(3) {
      #expect(b.children.map(\.kind) == [.identifierPattern, .initializerClause, .accessorBlock])
    }
    // The initializer is a call without a trailing closure; the braces hold the observers.
    #expect(
      sexp(bindings[0])
        == "(patternBinding (identifierPattern:items) (initializerClause (callExpr (arrayExpr (declReferenceExpr:Item)))) (accessorBlock (accessorDecl:didSet (codeBlock (callExpr (declReferenceExpr:save))))))"
    )
    #expect(bindings[1].child(.accessorBlock)?.children.map(\.name) == ["willSet", "didSet"])
    // A closure after a call elsewhere is still a trailing closure.
    #expect(bindings[3].children.map(\.kind) == [.identifierPattern, .initializerClause])
    #expect(
      bindings[3].child(.initializerClause)?.children.first?.children.map(\.kind) == [
        .declReferenceExpr, .closureExpr,
      ])
  }

  @Test func brokenObserversAreLocated() {
    assertParse(
      DiagnosticCase(
        source: "var items = [Int]() { didSet { } 1️⃣save() }\nlet after = 1\n",
        diagnostics: [("1️⃣", "expected 'get', 'set', 'willSet' or 'didSet' accessor, found 'save'")],
        survivors: ["items", "after"]))
  }

  @Test func attributeArgumentsAfterASpace() throws {
    let tree = SourceFile.parse(
      """
      struct S {
        @Environment (\\.modalMode) var modalMode
        @available (iOS 15, *) func g() {}
        let f: @MainActor (Int) -> Void
        let h: @Sendable (Int) async -> Void
        func p(onPress: @escaping (() -> Void), onRelease: (() -> Void)? = nil) {}
      }
      """)
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    let env = try #require(tree.nodes(ofKind: .attribute).first)
    #expect(sexp(env) == "(attribute:Environment (argument (keyPathExpr (keyPathComponent:modalMode))))")
    #expect(names(tree, .identifierPattern) == ["modalMode", "f", "h"])
    #expect(names(tree, .funcDecl) == ["g", "p"])
    // In a type, parentheses after a space are the function type's parameters.
    #expect(
      tree.nodes(ofKind: .attribute).filter {
        $0.name == "MainActor" || $0.name == "Sendable" || $0.name == "escaping"
      }.allSatisfy { $0.children.isEmpty })
    #expect(tree.nodes(ofKind: .functionType).count == 4)
  }

  @Test func attributeArgumentsOnTheNextLineAreNotArguments() {
    assertParse(
      DiagnosticCase(
        source: "struct S {\n  @Environment1️⃣\n  2️⃣(\\.x) var y\n}\nstruct T {}\n",
        diagnostics: [
          ("1️⃣", "expected declaration after attributes and modifiers"),
          ("2️⃣", "expected declaration, found '('"),
        ], survivors: ["S", "T"]))
  }

  @Test func attributedLocalDeclarations() throws {
    let tree = SourceFile.parse(
      """
      struct V: View {
        var body: some View {
          @Bindable var model = model
          ForEach(items) { item in
            @Bindable var item = item
            Text(item.name)
          }
        }
        func f() {
          @State var s = 1
          @available(*, deprecated) func inner() {}
        }
      }
      """)
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    let locals = tree.nodes(ofKind: .variableDecl).dropFirst()
    #expect(locals.map { $0.children.first?.name } == ["Bindable", "Bindable", "State"])
    #expect(locals.map { $0.child(.patternBinding)?.children.first?.name } == ["model", "item", "s"])
    // The closure's first statement is the declaration, not an attribute of its signature.
    let closure = try #require(first(tree, .closureExpr))
    #expect(closure.children.map(\.kind) == [.closureSignature, .variableDecl, .callExpr])
    #expect(names(tree, .funcDecl) == ["f", "inner"])
  }

  @Test func attributeWithoutALocalDeclarationIsLocated() {
    assertParse(
      DiagnosticCase(
        source: "func f() {\n  @Bindable 1️⃣Text(\"a\")\n  let after = 1\n}\n",
        diagnostics: [
          ("1️⃣", "expected declaration after attributes and modifiers")
        ], survivors: ["f", "after"]))
  }
}
