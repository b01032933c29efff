import Foundation
import SharedFolder
import Testing

@testable import SwiftSource

/// `SourceFile.forEachTopLevelItem` hands a file's top-level items on as they are parsed and
/// forgets their nodes (`detents parse --ast --json` writes large files that way). These tests
/// require that the items handed on are, node for node, the root's children of an ordinary
/// parse, and that the tree it returns has the same tokens, comments and diagnostics.
@Suite struct TopLevelItemsTests {
  /// Every node of a subtree, depth-first: kind, range, main token and child count.
  func outline(_ node: Syntax) -> [String] {
    var lines: [String] = []
    var stack = [node]
    while let n = stack.popLast() {
      lines.append("\(n.kind) \(n.range) \(n.token.map { "\($0.start)" } ?? "-") \(n.children.count)")
      stack += n.children.reversed()
    }
    return lines
  }

  /// Parses `bytes` both ways and compares them; returns how often `body` was called.
  @discardableResult
  func expectSameItems(_ bytes: [UInt8], _ what: String, options: ParseOptions = ParseOptions()) -> Int {
    let whole = SourceFile.parse(bytes, options: options)
    var items: [[String]] = []
    var calls = 0
    let rest = SourceFile.forEachTopLevelItem(bytes, options: options) { batch in
      calls += 1
      #expect(batch.rootNode.kind == .sourceFile)
      #expect(batch.rootNode.range == 0..<bytes.count)
      for child in batch.rootNode.children { items.append(outline(child)) }
    }
    let expected = whole.rootNode.children.map(outline)
    #expect(items.count == expected.count, "\(what): item count")
    #expect(items == expected, "\(what): items")
    #expect(rest.tokens == whole.tokens, "\(what): tokens")
    #expect(rest.comments == whole.comments, "\(what): comments")
    #expect(rest.diagnostics == whole.diagnostics, "\(what): diagnostics")
    #expect(rest.lineTable.lineStarts == whole.lineTable.lineStarts, "\(what): line table")
    #expect(rest.rootNode.kind == .sourceFile && rest.rootNode.children.isEmpty, "\(what): root")
    #expect(rest.rootNode.range == whole.rootNode.range, "\(what): root range")
    return calls
  }

  @Test func itemsOfSmallSourcesAreTheRootsChildren() {
    let sources = [
      "",
      "let a = 1",
      "import Foundation\nstruct S { var x = 1 }\nfunc f() -> Int { 2 }\nprint(f())\n",
      // Items on one line (an error), a stray closer, a `#if` of declarations.
      "let a = 1 let b = 2\n}\n#if os(Linux)\nfunc g() {}\n#else\nfunc h() {}\n#endif\n",
      // An unclosed brace: the rest of the file is one item.
      "struct A {\n  func f() {\n}\nlet x = 1\n",
      // A generic argument list closed by a split `>>`, and a trailing `;`.
      "let m: [Int: Array<Set<Int>>] = [:]; let n = m\n",
    ]
    for source in sources {
      let calls = expectSameItems(Array(source.utf8), source)
      let items = SourceFile.parse(source).rootNode.children.count
      // One call per item: each is handed on before the next starts.
      #expect(calls == items, "\(source): calls")
    }
  }

  @Test func itemsOfTheSeedExamplesAndInterfacesAreTheRootsChildren() throws {
    var bytes: [UInt8] = []
    for file in try SharedFolder.current.seedExampleFiles() {
      bytes += try [UInt8](Data(contentsOf: file)) + [10]
    }
    expectSameItems(bytes, "seed examples")
    // Well past the size at which the lexer runs on a second thread.
    var large: [UInt8] = []
    while large.count < SourceFile.pipelineThreshold + 100_000 { large += bytes }
    expectSameItems(large, "seed examples repeated")
    expectSameItems(
      large, "seed examples repeated, one thread", options: ParseOptions(usesSecondThread: false))
  }
}
