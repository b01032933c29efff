import Check
import Detents
import Foundation
import SwiftSource
import SwiftUIRuntime

/// `detents check FILE|DIR… [--target ios16.0] [--platform ios|macos] [--format …] [--fix]`:
/// the seeds' pitfalls as diagnostics, for the terminal, editors and CI.
enum CheckCommand {
  static let formats = ["text", "json", "sarif", "github"]

  static let spec = CommandSpec(
    name: "check", brief: "find the ways sheets go wrong: rule ids, locations and fix-its",
    operands: "FILE|DIR…",
    summary: """
      Checks SwiftUI programs for the pitfalls of sheets and presentations, before anything
      runs: presentation modifiers in the wrong place or newer than the deployment target,
      detents that do nothing, a lone Done, a sheet over a sheet, … (docs/rules/ explains each
      rule). A folder is checked with every .swift file under it. `// detents:ignore RULE-ID`
      on a line, or on the line above, switches a rule off there. Exit status: 0 no errors,
      1 errors (or an unreadable file), 2 a usage error.
      """,
    options: [
      .value(
        "target", "TARGET",
        "the deployment target, as ios16.0, ios16.4, ios17.0 or macos13.0\n(default ios16.0, or macos13.0 with --platform macos)"
      ),
      .value(
        "platform", "PLATFORM", "ios or macos (default: the target's, else ios)", allowed: ["ios", "macos"]),
      .value(
        "format", "FORMAT", "text, json, sarif (SARIF 2.1.0) or github (workflow annotations)",
        allowed: formats),
      .flag("fix", "apply the fix-its in place (every file or none), then report what remains"),
    ],
    epilogue: """
      text: path:line:column: warning|error|note: message [rule-id], the line and a caret;
        then one line: N errors, N warnings in N files.
      json: {"version":1,"files":N,"errors":N,"warnings":N,"diagnostics":[{"path","rule",
        "severity","message","line","column","offset","length","notes":[…],"fixIts":[{"offset",
        "length","replacement"}]}]}. Lines and columns from 1; columns and offsets in UTF-8 bytes.
      rules: \(Checker.rules.map { $0.id.rawValue }.joined(separator: ", ")).
      """)

  /// One checked file.
  struct Checked {
    let path: String
    let tree: SyntaxTree
    let diagnostics: [Diagnostic]
  }

  static func run(_ args: [String]) -> Int32 {
    runCommand(spec, args) { parsed in
      guard !parsed.positionals.isEmpty else {
        throw UsageError(message: "give Swift files or folders to check")
      }
      let options = try checkOptions(parsed)
      let format = parsed.values["format"]?.lowercased() ?? "text"
      let paths = try InputFile.swiftFiles(parsed.positionals)
      var checked: [Checked] = []
      for path in paths {
        let tree = SourceFile.parse(try InputFile.read(path))
        checked.append(Checked(path: path, tree: tree, diagnostics: Checker.check(tree, options: options)))
      }
      if parsed.flags.contains("fix") {
        if paths.contains("-") { throw UsageError(message: "--fix edits files in place, not standard input") }
        checked = try fix(checked, options)
      }
      switch format {
      case "json": printJSON(JSONReport(checked))
      case "sarif": printJSON(SARIFReport(checked))
      case "github":
        for c in checked {
          for d in c.diagnostics { StandardOutput.line(githubAnnotation(d, path: c.path)) }
        }
      default:
        for c in checked {
          for d in c.diagnostics {
            var shown = d
            shown.message += " [\(d.id)]"
            StandardOutput.line(SourceFile.render(shown, path: c.path, in: c.tree))
          }
        }
        StandardOutput.line(summary(checked))
      }
      if checked.contains(where: { $0.diagnostics.contains { $0.severity == .error } }) { throw ExitCode(1) }
    }
  }

  /// `--target` and `--platform`.
  static func checkOptions(_ parsed: Arguments) throws(UsageError) -> CheckOptions {
    let platform = parsed.values["platform"]?.lowercased()
    guard let text = parsed.values["target"]?.lowercased() else {
      let isMac = platform == "macos"
      return CheckOptions(target: isMac ? Registry.macOS(forIOS: .iOS16) : .iOS16, isMac: isMac)
    }
    let isMac = text.hasPrefix("macos")
    let number = text.dropFirst(isMac ? 5 : text.hasPrefix("ios") ? 3 : 0)
    guard isMac || text.hasPrefix("ios"), let version = OSVersion(String(number)) else {
      throw UsageError(
        message: "--target is a platform and a version, as ios16.0, ios16.4 or macos13.0, not '\(text)'")
    }
    if let platform, platform != (isMac ? "macos" : "ios") {
      throw UsageError(message: "--target \(text) is not a \(platform) target")
    }
    return CheckOptions(target: version, isMac: isMac, targetIsExplicit: true)
  }

