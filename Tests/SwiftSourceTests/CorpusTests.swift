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

@Suite struct CorpusTests {
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
