/// The kind of a lexed token.
///
/// Reserved words get a case each (`kwFunc`, `kwLet`, …); contextual keywords such as `get`,
/// `async`, `some` or `mutating` are lexed as ``identifier`` and recognised by the parser.
public enum TokenKind: UInt8, Sendable, CaseIterable, BitwiseCopyable {
  case eof
  case unknown
  case identifier
  /// `$0`, `$name`: closure shorthand arguments and property wrapper projections.
  case dollarIdentifier
  case integerLiteral
  case floatLiteral
  /// The opening quote of a string literal: `"`, `"""`, `#"`, `##"""`, ….
  case stringOpen
  /// Literal text between quotes and interpolations (escapes left as written).
  case stringSegment
  /// `\(` or `\#(` opening an interpolation inside a string literal.
  case interpolationOpen
  /// The `)` closing an interpolation.
  case interpolationClose
  /// The closing quote of a string literal.
  case stringClose
  /// `/…/` or `#/…/#`.
  case regexLiteral
  case prefixOperator
  case postfixOperator
  case binaryOperator
  /// `?` right after an expression (optional chaining, optional types).
  case postfixQuestion
  /// `!` right after an expression (force unwrap, implicitly unwrapped optional types).
  case postfixExclaim
  /// `?` of the ternary conditional operator.
  case infixQuestion
  case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
  case comma, colon, semicolon, period, atSign, backslash, equal, arrow
  /// `#if`, `#elseif`, `#else`, `#endif`.
  case poundIf, poundElseif, poundElse, poundEndif
  /// `#available`, `#unavailable`.
  case poundAvailable, poundUnavailable
  /// `#sourceLocation`.
  case poundSourceLocation
  /// Any other `#name`: a macro expansion such as `#Preview` or `#warning`.
  case poundIdentifier
  // Reserved words.
  case kwAssociatedtype, kwClass, kwDeinit, kwEnum, kwExtension, kwFileprivate, kwFunc, kwImport
  case kwInit, kwInout, kwInternal, kwLet, kwOperator, kwPrivate, kwPrecedencegroup, kwProtocol
  case kwPublic, kwRethrows, kwStatic, kwStruct, kwSubscript, kwTypealias, kwVar
  case kwBreak, kwCase, kwCatch, kwContinue, kwDefault, kwDefer, kwDo, kwElse, kwFallthrough
  case kwFor, kwGuard, kwIf, kwIn, kwRepeat, kwReturn, kwThrow, kwSwitch, kwWhere, kwWhile
  case kwAs, kwFalse, kwIs, kwNil, kwSelf, kwCapitalSelf, kwSuper, kwThrows, kwTrue, kwTry
  /// `_`.
  case kwUnderscore

  /// Compares raw values (kept inlinable so that hot parser loops never go through a witness).
  @inlinable public static func == (a: TokenKind, b: TokenKind) -> Bool { a.rawValue == b.rawValue }

  /// Whether this is a reserved word.
  public var isKeyword: Bool { rawValue >= TokenKind.kwAssociatedtype.rawValue }

  /// Whether this is one of the three operator kinds.
  public var isOperator: Bool {
    self == .prefixOperator || self == .postfixOperator || self == .binaryOperator
  }
}

/// One token: its kind, where it is (UTF-8 byte offsets) and how it is separated from its
/// neighbours.
///
/// Eight bytes, so that a large file's tokens stay small: text is not stored (slice the
/// source with ``start`` and ``end``), nor are line and column (ask the tree or a
/// ``LineTable`` with ``SyntaxTree/location(of:)``), and the end is kept as a 16-bit length.
/// Tokens are at most ``maximumLength`` bytes long: the lexer splits longer string literal
/// text into several segments and reports any other token that long as an error (see
/// ``Lexer``).
///
/// Why: with 12-byte tokens (start and end in full) the tokens of a 50 MB file took 84 MB,
/// the largest share of `detents parse --ast --json`'s peak memory. A 20-bit length (its high
/// bits in the flags byte) cost 3% more instructions in the corpus profile than 16 bits.
public struct Token: Sendable, Equatable, BitwiseCopyable {
  /// Offset of the first byte.
  public var start: UInt32
  /// The length in bytes.
  @usableFromInline var storedLength: UInt16
  public var kind: TokenKind
  /// ``Flags`` bits.
  public var flags: UInt8

  /// The longest token, in bytes (the length has 16 bits).
  public static let maximumLength = Int(UInt16.max)

  /// Creates a token; `end - start` must be at most ``maximumLength`` (checked).
  @inlinable public init(kind: TokenKind, flags: UInt8, start: UInt32, end: UInt32) {
    precondition(end >= start && end - start <= UInt32(Token.maximumLength), "token longer than 64 KiB")
    self.init(kind: kind, flags: flags, start: start, length: Int(end &- start))
  }

  /// A token from the lexer, which has checked the length.
  @usableFromInline @inline(__always) init(kind: TokenKind, flags: UInt8, start: UInt32, length: Int) {
    self.kind = kind
    self.flags = flags
    self.start = start
    storedLength = UInt16(truncatingIfNeeded: length)
  }

  /// Offset one past the last byte.
  @inlinable public var end: UInt32 { start &+ UInt32(storedLength) }

  /// Bits of ``Token/flags``.
  public enum Flags {
    /// A newline (or the start of the file) comes between this token and the previous one.
    public static let atStartOfLine: UInt8 = 1
    /// Whitespace or a comment comes right before this token.
    public static let leadingTrivia: UInt8 = 2
    /// An identifier written in backticks.
    public static let backticked: UInt8 = 4
    /// A multi-line (`"""`) string delimiter or segment.
    public static let multiline: UInt8 = 8
  }

  /// Whether a newline separates this token from the previous one.
  @inlinable public var isAtStartOfLine: Bool { flags & Flags.atStartOfLine != 0 }
  /// Whether whitespace or a comment comes right before this token.
  @inlinable public var hasLeadingTrivia: Bool { flags & Flags.leadingTrivia != 0 }
  /// The length in UTF-8 bytes.
  @inlinable public var length: Int { Int(storedLength) }
}

/// A comment, kept out of the token array; doc comments (`///`, `/** */`) are attached to
/// declarations through ``SyntaxTree/docComment(of:)``.
public struct Comment: Sendable, Equatable, BitwiseCopyable {
  public var start: UInt32
  public var end: UInt32
  /// Whether this is a doc comment (`///` or `/** … */`).
  public var isDoc: Bool
}

/// A position in a source file: 1-based line and UTF-8 column, and the byte offset.
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public var offset: Int

  /// Creates a location.
  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }
}