  /// Applies every file's fix-its, writes the changed files (all or none), and checks them
  /// again.
  static func fix(_ checked: [Checked], _ options: CheckOptions) throws(InputError) -> [Checked] {
    var writes: [(path: String, data: Data)] = []
    var out: [Checked] = []
    var applied = 0
    for c in checked {
      let fixIts = c.diagnostics.flatMap { $0.fixIts }
      guard !fixIts.isEmpty else {
        out.append(c)
        continue
      }
      let (bytes, n) = Checker.apply(fixIts, to: c.tree.bytes)
      applied += n
      writes.append((c.path, Data(bytes)))
      let tree = SourceFile.parse(bytes)
      out.append(Checked(path: c.path, tree: tree, diagnostics: Checker.check(tree, options: options)))
    }
    try OutputFiles.write(writes)
    printError(
      "detents check: applied \(applied) fix-it\(applied == 1 ? "" : "s") in \(writes.count) file\(writes.count == 1 ? "" : "s")"
    )
    return out
  }

  static func summary(_ checked: [Checked]) -> String {
    let all = checked.flatMap { $0.diagnostics }
    let errors = all.filter { $0.severity == .error }.count
    let warnings = all.filter { $0.severity == .warning }.count
    func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    return "\(count(errors, "error")), \(count(warnings, "warning")) in \(count(checked.count, "file"))"
  }

  /// `::warning file=…,line=…,col=…,title=rule::message`, as GitHub Actions reads it.
  static func githubAnnotation(_ d: Diagnostic, path: String) -> String {
    func escape(_ s: String, property: Bool) -> String {
      var out = s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
        .replacingOccurrences(of: "\n", with: "%0A")
      if property {
        out = out.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
      }
      return out
    }
    let level = d.severity == .note ? "notice" : d.severity.rawValue
    return
      "::\(level) file=\(escape(path, property: true)),line=\(d.location.line),col=\(d.location.column),title=\(escape(d.id.rawValue, property: true))::\(escape(d.message, property: false))"
  }

  // MARK: JSON

  struct JSONReport: Encodable {
    struct Note: Encodable {
      let message: String
      let line, column: Int
    }
    struct Fix: Encodable {
      let offset, length: Int
      let replacement: String
    }
    struct Item: Encodable {
      let path, rule, severity, message: String
      let line, column, offset, length: Int
      let notes: [Note]
      let fixIts: [Fix]
    }
    let version = 1
    let files, errors, warnings: Int
    let diagnostics: [Item]

    init(_ checked: [Checked]) {
      var items: [Item] = []
      for c in checked {
        for d in c.diagnostics {
          items.append(
            Item(
              path: c.path, rule: d.id.rawValue, severity: d.severity.rawValue, message: d.message,
              line: d.location.line, column: d.location.column, offset: d.location.offset, length: d.length,
              notes: d.notes.map {
                let at = $0.location ?? d.location
                return Note(message: $0.message, line: at.line, column: at.column)
              },
              fixIts: d.fixIts.map {
                Fix(offset: $0.range.lowerBound, length: $0.range.count, replacement: $0.replacement)
              }))
        }
      }
      files = checked.count
      errors = items.filter { $0.severity == "error" }.count
      warnings = items.filter { $0.severity == "warning" }.count
      diagnostics = items
    }
  }

  // MARK: SARIF 2.1.0

  struct SARIFReport: Encodable {
    struct Text: Encodable { let text: String }
    struct RuleDescriptor: Encodable {
      let id: String
      let shortDescription: Text
      let helpUri: String
    }
    struct Driver: Encodable {
      let name = "detents"
      let version = CommandLineTool.version
      let informationUri = "docs/rules/"
      let rules: [RuleDescriptor]
    }
    struct Tool: Encodable { let driver: Driver }
    struct Region: Encodable {
      let startLine, startColumn: Int
    }
    struct Artifact: Encodable { let uri: String }
    struct Physical: Encodable {
      let artifactLocation: Artifact
      let region: Region
    }
    struct Location: Encodable { let physicalLocation: Physical }
    struct Result: Encodable {
      let ruleId, level: String
      let message: Text
      let locations: [Location]
    }
    struct Run: Encodable {
      let tool: Tool
      /// Columns count UTF-8 bytes, not SARIF's default UTF-16 code units; the files the
      /// checker reads are mostly ASCII, where the two agree.
      let columnKind = "unicodeCodePoints"
      let results: [Result]
    }
    let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    let version = "2.1.0"
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }

    /// A location's column in Unicode code points, as the log's `columnKind` says (the
    /// diagnostics count UTF-8 bytes: the same for ASCII, fewer for `é` or emoji before it).
    static func codePointColumn(_ at: SourceLocation, in tree: SyntaxTree) -> Int {
      let end = min(max(0, at.offset), tree.bytes.count)
      let start = max(0, end - (at.column - 1))
      return String(decoding: tree.bytes[start..<end], as: UTF8.self).unicodeScalars.count + 1
    }

    init(_ checked: [Checked]) {
      let rules = Checker.rules.map {
        RuleDescriptor(
          id: $0.id.rawValue, shortDescription: Text(text: $0.summary), helpUri: "docs/rules/\($0.id).md")
      }
      var results: [Result] = []
      for c in checked {
        for d in c.diagnostics {
          results.append(
            Result(
              ruleId: d.id.rawValue, level: d.severity == .note ? "note" : d.severity.rawValue,
              message: Text(text: d.message),
              locations: [
                Location(
                  physicalLocation: Physical(
                    artifactLocation: Artifact(uri: c.path),
                    region: Region(
                      startLine: d.location.line, startColumn: Self.codePointColumn(d.location, in: c.tree))))
              ]))
        }
      }
      runs = [Run(tool: Tool(driver: Driver(rules: rules)), results: results)]
    }
  }
}
