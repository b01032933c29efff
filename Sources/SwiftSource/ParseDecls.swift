// Declarations, items lists, attributes, modifiers, generics, parameters, accessors and `#if`.

/// Contextual words that act as declaration modifiers.
let contextualModifiers = [
  "open", "lazy", "weak", "final", "infix", "prefix", "postfix", "dynamic", "unowned", "package",
  "mutating", "nonmutating", "override", "required", "optional", "indirect", "_const", "isolated",
  "consuming", "borrowing", "__owned", "__shared", "__consuming", "convenience", "nonisolated",
  "distributed", "_compilerInitialized", "__setter_access", "reasync", "_local", "unsafe",
]

/// ``contextualModifiers`` grouped by UTF-8 length, in plain memory: the words of length `n`
/// are the bytes from `bytes + starts[n]` to `bytes + starts[n + 1]`, back to back; bit `n` of
/// `lengthsByFirstByte[c]` says whether a word of length `n` starts with byte `c`, which rules
/// out most identifiers with one lookup.
///
/// Why not an array of arrays: reading one retains it, and threads parsing files side by side
/// (``SourceFile/parse(files:options:threads:)``) then fought over the same reference counts,
/// each running at half speed. Filled once, read-only afterwards.
struct ContextualModifierTable: @unchecked Sendable {
  /// The longest word plus one.
  static let lengthLimit = 24
  static let shared = ContextualModifierTable()

  let starts: UnsafePointer<Int>
  let bytes: UnsafePointer<UInt8>
  let lengthsByFirstByte: UnsafePointer<UInt32>

  private init() {
    let limit = ContextualModifierTable.lengthLimit
    let starts = UnsafeMutablePointer<Int>.allocate(capacity: limit + 1)
    var all: [UInt8] = []
    let lengths = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
    lengths.initialize(repeating: 0, count: 256)
    for length in 0...limit {
      starts[length] = all.count
      for word in contextualModifiers where word.utf8.count == length {
        all += word.utf8
        lengths[Int(all[all.count - length])] |= 1 << UInt32(length)
      }
    }
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, all.count))
    bytes.initialize(from: all, count: all.count)
    self.starts = UnsafePointer(starts)
    self.bytes = UnsafePointer(bytes)
    lengthsByFirstByte = UnsafePointer(lengths)
  }
}

extension Parser {
  /// The whole file; the root's range covers every byte, trivia included.
  ///
  /// With `flush`, the top-level items are handed to it as they are finished (see
  /// ``SourceFile/forEachTopLevelItem(_:options:_:)``): it is called with the scratch
  /// position above which the finished items are, and must leave the scratch stack there;
  /// the root then has no children.
  mutating func parseSourceFile(flush: ((inout Parser, _ scratchMark: Int) -> Void)? = nil) -> NodeID {
    current = tok(0)
    let m = Mark(scratch: scratchTop, start: 0)
    parseItems(.topLevel, flush: flush)
    if let flush, scratchTop > m.scratch { flush(&self, m.scratch) }
    let root = finish(.sourceFile, m)
    nodes[Int(root.index)].start = 0
    nodes[Int(root.index)].end = UInt32(truncatingIfNeeded: b.count)
    return root
  }

  /// Parses items until a closer: statements and declarations, members, or a case body.
  /// `flush` (top level only) gets the finished items before each next one (see
  /// ``parseSourceFile(flush:)``).
  mutating func parseItems(_ context: ItemContext, flush: ((inout Parser, _ scratchMark: Int) -> Void)? = nil)
  {
    let itemsMark = scratchTop
    while true {
      if let flush, scratchTop > itemsMark { flush(&self, itemsMark) }
      switch kind {
      case .eof: return
      case .rightBrace:
        if context != .topLevel { return }
        push(skipUnexpected("extraneous '}' at top level"))
        continue
      case .poundElse, .poundElseif, .poundEndif:
        if ifConfigDepth > 0 { return }
        push(skipUnexpected("unexpected \(describe(cur)) without a matching '#if'"))
        continue
      case .semicolon:
        advance()
        continue
      case .rightParen, .rightSquare, .interpolationClose:
        if context != .topLevel && groupDepth > 0 && context != .members && context != .protocolMembers {
          // A closer of an enclosing group (a closure inside parentheses): let it handle it.
          return
        }
        push(skipUnexpected("unexpected \(describe(cur))"))
        continue
      case .kwCase, .kwDefault:
        if context == .switchCaseBody { return }
      case .atSign:
        if context == .switchCaseBody && peekIs(1, "unknown") { return }
      case .poundIf:
        // A `#if` holding `case` labels ends the current case body.
        if context == .switchCaseBody && ifConfigHoldsCases() { return }
      default: break
      }
      let before = pos
      let item: NodeID
      switch context {
      case .members, .protocolMembers: item = parseMemberItem(context)
      default: item = parseCodeBlockItem(context)
      }
      push(item)
      if pos == before {
        push(skipUnexpected("unexpected \(describe(cur))"))
        continue
      }
      // Items on one line need a `;` between them.
      if kind != .semicolon && kind != .rightBrace && kind != .eof && !cur.isAtStartOfLine
        && !isClosingToken(kind)
      {
        let what = context == .members || context == .protocolMembers ? "declarations" : "statements"
        errorExpected("consecutive \(what) on a line must be separated by ';'")
      }
    }
  }

  /// Whether the `#if` at `pos` holds switch cases: its first line after the condition starts
  /// with `case`, `default` or `@unknown`.
  mutating func ifConfigHoldsCases() -> Bool {
    var i = pos + 1
    while tok(i).kind != .eof && !tok(i).isAtStartOfLine { i += 1 }
    let k = tok(i).kind
    return k == .kwCase || k == .kwDefault || (k == .atSign && peekIs(i - pos + 1, "unknown"))
  }

