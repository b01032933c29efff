import Portable
import Synchronization

#if canImport(Glibc)
  import Glibc  // madvise and sysconf for the lexer thread's buffers (LexJob)
#endif

/// How to parse.
public struct ParseOptions: Sendable {
  /// What kind of file is parsed.
  public enum Mode: Sendable {
    /// Ordinary source: functions and initializers outside protocols need bodies.
    case source
    /// A `.swiftinterface`: function, initializer and accessor bodies may be left out.
    case interface
  }

  /// Source or interface.
  public var mode: Mode
  /// How deeply expressions, types, statements and declarations may nest before the parser
  /// reports "too deeply nested" and skips the rest of that construct.
  public var maximumNestingLevel: Int
  /// Whether a file of a megabyte or more may be lexed on a second thread while this one
  /// parses. The tree is the same either way; turn it off to keep to one thread.
  public var usesSecondThread: Bool

  /// Creates options.
  public init(mode: Mode = .source, maximumNestingLevel: Int = 256, usesSecondThread: Bool = true) {
    self.mode = mode
    self.maximumNestingLevel = maximumNestingLevel
    self.usesSecondThread = usesSecondThread
  }
}

/// Entry points: lex and parse a file into a ``SyntaxTree``.
public enum SourceFile {
  /// Parses UTF-8 bytes. Never throws and never traps: problems become diagnostics.
  ///
  /// Files of a megabyte or more are lexed on a second thread while this one parses (see
  /// ``TokenChannel`` and ``ParseOptions/usesSecondThread``); the tree is the same either way.
  public static func parse(_ bytes: [UInt8], options: ParseOptions = ParseOptions()) -> SyntaxTree {
    if bytes.count > maximumSourceSize { return tooLarge(bytes, limit: maximumSourceSize) }
    return parse(
      bytes, options: options,
      pipelined: options.usesSecondThread && Threads.areAvailable && bytes.count >= pipelineThreshold)
  }

  /// The largest file SwiftSource reads: 128 MiB, far beyond any hand-written source.
  ///
  /// Offsets are 32-bit and node and child indices are 32-bit; a file this size has at most
  /// 2^27 tokens and, with a few nodes per token even in broken code, well under 2^31 nodes,
  /// so no index can overflow.
  public static let maximumSourceSize = 128 << 20

  /// The tree of a file over the size limit: no nodes, one error.
  static func tooLarge(_ bytes: [UInt8], limit: Int) -> SyntaxTree {
    let empty = parse([], options: ParseOptions(), pipelined: false)
    let lines = bytes.withUnsafeBufferPointer { LineTable($0) }
    let message =
      "file too large to parse: \(bytes.count) bytes (SwiftSource reads at most \(limit >> 20) MiB)"
    return SyntaxTree(
      bytes: bytes, tokens: empty.tokens, comments: empty.comments, nodes: empty.nodes,
      childIndices: empty.childIndices, root: empty.root,
      diagnostics: [Diagnostic(.error, message, at: SourceLocation(line: 1, column: 1, offset: 0))],
      lineTable: lines)
  }

  /// Below this size a second thread costs more than it saves (starting one takes tens of
  /// microseconds; lexing a 100 KB file takes a few hundred).
  static let pipelineThreshold = 1 << 20

  /// Parses with the lexer on another thread (`pipelined`) or before the parser; `flush` and
  /// `lines` as ``forEachTopLevelItem(_:options:_:)`` gives them (the top-level items go to
  /// `flush`, and the tree gets `lines`, which no one then makes again).
  static func parse(
    _ bytes: [UInt8], options: ParseOptions, pipelined: Bool,
    flush: ((inout Parser, _ scratchMark: Int) -> Void)? = nil, lines: LineTable? = nil
  ) -> SyntaxTree {
    bytes.withUnsafeBufferPointer { buffer in
      let tokenEstimate = Lexer.estimatedTokenCount(buffer.count)
      let nodes = GrowableBuffer<StoredNode>(capacity: Parser.estimatedNodeCount(tokenEstimate))
      let childIndices = GrowableBuffer<Int32>(capacity: Parser.estimatedNodeCount(tokenEstimate))
      var parser: Parser
      var comments: GrowableBuffer<Comment>
      // A concurrent lexer gets room for the worst case up front, so that the buffer never
      // moves while the parser reads it (see TokenChannel). Only the pages it writes are
      // touched, but if even the reservation fails, lex first and parse after.
      if pipelined, let tokens = GrowableBuffer<Token>(exactly: buffer.count + 16) {
        let channel = TokenChannel()
        // A parse that hands its items on reuses a few pages of node buffers: mapping them
        // all ahead would only swell its memory.
        let job = LexJob(
          bytes: buffer, tokens: tokens, channel: channel,
          parserBuffers: flush == nil ? [nodes.allocatedBytes, childIndices.allocatedBytes] : [],
          makesLineTable: lines == nil)
        Threads.start(stackSize: 1 << 20) { job.run() }
        parser = Parser(
          tokens: tokens, nodes: nodes, childIndices: childIndices, channel: channel, bytes: buffer,
          options: options)
        parser.lines = lines
        let root = parser.parseSourceFile(flush: flush)
        channel.parserFinished()
        // The parser stops at the end-of-file token, which is published last; wait for the
        // lexer's other results all the same.
        while !channel.isFinished { Threads.yield() }
        parser.tokens.count = channel.published
        comments = channel.comments ?? GrowableBuffer(capacity: 0)
        parser.problems.insert(contentsOf: channel.problems, at: 0)
        return finishTree(bytes, lines ?? channel.lineTable ?? parser.lines, &parser, root, &comments)
      }
      var buffers = ParseBuffers(
        tokens: GrowableBuffer(capacity: tokenEstimate), nodes: nodes,
        kinds: GrowableBuffer(capacity: nodes.capacity), childIndices: childIndices,
        scratch: GrowableBuffer(capacity: 1024), comments: GrowableBuffer(capacity: 256))
      return parse(
        bytes, buffer, options: options, with: &buffers, keepingBuffers: false, flush: flush, lines: lines)
    }
  }

