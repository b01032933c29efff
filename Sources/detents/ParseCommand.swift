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
  static let spec = CommandSpec(
    name: "parse", brief: "lex and parse a Swift file, print diagnostics, tokens or the syntax tree",
    operands: "FILE.swift",
    summary: """
      Lexes and parses a Swift file (- reads standard input). Diagnostics go to stderr as
      `path:line:column: error: message` with the source line and a caret. Exit status: 0 no
      errors, 1 errors (or an unreadable file), 2 a usage error.
      """,
    options: [
      .flag("tokens", "print the tokens (kind, line:column, text) to stdout"),
      .flag("ast", "print the syntax tree, indented, to stdout"),
      .flag("json", "print diagnostics (and tokens/ast when asked) as one JSON object to stdout"),
      .flag(
        "interface",
        "parse as a .swiftinterface (bodies may be left out); the default for files\nending in .swiftinterface"
      ),
    ],
    epilogue: """
      JSON (version 1): {"version":1,"file":…,"errors":N,
        "diagnostics":[{"severity","message","line","column","offset"}],
        "tokens":[{"kind","text","line","column","offset","length"}]          (with --tokens)
        "ast":{"kind","token"?,"start","end","startLine","startColumn","endLine","endColumn",
               "children":[…]}}                                               (with --ast)
      Lines and columns count from 1 (columns in UTF-8 bytes); offsets are UTF-8 bytes.
      """)

  static func run(_ args: [String]) -> Int32 {
    runCommand(spec, args) { parsed in
      guard let path = parsed.positionals.first else { throw UsageError(message: "no file given") }
      guard parsed.positionals.count == 1 else { throw UsageError(message: "more than one file given") }
      let tokens = parsed.flags.contains("tokens")
      let ast = parsed.flags.contains("ast")
      let bytes = try InputFile.read(path)
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
        throw ExitCode(1)
      }
      let interface = parsed.flags.contains("interface") || path.hasSuffix(".swiftinterface")
      let options = ParseOptions(mode: interface ? .interface : .source)
      if parsed.flags.contains("json") {
        if writeJSON(bytes, path: path, options: options, tokens: tokens, ast: ast) > 0 { throw ExitCode(1) }
        return
      }
      let tree = SourceFile.parse(bytes, options: options)
      let errors = tree.diagnostics.filter { $0.severity == .error }.count
      printDiagnostics(tree, path: path)
      if tokens { StandardOutput.line(tokenDump(tree), terminator: "") }
      if ast { StandardOutput.line(tree.dump(), terminator: "") }
      let declCount = countDeclarations(tree)
      let summary =
        errors == 0
        ? "\(path): \(tree.tokens.count - 1) tokens, \(declCount) declarations, no errors"
        : "\(path): \(errors) error\(errors == 1 ? "" : "s")"
      if tokens || ast || errors > 0 { printError(summary) } else { StandardOutput.line(summary) }
      if errors > 0 { throw ExitCode(1) }
    }
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
    let lines = tree.lineTable
    for t in tree.tokens {
      let loc = lines.location(ofOffset: Int(t.start))
      out += "\(loc.line):\(loc.column)\t\(t.kind)\t\(tree.text(of: t).debugDescription)\n"
    }
    return out
  }

  /// Prints the diagnostics of `tree` to standard error, compiler-style.
  static func printDiagnostics(_ tree: SyntaxTree, path: String) {
    for d in tree.diagnostics {
      printError(SourceFile.render(d, path: path, in: tree))
    }
  }

  /// Parses `bytes`, prints the diagnostics to standard error and writes the `--json` object to
  /// standard output as it is made; returns the number of errors.
  ///
  /// Why two parses with `--ast`: the diagnostics (and tokens) come before the tree in the
  /// object, and holding a large file's tree until then was most of the command's memory (a
  /// large file's dump is many times its size too, so it is never held whole either: that
  /// took 1.9 GB for a 50 MB file). The first parse keeps no nodes; the second hands each
  /// top-level item on as soon as it is parsed (``SourceFile/forEachTopLevelItem(_:options:_:)``),
  /// and it is written and forgotten. Parsing is a small part of the command's time.
  static func writeJSON(_ bytes: [UInt8], path: String, options: ParseOptions, tokens: Bool, ast: Bool) -> Int
  {
    var out = JSONStream()
    let errors: Int
    let writer = NodeWriter()
    do {
      let tree = SourceFile.forEachTopLevelItem(bytes, options: options) { _ in }
      printDiagnostics(tree, path: path)
      errors = tree.diagnostics.filter { $0.severity == .error }.count
      out.append("{\"version\":1,\"file\":")
      out.appendJSONString(path.utf8)
      out.appendMember("errors", errors)
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
      // The table once, not through the tree for every location.
      let lines = tree.lineTable
      if tokens { appendTokens(tree, lines: lines, to: &out) }
      if ast {
        out.append(",\"ast\":")
        writer.appendOpening(tree.nodes[Int(tree.root.index)], token: nil, lines: lines, to: &out)
      }
    }
    // This parse's tree is gone; the second parse makes its own line table.
    if ast {
      var first = true
      _ = SourceFile.forEachTopLevelItem(bytes, options: options) { items in
        let lines = items.lineTable
        for child in items.rootNode.children {
          if !first { out.append(",") }
          first = false
          writer.appendSubtree(child.id, of: items, lines: lines, to: &out)
        }
      }
      out.append("]}")
    }
    out.append("}\n")
    out.flush()
    return errors
  }

  /// The `"tokens"` member of the `--json` object.
  static func appendTokens(_ tree: SyntaxTree, lines: LineTable, to out: inout JSONStream) {
    let kindNames = TokenKind.allCases.map { Array("{\"kind\":\"\($0)\",\"text\":".utf8) }
    out.append(",\"tokens\":[")
    tree.bytes.withUnsafeBufferPointer { source in
      for (i, t) in tree.tokens.enumerated() {
        if i > 0 { out.append(",") }
        out.append(kindNames[Int(t.kind.rawValue)])
        out.appendJSONString(UnsafeBufferPointer(rebasing: source[Int(t.start)..<Int(t.end)]))
        let loc = lines.location(ofOffset: Int(t.start))
        out.appendMember("line", loc.line)
        out.appendMember("column", loc.column)
        out.appendMember("offset", Int(t.start))
        out.appendMember("length", Int(t.length))
        out.append("}")
      }
    }
    out.append("]")
  }

  /// Writes syntax tree nodes as `--json` objects.
  struct NodeWriter {
    let kindNames = SyntaxKind.allCases.map { Array("{\"kind\":\"\($0)\",".utf8) }

    /// A node's object up to and including `"children":[`; `token` is its main token's text.
    func appendOpening(
      _ node: RawNode, token: UnsafeBufferPointer<UInt8>?, lines: LineTable, to out: inout JSONStream
    ) {
      let s = lines.location(ofOffset: Int(node.start))
      let e = lines.location(ofOffset: Int(node.end))
      out.append(kindNames[Int(node.kind.rawValue)])
      if let token {
        out.append("\"token\":")
        out.appendJSONString(token)
        out.append(",")
      }
      out.appendMember("start", s.offset, comma: false)
      out.appendMember("end", e.offset)
      out.appendMember("startLine", s.line)
      out.appendMember("startColumn", s.column)
      out.appendMember("endLine", e.line)
      out.appendMember("endColumn", e.column)
      out.append(",\"children\":[")
    }

    /// The node `id` of `tree` and everything under it.
    func appendSubtree(_ id: NodeID, of tree: SyntaxTree, lines: LineTable, to out: inout JSONStream) {
      tree.bytes.withUnsafeBufferPointer { source in
        // Iterative, so that very deep trees cannot overflow the stack.
        var stack: [(Int32, Bool)] = [(id.index, false)]
        var needComma = false
        while let (id, closing) = stack.popLast() {
          if closing {
            out.append("]}")
            needComma = true
            continue
          }
          if needComma { out.append(",") }
          let node = tree.nodes[Int(id)]
          var token: UnsafeBufferPointer<UInt8>? = nil
          if node.token >= 0 {
            let t = tree.tokens[Int(node.token)]
            token = UnsafeBufferPointer(rebasing: source[Int(t.start)..<Int(t.end)])
          }
          appendOpening(node, token: token, lines: lines, to: &out)
          needComma = false
          stack.append((id, true))
          let first = Int(node.firstChild)
          for c in stride(from: first + Int(node.childCount) - 1, through: first, by: -1) {
            stack.append((tree.childIndices[c], false))
          }
        }
      }
    }
  }
}

