import Foundation
import SwiftSource

/// `detents parse FILE.swift [--tokens] [--ast] [--json] [--interface]`: lex and parse a file,
/// print diagnostics compiler-style, and optionally dump tokens or the syntax tree.
///
/// JSON output (`--json`, version 1), one object on stdout:
/// ```
/// { "version": 1, "file": "path", "errors": 1,
///   "diagnostics": [ { "severity": "error", "message": "…", "line": 3, "column": 14, "offset": 52 } ],
///   "tokens": [ { "kind": "identifier", "text": "x", "line": 1, "column": 5, "offset": 4, "length": 1 } ],
///   "ast": { "kind": "sourceFile", "token": "…", "start": 0, "end": 120,
///            "startLine": 1, "startColumn": 1, "endLine": 9, "endColumn": 2, "children": [ … ] } }
/// ```
/// `tokens` is present with `--tokens`, `ast` with `--ast`; `token` only on nodes that have a
/// main token. Offsets are UTF-8 bytes; `end` is one past the last byte.
enum ParseCommand {
  static let usage = "usage: detents parse FILE.swift [--tokens] [--ast] [--json] [--interface]"

  static let help = """
    \(usage)

    Lexes and parses a Swift file. Diagnostics go to stderr as `path:line:column: error: message`
    with the source line and a caret. Exit status: 0 no errors, 1 errors (or an unreadable
    file), 2 a usage error.

    options:
      --tokens     print the tokens (kind, line:column, text) to stdout
      --ast        print the syntax tree, indented, to stdout
      --json       print diagnostics (and tokens/ast when asked) as one JSON object to stdout
      --interface  parse as a .swiftinterface (bodies may be left out); the default for files
                   ending in .swiftinterface
      -h, --help   show this help

    JSON (version 1): {"version":1,"file":…,"errors":N,
      "diagnostics":[{"severity","message","line","column","offset"}],
      "tokens":[{"kind","text","line","column","offset","length"}]          (with --tokens)
      "ast":{"kind","token"?,"start","end","startLine","startColumn","endLine","endColumn",
             "children":[…]}}                                               (with --ast)
    Lines and columns count from 1 (columns in UTF-8 bytes); offsets are UTF-8 bytes.
    """

  static func run(_ args: [String]) -> Int32 {
    var path: String? = nil
    var tokens = false
    var ast = false
    var json = false
    var interface = false
    for arg in args {
      switch arg {
      case "-h", "--help":
        print(help)
        return 0
      case "--tokens": tokens = true
      case "--ast": ast = true
      case "--json": json = true
      case "--interface": interface = true
      default:
        if arg.hasPrefix("-") && arg != "-" {
          printError("detents parse: unknown option '\(arg)'\n\(usage)")
          return 2
        }
        if path != nil {
          printError("detents parse: more than one file given\n\(usage)")
          return 2
        }
        path = arg
      }
    }
    guard let path else {
      printError("detents parse: no file given\n\(usage)")
      return 2
    }
    // The bytes alone outlive this: the `Data` read would be a second copy of the file for
    // the whole parse (a sixth of the peak memory of `--ast --json` on a large file).
    let read: [UInt8]? = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    guard let bytes = read else {
      var isDir: ObjCBool = false
      let reason =
        !FileManager.default.fileExists(atPath: path, isDirectory: &isDir)
        ? "no such file" : isDir.boolValue ? "is a directory" : "permission denied"
      printError("detents parse: cannot read '\(path)': \(reason)")
      return 1
    }
    if let bad = firstInvalidUTF8(bytes) {
      // As the compiler reports it, located, with the line (its bad bytes shown as U+FFFD).
      let message = bytes.withUnsafeBufferPointer { buf -> String in
        let lines = LineTable(buf)
        let loc = lines.location(ofOffset: bad)
        return DiagnosticRenderer.render(
          .error, "invalid UTF-8 found in source file", path: path, line: loc.line, column: loc.column,
          lineText: buf[lines.rangeOfLine(loc.line, in: buf)])
      }
      printError(message)
      printError("\(path): 1 error")
      return 1
    }
    let options = ParseOptions(mode: interface || path.hasSuffix(".swiftinterface") ? .interface : .source)
    let tree = SourceFile.parse(bytes, options: options)
    let errors = tree.diagnostics.filter { $0.severity == .error }.count
    for d in tree.diagnostics {
      printError(SourceFile.render(d, path: path, in: tree))
    }
    if json {
      if !writeJSON(tree, path: path, tokens: tokens, ast: ast) { return 1 }
    } else {
      if tokens { print(tokenDump(tree), terminator: "") }
      if ast { print(tree.dump(), terminator: "") }
      let declCount = countDeclarations(tree)
      let summary =
        errors == 0
        ? "\(path): \(tree.tokens.count - 1) tokens, \(declCount) declarations, no errors"
        : "\(path): \(errors) error\(errors == 1 ? "" : "s")"
      if tokens || ast || errors > 0 { printError(summary) } else { print(summary) }
    }
    return errors > 0 ? 1 : 0
  }

