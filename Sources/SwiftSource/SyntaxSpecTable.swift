// The table of ``SyntaxSpec``: one entry per ``SyntaxKind``, in the enum's order.

extension SyntaxKindSet {
  /// Every kind.
  public static let all = SyntaxKindSet(SyntaxKind.allCases)

  /// Expressions, with the `let x` and `is T` patterns that `case` patterns write among them
  /// (`case .some(let x)`), `do` and `#available` in expression position, and a missing
  /// expression where a parse error left one out.
  public static let expressions: SyntaxKindSet = [
    .declReferenceExpr, .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr,
    .stringLiteralExpr, .regexLiteralExpr, .superExpr, .memberAccessExpr, .implicitMemberExpr, .callExpr,
    .subscriptExpr, .closureExpr, .binaryExpr, .assignmentExpr, .ternaryExpr, .prefixExpr, .postfixExpr,
    .forceUnwrapExpr, .optionalChainingExpr, .tryExpr, .awaitExpr, .unsafeExpr, .consumeExpr, .copyExpr,
    .isExpr, .asExpr, .inoutExpr, .tupleExpr, .arrayExpr, .dictionaryExpr, .keyPathExpr, .discardExpr,
    .typeExpr, .genericSpecializationExpr, .macroExpansionExpr, .ifExpr, .switchExpr, .packExpansionExpr,
    .packElementExpr, .postfixIfConfigExpr, .arrowExpr, .missingExpr, .doStmt, .availabilityCondition,
    .valueBindingPattern, .isTypePattern,
  ]

  /// Types, and a missing type where a parse error left one out.
  public static let types: SyntaxKindSet = [
    .identifierType, .memberType, .optionalType, .implicitlyUnwrappedOptionalType, .arrayType,
    .dictionaryType, .tupleType, .functionType, .someOrAnyType, .compositionType, .metatypeType,
    .attributedType, .packExpansionType, .packElementType, .suppressedType, .variadicType, .missingType,
  ]

  /// The patterns of `let`/`var` and `for`: a name, `_`, a tuple, `let`/`var` inside a tuple.
  public static let bindingPatterns: SyntaxKindSet = [
    .identifierPattern, .wildcardPattern, .tuplePattern, .valueBindingPattern,
  ]

  /// Declarations.
  public static let declarations: SyntaxKindSet = [
    .importDecl, .structDecl, .classDecl, .enumDecl, .protocolDecl, .extensionDecl, .actorDecl, .funcDecl,
    .initDecl, .deinitDecl, .subscriptDecl, .variableDecl, .typeAliasDecl, .associatedTypeDecl,
    .enumCaseDecl, .operatorDecl, .precedenceGroupDecl, .macroDecl, .macroExpansionDecl,
  ]

  /// Statements (`if` and `switch` are expressions, ``expressions``).
  public static let statements: SyntaxKindSet = [
    .guardStmt, .whileStmt, .repeatStmt, .forStmt, .doStmt, .deferStmt, .returnStmt, .throwStmt, .breakStmt,
    .continueStmt, .fallthroughStmt, .discardStmt, .yieldStmt, .labeledStmt,
  ]

  /// Members of a type: declarations, `#if` blocks and `#sourceLocation`.
  public static let members = declarations + [.ifConfigDecl, .poundSourceLocation]

  /// What a code block, a closure, a file or a case holds: declarations, statements,
  /// expressions, `#if` blocks and `#sourceLocation`.
  public static let items = members + statements + expressions

  /// A condition of `if`, `guard` and `while`.
  public static let conditions =
    expressions + [.optionalBindingCondition, .matchingPatternCondition, .availabilityCondition]

  /// What a `#if` clause holds, by where it is: items, members, switch cases, attributes,
  /// accessors, or (postfix `#if`) a member chain.
  public static let ifConfigItems = items + [.switchCase, .attribute, .accessorDecl]

  /// The attributes of a declaration: `@name(…)`, and `#if` blocks holding only attributes.
  public static let attributes: SyntaxKindSet = [.attribute, .ifConfigDecl]
}

// The factories are never inlined: the table calls them once per entry, and inlined they made
// its initialisation large code in the WebAssembly build.
extension ChildSlot {
  /// Exactly one child.
  @inline(never) static func one(
    _ name: String, _ kinds: SyntaxKindSet, _ doc: String, absentAfterError: Bool = false,
    emptyWhenToken: TokenKind? = nil
  ) -> ChildSlot {
    ChildSlot(
      name: name, count: .one, kinds: kinds, absentAfterError: absentAfterError,
      emptyWhenToken: emptyWhenToken, doc: doc)
  }

  /// No child or one.
  @inline(never) static func optional(_ name: String, _ kinds: SyntaxKindSet, _ doc: String) -> ChildSlot {
    ChildSlot(
      name: name, count: .optional, kinds: kinds, absentAfterError: false, emptyWhenToken: nil, doc: doc)
  }

  /// Any number of children.
  @inline(never) static func many(_ name: String, _ kinds: SyntaxKindSet, _ doc: String) -> ChildSlot {
    ChildSlot(name: name, count: .many, kinds: kinds, absentAfterError: false, emptyWhenToken: nil, doc: doc)
  }

