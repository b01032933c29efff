import Foundation
import SharedFolder
import Testing

@testable import SwiftSource

/// Large files are lexed on a second thread while the parser reads the tokens it has
/// published (`TokenChannel`). These tests parse the same bytes both ways and require the
/// same tree, token for token and node for node, so that a lost or stale token shows up.
@Suite struct PipelineTests {
  /// Everything a tree holds, for comparing two parses.
  func expectSameTree(_ a: SyntaxTree, _ b: SyntaxTree, _ what: String) {
    #expect(a.tokens.count == b.tokens.count, "\(what): token count")
    #expect(a.tokens == b.tokens, "\(what): tokens")
    #expect(a.comments == b.comments, "\(what): comments")
    #expect(a.nodes.count == b.nodes.count, "\(what): node count")
    #expect(a.nodes.elementsEqual(b.nodes), "\(what): nodes")
    #expect(a.childIndices == b.childIndices, "\(what): child lists")
    #expect(a.root == b.root, "\(what): root")
    #expect(a.diagnostics == b.diagnostics, "\(what): diagnostics")
    #expect(a.lineTable.lineStarts == b.lineTable.lineStarts, "\(what): line table")
  }

  func seedBytes() throws -> [UInt8] {
    var bytes: [UInt8] = []
    for file in try SharedFolder.current.seedExampleFiles() {
      bytes += try [UInt8](Data(contentsOf: file)) + [10]
    }
    return bytes
  }

  @Test func aLargeValidFileGivesTheSameTreeEitherWay() throws {
    // The seed examples over and over: well past the threshold and many token batches.
    let one = try seedBytes()
    var bytes: [UInt8] = []
    while bytes.count < SourceFile.pipelineThreshold + 100_000 { bytes += one }
    let sequential = SourceFile.parse(bytes, options: ParseOptions(), pipelined: false)
    let pipelined = SourceFile.parse(bytes, options: ParseOptions(), pipelined: true)
    #expect(sequential.diagnostics.isEmpty)
    #expect(sequential.tokens.count > 10 * TokenChannel.batch)
    expectSameTree(sequential, pipelined, "seed examples repeated")
    expectEveryNodeHasOneParent(pipelined, "seed examples repeated")
    // The public entry point takes the pipelined path at this size.
    expectSameTree(sequential, SourceFile.parse(bytes), "SourceFile.parse")
  }

  /// Every node but the root is the child of exactly one node created after it: child counts
  /// are implied by where the next node's list starts, so a wrong count would leave a node out
  /// or give it two parents.
  func expectEveryNodeHasOneParent(_ tree: SyntaxTree, _ what: String) {
    var parents = [Int](repeating: 0, count: tree.nodes.count)
    var later = true
    for (i, node) in tree.nodes.enumerated() {
      for k in Int(node.firstChild)..<Int(node.firstChild + node.childCount) {
        let child = Int(tree.childIndices[k])
        parents[child] += 1
        if child >= i { later = false }
      }
    }
    #expect(later, "\(what): a child made after its parent")
    #expect(parents[Int(tree.root.index)] == 0, "\(what): the root has a parent")
    #expect(
      parents.enumerated().allSatisfy { $0.offset == Int(tree.root.index) || $0.element == 1 },
      "\(what): a node without exactly one parent")
    #expect(tree.nodes.reduce(0) { $0 + Int($1.childCount) } == tree.childIndices.count, "\(what)")
  }

  @Test func brokenInputGivesTheSameDiagnosticsEitherWay() throws {
    // Valid code with errors spread through it, ending inside an unterminated string: the
    // lexer's and the parser's problems both come through, in order.
    let one = try seedBytes()
    var bytes: [UInt8] = []
    var round = 0
    while bytes.count < SourceFile.pipelineThreshold {
      bytes += one
      bytes += Array("struct Broken\(round) { func f( { let x = [1, 2 }\nlet y = 0x\n".utf8)
      round += 1
    }
    bytes += Array("let s = \"never closed\n/* and a comment".utf8)
    let sequential = SourceFile.parse(bytes, options: ParseOptions(), pipelined: false)
    let pipelined = SourceFile.parse(bytes, options: ParseOptions(), pipelined: true)
    #expect(sequential.diagnostics.count >= round)
    #expect(sequential.diagnostics.contains { $0.message == "unterminated string literal" })
    expectSameTree(sequential, pipelined, "broken input")
    expectEveryNodeHasOneParent(sequential, "broken input")
  }

  @Test(arguments: ["", "x", "let", "\"", "struct S {}", "/* open", "#if X\n"])
  func tinyInputsWorkPipelinedToo(_ source: String) {
    // Fewer tokens than one batch, or none at all: only the final publication carries them.
    let bytes = Array(source.utf8)
    expectSameTree(
      SourceFile.parse(bytes, options: ParseOptions(), pipelined: false),
      SourceFile.parse(bytes, options: ParseOptions(), pipelined: true), source.debugDescription)
  }

  @Test(arguments: [1, 2, 3, 8])
  func manyFilesOnManyThreadsGiveTheTreesOfOneAtATime(_ threads: Int) throws {
    // Files of very different sizes (one of them broken, one empty, one that outgrows the
    // buffers a thread reuses, one over the pipelining threshold, so that it also lexes on a
    // thread of its own), in a given order: the trees come back in that order, each the same as
    // when parsed alone.
    let seeds = try SharedFolder.current.seedExampleFiles().map { try [UInt8](Data(contentsOf: $0)) }
    var medium: [UInt8] = []
    while medium.count < 300_000 { medium += seeds[1] + [10] }
    var large: [UInt8] = []
    while large.count < SourceFile.pipelineThreshold + 1000 { large += seeds[0] + [10] }
    var files = seeds + [[], Array("struct Broken { func f( { let x = [1, 2 }\n".utf8), medium, large]
    files += seeds.reversed()
    let trees = SourceFile.parse(files: files, threads: threads)
    #expect(trees.count == files.count)
    for (i, file) in files.enumerated() where i < trees.count {
      #expect(trees[i].bytes == file, "file \(i)")
      expectSameTree(SourceFile.parse(file), trees[i], "file \(i) on \(threads) threads")
    }
    #expect(!trees[seeds.count + 1].diagnostics.isEmpty)
    #expect(SourceFile.parse(files: [], threads: threads).isEmpty)
  }

  @Test func aFileOverTheSizeLimitGetsOneErrorAndNoTree() {
    let bytes = [UInt8](repeating: 32, count: (1 << 20) + 1)
    let tree = SourceFile.tooLarge(bytes, limit: 1 << 20)
    #expect(
      tree.diagnostics.map(\.message) == [
        "file too large to parse: 1048577 bytes (SwiftSource reads at most 1 MiB)"
      ])
    #expect(tree.diagnostics.first?.location.description == "1:1")
    #expect(tree.rootNode.children.isEmpty)
    #expect(SourceFile.maximumSourceSize == 128 << 20)
  }
}