  /// Lexes, then parses, in `buffers`: handed to the tree (`keepingBuffers` false), or copied
  /// into one block for the tree and given back emptied, for the next file.
  static func parse(
    _ bytes: [UInt8], _ buffer: UnsafeBufferPointer<UInt8>, options: ParseOptions,
    with buffers: inout ParseBuffers, keepingBuffers: Bool,
    flush: ((inout Parser, _ scratchMark: Int) -> Void)? = nil, lines: LineTable? = nil
  ) -> SyntaxTree {
    let tokenEstimate = Lexer.estimatedTokenCount(buffer.count)
    buffers.tokens.reserve(tokenEstimate)
    buffers.nodes.reserve(Parser.estimatedNodeCount(tokenEstimate))
    buffers.kinds.reserve(buffers.nodes.capacity)
    buffers.childIndices.reserve(Parser.estimatedNodeCount(tokenEstimate))
    let lexed = Lexer.lex(buffer, into: buffers.tokens, comments: buffers.comments)
    var parser = Parser(
      tokens: lexed.tokens, nodes: buffers.nodes, childIndices: buffers.childIndices, kinds: buffers.kinds,
      scratch: buffers.scratch, bytes: buffer, options: options)
    for p in lexed.problems { parser.problems.append((p.offset, p.message)) }
    parser.lines = lines
    let root = parser.parseSourceFile(flush: flush)
    var comments = lexed.comments
    if !keepingBuffers { return finishTree(bytes, parser.lines, &parser, root, &comments) }
    let tree = finishTree(bytes, parser.lines, &parser, root, &comments, copying: true)
    buffers = ParseBuffers(
      tokens: parser.tokens, nodes: parser.nodes, kinds: parser.kinds, childIndices: parser.childIndices,
      scratch: parser.scratch, comments: comments)
    buffers.empty()
    return tree
  }

  /// Sorts the diagnostics and freezes the buffers into a tree (or, `copying`, copies them into
  /// one block of the tree's and leaves them to the caller), with the line table if there is
  /// one (`lines`) or the diagnostics need one.
  private static func finishTree(
    _ bytes: [UInt8], _ lines: LineTable?, _ parser: inout Parser, _ root: NodeID,
    _ comments: inout GrowableBuffer<Comment>, copying: Bool = false
  ) -> SyntaxTree {
    var seen = Set<Int>()
    var diags: [(Int, Int, String)] = []
    for (i, p) in parser.problems.enumerated()
    where seen.insert(p.offset).inserted || p.message.containsText("to close") {
      diags.append((p.offset, i, p.message))
    }
    diags.sort { ($0.0, $0.1) < ($1.0, $1.1) }
    var lines = lines
    var diagnostics: [Diagnostic] = []
    if !diags.isEmpty {
      let table = lines ?? bytes.withUnsafeBufferPointer { LineTable($0) }
      diagnostics = diags.map { Diagnostic(.error, $0.2, at: table.location(ofOffset: $0.0)) }
      lines = table
    }
    if copying {
      let block = ArenaBlock.copying(parser.tokens, comments, parser.nodes, parser.kinds, parser.childIndices)
      return SyntaxTree(
        bytes: bytes, tokens: block.0, comments: block.1,
        nodes: NodeList(
          stored: block.2, kinds: block.3, childTotal: Int32(truncatingIfNeeded: parser.childIndices.count)),
        childIndices: block.4, root: root, diagnostics: diagnostics, lineTable: lines)
    }
    parser.scratch.deallocate()
    return SyntaxTree(
      bytes: bytes, tokens: parser.tokens.freeze(), comments: comments.freeze(),
      nodes: NodeList(
        stored: parser.nodes.freeze(), kinds: parser.kinds.freeze(),
        childTotal: Int32(truncatingIfNeeded: parser.childIndices.count)),
      childIndices: parser.childIndices.freeze(), root: root,
      diagnostics: diagnostics,
      lineTable: lines)
  }

  /// Parses a string.
  public static func parse(_ source: String, options: ParseOptions = ParseOptions()) -> SyntaxTree {
    parse(Array(source.utf8), options: options)
  }

  /// Parses UTF-8 bytes as ``parse(_:options:)`` does, but hands the top-level items to `body`
  /// as they are finished and then forgets their nodes, so that only the nodes of the items
  /// not yet handed on are ever held (a large file's tree is most of its parse's memory).
  ///
  /// Each call of `body` gets a tree whose root, a ``SyntaxKind/sourceFile`` node spanning the
  /// file, has as its children the items finished since the previous call; the roots'
  /// children, call after call, are the root's children in ``parse(_:options:)``'s tree, node
  /// for node. That tree borrows the parser's buffers: it is valid only until `body` returns
  /// (keep neither it nor an array taken from it), its tokens are those lexed so far (all
  /// that its nodes refer to), and it has no comments and no diagnostics. The tree returned
  /// has the whole file's tokens, comments, diagnostics and line table, and a root without
  /// children.
  ///
  /// Why: `detents parse --ast --json` on a 50 MB file held 131 MB of nodes at once (its
  /// peak memory was 5.9 times the file) only to write them out one after another.
  public static func forEachTopLevelItem(
    _ bytes: [UInt8], options: ParseOptions = ParseOptions(), _ body: (SyntaxTree) -> Void
  ) -> SyntaxTree {
    if bytes.count > maximumSourceSize { return tooLarge(bytes, limit: maximumSourceSize) }
    // One table for the file, the items' trees and the parser's messages.
    let lines = bytes.withUnsafeBufferPointer { LineTable($0) }
    return withoutActuallyEscaping(body) { body in
      parse(
        bytes, options: options,
        pipelined: options.usesSecondThread && Threads.areAvailable && bytes.count >= pipelineThreshold,
        flush: { parser, mark in parser.handOnItems(above: mark, bytes: bytes, lines: lines, to: body) },
        lines: lines)
    }
  }

