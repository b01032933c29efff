/// The kind of a syntax tree node.
///
/// Each node also has a main token (see ``Syntax/token``): the name of a declaration, the
/// operator of an operator expression, the label of an argument, the keyword of a statement.
public enum SyntaxKind: UInt8, Sendable, CaseIterable, BitwiseCopyable {
  case sourceFile
  /// `{ … }` holding statements and declarations.
  case codeBlock
  /// `{ … }` holding the members of a type or extension.
  case memberBlock

  // Declarations.
  case importDecl, structDecl, classDecl, enumDecl, protocolDecl, extensionDecl, actorDecl
  case funcDecl, initDecl, deinitDecl, subscriptDecl
  /// `let`/`var` with one or more ``patternBinding``s; main token `let` or `var`.
  case variableDecl
  /// One `pattern: Type = value { accessors }` of a variable declaration.
  case patternBinding
  case accessorBlock
  /// `get`, `set(newValue)`, `willSet`, `didSet`, `_modify`, …; main token the accessor keyword.
  case accessorDecl
  case typeAliasDecl, associatedTypeDecl
  case enumCaseDecl
  /// One `name(associated values) = raw` of an enum case; main token the name.
  case enumCaseElement
  case operatorDecl, precedenceGroupDecl
  /// `higherThan: X`, `associativity: left`, …; main token the attribute name.
  case precedenceGroupAttribute
  case macroDecl
  /// `#Preview { … }`, `#warning("…")` at declaration or statement level.
  case macroExpansionDecl
  /// `#if … #endif`: one ``ifConfigClause`` per branch.
  case ifConfigDecl
  /// One `#if cond`, `#elseif cond` or `#else` branch; condition first when there is one.
  case ifConfigClause
  case poundSourceLocation
  /// Tokens that could not be parsed, skipped to recover.
  case unexpectedNodes

  // Parts of declarations.
  /// `@name(arguments)`; main token the name. Arguments are kept as tokens in the range.
  case attribute
  /// `public`, `static`, `mutating`, `private(set)`, …; main token the modifier.
  case modifier
  case genericParameterClause
  /// `T: P`, `each T`, `let n: Int`; main token the name.
  case genericParameter
  case genericWhereClause
  /// `T: P`; main token `:`.
  case conformanceRequirement
  /// `T == U`; main token `==`.
  case sameTypeRequirement
  case inheritanceClause
  case parameterClause
  /// `label name: Type = default`; main token the first name.
  case parameter
  /// `async`, `throws`, `throws(E)`, `rethrows`; main token the keyword.
  case effectSpecifier
  case returnClause
  case initializerClause
  case typeAnnotation

  // Statements.
  case guardStmt, whileStmt, repeatStmt, forStmt, doStmt, deferStmt
  case returnStmt, throwStmt, breakStmt, continueStmt, fallthroughStmt, discardStmt
  /// `yield value` in a `_read`/`_modify` accessor.
  case yieldStmt
  /// `label: statement`; main token the label.
  case labeledStmt
  /// `case …:` or `default:` with its statements: the ``caseItem``s of a `case`, then the
  /// statements.
  case switchCase
  /// One pattern of a `case` label or a `catch` clause, with its `where` clause.
  case caseItem
  /// `catch pattern where cond { … }`.
  case catchClause
  /// `let x = y` in a condition; main token `let` or `var`.
  case optionalBindingCondition
  /// `case pattern = value` in a condition.
  case matchingPatternCondition
  /// `#available(…)` or `#unavailable(…)`.
  case availabilityCondition
  /// `where condition`.
  case whereClause

