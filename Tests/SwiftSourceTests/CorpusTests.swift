import Foundation
import SharedFolder
import Testing

@testable import SwiftSource

/// The `.swiftinterface` files of the toolchain that runs the tests: found from `swift` on
/// `PATH` (symlinks resolved), else `/opt/swift`; under `<toolchain>/usr/lib/swift*`.
func toolchainInterfaces() -> [URL] {
  let fm = FileManager.default
  var candidates: [URL] = []
  for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
    let swift = URL(fileURLWithPath: String(dir)).appendingPathComponent("swift")
    if fm.isExecutableFile(atPath: swift.path) {
      // <toolchain>/usr/bin/swift
      candidates.append(
        swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent())
    }
  }
  candidates.append(URL(fileURLWithPath: "/opt/swift/usr"))
  for usr in candidates {
    let lib = usr.appendingPathComponent("lib")
    guard let entries = try? fm.contentsOfDirectory(atPath: lib.path) else { continue }
    var files: [URL] = []
    for entry in entries.sorted() where entry.hasPrefix("swift") {
      guard let walker = fm.enumerator(at: lib.appendingPathComponent(entry), includingPropertiesForKeys: nil)
      else { continue }
      for case let url as URL in walker where url.pathExtension == "swiftinterface" { files.append(url) }
    }
    if !files.isEmpty { return files.sorted { $0.path < $1.path } }
  }
  return []
}

/// What parsing one file found.
struct ParsedFile: Sendable {
  /// The path as given (relative to the folder it was read from).
  var path: String
  /// The number of errors.
  var errors: Int
  /// The first diagnostic as `path:line:column: message`, or nil when there is none.
  var firstDiagnostic: String?
}

/// Reads `paths` (relative to `folder`) and parses them as a tool reads a project, with
/// `SourceFile.parse(files:)` on all cores; a file that cannot be read counts as one error.
func parseFiles(_ paths: [String], in folder: URL) -> [ParsedFile] {
  var contents: [[UInt8]] = []
  var readable: [String] = []
  var results: [ParsedFile] = []
  for path in paths {
    if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) {
      contents.append([UInt8](data))
      readable.append(path)
    } else {
      results.append(ParsedFile(path: path, errors: 1, firstDiagnostic: "\(path): cannot read the file"))
    }
  }
  for (path, tree) in zip(readable, SourceFile.parse(files: contents)) {
    let first = tree.diagnostics.first.map { "\(path):\($0.location): \($0.message)" }
    results.append(
      ParsedFile(
        path: path, errors: tree.diagnostics.filter { $0.severity == .error }.count, firstDiagnostic: first))
  }
  return results.sorted { $0.path < $1.path }
}

/// The `.swift` files under `folder`, as paths relative to it, sorted.
func swiftFiles(under folder: URL) -> [String] {
  guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
  var paths: [String] = []
  for case let path as String in walker where path.hasSuffix(".swift") { paths.append(path) }
  return paths.sorted()
}

/// The real-code corpus (`../shared/corpus`): three open-source projects, and the list of their
/// files that `swiftc -frontend -parse` accepts (see its README).
@Suite struct RealCodeCorpusTests {
  let corpus = SharedFolder.current.corpus

  /// The files the compiler accepts; fails the test when the list is missing or empty.
  func accepted() throws -> [String] {
    let listURL = corpus.appendingPathComponent("swiftc-accepts.txt")
    let list = try #require(
      FileManager.default.contents(atPath: listURL.path), "no list of accepted files at \(listURL.path)")
    let paths = String(decoding: list, as: UTF8.self).split(separator: "\n").map(String.init)
    try #require(!paths.isEmpty, "\(listURL.path) lists no files")
    return paths
  }

  @Test func everyFileTheCompilerAcceptsParsesWithoutDiagnostics() throws {
    let paths = try accepted()
    let results = parseFiles(paths, in: corpus)
    var clean = 0
    for r in results {
      if let d = r.firstDiagnostic {
        Issue.record("\(d)\(r.errors > 1 ? " (and \(r.errors - 1) more)" : "")")
      } else {
        clean += 1
      }
    }
    print("corpus: \(clean) of \(results.count) files the compiler accepts parse without diagnostics")
  }

  @Test func everyFileTheCompilerRejectsGetsAnError() throws {
    let accepted = Set(try accepted())
    let rejected = swiftFiles(under: corpus).filter { !accepted.contains($0) }
    // The corpus holds a few files the compiler rejects (tutorial steps with empty cases and
    // editor placeholders); none would mean the folder or the list is wrong.
    try #require(!rejected.isEmpty, "no files outside swiftc-accepts.txt under \(corpus.path)")
    let results = parseFiles(rejected, in: corpus)
    var flagged = 0
    for r in results {
      if r.errors == 0 {
        Issue.record("\(r.path): the compiler rejects it, but it parses without errors")
      } else {
        flagged += 1
      }
    }
    print("corpus: \(flagged) of \(results.count) files the compiler rejects get an error")
  }
}

