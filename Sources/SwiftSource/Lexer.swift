/// What the lexer produced: a flat token array ending in ``TokenKind/eof``, the comments, and
/// diagnostics as byte offsets with messages.
public struct LexResult: Sendable {
  /// The tokens, ending with ``TokenKind/eof``.
  public var tokens: ArenaArray<Token>
  /// The comments, in source order.
  public var comments: ArenaArray<Comment>
  /// Problems as (UTF-8 offset, message); ``SourceFile`` turns them into ``Diagnostic``s.
  public var problems: [(offset: Int, message: String)]
}

/// Turns UTF-8 Swift source into tokens, without ever failing.
///
/// The lexer works on bytes. It keeps a stack of modes for string literals and their
/// interpolations, so `"a \("b \(c)")"` nests to any depth and comes out as one flat array:
/// `stringOpen stringSegment interpolationOpen stringOpen … interpolationClose stringClose`.
///
/// Choices, following the Swift compiler:
/// - An operator is binary when it has whitespace on both sides or on neither, prefix when only
///   its right side touches something, postfix when only its left side does. A `?` or `!`
///   touching the expression before it is a token by itself, ``TokenKind/postfixQuestion`` /
///   ``TokenKind/postfixExclaim``, even when operator characters follow (`Int?>`); a lone `?`
///   with space before it is ``TokenKind/infixQuestion``.
/// - Regex literals `/…/`: a `/` starts one only where an expression can start (the previous
///   token does not end an expression and is not `func` or `operator`), when the next
///   character is not a space, tab, newline or `)`, and when an unescaped `/` closes it on the
///   same line with no space before it. Like `swiftc`, a `/` inside `[…]` still closes the
///   literal. `#/…/#` (any number of `#`) is always a regex and may span lines.
/// - A newline inside the interpolation of a single-line string ends that string with
///   "unterminated string literal", which keeps a missing `)` from swallowing the file.
/// - After a `.`, a number is lexed as an integer so that `t.0.1` is two member accesses.
public enum Lexer {
  /// Lexes a whole buffer.
  public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> LexResult {
    var raw = lex(bytes)
    return LexResult(tokens: raw.tokens.freeze(), comments: raw.comments.freeze(), problems: raw.problems)
  }

  /// Lexes a buffer into growable buffers that the caller owns (the parser edits tokens in
  /// place when it splits `>>` in generic argument lists).
  static func lex(
    _ bytes: UnsafeBufferPointer<UInt8>, into tokens: GrowableBuffer<Token>? = nil,
    comments: GrowableBuffer<Comment>? = nil, channel: TokenChannel? = nil
  ) -> (
    tokens: GrowableBuffer<Token>, comments: GrowableBuffer<Comment>,
    problems: [(offset: Int, message: String)]
  ) {
    var lexer = LexerState(
      bytes, tokens: tokens ?? GrowableBuffer(capacity: estimatedTokenCount(bytes.count)),
      comments: comments ?? GrowableBuffer(capacity: 256))
    lexer.channel = channel
    if channel == nil { lexer.nextPublish = Int.max }
    lexer.run()
    return (lexer.tokens, lexer.comments, lexer.problems)
  }

  /// The length at which string literal text is split into another segment (a token has at
  /// most ``Token/maximumLength`` bytes; an escape or a character ends within the other half).
  static let longestSegment = (Token.maximumLength + 1) / 2

  /// A first guess at the number of tokens in `byteCount` bytes of Swift: about one token per
  /// five bytes in the toolchain's interfaces and in app code. Buffers grow if it is low.
  static func estimatedTokenCount(_ byteCount: Int) -> Int { byteCount / 5 + 16 }

  /// Lexes an array of bytes.
  public static func tokenize(_ bytes: [UInt8]) -> LexResult {
    bytes.withUnsafeBufferPointer { tokenize($0) }
  }
}

private enum LexMode {
  case string(hashes: Int, multiline: Bool, start: Int)
  case interpolation(depth: Int)
}

/// Swift's reserved words and their token kinds.
let reservedWords: [(String, TokenKind)] = [
  ("_", .kwUnderscore),
  ("if", .kwIf),
  ("in", .kwIn),
  ("do", .kwDo),
  ("as", .kwAs),
  ("is", .kwIs),
  ("nil", .kwNil),
  ("var", .kwVar),
  ("for", .kwFor),
  ("let", .kwLet),
  ("try", .kwTry),
  ("func", .kwFunc),
  ("case", .kwCase),
  ("else", .kwElse),
  ("true", .kwTrue),
  ("Self", .kwCapitalSelf),
  ("self", .kwSelf),
  ("enum", .kwEnum),
  ("init", .kwInit),
  ("guard", .kwGuard),
  ("while", .kwWhile),
  ("where", .kwWhere),
  ("false", .kwFalse),
  ("catch", .kwCatch),
  ("break", .kwBreak),
  ("defer", .kwDefer),
  ("super", .kwSuper),
  ("class", .kwClass),
  ("inout", .kwInout),
  ("throw", .kwThrow),
  ("public", .kwPublic),
  ("static", .kwStatic),
  ("switch", .kwSwitch),
  ("return", .kwReturn),
  ("throws", .kwThrows),
  ("repeat", .kwRepeat),
  ("struct", .kwStruct),
  ("deinit", .kwDeinit),
  ("import", .kwImport),
  ("private", .kwPrivate),
  ("default", .kwDefault),
  ("continue", .kwContinue),
  ("internal", .kwInternal),
  ("protocol", .kwProtocol),
  ("operator", .kwOperator),
  ("rethrows", .kwRethrows),
  ("associatedtype", .kwAssociatedtype),
  ("extension", .kwExtension),
  ("fileprivate", .kwFileprivate),
  ("precedencegroup", .kwPrecedencegroup),
  ("subscript", .kwSubscript),
  ("typealias", .kwTypealias),
  ("fallthrough", .kwFallthrough),
]

/// A perfect hash table of the reserved words, keyed by their bytes packed little-endian into
/// two words (bytes 0-7 and 8-15) and their length.
///
/// Why: a `switch` over 53 packed constants compiled to a tree of about six compares per
/// identifier, each a coin-flip branch; identifiers are a third of all tokens. Here one
/// multiply picks the only slot the word can be in and one compare confirms it. The multiplier
/// was found by a search for one that sends the 53 words to 53 different slots of 128; the
/// test `reservedWordsHashToDistinctSlots` checks that it still does.
final class ReservedWordTable: @unchecked Sendable {
  // @unchecked: filled in `init`, read-only afterwards.
  struct Slot {
    var lo: UInt64 = 0
    var hi: UInt64 = 0
    var kind = TokenKind.identifier
  }