  /// At least one child.
  @inline(never) static func oneOrMore(
    _ name: String, _ kinds: SyntaxKindSet, _ doc: String, absentAfterError: Bool = false,
    emptyWhenToken: TokenKind? = nil
  ) -> ChildSlot {
    ChildSlot(
      name: name, count: .oneOrMore, kinds: kinds, absentAfterError: absentAfterError,
      emptyWhenToken: emptyWhenToken, doc: doc)
  }

  /// A declaration's attributes.
  static let attributes = many("attributes", .attributes, "`@name(…)` attributes, `#if` blocks of them.")
  /// A declaration's modifiers.
  static let modifiers = many("modifiers", [.modifier], "`public`, `static`, `mutating`, …")
  /// Generic parameters.
  static let genericParameters = optional("genericParameterClause", [.genericParameterClause], "`<T: P>`.")
  /// A `where` clause of requirements.
  static let genericWhere = optional("genericWhereClause", [.genericWhereClause], "`where T: P`.")
  /// An inheritance clause.
  static let inheritance = optional("inheritanceClause", [.inheritanceClause], "`: A, B`.")
  /// The members of a type.
  static let memberBlock = one(
    "memberBlock", [.memberBlock], "`{ members }`; left out only after a parse error.", absentAfterError: true
  )
  /// Arguments in parentheses.
  static let arguments = many("arguments", [.argument], "The arguments in parentheses (or brackets).")
  /// The unlabelled trailing closure.
  static let trailingClosure = optional("trailingClosure", [.closureExpr], "The first trailing closure.")
  /// `label: { … }` trailing closures after the first.
  static let additionalTrailingClosures = many(
    "additionalTrailingClosures", [.argument], "`label: { … }` after the first trailing closure.")
  /// Effects after a signature.
  static let effects = many("effectSpecifiers", [.effectSpecifier], "`async`, `throws(E)`, `rethrows`.")
  /// The only child: an expression.
  static let expression = one("expression", .expressions, "The operand.")
}

extension NodeSpec {
  /// A spec entry.
  @inline(never) static func node(
    _ kind: SyntaxKind, _ doc: String, token: MainTokenSpec = .none, _ slots: [ChildSlot] = [],
    traits: [NodeTrait] = []
  ) -> NodeSpec {
    NodeSpec(kind: kind, doc: doc, token: token, slots: slots, traits: traits)
  }

  /// A nominal type declaration (struct, class, enum, actor).
  @inline(never) static func nominal(_ kind: SyntaxKind, _ keyword: String) -> NodeSpec {
    node(
      kind, "`\(keyword) Name<T>: P where … { members }`.", token: .expected(.names, "the name"),
      [.attributes, .modifiers, .genericParameters, .inheritance, .genericWhere, .memberBlock])
  }

  /// An expression with one operand and a keyword or operator.
  @inline(never) static func unary(_ kind: SyntaxKind, _ doc: String, token: MainTokenSpec) -> NodeSpec {
    node(kind, doc, token: token, [.expression])
  }

  /// A literal: its token and no children.
  @inline(never) static func literal(_ kind: SyntaxKind, _ doc: String, _ tokens: TokenKindSet) -> NodeSpec {
    node(kind, doc, token: .required(tokens, "the literal"))
  }
}

