import Portable
import Synchronization

/// The index of a node in a ``SyntaxTree``.
public struct NodeID: Hashable, Sendable, Comparable, BitwiseCopyable {
  /// The position in ``SyntaxTree/nodes``.
  public let index: Int32
  @inlinable init(_ index: Int32) { self.index = index }
  /// Orders by arena position (children are created before their parents).
  public static func < (a: NodeID, b: NodeID) -> Bool { a.index < b.index }
}

/// A node as stored in the arena: no class per node, children as a slice of one shared array.
public struct RawNode: Sendable, Equatable {
  /// What the node is.
  public var kind: SyntaxKind
  /// The main token (index into ``SyntaxTree/tokens``), or -1.
  public var token: Int32
  /// UTF-8 byte range of the node, trivia excluded.
  public var start: UInt32
  /// One past the last byte.
  public var end: UInt32
  /// The node's children are `childIndices[firstChild ..< firstChild + childCount]`.
  public var firstChild: Int32
  /// How many children the node has.
  public var childCount: Int32

  /// Creates a node value.
  @inlinable public init(
    kind: SyntaxKind, token: Int32, start: UInt32, end: UInt32, firstChild: Int32, childCount: Int32
  ) {
    self.kind = kind
    self.token = token
    self.start = start
    self.end = end
    self.firstChild = firstChild
    self.childCount = childCount
  }
}

/// A node as the parser stores it: sixteen bytes, with its kind in a separate byte array and
/// its child count implied by where the next node's children start.
///
/// Why: a large file has millions of nodes, and on this project's machine every megabyte of
/// fresh memory costs about a third of a millisecond to fault in; 17 bytes a node instead of
/// 24 takes 14 MB off the 16 MB benchmark. The child count can be dropped because the parser
/// appends a node's children to ``SyntaxTree/childIndices`` right before the node itself, so
/// `firstChild` never decreases and the next node's `firstChild` ends this node's list.
public struct StoredNode: Sendable, Equatable, BitwiseCopyable {
  /// The main token (index into ``SyntaxTree/tokens``), or -1.
  public var token: Int32
  /// UTF-8 byte range of the node, trivia excluded.
  public var start: UInt32
  /// One past the last byte.
  public var end: UInt32
  /// Where the node's children start in ``SyntaxTree/childIndices``.
  public var firstChild: Int32
}

/// The nodes of a tree as ``RawNode`` values, assembled from the compact storage.
public struct NodeList: RandomAccessCollection, Sendable {
  @usableFromInline let stored: ArenaArray<StoredNode>
  @usableFromInline let kinds: ArenaArray<SyntaxKind>
  /// The total number of child indices, which ends the last node's list.
  @usableFromInline let childTotal: Int32

  init(stored: ArenaArray<StoredNode>, kinds: ArenaArray<SyntaxKind>, childTotal: Int32) {
    precondition(stored.count == kinds.count)
    self.stored = stored
    self.kinds = kinds
    self.childTotal = childTotal
  }

  /// Always 0.
  @inlinable public var startIndex: Int { 0 }
  /// The number of nodes.
  @inlinable public var endIndex: Int { stored.count }

  /// The node at `i` (traps when out of bounds).
  @inlinable public subscript(i: Int) -> RawNode {
    let n = stored[i]
    let childEnd = i + 1 < stored.count ? stored[i + 1].firstChild : childTotal
    return RawNode(
      kind: kinds[i], token: n.token, start: n.start, end: n.end, firstChild: n.firstChild,
      childCount: childEnd - n.firstChild)
  }
}

/// A parsed file: source bytes, tokens, comments, nodes and diagnostics, all immutable.
///
/// Nodes live in one array and refer to each other by ``NodeID``. Walk the tree from ``root``
/// with ``Syntax`` handles, ``walk(_:)`` or a ``SyntaxVisitor``; print it with ``dump()``.
public final class SyntaxTree: Sendable {
  /// The UTF-8 source.
  public let bytes: [UInt8]
  /// All tokens, ending with ``TokenKind/eof``.
  public let tokens: ArenaArray<Token>
  /// All comments, in source order.
  public let comments: ArenaArray<Comment>
  /// The node arena; look nodes up by ``NodeID/index``.
  public let nodes: NodeList
  /// Child lists of all nodes, back to back (see ``RawNode/firstChild``).
  public let childIndices: ArenaArray<Int32>
  /// The ``SyntaxKind/sourceFile`` node.
  public let root: NodeID
  /// Errors and warnings from the lexer and the parser, in source order.
  public let diagnostics: [Diagnostic]
  /// The address of the line table once made (an allocated ``LineTable``), or 0. (An address
  /// as an integer: an atomic pointer would not be Sendable.)
  private let madeLineTable: Atomic<Int>