  mutating func parseMemberItem(_ context: ItemContext) -> NodeID {
    if kind == .poundIf { return ifConfigHoldsAttributes() ? parseDecl(context) : parseIfConfig(context) }
    if isDeclStart() || kind == .kwCase || kind == .poundIdentifier || kind == .poundSourceLocation {
      return parseDecl(context)
    }
    return skipUnexpected("expected declaration, found \(describe(cur))")
  }

  mutating func parseCodeBlockItem(_ context: ItemContext) -> NodeID {
    if kind == .poundIf {
      if ifConfigHoldsAttributes() { return parseDecl(context) }
      return parseIfConfig(context == .topLevel ? .codeBlock : context)
    }
    if isDeclStart() || kind == .poundSourceLocation { return parseDecl(context) }
    if kind == .poundIdentifier && peekKind() != .period { return parseDecl(context) }
    return parseStatement()
  }

  // MARK: Recognising declarations

  static func isDeclKeyword(_ k: TokenKind) -> Bool {
    switch k {
    case .kwImport, .kwStruct, .kwClass, .kwEnum, .kwProtocol, .kwExtension, .kwFunc, .kwInit, .kwDeinit,
      .kwSubscript, .kwLet, .kwVar, .kwTypealias, .kwAssociatedtype, .kwOperator, .kwPrecedencegroup,
      .kwCase:
      return true
    default: return false
    }
  }

  /// Whether a token is a contextual modifier word (`final`, `mutating`, `nonisolated`, …).
  mutating func isContextualModifier(_ t: Token) -> Bool {
    let length = t.length
    guard t.kind == .identifier, length > 0, length < ContextualModifierTable.lengthLimit else {
      return false
    }
    let table = ContextualModifierTable.shared
    let base = Int(t.start)
    guard table.lengthsByFirstByte[Int(b[base])] >> UInt32(length) & 1 != 0 else { return false }
    let words = table.bytes
    var w = table.starts[length]
    let end = table.starts[length + 1]
    while w < end {
      var i = 0
      while i < length && words[w + i] == b[base + i] { i += 1 }
      if i == length { return true }
      w += length
    }
    return false
  }

  /// Whether `async` at `i` modifies a `let`/`var` on its line: `async let x = f()`.
  mutating func isAsyncLet(at i: Int) -> Bool {
    let t = tok(i)
    guard t.kind == .identifier && tokenIs(t, "async") else { return false }
    let n = tok(i + 1)
    return (n.kind == .kwLet || n.kind == .kwVar) && !n.isAtStartOfLine
  }

  /// Index after a modifier starting at `i` (including `(set)`-style arguments), or nil.
  mutating func modifierEnd(at i: Int) -> Int? {
    let t = tok(i)
    switch t.kind {
    case .kwPublic, .kwPrivate, .kwFileprivate, .kwInternal, .kwStatic:
      break
    case .kwClass:
      // `class func`, `class var`, … but not `class Foo`.
      let n = tok(i + 1)
      if !(Parser.isDeclKeyword(n.kind) || n.kind == .kwStatic || isContextualModifier(n)
        || n.kind == .kwPublic
        || n.kind == .kwPrivate || n.kind == .kwFileprivate || n.kind == .kwInternal)
      {
        return nil
      }
      if n.kind == .kwClass || n.kind == .kwStruct || n.kind == .kwEnum || n.kind == .kwProtocol {
        return nil
      }
    default:
      if !isContextualModifier(t) && !isAsyncLet(at: i) { return nil }
    }
    var j = i + 1
    let open = tok(j)
    if open.kind == .leftParen && !open.hasLeadingTrivia {
      let arg = tok(j + 1)
      let close = tok(j + 2)
      if (arg.kind == .identifier || arg.kind.isKeyword) && close.kind == .rightParen { j += 3 }
    }
    return j
  }

  /// Whether a declaration starts here (attributes, modifiers, then a declaration keyword).
  mutating func isDeclStart() -> Bool {
    let k = kind
    if Parser.isDeclKeyword(k) && k != .kwCase && k != .kwClass { return true }
    if k == .kwClass { return true }
    if k == .atSign { return true }
    // Only a modifier (a contextual word or `public`, `private`, `fileprivate`, `internal`,
    // `static`) or `actor`/`macro` may start a declaration otherwise; most statements start
    // with another token, ruled out here without looking further.
    switch k {
    case .identifier, .kwPublic, .kwPrivate, .kwFileprivate, .kwInternal, .kwStatic: break
    default: return false
    }
    var i = pos
    var sawModifier = false
    var guardCount = 0
    while let e = modifierEnd(at: i), guardCount < 16 {
      // A contextual word must be followed by something that continues a declaration.
      let next = tok(e)
      if tok(i).kind == .identifier && next.isAtStartOfLine && !Parser.isDeclKeyword(next.kind) {
        return false
      }
      sawModifier = true
      i = e
      guardCount += 1
    }
    let t = tok(i)
    if Parser.isDeclKeyword(t.kind) { return sawModifier || t.kind != .kwCase }
    if t.kind == .identifier {
      let n = tok(i + 1)
      if (tokenIs(t, "actor") || tokenIs(t, "macro")) && n.kind == .identifier && !n.isAtStartOfLine {
        return true
      }
    }
    if sawModifier && t.kind == .poundIdentifier { return true }
    return false
  }

  // MARK: Declarations