  static let shared = ReservedWordTable()
  static let slotBits = 7
  static let multiplier: UInt64 = 0x7c0c_d86d_c574_9e71

  let slots: UnsafeMutablePointer<Slot>
  /// How many words landed in a slot another word had taken (0, or the table is broken).
  private(set) var collisions = 0

  private init() {
    let count = 1 << ReservedWordTable.slotBits
    slots = .allocate(capacity: count)
    slots.initialize(repeating: Slot(), count: count)
    for (word, kind) in reservedWords {
      let (lo, hi) = ReservedWordTable.pack(Array(word.utf8))
      let i = ReservedWordTable.slot(lo, hi, word.utf8.count)
      if slots[i].kind != .identifier { collisions += 1 }
      slots[i] = Slot(lo: lo, hi: hi, kind: kind)
    }
  }

  /// Packs up to 16 bytes little-endian into two words.
  static func pack<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> (UInt64, UInt64) {
    var lo: UInt64 = 0
    var hi: UInt64 = 0
    for (i, c) in bytes.prefix(16).enumerated() {
      if i < 8 { lo |= UInt64(c) << UInt64(8 * i) } else { hi |= UInt64(c) << UInt64(8 * (i - 8)) }
    }
    return (lo, hi)
  }

  /// The slot of a packed word.
  @inline(__always) static func slot(_ lo: UInt64, _ hi: UInt64, _ len: Int) -> Int {
    let key = lo ^ (hi &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(len)
    return Int(truncatingIfNeeded: (key &* multiplier) >> UInt64(64 - slotBits))
  }

  /// The reserved word packed into `lo`/`hi` with `len` bytes, or nil.
  @inline(__always) func kind(_ lo: UInt64, _ hi: UInt64, _ len: Int) -> TokenKind? {
    let slot = slots[ReservedWordTable.slot(lo, hi, len)]
    return slot.lo == lo && slot.hi == hi && slot.kind != .identifier ? slot.kind : nil
  }
}

/// Whether a Unicode scalar may appear in an operator (Swift's operator-head ranges).
func isOperatorScalar(_ u: UInt32) -> Bool {
  switch u {
  case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
    0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
    0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
    0x3008...0x3020, 0x3030:
    return true
  case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
    0xE0100...0xE01EF:
    return true  // combining marks continue an operator
  default:
    return false
  }
}

/// Whether a non-ASCII scalar may appear in an identifier (everything that is not an operator,
/// whitespace or a byte-order mark, as a resilient approximation of Swift's tables).
func isIdentifierScalar(_ u: UInt32) -> Bool {
  if u < 0x80 { return false }
  switch u {
  case 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: return false
  default: return !isOperatorScalar(u) || (0x0300...0x036F).contains(u)
  }
}

/// Bits of the lexer's table of ASCII character classes.
enum CharClass {
  /// `a`-`z`, `A`-`Z`, `_`, `0`-`9`, `$`: continues an identifier (`_$id`, as in swiftc).
  static let identifierBody: UInt8 = 1
  /// A byte that may start a reserved word: lowercase letters, `_` and `S` (`Self`).
  static let keywordStart: UInt8 = 2
  /// Space or tab.
  static let blank: UInt8 = 4
  /// `a`-`z`, `A`-`Z`, `_`: starts an identifier or reserved word.
  static let identifierStart: UInt8 = 8
  /// A byte that is a token by itself whatever surrounds it: `{ } [ ] , ; : @ \`.
  static let punctuation: UInt8 = 16
  /// A byte that may begin trivia other than blanks: `/` (comments), line breaks, vertical
  /// tab, form feed, NUL, and `#` (`#!` on the first line).
  static let maybeTrivia: UInt8 = 32
  /// An ASCII operator character: `/ = - + ! * % < > & | ^ ~ ?`.
  static let operatorCharacter: UInt8 = 64
  /// `(`, `)` and `.`: lexed in the main loop (outside string interpolations, and for `.` when
  /// no operator follows), the rest of the time by `lexToken`.
  static let parenthesisOrPeriod: UInt8 = 128

  // nonisolated(unsafe): both tables are filled once, before anyone can read them, and never
  // written again.

  /// The 256-entry table, built once (bytes 0x80 and up have no class: they take the slow
  /// path).
  nonisolated(unsafe) static let table: UnsafePointer<UInt8> = UnsafePointer(makeTable())
  /// The token kind of each ``punctuation`` byte (`.unknown` for the others), built once.
  nonisolated(unsafe) static let punctuationTable: UnsafePointer<TokenKind> = UnsafePointer(
    makePunctuationTable())

  static func makeTable() -> UnsafeMutablePointer<UInt8> {
    let t = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    t.initialize(repeating: 0, count: 256)
    for c in UInt8(ascii: "a")...UInt8(ascii: "z") {
      t[Int(c)] = identifierBody | keywordStart | identifierStart
    }
    for c in UInt8(ascii: "A")...UInt8(ascii: "Z") { t[Int(c)] = identifierBody | identifierStart }
    for c in UInt8(ascii: "0")...UInt8(ascii: "9") { t[Int(c)] = identifierBody }
    t[Int(UInt8(ascii: "$"))] = identifierBody
    t[Int(UInt8(ascii: "_"))] = identifierBody | keywordStart | identifierStart
    t[Int(UInt8(ascii: "S"))] |= keywordStart
    t[32] = blank
    t[9] = blank
    for (c, _) in punctuationKinds { t[Int(c)] = punctuation }
    for c: UInt8 in [UInt8(ascii: "/"), 10, 13, 11, 12, 0, UInt8(ascii: "#")] { t[Int(c)] = maybeTrivia }
    for c in "/=-+!*%<>&|^~?".utf8 { t[Int(c)] |= operatorCharacter }
    for c in "().".utf8 { t[Int(c)] = parenthesisOrPeriod }
    return t
  }

  /// The single-byte tokens marked ``punctuation``.
  static let punctuationKinds: [(UInt8, TokenKind)] = [
    (UInt8(ascii: "{"), .leftBrace), (UInt8(ascii: "}"), .rightBrace), (UInt8(ascii: "["), .leftSquare),
    (UInt8(ascii: "]"), .rightSquare), (UInt8(ascii: ","), .comma), (UInt8(ascii: ";"), .semicolon),
    (UInt8(ascii: ":"), .colon), (UInt8(ascii: "@"), .atSign), (UInt8(ascii: "\\"), .backslash),
  ]