  /// Formats a diagnostic as a compiler does: `path:line:column: error: message`, the source
  /// line (a window of it when it is long), and a caret under the column.
  public static func render(
    _ diagnostic: Diagnostic, path: String, in tree: SyntaxTree,
    locate: ((Int) -> (path: String, line: Int))? = nil
  ) -> String {
    /// The file and line a line of `tree` is in: the same path and line, unless `locate`
    /// says (a module's files parsed as one text, ``SourceModule``).
    func place(_ line: Int) -> (path: String, line: Int) { locate?(line) ?? (path, line) }
    let loc = diagnostic.location
    let shown = place(loc.line)
    var out = tree.bytes.withUnsafeBufferPointer { buf in
      DiagnosticRenderer.render(
        diagnostic.severity, diagnostic.message, path: shown.path, line: shown.line, column: loc.column,
        lineText: buf[tree.lineTable.rangeOfLine(loc.line, in: buf)])
    }
    // Notes follow, each at its place (the diagnostic's own when it names none), as swiftc
    // prints them.
    for note in diagnostic.notes {
      let at = note.location ?? loc
      let noted = place(at.line)
      out += "\n"
      out += tree.bytes.withUnsafeBufferPointer { buf in
        DiagnosticRenderer.render(
          .note, note.message, path: noted.path, line: noted.line, column: at.column,
          lineText: buf[tree.lineTable.rangeOfLine(at.line, in: buf)])
      }
    }
    return out
  }
}

/// The files of a module (a target's sources) read as one program, as Xcode builds a target:
/// their texts one after another, each starting on a new line, and where each begins, so that
/// a line of the whole text can be told as the file and line it came from.
public struct SourceModule: Sendable {
  /// One file: its path and the line of the whole text its first line is.
  public struct File: Sendable {
    public let path: String
    public let firstLine: Int
  }
  /// The files, in the order given.
  public let files: [File]
  /// The texts one after another.
  public let text: String

  /// The module of `files` (path and text each), in that order.
  public init(files: [(path: String, text: String)]) {
    var text = ""
    var line = 1
    var out: [File] = []
    for f in files {
      out.append(File(path: f.path, firstLine: line))
      var t = f.text
      if !t.hasSuffix("\n") { t += "\n" }
      line += t.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
      text += t
    }
    self.files = out
    self.text = text
  }

  /// The file and its own line that line `line` of the whole text is in.
  public func locate(_ line: Int) -> (path: String, line: Int) {
    guard let f = files.last(where: { $0.firstLine <= line }) else { return (files.first?.path ?? "", line) }
    return (f.path, line - f.firstLine + 1)
  }
}

extension SourceFile {
  /// Parses many files, as a tool reads a project: each as ``parse(_:options:)`` parses it,
  /// with the files shared out among `threads` threads (the caller's and `threads - 1` more;
  /// by default one per core, fewer when there are few files or few bytes). The trees come
  /// back in the order of `files`, the same as one at a time.
  ///
  /// Files are handed out largest first, one at a time as threads come free, so that no
  /// thread is left with a large file at the end.
  public static func parse(
    files: [[UInt8]], options: ParseOptions = ParseOptions(), threads: Int? = nil
  ) -> [SyntaxTree] {
    var bytes = 0
    for file in files { bytes += file.count }
    // A thread takes tens of microseconds to start; below about 256 KB each (a millisecond
    // of parsing) it is not worth it.
    let wanted = threads ?? Threads.processorCount
    let count = max(1, min(wanted, files.count, bytes / ParseBatch.bytesPerThread + 1))
    if count == 1 {
      var buffers: ParseBuffers? = nil
      defer { buffers?.deallocate() }
      return files.map { parse($0, options: options, reusing: &buffers) }
    }
    let batch = ParseBatch(files: files, options: options)
    for _ in 1..<count {
      // As much stack as the main thread has: the parser recurses (to a bounded depth).
      Threads.start(stackSize: 8 << 20) {
        batch.work()
        batch.helperFinished()
      }
    }
    batch.work()
    batch.waitForHelpers(count - 1)
    return batch.takeTrees()
  }
}

extension SourceFile {
  /// Parses one of many files: as ``parse(_:options:)`` does, except that a file too small for
  /// a second thread is parsed in `buffers` (made on first use), which the next file reuses.
  /// Why: fresh buffers for each of a project's files (six allocations, five trims, five
  /// owners) were 4% of the instructions of parsing a corpus, and reused memory is warm.
  static func parse(_ bytes: [UInt8], options: ParseOptions, reusing buffers: inout ParseBuffers?)
    -> SyntaxTree
  {
    if bytes.count > maximumSourceSize || (options.usesSecondThread && bytes.count >= pipelineThreshold) {
      return parse(bytes, options: options)
    }
    if buffers == nil { buffers = ParseBuffers(capacityFor: 64 << 10) }
    return bytes.withUnsafeBufferPointer { buffer in
      parse(bytes, buffer, options: options, with: &buffers!, keepingBuffers: true)
    }
  }
}

