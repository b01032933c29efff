import Foundation
import Testing

/// `docs/seed-coverage.md` names, for each statement of the seeds, the test that checks it:
/// every `Tests/…/File.swift: name` must be a test function in that file, and every bare
/// `name` after it (`; `name``) a test function somewhere under Tests (issue 15).
@Suite struct SeedCoverageDocTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func read(_ path: String) throws -> String {
    try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The statement rows: `| 000.1 | … | … |`.
  func rows() throws -> [String] {
    try read("docs/seed-coverage.md").split(separator: "\n").map(String.init).filter {
      $0.range(of: #"^\| \d{3}\.\d+ \|"#, options: .regularExpression) != nil
    }
  }

  func matches(_ pattern: String, in s: String) -> [[String]] {
    let re = try! NSRegularExpression(pattern: pattern)
    return re.matches(in: s, range: NSRange(s.startIndex..., in: s)).map { m in
      (1..<m.numberOfRanges).map { String(s[Range(m.range(at: $0), in: s)!]) }
    }
  }

  @Test func everyStatementHasATestOrSaysWhyNot() throws {
    let rows = try rows()
    #expect(rows.count >= 95)
    for row in rows {
      let named = !matches(#"`(Tests/[\w/]+\.swift): (\w+)`"#, in: row).isEmpty
      let why = row.contains("**gap**") || row.contains("**deviation**") || row.contains("**advice**")
      #expect(named || why, "\(row)")
    }
  }

  @Test func everyNamedTestExistsInItsFile() throws {
    var all = ""
    let tests = Self.root.appendingPathComponent("Tests")
    for case let url as URL in FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)!
    where url.pathExtension == "swift" {
      all += try String(contentsOf: url, encoding: .utf8)
    }
    var checked = 0
    for row in try rows() {
      for m in matches(#"`(Tests/[\w/]+\.swift): (\w+)`"#, in: row) {
        let source = try read(m[0])
        #expect(source.contains("func \(m[1])("), "\(m[0]) has no test \(m[1])")
        checked += 1
      }
      // A bare `camelCaseName` after a file's test ("; `name`"): a test function under Tests.
      let testColumn = row.components(separatedBy: " | ").last ?? row
      for m in matches(#"; `([a-z][A-Za-z0-9]{11,})`"#, in: testColumn) {
        #expect(all.contains("func \(m[0])("), "no test \(m[0])")
      }
    }
    #expect(checked >= 95)
  }
}