  mutating func parseDecl(_ context: ItemContext) -> NodeID {
    guard enter() else { return missing(.unexpectedNodes) }
    defer { leave() }
    let m = mark()
    parseAttributes()
    parseModifiers()
    switch kind {
    case .kwImport: return parseImport(m)
    case .kwStruct: return parseNominal(m, .structDecl)
    case .kwClass: return parseNominal(m, .classDecl)
    case .kwEnum: return parseNominal(m, .enumDecl)
    case .kwProtocol: return parseNominal(m, .protocolDecl)
    case .kwExtension: return parseNominal(m, .extensionDecl)
    case .kwFunc: return parseFunc(m, context)
    case .kwInit: return parseInit(m, context)
    case .kwDeinit:
      let t = take()
      if kind == .leftBrace { push(parseCodeBlock()) }
      return finish(.deinitDecl, m, token: t)
    case .kwSubscript: return parseSubscript(m)
    case .kwLet, .kwVar: return parseVariable(m, context)
    case .kwTypealias: return parseTypealias(m)
    case .kwAssociatedtype: return parseAssociatedType(m)
    case .kwCase: return parseEnumCase(m)
    case .kwOperator: return parseOperatorDecl(m)
    case .kwPrecedencegroup: return parsePrecedenceGroup(m)
    case .poundIdentifier: return parseMacroExpansion(m, .macroExpansionDecl)
    case .poundSourceLocation:
      let t = take()
      if kind == .leftParen {
        let open = cur
        advance()
        skipBalanced(stopAtLineStart: false, stopAt: .rightParen, stopAtSemicolon: false)
        expectClose(.rightParen, open: open)
      }
      return finish(.poundSourceLocation, m, token: t)
    case .poundIf:
      // `#if` between attributes and the declaration they apply to.
      push(parseIfConfig(context))
      if isDeclStart() { push(parseDecl(context)) }
      return finish(.ifConfigDecl, m)
    default:
      if at("actor") && peekKind() == .identifier { return parseNominal(m, .actorDecl) }
      if at("macro") && peekKind() == .identifier { return parseMacroDecl(m) }
      errorExpected("expected declaration after attributes and modifiers")
      return finish(.unexpectedNodes, m)
    }
  }

  /// Attributes: `@name`, `@name(args)`, `@Module.Name<T>(args)`, and `#if` blocks whose
  /// clauses hold only attributes (an ``SyntaxKind/ifConfigDecl`` among the attributes).
  mutating func parseAttributes() {
    while true {
      if kind == .atSign {
        push(parseAttribute())
      } else if kind == .poundIf && ifConfigHoldsAttributes() {
        push(parseIfConfig(.attributes))
      } else {
        return
      }
    }
  }

  /// Whether the `#if` at `pos` holds attributes and nothing else in each clause, at least one
  /// in all, so that it belongs to the declaration after its `#endif`:
  /// `#if X @available(*, deprecated) #else @available(iOS, deprecated: 9999) #endif func f()`.
  mutating func ifConfigHoldsAttributes() -> Bool {
    var attributes = 0
    return indexAfterAttributeIfConfig(at: pos, attributes: &attributes, depth: 0) != nil && attributes > 0
  }

  /// The index after the `#endif` of an attributes-only `#if` at `start`, or nil; counts the
  /// attributes it holds.
  mutating func indexAfterAttributeIfConfig(at start: Int, attributes: inout Int, depth: Int) -> Int? {
    guard depth < 8 else { return nil }
    var i = start
    while true {
      let directive = tok(i).kind
      i += 1
      // The condition: the rest of the directive's line.
      if directive != .poundElse {
        while tok(i).kind != .eof && !tok(i).isAtStartOfLine { i += 1 }
      }
      while true {
        let t = tok(i)
        if t.kind == .atSign {
          guard let after = indexAfterAttribute(at: i) else { return nil }
          attributes += 1
          i = after
        } else if t.kind == .poundIf {
          guard let after = indexAfterAttributeIfConfig(at: i, attributes: &attributes, depth: depth + 1)
          else {
            return nil
          }
          i = after
        } else {
          break
        }
      }
      switch tok(i).kind {
      case .poundElseif, .poundElse: continue
      case .poundEndif: return i + 1
      default: return nil
      }
    }
  }

  /// The attributes of one clause of a `#if` of attributes (see ``ifConfigHoldsAttributes()``),
  /// nested ones included.
  mutating func parseAttributeClause() {
    while true {
      var attributes = 0
      if kind == .atSign {
        push(parseAttribute())
      } else if kind == .poundIf
        && indexAfterAttributeIfConfig(at: pos, attributes: &attributes, depth: 0) != nil
      {
        push(parseIfConfig(.attributes))
      } else {
        return
      }
    }
  }

  /// Attributes whose arguments are not expressions; their arguments are kept as tokens.
  mutating func hasTokenArguments(_ t: Token) -> Bool {
    guard t.kind == .identifier || t.kind.isKeyword else { return true }
    if firstByte(t) == UInt8(ascii: "_") { return true }
    return tokenIs(t, "available") || tokenIs(t, "backDeployed") || tokenIs(t, "differentiable")
      || tokenIs(t, "derivative") || tokenIs(t, "transpose") || tokenIs(t, "objc") || tokenIs(t, "convention")
      || tokenIs(t, "freestanding") || tokenIs(t, "attached") || tokenIs(t, "inline")
      || tokenIs(t, "lifetime")
      || tokenIs(t, "storageRestrictions") || tokenIs(t, "isolated") || tokenIs(t, "execution")
      || tokenIs(t, "implements") || tokenIs(t, "abi") || tokenIs(t, "specialized") || tokenIs(t, "export")
      || tokenIs(t, "preconcurrency") || tokenIs(t, "inlinable") || tokenIs(t, "exclusivity")
      || tokenIs(t, "warn") || tokenIs(t, "c") || tokenIs(t, "extern") || tokenIs(t, "section")
      || tokenIs(t, "used") || tokenIs(t, "nonisolated") || tokenIs(t, "safe") || tokenIs(t, "unsafe")
      || tokenIs(t, "retroactive") || tokenIs(t, "reasync") || tokenIs(t, "globalActor")
  }

