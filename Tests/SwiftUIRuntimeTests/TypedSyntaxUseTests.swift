import Foundation
import SharedFolder
import Testing

/// The runtime reads the syntax tree only through SwiftSource's typed views (`CallExpr`,
/// `SwitchCase`, `Parameter`, …): it never decides what a node means from its source text, its
/// tokens or bytes, or a child's position.
@Suite struct TypedSyntaxUseTests {
  /// What a line of the runtime may not contain, and why.
  static let forbidden: [(pattern: String, why: String)] = [
    (#"\.text(?![A-Za-z0-9_(])"#, "a node's source text (a view knows what the node means)"),
    (#"tokenText"#, "a main token's text (views name it: `operator`, `label`, `keyword`, …)"),
    (#"\.bytes(?![A-Za-z0-9_])"#, "the source bytes"),
    (#"tree\.tokens|text\(of:"#, "the tokens"),
    (#"\.children\["#, "a child by position"),
    (#"\.child\(\."#, "a child by kind (the views name each child)"),
  ]

  /// Places that genuinely need what a pattern forbids, as "File.swift: text on the line". None
  /// so far: string literals' contents and names have typed accessors too.
  static let allowed: [String] = []

  @Test func theRuntimeReadsSyntaxOnlyThroughTypedViews() throws {
    let folder = SharedFolder.packageRoot.appendingPathComponent("Sources/SwiftUIRuntime")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift")
    }
    try #require(files.count >= 10, "only \(files.count) files in \(folder.path)")
    let patterns = try Self.forbidden.map { (try Regex($0.pattern), $0.why) }
    var lines = 0
    for file in files.sorted() {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        lines += 1
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        for (regex, why) in patterns where code.contains(regex) {
          if Self.allowed.contains(where: { $0 == "\(file): \(line.trimmingCharacters(in: .whitespaces))" }) {
            continue
          }
          Issue.record("Sources/SwiftUIRuntime/\(file):\(number + 1): reads \(why): \(line)")
        }
      }
    }
    #expect(lines > 3000)
  }

  /// The check finds what it looks for (a test of the patterns themselves).
  @Test func thePatternsCatchTextSearches() throws {
    let samples = [
      "if node.text.contains(\"as?\") {", "let isInout = p.text.contains(\"inout \")",
      "child.text.hasPrefix(\"#Preview\")", "sc.tokenText == \"default\"", "let b = sc.tree.bytes[i]",
      "let x = node.children[1]", "binding.child(.typeAnnotation)?.type",
    ]
    let patterns = try Self.forbidden.map { try Regex($0.pattern) }
    for s in samples { #expect(patterns.contains { s.contains($0) }, "\(s)") }
    // ViewTree's `.text(…)` view and `ctx.child("…")` are not syntax.
    for s in ["case .text(let s): return s", "view(.text(str))", "ctx.child(\"overlay\")"] {
      #expect(!patterns.contains { s.contains($0) }, "\(s)")
    }
  }
}