/// The growable buffers of one parse. A thread that parses file after file keeps one set and
/// reuses it (see ``SourceFile/parse(files:options:threads:)``); the trees get copies.
struct ParseBuffers {
  var tokens: GrowableBuffer<Token>
  var nodes: GrowableBuffer<StoredNode>
  var kinds: GrowableBuffer<SyntaxKind>
  var childIndices: GrowableBuffer<Int32>
  var scratch: GrowableBuffer<Int32>
  var comments: GrowableBuffer<Comment>

  init(
    tokens: GrowableBuffer<Token>, nodes: GrowableBuffer<StoredNode>, kinds: GrowableBuffer<SyntaxKind>,
    childIndices: GrowableBuffer<Int32>, scratch: GrowableBuffer<Int32>, comments: GrowableBuffer<Comment>
  ) {
    self.tokens = tokens
    self.nodes = nodes
    self.kinds = kinds
    self.childIndices = childIndices
    self.scratch = scratch
    self.comments = comments
  }

  /// Buffers for a file of about `byteCount` bytes (they grow for larger ones).
  init(capacityFor byteCount: Int) {
    let tokenEstimate = Lexer.estimatedTokenCount(byteCount)
    let nodeEstimate = Parser.estimatedNodeCount(tokenEstimate)
    self.init(
      tokens: GrowableBuffer(capacity: tokenEstimate), nodes: GrowableBuffer(capacity: nodeEstimate),
      kinds: GrowableBuffer(capacity: nodeEstimate), childIndices: GrowableBuffer(capacity: nodeEstimate),
      scratch: GrowableBuffer(capacity: 1024), comments: GrowableBuffer(capacity: 256))
  }

  /// Empties every buffer, keeping its memory.
  mutating func empty() {
    tokens.truncate(to: 0)
    nodes.truncate(to: 0)
    kinds.truncate(to: 0)
    childIndices.truncate(to: 0)
    scratch.truncate(to: 0)
    comments.truncate(to: 0)
  }

  /// Frees every buffer; they must not be used afterwards.
  func deallocate() {
    tokens.deallocate()
    nodes.deallocate()
    kinds.deallocate()
    childIndices.deallocate()
    scratch.deallocate()
    comments.deallocate()
  }
}

/// Files parsed by several threads (see ``SourceFile/parse(files:options:threads:)``): each
/// takes the next file from a shared counter and stores its tree in that file's slot.
private final class ParseBatch: @unchecked Sendable {
  // @unchecked: `files` and `order` are read-only; each slot of `trees` is written by the one
  // thread that took its index from `next`, and read after every helper has said it is done
  // (release and acquire on `finishedHelpers`).
  static let bytesPerThread = 256 << 10

  let files: [[UInt8]]
  let options: ParseOptions
  /// File indices, largest file first.
  let order: [Int]
  let trees: UnsafeMutablePointer<SyntaxTree?>
  private let next = Atomic<Int>(0)
  private let finishedHelpers = Atomic<Int>(0)

  init(files: [[UInt8]], options: ParseOptions) {
    self.files = files
    self.options = options
    order = files.indices.sorted { files[$0].count > files[$1].count }
    trees = .allocate(capacity: files.count)
    trees.initialize(repeating: nil, count: files.count)
  }

  deinit {
    trees.deinitialize(count: files.count)
    trees.deallocate()
  }

  /// Parses files until none is left, in buffers this thread keeps from file to file.
  func work() {
    var buffers: ParseBuffers? = nil
    while true {
      let k = next.wrappingAdd(1, ordering: .relaxed).oldValue
      if k >= order.count { break }
      let i = order[k]
      trees[i] = SourceFile.parse(files[i], options: options, reusing: &buffers)
    }
    buffers?.deallocate()
  }

  /// Tells the caller's thread that a helper is done.
  func helperFinished() { finishedHelpers.wrappingAdd(1, ordering: .releasing) }

  /// Waits until `count` helpers are done (each is at most one file's parse away).
  func waitForHelpers(_ count: Int) {
    while finishedHelpers.load(ordering: .acquiring) < count { Threads.yield() }
  }

  /// The trees, in the order of the files.
  func takeTrees() -> [SyntaxTree] {
    (0..<files.count).map { trees[$0].unsafelyUnwrapped }
  }
}

/// The lexer's half of a pipelined parse: lexes on its own thread into the shared buffer.
private final class LexJob: @unchecked Sendable {
  // @unchecked: the source bytes are read-only and outlive the thread (the parser waits for
  // the channel to finish before returning), and the token buffer is written only here until
  // then, below the counts the channel publishes.
  let bytes: UnsafeBufferPointer<UInt8>
  let tokens: GrowableBuffer<Token>
  let channel: TokenChannel
  /// The parser's node and child-list blocks, as (address, length in bytes).
  let parserBuffers: [(address: Int, length: Int)]
  /// Whether to build the line table (false: the parse has one already).
  let makesLineTable: Bool

  init(
    bytes: UnsafeBufferPointer<UInt8>, tokens: GrowableBuffer<Token>, channel: TokenChannel,
    parserBuffers: [(address: Int, length: Int)], makesLineTable: Bool = true
  ) {
    self.bytes = bytes
    self.tokens = tokens
    self.channel = channel
    self.parserBuffers = parserBuffers
    self.makesLineTable = makesLineTable
  }