@Suite struct CorpusTests {
  @Test func wildProgramsParseWithoutDiagnostics() throws {
    let wild = SharedFolder.current.wild
    let paths = ((try? FileManager.default.contentsOfDirectory(atPath: wild.path)) ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted()
    try #require(!paths.isEmpty, "no programs at \(wild.path)")
    for r in parseFiles(paths, in: wild) {
      if let d = r.firstDiagnostic { Issue.record("wild/\(d)") }
    }
  }

  @Test func seedExamplesParseWithoutDiagnostics() throws {
    let files = try SharedFolder.current.seedExampleFiles()
    #expect(files.count >= 10, "seed examples at \(SharedFolder.current.seedExamples.path)")
    for file in files {
      let name = file.lastPathComponent
      let bytes = try [UInt8](Data(contentsOf: file))
      let tree = SourceFile.parse(bytes)
      #expect(tree.diagnostics.isEmpty, "\(name): \(describe(tree))")
      // Every example ends in a `#Preview` and declares at least one type.
      #expect(tree.nodes(ofKind: .macroExpansionDecl).contains { $0.tokenText == "#Preview" }, "\(name)")
      #expect(!tree.nodes(ofKind: .structDecl).isEmpty, "\(name)")
      // Nodes nest: every child lies inside its parent.
      tree.walk { node, _ in
        for child in node.children {
          #expect(
            child.range.lowerBound >= node.range.lowerBound
              && child.range.upperBound <= node.range.upperBound,
            "\(name): \(child) outside \(node)")
        }
        return .visitChildren
      }
    }
  }

  @Test func toolchainInterfacesParseWithoutDiagnostics() async throws {
    let files = toolchainInterfaces()
    // A toolchain without interfaces would make this pass by parsing nothing.
    #expect(
      files.count >= 10,
      "no .swiftinterface files under <toolchain>/usr/lib/swift* (swift on PATH, or /opt/swift)")
    // Parse on all cores; each task reports (bytes, declarations, diagnostics).
    let results = try await withThrowingTaskGroup(of: (URL, Int, Int, [String]).self) { group in
      for url in files {
        group.addTask {
          let bytes = try [UInt8](Data(contentsOf: url))
          let tree = SourceFile.parse(bytes, options: ParseOptions(mode: .interface))
          var decls = 0
          tree.walk { node, _ in
            if node.kind.isDeclaration { decls += 1 }
            return .visitChildren
          }
          return (url, bytes.count, decls, Array(describe(tree).prefix(5)))
        }
      }
      var all: [(URL, Int, Int, [String])] = []
      for try await r in group { all.append(r) }
      return all
    }
    var bytes = 0
    for (url, size, decls, diagnostics) in results {
      bytes += size
      #expect(diagnostics.isEmpty, "\(url.path): \(diagnostics)")
      #expect(decls > 0, "\(url.path) has no declarations")
    }
    print("corpus: parsed \(results.count) .swiftinterface files, \(bytes) bytes")
    #expect(results.count == files.count)
  }

  @Test func sourceModeRequiresBodiesThatInterfaceModeAllows() {
    let source = "public struct S {\n  public func f() -> Int\n  public init()\n}\n"
    let asSource = SourceFile.parse(source)
    #expect(
      describe(asSource) == [
        "2:25: expected '{' in body of function declaration", "3:16: expected '{' in body of initializer",
      ])
    #expect(SourceFile.parse(source, options: ParseOptions(mode: .interface)).diagnostics.isEmpty)
    // Protocol requirements never need bodies.
    #expect(SourceFile.parse("protocol P { func f(); init(); var x: Int { get set } }").diagnostics.isEmpty)
  }
}