extension SyntaxSpec {
  /// The specs, in the order of ``SyntaxKind``.
  static let table: [NodeSpec] = [
    .node(.sourceFile, "A whole file.", [.many("items", .items, "The top-level items.")]),
    .node(.codeBlock, "`{ statements }`.", [.many("statements", .items, "The items, in order.")]),
    .node(
      .memberBlock, "`{ members }` of a type or extension.", [.many("members", .members, "The members.")]),

    // Declarations.
    .node(
      .importDecl, "`import Module.Sub`, `import struct Module.Type`.",
      token: .expected(.names, "the module's first name"), [.attributes, .modifiers],
      traits: [NodeTrait(name: "path", doc: "The dotted path: the tokens after the main token.")]),
    .nominal(.structDecl, "struct"),
    .nominal(.classDecl, "class"),
    .nominal(.enumDecl, "enum"),
    .node(
      .protocolDecl, "`protocol Name<Assoc>: P where … { requirements }`.",
      token: .expected(.names, "the name"),
      [
        .attributes, .modifiers,
        .optional("primaryAssociatedTypes", [.genericArgumentClause], "`<Element>` after the name."),
        .inheritance, .genericWhere, .memberBlock,
      ]),
    .node(
      .extensionDecl, "`extension Type: P where … { members }`.",
      [
        .attributes, .modifiers, .one("extendedType", .types, "The type extended."), .inheritance,
        .genericWhere, .memberBlock,
      ]),
    .nominal(.actorDecl, "actor"),
    .node(
      .funcDecl, "`func name<T>(parameters) async throws -> R where … { body }`.",
      token: .expected(.names + .operators, "the name, an identifier or an operator"),
      [
        .attributes, .modifiers, .genericParameters,
        .one("parameterClause", [.parameterClause], "`(parameters)`, empty after a parse error."), .effects,
        .optional("returnClause", [.returnClause], "`-> Type`."), .genericWhere,
        .optional("body", [.codeBlock], "The body; none for a protocol requirement or in an interface."),
      ]),
    .node(
      .initDecl, "`init?<T>(parameters) throws where … { body }`.", token: .required([.kwInit], "`init`"),
      [
        .attributes, .modifiers, .genericParameters,
        .one("parameterClause", [.parameterClause], "`(parameters)`."), .effects, .genericWhere,
        .optional("body", [.codeBlock], "The body; none for a protocol requirement or in an interface."),
      ],
      traits: [NodeTrait(name: "optionalMark", doc: "`init?` or `init!`: the token after `init`.")]),
    .node(
      .deinitDecl, "`deinit { body }`.", token: .required([.kwDeinit], "`deinit`"),
      [.attributes, .modifiers, .optional("body", [.codeBlock], "The body.")]),
    .node(
      .subscriptDecl, "`subscript<T>(parameters) -> R where … { accessors }`.",
      token: .required([.kwSubscript], "`subscript`"),
      [
        .attributes, .modifiers, .genericParameters,
        .one("parameterClause", [.parameterClause], "`(parameters)`."),
        .optional("returnClause", [.returnClause], "`-> Type`."), .genericWhere,
        .optional("accessorBlock", [.accessorBlock], "`{ get … set … }` or a getter's body."),
      ]),
    .node(
      .variableDecl, "`let`/`var` with its bindings.", token: .required([.kwLet, .kwVar], "`let` or `var`"),
      [.attributes, .modifiers, .oneOrMore("bindings", [.patternBinding], "`a = 1, b: Int`: one per name.")]),
    .node(
      .patternBinding, "`pattern: Type = value { accessors }` of a variable declaration.",
      [
        .one("pattern", .bindingPatterns, "The name, `_` or tuple bound."),
        .optional("typeAnnotation", [.typeAnnotation], "`: Type`."),
        .optional("initializer", [.initializerClause], "`= value`."),
        .optional(
          "accessorBlock", [.accessorBlock],
          "`{ get … }`, a getter's body, or (after an initializer) `{ willSet … didSet … }`."),
      ]),
    .node(
      .accessorBlock, "The braces after a variable or subscript: a getter's body, or accessors.",
      [
        .optional("getterBody", [.codeBlock], "A getter written without `get` (`var x: Int { 1 }`)."),
        .many(
          "accessors", [.accessorDecl, .ifConfigDecl], "`get`, `set`, `willSet`, `didSet`, … (and `#if`s)."),
      ]),
    .node(
      .accessorDecl, "`get`, `set(newValue)`, `willSet`, `didSet`, `_modify`, …",
      token: .required([.identifier, .kwInit], "the accessor's keyword"),
      [.attributes, .modifiers, .effects, .optional("body", [.codeBlock], "The body (none in a protocol).")],
      traits: [
        NodeTrait(
          name: "parameterName", doc: "`set(value)`: the identifier in parentheses after the keyword.")
      ]),
    .node(
      .typeAliasDecl, "`typealias Name<T> = Type where …`.", token: .expected(.names, "the name"),
      [
        .attributes, .modifiers, .genericParameters,
        .one("type", .types, "The type aliased; left out only after a parse error.", absentAfterError: true),
        .genericWhere,
      ]),
    .node(
      .associatedTypeDecl, "`associatedtype Name: P = Default where …`.",
      token: .expected(.names, "the name"),
      [
        .attributes, .modifiers, .inheritance, .optional("defaultType", .types, "`= Type`."), .genericWhere,
      ]),
    .node(
      .enumCaseDecl, "`case a, b(Int), c = 1` in an enum.",
      [.attributes, .modifiers, .oneOrMore("elements", [.enumCaseElement], "One per case.")]),
    .node(
      .enumCaseElement, "One `name(associated values) = raw` of an enum case.",
      token: .expected(.names, "the name"),
      [
        .optional("parameterClause", [.parameterClause], "`(Int, label: String)`: the associated values."),
        .optional("rawValue", .expressions, "`= value`."),
      ]),
    .node(
      .operatorDecl, "`infix operator +++: Group`.",
      token: .expected(.operators + [.identifier], "the operator"),
      [.attributes, .modifiers, .many("precedenceGroupAndTypes", [.identifierType], "The names after `:`.")],
      traits: [NodeTrait(name: "fixity", doc: "`prefix`, `infix`, `postfix`: a modifier.")]),
    .node(
      .precedenceGroupDecl, "`precedencegroup Name { attributes }`.", token: .expected(.names, "the name"),
      [.attributes, .modifiers, .many("groupAttributes", [.precedenceGroupAttribute], "`higherThan: X`, …")]),
    .node(
      .precedenceGroupAttribute, "`higherThan: X`, `associativity: left`, `assignment: true`.",
      token: .required([.identifier], "the attribute's name"),
      traits: [NodeTrait(name: "values", doc: "The names after `:`, as tokens.")]),
    .node(
      .macroDecl, "`macro name(parameters) -> R = #externalMacro(…)`.", token: .expected(.names, "the name"),
      [
        .attributes, .modifiers, .genericParameters,
        .one("parameterClause", [.parameterClause], "`(parameters)`."),
        .optional("returnClause", [.returnClause], "`-> Type`."),
        .optional("definition", .expressions, "`= #externalMacro(…)`."), .genericWhere,
      ]),
    .node(
      .macroExpansionDecl, "`#Preview(\"Name\") { … }`, `#warning(\"…\")` at declaration or statement level.",
      token: .required([.poundIdentifier], "`#name`"),
      [
        .attributes, .modifiers, .optional("genericArgumentClause", [.genericArgumentClause], "`<T>`."),
        .arguments, .trailingClosure, .additionalTrailingClosures,
      ]),
    .node(
      .ifConfigDecl,
      "`#if … #endif`: one clause per branch. (Where a `#if` follows a declaration's attributes or modifiers, they come first, the `#if` is nested and the declaration follows.)",
      [
        .attributes, .modifiers,
        .optional("nested", [.ifConfigDecl], "The `#if` after attributes or modifiers (rare)."),
        .many("clauses", [.ifConfigClause], "`#if`, `#elseif`, `#else` branches."),
        .optional("declaration", .declarations, "The declaration after a nested `#if` (rare)."),
      ]),
    .node(
      .ifConfigClause, "One `#if cond`, `#elseif cond` or `#else` branch and what it holds.",
      token: .required([.poundIf, .poundElseif, .poundElse], "`#if`, `#elseif` or `#else`"),
      [
        .one(
          "condition", .expressions, "The condition; none for `#else` (or after a parse error).",
          absentAfterError: true, emptyWhenToken: .poundElse),
        .many("items", .ifConfigItems, "What the branch holds."),
      ]),
    .node(
      .poundSourceLocation, "`#sourceLocation(file: …, line: …)`; arguments as tokens.",
      token: .required([.poundSourceLocation], "`#sourceLocation`")),
    .node(
      .unexpectedNodes, "Tokens skipped to recover from a parse error, and what was parsed among them.",
      [.many("nodes", .all, "Anything.")]),

    // Parts of declarations.
    .node(
      .attribute, "`@name<T>(arguments)`.", token: .expected(.names, "the name (the last part of `@A.B`)"),
      [.optional("genericArgumentClause", [.genericArgumentClause], "`@Wrapper<Int>`."), .arguments],
      traits: [
        NodeTrait(
          name: "arguments",
          doc: "Attributes such as `@available` keep their arguments as tokens: no children.")
      ]),
    .node(
      .modifier, "`public`, `static`, `mutating`, `private(set)`, …",
      token: .required(.names, "the modifier"),
      traits: [NodeTrait(name: "detail", doc: "`(set)`: the identifier in parentheses after the modifier.")]),
    .node(
      .genericParameterClause, "`<T: P, each U, let n: Int where …>`.",
      [
        .oneOrMore("parameters", [.genericParameter], "The parameters.", absentAfterError: true),
        .optional("genericWhereClause", [.genericWhereClause], "`where …` inside the brackets."),
      ]),
    .node(
      .genericParameter, "`T: P`, `each T`, `let n: Int`.", token: .expected(.names, "the name"),
      [
        .many("attributes", [.attribute], "Attributes."),
        .optional("inheritedType", .types, "`: P` (or, with `let`, the value's type)."),
        .optional("defaultType", .types, "`= Default` after an inherited type."),
      ],
      traits: [NodeTrait(name: "isPack", doc: "`each T`: the token before the name.")]),
    .node(
      .genericWhereClause, "`where T: P, T.Element == U`.",
      [
        .oneOrMore(
          "requirements", [.conformanceRequirement, .sameTypeRequirement], "The requirements.",
          absentAfterError: true)
      ]),
    .node(
      .conformanceRequirement, "`T: P`.", token: .expected([.colon], "`:`"),
      [
        .many("attributes", [.attribute], "Attributes."), .one("leftType", .types, "The constrained type."),
        .one("rightType", .types, "The constraint.", absentAfterError: true),
      ]),
    .node(
      .sameTypeRequirement, "`T == U`.", token: .required([.binaryOperator], "`==`"),
      [
        .many("attributes", [.attribute], "Attributes."), .one("leftType", .types, "Left."),
        .one("rightType", .types, "Right."),
      ]),
    .node(.inheritanceClause, "`: A, B`.", [.oneOrMore("types", .types, "The types inherited.")]),
    .node(
      .parameterClause, "`(parameters)` of a function, initializer, subscript, macro, enum case or closure.",
      [
        .many(
          "parameters", [.parameter, .closureParameter], "The parameters (closure parameters in a closure).")
      ]),
    .node(
      .parameter, "`@attr label name: inout Type... = default`.",
      token: .optional(.names, "the first name (label or name); none for an unnamed associated value"),
      [
        .many("attributes", .attributes, "Attributes (`@ViewBuilder`)."),
        .one("type", .types, "The type; left out only after a parse error.", absentAfterError: true),
        .optional("defaultValue", .expressions, "`= value`."),
      ],
      traits: [
        NodeTrait(name: "secondName", doc: "`label name:`: the name token after the main token, before `:`."),
        NodeTrait(name: "isInout", doc: "The type is an attributed type with the specifier `inout`."),
        NodeTrait(name: "isVariadic", doc: "`Type...`: a `...` token after the type."),
      ]),
    .node(
      .effectSpecifier, "`async`, `throws`, `throws(E)`, `rethrows`, `reasync`.",
      token: .required([.identifier, .kwThrows, .kwRethrows], "the keyword"),
      [.optional("thrownType", .types, "`(E)` of typed throws.")]),
    .node(.returnClause, "`-> Type`.", [.one("type", .types, "The result type.")]),
    .node(.initializerClause, "`= value`.", [.one("value", .expressions, "The value.")]),
    .node(.typeAnnotation, "`: Type`.", [.one("type", .types, "The type.")]),

    // Statements.
    .node(
      .guardStmt, "`guard conditions else { … }`.", token: .required([.kwGuard], "`guard`"),
      [
        .oneOrMore("conditions", .conditions, "The conditions.", absentAfterError: true),
        .one("body", [.codeBlock], "The `else` body.", absentAfterError: true),
      ]),
    .node(
      .whileStmt, "`while conditions { … }`.", token: .required([.kwWhile], "`while`"),
      [
        .oneOrMore("conditions", .conditions, "The conditions.", absentAfterError: true),
        .one("body", [.codeBlock], "The body."),
      ]),
    .node(
      .repeatStmt, "`repeat { … } while condition`.", token: .required([.kwRepeat], "`repeat`"),
      [
        .one("body", [.codeBlock], "The body."),
        .one("condition", .expressions, "The condition after `while`.", absentAfterError: true),
      ]),
    .node(
      .forStmt, "`for try await case pattern: Type in sequence where condition { … }`.",
      token: .required([.kwFor], "`for`"),
      [
        .one(
          "pattern", .bindingPatterns + .expressions,
          "A binding pattern, or (after `case`) an expression pattern."),
        .optional("typeAnnotation", [.typeAnnotation], "`: Type`."),
        .one("sequence", .expressions, "The sequence after `in`.", absentAfterError: true),
        .optional("whereClause", [.whereClause], "`where condition`."),
        .one("body", [.codeBlock], "The body."),
      ],
      traits: [
        NodeTrait(name: "isAwait", doc: "`for await`: the token after `for` (or after `try`)."),
        NodeTrait(name: "hasCase", doc: "`for case`: a `case` token before the pattern."),
      ]),
    .node(
      .doStmt, "`do throws(E) { … } catch … { … }`.", token: .required([.kwDo], "`do`"),
      [
        .optional("throwsClause", [.effectSpecifier], "`throws(E)`."),
        .one("body", [.codeBlock], "The body."),
        .many("catchClauses", [.catchClause], "The catch clauses."),
      ]),
    .node(
      .deferStmt, "`defer { … }`.", token: .required([.kwDefer], "`defer`"),
      [.one("body", [.codeBlock], "The body.")]),
    .node(
      .returnStmt, "`return value`.", token: .required([.kwReturn], "`return`"),
      [.optional("value", .expressions, "The value returned.")]),
    .node(
      .throwStmt, "`throw error`.", token: .required([.kwThrow], "`throw`"),
      [.one("value", .expressions, "The error.")]),
    .node(
      .breakStmt, "`break label`.", token: .required([.kwBreak], "`break`"),
      traits: [NodeTrait(name: "label", doc: "The identifier after `break` on its line.")]),
    .node(
      .continueStmt, "`continue label`.", token: .required([.kwContinue], "`continue`"),
      traits: [NodeTrait(name: "label", doc: "The identifier after `continue` on its line.")]),
    .node(.fallthroughStmt, "`fallthrough`.", token: .required([.kwFallthrough], "`fallthrough`")),
    .node(
      .discardStmt, "`discard self`.", token: .required([.identifier], "`discard`"),
      [.one("value", .expressions, "`self`.")]),
    .node(
      .yieldStmt, "`yield value`.", token: .required([.identifier], "`yield`"),
      [.one("value", .expressions, "The value.")]),
    .node(
      .labeledStmt, "`label: statement`.", token: .required([.identifier], "the label"),
      [.one("statement", .statements + [.ifExpr, .switchExpr], "The loop, `if`, `switch` or `do` labelled.")]),
    .node(
      .switchCase, "`case patterns: statements` or `default: statements`.",
      token: .required([.kwCase, .kwDefault], "`case` or `default`"),
      [
        .optional("attribute", [.attribute], "`@unknown`."),
        .oneOrMore(
          "items", [.caseItem], "The patterns with their `where` clauses; none for `default`.",
          absentAfterError: true, emptyWhenToken: .kwDefault),
        .oneOrMore("statements", .items, "The statements (at least one).", absentAfterError: true),
      ]),
    .node(
      .caseItem, "One pattern of a `case` label or a `catch` clause, with its `where` clause.",
      [
        .one(
          "pattern", .expressions,
          "The pattern, an expression (`.some(let x)`, `let (a, b)`, `is T`, `1...3`)."),
        .optional("whereClause", [.whereClause], "`where condition`."),
      ]),
    .node(
      .catchClause, "`catch patterns { … }`.", token: .required([.kwCatch], "`catch`"),
      [
        .many("items", [.caseItem], "The patterns; none for a bare `catch`."),
        .one("body", [.codeBlock], "The body."),
      ]),
    .node(
      .optionalBindingCondition, "`let x: T = y` in a condition (`if let x` without a value too).",
      token: .required([.kwLet, .kwVar], "`let` or `var`"),
      [
        .one("pattern", .bindingPatterns, "The name bound (`self` too)."),
        .optional("typeAnnotation", [.typeAnnotation], "`: Type`."),
        .optional("initializer", [.initializerClause], "`= value`; none for `if let x`."),
      ]),
    .node(
      .matchingPatternCondition, "`case pattern = value` in a condition.",
      token: .required([.kwCase], "`case`"),
      [
        .one("pattern", .expressions, "The pattern."),
        .optional("typeAnnotation", [.typeAnnotation], "`: Type`."),
        .one("value", .expressions, "The value matched.", absentAfterError: true),
      ]),
    .node(
      .availabilityCondition, "`#available(iOS 17, *)`, `#unavailable(…)`; arguments as tokens.",
      token: .required([.poundAvailable, .poundUnavailable], "`#available` or `#unavailable`")),
    .node(.whereClause, "`where condition`.", [.one("condition", .expressions, "The condition.")]),

    // Expressions.
    .node(
      .declReferenceExpr, "A name: `x`, `self`, `Self`, `$0`, `init`, `+` as a function, `f(x:y:)`.",
      token: .required(.names + .operators + [.dollarIdentifier], "the name"),
      traits: [NodeTrait(name: "argumentLabels", doc: "`f(x:y:)`: the labels, as tokens after the name.")]),
    .literal(.integerLiteralExpr, "`42`, `0xFF`, `1_000`; `-5` as a generic argument.", [.integerLiteral]),
    .literal(.floatLiteralExpr, "`1.5`, `1e3`, `0x1p4`.", [.floatLiteral]),
    .literal(.booleanLiteralExpr, "`true` or `false`.", [.kwTrue, .kwFalse]),
    .literal(.nilLiteralExpr, "`nil`.", [.kwNil]),
    .node(
      .stringLiteralExpr, "`\"text \\(x)\"`, `#\"raw\"#`, `\"\"\"multi-line\"\"\"`.",
      token: .required([.stringOpen], "the opening delimiter"),
      [.many("segments", [.stringSegment, .interpolation], "Text and interpolations, in order.")],
      traits: [
        NodeTrait(name: "isRaw", doc: "The opening delimiter starts with `#`."),
        NodeTrait(name: "isMultiline", doc: "The opening delimiter is `\"\"\"`."),
      ]),
    .node(
      .stringSegment, "Text between a string's delimiters and interpolations, escapes as written.",
      token: .required([.stringSegment], "the text")),
    .node(
      .interpolation, "`\\(value)` in a string.", [.many("arguments", [.argument], "What is interpolated.")]),
    .literal(.regexLiteralExpr, "`/a+/`, `#/a+/#`.", [.regexLiteral]),
    .node(.superExpr, "`super`.", token: .required([.kwSuper], "`super`")),
    .node(
      .memberAccessExpr, "`base.name`, `base.name<T>`, `base.0`.",
      token: .expected(.names + [.integerLiteral, .dollarIdentifier], "the member's name"),
      [
        .one("base", .expressions, "The base (an empty missing expression in a postfix `#if` clause)."),
        .optional("genericArgumentClause", [.genericArgumentClause], "`<T>` after the name."),
      ]),
    .node(
      .implicitMemberExpr, "`.name` whose base the type checker infers.",
      token: .expected(.names + [.dollarIdentifier], "the member's name"),
      [.optional("genericArgumentClause", [.genericArgumentClause], "`<T>` after the name.")]),
    .node(
      .callExpr, "`callee(arguments) { trailing closure } label: { … }`.",
      [
        .one("callee", .expressions, "The expression called."), .arguments, .trailingClosure,
        .additionalTrailingClosures,
      ]),
    .node(
      .subscriptExpr, "`base[arguments]`.",
      [
        .one("base", .expressions, "The expression subscripted."), .arguments, .trailingClosure,
        .additionalTrailingClosures,
      ]),
    .node(
      .argument, "`label: value` in a call, subscript, tuple, attribute or interpolation.",
      token: .optional(.names, "the label"),
      [.optional("value", .expressions, "The value; none for a label alone (`f(x:)`).")]),
    .node(
      .closureExpr, "`{ signature in statements }`.",
      [
        .optional("signature", [.closureSignature], "`[captures] (parameters) async throws -> R in`."),
        .many("statements", .items, "The body."),
      ],
      traits: [
        NodeTrait(
          name: "shorthandParameterCount",
          doc: "The highest `$n` the body uses (outside nested closures), plus one.")
      ]),
    .node(
      .closureSignature, "`@attr [captures] (parameters) async throws -> R in`.",
      [
        .many("attributes", [.attribute], "Attributes."),
        .optional("captureList", [.captureList], "`[weak self]`."),
        .optional("parameterClause", [.parameterClause], "`(a: Int, b)`."),
        .many("shorthandParameters", [.closureParameter], "`a, b in` without parentheses."), .effects,
        .optional("returnClause", [.returnClause], "`-> Type`."),
      ]),
    .node(.captureList, "`[weak self, x = y]`.", [.many("items", [.captureItem], "The captures.")]),
    .node(
      .captureItem, "`weak self`, `unowned(unsafe) x`, `x = y`.",
      token: .expected([.identifier, .kwSelf], "the name"),
      [.optional("value", .expressions, "`= value`.")],
      traits: [NodeTrait(name: "specifier", doc: "`weak`, `unowned`: the tokens before the name.")]),
    .node(
      .closureParameter, "A closure parameter: `x`, `x: Int`, `_ x: Int`, `$item`.",
      token: .expected(.names + [.dollarIdentifier], "the name (the second name when two are written)"),
      [.many("attributes", [.attribute], "Attributes."), .optional("type", .types, "`: Type`.")]),
    .node(
      .binaryExpr, "`lhs op rhs`, folded by precedence.", token: .required(.operators, "the operator"),
      [.one("lhs", .expressions, "Left operand."), .one("rhs", .expressions, "Right operand.")]),
    .node(
      .assignmentExpr, "`target = value`.", token: .required([.equal], "`=`"),
      [.one("target", .expressions, "What is assigned."), .one("value", .expressions, "The value.")]),
    .node(
      .ternaryExpr, "`condition ? then : else`.", token: .required([.infixQuestion], "`?`"),
      [
        .one("condition", .expressions, "The condition."), .one("thenExpression", .expressions, "After `?`."),
        .one("elseExpression", .expressions, "After `:`."),
      ]),
    .node(
      .prefixExpr, "`op operand`.", token: .required([.prefixOperator, .binaryOperator], "the operator"),
      [.one("operand", .expressions, "The operand.")]),
    .node(
      .postfixExpr, "`operand op`.", token: .required([.postfixOperator], "the operator"),
      [.one("operand", .expressions, "The operand.")]),
    .node(.forceUnwrapExpr, "`base!`.", [.expression]),
    .node(.optionalChainingExpr, "`base?` in an optional chain (or `let x?` in a pattern).", [.expression]),
    .unary(
      .tryExpr, "`try expr`, `try? expr`, `try! expr`.", token: .required([.kwTry], "`try`")),
    .unary(.awaitExpr, "`await expr`.", token: .required([.identifier], "`await`")),
    .unary(.unsafeExpr, "`unsafe expr`.", token: .required([.identifier], "`unsafe`")),
    .unary(.consumeExpr, "`consume x`.", token: .required([.identifier], "`consume`")),
    .unary(.copyExpr, "`copy x`.", token: .required([.identifier], "`copy`")),
    .node(
      .isExpr, "`expr is Type`.", token: .required([.kwIs], "`is`"),
      [.one("expression", .expressions, "The value tested."), .one("type", .types, "The type.")]),
    .node(
      .asExpr, "`expr as Type`, `as?`, `as!`.", token: .required([.kwAs], "`as`"),
      [.one("expression", .expressions, "The value cast."), .one("type", .types, "The type.")],
      traits: [NodeTrait(name: "castKind", doc: "`as?` or `as!`: a `?` or `!` token right after `as`.")]),
    .unary(.inoutExpr, "`&x`.", token: .required([.prefixOperator], "`&`")),
    .node(
      .tupleExpr, "`(a, label: b)`; `(x)` in parentheses.", [.many("elements", [.argument], "The elements.")]),
    .node(.arrayExpr, "`[a, b]`.", [.many("elements", .expressions, "The elements.")]),
    .node(.dictionaryExpr, "`[k: v]`, `[:]`.", [.many("elements", [.dictionaryElement], "The entries.")]),
    .node(
      .dictionaryElement, "`key: value` in a dictionary literal.",
      [
        .one("key", .expressions, "The key."),
        .one("value", .expressions, "The value.", absentAfterError: true),
      ]),
    .node(
      .keyPathExpr, "`\\Root.path?.to[0]!`, `\\.self`.",
      [
        .optional("root", .types, "The root type."),
        .many("components", [.keyPathComponent], "The components."),
      ]),
    .node(
      .keyPathComponent, "One `.name`, `?`, `!`, `[index]` or `.self` of a key path.",
      token: .optional(
        .names + [.integerLiteral, .dollarIdentifier, .postfixQuestion, .postfixExclaim],
        "the name, `?` or `!`; none for a subscript"),
      [.many("arguments", [.argument], "A subscript's arguments.")]),
    .node(.discardExpr, "`_`.", token: .required([.kwUnderscore], "`_`")),
    .node(
      .typeExpr, "A type as an expression: `some View`, `@Sendable () -> Void`.",
      [.one("type", .types, "The type.")]),
    .node(
      .genericSpecializationExpr, "`Foo<Int>` in an expression.",
      [
        .one("base", [.declReferenceExpr], "The name."),
        .one("genericArgumentClause", [.genericArgumentClause], "`<Int>`."),
      ]),
    .node(
      .macroExpansionExpr, "`#name<T>(arguments) { … }` in an expression.",
      token: .required([.poundIdentifier], "`#name`"),
      [
        .optional("genericArgumentClause", [.genericArgumentClause], "`<T>`."), .arguments, .trailingClosure,
        .additionalTrailingClosures,
      ]),
    .node(
      .ifExpr, "`if conditions { … } else …`, a statement or an expression.",
      token: .required([.kwIf], "`if`"),
      [
        .oneOrMore("conditions", .conditions, "The conditions.", absentAfterError: true),
        .one("body", [.codeBlock], "The body."),
        .optional("elseBody", [.ifExpr, .codeBlock], "`else if …` or `else { … }`."),
      ]),
    .node(
      .switchExpr, "`switch subject { cases }`, a statement or an expression.",
      token: .required([.kwSwitch], "`switch`"),
      [
        .one("subject", .expressions, "The value switched on."),
        .many("cases", [.switchCase, .ifConfigDecl], "The cases (and `#if`s of them)."),
      ]),
    .unary(.packExpansionExpr, "`repeat each x`.", token: .required([.kwRepeat], "`repeat`")),
    .unary(.packElementExpr, "`each x`.", token: .required([.identifier], "`each`")),
    .node(
      .postfixIfConfigExpr, "`base #if os(iOS) .padding() #endif`.",
      [
        .one("base", .expressions, "The expression before the `#if`."),
        .one("config", [.ifConfigDecl], "Its clauses, each a member chain on a missing expression."),
      ]),
    .node(
      .arrowExpr, "`A -> B` kept in an expression.", token: .required([.arrow], "`->`"),
      [.one("lhs", .expressions, "Left."), .one("rhs", .expressions, "Right.")]),
    .node(.missingExpr, "An expression a parse error left out (or the empty base in a postfix `#if`)."),

    // Patterns.
    .node(
      .identifierPattern, "A name bound: `x` in `let x`.", token: .expected(.names, "the name")),
    .node(
      .tuplePattern, "`(a, b: Int)` in `let`/`var`/`for`.",
      [
        .many(
          "elements", .bindingPatterns + [.typeAnnotation],
          "Each element's pattern, then its type annotation if any.")
      ],
      traits: [NodeTrait(name: "labels", doc: "`(x: a, y: b)`: labels as tokens before the patterns.")]),
    .node(.wildcardPattern, "`_` in `let`/`var`/`for`."),
    .node(
      .valueBindingPattern, "`let pattern` / `var pattern` inside a pattern.",
      token: .required([.kwLet, .kwVar], "`let` or `var`"),
      [
        .one(
          "pattern", .bindingPatterns + .expressions,
          "What is bound: a pattern, or in a `case` an expression.")
      ]),
    .node(
      .expressionPattern,
      "Not produced by this parser: `case` patterns are expressions (see ``SyntaxKindSet/expressions``).",
      [.one("expression", .expressions, "The expression.")]),
    .node(
      .isTypePattern, "`is Type` in a pattern.", token: .required([.kwIs], "`is`"),
      [.one("type", .types, "The type.")]),

    // Types.
    .node(
      .identifierType, "`Name<Args>`.",
      token: .expected([.identifier, .kwCapitalSelf, .kwSelf, .kwUnderscore, .kwClass] + .names, "the name"),
      [.optional("genericArgumentClause", [.genericArgumentClause], "`<Args>`.")]),
    .node(
      .memberType, "`Base.Name<Args>`.", token: .required(.names, "the member's name"),
      [
        .one("base", .types, "The base type."),
        .optional("genericArgumentClause", [.genericArgumentClause], "`<Args>`."),
      ]),
    .node(
      .genericArgumentClause, "`<A, B>`.",
      [
        .many(
          "arguments", .types + [.integerLiteralExpr], "The arguments: types, or integers for value generics."
        )
      ]),
    .node(.optionalType, "`T?`.", [.one("wrappedType", .types, "The wrapped type.")]),
    .node(.implicitlyUnwrappedOptionalType, "`T!`.", [.one("wrappedType", .types, "The wrapped type.")]),
    .node(.arrayType, "`[Element]`, `[5 of Int]`.", [.one("element", .types, "The element type.")]),
    .node(
      .dictionaryType, "`[Key: Value]`.",
      [.one("key", .types, "The key type."), .one("value", .types, "The value type.")]),
    .node(
      .tupleType, "`(A, label: B)`; `(A)` in parentheses.",
      [.many("elements", [.tupleTypeElement], "The elements.")]),
    .node(
      .tupleTypeElement, "`label: Type` in a tuple type or function type.",
      token: .optional(.names, "the label"),
      [.one("type", .types, "The type."), .optional("defaultValue", .expressions, "`= value`.")]),
    .node(
      .functionType, "`(A) async throws(E) -> R`.",
      [
        .one("parameters", .types, "The parameters (a tuple type, usually)."), .effects,
        .one("returnType", .types, "The result type.", absentAfterError: true),
      ]),
    .node(
      .someOrAnyType, "`some P`, `any P`.", token: .required([.identifier], "`some` or `any`"),
      [.one("constraint", .types, "The constraint.")]),
    .node(.compositionType, "`A & B & C`.", [.oneOrMore("types", .types, "The types (two or more).")]),
    .node(
      .metatypeType, "`T.Type`, `T.Protocol`.", token: .required([.identifier], "`Type` or `Protocol`"),
      [.one("base", .types, "The instance type.")]),
    .node(
      .attributedType, "`@escaping @Sendable T`, `inout T`, `borrowing T`.",
      [
        .oneOrMore("specifiersAndAttributes", [.attribute, .typeSpecifier], "In source order."),
        .one("base", .types, "The type."),
      ]),
    .node(
      .typeSpecifier, "`inout`, `borrowing`, `consuming`, `sending`, `isolated`, …",
      token: .required([.kwInout, .identifier], "the specifier")),
    .node(
      .packExpansionType, "`repeat T`.", token: .required([.kwRepeat], "`repeat`"),
      [.one("pattern", .types, "The pattern.")]),
    .node(
      .packElementType, "`each T`.", token: .required([.identifier], "`each`"),
      [.one("pack", .types, "The pack.")]),
    .node(
      .suppressedType, "`~Copyable`.", token: .required([.prefixOperator], "`~`"),
      [.one("type", .types, "The type.")]),
    .node(.variadicType, "`T...` as a parameter's type.", [.one("element", .types, "The element type.")]),
    .node(.missingType, "A type a parse error left out."),
  ]
}
