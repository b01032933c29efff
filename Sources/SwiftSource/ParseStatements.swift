// Statements: control flow, conditions, switch cases, do/catch, jumps and labels.

extension Parser {
  /// Comma-separated patterns, each with an optional `where` clause, as ``SyntaxKind/caseItem``
  /// nodes: the patterns of a `case` label or of a `catch` (whose body follows, so a `{` is not
  /// a trailing closure there).
  mutating func parsePatternList(bodyFollows: Bool) {
    let saved = (noTrailingClosure, inPattern)
    noTrailingClosure = bodyFollows
    inPattern = true
    repeat {
      let before = pos
      let im = mark()
      push(parseExpr())
      if kind == .kwWhere {
        inPattern = false
        let wm = mark()
        advance()
        push(parseExpr())
        push(finish(.whereClause, wm))
        inPattern = true
      }
      push(finish(.caseItem, im))
      if pos == before { break }
    } while consume(.comma)
    (noTrailingClosure, inPattern) = saved
  }

  mutating func parseStatement() -> NodeID {
    guard enter() else { return missing(.unexpectedNodes) }
    defer { leave() }
    let m = mark()
    switch kind {
    case .kwIf: return parseIf()
    case .kwGuard:
      let t = take()
      parseConditions()
      if expect(.kwElse, "'else' after 'guard' condition") || kind == .leftBrace {
        push(parseCodeBlock())
      }
      return finish(.guardStmt, m, token: t)
    case .kwWhile:
      let t = take()
      parseConditions()
      push(parseCodeBlock())
      return finish(.whileStmt, m, token: t)
    case .kwRepeat:
      if peekKind() != .leftBrace { return parseExpressionStatement() }
      let t = take()
      push(parseCodeBlock())
      if expect(.kwWhile, "'while' after 'repeat' body") {
        push(parseExpr())
      }
      return finish(.repeatStmt, m, token: t)
    case .kwFor: return parseFor()
    case .kwSwitch: return parseSwitch()
    case .kwDo: return parseDo()
    case .kwDefer:
      let t = take()
      push(parseCodeBlock())
      return finish(.deferStmt, m, token: t)
    case .kwReturn:
      let t = take()
      if canStartValueOnSameStatement() { push(parseExpr()) }
      return finish(.returnStmt, m, token: t)
    case .kwThrow:
      let t = take()
      push(parseExpr())
      return finish(.throwStmt, m, token: t)
    case .kwBreak, .kwContinue:
      let k: SyntaxKind = kind == .kwBreak ? .breakStmt : .continueStmt
      let t = take()
      if kind == .identifier && !cur.isAtStartOfLine { advance() }
      return finish(k, m, token: t)
    case .kwFallthrough:
      let t = take()
      return finish(.fallthroughStmt, m, token: t)
    case .identifier:
      if peekKind() == .colon && !peek().hasLeadingTrivia || peekKind() == .colon {
        let after = peekKind(2)
        if after == .kwFor || after == .kwWhile || after == .kwRepeat || after == .kwIf || after == .kwSwitch
          || after == .kwDo || after == .kwGuard
        {
          let t = take()
          advance()
          push(parseStatement())
          return finish(.labeledStmt, m, token: t)
        }
      }
      if at("yield") && !peek().isAtStartOfLine
        && (peekKind() == .prefixOperator || peekKind() == .identifier || peekKind() == .kwSelf
          || peekKind() == .leftParen)
      {
        let t = take()
        push(parseExpr())
        return finish(.yieldStmt, m, token: t)
      }
      if at("discard") && peekKind() == .kwSelf && !peek().isAtStartOfLine {
        let t = take()
        push(parseExpr())
        return finish(.discardStmt, m, token: t)
      }
      return parseExpressionStatement()
    case .kwCase, .kwDefault:
      return skipUnexpected("'\(text(cur))' label can only appear inside a 'switch' statement")
    case .kwElse:
      return skipUnexpected("unexpected 'else' without a matching 'if'")
    case .kwCatch:
      return skipUnexpected("unexpected 'catch' without a matching 'do'")
    default:
      return parseExpressionStatement()
    }
  }

