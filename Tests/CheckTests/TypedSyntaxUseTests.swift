import Foundation
import SharedFolder
import Testing

/// The rules read the syntax tree only through SwiftSource's typed views, as the runtime does
/// (SwiftUIRuntimeTests' TypedSyntaxUseTests): never a node's source text, tokens or bytes.
@Suite struct CheckTypedSyntaxUseTests {
  static let forbidden: [String] = [
    #"\.text(?![A-Za-z0-9_(])"#, #"tokenText"#, #"\.bytes(?![A-Za-z0-9_])"#, #"tree\.tokens|text\(of:"#,
    #"\.children\["#, #"\.child\(\."#,
  ]

  /// The two places that read bytes: comments (`// detents:ignore`), which are not in the typed
  /// tree, and fix-its that copy what the program wrote into an edit.
  static let allowed: [String] = [
    "Checker.swift: while i < end && tree.bytes[i] == UInt8(ascii: \" \") { i += 1 }",
    "Checker.swift: guard i + marker.count <= end, Array(tree.bytes[i..<(i + marker.count)]) == marker else { continue }",
    "Checker.swift: let rest = String(decoding: tree.bytes[(i + marker.count)..<end], as: UTF8.self)",
    "Checker.swift: while k >= 0 && (tree.bytes[k] == UInt8(ascii: \" \") || tree.bytes[k] == 9) { k -= 1 }",
    "Checker.swift: let alone = k < 0 || tree.bytes[k] == 10 || tree.bytes[k] == 13",
    "PresentationRules.swift: String(decoding: tree.bytes[range], as: UTF8.self)",
  ]

  @Test func theRulesReadSyntaxOnlyThroughTypedViews() throws {
    let folder = SharedFolder.packageRoot.appendingPathComponent("Sources/Check")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift")
    }
    try #require(files.count >= 4)
    let patterns = try Self.forbidden.map { try Regex($0) }
    var used: Set<String> = []
    for file in files.sorted() {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        guard patterns.contains(where: { code.contains($0) }) else { continue }
        let key = "\(file): \(line.trimmingCharacters(in: .whitespaces))"
        if Self.allowed.contains(key) {
          used.insert(key)
          continue
        }
        Issue.record("Sources/Check/\(file):\(number + 1): reads source text: \(line)")
      }
    }
    #expect(used == Set(Self.allowed), "allowed lines that are no longer there")
  }
}