  /// One attribute. Its arguments follow the name without a space; outside types (`inType`)
  /// also after one (see ``spacedParenthesesAreArguments()``).
  mutating func parseAttribute(inType: Bool = false) -> NodeID {
    let m = mark()
    advance()  // @
    var name: Int32 = -1
    if kind == .identifier || kind.isKeyword {
      name = take()
      // Qualified or generic custom attributes: `@SwiftUI.ViewBuilder`, `@Wrapper<Int>`.
      while kind == .period && !cur.hasLeadingTrivia && (peekKind() == .identifier || peek().kind.isKeyword) {
        advance()
        name = take()
      }
      if isLeftAngle(cur) && !cur.hasLeadingTrivia { push(parseGenericArguments()) }
    } else {
      errorExpected("expected an attribute name after '@'")
    }
    if kind == .leftParen
      && (!cur.hasLeadingTrivia || (!inType && !cur.isAtStartOfLine && spacedParenthesesAreArguments()))
    {
      let open = cur
      if name >= 0 && hasTokenArguments(tok(Int(name))) {
        advance()
        skipBalanced(stopAtLineStart: false, stopAt: .rightParen, stopAtSemicolon: false)
        expectClose(.rightParen, open: open, what: "in attribute arguments")
      } else {
        advance()
        parseArgumentList(closer: .rightParen, open: open)
      }
    }
    return finish(.attribute, m, token: name)
  }

  /// Whether the `(` at `pos`, after an attribute's name and a space, opens the attribute's
  /// arguments (`@Environment (\.dismiss) var d`, which the compiler accepts with a warning)
  /// rather than a function type's parameters (`@MainActor (Int) -> Void`): it does unless the
  /// group is followed by what follows a function type's parameters, or by a closer.
  mutating func spacedParenthesesAreArguments() -> Bool {
    var i = pos
    var nest = 0
    repeat {
      switch tok(i).kind {
      case .leftParen: nest += 1
      case .rightParen: nest -= 1
      case .eof: return false
      default: break
      }
      i += 1
    } while nest > 0
    let t = tok(i)
    switch t.kind {
    case .arrow, .kwThrows, .kwRethrows, .rightParen, .rightBrace, .rightSquare, .eof: return false
    case .identifier: return !(tokenIs(t, "async") || tokenIs(t, "reasync"))
    default: return !isRightAngle(t)
    }
  }

  mutating func parseModifiers() {
    while let e = modifierEnd(at: pos) {
      // `open` etc. only count when something declarative follows.
      let next = tok(e)
      if kind == .identifier
        && !(Parser.isDeclKeyword(next.kind) || modifierEnd(at: e) != nil || next.kind == .identifier
          || next.kind == .atSign || next.kind == .poundIdentifier)
      {
        break
      }
      let m = mark()
      let t = take()
      while pos < e { advance() }
      push(finish(.modifier, m, token: t))
    }
  }

  mutating func parseImport(_ m: Mark) -> NodeID {
    advance()  // import
    // `import struct Foo.Bar`
    if Parser.isDeclKeyword(kind) && kind != .kwImport { advance() }
    var nameToken: Int32 = -1
    if kind == .identifier || kind.isKeyword {
      nameToken = take()
      while kind == .period && (peekKind() == .identifier || peek().kind.isKeyword || peek().kind.isOperator)
      {
        advance()
        advance()
      }
    } else {
      errorExpected("expected module name in import declaration")
    }
    return finish(.importDecl, m, token: nameToken)
  }

  /// The name token's index, or -1 with "expected `what`" ("expected `what` in `declaration`
  /// declaration" when that is given: the message is put together only when it is needed, as
  /// one made for every declaration showed in profiles).
  mutating func parseName(_ what: String, in declaration: String? = nil) -> Int32 {
    if kind == .identifier || (kind.isKeyword && !cur.isAtStartOfLine && kind != .kwWhere && kind != .kwIn) {
      return take()
    }
    errorExpected(declaration.map { "expected \(what) in \($0) declaration" } ?? "expected \(what)")
    return -1
  }

  mutating func parseNominal(_ m: Mark, _ declKind: SyntaxKind) -> NodeID {
    advance()  // keyword
    var name: Int32 = -1
    if declKind == .extensionDecl {
      push(parseType())
    } else {
      name = parseName("identifier", in: declKindName(declKind))
      if isLeftAngle(cur) {
        if declKind == .protocolDecl {
          push(parseGenericArguments())  // primary associated types
        } else {
          push(parseGenericParameters())
        }
      }
    }
    if kind == .colon { push(parseInheritance()) }
    if kind == .kwWhere { push(parseWhereClause()) }
    if kind == .leftBrace {
      push(parseMemberBlock(declKind == .protocolDecl ? .protocolMembers : .members))
    } else {
      errorExpected("expected '{' in \(declKindName(declKind))")
    }
    return finish(declKind, m, token: name)
  }

  mutating func declKindName(_ k: SyntaxKind) -> String {
    switch k {
    case .structDecl: return "struct"
    case .classDecl: return "class"
    case .enumDecl: return "enum"
    case .protocolDecl: return "protocol"
    case .extensionDecl: return "extension"
    case .actorDecl: return "actor"
    default: return "declaration"
    }
  }

  mutating func parseMemberBlock(_ context: ItemContext) -> NodeID {
    let m = mark()
    let open = cur
    advance()
    parseItems(context)
    expectClose(.rightBrace, open: open)
    return finish(.memberBlock, m)
  }

  mutating func parseCodeBlock() -> NodeID {
    let m = mark()
    guard kind == .leftBrace else {
      errorExpected("expected '{'")
      return finish(.codeBlock, m)
    }
    guard enter() else { return finish(.codeBlock, m) }
    defer { leave() }
    let open = cur
    advance()
    let saved = (noTrailingClosure, inPattern)
    noTrailingClosure = false
    inPattern = false
    parseItems(.codeBlock)
    (noTrailingClosure, inPattern) = saved
    expectClose(.rightBrace, open: open)
    return finish(.codeBlock, m)
  }