  /// Line starts, to turn offsets into lines and columns; made on first use (by any thread),
  /// unless the parse already needed one.
  ///
  /// Why not at once: a tree whose locations nobody asks for (a tool reading a project) spent
  /// a twentieth of its parse making it, and a large file's table is megabytes.
  public var lineTable: LineTable {
    if let made = UnsafePointer<LineTable>(bitPattern: madeLineTable.load(ordering: .acquiring)) {
      return made.pointee
    }
    return makeLineTable()
  }

  /// Makes the line table; when two threads race, the first to store its table wins.
  @inline(never) private func makeLineTable() -> LineTable {
    let table = UnsafeMutablePointer<LineTable>.allocate(capacity: 1)
    table.initialize(to: bytes.withUnsafeBufferPointer { LineTable($0) })
    let (stored, other) = madeLineTable.compareExchange(
      expected: 0, desired: Int(bitPattern: table), ordering: .acquiringAndReleasing)
    if stored { return table.pointee }
    table.deinitialize(count: 1)
    table.deallocate()
    return UnsafePointer<LineTable>(bitPattern: other).unsafelyUnwrapped.pointee
  }

  init(
    bytes: [UInt8], tokens: ArenaArray<Token>, comments: ArenaArray<Comment>, nodes: NodeList,
    childIndices: ArenaArray<Int32>,
    root: NodeID, diagnostics: [Diagnostic], lineTable: LineTable?
  ) {
    self.bytes = bytes
    self.tokens = tokens
    self.comments = comments
    self.nodes = nodes
    self.childIndices = childIndices
    self.root = root
    self.diagnostics = diagnostics
    var made = 0
    if let lineTable {
      let table = UnsafeMutablePointer<LineTable>.allocate(capacity: 1)
      table.initialize(to: lineTable)
      made = Int(bitPattern: table)
    }
    madeLineTable = Atomic(made)
  }

  deinit {
    if let made = UnsafeMutablePointer<LineTable>(bitPattern: madeLineTable.load(ordering: .acquiring)) {
      made.deinitialize(count: 1)
      made.deallocate()
    }
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The root node (the source file).
  public var rootNode: Syntax { Syntax(tree: self, id: root) }

  /// A handle on a node.
  public func node(_ id: NodeID) -> Syntax { Syntax(tree: self, id: id) }

  /// The source text of a byte range.
  public func text(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[max(0, start)..<min(end, bytes.count)], as: UTF8.self)
  }

  /// The source text of a token.
  public func text(of token: Token) -> String { text(Int(token.start), Int(token.end)) }

  /// The location of a byte offset.
  public func location(ofOffset offset: Int) -> SourceLocation { lineTable.location(ofOffset: offset) }

  /// The location of a token's first byte.
  public func location(of token: Token) -> SourceLocation { location(ofOffset: Int(token.start)) }

  /// The doc comment (`///` lines or a `/** */` block) right before a declaration, without the
  /// comment markers, or nil.
  public func docComment(of id: NodeID) -> String? {
    let node = nodes[Int(id.index)]
    let start = node.start
    // The comments that end before the node, newest first, with only whitespace between.
    var lo = 0
    var hi = comments.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if comments[mid].end <= start { lo = mid + 1 } else { hi = mid }
    }
    var i = lo - 1
    var limit = Int(start)
    var parts: [String] = []
    while i >= 0 {
      let c = comments[i]
      let between = bytes[Int(c.end)..<limit]
      guard c.isDoc, between.allSatisfy({ $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }),
        between.filter({ $0 == 10 }).count <= 1
      else { break }
      var t = text(Int(c.start), Int(c.end))
      if t.hasPrefix("///") {
        t.removeFirst(3)
        if t.hasPrefix(" ") { t.removeFirst() }
      } else {
        t = String(t.dropFirst(3).dropLast(2)).trimmingWhitespace()
      }
      parts.append(t)
      limit = Int(c.start)
      i -= 1
    }
    return parts.isEmpty ? nil : parts.reversed().joined(separator: "\n")
  }

  /// What a ``SyntaxTree/walk(_:)`` callback wants next.
  public enum WalkAction: Sendable {
    case visitChildren, skipChildren, stop
  }

  /// Visits every node depth-first, parents before children; `visit` gets the node and its depth.
  /// Uses an explicit stack, so deep trees cannot overflow the call stack.
  public func walk(_ visit: (Syntax, Int) -> WalkAction) {
    var stack: [(Int32, Int)] = [(root.index, 0)]
    while let (index, depth) = stack.popLast() {
      let action = visit(Syntax(tree: self, id: NodeID(index)), depth)
      if action == .stop { return }
      if action == .skipChildren { continue }
      let n = nodes[Int(index)]
      var k = Int(n.firstChild + n.childCount) - 1
      while k >= Int(n.firstChild) {
        stack.append((childIndices[k], depth + 1))
        k -= 1
      }
    }
  }

  /// Walks the tree with a visitor: `visit` before a node's children, `visitPost` after.
  /// Uses an explicit stack, so deep trees cannot overflow the call stack.
  public func walk<V: SyntaxVisitor>(_ visitor: inout V) {
    var stack: [(Int32, Bool)] = [(root.index, false)]
    while let (index, post) = stack.popLast() {
      let node = Syntax(tree: self, id: NodeID(index))
      if post {
        visitor.visitPost(node)
        continue
      }
      let action = visitor.visit(node)
      if action == .stop { return }
      stack.append((index, true))
      if action == .skipChildren { continue }
      let n = nodes[Int(index)]
      var k = Int(n.firstChild + n.childCount) - 1
      while k >= Int(n.firstChild) {
        stack.append((childIndices[k], false))
        k -= 1
      }
    }
  }

  /// All nodes of a kind, in source order.
  public func nodes(ofKind kind: SyntaxKind) -> [Syntax] {
    var result: [Syntax] = []
    walk { node, _ in
      if node.kind == kind { result.append(node) }
      return .visitChildren
    }
    return result
  }

  /// An indented dump: one line per node with its kind, range and main token text.
  ///
  /// `structDecl 3:1-9:2 "Foo"`; ranges are `line:column` of the first byte and of the byte
  /// after the last. Doc comments of declarations follow as `/// …` lines.
  public func dump() -> String {
    var out = ""
    walk { node, depth in
      // Very deep trees (long member chains) keep the indentation bounded.
      out += String(repeating: "  ", count: min(depth, 64))
      if depth > 64 { out += "[\(depth)] " }
      out += "\(node.kind) \(node.startLocation)-\(node.endLocation)"
      if let t = node.token {
        var s = text(of: t)
        if s.utf8.count > 60 { s = String(s.prefix(57)) + "..." }
        out += " \""
        out += s.replacingEvery("\\", with: "\\\\").replacingEvery("\n", with: "\\n")
          .replacingEvery("\r", with: "\\r").replacingEvery("\"", with: "\\\"")
        out += "\""
      }
      out += "\n"
      if node.kind.isDeclaration, let doc = docComment(of: node.id) {
        for line in doc.split(separator: "\n", omittingEmptySubsequences: false) {
          out +=
            String(repeating: "  ", count: min(depth, 64) + 1) + (line.isEmpty ? "///" : "/// " + line) + "\n"
        }
      }
      return .visitChildren
    }
    return out
  }
}

