import Foundation
import Testing

@testable import Studio

/// The files the Studio serves (``StaticFiles``): with the WebAssembly build, the module and a
/// page marked to run it; without, neither.
@Suite struct StaticFilesTests {
  /// A folder holding the given files (name → text).
  static func folder(_ files: [String: String]) throws -> String {
    let path = NSTemporaryDirectory() + "detents-static-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name)) }
    return path
  }

  /// The text of the file served at `path`, or nil (a 404).
  static func served(_ files: StaticFiles, _ path: String) -> String? {
    files.response(for: path).map { String(decoding: $0.body, as: UTF8.self) }
  }

  @Test func withTheModuleThePageIsMarkedAndTheModuleServed() throws {
    let wasm = try Self.folder(["detents.wasm": "\0asm", "detents.mjs": "export function load() {}"])
    let files = StaticFiles(wasmFolder: wasm)
    try #require(files.table["/"] != nil, "the page's files are beside the test binary")
    #expect(files.runsInPage)
    #expect(Self.served(files, "/detents.wasm") == "\0asm")
    #expect(files.response(for: "/detents.wasm")?.contentType == "application/wasm")
    #expect(Self.served(files, "/js/detents.mjs") == "export function load() {}")
    for page in ["/", "/embed", "/index.html"] {
      let html = try #require(Self.served(files, page))
      #expect(html.contains("<head>\n  " + StaticFiles.servedMark), "\(page)")
    }
    // Only the page: its scripts as they are.
    #expect(Self.served(files, "/js/main.js")?.contains(StaticFiles.servedMark) == false)
  }

  @Test func withoutTheModuleOrWithHalfOfItThePageAsksTheServer() throws {
    let half = try Self.folder(["detents.wasm": "\0asm"])
    for files in [StaticFiles(), StaticFiles(wasmFolder: half)] {
      try #require(files.table["/"] != nil, "the page's files are beside the test binary")
      #expect(!files.runsInPage)
      #expect(files.response(for: "/detents.wasm") == nil)
      #expect(Self.served(files, "/")?.contains("detents-backend") == false)
    }
  }
}
