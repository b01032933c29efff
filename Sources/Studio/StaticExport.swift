import Foundation

/// `detents studio --export DIR`: the page as a static site that any static file host serves
/// (issue 16). The Studio's files (the page, CodeMirror, the fonts: ``StaticFiles``), the
/// WebAssembly build (`detents.wasm` and its loader `detents.mjs`, from `make wasm`) and the
/// catalogues the server answers (`static/devices.json`, `static/examples.json`); the page
/// finds the module beside it and runs every render and session step in itself
/// (js/wasm-backend.js, told so by a `<meta name="detents-backend">` in the page's head).
/// The page's own absolute links (`/js/…`, `/fonts/…`) are written
/// relative, so that the site works from a folder of a host too.
public enum StaticExport {
  /// What went wrong: a file that could not be read or written.
  public struct Failure: Error, Sendable {
    /// What, for `detents studio: …`.
    public let message: String
  }

  /// The prefixes of the page's links to its own files, written relative in the export.
  static let ownLinks = ["/vendor/", "/js/", "/fonts/", "/studio.css", "/examples/"]

  /// Writes the site into `folder` (made when missing; files there are replaced) with the
  /// module and its loader from `wasmFolder`; returns how many files it wrote.
  public static func write(to folder: String, wasmFolder: String) throws(Failure) -> Int {
    let api = StudioAPI()
    guard api.hasPage else {
      throw Failure(
        message:
          "the page's files (Detents_Studio.resources) are not beside this binary; run the detents that swift build made"
      )
    }
    var files: [(path: String, bytes: [UInt8])] = []
    for (path, file) in api.files.table where path != "/" {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw Failure(message: "cannot read \(file) (the page's file \(path))")
      }
      var bytes = relinked(path, [UInt8](data))
      if path == "/index.html" { bytes = StaticFiles.marked(bytes, backendMark) }
      files.append((String(path.dropFirst()), bytes))
    }
    for name in ["detents.wasm", "detents.mjs"] {
      let file = wasmFolder + "/" + name
      guard let data = FileManager.default.contents(atPath: file) else {
        throw Failure(
          message: "no \(file): build the module with `make wasm` (or name its folder with --wasm DIR)")
      }
      files.append((name == "detents.mjs" ? "js/" + name : name, [UInt8](data)))
    }
    for (name, endpoint) in [("devices", "/api/devices"), ("examples", "/api/examples")] {
      files.append(("static/\(name).json", api.respond(StudioRequest(method: "GET", path: endpoint)).body))
    }
    for (path, bytes) in files {
      let target = URL(fileURLWithPath: folder).appendingPathComponent(path)
      do {
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: target)
      } catch {
        throw Failure(message: "cannot write \(target.path): \(error.localizedDescription)")
      }
    }
    return files.count
  }

  /// The mark of an exported page: js/wasm-backend.js loads the module beside the page and
  /// reads the catalogues from `static/` (the server's page asks for no module it does not have).
  static let backendMark = #"<meta name="detents-backend" content="wasm">"#

  /// The page's text files (HTML, CSS, JS) with their links to the page's own files made
  /// relative: `"/js/main.js"` → `"./js/main.js"`, `url("/fonts/…")` → `url("./fonts/…")`.
  static func relinked(_ path: String, _ bytes: [UInt8]) -> [UInt8] {
    guard [".html", ".css", ".js"].contains(where: { path.hasSuffix($0) }) else { return bytes }
    var text = String(decoding: bytes, as: UTF8.self)
    for link in ownLinks {
      for quote in ["\"", "'", "("] {
        text = text.replacingOccurrences(of: quote + link, with: quote + "." + link)
      }
    }
    return Array(text.utf8)
  }
}