/// JSON written to ``StandardOutput`` in 64 KB pieces as it is made, so that a large tree's
/// JSON never exists whole in memory (``StandardOutput`` reports a failed write at exit).
struct JSONStream {
  private var buffer: [UInt8] = []
  static let chunk = 1 << 16
  static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

  init() { buffer.reserveCapacity(JSONStream.chunk + 1024) }

  mutating func append(_ s: String) {
    buffer.append(contentsOf: s.utf8)
    if buffer.count >= JSONStream.chunk { flush() }
  }

  mutating func append(_ bytes: [UInt8]) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= JSONStream.chunk { flush() }
  }

  /// `,"key":n` (without the comma when `comma` is false).
  mutating func appendMember(_ key: String, _ n: Int, comma: Bool = true) {
    if comma { buffer.append(UInt8(ascii: ",")) }
    buffer.append(UInt8(ascii: "\""))
    buffer.append(contentsOf: key.utf8)
    buffer.append(contentsOf: "\":".utf8)
    append(n)
    if buffer.count >= JSONStream.chunk { flush() }
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
        buffer.append(JSONStream.hexDigits[Int(b >> 4)])
        buffer.append(JSONStream.hexDigits[Int(b & 15)])
      default: buffer.append(b)
      }
    }
    buffer.append(UInt8(ascii: "\""))
    if buffer.count >= JSONStream.chunk { flush() }
  }

  /// Writes what is buffered.
  mutating func flush() {
    StandardOutput.write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}
