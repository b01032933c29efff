import Foundation
import Testing

@testable import SwiftSource

/// Checks what the fuzzer checks: ordered tokens, nodes inside their parents and the file,
/// diagnostics inside the file.
func checkInvariants(_ tree: SyntaxTree, _ label: String = "") {
  let size = tree.bytes.count
  #expect(tree.tokens.last?.kind == .eof, "\(label)")
  var previousEnd: UInt32 = 0
  for t in tree.tokens {
    #expect(t.start <= t.end && Int(t.end) <= size && t.start >= previousEnd, "\(label): token at \(t.start)")
    previousEnd = t.end
  }
  tree.walk { node, _ in
    for child in node.children {
      #expect(
        child.range.lowerBound >= node.range.lowerBound && child.range.upperBound <= node.range.upperBound,
        "\(label): \(child) outside \(node)")
    }
    return .visitChildren
  }
  for d in tree.diagnostics { #expect(d.location.offset <= size, "\(label): \(d)") }
}

/// Tracks the nesting depth through `visit`/`visitPost` pairs.
struct DepthCounter: SyntaxVisitor {
  var depth = 0
  var maxDepth = 0
  mutating func visit(_ node: Syntax) -> SyntaxTree.WalkAction {
    depth += 1
    maxDepth = max(maxDepth, depth)
    return .visitChildren
  }
  mutating func visitPost(_ node: Syntax) { depth -= 1 }
}

@Suite struct ResilienceTests {
  @Test func hundredThousandOpenParenthesesGiveADiagnosticNotACrash() {
    let tree = SourceFile.parse("let x = " + String(repeating: "(", count: 100_000))
    #expect(tree.diagnostics.contains { $0.message.contains("too many levels of nesting") })
    checkInvariants(tree)
  }

  @Test(arguments: [
    String(repeating: "[", count: 50_000), String(repeating: "{", count: 50_000),
    String(repeating: "a ? ", count: 50_000) + "b", "let x: " + String(repeating: "[", count: 50_000),
    String(repeating: "\"\\(", count: 20_000), String(repeating: "#if X\n", count: 20_000),
    "func f" + String(repeating: "<", count: 50_000), String(repeating: "try ", count: 50_000) + "x",
  ])
  func deepNestingOfEveryKindIsCut(_ source: String) {
    let tree = SourceFile.parse(source)
    #expect(tree.hasErrors)
    checkInvariants(tree, String(source.prefix(10)))
  }

  @Test func longFlatChainsDoNotRecurse() {
    // 100k members and operators nest the tree 100k deep; walking and dumping must cope.
    let members = SourceFile.parse("let x = a" + String(repeating: ".b", count: 100_000))
    let operators = SourceFile.parse("let y = 1" + String(repeating: " + 1", count: 100_000))
    for tree in [members, operators] {
      #expect(tree.diagnostics.isEmpty)
      var count = 0
      tree.walk { _, _ in
        count += 1
        return .visitChildren
      }
      #expect(count > 100_000)
      #expect(!tree.dump().isEmpty)
      var visitor = DepthCounter()
      tree.walk(&visitor)
      #expect(visitor.maxDepth > 100_000 && visitor.depth == 0)
    }
  }

  /// Inputs the fuzzer found, kept as regressions.
  @Test(arguments: [
    // An empty argument before a closer sat outside its parent's range.
    "f(1, }", "var x: Int { f(a, }\n}",
    // A stray top-level `}` looped forever.
    "}\nlet a = 1", ")))", "]",
  ])
  func fuzzerRegressions(_ source: String) {
    let tree = SourceFile.parse(source)
    #expect(tree.hasErrors)
    checkInvariants(tree, source)
  }

  /// Whole inputs the fuzzer found (Tests/Fixtures/fuzz), kept byte for byte.
  @Test func fuzzerArtifacts() throws {
    let dir = packageRoot.appendingPathComponent("Tests/Fixtures/fuzz")
    let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    #expect(!names.isEmpty, "no fuzzer artifacts in \(dir.path)")
    for name in names {
      let bytes = try [UInt8](Data(contentsOf: dir.appendingPathComponent(name)))
      let mode: ParseOptions.Mode = bytes.count % 2 == 0 ? .source : .interface
      checkInvariants(SourceFile.parse(bytes, options: ParseOptions(mode: mode)), name)
    }
  }

  @Test func randomGarbageNeverTraps() {
    // Deterministic pseudo-random token soup from the seed examples' tokens.
    var rng: UInt64 = 0x9E37_79B9_7F4A_7C15
    let pieces = [
      "(", ")", "{", "}", "[", "]", "<", ">", "\"", "\\(", "#if", "#endif", "func", "let", "x", ".", ",", ":",
      "?",
      "!", "=", "->", "in", "case", "@", "#", "/", "*/", "/*", "\n", " ", "1", "`", "$0", "try", "as", "is",
    ]
    for _ in 0..<300 {
      var s = ""
      for _ in 0..<60 {
        rng = rng &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        s += pieces[Int(rng >> 33) % pieces.count]
      }
      checkInvariants(SourceFile.parse(s), s)
      checkInvariants(SourceFile.parse(s, options: ParseOptions(mode: .interface)), s)
    }
  }
}