  /// The offset of the first byte that is not valid UTF-8, or nil.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    // ASCII eight bytes at a time; the standard decoder only for the other scalars (it took a
    // quarter of `detents parse` on a large file when it read every byte).
    bytes.withUnsafeBufferPointer { b -> Int? in
      guard let base = b.baseAddress else { return nil }
      let n = b.count
      var i = 0
      while i < n {
        if i + 8 <= n,
          UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
        {
          i += 8
          continue
        }
        if b[i] < 0x80 {
          i += 1
          continue
        }
        var decoder = UTF8()
        var iterator = b[i..<min(n, i + 4)].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return i }
        i += UTF8.width(scalar)
      }
      return nil
    }
  }

  static func countDeclarations(_ tree: SyntaxTree) -> Int {
    var n = 0
    tree.walk { node, _ in
      if node.kind.isDeclaration { n += 1 }
      return .visitChildren
    }
    return n
  }

  static func tokenDump(_ tree: SyntaxTree) -> String {
    var out = ""
    for t in tree.tokens {
      let loc = tree.location(of: t)
      out += "\(loc.line):\(loc.column)\t\(t.kind)\t\(tree.text(of: t).debugDescription)\n"
    }
    return out
  }

  /// Writes the `--json` object to standard output as it is made (a large file's dump is many
  /// times its size; holding it whole took 1.9 GB for a 50 MB file).
  /// Returns false (with a message) when standard output cannot be written.
  static func writeJSON(_ tree: SyntaxTree, path: String, tokens: Bool, ast: Bool) -> Bool {
    var out = StandardOutputWriter()
    out.append("{\"version\":1,\"file\":")
    out.appendJSONString(path.utf8)
    out.appendMember("errors", tree.diagnostics.filter { $0.severity == .error }.count)
    out.append(",\"diagnostics\":[")
    for (i, d) in tree.diagnostics.enumerated() {
      if i > 0 { out.append(",") }
      out.append("{\"severity\":\"\(d.severity.rawValue)\",\"message\":")
      out.appendJSONString(d.message.utf8)
      out.appendMember("line", d.location.line)
      out.appendMember("column", d.location.column)
      out.appendMember("offset", d.location.offset)
      out.append("}")
    }
    out.append("]")
    tree.bytes.withUnsafeBufferPointer { source in
      if tokens {
        let kindNames = TokenKind.allCases.map { Array("{\"kind\":\"\($0)\",\"text\":".utf8) }
        out.append(",\"tokens\":[")
        for (i, t) in tree.tokens.enumerated() {
          if i > 0 { out.append(",") }
          out.append(kindNames[Int(t.kind.rawValue)])
          out.appendJSONString(UnsafeBufferPointer(rebasing: source[Int(t.start)..<Int(t.end)]))
          let loc = tree.location(of: t)
          out.appendMember("line", loc.line)
          out.appendMember("column", loc.column)
          out.appendMember("offset", Int(t.start))
          out.appendMember("length", Int(t.length))
          out.append("}")
        }
        out.append("]")
      }
      if ast {
        let kindNames = SyntaxKind.allCases.map { Array("{\"kind\":\"\($0)\",".utf8) }
        out.append(",\"ast\":")
        // Iterative, so that very deep trees cannot overflow the stack.
        var stack: [(Int32, Bool)] = [(tree.root.index, false)]
        var needComma = false
        while let (id, closing) = stack.popLast() {
          if closing {
            out.append("]}")
            needComma = true
            continue
          }
          if needComma { out.append(",") }
          let node = tree.nodes[Int(id)]
          let s = tree.location(ofOffset: Int(node.start))
          let e = tree.location(ofOffset: Int(node.end))
          out.append(kindNames[Int(node.kind.rawValue)])
          if node.token >= 0 {
            let t = tree.tokens[Int(node.token)]
            out.append("\"token\":")
            out.appendJSONString(UnsafeBufferPointer(rebasing: source[Int(t.start)..<Int(t.end)]))
            out.append(",")
          }
          out.appendMember("start", s.offset, comma: false)
          out.appendMember("end", e.offset)
          out.appendMember("startLine", s.line)
          out.appendMember("startColumn", s.column)
          out.appendMember("endLine", e.line)
          out.appendMember("endColumn", e.column)
          out.append(",\"children\":[")
          needComma = false
          stack.append((id, true))
          let first = Int(node.firstChild)
          for c in stride(from: first + Int(node.childCount) - 1, through: first, by: -1) {
            stack.append((tree.childIndices[c], false))
          }
        }
      }
    }
    out.append("}\n")
    out.flush()
    if let failure = out.failure {
      printError("detents parse: cannot write to standard output: \(failure)")
      return false
    }
    return true
  }
}