  // Expressions.
  /// A name (`x`, `self`, `Self`, `$0`, `+` as a function value); main token the name.
  case declReferenceExpr
  case integerLiteralExpr, floatLiteralExpr, booleanLiteralExpr, nilLiteralExpr
  case stringLiteralExpr
  /// Literal text inside a string literal.
  case stringSegment
  /// `\( … )` inside a string: the expressions (arguments) interpolated.
  case interpolation
  case regexLiteralExpr
  case superExpr
  /// `base.name`; main token the name.
  case memberAccessExpr
  /// `.name` with the base left to the type checker; main token the name.
  case implicitMemberExpr
  /// `callee(arguments) { trailing closures }`.
  case callExpr
  /// `base[arguments]`.
  case subscriptExpr
  /// `label: value` in a call, subscript, tuple or macro; main token the label when present.
  case argument
  case closureExpr
  case closureSignature
  case captureList
  /// `weak self`, `x = y`; main token the name.
  case captureItem
  /// A closure parameter; main token its name.
  case closureParameter
  /// `lhs op rhs` after precedence folding; main token the operator.
  case binaryExpr
  /// `lhs = rhs`; main token `=`.
  case assignmentExpr
  case ternaryExpr
  /// `op operand`; main token the operator.
  case prefixExpr
  /// `operand op`; main token the operator.
  case postfixExpr
  case forceUnwrapExpr
  /// `base?` in an optional chain.
  case optionalChainingExpr
  /// `try`, `try?`, `try!`; main token `try`, the `?`/`!` inside the range.
  case tryExpr
  case awaitExpr
  /// `unsafe expr`.
  case unsafeExpr
  case consumeExpr, copyExpr
  /// `expr is Type`.
  case isExpr
  /// `expr as Type`, `as?`, `as!`.
  case asExpr
  /// `&x`.
  case inoutExpr
  case tupleExpr, arrayExpr, dictionaryExpr
  /// `key: value` in a dictionary literal.
  case dictionaryElement
  /// `\Type.path`, `\.path`; components follow the root type.
  case keyPathExpr
  /// One `.name`, `?`, `!`, `[index]` or `.self` of a key path.
  case keyPathComponent
  /// `_` in an expression or pattern.
  case discardExpr
  /// A type used as an expression: `[Int]()`, `Foo<Bar>.baz`, `Int?.self`.
  case typeExpr
  /// `Foo<Int>` in an expression.
  case genericSpecializationExpr
  /// `#name(arguments)` in an expression.
  case macroExpansionExpr
  /// `if` used as an expression or statement.
  case ifExpr
  /// `switch` used as an expression or statement.
  case switchExpr
  /// `repeat each x`, `each x`.
  case packExpansionExpr, packElementExpr
  /// Postfix `#if` around members of a chain: `foo #if os(iOS) .padding() #endif`.
  case postfixIfConfigExpr
  /// `->` kept in an expression sequence (function types in expressions).
  case arrowExpr
  /// An expression that is missing; a diagnostic says why. Also the (empty) implicit base of
  /// the member chain in each clause of a ``postfixIfConfigExpr``.
  case missingExpr

  // Patterns.
  /// A name bound by a pattern; main token the name.
  case identifierPattern
  case tuplePattern
  case wildcardPattern
  /// `let pattern` / `var pattern`; main token the keyword.
  case valueBindingPattern
  /// An expression used as a pattern in `case`.
  case expressionPattern
  /// `is Type` in a pattern.
  case isTypePattern

  // Types.
  /// `Name<Args>`; main token the name.
  case identifierType
  /// `Base.Name<Args>`; main token the name.
  case memberType
  case genericArgumentClause
  case optionalType
  case implicitlyUnwrappedOptionalType
  case arrayType, dictionaryType, tupleType
  /// `label: Type` in a tuple type or function type; main token the label when present.
  case tupleTypeElement
  case functionType
  /// `some P`, `any P`; main token the keyword.
  case someOrAnyType
  case compositionType
  /// `T.Type`, `T.Protocol`; main token `Type` or `Protocol`.
  case metatypeType
  /// `@escaping T`, `inout T`, `borrowing T`: attributes and specifiers, then the type.
  case attributedType
  /// A specifier such as `inout`, `borrowing`, `consuming`, `sending`; main token the keyword.
  case typeSpecifier
  /// `repeat T`.
  case packExpansionType
  /// `each T`.
  case packElementType
  /// `~Copyable`.
  case suppressedType
  /// `T...` as a variadic parameter type.
  case variadicType
  /// A type that is missing; a diagnostic says why.
  case missingType

  /// Whether the node is a declaration.
  public var isDeclaration: Bool {
    switch self {
    case .importDecl, .structDecl, .classDecl, .enumDecl, .protocolDecl, .extensionDecl, .actorDecl,
      .funcDecl, .initDecl, .deinitDecl, .subscriptDecl, .variableDecl, .typeAliasDecl,
      .associatedTypeDecl, .enumCaseDecl, .operatorDecl, .precedenceGroupDecl, .macroDecl,
      .macroExpansionDecl, .accessorDecl:
      return true
    default:
      return false
    }
  }
}
