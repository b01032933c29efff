import Testing

@testable import SwiftSource

@Suite struct TypeTests {
  @Test func typesOfEveryShape() throws {
    let tree = SourceFile.parse(
      """
      let a: Int?? = nil
      let b: Int! = 1
      let c: [Int: [String]] = [:]
      let d: (x: Int, String) = (1, "")
      let e: (inout Int, consuming String) async throws -> Void
      let f: any P & Q
      let g: Int.Type = Int.self
      let h: P.Protocol
      let i: Swift.Array<Int>.Index
      let j: @MainActor @Sendable () -> Void
      let k: ~Copyable
      func l<each T>(_ t: repeat each T) -> (repeat each T) {}
      """)
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    #expect(tree.nodes(ofKind: .optionalType).count == 2)
    #expect(tree.nodes(ofKind: .implicitlyUnwrappedOptionalType).count == 1)
    #expect(tree.nodes(ofKind: .dictionaryType).count == 1)
    #expect(tree.nodes(ofKind: .metatypeType).map(\.tokenText) == ["Type", "Protocol"])
    #expect(tree.nodes(ofKind: .compositionType).count == 1)
    #expect(tree.nodes(ofKind: .typeSpecifier).map(\.tokenText) == ["inout", "consuming"])
    #expect(tree.nodes(ofKind: .suppressedType).count == 1)
    #expect(tree.nodes(ofKind: .packExpansionType).count == 2)
    #expect(tree.nodes(ofKind: .functionType).count == 2)
    #expect(tree.nodes(ofKind: .memberType).map(\.tokenText) == ["Index", "Array"])
  }

  @Test func genericClosersSplitCompoundOperators() {
    // `>>`, `>?` and `>=`-style tokens are split where a generic argument list closes.
    let tree = SourceFile.parse(
      "let a: Set<Optional<Int>>? = nil\nlet b: Array<Int>! = nil\nfunc f<T: P<Int>>() {}")
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    #expect(tree.nodes(ofKind: .genericArgumentClause).count == 4)
    #expect(tree.nodes(ofKind: .optionalType).count == 1)
    #expect(tree.nodes(ofKind: .implicitlyUnwrappedOptionalType).count == 1)
  }

  @Test func functionTypesNeedTheArrow() throws {
    let tree = SourceFile.parse("let f: (Int, String) async throws(E) -> Void\nlet t: (Int, String)")
    #expect(tree.diagnostics.isEmpty)
    #expect(tree.nodes(ofKind: .functionType).count == 1)
    #expect(tree.nodes(ofKind: .effectSpecifier).map(\.tokenText) == ["async", "throws"])
    #expect(tree.nodes(ofKind: .tupleType).count == 2)
  }
}