  mutating func parseExpressionStatement() -> NodeID {
    if !canStartExpression(cur) {
      return skipUnexpected("expected expression, found \(describe(cur))")
    }
    return parseExpr()
  }

  /// Whether a `return` is followed by its value: an expression on the same line, or on the
  /// next line when it cannot start a statement of its own.
  mutating func canStartValueOnSameStatement() -> Bool {
    switch kind {
    case .rightBrace, .semicolon, .eof, .kwCase, .kwDefault, .poundEndif, .poundElse, .poundElseif, .poundIf:
      return false
    default:
      if cur.isAtStartOfLine && (isDeclStart() || isStatementKeyword(kind)) { return false }
      return canStartExpression(cur)
    }
  }

  mutating func isStatementKeyword(_ k: TokenKind) -> Bool {
    switch k {
    case .kwIf, .kwGuard, .kwWhile, .kwRepeat, .kwFor, .kwSwitch, .kwDo, .kwDefer, .kwReturn, .kwThrow,
      .kwBreak,
      .kwContinue, .kwFallthrough:
      return true
    default: return false
    }
  }

  mutating func canStartExpression(_ t: Token) -> Bool {
    switch t.kind {
    case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringOpen, .regexLiteral,
      .prefixOperator, .leftParen, .leftSquare, .leftBrace, .period, .backslash, .poundIdentifier,
      .kwSelf, .kwCapitalSelf, .kwSuper, .kwTrue, .kwFalse, .kwNil, .kwTry, .kwUnderscore, .kwIf, .kwSwitch,
      .kwInit, .kwRepeat, .poundAvailable, .poundUnavailable, .kwAs, .kwIs, .kwLet, .kwVar:
      return true
    case .binaryOperator:
      return true  // an operator as a value: `reduce(0, +)`
    case .kwDo:
      return true
    default:
      return false
    }
  }

  mutating func parseIf() -> NodeID {
    let m = mark()
    guard enter() else { return finish(.ifExpr, m) }
    defer { leave() }
    let t = take()
    parseConditions()
    push(parseCodeBlock())
    if kind == .kwElse {
      advance()
      if kind == .kwIf {
        push(parseIf())
      } else if kind == .leftBrace {
        push(parseCodeBlock())
      } else {
        errorExpected("expected '{' or 'if' after 'else'")
      }
    }
    return finish(.ifExpr, m, token: t)
  }

  /// `cond, let x = y, case .a = b, #available(…)` up to the body's `{`.
  mutating func parseConditions() {
    let saved = (noTrailingClosure, inPattern)
    noTrailingClosure = true
    defer { (noTrailingClosure, inPattern) = saved }
    if kind == .leftBrace {
      errorExpected("missing condition in statement")
      return
    }
    repeat {
      let before = pos
      let m = mark()
      switch kind {
      case .kwLet, .kwVar:
        let t = take()
        if kind == .kwSelf {
          // `guard let self else { … }`: `self` may be rebound here only.
          let pm = mark()
          let name = take()
          push(finish(.identifierPattern, pm, token: name))
        } else {
          push(parseBindingPattern())
        }
        parseTypeAnnotation()
        parseInitializerClause()
        push(finish(.optionalBindingCondition, m, token: t))
      case .kwCase:
        let t = take()
        inPattern = true
        push(parseExpr())
        inPattern = false
        parseTypeAnnotation()
        if expect(.equal, "'=' after the pattern in a 'case' condition") {
          push(parseExpr())
        }
        push(finish(.matchingPatternCondition, m, token: t))
      case .poundAvailable, .poundUnavailable:
        push(parseAvailability())
      default:
        push(parseExpr())
      }
      if pos == before { break }
    } while consume(.comma)
  }

