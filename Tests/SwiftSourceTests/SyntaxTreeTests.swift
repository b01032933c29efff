import Testing

@testable import SwiftSource

@Suite struct SyntaxTreeTests {
  let tree = SourceFile.parse("/// Doc.\nstruct A {\n  let x = 1\n}\n")

  @Test func dumpIsIndentedWithRangesAndTokens() {
    #expect(
      tree.dump() == """
        sourceFile 1:1-5:1
          structDecl 2:1-4:2 "A"
            /// Doc.
            memberBlock 2:10-4:2
              variableDecl 3:3-3:12 "let"
                patternBinding 3:7-3:12
                  identifierPattern 3:7-3:8 "x"
                  initializerClause 3:9-3:12
                    integerLiteralExpr 3:11-3:12 "1"

        """)
  }

  @Test func walkIsDepthFirstAndCanSkipAndStop() {
    var kinds: [SyntaxKind] = []
    tree.walk { node, _ in
      kinds.append(node.kind)
      return node.kind == .memberBlock ? .skipChildren : .visitChildren
    }
    #expect(kinds == [.sourceFile, .structDecl, .memberBlock])
    var count = 0
    tree.walk { _, _ in
      count += 1
      return count == 2 ? .stop : .visitChildren
    }
    #expect(count == 2)
  }

  @Test func visitorSeesPostOrderToo() {
    struct Recorder: SyntaxVisitor {
      var events: [String] = []
      mutating func visit(_ node: Syntax) -> SyntaxTree.WalkAction {
        events.append("+\(node.kind)")
        return node.kind == .variableDecl ? .skipChildren : .visitChildren
      }
      mutating func visitPost(_ node: Syntax) { events.append("-\(node.kind)") }
    }
    var recorder = Recorder()
    tree.walk(&recorder)
    #expect(
      recorder.events == [
        "+sourceFile", "+structDecl", "+memberBlock", "+variableDecl", "-variableDecl", "-memberBlock",
        "-structDecl", "-sourceFile",
      ])
  }

  @Test func handlesGiveTextLocationsAndChildren() throws {
    let decl = try #require(tree.nodes(ofKind: .variableDecl).first)
    #expect(decl.text == "let x = 1")
    #expect(decl.startLocation == SourceLocation(line: 3, column: 3, offset: 22))
    #expect(decl.child(.patternBinding)?.child(.identifierPattern)?.name == "x")
    #expect(tree.rootNode.range == 0..<tree.bytes.count)
    #expect(SourceFile.parse("let `class` = 1").nodes(ofKind: .identifierPattern).first?.name == "class")
  }

  @Test func lineTableMapsOffsets() {
    let bytes = Array("ab\ncd\r\nef".utf8)
    let table = bytes.withUnsafeBufferPointer { LineTable($0) }
    #expect(table.location(ofOffset: 0) == SourceLocation(line: 1, column: 1, offset: 0))
    #expect(table.location(ofOffset: 4) == SourceLocation(line: 2, column: 2, offset: 4))
    #expect(table.location(ofOffset: 7) == SourceLocation(line: 3, column: 1, offset: 7))
    #expect(table.location(ofOffset: 99).offset == bytes.count)
  }

  @Test func aTreeMakesItsLineTableOnceForAllThreads() async {
    // A tree without diagnostics makes its line table when asked; threads asking at once all
    // get the table of the source, and locations agree with it.
    let source = (0..<2000).map { "let v\($0) = \($0)\r\n" }.joined()
    let tree = SourceFile.parse(source)
    #expect(tree.diagnostics.isEmpty)
    let expected = tree.bytes.withUnsafeBufferPointer { LineTable($0) }.lineStarts
    let tables = await withTaskGroup(of: [UInt32].self) { group in
      for _ in 0..<8 { group.addTask { tree.lineTable.lineStarts } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(tables.count == 8 && tables.allSatisfy { $0 == expected })
    let last = tree.nodes(ofKind: .variableDecl).last
    #expect(last?.startLocation == SourceLocation(line: 2000, column: 1, offset: Int(expected[1999])))
  }
}

@Suite struct LineTableTests {
  /// Line starts the slow way: after every `\n`, after every `\r` not followed by `\n`.
  func naiveLineStarts(_ bytes: [UInt8]) -> [UInt32] {
    var starts: [UInt32] = [0]
    for (i, b) in bytes.enumerated() {
      if b == 10 || (b == 13 && (i + 1 == bytes.count || bytes[i + 1] != 10)) { starts.append(UInt32(i + 1)) }
    }
    return starts
  }

  @Test func lineStartsMatchASimpleScanAtEveryAlignment() {
    // Newlines at every offset within and across the eight-byte words the fast path reads,
    // runs of newlines, a newline as the last byte, and files with carriage returns.
    var cases: [[UInt8]] = [[], [10], [10, 10], Array("no newline".utf8)]
    for gap in 0..<20 {
      var bytes: [UInt8] = []
      for _ in 0..<5 { bytes += [UInt8](repeating: UInt8(ascii: "x"), count: gap) + [10] }
      cases.append(bytes)
      cases.append(bytes + Array("tail".utf8))
      cases.append(Array(bytes.dropFirst(gap / 2)))
    }
    cases.append(Array("a\r\nb\rc\n\r\nd\r".utf8))
    cases.append(Array("é\n🙂\n\u{0A}x".utf8))
    for bytes in cases {
      let table = bytes.withUnsafeBufferPointer { LineTable($0) }
      #expect(table.lineStarts == naiveLineStarts(bytes), "\(bytes)")
    }
  }
}
