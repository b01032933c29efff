// Types: names with generic arguments, members, optionals, collections, tuples, functions,
// `some`/`any`, compositions, metatypes, attributes and specifiers, packs, `~Copyable`.

extension Parser {
  /// Whether the token is a type specifier such as `inout` or `borrowing`.
  mutating func isTypeSpecifier(_ t: Token) -> Bool {
    if t.kind == .kwInout { return true }
    guard t.kind == .identifier else { return false }
    return tokenIs(t, "borrowing") || tokenIs(t, "consuming") || tokenIs(t, "__owned")
      || tokenIs(t, "__shared")
      || tokenIs(t, "sending") || tokenIs(t, "isolated") || tokenIs(t, "_const") || tokenIs(t, "nonisolated")
      || tokenIs(t, "__isolated") || tokenIs(t, "_resultDependsOn")
  }

  mutating func canStartType(_ t: Token) -> Bool {
    switch t.kind {
    case .identifier, .kwCapitalSelf, .leftParen, .leftSquare, .kwUnderscore, .atSign, .kwInout, .kwRepeat,
      .kwClass:
      return true
    case .prefixOperator: return tokenIs(t, "~")
    default: return false
    }
  }

  mutating func parseType() -> NodeID {
    guard enter() else { return missing(.missingType) }
    defer { leave() }
    let m = mark()
    // Attributes and specifiers: `@escaping @Sendable`, `inout`, `borrowing`, `sending`.
    if kind == .atSign || (isTypeSpecifier(cur) && canStartType(peek()) && !peek().isAtStartOfLine) {
      while kind == .atSign || (isTypeSpecifier(cur) && canStartType(peek())) {
        let before = pos
        if kind == .atSign {
          push(parseAttribute(inType: true))
        } else {
          let sm = mark()
          let t = take()
          // `nonisolated(nonsending)`, `isolated(any)`
          if kind == .leftParen && !cur.hasLeadingTrivia && peekKind(2) == .rightParen {
            advance()
            advance()
            advance()
          }
          push(finish(.typeSpecifier, sm, token: t))
        }
        if pos == before { break }
      }
      push(parseType())
      return finish(.attributedType, m)
    }
    if kind == .kwRepeat {
      let t = take()
      push(parseType())
      return finish(.packExpansionType, m, token: t)
    }
    if at("each") && peekKind() == .identifier && !peek().isAtStartOfLine {
      let t = take()
      push(parseSimpleType())
      return finish(.packElementType, m, token: t)
    }
    var result: NodeID
    if (at("some") || at("any")) && canStartType(peek()) && !peek().isAtStartOfLine {
      let t = take()
      push(parseComposition())
      result = finish(.someOrAnyType, m, token: t)
    } else {
      result = parseComposition()
    }
    // Function type: `(A) async throws(E) -> R`.
    if kind == .arrow || at("async") || (kind == .kwThrows) || kind == .kwRethrows {
      if kind != .arrow {
        // `async`/`throws` only belong to a function type when `->` follows them.
        var i = pos
        while tok(i).kind != .eof {
          let t = tok(i)
          if t.kind == .kwThrows || t.kind == .kwRethrows || (t.kind == .identifier && tokenIs(t, "async")) {
            i += 1
            if tok(i).kind == .leftParen && t.kind == .kwThrows {
              var nest = 0
              repeat {
                if tok(i).kind == .leftParen { nest += 1 }
                if tok(i).kind == .rightParen { nest -= 1 }
                i += 1
              } while nest > 0 && tok(i).kind != .eof
            }
            continue
          }
          break
        }
        if tok(i).kind != .arrow { return result }
      }
      push(result)
      parseEffects()
      if expect(.arrow, "'->' in function type") {
        push(parseType())
      }
      result = finish(.functionType, m)
    }
    return result
  }

  /// `A & B & C`, or a single type.
  mutating func parseComposition() -> NodeID {
    let m = mark()
    let first = parsePostfixType()
    guard kind == .binaryOperator && tokenIs(cur, "&") else { return first }
    push(first)
    var guardCount = 0
    while kind == .binaryOperator && tokenIs(cur, "&") && guardCount < 100_000 {
      guardCount += 1
      advance()
      push(parsePostfixType())
    }
    return finish(.compositionType, m)
  }