  mutating func parseAvailability() -> NodeID {
    let m = mark()
    let t = take()
    if kind == .leftParen {
      let open = cur
      advance()
      skipBalanced(stopAtLineStart: false, stopAt: .rightParen, stopAtSemicolon: false)
      expectClose(.rightParen, open: open)
    } else {
      errorExpected("expected '(' after '\(text(tok(Int(t))))'")
    }
    return finish(.availabilityCondition, m, token: t)
  }

  mutating func parseFor() -> NodeID {
    let m = mark()
    let t = take()
    let saved = (noTrailingClosure, inPattern)
    noTrailingClosure = true
    if kind == .kwTry { advance() }
    if at("await") { advance() }
    if at("unsafe") && peekKind() != .kwIn { advance() }
    if kind == .kwCase {
      advance()
      inPattern = true
      push(parseExpr())
      inPattern = false
    } else {
      push(parseBindingPattern())
    }
    parseTypeAnnotation()
    if expect(.kwIn, "'in' after for-each pattern") {
      push(parseExpr())
    }
    if kind == .kwWhere {
      let wm = mark()
      advance()
      push(parseExpr())
      push(finish(.whereClause, wm))
    }
    (noTrailingClosure, inPattern) = saved
    push(parseCodeBlock())
    return finish(.forStmt, m, token: t)
  }

  mutating func parseSwitch() -> NodeID {
    let m = mark()
    guard enter() else { return finish(.switchExpr, m) }
    defer { leave() }
    let t = take()
    let saved = (noTrailingClosure, inPattern)
    noTrailingClosure = true
    inPattern = false
    push(parseExpr())
    (noTrailingClosure, inPattern) = saved
    if kind == .leftBrace {
      let open = cur
      advance()
      parseSwitchCases()
      expectClose(.rightBrace, open: open)
    } else {
      errorExpected("expected '{' after 'switch' subject expression")
    }
    return finish(.switchExpr, m, token: t)
  }

  mutating func parseSwitchCases() {
    while kind != .rightBrace && kind != .eof && kind != .poundElse && kind != .poundElseif
      && kind != .poundEndif
    {
      let before = pos
      if kind == .poundIf {
        push(parseIfConfig(.switchCases))
        continue
      }
      let m = mark()
      if kind == .atSign { push(parseAttribute()) }
      if kind == .kwCase {
        let t = take()
        parsePatternList(bodyFollows: false)
        expect(.colon, "':' after 'case' patterns")
        parseCaseBody(label: t)
        push(finish(.switchCase, m, token: t))
      } else if kind == .kwDefault {
        let t = take()
        expect(.colon, "':' after 'default'")
        parseCaseBody(label: t)
        push(finish(.switchCase, m, token: t))
      } else {
        errorHere("all statements inside a switch must be covered by a 'case' or 'default' label")
        parseItems(.switchCaseBody)
        push(finish(.unexpectedNodes, m))
      }
      if pos == before {
        push(skipUnexpected("unexpected \(describe(cur)) in 'switch'"))
        if pos == before { advance() }
      }
    }
  }

  /// The statements after `case …:` or `default:`; there must be at least one (a `#if` counts).
  mutating func parseCaseBody(label: Int32) {
    let before = scratchTop
    parseItems(.switchCaseBody)
    if scratchTop == before {
      let t = tok(Int(label))
      error("'\(text(t))' label in a 'switch' must have at least one executable statement", at: t.start)
    }
  }

  mutating func parseDo() -> NodeID {
    let m = mark()
    let t = take()
    if kind == .kwThrows {
      let em = mark()
      let tt = take()
      if kind == .leftParen && !cur.hasLeadingTrivia {
        let open = cur
        advance()
        push(parseType())
        expectClose(.rightParen, open: open)
      }
      push(finish(.effectSpecifier, em, token: tt))
    }
    push(parseCodeBlock())
    while kind == .kwCatch {
      let cm = mark()
      let ct = take()
      if kind != .leftBrace {
        parsePatternList(bodyFollows: true)
      }
      push(parseCodeBlock())
      push(finish(.catchClause, cm, token: ct))
    }
    return finish(.doStmt, m, token: t)
  }
}
