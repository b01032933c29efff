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
    guard let data = FileManager.default.contents(atPath: path) else {
      var isDir: ObjCBool = false
      let reason =
        !FileManager.default.fileExists(atPath: path, isDirectory: &isDir)
        ? "no such file" : isDir.boolValue ? "is a directory" : "permission denied"
      printError("detents parse: cannot read '\(path)': \(reason)")
      return 1
    }
    let bytes = [UInt8](data)
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
      print(jsonOutput(tree, path: path, tokens: tokens, ast: ast))
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

  static func jsonString(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
      switch u {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if u.value < 0x20 {
          out += String(format: "\\u%04x", u.value)
        } else {
          out.unicodeScalars.append(u)
        }
      }
    }
    return out + "\""
  }

  static func jsonOutput(_ tree: SyntaxTree, path: String, tokens: Bool, ast: Bool) -> String {
    var out = "{\"version\":1,\"file\":\(jsonString(path)),"
    out += "\"errors\":\(tree.diagnostics.filter { $0.severity == .error }.count),\"diagnostics\":["
    out += tree.diagnostics.map { d in
      "{\"severity\":\"\(d.severity.rawValue)\",\"message\":\(jsonString(d.message)),"
        + "\"line\":\(d.location.line),\"column\":\(d.location.column),\"offset\":\(d.location.offset)}"
    }.joined(separator: ",")
    out += "]"
    if tokens {
      out += ",\"tokens\":["
      out += tree.tokens.map { t in
        let loc = tree.location(of: t)
        return "{\"kind\":\"\(t.kind)\",\"text\":\(jsonString(tree.text(of: t))),\"line\":\(loc.line),"
          + "\"column\":\(loc.column),\"offset\":\(t.start),\"length\":\(t.length)}"
      }.joined(separator: ",")
      out += "]"
    }
    if ast {
      out += ",\"ast\":"
      // Iterative, so that very deep trees cannot overflow the stack.
      var stack: [(NodeID, Bool)] = [(tree.root, false)]
      var needComma = false
      while let (id, closing) = stack.popLast() {
        if closing {
          out += "]}"
          needComma = true
          continue
        }
        if needComma { out += "," }
        let node = tree.node(id)
        let s = node.startLocation
        let e = node.endLocation
        out += "{\"kind\":\"\(node.kind)\","
        if node.token != nil { out += "\"token\":\(jsonString(node.tokenText))," }
        out +=
          "\"start\":\(s.offset),\"end\":\(e.offset),\"startLine\":\(s.line),\"startColumn\":\(s.column),"
        out += "\"endLine\":\(e.line),\"endColumn\":\(e.column),\"children\":["
        needComma = false
        stack.append((id, true))
        for child in node.children.reversed() { stack.append((child.id, false)) }
      }
    }
    return out + "}"
  }
}