  mutating func parseInheritance() -> NodeID {
    let m = mark()
    advance()  // :
    repeat {
      push(parseType())
    } while consume(.comma)
    return finish(.inheritanceClause, m)
  }

  @inline(__always) mutating func isLeftAngle(_ t: Token) -> Bool {
    t.kind.isOperator && firstByte(t) == UInt8(ascii: "<")
  }

  mutating func isRightAngle(_ t: Token) -> Bool {
    (t.kind.isOperator) && firstByte(t) == UInt8(ascii: ">")
  }

  /// Consumes one `<` or `>` character, splitting a longer operator token such as `>>` or `>?`.
  mutating func consumeAngle() {
    splitOffFirstCharacter { rest, b in
      let c = b[Int(rest.start)]
      if rest.length == 1 && c == UInt8(ascii: "?") { return .postfixQuestion }
      if rest.length == 1 && c == UInt8(ascii: "!") { return .postfixExclaim }
      if rest.length == 1 && c == UInt8(ascii: "=") { return .equal }
      if rest.length == 2 && c == UInt8(ascii: "-") && b[Int(rest.start) + 1] == UInt8(ascii: ">") {
        return .arrow
      }
      if c == UInt8(ascii: ">") || c == UInt8(ascii: "<") { return .binaryOperator }
      return rest.kind == .binaryOperator ? .postfixOperator : rest.kind
    }
  }

  mutating func parseGenericParameters() -> NodeID {
    let m = mark()
    let open = cur
    consumeAngle()
    while !isRightAngle(cur) && kind != .eof {
      let before = pos
      let pm = mark()
      parseAttributes()
      // `each T`, `let N: Int`
      if at("each") && peekKind() == .identifier { advance() }
      if kind == .kwLet { advance() }
      let name = parseName("generic parameter name")
      if consume(.colon) { push(parseType()) }
      if consume(.equal) { push(parseType()) }
      push(finish(.genericParameter, pm, token: name))
      if kind == .kwWhere { push(parseWhereClause()) }
      if !consume(.comma) { break }
      if pos == before { break }
    }
    if isRightAngle(cur) {
      consumeAngle()
    } else {
      errorExpected("expected '>' to close '<' opened at \(lineColumn(open))")
    }
    return finish(.genericParameterClause, m)
  }

  mutating func parseGenericArguments() -> NodeID {
    let m = mark()
    let open = cur
    consumeAngle()
    while !isRightAngle(cur) && kind != .eof {
      let before = pos
      push(parseGenericArgument())
      if !consume(.comma) { break }
      if pos == before { break }
    }
    if isRightAngle(cur) {
      consumeAngle()
    } else {
      errorExpected("expected '>' to close '<' opened at \(lineColumn(open))")
    }
    return finish(.genericArgumentClause, m)
  }

  /// A type, or an integer for value generics (`InlineArray<5, Int>`).
  mutating func parseGenericArgument() -> NodeID {
    if kind == .integerLiteral {
      let m = mark()
      let t = take()
      return finish(.integerLiteralExpr, m, token: t)
    }
    if kind == .prefixOperator && tokenIs(cur, "-") && peekKind() == .integerLiteral {
      let m = mark()
      advance()
      let t = take()
      return finish(.integerLiteralExpr, m, token: t)
    }
    return parseType()
  }

  mutating func parseWhereClause() -> NodeID {
    let m = mark()
    advance()  // where
    repeat {
      let before = pos
      let rm = mark()
      parseAttributes()
      push(parseType())
      if kind == .colon {
        let t = take()
        push(parseType())
        push(finish(.conformanceRequirement, rm, token: t))
      } else if kind == .binaryOperator && tokenIs(cur, "==") {
        let t = take()
        push(parseType())
        push(finish(.sameTypeRequirement, rm, token: t))
      } else {
        errorExpected("expected ':' or '==' to indicate a conformance or same-type requirement")
        push(finish(.conformanceRequirement, rm))
      }
      if pos == before { break }
    } while consume(.comma)
    return finish(.genericWhereClause, m)
  }

  /// Whether the current token can be an argument label or parameter name.
  @inline(__always) mutating func isLabelToken(_ t: Token) -> Bool {
    t.kind == .identifier || t.kind == .kwUnderscore || (t.kind.isKeyword && t.kind != .kwInout)
  }

  /// `(label name: Type = default, …)` for functions, initializers, subscripts, macros and
  /// (with `enumCase`) associated values, which may leave out names.
  mutating func parseParameterClause(enumCase: Bool = false) -> NodeID {
    let m = mark()
    guard kind == .leftParen else {
      errorExpected("expected '(' in parameter list")
      return finish(.parameterClause, m)
    }
    let open = cur
    advance()
    let saved = (noTrailingClosure, inPattern)
    noTrailingClosure = false
    inPattern = false
    groupDepth += 1
    defer { groupDepth -= 1 }
    while kind != .rightParen && kind != .eof {
      let before = pos
      let pm = mark()
      parseAttributes()
      var name: Int32 = -1
      // `first second:`, `name:`, or (enum cases) a bare type.
      if isLabelToken(cur) && peekKind() == .colon {
        name = take()
      } else if isLabelToken(cur) && isLabelToken(peek()) && peekKind(2) == .colon {
        name = take()
        advance()
      } else if !enumCase {
        if isLabelToken(cur) {
          name = take()
          errorExpected("expected ':' and a type for parameter '\(text(tok(Int(name))))'")
        } else {
          errorHere("expected parameter name followed by ':'")
        }
      }
      if name >= 0 || enumCase {
        if name >= 0 && kind == .colon { advance() }
        if !(name >= 0 && tok(Int(name)).kind != .identifier && kind == .comma) || enumCase {
          push(parseType())
        }
        if kind == .postfixOperator && tokenIs(cur, "...") { advance() }
        if consume(.equal) { push(parseExpr()) }
      }
      push(finish(.parameter, pm, token: name))
      if consume(.comma) { continue }
      if kind != .rightParen {
        if kind == .leftBrace || (cur.isAtStartOfLine && isDeclStart()) { break }
        if pos == before || isClosingToken(kind) { break }
        errorExpected("expected ',' separator")
      }
    }
    (noTrailingClosure, inPattern) = saved
    expectClose(.rightParen, open: open, what: "in parameter list")
    return finish(.parameterClause, m)
  }