  /// A simple type with `?`, `!`, `.Type`, `.Protocol`, `.Member` and `...` suffixes.
  mutating func parsePostfixType() -> NodeID {
    let m = mark()
    push(parseSimpleType())
    var guardCount = 0
    while guardCount < 1_000_000 {
      guardCount += 1
      switch kind {
      case .postfixQuestion:
        advance()
        push(finish(.optionalType, m))
      case .postfixExclaim:
        advance()
        push(finish(.implicitlyUnwrappedOptionalType, m))
      case .period:
        let n = peek()
        guard n.kind == .identifier || n.kind == .kwCapitalSelf || n.kind.isKeyword else {
          return pop()
        }
        advance()
        // Of the keywords only `Self` and `self` name member types (`A.for` is an error in
        // swiftc); another is taken as the name all the same.
        if n.kind.isKeyword && n.kind != .kwCapitalSelf && n.kind != .kwSelf {
          errorHere("expected identifier in dotted type")
        }
        let t = take()
        if tokenIs(tok(Int(t)), "Type") || tokenIs(tok(Int(t)), "Protocol") {
          push(finish(.metatypeType, m, token: t))
        } else {
          // In a type any `<` opens generic arguments, spaced or not (`Array <Int>`), as in swiftc.
          if isLeftAngle(cur) { push(parseGenericArguments()) }
          push(finish(.memberType, m, token: t))
        }
      case .postfixOperator, .binaryOperator:
        if tokenIs(cur, "...") && (kind == .postfixOperator || !cur.hasLeadingTrivia) {
          advance()
          push(finish(.variadicType, m))
        } else if kind == .postfixOperator
          && (firstByte(cur) == UInt8(ascii: "?") || firstByte(cur) == UInt8(ascii: "!"))
        {
          // `Int?...` or `T!?`: split the first character off as a suffix.
          let isQ = firstByte(cur) == UInt8(ascii: "?")
          splitFirstCharacter()
          push(finish(isQ ? .optionalType : .implicitlyUnwrappedOptionalType, m))
        } else {
          return pop()
        }
      default:
        return pop()
      }
    }
    return pop()
  }

  /// Consumes the first character of the current operator token, keeping the rest.
  mutating func splitFirstCharacter() {
    splitOffFirstCharacter { rest, b in
      let c = b[Int(rest.start)]
      if rest.length == 1 && c == UInt8(ascii: "?") { return .postfixQuestion }
      if rest.length == 1 && c == UInt8(ascii: "!") { return .postfixExclaim }
      return .postfixOperator
    }
  }

  mutating func parseSimpleType() -> NodeID {
    let m = mark()
    switch kind {
    case .identifier, .kwCapitalSelf, .kwUnderscore, .kwClass, .kwSelf:
      let t = take()
      if isLeftAngle(cur) { push(parseGenericArguments()) }
      return finish(.identifierType, m, token: t)
    case .prefixOperator:
      if tokenIs(cur, "~") {
        let t = take()
        push(parsePostfixType())
        return finish(.suppressedType, m, token: t)
      }
    case .leftParen:
      return parseTupleType()
    case .leftSquare:
      guard enter() else { return finish(.arrayType, m) }
      defer { leave() }
      let open = cur
      advance()
      // `[5 of Int]` inline arrays.
      if kind == .integerLiteral && at2("of") {
        advance()
        advance()
      }
      push(parseType())
      var k = SyntaxKind.arrayType
      if consume(.colon) {
        push(parseType())
        k = .dictionaryType
      }
      expectClose(.rightSquare, open: open, what: "in collection type")
      return finish(k, m)
    case .kwRepeat, .atSign, .kwInout:
      return parseType()
    default:
      break
    }
    errorExpected("expected type\(foundHere())")
    return finish(.missingType, m)
  }

  mutating func at2(_ s: StaticString) -> Bool { peekIs(1, s) }

  /// `(A, label: B, _ name: C = default, D...)`.
  mutating func parseTupleType() -> NodeID {
    let m = mark()
    guard enter() else { return finish(.tupleType, m) }
    defer { leave() }
    let open = cur
    advance()
    while kind != .rightParen && kind != .eof {
      let before = pos
      let em = mark()
      var label: Int32 = -1
      if isLabelToken(cur) && peekKind() == .colon {
        label = take()
        advance()
      } else if isLabelToken(cur) && isLabelToken(peek()) && peekKind(2) == .colon {
        label = take()
        advance()
        advance()
      }
      push(parseType())
      if consume(.equal) { push(parseExpr()) }
      push(finish(.tupleTypeElement, em, token: label))
      if consume(.comma) { continue }
      if kind == .rightParen || pos == before || isClosingToken(kind) { break }
      if cur.isAtStartOfLine && (isDeclStart() || isStatementKeyword(kind)) { break }
      errorExpected("expected ',' separator")
    }
    expectClose(.rightParen, open: open, what: "in tuple type")
    return finish(.tupleType, m)
  }
}