  func run() {
    let lexed = Lexer.lex(bytes, into: tokens, channel: channel)
    channel.comments = lexed.comments
    channel.problems = lexed.problems
    // The lexer usually finishes before the parser: build the line table here, off its path.
    if makesLineTable { channel.lineTable = LineTable(bytes) }
    channel.finish(lexed.tokens.count)
    // The parser's buffers were sized from a guess at the token count; with the real count,
    // map only the guess's share (real code needs about 6% more nodes per token than the guess,
    // interfaces 5% fewer), not pages it will never write and that would only swell the peak
    // memory: an eighth more than the share mapped 6 MB too many for a 50 MB file.
    let share = Double(lexed.tokens.count) / Double(Lexer.estimatedTokenCount(bytes.count))
    prefaultParserBuffers(share: min(1, share))
  }

  /// With the lexing done, spends the rest of this thread's time mapping the pages of the
  /// parser's buffers, from their ends backwards, so that the parser (writing forwards) finds
  /// them ready instead of taking a page fault each.
  ///
  /// Fresh memory costs about 0.33 ms per MB on first touch on this project's 2-core machine,
  /// and the nodes of a 16 MB file take 56 MB. `madvise(MADV_POPULATE_WRITE)` (Linux 5.14 and
  /// later) maps pages without writing to them, so it cannot disturb what the parser has
  /// written; pages already there cost nothing. It stops when the parser is done, and at the
  /// first error (an older kernel, or a block the parser has moved or trimmed meanwhile).
  /// Only the first `share` of each buffer is mapped.
  func prefaultParserBuffers(share: Double) {
    #if os(Linux)
      let page = Int(sysconf(Int32(_SC_PAGESIZE)))
      let chunk = 1 << 20
      let populateWrite: Int32 = 23  // MADV_POPULATE_WRITE
      for range in parserBuffers {
        let start = (range.address + page - 1) & ~(page - 1)
        var end = (range.address + Int(Double(range.length) * share)) & ~(page - 1)
        while end > start {
          if channel.isParserFinished { return }
          let from = max(start, end - chunk)
          if madvise(UnsafeMutableRawPointer(bitPattern: from), end - from, populateWrite) != 0 { return }
          end = from
        }
      }
    #endif
  }
}

/// Where a list of items is being parsed.
enum ItemContext {
  case topLevel, codeBlock, members, switchCaseBody, protocolMembers, switchCases
  /// The clauses of a `#if` that holds only attributes (see `ifConfigHoldsAttributes()`).
  case attributes
}

/// A place in the scratch stack and source where a node starts.
struct Mark {
  let scratch: Int
  let start: UInt32
}

/// The recursive-descent parser. One instance parses one file.
///
/// Nodes are appended to an arena (`nodes` and `kinds`); a node's children are collected on
/// `scratch` while it is parsed and moved to `childIndices` when it is finished, right before
/// the node itself, so each node costs 17 bytes and no allocation (see ``StoredNode``).
///
/// Read-only helpers are declared `mutating` all the same: a non-mutating method gets `self`
/// by value, and the optimizer copied the whole parser (200 bytes) into a temporary for each
/// call from a mutating one. Every loop checks that it made progress and every recursive
/// construct counts its depth, so no input can hang the parser or overflow the stack.
struct Parser {
  /// The tokens, owned by the parser until they are frozen into the tree. Read them with
  /// ``tok(_:)``: while a lexer on another thread is still filling the buffer, only the first
  /// ``available`` tokens may be read.
  var tokens: GrowableBuffer<Token>
  /// How many tokens may be read without asking the lexer.
  var available: Int
  /// The lexer running on another thread, or nil when all tokens are there.
  let channel: TokenChannel?
  let b: UnsafeBufferPointer<UInt8>
  let options: ParseOptions
  var pos = 0
  var nodes: GrowableBuffer<StoredNode>
  /// The kind of each node (kept apart so that a stored node is 16 bytes).
  var kinds: GrowableBuffer<SyntaxKind>
  var childIndices: GrowableBuffer<Int32>
  /// Children of the nodes being built, as a stack; its count is `scratchTop`.
  var scratch: GrowableBuffer<Int32>
  var problems: [(offset: Int, message: String)] = []
  var lastEnd: UInt32 = 0
  /// The line table, once a message needs a line and column (see ``lineColumn(_:)``).
  var lines: LineTable? = nil
  /// The token at `pos` (see ``cur``).
  var current = Token(kind: .eof, flags: 0, start: 0, end: 0)
  var depth = 0
  var reportedDepth = false
  var ifConfigDepth = 0
  /// In `if`/`while`/`guard`/`for`/`switch` headers a `{` opens the body, not a trailing closure.
  var noTrailingClosure = false
  /// In `case` patterns `let`/`var` bind, `is` tests a type and `=` ends the pattern.
  var inPattern = false
  /// In a `#if` condition the expression ends with its line.
  var stopAtNewline = false
  /// How many `(…)`/`[…]` lists enclose the current position; a stray `)` in a closure body
  /// inside one ends the body, elsewhere it is skipped as unexpected.
  var groupDepth = 0

  init(
    tokens: GrowableBuffer<Token>, nodes: GrowableBuffer<StoredNode>, childIndices: GrowableBuffer<Int32>,
    kinds: GrowableBuffer<SyntaxKind>? = nil, scratch: GrowableBuffer<Int32>? = nil,
    channel: TokenChannel? = nil,
    bytes: UnsafeBufferPointer<UInt8>, options: ParseOptions
  ) {
    self.tokens = tokens
    self.channel = channel
    available = channel == nil ? tokens.count : 0
    self.b = bytes
    self.options = options
    self.nodes = nodes
    self.kinds = kinds ?? GrowableBuffer(capacity: nodes.capacity)
    self.scratch = scratch ?? GrowableBuffer(capacity: 1024)
    self.childIndices = childIndices
  }