  /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync` after a signature.
  mutating func parseEffects() {
    while true {
      if at("async") || at("reasync") || kind == .kwRethrows {
        let m = mark()
        let t = take()
        push(finish(.effectSpecifier, m, token: t))
      } else if kind == .kwThrows {
        let m = mark()
        let t = take()
        if kind == .leftParen && !cur.hasLeadingTrivia {
          let open = cur
          advance()
          push(parseType())
          expectClose(.rightParen, open: open)
        }
        push(finish(.effectSpecifier, m, token: t))
      } else if kind == .kwTry || kind == .kwThrow {
        errorHere("expected throwing specifier; did you mean 'throws'?")
        advance()
      } else {
        return
      }
    }
  }

  mutating func parseReturnClause() {
    if kind == .arrow {
      let m = mark()
      advance()
      push(parseType())
      push(finish(.returnClause, m))
    }
  }

  mutating func bodyOptional(_ context: ItemContext) -> Bool {
    options.mode == .interface || context == .protocolMembers
  }

  mutating func parseFunc(_ m: Mark, _ context: ItemContext) -> NodeID {
    advance()  // func
    var name: Int32 = -1
    switch kind {
    case .identifier, .prefixOperator, .postfixOperator, .binaryOperator, .postfixExclaim, .postfixQuestion,
      .infixQuestion:
      name = take()
    default:
      if kind.isKeyword && !cur.isAtStartOfLine && kind != .kwWhere {
        name = take()
      } else {
        errorExpected("expected identifier in function declaration")
      }
    }
    if isLeftAngle(cur) { push(parseGenericParameters()) }
    push(parseParameterClause())
    parseEffects()
    parseReturnClause()
    if kind == .kwWhere { push(parseWhereClause()) }
    if kind == .leftBrace {
      push(parseCodeBlock())
    } else if !bodyOptional(context) {
      errorExpected("expected '{' in body of function declaration")
    }
    return finish(.funcDecl, m, token: name)
  }

  mutating func parseInit(_ m: Mark, _ context: ItemContext) -> NodeID {
    let t = take()
    if kind == .postfixQuestion || kind == .postfixExclaim {
      advance()
    } else if kind.isOperator && (firstByte(cur) == UInt8(ascii: "?") || firstByte(cur) == UInt8(ascii: "!"))
    {
      // `init?<T>(…)` lexes `?<` as one operator.
      splitFirstCharacter()
      if kind == .postfixOperator && firstByte(cur) == UInt8(ascii: "<") {
        tokens.base[pos].kind = .binaryOperator
        current.kind = .binaryOperator
      }
    }
    if isLeftAngle(cur) { push(parseGenericParameters()) }
    push(parseParameterClause())
    parseEffects()
    if kind == .kwWhere { push(parseWhereClause()) }
    if kind == .leftBrace {
      push(parseCodeBlock())
    } else if !bodyOptional(context) {
      errorExpected("expected '{' in body of initializer")
    }
    return finish(.initDecl, m, token: t)
  }

  mutating func parseSubscript(_ m: Mark) -> NodeID {
    let t = take()
    if isLeftAngle(cur) { push(parseGenericParameters()) }
    push(parseParameterClause())
    parseReturnClause()
    if kind == .kwWhere { push(parseWhereClause()) }
    if kind == .leftBrace { push(parseAccessorBlock()) }
    return finish(.subscriptDecl, m, token: t)
  }

  /// `: Type` if a colon follows, as a ``SyntaxKind/typeAnnotation`` on the scratch stack.
  mutating func parseTypeAnnotation() {
    guard kind == .colon else { return }
    let am = mark()
    advance()
    push(parseType())
    push(finish(.typeAnnotation, am))
  }

  /// `= value` if an equals sign follows, as an ``SyntaxKind/initializerClause``.
  mutating func parseInitializerClause() {
    guard kind == .equal else { return }
    let im = mark()
    advance()
    push(parseExpr())
    push(finish(.initializerClause, im))
  }

  mutating func parseVariable(_ m: Mark, _ context: ItemContext) -> NodeID {
    let t = take()  // let / var
    repeat {
      let before = pos
      let bm = mark()
      push(parseBindingPattern())
      parseTypeAnnotation()
      parseInitializerClause()
      if kind == .leftBrace { push(parseAccessorBlock()) }
      push(finish(.patternBinding, bm))
      if pos == before { break }
    } while consume(.comma)
    return finish(.variableDecl, m, token: t)
  }

  /// A pattern in `let`/`var`/`for`: a name, `_`, or a tuple of patterns.
  mutating func parseBindingPattern() -> NodeID {
    let m = mark()
    switch kind {
    case .identifier:
      let t = take()
      return finish(.identifierPattern, m, token: t)
    case .kwUnderscore:
      advance()
      return finish(.wildcardPattern, m)
    case .leftParen:
      guard enter() else { return finish(.tuplePattern, m) }
      defer { leave() }
      let open = cur
      advance()
      while kind != .rightParen && kind != .eof {
        let before = pos
        if isLabelToken(cur) && peekKind() == .colon && kind != .kwUnderscore {
          advance()
          advance()
        }
        push(parseBindingPattern())
        parseTypeAnnotation()
        if !consume(.comma) { break }
        if pos == before { break }
      }
      expectClose(.rightParen, open: open)
      return finish(.tuplePattern, m)
    case .kwLet, .kwVar:
      let t = take()
      push(parseBindingPattern())
      return finish(.valueBindingPattern, m, token: t)
    default:
      if cur.kind.isKeyword && !cur.isAtStartOfLine && kind != .leftBrace {
        errorHere("keyword \(describe(cur)) cannot be used as an identifier here")
        let t = take()
        return finish(.identifierPattern, m, token: t)
      }
      errorExpected("expected pattern")
      return finish(.identifierPattern, m)
    }
  }

  /// Whether the token at `i` is an accessor keyword.
  mutating func isAccessorKeyword(_ t: Token) -> Bool {
    if t.kind == .kwInit { return true }
    guard t.kind == .identifier else { return false }
    return tokenIs(t, "get") || tokenIs(t, "set") || tokenIs(t, "willSet") || tokenIs(t, "didSet")
      || tokenIs(t, "_read") || tokenIs(t, "_modify") || tokenIs(t, "read") || tokenIs(t, "modify")
      || tokenIs(t, "unsafeAddress") || tokenIs(t, "unsafeMutableAddress") || tokenIs(t, "_init")
      || tokenIs(t, "address") || tokenIs(t, "mutableAddress") || tokenIs(t, "borrow") || tokenIs(t, "mutate")
  }

  /// The index after the attribute whose `@` is at `i` (its name and any arguments in
  /// parentheses), or nil when its parentheses run to the end of the file.
  mutating func indexAfterAttribute(at i: Int) -> Int? {
    var j = i + 2
    while tok(j).kind == .period && !tok(j).hasLeadingTrivia { j += 2 }
    guard tok(j).kind == .leftParen else { return j }
    var nest = 0
    repeat {
      let k = tok(j).kind
      if k == .leftParen { nest += 1 }
      if k == .rightParen { nest -= 1 }
      if k == .eof { return nil }
      j += 1
    } while nest > 0
    return j
  }

  /// Whether the `{` at `pos` opens a list of accessors (rather than a getter's body).
  mutating func bracesHoldAccessors() -> Bool {
    var i = pos + 1
    var guardCount = 0
    while guardCount < 32 {
      guardCount += 1
      let t = tok(i)
      if t.kind == .atSign {
        guard let after = indexAfterAttribute(at: i) else { return false }
        i = after
        continue
      }
      // `#if` decides by what its first clause holds: `{ #if os(iOS)\n get … }` holds accessors,
      // `Group { #if os(iOS)\n Section … }` and a getter body starting with `#if` do not.
      if t.kind == .poundIf || t.kind == .poundElseif {
        i += 1
        while !tok(i).isAtStartOfLine && tok(i).kind != .eof { i += 1 }
        continue
      }
      if t.kind == .poundElse || t.kind == .poundEndif {
        i += 1
        continue
      }
      if isAccessorKeyword(t) {
        let n = tok(i + 1)
        switch n.kind {
        case .leftBrace, .rightBrace: return true
        case .leftParen: return !tokenIs(t, "get")
        case .identifier: return n.isAtStartOfLine || tokenIs(n, "async") || isAccessorKeyword(n)
        case .kwThrows: return true
        default: return n.isAtStartOfLine && (isAccessorKeyword(n) || n.kind == .atSign)
        }
      }
      if t.kind == .identifier
        && (tokenIs(t, "mutating") || tokenIs(t, "nonmutating") || tokenIs(t, "__consuming")
          || tokenIs(t, "borrowing") || tokenIs(t, "consuming") || tokenIs(t, "yielding")
          || tokenIs(t, "nonisolated"))
      {
        i += 1
        continue
      }
      return false
    }
    return false
  }

  /// Whether the `{` at `pos` opens a variable's observers (`{ willSet …`, `{ didSet …`, perhaps
  /// after attributes): after an initializer such braces are not a trailing closure.
  mutating func bracesStartObservers() -> Bool {
    var i = pos + 1
    while tok(i).kind == .atSign {
      guard let after = indexAfterAttribute(at: i) else { return false }
      i = after
    }
    let t = tok(i)
    return t.kind == .identifier && (tokenIs(t, "willSet") || tokenIs(t, "didSet"))
  }

  mutating func parseAccessorBlock() -> NodeID {
    let m = mark()
    let open = cur
    guard enter() else { return finish(.accessorBlock, m) }
    defer { leave() }
    if !bracesHoldAccessors() {
      push(parseCodeBlock())
      return finish(.accessorBlock, m)
    }
    advance()
    parseAccessorList()
    expectClose(.rightBrace, open: open)
    return finish(.accessorBlock, m)
  }

  mutating func parseAccessorList() {
    while kind != .rightBrace && kind != .eof && kind != .poundElse && kind != .poundElseif
      && kind != .poundEndif
    {
      let before = pos
      if kind == .poundIf {
        let m = mark()
        ifConfigDepth += 1
        while kind == .poundIf || kind == .poundElseif || kind == .poundElse {
          let cm = mark()
          let t = take()
          if tok(Int(t)).kind != .poundElse { push(parseIfConfigCondition()) }
          parseAccessorList()
          push(finish(.ifConfigClause, cm, token: t))
        }
        ifConfigDepth -= 1
        if !consume(.poundEndif) { errorExpected("expected '#endif' to close '#if'") }
        push(finish(.ifConfigDecl, m))
        continue
      }
      let m = mark()
      parseAttributes()
      while kind == .identifier && !isAccessorKeyword(cur) && isAccessorKeyword(peek()) {
        let mm = mark()
        let t = take()
        push(finish(.modifier, mm, token: t))
      }
      if at("yielding") {
        let mm = mark()
        let t = take()
        push(finish(.modifier, mm, token: t))
      }
      if !isAccessorKeyword(cur) {
        push(skipUnexpected("expected 'get', 'set', 'willSet' or 'didSet' accessor, found \(describe(cur))"))
        if pos == before { advance() }
        continue
      }
      let t = take()
      if kind == .leftParen {
        let open = cur
        advance()
        if kind == .identifier { advance() }
        expectClose(.rightParen, open: open)
      }
      parseEffects()
      if kind == .leftBrace {
        push(parseCodeBlock())
      }
      push(finish(.accessorDecl, m, token: t))
      if pos == before { advance() }
    }
  }

  mutating func parseTypealias(_ m: Mark) -> NodeID {
    advance()
    let name = parseName("identifier in typealias declaration")
    if isLeftAngle(cur) { push(parseGenericParameters()) }
    if expect(.equal, "'=' in typealias declaration") { push(parseType()) }
    if kind == .kwWhere { push(parseWhereClause()) }
    return finish(.typeAliasDecl, m, token: name)
  }

  mutating func parseAssociatedType(_ m: Mark) -> NodeID {
    advance()
    let name = parseName("identifier in associatedtype declaration")
    if kind == .colon { push(parseInheritance()) }
    if consume(.equal) { push(parseType()) }
    if kind == .kwWhere { push(parseWhereClause()) }
    return finish(.associatedTypeDecl, m, token: name)
  }

  mutating func parseEnumCase(_ m: Mark) -> NodeID {
    advance()  // case
    repeat {
      let before = pos
      let em = mark()
      let name = parseName("identifier in enum 'case' declaration")
      if kind == .leftParen { push(parseParameterClause(enumCase: true)) }
      if consume(.equal) { push(parseExpr()) }
      push(finish(.enumCaseElement, em, token: name))
      if pos == before { break }
    } while consume(.comma)
    return finish(.enumCaseDecl, m)
  }

  mutating func parseOperatorDecl(_ m: Mark) -> NodeID {
    advance()  // operator
    var name: Int32 = -1
    switch kind {
    case .prefixOperator, .postfixOperator, .binaryOperator, .postfixExclaim, .postfixQuestion,
      .infixQuestion,
      .equal, .arrow, .identifier:
      name = take()
    default:
      errorExpected("expected operator name in operator declaration")
    }
    if consume(.colon) {
      let gm = mark()
      let g = parseName("precedence group name")
      push(finish(.identifierType, gm, token: g))
      while consume(.comma) {
        let gm2 = mark()
        let g2 = parseName("designated type name")
        push(finish(.identifierType, gm2, token: g2))
      }
    }
    return finish(.operatorDecl, m, token: name)
  }

  mutating func parsePrecedenceGroup(_ m: Mark) -> NodeID {
    advance()
    let name = parseName("identifier in precedencegroup declaration")
    if kind == .leftBrace {
      let open = cur
      advance()
      while kind == .identifier {
        let am = mark()
        let t = take()
        expect(.colon, "':' after '\(text(tok(Int(t))))' in precedence group")
        // Group names, `left`/`right`/`none`, or `true`/`false`.
        repeat {
          if kind == .identifier || kind == .kwTrue || kind == .kwFalse {
            advance()
          } else {
            errorExpected("expected a value for '\(text(tok(Int(t))))'")
            break
          }
        } while consume(.comma)
        push(finish(.precedenceGroupAttribute, am, token: t))
      }
      expectClose(.rightBrace, open: open)
    } else {
      errorExpected("expected '{' after precedence group name")
    }
    return finish(.precedenceGroupDecl, m, token: name)
  }

  mutating func parseMacroDecl(_ m: Mark) -> NodeID {
    advance()  // macro
    let name = parseName("identifier in macro declaration")
    if isLeftAngle(cur) { push(parseGenericParameters()) }
    push(parseParameterClause())
    parseReturnClause()
    if consume(.equal) { push(parseExpr()) }
    if kind == .kwWhere { push(parseWhereClause()) }
    return finish(.macroDecl, m, token: name)
  }

  /// `#name<T>(args) { trailing closures }`.
  mutating func parseMacroExpansion(_ m: Mark, _ nodeKind: SyntaxKind) -> NodeID {
    let t = take()
    if isLeftAngle(cur) && !cur.hasLeadingTrivia { push(parseGenericArguments()) }
    if kind == .leftParen && !cur.isAtStartOfLine {
      let open = cur
      advance()
      parseArgumentList(closer: .rightParen, open: open)
    }
    if kind == .leftBrace && !noTrailingClosure && !cur.isAtStartOfLine {
      parseTrailingClosures()
    }
    return finish(nodeKind, m, token: t)
  }

  /// `#if cond … #elseif cond … #else … #endif` around items of the given context.
  mutating func parseIfConfig(_ context: ItemContext) -> NodeID {
    let m = mark()
    guard enter() else { return finish(.ifConfigDecl, m) }
    defer { leave() }
    let open = cur
    ifConfigDepth += 1
    var first = true
    while kind == .poundIf || kind == .poundElseif || kind == .poundElse {
      if kind == .poundIf && !first { break }
      first = false
      let cm = mark()
      let t = take()
      if tok(Int(t)).kind != .poundElse {
        if cur.isAtStartOfLine || kind == .eof {
          errorExpected("expected a condition after '\(text(tok(Int(t))))'")
        } else {
          push(parseIfConfigCondition())
        }
      }
      switch context {
      case .switchCases: parseSwitchCases()
      case .attributes: parseAttributeClause()
      default: parseItems(context)
      }
      push(finish(.ifConfigClause, cm, token: t))
    }
    ifConfigDepth -= 1
    if !consume(.poundEndif) {
      errorExpected("expected '#endif' to close '#if' opened at \(lineColumn(open))")
    }
    return finish(.ifConfigDecl, m)
  }
}
