// Expressions: sequences folded by Swift's standard precedence groups, prefix and postfix
// forms, primaries, closures, literals, key paths and argument lists.

/// An operator between two operands of a sequence, before folding.
struct PendingOperator {
  var token: Int32
  var precedence: Int
  var rightAssociative: Bool
  var kind: SyntaxKind
  /// The middle expression of a ternary.
  var middle: NodeID?
}

/// Swift's standard precedence groups, highest first; unknown custom operators get
/// `DefaultPrecedence`, just above the ternary.
enum Precedence {
  static let bitwiseShift = 100
  static let multiplication = 90
  static let addition = 80
  static let rangeFormation = 70
  static let casting = 65
  static let nilCoalescing = 60
  static let comparison = 50
  static let logicalConjunction = 40
  static let logicalDisjunction = 30
  static let defaultPrecedence = 25
  static let ternary = 20
  static let assignment = 10
  static let arrow = 5
}

extension Parser {
  /// The precedence and associativity (right?) of a binary operator token.
  mutating func precedence(of t: Token) -> (Int, Bool) {
    let s = Int(t.start)
    let len = t.length
    @inline(__always) func c(_ i: Int) -> UInt8 { b[s + i] }
    // Compound assignments end in `=` and are not comparisons.
    if len >= 2 && c(len - 1) == UInt8(ascii: "=") {
      let isComparison =
        (len == 2
          && (c(0) == UInt8(ascii: "=") || c(0) == UInt8(ascii: "!") || c(0) == UInt8(ascii: "<")
            || c(0) == UInt8(ascii: ">")))
        || (len == 3 && (c(0) == UInt8(ascii: "=") || c(0) == UInt8(ascii: "!")) && c(1) == UInt8(ascii: "="))
        || (len == 3 && c(0) == UInt8(ascii: ".") && c(1) != UInt8(ascii: "&") && c(1) != UInt8(ascii: "|")
          && c(1) != UInt8(ascii: "^"))
        || (len == 4 && c(0) == UInt8(ascii: ".") && (c(1) == UInt8(ascii: "<") || c(1) == UInt8(ascii: ">")))
      if isComparison { return (Precedence.comparison, false) }
      return (Precedence.assignment, true)
    }
    switch len {
    case 1:
      switch c(0) {
      case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"):
        return (Precedence.multiplication, false)
      case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "|"), UInt8(ascii: "^"):
        return (Precedence.addition, false)
      case UInt8(ascii: "<"), UInt8(ascii: ">"): return (Precedence.comparison, false)
      default: return (Precedence.defaultPrecedence, false)
      }
    case 2:
      let a = c(0)
      let z = c(1)
      if (a == UInt8(ascii: "<") && z == a) || (a == UInt8(ascii: ">") && z == a) {
        return (Precedence.bitwiseShift, false)
      }
      if a == UInt8(ascii: "&") {
        switch z {
        case UInt8(ascii: "*"): return (Precedence.multiplication, false)
        case UInt8(ascii: "+"), UInt8(ascii: "-"): return (Precedence.addition, false)
        case UInt8(ascii: "&"): return (Precedence.logicalConjunction, false)
        default: break
        }
      }
      if a == UInt8(ascii: "|") && z == a { return (Precedence.logicalDisjunction, false) }
      if a == UInt8(ascii: "?") && z == a { return (Precedence.nilCoalescing, true) }
      if a == UInt8(ascii: "~") && z == UInt8(ascii: "=") { return (Precedence.comparison, false) }
      if a == UInt8(ascii: ".") {
        switch z {
        case UInt8(ascii: "<"), UInt8(ascii: ">"): return (Precedence.comparison, false)
        case UInt8(ascii: "&"): return (Precedence.multiplication, false)
        case UInt8(ascii: "|"), UInt8(ascii: "^"): return (Precedence.addition, false)
        default: break
        }
      }
      return (Precedence.defaultPrecedence, false)
    case 3:
      if c(0) == UInt8(ascii: ".") && c(1) == UInt8(ascii: ".")
        && (c(2) == UInt8(ascii: ".") || c(2) == UInt8(ascii: "<"))
      {
        return (Precedence.rangeFormation, false)
      }
      if c(0) == UInt8(ascii: "&") && (c(1) == UInt8(ascii: "<") || c(1) == UInt8(ascii: ">")) && c(2) == c(1)
      {
        return (Precedence.bitwiseShift, false)
      }
      return (Precedence.defaultPrecedence, false)
    default:
      return (Precedence.defaultPrecedence, false)
    }
  }

  /// An expression: a sequence of operands and binary operators, folded by precedence.
  mutating func parseExpr() -> NodeID {
    guard enter() else { return missing(.missingExpr) }
    defer { leave() }
    let first = parseSequenceElement()
    // Most expressions are one operand: no call for a token that cannot be an operator.
    switch kind {
    case .binaryOperator, .equal, .infixQuestion, .kwIs, .kwAs, .arrow: break
    default: return first
    }
    guard let op0 = parseSequenceOperator() else { return first }
    let second = op0.kind == .isExpr || op0.kind == .asExpr ? parseType() : parseSequenceElement()
    guard let op1 = parseSequenceOperator() else {
      // One operator, the common case: nothing to fold, no arrays to allocate.
      if let middle = op0.middle { return makeNode(.ternaryExpr, token: op0.token, first, middle, second) }
      return makeNode(op0.kind, token: op0.token, first, second)
    }
    var operands: [NodeID] = [first, second]
    var ops: [PendingOperator] = [op0]
    var op: PendingOperator? = op1
    // No length limit: each round consumes an operator, and folding does not recurse.
    while let o = op {
      ops.append(o)
      if o.kind == .isExpr || o.kind == .asExpr {
        operands.append(parseType())
      } else {
        operands.append(parseSequenceElement())
      }
      op = parseSequenceOperator()
    }
    return fold(operands, ops)
  }

  /// Consumes a binary operator, `=`, `? :`, `is`, `as`, `as?`, `as!` or `->` if one follows.
  mutating func parseSequenceOperator() -> PendingOperator? {
    if stopAtNewline && cur.isAtStartOfLine { return nil }
    switch kind {
    case .binaryOperator:
      let t = cur
      let (p, r) = precedence(of: t)
      let i = take()
      return PendingOperator(token: i, precedence: p, rightAssociative: r, kind: .binaryExpr)
    case .equal:
      if inPattern { return nil }
      let i = take()
      return PendingOperator(
        token: i, precedence: Precedence.assignment, rightAssociative: true, kind: .assignmentExpr)
    case .infixQuestion:
      let i = take()
      let saved = (noTrailingClosure, inPattern)
      inPattern = false
      let middle = parseExpr()
      (noTrailingClosure, inPattern) = saved
      if !consume(.colon) {
        errorExpected("expected ':' after '? …' in ternary expression")
      }
      return PendingOperator(
        token: i, precedence: Precedence.ternary, rightAssociative: true, kind: .ternaryExpr, middle: middle)
    case .kwIs:
      let i = take()
      return PendingOperator(token: i, precedence: Precedence.casting, rightAssociative: false, kind: .isExpr)
    case .kwAs:
      let i = take()
      if kind == .postfixQuestion || kind == .postfixExclaim { advance() }
      return PendingOperator(token: i, precedence: Precedence.casting, rightAssociative: false, kind: .asExpr)
    case .arrow:
      let i = take()
      return PendingOperator(token: i, precedence: Precedence.arrow, rightAssociative: true, kind: .arrowExpr)
    default:
      return nil
    }
  }

  /// Folds operands and operators into a tree by precedence (shunting-yard, no recursion).
  mutating func fold(_ operands: [NodeID], _ ops: [PendingOperator]) -> NodeID {
    var out: [NodeID] = [operands[0]]
    var stack: [PendingOperator] = []
    out.reserveCapacity(operands.count)
    func reduce(_ p: inout Parser, _ out: inout [NodeID], _ stack: inout [PendingOperator]) {
      let o = stack.removeLast()
      let rhs = out.removeLast()
      let lhs = out.removeLast()
      if let mid = o.middle {
        out.append(p.makeNode(.ternaryExpr, token: o.token, lhs, mid, rhs))
      } else {
        out.append(p.makeNode(o.kind, token: o.token, lhs, rhs))
      }
    }
    for (i, o) in ops.enumerated() {
      while let top = stack.last,
        top.precedence > o.precedence || (top.precedence == o.precedence && !o.rightAssociative)
      {
        reduce(&self, &out, &stack)
      }
      stack.append(o)
      out.append(operands[i + 1])
    }
    while !stack.isEmpty { reduce(&self, &out, &stack) }
    return out[0]
  }

  /// Whether the identifier at `pos` acts as a prefix keyword (`await x`, `consume x`): it is
  /// followed, on the same line, by something that starts an operand.
  mutating func contextualPrefixApplies() -> Bool {
    let n = peek()
    if n.isAtStartOfLine { return false }
    // `copy[0]` subscripts a variable named `copy`; `copy [x]` copies an array literal.
    if n.kind == .leftSquare && !n.hasLeadingTrivia { return false }
    switch n.kind {
    case .identifier, .dollarIdentifier, .kwSelf, .kwCapitalSelf, .kwSuper, .integerLiteral, .floatLiteral,
      .stringOpen, .kwTry, .prefixOperator, .kwTrue, .kwFalse, .kwNil, .leftSquare, .backslash,
      .poundIdentifier,
      .kwIf, .kwSwitch, .kwRepeat:
      return true
    case .leftParen, .leftBrace, .period:
      // `await (x)`, `await .foo`: only for `await`/`unsafe`; `copy(x)` is a call.
      return at("await") || at("unsafe") ? n.hasLeadingTrivia || n.kind != .leftParen : false
    default:
      return false
    }
  }

  /// Whether the `await` at `pos` has nothing after it on its line that could be an operand
  /// or continue a name (`await.x`, `await(x)` call and member uses stay names).
  mutating func awaitLacksOperandOnItsLine() -> Bool {
    let n = peek()
    if n.isAtStartOfLine { return true }
    switch n.kind {
    case .comma, .rightParen, .rightSquare, .rightBrace, .semicolon, .colon, .eof, .interpolationClose:
      return true
    default: return false
    }
  }

  /// One operand: prefix forms (`try`, `await`, `!x`, `&x`, `let x` in patterns) and a postfix
  /// expression.
  mutating func parseSequenceElement() -> NodeID {
    let m = mark()
    switch kind {
    case .kwTry:
      let t = take()
      if kind == .postfixQuestion || kind == .postfixExclaim { advance() }
      push(parseExpr())
      return finish(.tryExpr, m, token: t)
    case .identifier:
      if at("await") && !contextualPrefixApplies() && awaitLacksOperandOnItsLine() {
        // `await` is a keyword in expressions: its operand may follow on the next line, and
        // it may not stand alone (`g(await, 1)`), as in swiftc.
        let t = take()
        if cur.isAtStartOfLine && canStartExpression(cur) && !isDeclStart() && !isStatementKeyword(kind) {
          push(parseExpr())
        } else {
          errorExpected("expected expression after 'await'")
          push(missing(.missingExpr))
        }
        return finish(.awaitExpr, m, token: t)
      }
      if (at("await") || at("unsafe") || at("consume") || at("copy") || at("each"))
        && contextualPrefixApplies()
      {
        let k: SyntaxKind =
          at("await")
          ? .awaitExpr
          : at("unsafe")
            ? .unsafeExpr
            : at("consume")
              ? .consumeExpr
              : at("copy") ? .copyExpr : .packElementExpr
        let t = take()
        if k == .awaitExpr || k == .unsafeExpr {
          push(parseExpr())
        } else {
          push(parseSequenceElement())
        }
        return finish(k, m, token: t)
      }
    case .prefixOperator:
      guard enter() else { return missing(.missingExpr) }
      defer { leave() }
      let t = take()
      if tok(Int(t)).length == 1 && firstByte(tok(Int(t))) == UInt8(ascii: "&") {
        push(parseSequenceElement())
        return finish(.inoutExpr, m, token: t)
      }
      push(parseSequenceElement())
      return finish(.prefixExpr, m, token: t)
    case .kwLet, .kwVar:
      if inPattern {
        let t = take()
        push(parseSequenceElement())
        return finish(.valueBindingPattern, m, token: t)
      }
    case .kwIs:
      if inPattern {
        let t = take()
        push(parseType())
        return finish(.isTypePattern, m, token: t)
      }
    case .kwRepeat:
      if peekKind() != .leftBrace {
        let t = take()
        push(parseSequenceElement())
        return finish(.packExpansionExpr, m, token: t)
      }
    default:
      break
    }
    return parsePostfixExpr()
  }

  /// A primary expression followed by member accesses, calls, subscripts, `?`, `!`, postfix
  /// operators, trailing closures and postfix `#if` blocks.
  mutating func parsePostfixExpr() -> NodeID {
    let m = mark()
    let primary = parsePrimary()
    // Most primaries have no suffix: the loop is not entered for a token that cannot start
    // one (the first check ``parsePostfixSuffixes(_:)`` makes).
    switch kind {
    case .period, .postfixQuestion, .postfixExclaim, .postfixOperator, .leftParen, .leftSquare, .leftBrace,
      .poundIf:
      break
    default:
      return primary
    }
    push(primary)
    parsePostfixSuffixes(m)
    return pop()
  }

  /// Applies suffixes to the expression on top of `scratch` (pushed after mark `m`), leaving
  /// the result there.
  ///
  /// Choices: `.member` continues the chain across newlines (SwiftUI modifier chains); `(` and
  /// `[` on a new line start a new statement instead of a call or subscript; a trailing
  /// closure's `{` may be on the next line, as in swiftc (`Store(…)\n{ Feature() }`), and
  /// never follows in `if`/`while`/`guard`/`for`/`switch` headers or where the braces hold a
  /// variable's `willSet`/`didSet` observers.
  mutating func parsePostfixSuffixes(_ m: Mark) {
    var guardCount = 0
    while true {
      guardCount += 1
      if guardCount > 1_000_000 { return }
      if stopAtNewline && cur.isAtStartOfLine { return }
      switch kind {
      case .period:
        let nt = peek()
        // `.name`, `.0`, `.init`, `.self`, `.Type`; keywords are fine after a dot, a line break
        // is not (`a.\nb` is an error in swiftc).
        if (nt.kind == .identifier || nt.kind.isKeyword || nt.kind == .integerLiteral
          || nt.kind == .dollarIdentifier) && !nt.isAtStartOfLine
        {
          if nt.hasLeadingTrivia && !cur.hasLeadingTrivia { extraneousWhitespaceAfterPeriod() }
          advance()
          let name = take()
          if isLeftAngle(cur) && !cur.hasLeadingTrivia && canParseGenericArguments() {
            push(parseGenericArguments())
          }
          // Compound names: `.foo(x:y:)`.
          parseCompoundNameSuffix()
          push(finish(.memberAccessExpr, m, token: name))
        } else if nt.kind == .poundIf {
          return
        } else {
          advance()
          errorExpected("expected member name following '.'")
          push(finish(.memberAccessExpr, m))
          return
        }
      case .postfixQuestion:
        advance()
        push(finish(.optionalChainingExpr, m))
      case .postfixExclaim:
        advance()
        push(finish(.forceUnwrapExpr, m))
      case .postfixOperator:
        let t = take()
        push(finish(.postfixExpr, m, token: t))
      case .leftParen, .leftSquare:
        // A call or a subscript, unless the bracket starts a new line (a new statement).
        if cur.isAtStartOfLine { return }
        let open = cur
        let isCall = kind == .leftParen
        advance()
        parseArgumentList(closer: isCall ? .rightParen : .rightSquare, open: open)
        if kind == .leftBrace && !noTrailingClosure && !bracesStartObservers() {
          parseTrailingClosures()
        }
        push(finish(isCall ? .callExpr : .subscriptExpr, m))
      case .leftBrace:
        if noTrailingClosure || !takesTrailingClosure(NodeID(scratch.last)) { return }
        // `var x = v { willSet … }`: the braces hold the declaration's observers.
        if bracesStartObservers() { return }
        parseTrailingClosures()
        push(finish(.callExpr, m))
      case .poundIf:
        guard postfixIfConfigFollows() else { return }
        parsePostfixIfConfig(m)
      default:
        return
      }
    }
  }

  /// Whether an expression can take a trailing closure. As in swiftc, literals and tuples do
  /// not (`let x = 1\n{ … }` is a literal then a closure); a parenthesized expression does.
  mutating func takesTrailingClosure(_ id: NodeID) -> Bool {
    switch kinds[Int(id.index)] {
    case .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr, .stringLiteralExpr,
      .regexLiteralExpr, .arrayExpr, .dictionaryExpr:
      return false
    case .tupleExpr:
      // `(f) { … }` calls `f`; `(a, b) { … }` and `(label: f) { … }` do not.
      let i = Int(id.index)
      let first = Int(nodes[i].firstChild)
      let end = i + 1 < nodes.count ? Int(nodes[i + 1].firstChild) : childIndices.count
      return end - first == 1 && nodes[Int(childIndices[first])].token < 0
    default: return true
    }
  }

  /// `x. y`: swiftc allows space on both sides of a member's `.` or before it, not only after
  /// it. Reported at the `.` (the previous token); the member is parsed all the same.
  mutating func extraneousWhitespaceAfterPeriod() {
    let period = kind == .period ? cur : tok(pos - 1)
    error("extraneous whitespace after '.' is not permitted", at: period.start)
  }

  /// Skips `(a:b:)` after a name when it is a compound name, not a call. (The first check
  /// inlined: it is made after every name, and rarely passes.)
  @inline(__always) mutating func parseCompoundNameSuffix() {
    guard kind == .leftParen && !cur.hasLeadingTrivia else { return }
    parseCompoundNameAfterParen()
  }

  /// ``parseCompoundNameSuffix()`` at a `(` that touches the name.
  @inline(never) mutating func parseCompoundNameAfterParen() {
    var i = pos + 1
    var sawLabel = false
    while true {
      let t = tok(i)
      if (isLabelToken(t)) && tok(i + 1).kind == .colon
        && !tok(i + 1).hasLeadingTrivia
      {
        i += 2
        sawLabel = true
        continue
      }
      if t.kind == .rightParen && sawLabel {
        while pos <= i { advance() }
        return
      }
      return
    }
  }

  /// Whether a `#if` at `pos` holds postfix members (`.padding()`): its first clause, past the
  /// conditions of any `#if`s nested at its start, begins with `.` (as in swift-syntax).
  mutating func postfixIfConfigFollows() -> Bool {
    var i = pos
    repeat {
      i += 1
      while tok(i).kind != .eof && !tok(i).isAtStartOfLine { i += 1 }
    } while tok(i).kind == .poundIf
    return tok(i).kind == .period
  }

  mutating func parsePostfixIfConfig(_ m: Mark) {
    guard enter() else { return }
    defer { leave() }
    let cfg = mark()
    let open = cur
    while kind == .poundIf || kind == .poundElseif || kind == .poundElse {
      let cm = mark()
      let t = take()
      if tok(Int(t)).kind != .poundElse { push(parseIfConfigCondition()) }
      // The members apply to an implicit base; parse them as a chain on an empty node.
      let chain = mark()
      push(missing(.missingExpr))
      parsePostfixSuffixes(chain)
      push(finish(.ifConfigClause, cm, token: t))
      if kind == .poundIf { break }
    }
    if !consume(.poundEndif) {
      errorExpected("expected '#endif' to close '#if' opened at \(lineColumn(open))")
    }
    let cfgNode = finish(.ifConfigDecl, cfg)
    push(cfgNode)
    push(finish(.postfixIfConfigExpr, m))
  }

  /// The condition of `#if`/`#elseif`: an expression that ends with its line.
  mutating func parseIfConfigCondition() -> NodeID {
    let saved = (noTrailingClosure, inPattern, stopAtNewline)
    noTrailingClosure = true
    inPattern = false
    stopAtNewline = true
    defer { (noTrailingClosure, inPattern, stopAtNewline) = saved }
    return parseExpr()
  }

  /// One or more trailing closures: `{ … } label: { … }`.
  mutating func parseTrailingClosures() {
    push(parseClosure())
    while (isLabelToken(cur)) && peekKind() == .colon && peekKind(2) == .leftBrace {
      let am = mark()
      let t = take()
      advance()
      push(parseClosure())
      push(finish(.argument, am, token: t))
    }
  }

  /// `label: value, …` up to `closer`, which it consumes (or reports missing).
  mutating func parseArgumentList(closer: TokenKind, open: Token) {
    let saved = (noTrailingClosure, inPattern)
    noTrailingClosure = false
    groupDepth += 1
    defer {
      (noTrailingClosure, inPattern) = saved
      groupDepth -= 1
    }
    while kind != closer && kind != .eof {
      // A declaration or statement on a new line means the closer is missing.
      if cur.isAtStartOfLine && startsItemNotArgument(ifOrSwitch: false) { break }
      let before = pos
      let am = mark()
      var label: Int32 = -1
      if isLabelToken(cur) && peekKind() == .colon {
        label = take()
        advance()
      }
      if label >= 0 && (kind == .comma || kind == closer) {
        // A label with no value (`#selector(f(x:))` style or an editor gap).
        if kind == .comma && closer != .rightParen { errorExpected("expected expression after ':'") }
      } else if kind == .binaryOperator && closer != .interpolationClose
        && (peekKind() == closer || peekKind() == .comma)
      {
        // An operator as a function value: `reduce(0, +)`, `sorted(by: <)`, `(+)`.
        let om = mark()
        let t = take()
        push(finish(.declReferenceExpr, om, token: t))
      } else {
        push(parseExpr())
      }
      push(finish(.argument, am, token: label))
      if consume(.comma) { continue }
      if kind == closer || kind == .eof { break }
      if isClosingToken(kind) || pos == before { break }
      if cur.isAtStartOfLine && startsItemNotArgument(ifOrSwitch: true) { break }
      errorExpected("expected ',' separator")
    }
    expectClose(closer, open: open)
  }

  /// Whether the token at the start of a line inside an argument list starts a declaration or
  /// a statement (so the list's closer is missing) rather than the next argument.
  ///
  /// Any keyword but `inout` can be a label, also on a continuation line (`url(\n for: x,\n in:
  /// y)`): a keyword followed by `:` is a label, except `default:` followed by a statement or
  /// a line break, which is a switch's default case after an unclosed call. `if` and `switch`
  /// may start an argument (they are expressions); `ifOrSwitch` counts them as statements all
  /// the same (where a `,` is missing before them).
  mutating func startsItemNotArgument(ifOrSwitch: Bool) -> Bool {
    // `case .some(\n let x)`: a binding in a pattern.
    if inPattern && (kind == .kwLet || kind == .kwVar) { return false }
    if isLabelToken(cur) && peekKind() == .colon {
      guard kind == .kwDefault else { return false }
      let value = peek(2)
      return value.isAtStartOfLine || isStatementKeyword(value.kind) || value.kind == .rightBrace
    }
    return isDeclStart() || (isStatementKeyword(kind) && (ifOrSwitch || (kind != .kwIf && kind != .kwSwitch)))
  }

  // MARK: Primaries

  mutating func parsePrimary() -> NodeID {
    let m = mark()
    switch kind {
    case .identifier, .dollarIdentifier, .kwSelf, .kwCapitalSelf, .kwInit:
      if (at("some") || at("any")) && (peekKind() == .identifier || peekKind() == .leftParen)
        && !peek().isAtStartOfLine && peek().hasLeadingTrivia
      {
        push(parseType())
        return finish(.typeExpr, m)
      }
      let t = take()
      if isLeftAngle(cur) && !cur.hasLeadingTrivia && canParseGenericArguments() {
        push(finish(.declReferenceExpr, m, token: t))
        push(parseGenericArguments())
        return finish(.genericSpecializationExpr, m)
      }
      // `foo(x:y:)` names a function: one reference, the argument labels in its range.
      parseCompoundNameSuffix()
      return finish(.declReferenceExpr, m, token: t)
    case .integerLiteral:
      let t = take()
      return finish(.integerLiteralExpr, m, token: t)
    case .floatLiteral:
      let t = take()
      return finish(.floatLiteralExpr, m, token: t)
    case .kwTrue, .kwFalse:
      let t = take()
      return finish(.booleanLiteralExpr, m, token: t)
    case .kwNil:
      let t = take()
      return finish(.nilLiteralExpr, m, token: t)
    case .stringOpen:
      return parseStringLiteral()
    case .regexLiteral:
      let t = take()
      return finish(.regexLiteralExpr, m, token: t)
    case .kwSuper:
      let t = take()
      return finish(.superExpr, m, token: t)
    case .kwUnderscore:
      let t = take()
      return finish(.discardExpr, m, token: t)
    case .leftParen:
      guard enter() else { return finish(.tupleExpr, m) }
      defer { leave() }
      let open = cur
      advance()
      parseArgumentList(closer: .rightParen, open: open)
      return finish(.tupleExpr, m)
    case .leftSquare:
      return parseCollectionLiteral()
    case .leftBrace:
      return parseClosure()
    case .period:
      advance()
      let nt = cur
      if nt.kind == .identifier || nt.kind.isKeyword || nt.kind == .dollarIdentifier {
        let t = take()
        if isLeftAngle(cur) && !cur.hasLeadingTrivia && canParseGenericArguments() {
          push(parseGenericArguments())
        }
        parseCompoundNameSuffix()
        return finish(.implicitMemberExpr, m, token: t)
      }
      errorExpected("expected identifier after '.' expression")
      return finish(.implicitMemberExpr, m)
    case .backslash:
      return parseKeyPath()
    case .atSign where !cur.isAtStartOfLine:
      // An attributed function type as a value: `(@Sendable (Int) -> Void).self`. On a line
      // of its own an attribute starts a declaration: the expression before it is missing.
      push(parseType())
      return finish(.typeExpr, m)
    case .poundIdentifier:
      return parseMacroExpansion(m, .macroExpansionExpr)
    case .poundAvailable, .poundUnavailable:
      return parseAvailability()
    case .kwIf:
      return parseIf()
    case .kwSwitch:
      return parseSwitch()
    case .kwDo:
      let saved = noTrailingClosure
      noTrailingClosure = false
      defer { noTrailingClosure = saved }
      return parseDo()
    case .binaryOperator:
      // A spaced operator where an operand belongs (`a ?? + 1`); as a function value it stands
      // alone in an argument list (see ``parseArgumentList(closer:open:)``).
      let t = take()
      if canStartExpression(cur) && !cur.isAtStartOfLine && !isClosingToken(kind) {
        error("unary operator cannot be separated from its operand", at: tok(Int(t)).start)
        push(parseSequenceElement())
        return finish(.prefixExpr, m, token: t)
      }
      error("expected expression after unary operator", at: tok(Int(t)).start)
      return finish(.declReferenceExpr, m, token: t)
    case .postfixOperator:
      let t = take()
      return finish(.declReferenceExpr, m, token: t)
    default:
      if kind.isKeyword && (peekKind() == .period || peekKind() == .leftParen) && !cur.isAtStartOfLine {
        errorHere("keyword \(describe(cur)) cannot be used as an identifier here")
        let t = take()
        return finish(.declReferenceExpr, m, token: t)
      }
      errorExpected("expected expression\(foundHere())")
      return finish(.missingExpr, m)
    }
  }

  mutating func parseStringLiteral() -> NodeID {
    let m = mark()
    let open = take()
    var guardCount = 0
    loop: while true {
      guardCount += 1
      switch kind {
      case .stringSegment:
        let sm = mark()
        let t = take()
        push(finish(.stringSegment, sm, token: t))
      case .interpolationOpen:
        guard enter() else { break loop }
        let im = mark()
        let openTok = cur
        advance()
        parseArgumentList(closer: .interpolationClose, open: openTok)
        push(finish(.interpolation, im))
        leave()
      case .stringClose:
        advance()
        break loop
      default:
        // Unterminated: the lexer reported it.
        break loop
      }
      if guardCount > 1_000_000 { break }
    }
    return finish(.stringLiteralExpr, m, token: open)
  }

  mutating func parseCollectionLiteral() -> NodeID {
    let m = mark()
    guard enter() else { return finish(.arrayExpr, m) }
    defer { leave() }
    let open = cur
    advance()
    let saved = (noTrailingClosure, inPattern)
    noTrailingClosure = false
    groupDepth += 1
    defer {
      (noTrailingClosure, inPattern) = saved
      groupDepth -= 1
    }
    if kind == .colon && peekKind() == .rightSquare {
      advance()
      advance()
      return finish(.dictionaryExpr, m)
    }
    var isDictionary = false
    var first = true
    while kind != .rightSquare && kind != .eof {
      let before = pos
      let em = mark()
      push(parseExpr())
      if first {
        isDictionary = kind == .colon
        first = false
      }
      if isDictionary {
        if expect(.colon, "':' in dictionary literal") { push(parseExpr()) }
        push(finish(.dictionaryElement, em))
      }
      if consume(.comma) { continue }
      if kind == .rightSquare || isClosingToken(kind) || pos == before { break }
      if cur.isAtStartOfLine && (isDeclStart() || isStatementKeyword(kind)) { break }
      errorExpected("expected ',' separator")
    }
    expectClose(.rightSquare, open: open, what: "in collection literal")
    return finish(isDictionary ? .dictionaryExpr : .arrayExpr, m)
  }

  /// `\Root.path?.to[0]!`, `\.self`.
  mutating func parseKeyPath() -> NodeID {
    let m = mark()
    advance()  // backslash
    if kind == .identifier || kind == .kwCapitalSelf {
      let tm = mark()
      let t = take()
      if isLeftAngle(cur) && !cur.hasLeadingTrivia && canParseGenericArguments() {
        push(parseGenericArguments())
      }
      push(finish(.identifierType, tm, token: t))
    } else if kind == .leftParen || kind == .leftSquare {
      // `\(Foo).x`-style roots are rare; parse as a type.
      push(parseType())
    }
    var guardCount = 0
    while guardCount < 100_000 {
      guardCount += 1
      let cm = mark()
      if kind == .period && !cur.hasLeadingTrivia {
        advance()
        if cur.isAtStartOfLine {
          errorExpected("expected member name following '.'")
          break
        }
        if cur.hasLeadingTrivia { extraneousWhitespaceAfterPeriod() }
        if kind == .identifier || kind.isKeyword || kind == .integerLiteral || kind == .dollarIdentifier {
          let t = take()
          push(finish(.keyPathComponent, cm, token: t))
        } else if kind == .leftSquare {
          let open = cur
          advance()
          parseArgumentList(closer: .rightSquare, open: open)
          push(finish(.keyPathComponent, cm))
        } else if kind == .postfixQuestion || kind == .postfixExclaim {
          let t = take()
          push(finish(.keyPathComponent, cm, token: t))
        } else {
          errorExpected("expected member name in key path")
          break
        }
      } else if (kind == .postfixQuestion || kind == .postfixExclaim) {
        let t = take()
        push(finish(.keyPathComponent, cm, token: t))
      } else if kind == .leftSquare && !cur.hasLeadingTrivia {
        let open = cur
        advance()
        parseArgumentList(closer: .rightSquare, open: open)
        push(finish(.keyPathComponent, cm))
      } else {
        break
      }
    }
    return finish(.keyPathExpr, m)
  }

  /// Lookahead: whether the `<` at `pos` opens generic arguments (`Foo<Int>(…)`) rather than
  /// being a less-than operator. The tokens up to the matching `>` must look like types, and
  /// the token after it must be one that can follow a type in an expression (a `{` too:
  /// `Task<Void, Never> { … }` takes a trailing closure).
  mutating func canParseGenericArguments() -> Bool {
    var i = pos
    var angle = 0
    var nest = 0
    var count = 0
    while tok(i).kind != .eof && count < 256 {
      count += 1
      let t = tok(i)
      switch t.kind {
      case .binaryOperator, .prefixOperator, .postfixOperator:
        let first = firstByte(t)
        if first == UInt8(ascii: "<") && nest == 0 {
          // Only plain `<` opens.
          for k in Int(t.start)..<Int(t.end) {
            if b[k] != UInt8(ascii: "<") { return false }
            angle += 1
          }
        } else if first == UInt8(ascii: ">") {
          var k = Int(t.start)
          while k < Int(t.end) && b[k] == UInt8(ascii: ">") && angle > 0 {
            angle -= 1
            k += 1
          }
          if angle == 0 {
            if k < Int(t.end) {
              // `>?`, `>!`, `>.`: a type suffix follows.
              let c = b[k]
              return c == UInt8(ascii: "?") || c == UInt8(ascii: "!") || c == UInt8(ascii: ".")
            }
            let n = tok(i + 1)
            switch n.kind {
            case .leftParen, .period, .rightParen, .rightSquare, .comma, .semicolon, .colon, .eof,
              .postfixQuestion, .postfixExclaim, .interpolationClose, .rightBrace, .leftSquare, .leftBrace:
              return n.kind != .leftSquare || !n.hasLeadingTrivia
            case .binaryOperator:
              return tokenIs(n, "==") || tokenIs(n, "!=")
            default:
              return n.isAtStartOfLine
            }
          }
        } else if tokenIs(t, "&") || tokenIs(t, "...") || tokenIs(t, "~") || tokenIs(t, "-") {
          break
        } else if nest == 0 {
          return false
        }
      case .identifier, .kwCapitalSelf, .kwSelf, .period, .comma, .colon, .postfixQuestion, .postfixExclaim,
        .arrow, .kwInout, .atSign, .integerLiteral, .kwUnderscore, .kwThrows, .kwRepeat:
        break
      case .leftParen, .leftSquare:
        nest += 1
      case .rightParen, .rightSquare:
        nest -= 1
        if nest < 0 { return false }
      default:
        return false
      }
      i += 1
    }
    return false
  }

  // MARK: Closures

  /// Whether the `{` at `pos` starts a closure with a signature ending in `in`.
  mutating func closureHasSignature() -> Bool {
    var i = pos + 1
    var nest = 0
    var count = 0
    while tok(i).kind != .eof && count < 512 {
      count += 1
      let t = tok(i)
      switch t.kind {
      case .kwIn:
        if nest == 0 { return true }
      case .leftParen, .leftSquare: nest += 1
      case .rightParen, .rightSquare:
        nest -= 1
        if nest < 0 { return false }
      case .leftBrace, .rightBrace, .eof, .semicolon:
        return false
      case .identifier, .kwUnderscore, .comma, .colon, .arrow, .period, .postfixQuestion, .postfixExclaim,
        .atSign, .kwThrows, .kwRethrows, .kwInout, .kwCapitalSelf, .kwSelf, .dollarIdentifier:
        break
      case .binaryOperator, .postfixOperator, .prefixOperator:
        if nest == 0
          && !(tokenIs(t, "&") || tokenIs(t, "...") || firstByte(t) == UInt8(ascii: "<")
            || firstByte(t) == UInt8(ascii: ">"))
        {
          return false
        }
      case .equal, .integerLiteral, .stringOpen, .stringSegment, .stringClose:
        if nest == 0 { return false }
      default:
        if nest == 0 { return false }
      }
      i += 1
    }
    return false
  }

  /// `(a, b)`, `(a: Int, _ b: String)` in a closure signature: ``SyntaxKind/closureParameter``
  /// nodes named by the (second) name, with the type as a child when written.
  mutating func parseClosureParameterClause() -> NodeID {
    let m = mark()
    let open = cur
    advance()
    groupDepth += 1
    defer { groupDepth -= 1 }
    while kind != .rightParen && kind != .eof {
      let before = pos
      let pm = mark()
      parseAttributes()
      var name: Int32 = -1
      // `$item` names a parameter that is a property wrapper's projection (`ForEach($items)`).
      if isLabelToken(cur) && (isLabelToken(peek()) || peekKind() == .dollarIdentifier)
        && peekKind(2) == .colon
      {
        advance()
        name = take()
      } else if isLabelToken(cur) || kind == .dollarIdentifier {
        name = take()
      } else {
        errorExpected("expected closure parameter name\(foundHere())")
      }
      if consume(.colon) {
        push(parseType())
        if kind == .postfixOperator && tokenIs(cur, "...") { advance() }
      }
      push(finish(.closureParameter, pm, token: name))
      if consume(.comma) { continue }
      if kind == .rightParen || pos == before || isClosingToken(kind) || kind == .kwIn { break }
      errorExpected("expected ',' separator")
    }
    expectClose(.rightParen, open: open, what: "in closure parameters")
    return finish(.parameterClause, m)
  }

  mutating func parseClosure() -> NodeID {
    let m = mark()
    guard enter() else { return finish(.closureExpr, m) }
    defer { leave() }
    let open = cur
    let hasSignature = closureHasSignature()
    advance()
    let saved = (noTrailingClosure, inPattern)
    noTrailingClosure = false
    inPattern = false
    defer { (noTrailingClosure, inPattern) = saved }
    if hasSignature {
      let sm = mark()
      parseAttributes()
      if kind == .leftSquare {
        let cm = mark()
        let copen = cur
        advance()
        while kind != .rightSquare && kind != .eof {
          let before = pos
          let im = mark()
          // `weak`, `unowned`, `unowned(unsafe)`
          if (at("weak") || at("unowned"))
            && (peekKind() == .identifier || peekKind() == .kwSelf || peekKind() == .leftParen)
          {
            advance()
            if kind == .leftParen {
              let o = cur
              advance()
              if kind == .identifier { advance() }
              expectClose(.rightParen, open: o)
            }
          }
          var name: Int32 = -1
          if kind == .identifier || kind == .kwSelf {
            name = take()
          } else {
            errorExpected("expected name in capture list")
          }
          if consume(.equal) { push(parseExpr()) }
          push(finish(.captureItem, im, token: name))
          if !consume(.comma) { break }
          if pos == before { break }
        }
        expectClose(.rightSquare, open: copen, what: "in capture list")
        push(finish(.captureList, cm))
      }
      if kind == .kwIn && tok(pos - 1).kind == .leftBrace {
        errorHere("expected parameters before 'in' in closure signature")
      }
      if kind == .leftParen {
        push(parseClosureParameterClause())
      } else {
        while kind == .identifier || kind == .kwUnderscore || kind == .dollarIdentifier {
          let pm = mark()
          let t = take()
          push(finish(.closureParameter, pm, token: t))
          if !consume(.comma) { break }
        }
      }
      parseEffects()
      parseReturnClause()
      if !consume(.kwIn) {
        errorExpected("expected 'in' after closure signature")
        skipBalanced(stopAtLineStart: false, stopAt: .kwIn)
        _ = consume(.kwIn)
      }
      push(finish(.closureSignature, sm))
    }
    parseItems(.codeBlock)
    expectClose(.rightBrace, open: open)
    return finish(.closureExpr, m)
  }
}