  /// A first guess at the number of nodes for `tokenCount` tokens: about two nodes per three
  /// tokens in real code (each node but the root is also one child index). Buffers grow if low.
  static func estimatedNodeCount(_ tokenCount: Int) -> Int { tokenCount * 2 / 3 + 16 }

  /// How many children are waiting on the scratch stack.
  @inline(__always) var scratchTop: Int { scratch.count }

  // MARK: Tokens

  /// The token at `i`, or the end-of-file token for any `i` past the end.
  @inline(__always) mutating func tok(_ i: Int) -> Token {
    if i < available { return tokens.base[i] }
    return tokenSlow(i)
  }

  /// ``tok(_:)`` past the tokens known so far: waits for the lexer to publish token `i` or to
  /// finish, then clamps to the end-of-file token.
  @inline(never) mutating func tokenSlow(_ i: Int) -> Token {
    if let channel {
      var spins = 0
      while true {
        if channel.isFinished {
          available = channel.published
          break
        }
        let published = channel.published
        if i < published {
          available = published
          return tokens.base[i]
        }
        spins += 1
        if spins > 64 { Threads.yield() }
      }
    }
    return tokens.base[min(i, available - 1)]
  }

  /// The token at `pos`, kept in step by ``advance()`` (the parser asks for it far more often
  /// than it moves).
  @inline(__always) var cur: Token { current }
  @inline(__always) var kind: TokenKind { current.kind }
  @inline(__always) mutating func peek(_ k: Int = 1) -> Token { tok(pos + k) }
  @inline(__always) mutating func peekKind(_ k: Int = 1) -> TokenKind { peek(k).kind }

  @inline(__always) mutating func advance() {
    if current.kind != .eof {
      lastEnd = current.end
      pos += 1
      current = tok(pos)
    }
  }

  /// Consumes the first character of the current token (an operator such as `>>` or `?...`)
  /// and keeps the rest as the current token, with the kind `restKind` gives it (it gets the
  /// rest, still of the whole token's kind, and the source bytes).
  mutating func splitOffFirstCharacter(_ restKind: (Token, UnsafeBufferPointer<UInt8>) -> TokenKind) {
    let t = cur
    guard t.length > 1 else {
      advance()
      return
    }
    var rest = Token(kind: t.kind, flags: 0, start: t.start + 1, end: t.end)
    rest.kind = restKind(rest, b)
    lastEnd = t.start + 1
    tokens.base[pos] = rest
    current = rest
  }

  /// Consumes the current token and returns its index.
  @inline(__always) mutating func take() -> Int32 {
    let i = Int32(pos)
    advance()
    return i
  }

  @inline(__always) mutating func consume(_ k: TokenKind) -> Bool {
    if kind == k {
      advance()
      return true
    }
    return false
  }

  /// Whether a token's text is `s`.
  @inline(__always) mutating func tokenIs(_ t: Token, _ s: StaticString) -> Bool {
    let len = s.utf8CodeUnitCount
    guard t.length == len else { return false }
    let p = s.utf8Start
    let base = Int(t.start)
    for i in 0..<len where b[base + i] != p[i] { return false }
    return true
  }

  /// Whether the current token is the identifier `s` (a contextual keyword).
  @inline(__always) mutating func at(_ s: StaticString) -> Bool {
    let t = current
    return t.kind == .identifier && tokenIs(t, s)
  }

  @inline(__always) mutating func peekIs(_ k: Int, _ s: StaticString) -> Bool {
    let t = peek(k)
    return t.kind == .identifier && tokenIs(t, s)
  }

  mutating func firstByte(_ t: Token) -> UInt8 { t.start < t.end ? b[Int(t.start)] : 0 }

