import Foundation
import Layout
import Testing

@testable import Studio

/// `detents studio --export DIR`: the page as a static site (``StaticExport``).
@Suite struct StaticExportTests {
  /// A folder of its own under the temporary directory.
  static func folder(_ name: String) -> String {
    let path = NSTemporaryDirectory() + "detents-export-\(name)-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func thePagesOwnLinksBecomeRelativeAndOthersStay() {
    let html = #"<link href="/studio.css"><script src="/js/main.js"></script><a href="https://x.org/js/">"#
    let out = String(decoding: StaticExport.relinked("/index.html", Array(html.utf8)), as: UTF8.self)
    #expect(
      out == #"<link href="./studio.css"><script src="./js/main.js"></script><a href="https://x.org/js/">"#)
    let js = #"new FontFace(f, `url("/fonts/${file}")`); fetch("/api/render"); import('/js/draw.js')"#
    let outJS = String(decoding: StaticExport.relinked("/js/fonts.js", Array(js.utf8)), as: UTF8.self)
    #expect(
      outJS == #"new FontFace(f, `url("./fonts/${file}")`); fetch("/api/render"); import('./js/draw.js')"#)
    // Not text: as it was.
    let font: [UInt8] = Array(#""/fonts/"#.utf8)
    #expect(StaticExport.relinked("/fonts/Inter-Regular.otf", font) == font)
  }

  @Test func theSiteHasThePageTheModuleAndTheCataloguesAndNoServerLinks() throws {
    try #require(StudioAPI().hasPage, "the page's files are beside the test binary")
    let wasm = Self.folder("wasm")
    try Data("\0asm".utf8).write(to: URL(fileURLWithPath: wasm + "/detents.wasm"))
    try Data("export function load() {}".utf8).write(to: URL(fileURLWithPath: wasm + "/detents.mjs"))
    let site = Self.folder("site")
    let count = try StaticExport.write(to: site, wasmFolder: wasm)
    let read = { (path: String) in
      FileManager.default.contents(atPath: site + "/" + path).map { String(decoding: $0, as: UTF8.self) }
    }
    #expect(count > 20)
    #expect(read("detents.wasm") == "\0asm")
    #expect(read("js/detents.mjs") == "export function load() {}")
    let index = try #require(read("index.html"))
    #expect(index.contains(#"src="./js/main.js""#))
    #expect(index.contains(StaticExport.backendMark))
    #expect(!index.contains(#""/js/"#) && !index.contains(#""/vendor/"#))
    #expect(read("vendor/codemirror/lib/codemirror.js") != nil)
    #expect(read("fonts/Inter-Regular.otf") != nil)
    #expect(read("js/wasm-backend.js")?.contains("static/devices.json") == true)
    var devices = JSONParser(bytes: Array(try #require(read("static/devices.json")).utf8), maximumDepth: 8)
    guard case .object(let catalogue) = try devices.document(), case .array(let list)? = catalogue["devices"]
    else {
      Issue.record("static/devices.json is not the devices catalogue")
      return
    }
    #expect(!list.isEmpty)
    var examples = JSONParser(bytes: Array(try #require(read("static/examples.json")).utf8), maximumDepth: 8)
    guard case .array(let all) = try examples.document() else {
      Issue.record("static/examples.json is not a list")
      return
    }
    #expect(all.count >= 4)
  }

  @Test func aMissingModuleIsAFailureThatSaysHowToBuildIt() {
    let empty = Self.folder("empty")
    #expect(throws: StaticExport.Failure.self) {
      try StaticExport.write(to: Self.folder("site"), wasmFolder: empty)
    }
    do {
      _ = try StaticExport.write(to: Self.folder("site"), wasmFolder: empty)
    } catch {
      #expect(error.message.contains("make wasm"))
    }
  }
}
