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
}