  mutating func text(_ t: Token) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: b[Int(t.start)..<Int(t.end)]), as: UTF8.self)
  }

  /// `line:column` of a token, for messages that point back at an opener. The line table is
  /// built on the first such message (a broken file may have thousands; scanning from the start
  /// for each would make the parse quadratic).
  mutating func lineColumn(_ t: Token) -> String {
    if lines == nil {
      // The lexer's thread builds one when it is done; the tree keeps whichever exists.
      if let channel, channel.isFinished, let table = channel.lineTable {
        lines = table
      } else {
        lines = LineTable(b)
      }
    }
    return lines.unsafelyUnwrapped.location(ofOffset: Int(t.start)).description
  }

  /// A short description of a token for messages: `'foo'` or "end of file".
  mutating func describe(_ t: Token) -> String {
    switch t.kind {
    case .eof: return "end of file"
    case .stringOpen: return "string literal"
    default:
      let s = text(t)
      return s.count > 24 ? "'\(s.prefix(24))…'" : "'\(s)'"
    }
  }

  // MARK: Nodes

  @inline(__always) mutating func mark() -> Mark { Mark(scratch: scratchTop, start: current.start) }

  @inline(__always) mutating func push(_ id: NodeID) { scratch.append(id.index) }

  /// Removes and returns the node on top of the scratch stack.
  @inline(__always) mutating func pop() -> NodeID {
    let id = NodeID(scratch.last)
    scratch.truncate(to: scratch.count - 1)
    return id
  }

  @inline(__always) mutating func finish(_ kind: SyntaxKind, _ m: Mark, token: Int32 = -1) -> NodeID {
    finish(kind, scratchMark: m.scratch, start: m.start, token: token)
  }

  /// Finishes a node: a leaf (nothing on the scratch stack since `scratchMark`) written in
  /// place, any other by ``finishWithChildren(_:scratchMark:start:token:)``.
  ///
  /// Why inlined: half of the nodes are leaves, and the call and the saving of registers for
  /// the loop that moves children cost more than writing a leaf.
  @inline(__always) mutating func finish(_ kind: SyntaxKind, scratchMark: Int, start: UInt32, token: Int32)
    -> NodeID
  {
    let id = nodes.count
    if scratch.count == scratchMark && id < nodes.capacity && kinds.count < kinds.capacity {
      let end = lastEnd
      (nodes.base + id).initialize(
        to: StoredNode(
          token: token, start: min(start, end), end: end,
          firstChild: Int32(truncatingIfNeeded: childIndices.count)))
      nodes.count = id &+ 1
      (kinds.base + kinds.count).initialize(to: kind)
      kinds.count &+= 1
      return NodeID(Int32(truncatingIfNeeded: id))
    }
    return finishWithChildren(kind, scratchMark: scratchMark, start: start, token: token)
  }

  /// ``finish(_:scratchMark:start:token:)`` for a node with children (or full buffers).
  ///
  /// Why a function of its own for one child: two nodes in three with children have exactly
  /// one (an argument, a wrapper, a postfix step), and with the general loop in the same
  /// function every call paid for saving the registers the loop needs.
  @inline(never) mutating func finishWithChildren(
    _ kind: SyntaxKind, scratchMark: Int, start: UInt32, token: Int32
  )
    -> NodeID
  {
    let first = childIndices.count
    let id = nodes.count
    guard
      scratch.count &- scratchMark == 1 && first < childIndices.capacity && id < nodes.capacity
        && kinds.count < kinds.capacity
    else { return finishWithManyChildren(kind, scratchMark: scratchMark, start: start, token: token) }
    var s = start
    var end = lastEnd
    if end < s { s = end }
    let c = scratch.base[scratchMark]
    childIndices.base[first] = c
    childIndices.count = first &+ 1
    scratch.count = scratchMark
    let child = nodes.base[Int(c)]
    if child.start < s { s = child.start }
    if child.end > end { end = child.end }
    (nodes.base + id).initialize(
      to: StoredNode(token: token, start: s, end: end, firstChild: Int32(truncatingIfNeeded: first)))
    nodes.count = id &+ 1
    (kinds.base + kinds.count).initialize(to: kind)
    kinds.count &+= 1
    return NodeID(Int32(truncatingIfNeeded: id))
  }

  /// ``finishWithChildren(_:scratchMark:start:token:)`` for any number of children but one,
  /// or when a buffer is full.
  @inline(never) mutating func finishWithManyChildren(
    _ kind: SyntaxKind, scratchMark: Int, start: UInt32, token: Int32
  )
    -> NodeID
  {
    let first = childIndices.count
    let count = scratch.count - scratchMark
    var s = start
    var end = lastEnd
    // Nothing consumed since the mark: an empty node right after the previous token, or a
    // node made only of (empty) children.
    if end < s { s = end }
    if count > 0 {
      // Move the children from the scratch stack to the child lists in one pass, widening
      // the node to cover them all.
      childIndices.reserve(first + count)
      let from = scratch.base + scratchMark
      let to = childIndices.base + first
      let arena = nodes.base
      for k in 0..<count {
        let c = from[k]
        to[k] = c
        let child = arena[Int(c)]
        if child.start < s { s = child.start }
        if child.end > end { end = child.end }
      }
      childIndices.count = first + count
      scratch.truncate(to: scratchMark)
    }
    let id = nodes.count
    nodes.append(StoredNode(token: token, start: s, end: end, firstChild: Int32(truncatingIfNeeded: first)))
    kinds.append(kind)
    return NodeID(Int32(truncatingIfNeeded: id))
  }

  /// A node built from existing nodes (operands of a folded operator), spanning them all.
  mutating func makeNode(_ kind: SyntaxKind, token: Int32, _ a: NodeID, _ b: NodeID, _ c: NodeID? = nil)
    -> NodeID
  {
    let first = Int32(childIndices.count)
    let na = nodes[Int(a.index)]
    let nb = nodes[Int(b.index)]
    var start = min(na.start, nb.start)
    var end = max(na.end, nb.end)
    childIndices.append(a.index)
    childIndices.append(b.index)
    if let c {
      let nc = nodes[Int(c.index)]
      start = min(start, nc.start)
      end = max(end, nc.end)
      childIndices.append(c.index)
    }
    if token >= 0 {
      let t = tok(Int(token))
      start = min(start, t.start)
      end = max(end, t.end)
    }
    nodes.append(StoredNode(token: token, start: start, end: end, firstChild: first))
    kinds.append(kind)
    return NodeID(Int32(nodes.count - 1))
  }

  /// Hands the top-level items above `mark` on the scratch stack to `body` as the children of
  /// a root of their own, in a tree that borrows the buffers (see
  /// ``SourceFile/forEachTopLevelItem(_:options:_:)``), then forgets every node: nothing
  /// refers to a finished top-level item's nodes once the next item starts.
  mutating func handOnItems(
    above mark: Int, bytes: [UInt8], lines: LineTable, to body: (SyntaxTree) -> Void
  ) {
    let root = finish(.sourceFile, scratchMark: mark, start: 0, token: -1)
    nodes[Int(root.index)].start = 0
    nodes[Int(root.index)].end = UInt32(truncatingIfNeeded: b.count)
    let noComments = GrowableBuffer<Comment>(capacity: 0)
    defer { noComments.deallocate() }
    body(
      SyntaxTree(
        bytes: bytes, tokens: tokens.borrowed(count: available), comments: noComments.borrowed(),
        nodes: NodeList(
          stored: nodes.borrowed(), kinds: kinds.borrowed(),
          childTotal: Int32(truncatingIfNeeded: childIndices.count)),
        childIndices: childIndices.borrowed(), root: root, diagnostics: [], lineTable: lines))
    nodes.truncate(to: 0)
    kinds.truncate(to: 0)
    childIndices.truncate(to: 0)
  }

  /// An empty node at the current position: a missing expression or type.
  mutating func missing(_ kind: SyntaxKind) -> NodeID { finish(kind, mark()) }

  // MARK: Diagnostics

  mutating func error(_ message: String, at offset: UInt32) {
    problems.append((Int(offset), message))
  }

  /// An error at the current token.
  mutating func errorHere(_ message: String) { error(message, at: cur.start) }

  /// An "expected …" error where the missing text would go: at the next token when it is on
  /// the same line, else right after the previous token (as swift-syntax places missing
  /// tokens after the previous token's trailing trivia).
  mutating func errorExpected(_ message: String) {
    error(message, at: pos == 0 || (!cur.isAtStartOfLine && kind != .eof) ? cur.start : lastEnd)
  }

  /// `found 'x'` for a message when the current token is on the same line, else "".
  mutating func foundHere() -> String {
    kind == .eof || cur.isAtStartOfLine ? "" : ", found \(describe(cur))"
  }

  @discardableResult mutating func expect(_ k: TokenKind, _ what: String) -> Bool {
    if consume(k) { return true }
    errorExpected("expected \(what)")
    return false
  }

  static func closerText(_ k: TokenKind) -> String {
    switch k {
    case .rightParen, .interpolationClose: return ")"
    case .rightSquare: return "]"
    case .rightBrace: return "}"
    default: return ">"
    }
  }

  /// Consumes the closing token of a group, or reports it missing with the opener's position.
  ///
  /// Recovery: tokens before the closer on the same line (or before any closer when the
  /// group spans lines) are skipped as unexpected, unless they start a new declaration or
  /// statement, in which case the closer is taken to be missing.
  @discardableResult @inline(__always) mutating func expectClose(
    _ k: TokenKind, open: Token, what: String = ""
  )
    -> Bool
  {
    if consume(k) { return true }
    return expectedClose(k, open: open, what: what)
  }

  /// ``expectClose(_:open:what:)`` when the closer is not next: recovery and the error.
  @inline(never) mutating func expectedClose(_ k: TokenKind, open: Token, what: String) -> Bool {
    let closer = Parser.closerText(k)
    let opener = text(open)
    let ctx = what.isEmpty ? "" : " \(what)"
    // Can we find the closer by skipping junk that does not start a new line (or a body)?
    if kind != .eof && !cur.isAtStartOfLine && !isClosingToken(kind) && kind != .leftBrace {
      let m = mark()
      errorHere("unexpected \(describe(cur))\(ctx)")
      skipBalanced(stopAtLineStart: true, stopAt: k)
      if kind == k {
        push(finish(.unexpectedNodes, m))
        advance()
        return true
      }
      push(finish(.unexpectedNodes, m))
    }
    errorExpected("expected '\(closer)' to close '\(opener)' opened at \(lineColumn(open))")
    return false
  }

  mutating func isClosingToken(_ k: TokenKind) -> Bool {
    switch k {
    case .rightParen, .rightBrace, .rightSquare, .interpolationClose, .stringClose, .poundElse, .poundElseif,
      .poundEndif, .eof:
      return true
    default: return false
    }
  }

  /// Skips tokens, keeping brackets balanced, until a line start (if asked), `stopAt`, an
  /// unmatched closer or the end of file. Always stops at or after the current token.
  mutating func skipBalanced(stopAtLineStart: Bool, stopAt: TokenKind = .eof, stopAtSemicolon: Bool = true) {
    var nest = 0
    var first = true
    while kind != .eof {
      let k = kind
      if nest == 0 {
        if k == stopAt && stopAt != .eof { return }
        if !first && stopAtLineStart && cur.isAtStartOfLine { return }
        if isClosingToken(k) && k != .stringClose { return }
        if k == .semicolon && !first && stopAtSemicolon { return }
      }
      switch k {
      case .leftParen, .leftSquare, .leftBrace, .interpolationOpen: nest += 1
      case .rightParen, .rightSquare, .rightBrace, .interpolationClose:
        if nest == 0 { return }
        nest -= 1
      case .poundElse, .poundElseif, .poundEndif: if nest == 0 { return }
      default: break
      }
      advance()
      first = false
    }
  }

  /// Reports unexpected tokens and skips them (to the end of the line or the next closer).
  /// Always consumes at least one token unless at the end of the file.
  mutating func skipUnexpected(_ message: String) -> NodeID {
    let m = mark()
    errorHere(message)
    let before = pos
    skipBalanced(stopAtLineStart: true)
    if pos == before { advance() }
    return finish(.unexpectedNodes, m)
  }

  // MARK: Nesting

  /// Enters a nested construct; false (with a diagnostic and the construct skipped) when too
  /// deep. Pair a true result with ``leave()``.
  @inline(__always) mutating func enter() -> Bool {
    if depth < options.maximumNestingLevel {
      depth += 1
      return true
    }
    return tooDeep()
  }

  /// ``enter()`` past the nesting limit: reports it once and skips the construct.
  @inline(never) mutating func tooDeep() -> Bool {
    if !reportedDepth {
      reportedDepth = true
      errorHere("too many levels of nesting; the parser skips this construct")
    }
    // Skip the whole group: an opener and everything up to its closer.
    if isClosingToken(kind) { return false }
    var nest = 0
    repeat {
      switch kind {
      case .leftParen, .leftSquare, .leftBrace, .interpolationOpen: nest += 1
      case .rightParen, .rightSquare, .rightBrace, .interpolationClose: nest -= 1
      default: break
      }
      advance()
    } while nest > 0 && kind != .eof
    return false
  }

  @inline(__always) mutating func leave() { depth -= 1 }
}