/// A visitor for ``SyntaxTree/walk(_:)-(V)``: `visit` before the children, `visitPost` after.
public protocol SyntaxVisitor {
  /// Called before the children; return ``SyntaxTree/WalkAction/skipChildren`` to skip them.
  mutating func visit(_ node: Syntax) -> SyntaxTree.WalkAction
  /// Called after the children (and when they were skipped).
  mutating func visitPost(_ node: Syntax)
}

extension SyntaxVisitor {
  /// Visits every child by default.
  public mutating func visit(_ node: Syntax) -> SyntaxTree.WalkAction { .visitChildren }
  /// Does nothing by default.
  public mutating func visitPost(_ node: Syntax) {}
}

/// A light handle on one node of a ``SyntaxTree``.
public struct Syntax: Sendable, CustomStringConvertible {
  /// The tree the node belongs to.
  public let tree: SyntaxTree
  /// The node's index in the tree.
  public let id: NodeID

  @inlinable var raw: RawNode { tree.nodes[Int(id.index)] }

  /// What the node is.
  public var kind: SyntaxKind { raw.kind }

  /// The main token: a declaration's name, an operator, a label, a keyword (see ``SyntaxKind``).
  public var token: Token? {
    let t = raw.token
    return t >= 0 ? tree.tokens[Int(t)] : nil
  }

  /// The text of the main token, or "".
  public var tokenText: String { token.map { tree.text(of: $0) } ?? "" }

  /// The name of a declaration or reference without backticks.
  public var name: String { unbacktick(tokenText) }

  /// The UTF-8 byte range.
  public var range: Range<Int> { Int(raw.start)..<Int(raw.end) }
  /// Line, column and offset of the first byte.
  public var startLocation: SourceLocation { tree.location(ofOffset: Int(raw.start)) }
  /// Line, column and offset one past the last byte.
  public var endLocation: SourceLocation { tree.location(ofOffset: Int(raw.end)) }

  /// The source text of the node.
  public var text: String { tree.text(Int(raw.start), Int(raw.end)) }

  /// The child nodes, in source order.
  public var children: [Syntax] {
    let r = raw
    return (Int(r.firstChild)..<Int(r.firstChild + r.childCount)).map {
      Syntax(tree: tree, id: NodeID(tree.childIndices[$0]))
    }
  }

  /// The first child of a kind.
  public func child(_ kind: SyntaxKind) -> Syntax? { children.first { $0.kind == kind } }

  /// The doc comment of a declaration.
  public var docComment: String? { tree.docComment(of: id) }

  /// `kind line:column-line:column token`, for debugging.
  public var description: String { "\(kind) \(startLocation)-\(endLocation) \(tokenText)" }
}