  static func makePunctuationTable() -> UnsafeMutablePointer<TokenKind> {
    let t = UnsafeMutablePointer<TokenKind>.allocate(capacity: 256)
    t.initialize(repeating: .unknown, count: 256)
    for (c, k) in punctuationKinds { t[Int(c)] = k }
    return t
  }
}

/// The lexer's state while it runs. Read-only helpers are declared `mutating` all the same, as
/// in ``Parser``: a non-mutating method gets `self` by value, and calls from a mutating one
/// copied the whole state with `memcpy` (2% of a profile of the corpus).
private struct LexerState {
  let b: UnsafeBufferPointer<UInt8>
  let n: Int
  /// ``CharClass`` bits of each byte value.
  let classes = CharClass.table
  /// The kind of each single-byte punctuation token.
  let punctuationKinds = CharClass.punctuationTable
  let reservedWordTable = ReservedWordTable.shared
  var pos = 0
  var tokens: GrowableBuffer<Token>
  var comments: GrowableBuffer<Comment>
  var problems: [(offset: Int, message: String)] = []
  var modes: [LexMode] = []
  /// Whether the innermost mode is a string body (kept beside `modes` for the main loop).
  var inStringBody = false
  /// ``Token/Flags`` that the next token gets: a newline or other trivia came before it.
  var pending: UInt8 = Token.Flags.atStartOfLine
  /// The kind of the last token emitted (`.eof` before the first).
  var lastKind = TokenKind.eof
  /// Where to publish tokens for a parser running on another thread, if one is.
  var channel: TokenChannel? = nil
  /// The token count at which to publish next.
  var nextPublish = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>, tokens: GrowableBuffer<Token>, comments: GrowableBuffer<Comment>)
  {
    b = bytes
    n = bytes.count
    self.tokens = tokens
    self.comments = comments
  }

  @inline(__always) func at(_ i: Int) -> UInt8 { i < n ? b[i] : 0 }
  @inline(__always) var sawTrivia: Bool { pending & Token.Flags.leadingTrivia != 0 }

  mutating func problem(_ offset: Int, _ message: String) {
    problems.append((offset, message))
  }

  @inline(__always) mutating func emit(_ kind: TokenKind, _ s: Int, _ e: Int, _ extra: UInt8 = 0) {
    if e - s > Token.maximumLength { return emitOverlong(s, e, extra) }
    tokens.append(
      Token(kind: kind, flags: extra | pending, start: UInt32(truncatingIfNeeded: s), length: e - s))
    pending = 0
    lastKind = kind
  }

  /// A token longer than ``Token/maximumLength`` (string literal text is split before, see
  /// ``lexStringBody(hashes:multiline:start:)``): an error, and unknown tokens that cover it.
  @inline(never) mutating func emitOverlong(_ s: Int, _ e: Int, _ extra: UInt8) {
    problem(s, "token too long: \(e - s) bytes (SwiftSource reads tokens of at most 64 KiB)")
    var p = s
    while p < e {
      let q = min(e, p + Token.maximumLength)
      emit(.unknown, p, q, p == s ? extra : 0)
      p = q
    }
  }

  mutating func pushMode(_ mode: LexMode) {
    modes.append(mode)
    if case .string = mode { inStringBody = true } else { inStringBody = false }
  }

  mutating func popModes(_ k: Int = 1) {
    // One at a time: `removeLast(k)` went through a general range replacement.
    for _ in 0..<k { modes.removeLast() }
    if case .string? = modes.last { inStringBody = true } else { inStringBody = false }
  }

  mutating func run() {
    // A UTF-8 byte-order mark is trivia.
    if n >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF { pos = 3 }
    while true {
      if inStringBody, case .string(let h, let ml, let st)? = modes.last {
        lexStringBody(hashes: h, multiline: ml, start: st)
        continue
      }
      // The common cases inline: blanks and line breaks, identifiers and punctuation.
      var p = pos
      var flags = pending
      while p < n {
        let c = b[p]
        if classes[Int(c)] & CharClass.blank != 0 {
          flags |= Token.Flags.leadingTrivia
        } else if c == 10 && modes.isEmpty {
          flags = Token.Flags.atStartOfLine | Token.Flags.leadingTrivia
          // Indentation, most of the blanks of real code (a fifth of its bytes): eight spaces at
          // a time. (Between tokens a blank is mostly one space, which the loop takes faster.)
          p = LexerState.spacesEnd(b, from: p + 1)
          continue
        } else {
          break
        }
        p += 1
      }
      pos = p
      pending = flags
      if p >= n { break }
      let c = b[p]
      let cls = classes[Int(c)]
      if cls & CharClass.identifierStart != 0 {
        lexIdentifier()
      } else if cls & CharClass.punctuation != 0 {
        pos = p + 1
        emit(punctuationKinds[Int(c)], p, p + 1)
      } else if cls & CharClass.parenthesisOrPeriod != 0 {
        // A fifth of the tokens; `lexToken` (a call and a switch) cost twice as much.
        if c == UInt8(ascii: ".") {
          let next = at(p + 1)
          if next == UInt8(ascii: ".") || classes[Int(next)] & CharClass.operatorCharacter != 0 {
            lexToken()
          } else {
            pos = p + 1
            emit(.period, p, p + 1)
          }
        } else if modes.isEmpty {
          pos = p + 1
          emit(c == UInt8(ascii: "(") ? .leftParen : .rightParen, p, p + 1)
        } else {
          lexToken()
        }
      } else if cls & CharClass.maybeTrivia != 0 {
        skipTrivia()
        if pos >= n { break }
        // Not trivia after all: a `/` operator or a `#` keyword.
        if pos == p { lexToken() } else { continue }
      } else {
        lexToken()
      }
      if tokens.count >= nextPublish, let channel {
        channel.publish(tokens.count)
        nextPublish = tokens.count + TokenChannel.batch
      }
    }
    for mode in modes.reversed() {
      if case .string(_, _, let st) = mode { problem(st, "unterminated string literal") }
    }
    modes.removeAll()
    pending |= Token.Flags.atStartOfLine
    emit(.eof, n, n)
  }