/// Standard output in 64 KB pieces, written with `write(2)` after flushing what `print` has
/// buffered (so that the two never interleave out of order). A failed write (a full disk) is
/// remembered in ``failure`` and ends the output.
struct StandardOutputWriter {
  private var buffer: [UInt8] = []
  /// The error of the first write that failed, or nil.
  private(set) var failure: String?
  static let chunk = 1 << 16
  static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

  init() { buffer.reserveCapacity(StandardOutputWriter.chunk + 1024) }

  mutating func append(_ s: String) {
    buffer.append(contentsOf: s.utf8)
    if buffer.count >= StandardOutputWriter.chunk { flush() }
  }

  mutating func append(_ bytes: [UInt8]) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= StandardOutputWriter.chunk { flush() }
  }

  /// `,"key":n` (without the comma when `comma` is false).
  mutating func appendMember(_ key: String, _ n: Int, comma: Bool = true) {
    if comma { buffer.append(UInt8(ascii: ",")) }
    buffer.append(UInt8(ascii: "\""))
    buffer.append(contentsOf: key.utf8)
    buffer.append(contentsOf: "\":".utf8)
    append(n)
    if buffer.count >= StandardOutputWriter.chunk { flush() }
  }

  /// A decimal number.
  mutating func append(_ n: Int) { buffer.append(contentsOf: String(n).utf8) }

  /// A JSON string literal of UTF-8 bytes: quotes, backslashes and control characters escaped.
  mutating func appendJSONString<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
    buffer.append(UInt8(ascii: "\""))
    for b in bytes {
      switch b {
      case UInt8(ascii: "\""): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
      case UInt8(ascii: "\\"): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
      case 10: buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case 13: buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      case 9: buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
      case 0..<0x20:
        buffer.append(contentsOf: Array("\\u00".utf8))
        buffer.append(StandardOutputWriter.hexDigits[Int(b >> 4)])
        buffer.append(StandardOutputWriter.hexDigits[Int(b & 15)])
      default: buffer.append(b)
      }
    }
    buffer.append(UInt8(ascii: "\""))
    if buffer.count >= StandardOutputWriter.chunk { flush() }
  }

  /// Writes what is buffered.
  mutating func flush() {
    defer { buffer.removeAll(keepingCapacity: true) }
    guard failure == nil else { return }
    fflush(nil)
    buffer.withUnsafeBufferPointer { b in
      var done = 0
      while done < b.count {
        let n = write(1, b.baseAddress! + done, b.count - done)
        if n < 0 {
          if errno == EINTR { continue }
          failure = String(cString: strerror(errno))
          return
        }
        done += n
      }
    }
  }
}
