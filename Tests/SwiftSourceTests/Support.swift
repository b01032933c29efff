import Foundation
import SharedFolder
import Testing

@testable import SwiftSource

/// The package root.
let packageRoot = SharedFolder.packageRoot

/// Marker emoji, as in swift-syntax's `assertParse`: `1️⃣` … `9️⃣` mark positions in a source.
let markerNames = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

/// Removes the markers from `marked` and returns the plain source and each marker's UTF-8 offset.
func extractMarkers(_ marked: String) -> (source: String, markers: [String: Int]) {
  var source = ""
  var markers: [String: Int] = [:]
  var rest = Substring(marked)
  outer: while !rest.isEmpty {
    for name in markerNames where rest.hasPrefix(name) {
      markers[name] = source.utf8.count
      rest = rest.dropFirst(name.count)
      continue outer
    }
    source.append(rest.removeFirst())
  }
  return (source, markers)
}

/// The line and column (1-based, UTF-8) of an offset in `source`.
func lineColumn(_ source: String, _ offset: Int) -> (Int, Int) {
  let bytes = Array(source.utf8.prefix(offset))
  let line = bytes.filter { $0 == 10 }.count + 1
  let column = offset - (bytes.lastIndex(of: 10).map { $0 + 1 } ?? 0) + 1
  return (line, column)
}

/// All declaration names of a kind in a tree.
func names(_ tree: SyntaxTree, _ kind: SyntaxKind) -> [String] {
  tree.nodes(ofKind: kind).map(\.name)
}

/// The diagnostics of a tree as "line:column: message" strings, for readable failures.
func describe(_ tree: SyntaxTree) -> [String] {
  tree.diagnostics.map { "\($0.location): \($0.message)" }
}

/// The first node of a kind, depth-first.
func first(_ tree: SyntaxTree, _ kind: SyntaxKind) -> Syntax? {
  tree.nodes(ofKind: kind).first
}

/// A compact s-expression of a subtree: `(binaryExpr:+ (declReferenceExpr:a) …)`.
func sexp(_ node: Syntax) -> String {
  let label = node.token != nil ? "\(node.kind):\(node.tokenText)" : "\(node.kind)"
  let kids = node.children.map(sexp)
  return kids.isEmpty ? "(\(label))" : "(\(label) \(kids.joined(separator: " ")))"
}

/// The initializer expression of `let x = <expr>` in a one-line source.
func initializer(_ source: String) -> Syntax? {
  let tree = SourceFile.parse(source)
  return first(tree, .initializerClause)?.children.first
}