  /// The start of the single-line string that the innermost interpolation belongs to, if any.
  mutating func singleLineStringAroundInterpolation() -> Int? {
    guard modes.count >= 2, case .interpolation = modes[modes.count - 1],
      case .string(_, false, let st) = modes[modes.count - 2]
    else { return nil }
    return st
  }

  mutating func skipTrivia() {
    while pos < n {
      let c = b[pos]
      if classes[Int(c)] & CharClass.blank != 0 {
        pos += 1
        while pos < n && classes[Int(b[pos])] & CharClass.blank != 0 { pos += 1 }
        pending |= Token.Flags.leadingTrivia
        continue
      }
      switch c {
      case 11, 12, 0:
        pos += 1
        pending |= Token.Flags.leadingTrivia
      case 10, 13:
        if !modes.isEmpty, let st = singleLineStringAroundInterpolation() {
          problem(st, "unterminated string literal")
          popModes(2)
          continue
        }
        pos += 1
        pending = Token.Flags.atStartOfLine | Token.Flags.leadingTrivia
      case UInt8(ascii: "/"):
        let next = at(pos + 1)
        if next == UInt8(ascii: "/") {
          let s = pos
          pos = LexerState.lineEnd(b, from: pos + 2)
          let isDoc = at(s + 2) == UInt8(ascii: "/") && at(s + 3) != UInt8(ascii: "/")
          addComment(s, pos, isDoc)
          pending |= Token.Flags.leadingTrivia
        } else if next == UInt8(ascii: "*") {
          let s = pos
          pos += 2
          var depth = 1
          while pos < n && depth > 0 {
            if b[pos] == UInt8(ascii: "/") && at(pos + 1) == UInt8(ascii: "*") {
              depth += 1
              pos += 2
            } else if b[pos] == UInt8(ascii: "*") && at(pos + 1) == UInt8(ascii: "/") {
              depth -= 1
              pos += 2
            } else {
              if b[pos] == 10 || b[pos] == 13 { pending |= Token.Flags.atStartOfLine }
              pos += 1
            }
          }
          if depth > 0 { problem(s, "unterminated '/*' comment") }
          let isDoc =
            at(s + 2) == UInt8(ascii: "*") && at(s + 3) != UInt8(ascii: "*") && at(s + 3) != UInt8(ascii: "/")
          addComment(s, pos, isDoc)
          pending |= Token.Flags.leadingTrivia
        } else {
          return
        }
      case UInt8(ascii: "#") where pos == 0 && at(1) == UInt8(ascii: "!"):
        while pos < n && b[pos] != 10 { pos += 1 }
        pending |= Token.Flags.leadingTrivia
      default:
        return
      }
    }
  }

