import Foundation

/// The files the Studio serves, as a table fixed when it starts: the page (this module's
/// `Resources` folder), CodeMirror 5 from Debian's `libjs-codemirror` under `/vendor/codemirror/`
/// and the fonts Canvas draws with under `/fonts/` (Inter and Inter Display from `fonts-inter`,
/// DejaVu, Material Icons). A request names an entry of the table or gets a
/// 404: no path from a request is ever joined to a folder, so nothing outside it is readable
/// (`/../`, `%2e%2e`, absolute paths and symlinks out of the folders all miss the table).
///
/// With a built WebAssembly module (`wasmFolder` holding `detents.wasm` and `detents.mjs`, from
/// `make wasm`), the table has them too (`/detents.wasm`, `/js/detents.mjs`) and the page is
/// served with ``servedMark`` in its head: js/wasm-backend.js then runs renders and session
/// steps in the page (issue 16), the catalogues and the watched file still coming from the server.
struct StaticFiles: Sendable {
  /// URL path → file on disk.
  let table: [String: String]
  /// Whether the table has the module, and the page is served marked to run it.
  let runsInPage: Bool

  /// The files of the WebAssembly build the page loads: file name → URL path.
  static let wasmFiles = [("detents.wasm", "/detents.wasm"), ("detents.mjs", "/js/detents.mjs")]
  /// The mark of a served page that has the module: js/wasm-backend.js runs renders in the page
  /// and asks the server for the rest.
  static let servedMark = #"<meta name="detents-backend" content="wasm+server">"#

  /// Where Debian puts CodeMirror 5.
  static let codeMirrorFolder = "/usr/share/javascript/codemirror"
  /// The CodeMirror files the page loads: the editor, its style sheet and the Swift mode.
  static let codeMirrorFiles = ["lib/codemirror.js", "lib/codemirror.css", "mode/swift/swift.js"]
  /// Where Debian puts Inter's OpenType files.
  static let interFolder = "/usr/share/fonts/opentype/inter"
  /// Inter's faces, by CSS weight: the page's `@font-face` rules name these files.
  static let interFaces = [
    "Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black",
  ]

  /// The other faces Canvas draws with (Sources/Canvas/PangoEngine.swift's `FontKey`): DejaVu
  /// Sans Mono for monospaced text, DejaVu Serif for the serif design, Material Icons for SF
  /// Symbols.
  static let otherFonts = [
    (
      "/usr/share/fonts/truetype/dejavu",
      [
        "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf", "DejaVuSansMono-Oblique.ttf",
        "DejaVuSansMono-BoldOblique.ttf", "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf",
        "DejaVuSerif-BoldItalic.ttf",
      ]
    ),
    ("/usr/share/fonts/truetype/material-design-icons-iconfont", ["MaterialIcons-Regular.ttf"]),
  ]

  /// The page's folder: this module's resources, which SwiftPM puts beside the executable
  /// (`Detents_Studio.resources/Resources`); nil when they are not there (a binary copied on its
  /// own). Found by hand rather than with `Bundle.module`, which stops the process when the
  /// bundle is missing.
  static var pageFolder: String? {
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    for base in [Bundle.main.bundleURL, executable.deletingLastPathComponent()] {
      let folder = base.appendingPathComponent("Detents_Studio.resources/Resources").path
      if FileManager.default.fileExists(atPath: folder + "/index.html") { return folder }
    }
    return nil
  }

  /// The table: every file under `pageFolder` at its relative path (`/` and `/embed` are `index.html`),
  /// CodeMirror's files and Inter's faces (upright and italic), and the WebAssembly build's files
  /// when `wasmFolder` has both.
  init(pageFolder: String? = StaticFiles.pageFolder, wasmFolder: String? = nil) {
    var table: [String: String] = [:]
    if let root = pageFolder {
      let files = FileManager.default.enumerator(atPath: root)
      while let relative = files?.nextObject() as? String {
        var isFolder: ObjCBool = false
        let full = root + "/" + relative
        if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
          table["/" + relative] = full
        }
      }
      table["/"] = root + "/index.html"
      // The embed mode: the same page, which sees its path and shows the device alone.
      table["/embed"] = root + "/index.html"
    }
    for f in Self.codeMirrorFiles { table["/vendor/codemirror/" + f] = Self.codeMirrorFolder + "/" + f }
    for face in Self.interFaces {
      let italic = face == "Regular" ? "Italic" : face + "Italic"
      for family in ["Inter", "InterDisplay"] {
        for name in [face, italic] {
          table["/fonts/\(family)-\(name).otf"] = Self.interFolder + "/\(family)-\(name).otf"
        }
      }
    }
    for (folder, files) in Self.otherFonts {
      for f in files { table["/fonts/" + f] = folder + "/" + f }
    }
    let wasm = wasmFolder.map { folder in Self.wasmFiles.map { (folder + "/" + $0.0, $0.1) } } ?? []
    let hasWasm =
      pageFolder != nil && !wasm.isEmpty
      && wasm.allSatisfy { FileManager.default.isReadableFile(atPath: $0.0) }
    if hasWasm {
      for (file, path) in wasm { table[path] = file }
    }
    self.table = table
    runsInPage = hasWasm
  }

  /// The file at `path`, or nil when the table has none (or it cannot be read).
  func response(for path: String) -> StudioResponse? {
    guard let file = table[path], let data = FileManager.default.contents(atPath: file) else { return nil }
    var bytes = [UInt8](data)
    if runsInPage && file == table["/"] { bytes = Self.marked(bytes, Self.servedMark) }
    return StudioResponse(status: 200, contentType: Self.contentType(of: file), body: bytes)
  }

  /// The page's HTML with `mark` (a `<meta>` element) first in its head.
  static func marked(_ bytes: [UInt8], _ mark: String) -> [UInt8] {
    let text = String(decoding: bytes, as: UTF8.self)
    return Array(text.replacingOccurrences(of: "<head>", with: "<head>\n  " + mark).utf8)
  }

  /// The `Content-Type` of a file, by its extension.
  static func contentType(of file: String) -> String {
    switch (file as NSString).pathExtension.lowercased() {
    case "html": "text/html; charset=utf-8"
    case "css": "text/css; charset=utf-8"
    case "js", "mjs": "text/javascript; charset=utf-8"
    case "json": "application/json; charset=utf-8"
    case "otf": "font/otf"
    case "ttf": "font/ttf"
    case "svg": "image/svg+xml"
    case "png": "image/png"
    case "wasm": "application/wasm"
    default: "text/plain; charset=utf-8"
    }
  }
}