  /// The first offset from `p` on that is not a space (the spaces eight bytes at a time).
  @inline(__always) static func spacesEnd(_ b: UnsafeBufferPointer<UInt8>, from p: Int) -> Int {
    var p = p
    let n = b.count
    if let base = b.baseAddress {
      let raw = UnsafeRawPointer(base)
      while p + 8 <= n {
        let others =
          UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: p, as: UInt64.self)) ^ 0x2020_2020_2020_2020
        if others != 0 { return p + others.trailingZeroBitCount >> 3 }
        p += 8
      }
    }
    while p < n && b[p] == 32 { p += 1 }
    return p
  }

  /// The offset of the first line break (`\n` or `\r`) in `p..<end` (the end of the file by
  /// default), or `end`: eight bytes at a time (comments are a sixth of real code).
  @inline(__always) static func lineEnd(_ b: UnsafeBufferPointer<UInt8>, from p: Int, to end: Int? = nil)
    -> Int
  {
    let end = end ?? b.count
    var p = p
    if let base = b.baseAddress {
      let raw = UnsafeRawPointer(base)
      while p + 8 <= end {
        let x = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: p, as: UInt64.self))
        let breaks = bytesEqual(to: 10, in: x) | bytesEqual(to: 13, in: x)
        if breaks != 0 { return p + breaks.trailingZeroBitCount >> 3 }
        p += 8
      }
    }
    while p < end && b[p] != 10 && b[p] != 13 { p += 1 }
    return p
  }

  /// The offset of the first byte in `p..<end` that a string literal's text stops at (`\`,
  /// `"` or a line break), or `end`: eight bytes at a time.
  @inline(__always) static func stringTextEnd(_ b: UnsafeBufferPointer<UInt8>, from p: Int, to end: Int)
    -> Int
  {
    var p = p
    if let base = b.baseAddress {
      let raw = UnsafeRawPointer(base)
      while p + 8 <= end {
        let x = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: p, as: UInt64.self))
        let stops =
          bytesEqual(to: UInt8(ascii: "\\"), in: x) | bytesEqual(to: UInt8(ascii: "\""), in: x)
          | bytesEqual(to: 10, in: x) | bytesEqual(to: 13, in: x)
        if stops != 0 { return p + stops.trailingZeroBitCount >> 3 }
        p += 8
      }
    }
    while p < end {
      let c = b[p]
      if c == UInt8(ascii: "\\") || c == UInt8(ascii: "\"") || c == 10 || c == 13 { return p }
      p += 1
    }
    return p
  }

  mutating func addComment(_ s: Int, _ e: Int, _ isDoc: Bool) {
    comments.append(
      Comment(start: UInt32(truncatingIfNeeded: s), end: UInt32(truncatingIfNeeded: e), isDoc: isDoc))
  }

  /// Decodes the scalar at `i`: (scalar, byte length), or nil for invalid UTF-8.
  mutating func decode(_ i: Int) -> (UInt32, Int)? {
    let c0 = UInt32(b[i])
    if c0 < 0x80 { return (c0, 1) }
    func cont(_ k: Int) -> UInt32? {
      let c = at(i + k)
      return c & 0xC0 == 0x80 ? UInt32(c & 0x3F) : nil
    }
    if c0 & 0xE0 == 0xC0 {
      guard let c1 = cont(1), c0 >= 0xC2 else { return nil }
      return ((c0 & 0x1F) << 6 | c1, 2)
    }
    if c0 & 0xF0 == 0xE0 {
      guard let c1 = cont(1), let c2 = cont(2) else { return nil }
      let u = (c0 & 0x0F) << 12 | c1 << 6 | c2
      return u >= 0x800 && !(0xD800...0xDFFF).contains(u) ? (u, 3) : nil
    }
    if c0 & 0xF8 == 0xF0 {
      guard let c1 = cont(1), let c2 = cont(2), let c3 = cont(3) else { return nil }
      let u = (c0 & 0x07) << 18 | c1 << 12 | c2 << 6 | c3
      return u >= 0x10000 && u <= 0x10FFFF ? (u, 4) : nil
    }
    return nil
  }

  @inline(__always) static func isIdentASCII(_ c: UInt8) -> Bool {
    (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c == 95
  }

  /// Length of the identifier character at `i` (0 if none); `$` continues an identifier.
  mutating func identifierCharLength(_ i: Int) -> Int {
    guard i < n else { return 0 }
    let c = b[i]
    if c < 0x80 { return Self.isIdentASCII(c) || c == UInt8(ascii: "$") ? 1 : 0 }
    if let (u, len) = decode(i), isIdentifierScalar(u) { return len }
    return 0
  }

  /// Length of the operator character at `i` (0 if none); `.` is not included.
  mutating func operatorCharLength(_ i: Int) -> Int {
    guard i < n else { return 0 }
    let c = b[i]
    if c < 0x80 { return classes[Int(c)] & CharClass.operatorCharacter != 0 ? 1 : 0 }
    if let (u, len) = decode(i), isOperatorScalar(u) { return len }
    return 0
  }

  mutating func lexToken() {
    let s = pos
    let c = b[s]
    switch c {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
      lexIdentifierOutOfLine(firstLength: 1)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      lexNumber()
    case UInt8(ascii: "\""):
      lexStringOpen(hashes: 0)
    case UInt8(ascii: "#"):
      lexPound()
    case UInt8(ascii: "`"):
      var p = s + 1
      while p < n && b[p] != UInt8(ascii: "`") && b[p] != 10 && b[p] != 13 { p += 1 }
      if p < n && b[p] == UInt8(ascii: "`") && p > s + 1 {
        pos = p + 1
        emit(.identifier, s, pos, Token.Flags.backticked)
      } else {
        problem(s, "expected '`' to close the identifier")
        pos = s + 1
        emit(.unknown, s, pos)
      }
    case UInt8(ascii: "$"):
      var p = s + 1
      while true {
        let l = identifierCharLength(p)
        if l == 0 { break }
        p += l
      }
      pos = p
      emit(p > s + 1 ? .dollarIdentifier : .identifier, s, p)
    case UInt8(ascii: "("):
      if case .interpolation(let d)? = modes.last { modes[modes.count - 1] = .interpolation(depth: d + 1) }
      pos += 1
      emit(.leftParen, s, pos)
    case UInt8(ascii: ")"):
      pos += 1
      if case .interpolation(let d)? = modes.last {
        if d == 0 {
          popModes()
          emit(.interpolationClose, s, pos)
          return
        }
        modes[modes.count - 1] = .interpolation(depth: d - 1)
      }
      emit(.rightParen, s, pos)
    case UInt8(ascii: "{"): punct(.leftBrace)
    case UInt8(ascii: "}"): punct(.rightBrace)
    case UInt8(ascii: "["): punct(.leftSquare)
    case UInt8(ascii: "]"): punct(.rightSquare)
    case UInt8(ascii: ","): punct(.comma)
    case UInt8(ascii: ";"): punct(.semicolon)
    case UInt8(ascii: ":"): punct(.colon)
    case UInt8(ascii: "@"): punct(.atSign)
    case UInt8(ascii: "\\"): punct(.backslash)
    case UInt8(ascii: "."):
      // `..<`, `...` and dot operators such as `.==`, `.&`.
      let next = at(s + 1)
      if next == UInt8(ascii: ".") || classes[Int(next)] & CharClass.operatorCharacter != 0 {
        lexOperator()
      } else {
        punct(.period)
      }
    case UInt8(ascii: "'"):
      var p = s + 1
      while p < n && b[p] != UInt8(ascii: "'") && b[p] != 10 && b[p] != 13 { p += 1 }
      if p < n && b[p] == UInt8(ascii: "'") { p += 1 }
      problem(s, "single-quoted string literal found, use '\"'")
      pos = p
      emit(.unknown, s, p)
    default:
      if operatorCharLength(s) > 0 {
        lexOperator()
      } else if case let l = identifierCharLength(s), l > 0 {
        lexIdentifierOutOfLine(firstLength: l)
      } else {
        var len = 1
        if c >= 0x80 {
          if let (_, l) = decode(s) {
            len = l
            problem(s, "invalid character in source file")
          } else {
            problem(s, "invalid UTF-8 in source file")
          }
        } else {
          problem(s, "invalid character in source file")
        }
        pos = s + len
        emit(.unknown, s, pos)
      }
    }
  }

  @inline(__always) mutating func punct(_ kind: TokenKind) {
    let s = pos
    pos += 1
    emit(kind, s, pos)
  }

  /// Lexes an identifier or reserved word whose first character is `firstLength` bytes long.
  /// Inlined into the main loop: identifiers are a third of the tokens, and the call cost 3% of
  /// the instructions of a corpus profile.
  /// (`lexToken` calls ``lexIdentifierOutOfLine(firstLength:)`` instead: with a second inlined
  /// copy there, the optimizer stopped inlining this one into the main loop.)
  @inline(__always) mutating func lexIdentifier(firstLength: Int = 1) {
    let s = pos
    var p = s + firstLength
    var ascii = firstLength == 1
    while true {
      // Four bytes a round while four are left (one bounds check for four), then one at a time.
      while p &+ 4 <= n {
        if classes[Int(b[p])] & CharClass.identifierBody == 0 { break }
        if classes[Int(b[p &+ 1])] & CharClass.identifierBody == 0 {
          p &+= 1
          break
        }
        if classes[Int(b[p &+ 2])] & CharClass.identifierBody == 0 {
          p &+= 2
          break
        }
        if classes[Int(b[p &+ 3])] & CharClass.identifierBody == 0 {
          p &+= 3
          break
        }
        p &+= 4
      }
      while p < n && classes[Int(b[p])] & CharClass.identifierBody != 0 { p += 1 }
      guard p < n && b[p] >= 0x80 else { break }
      let l = identifierCharLength(p)
      if l == 0 { break }
      ascii = false
      p += l
    }
    pos = p
    let len = p - s
    var kind = TokenKind.identifier
    if ascii && len < 16 && classes[Int(b[s])] & CharClass.keywordStart != 0,
      let k = reservedWord(at: s, length: len)
    {
      kind = k
    }
    emit(kind, s, p)
  }

  /// ``lexIdentifier(firstLength:)`` for `lexToken` (an identifier that starts with a
  /// non-ASCII letter).
  @inline(never) mutating func lexIdentifierOutOfLine(firstLength: Int) {
    lexIdentifier(firstLength: firstLength)
  }

  /// The reserved word of `len` (< 16) ASCII bytes at `s`, or nil: the bytes are packed
  /// little-endian into two words for ``ReservedWordTable``, with two unaligned loads when
  /// 16 bytes are left in the buffer.
  @inline(__always) func reservedWord(at s: Int, length len: Int) -> TokenKind? {
    var lo: UInt64 = 0
    var hi: UInt64 = 0
    if s + 16 <= n, let base = b.baseAddress {
      let raw = UnsafeRawPointer(base + s)
      lo = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
      // Shifts by under 64 (len < 16): masking shifts, without checks for larger amounts.
      if len < 8 {
        lo &= (1 &<< UInt64(truncatingIfNeeded: 8 &* len)) &- 1
      } else if len > 8 {
        hi = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        hi &= (1 &<< UInt64(truncatingIfNeeded: 8 &* (len &- 8))) &- 1
      }
    } else {
      (lo, hi) = ReservedWordTable.pack(UnsafeBufferPointer(rebasing: b[s..<(s + len)]))
    }
    return reservedWordTable.kind(lo, hi, len)
  }

  mutating func lexNumber() {
    let s = pos
    var p = s
    var isFloat = false
    let afterPeriod = lastKind == .period && !sawTrivia
    func digitOK(_ c: UInt8, _ base: Int) -> Bool {
      switch base {
      case 2: return c == 48 || c == 49
      case 8: return c >= 48 && c <= 55
      case 16:
        return (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70)
      default: return c >= 48 && c <= 57
      }
    }
    var base = 10
    if b[s] == UInt8(ascii: "0") {
      switch at(s + 1) {
      case UInt8(ascii: "x"): base = 16
      case UInt8(ascii: "o"): base = 8
      case UInt8(ascii: "b"): base = 2
      default: break
      }
    }
    var firstBad: Int? = nil
    if base != 10 {
      p = s + 2
      let digitsStart = p
      while p < n && (Self.isIdentASCII(b[p])) {
        if base == 16 && (b[p] == UInt8(ascii: "p") || b[p] == UInt8(ascii: "P")) { break }
        if b[p] != 95 && !digitOK(b[p], base) && firstBad == nil { firstBad = p }
        p += 1
      }
      if p == digitsStart && firstBad == nil {
        let name = base == 16 ? "hexadecimal" : base == 8 ? "octal" : "binary"
        problem(s, "expected a digit after '0\(Character(UnicodeScalar(b[s + 1])))' in \(name) literal")
      }
      if base == 16 && !afterPeriod {
        if at(p) == UInt8(ascii: ".") && digitOK(at(p + 1), 16) {
          p += 1
          while p < n && (digitOK(b[p], 16) || b[p] == 95) { p += 1 }
          isFloat = true
          if at(p) != UInt8(ascii: "p") && at(p) != UInt8(ascii: "P") {
            problem(s, "hexadecimal floating-point literal must end with an exponent")
          }
        }
        if at(p) == UInt8(ascii: "p") || at(p) == UInt8(ascii: "P") {
          p += 1
          isFloat = true
          if at(p) == UInt8(ascii: "+") || at(p) == UInt8(ascii: "-") { p += 1 }
          let e0 = p
          while p < n && (digitOK(b[p], 10) || b[p] == 95) { p += 1 }
          if p == e0 { problem(p, "expected a digit in floating point exponent") }
        }
      }
    } else {
      while p < n && (digitOK(b[p], 10) || b[p] == 95) { p += 1 }
      if !afterPeriod && at(p) == UInt8(ascii: ".") && digitOK(at(p + 1), 10) {
        isFloat = true
        p += 1
        while p < n && (digitOK(b[p], 10) || b[p] == 95) { p += 1 }
      }
      if !afterPeriod && (at(p) == UInt8(ascii: "e") || at(p) == UInt8(ascii: "E")) {
        let q = p + 1
        var r = q
        if at(r) == UInt8(ascii: "+") || at(r) == UInt8(ascii: "-") { r += 1 }
        if digitOK(at(r), 10) {
          p = r
          while p < n && (digitOK(b[p], 10) || b[p] == 95) { p += 1 }
          isFloat = true
        }
      }
      // Trailing identifier characters make a bad literal, e.g. `12abc`.
      while p < n && Self.isIdentASCII(b[p]) {
        if firstBad == nil { firstBad = p }
        p += 1
      }
    }
    if let bad = firstBad {
      let ch = Character(UnicodeScalar(b[bad]))
      let kind =
        base == 16 ? "hexadecimal" : base == 8 ? "octal" : base == 2 ? "binary" : "decimal"
      problem(
        bad,
        "'\(ch)' is not a valid \(kind) digit (0-\(base == 16 ? "9, a-f" : String(base - 1))) in integer literal"
      )
    }
    pos = p
    emit(isFloat ? .floatLiteral : .integerLiteral, s, p)
  }

  mutating func lexPound() {
    let s = pos
    var h = 0
    while at(s + h) == UInt8(ascii: "#") { h += 1 }
    let after = at(s + h)
    if after == UInt8(ascii: "\"") {
      lexStringOpen(hashes: h)
      return
    }
    if after == UInt8(ascii: "/") {
      lexExtendedRegex(hashes: h)
      return
    }
    // `#$x` expands a macro named `$x`, as in swiftc.
    if h == 1 && identifierCharLength(s + 1) > 0 && !(b[s + 1] >= 48 && b[s + 1] <= 57) {
      var p = s + 1
      while true {
        let l = identifierCharLength(p)
        if l == 0 { break }
        p += l
      }
      pos = p
      let kind: TokenKind
      if isWord(s + 1, p, "if") {
        kind = .poundIf
      } else if isWord(s + 1, p, "elseif") {
        kind = .poundElseif
      } else if isWord(s + 1, p, "else") {
        kind = .poundElse
      } else if isWord(s + 1, p, "endif") {
        kind = .poundEndif
      } else if isWord(s + 1, p, "available") {
        kind = .poundAvailable
      } else if isWord(s + 1, p, "unavailable") {
        kind = .poundUnavailable
      } else if isWord(s + 1, p, "sourceLocation") {
        kind = .poundSourceLocation
      } else {
        kind = .poundIdentifier
      }
      emit(kind, s, p)
      return
    }
    problem(s, "expected a macro identifier after '#'")
    pos = s + 1
    emit(.unknown, s, pos)
  }

  /// Whether the bytes `s..<e` are `word` (compared byte by byte: comparing with a
  /// `String`'s UTF-8 view cost ten times as much).
  mutating func isWord(_ s: Int, _ e: Int, _ word: StaticString) -> Bool {
    guard e - s == word.utf8CodeUnitCount else { return false }
    let w = word.utf8Start
    for i in 0..<(e - s) where b[s + i] != w[i] { return false }
    return true
  }

  mutating func lexStringOpen(hashes h: Int) {
    let s = pos
    let q = s + h
    if at(q + 1) == UInt8(ascii: "\"") && at(q + 2) == UInt8(ascii: "\"")
      && !rawQuotesCloseOnLine(q + 2, hashes: h)
    {
      pos = q + 3
      emit(.stringOpen, s, pos, Token.Flags.multiline)
      // The content starts on the next line.
      var p = pos
      while p < n && (b[p] == 32 || b[p] == 9) { p += 1 }
      if p < n && b[p] != 10 && b[p] != 13 {
        problem(pos, "multi-line string literal content must begin on a new line")
      }
      pushMode(.string(hashes: h, multiline: true, start: s))
    } else {
      pos = q + 1
      emit(.stringOpen, s, pos)
      pushMode(.string(hashes: h, multiline: false, start: s))
    }
  }

  /// Whether a raw string's closing delimiter (`"` and `h` hashes) follows on the line from
  /// `i`: then `#"""#` and `#"""a"""#` are single-line strings that start with quotes, as in
  /// swiftc, not the opening of a multi-line string.
  mutating func rawQuotesCloseOnLine(_ i: Int, hashes h: Int) -> Bool {
    guard h > 0 else { return false }
    var p = i
    while p < n && b[p] != 10 && b[p] != 13 {
      if b[p] == UInt8(ascii: "\"") {
        var k = 0
        while k < h && at(p + 1 + k) == UInt8(ascii: "#") { k += 1 }
        if k == h { return true }
      }
      p += 1
    }
    return false
  }

  /// Lexes string content up to an interpolation, the closing quote, or an error.
  mutating func lexStringBody(hashes h: Int, multiline ml: Bool, start st: Int) {
    var seg = pos
    let segFlags: UInt8 = ml ? Token.Flags.multiline : 0
    // Where the segment is cut if the literal goes on: a token's length has 16 bits (see
    // ``Token``). One compare per byte covers both this and the end of the file.
    var stop = min(n, seg + Lexer.longestSegment)
    while true {
      if pos >= stop {
        // Escapes and characters are whole at the top of the loop (a UTF-8 continuation byte
        // waits for the next).
        if pos < n {
          if b[pos] & 0xC0 != 0x80 {
            emit(.stringSegment, seg, pos, segFlags)
            seg = pos
            stop = min(n, seg + Lexer.longestSegment)
          } else {
            stop = pos + 1
          }
          continue
        }
        if pos > seg { emit(.stringSegment, seg, pos, segFlags) }
        problem(st, "unterminated string literal")
        popModes()
        return
      }
      // Plain text up to the next byte that may end it.
      pos = LexerState.stringTextEnd(b, from: pos, to: stop)
      if pos >= stop { continue }
      let c = b[pos]
      if c == UInt8(ascii: "\\") {
        var p = pos + 1
        var k = 0
        while k < h && at(p) == UInt8(ascii: "#") {
          p += 1
          k += 1
        }
        if k < h {
          pos += 1
          continue
        }
        let e = at(p)
        switch e {
        case UInt8(ascii: "("):
          if pos > seg { emit(.stringSegment, seg, pos, segFlags) }
          emit(.interpolationOpen, pos, p + 1)
          pos = p + 1
          pushMode(.interpolation(depth: 0))
          return
        case UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "0"), UInt8(ascii: "\\"),
          UInt8(ascii: "\""), UInt8(ascii: "'"):
          pos = p + 1
        case UInt8(ascii: "u"):
          var r = p + 1
          if at(r) == UInt8(ascii: "{") {
            r += 1
            let d0 = r
            while r < n
              && ((b[r] >= 48 && b[r] <= 57) || (b[r] | 0x20 >= 97 && b[r] | 0x20 <= 102))
            {
              r += 1
            }
            if at(r) == UInt8(ascii: "}") && r > d0 && r - d0 <= 8 {
              pos = r + 1
            } else {
              problem(pos, "invalid unicode scalar escape sequence, expected '\\u{' 1 to 8 hex digits '}'")
              pos = r
            }
          } else {
            problem(pos, "expected '{' in '\\u{…}' escape sequence")
            pos = r
          }
        case 32, 9, 10, 13:
          // Line continuation (multi-line strings): `\` then optional spaces and a newline.
          var r = p
          while r < n && (b[r] == 32 || b[r] == 9) { r += 1 }
          if ml && r < n && (b[r] == 10 || b[r] == 13) {
            pos = r
          } else {
            problem(pos, "invalid escape sequence in literal")
            pos = p
          }
        default:
          problem(pos, "invalid escape sequence in literal")
          pos = (e == 10 || e == 13 || p >= n) ? p : p + 1
        }
        continue
      }
      if c == UInt8(ascii: "\"") {
        var p = pos + 1
        if ml {
          if at(p) == UInt8(ascii: "\"") && at(p + 1) == UInt8(ascii: "\"") {
            p += 2
          } else {
            pos += 1
            continue
          }
        }
        var k = 0
        while k < h && at(p + k) == UInt8(ascii: "#") { k += 1 }
        if k == h {
          if pos > seg { emit(.stringSegment, seg, pos, segFlags) }
          if ml { checkMultilineIndentation(closingAt: pos) }
          emit(.stringClose, pos, p + h, segFlags)
          pos = p + h
          popModes()
          return
        }
        pos += 1
        continue
      }
      if (c == 10 || c == 13) && !ml {
        if pos > seg { emit(.stringSegment, seg, pos, segFlags) }
        problem(st, "unterminated string literal")
        popModes()
        return
      }
      pos += 1
    }
  }

  /// Checks a multi-line string whose closing `"""` starts at `close`, as swiftc does: the
  /// delimiter must begin its line, and every content line that is not blank must start with
  /// the delimiter's indentation. The content lines are found in the string's own segments
  /// (the tokens back to its opening, outside interpolations), so lines inside an
  /// interpolation are not checked.
  mutating func checkMultilineIndentation(closingAt close: Int) {
    var indentStart = close
    while indentStart > 0 && (b[indentStart - 1] == 32 || b[indentStart - 1] == 9) { indentStart -= 1 }
    guard indentStart == 0 || b[indentStart - 1] == 10 || b[indentStart - 1] == 13 else {
      problem(close, "multi-line string literal closing delimiter must begin on a new line")
      return
    }
    let indent = close - indentStart
    var depth = 0
    var i = tokens.count - 1
    while i >= 0 {
      let t = tokens.base[i]
      i -= 1
      switch t.kind {
      case .interpolationClose: depth += 1
      case .interpolationOpen: depth -= 1
      case .stringOpen where depth == 0: return
      case .stringSegment where depth == 0:
        var k = LexerState.lineEnd(b, from: Int(t.start), to: Int(t.end))
        while k < Int(t.end) {
          defer { k = LexerState.lineEnd(b, from: k + 1, to: Int(t.end)) }
          if b[k] == 13 && at(k + 1) == 10 { continue }
          let line = k + 1
          if line == indentStart { continue }
          var c = 0
          while c < indent && line + c < n && b[line + c] == b[indentStart + c] { c += 1 }
          guard c < indent else { continue }
          var rest = line + c
          while rest < n && (b[rest] == 32 || b[rest] == 9) { rest += 1 }
          if rest < n && b[rest] != 10 && b[rest] != 13 {
            problem(line + c, "insufficient indentation of line in multi-line string literal")
          }
        }
      default: break
      }
    }
  }

  /// Whether the previous token ends an expression, so that `/` must be an operator.
  mutating func previousEndsExpression() -> Bool {
    switch lastKind {
    case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringClose, .regexLiteral,
      .rightParen, .rightSquare, .rightBrace, .postfixOperator, .postfixQuestion, .postfixExclaim,
      .kwSelf, .kwCapitalSelf, .kwSuper, .kwTrue, .kwFalse, .kwNil, .kwFunc, .kwOperator,
      .poundIdentifier, .kwInit:
      return true
    default:
      return false
    }
  }

  /// Tries to lex `/…/` at `pos`; returns false (consuming nothing) when it is an operator.
  mutating func lexBareRegex() -> Bool {
    let s = pos
    if previousEndsExpression() { return false }
    let first = at(s + 1)
    if first == 32 || first == 9 || first == 10 || first == 13 || first == 0 || first == UInt8(ascii: ")")
      || first == UInt8(ascii: "/") || first == UInt8(ascii: "*")
    {
      return false
    }
    var p = s + 1
    while p < n {
      let c = b[p]
      if c == 10 || c == 13 { return false }
      if c == UInt8(ascii: "\\") {
        p += 2
        continue
      }
      if c == UInt8(ascii: "/") {
        let before = b[p - 1]
        if before == 32 || before == 9 { return false }
        pos = p + 1
        emit(.regexLiteral, s, pos)
        return true
      }
      p += 1
    }
    return false
  }

  mutating func lexExtendedRegex(hashes h: Int) {
    let s = pos
    var p = s + h + 1
    while p < n {
      if b[p] == UInt8(ascii: "\\") {
        p += 2
        continue
      }
      if b[p] == UInt8(ascii: "/") {
        var k = 0
        while k < h && at(p + 1 + k) == UInt8(ascii: "#") { k += 1 }
        if k == h {
          pos = p + 1 + h
          emit(.regexLiteral, s, pos)
          return
        }
      }
      p += 1
    }
    problem(s, "unterminated regex literal")
    pos = n
    emit(.regexLiteral, s, pos)
  }

  mutating func lexOperator() {
    let s = pos
    if b[s] == UInt8(ascii: "/") && lexBareRegex() { return }
    var leftBound = !sawTrivia && s > 0
    switch s > 0 ? b[s - 1] : 32 {
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"),
      UInt8(ascii: ":"):
      leftBound = false
    default: break
    }
    if lastKind == .interpolationOpen || lastKind == .stringOpen { leftBound = false }
    // A `?` or `!` touching the expression before it is a postfix token by itself, whatever
    // follows: `Int?>` is `Int`, `?`, `>` and `b!=c` is `b`, `!`, `=`, `c`, as in swiftc.
    if leftBound && (b[s] == UInt8(ascii: "?") || b[s] == UInt8(ascii: "!")) {
      pos = s + 1
      emit(b[s] == UInt8(ascii: "?") ? .postfixQuestion : .postfixExclaim, s, pos)
      return
    }
    var p = s
    if b[s] == UInt8(ascii: ".") {
      while p < n {
        if b[p] == UInt8(ascii: ".") {
          p += 1
          continue
        }
        let l = operatorCharLength(p)
        if l == 0 { break }
        if b[p] == UInt8(ascii: "/") && (at(p + 1) == UInt8(ascii: "/") || at(p + 1) == UInt8(ascii: "*")) {
          break
        }
        p += l
      }
    } else {
      while p < n {
        let l = operatorCharLength(p)
        if l == 0 { break }
        if p > s && b[p] == UInt8(ascii: "/")
          && (at(p + 1) == UInt8(ascii: "/") || at(p + 1) == UInt8(ascii: "*"))
        {
          break
        }
        p += l
      }
    }
    pos = p
    let len = p - s
    var rightBound = p < n
    if p < n {
      switch b[p] {
      case 32, 9, 10, 13, 0, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","),
        UInt8(ascii: ";"), UInt8(ascii: ":"):
        rightBound = false
      case UInt8(ascii: "/"):
        if at(p + 1) == UInt8(ascii: "/") || at(p + 1) == UInt8(ascii: "*") { rightBound = false }
      case UInt8(ascii: "."):
        if leftBound { rightBound = false }
      default: break
      }
    }
    let c = b[s]
    if len == 1 {
      switch c {
      case UInt8(ascii: "="):
        if leftBound != rightBound { problem(s, "'=' must have consistent whitespace on both sides") }
        emit(.equal, s, p)
        return
      case UInt8(ascii: "?"):
        emit(.infixQuestion, s, p)
        return
      default: break
      }
    } else if len == 2 && c == UInt8(ascii: "-") && b[s + 1] == UInt8(ascii: ">") {
      emit(.arrow, s, p)
      return
    }
    let kind: TokenKind =
      leftBound == rightBound ? .binaryOperator : leftBound ? .postfixOperator : .prefixOperator
    emit(kind, s, p)
  }
}
