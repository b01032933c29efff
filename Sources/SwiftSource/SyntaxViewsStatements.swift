// Typed views over statements, conditions and patterns (see SyntaxViews.swift).

/// `if conditions { … } else …`: ``SyntaxKind/ifExpr``, a statement or an expression.
public struct IfExpr: SyntaxView {
  /// The slots of ``SyntaxKind/ifExpr``.
  public enum Slot: Int, CaseIterable, Sendable { case conditions, body, elseBody }
  /// ``SyntaxKind/ifExpr``.
  public static let kinds: SyntaxKindSet = [.ifExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The conditions: expressions, `let x = y`, `case p = v`, `#available(…)`.
  public var conditions: [Syntax] { many(.conditions) }
  /// The body run when the conditions hold.
  public var body: CodeBlock { CodeBlock(unchecked: one(.body)) }
  /// `else if …` (an ``IfExpr``) or `else { … }` (a ``CodeBlock``), or nil.
  public var elseBody: Syntax? { optional(.elseBody) }
}

/// `guard conditions else { … }`: ``SyntaxKind/guardStmt``.
public struct GuardStmt: SyntaxView {
  /// The slots of ``SyntaxKind/guardStmt``.
  public enum Slot: Int, CaseIterable, Sendable { case conditions, body }
  /// ``SyntaxKind/guardStmt``.
  public static let kinds: SyntaxKindSet = [.guardStmt]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The conditions.
  public var conditions: [Syntax] { many(.conditions) }
  /// The `else` body; nil only after a parse error.
  public var body: CodeBlock? { optional(.body).map(CodeBlock.init(unchecked:)) }
}

/// `while conditions { … }`: ``SyntaxKind/whileStmt``.
public struct WhileStmt: SyntaxView {
  /// The slots of ``SyntaxKind/whileStmt``.
  public enum Slot: Int, CaseIterable, Sendable { case conditions, body }
  /// ``SyntaxKind/whileStmt``.
  public static let kinds: SyntaxKindSet = [.whileStmt]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The conditions.
  public var conditions: [Syntax] { many(.conditions) }
  /// The body.
  public var body: CodeBlock { CodeBlock(unchecked: one(.body)) }
}

/// `repeat { … } while condition`: ``SyntaxKind/repeatStmt``.
public struct RepeatStmt: SyntaxView {
  /// The slots of ``SyntaxKind/repeatStmt``.
  public enum Slot: Int, CaseIterable, Sendable { case body, condition }
  /// ``SyntaxKind/repeatStmt``.
  public static let kinds: SyntaxKindSet = [.repeatStmt]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The body.
  public var body: CodeBlock { CodeBlock(unchecked: one(.body)) }
  /// The condition after `while`; nil only after a parse error.
  public var condition: Syntax? { optional(.condition) }
}

/// `for try await case pattern: Type in sequence where condition { … }`: ``SyntaxKind/forStmt``.
public struct ForStmt: SyntaxView {
  /// The slots of ``SyntaxKind/forStmt``.
  public enum Slot: Int, CaseIterable, Sendable { case pattern, typeAnnotation, sequence, whereClause, body }
  /// ``SyntaxKind/forStmt``.
  public static let kinds: SyntaxKindSet = [.forStmt]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// A binding pattern, or (after `case`) an expression pattern.
  public var pattern: Syntax { one(.pattern) }
  /// `: Type`, or nil.
  public var typeAnnotation: TypeAnnotation? {
    optional(.typeAnnotation).map(TypeAnnotation.init(unchecked:))
  }
  /// The sequence after `in`; nil only after a parse error.
  public var sequence: Syntax? { optional(.sequence) }
  /// `where condition`, or nil.
  public var whereClause: WhereClause? { optional(.whereClause).map(WhereClause.init(unchecked:)) }
  /// The body.
  public var body: CodeBlock { CodeBlock(unchecked: one(.body)) }
  /// The words between `for` and the pattern (`try`, `await`, `case`, `unsafe`).
  private var prefixTokens: [Token] {
    guard let i = syntax.tokenIndex else { return [] }
    let end = pattern.range.lowerBound
    var out: [Token] = []
    var k = i + 1
    while k < syntax.tree.tokens.count, Int(syntax.tree.tokens[k].start) < end {
      out.append(syntax.tree.tokens[k])
      k += 1
    }
    return out
  }
  /// Whether it is `for await` (or `for try await`).
  public var isAwait: Bool { prefixTokens.contains { syntax.tree.text(of: $0) == "await" } }
  /// Whether the pattern follows `case`: `for case let x? in …`.
  public var hasCase: Bool { prefixTokens.contains { $0.kind == .kwCase } }
}

/// `do { … } catch … { … }`: ``SyntaxKind/doStmt``.
public struct DoStmt: SyntaxView {
  /// The slots of ``SyntaxKind/doStmt``.
  public enum Slot: Int, CaseIterable, Sendable { case throwsClause, body, catchClauses }
  /// ``SyntaxKind/doStmt``.
  public static let kinds: SyntaxKindSet = [.doStmt]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// `throws(E)`, or nil.
  public var throwsClause: EffectSpecifier? { optional(.throwsClause).map(EffectSpecifier.init(unchecked:)) }
  /// The body.
  public var body: CodeBlock { CodeBlock(unchecked: one(.body)) }
  /// The catch clauses, in order.
  public var catchClauses: [CatchClause] { many(.catchClauses, as: CatchClause.self) }
}

/// `catch patterns { … }`: ``SyntaxKind/catchClause``.
public struct CatchClause: SyntaxView {
  /// The slots of ``SyntaxKind/catchClause``.
  public enum Slot: Int, CaseIterable, Sendable { case items, body }
  /// ``SyntaxKind/catchClause``.
  public static let kinds: SyntaxKindSet = [.catchClause]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The patterns with their `where` clauses; none for a bare `catch`.
  public var items: [CaseItem] { many(.items, as: CaseItem.self) }
  /// The body.
  public var body: CodeBlock { CodeBlock(unchecked: one(.body)) }
}

/// `defer { … }`: ``SyntaxKind/deferStmt``.
public struct DeferStmt: SyntaxView {
  /// The slots of ``SyntaxKind/deferStmt``.
  public enum Slot: Int, CaseIterable, Sendable { case body }
  /// ``SyntaxKind/deferStmt``.
  public static let kinds: SyntaxKindSet = [.deferStmt]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The body run when the scope ends.
  public var body: CodeBlock { CodeBlock(unchecked: one(.body)) }
}

/// `return value`: ``SyntaxKind/returnStmt``.
public struct ReturnStmt: SyntaxView {
  /// The slots of ``SyntaxKind/returnStmt``.
  public enum Slot: Int, CaseIterable, Sendable { case value }
  /// ``SyntaxKind/returnStmt``.
  public static let kinds: SyntaxKindSet = [.returnStmt]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The value returned, or nil.
  public var value: Syntax? { optional(.value) }
}

/// `throw error`: ``SyntaxKind/throwStmt``.
public struct ThrowStmt: SyntaxView {
  /// The slots of ``SyntaxKind/throwStmt``.
  public enum Slot: Int, CaseIterable, Sendable { case value }
  /// ``SyntaxKind/throwStmt``.
  public static let kinds: SyntaxKindSet = [.throwStmt]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The error thrown.
  public var value: Syntax { one(.value) }
}

/// `break label` or `continue label`: ``SyntaxKind/breakStmt``, ``SyntaxKind/continueStmt``.
public struct JumpStmt: SyntaxView {
  /// Neither has children.
  public typealias Slot = NoSlots
  /// ``SyntaxKind/breakStmt`` and ``SyntaxKind/continueStmt``.
  public static let kinds: SyntaxKindSet = [.breakStmt, .continueStmt]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The label of the loop or statement left, or nil.
  public var label: String? {
    guard let t = syntax.tokenAfterMain(), t.kind == .identifier else { return nil }
    return unbacktick(syntax.tree.text(of: t))
  }
}

/// `label: statement`: ``SyntaxKind/labeledStmt``.
public struct LabeledStmt: SyntaxView {
  /// The slots of ``SyntaxKind/labeledStmt``.
  public enum Slot: Int, CaseIterable, Sendable { case statement }
  /// ``SyntaxKind/labeledStmt``.
  public static let kinds: SyntaxKindSet = [.labeledStmt]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The label.
  public var label: String { syntax.name }
  /// The loop, `if`, `switch` or `do` labelled.
  public var statement: Syntax { one(.statement) }
}

/// `switch subject { cases }`: ``SyntaxKind/switchExpr``, a statement or an expression.
public struct SwitchExpr: SyntaxView {
  /// The slots of ``SyntaxKind/switchExpr``.
  public enum Slot: Int, CaseIterable, Sendable { case subject, cases }
  /// ``SyntaxKind/switchExpr``.
  public static let kinds: SyntaxKindSet = [.switchExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The value switched on.
  public var subject: Syntax { one(.subject) }
  /// The cases, `#if` blocks of them left out.
  public var cases: [SwitchCase] { many(.cases, as: SwitchCase.self) }
}

/// `case patterns: statements` or `default: statements`: ``SyntaxKind/switchCase``.
public struct SwitchCase: SyntaxView {
  /// The slots of ``SyntaxKind/switchCase``.
  public enum Slot: Int, CaseIterable, Sendable { case attribute, items, statements }
  /// ``SyntaxKind/switchCase``.
  public static let kinds: SyntaxKindSet = [.switchCase]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// Whether it is `default:`.
  public var isDefault: Bool { syntax.token?.kind == .kwDefault }
  /// `@unknown`, or nil.
  public var attribute: AttributeSyntax? { optional(.attribute).map(AttributeSyntax.init(unchecked:)) }
  /// The patterns with their `where` clauses; none for `default`.
  public var items: [CaseItem] { many(.items, as: CaseItem.self) }
  /// The patterns, without their `where` clauses.
  public var patterns: [Syntax] { items.map { $0.pattern } }
  /// The statements after the `:`.
  public var statements: [Syntax] { many(.statements) }
}

/// One pattern of a `case` label or a `catch` clause, with its `where` clause:
/// ``SyntaxKind/caseItem``.
public struct CaseItem: SyntaxView {
  /// The slots of ``SyntaxKind/caseItem``.
  public enum Slot: Int, CaseIterable, Sendable { case pattern, whereClause }
  /// ``SyntaxKind/caseItem``.
  public static let kinds: SyntaxKindSet = [.caseItem]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The pattern: an expression (`.some(let x)`, `let (a, b)`, `is T`, `1...3`).
  public var pattern: Syntax { one(.pattern) }
  /// `where condition`, or nil.
  public var whereClause: WhereClause? { optional(.whereClause).map(WhereClause.init(unchecked:)) }
}

/// `where condition`: ``SyntaxKind/whereClause``.
public struct WhereClause: SyntaxView {
  /// The slots of ``SyntaxKind/whereClause``.
  public enum Slot: Int, CaseIterable, Sendable { case condition }
  /// ``SyntaxKind/whereClause``.
  public static let kinds: SyntaxKindSet = [.whereClause]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The condition.
  public var condition: Syntax { one(.condition) }
}

/// `let x: T = y` in a condition: ``SyntaxKind/optionalBindingCondition``.
public struct OptionalBindingCondition: SyntaxView {
  /// The slots of ``SyntaxKind/optionalBindingCondition``.
  public enum Slot: Int, CaseIterable, Sendable { case pattern, typeAnnotation, initializer }
  /// ``SyntaxKind/optionalBindingCondition``.
  public static let kinds: SyntaxKindSet = [.optionalBindingCondition]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// Whether it is `let` (else `var`).
  public var isLet: Bool { syntax.token?.kind == .kwLet }
  /// The name bound (`self` too).
  public var pattern: Syntax { one(.pattern) }
  /// `: Type`, or nil.
  public var typeAnnotation: TypeAnnotation? {
    optional(.typeAnnotation).map(TypeAnnotation.init(unchecked:))
  }
  /// `= value`, or nil for `if let x`.
  public var initializer: InitializerClause? {
    optional(.initializer).map(InitializerClause.init(unchecked:))
  }
}

/// `case pattern = value` in a condition: ``SyntaxKind/matchingPatternCondition``.
public struct MatchingPatternCondition: SyntaxView {
  /// The slots of ``SyntaxKind/matchingPatternCondition``.
  public enum Slot: Int, CaseIterable, Sendable { case pattern, typeAnnotation, value }
  /// ``SyntaxKind/matchingPatternCondition``.
  public static let kinds: SyntaxKindSet = [.matchingPatternCondition]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The pattern.
  public var pattern: Syntax { one(.pattern) }
  /// `: Type`, or nil.
  public var typeAnnotation: TypeAnnotation? {
    optional(.typeAnnotation).map(TypeAnnotation.init(unchecked:))
  }
  /// The value matched; nil only after a parse error.
  public var value: Syntax? { optional(.value) }
}

// MARK: Patterns

/// A name bound: `x` in `let x`: ``SyntaxKind/identifierPattern``.
public struct IdentifierPattern: NamedView {
  /// A name has no children.
  public typealias Slot = NoSlots
  /// ``SyntaxKind/identifierPattern``.
  public static let kinds: SyntaxKindSet = [.identifierPattern]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
}

/// `(a, b: Int)` in `let`/`var`/`for`: ``SyntaxKind/tuplePattern``.
public struct TuplePattern: SyntaxView {
  /// The slots of ``SyntaxKind/tuplePattern``.
  public enum Slot: Int, CaseIterable, Sendable { case elements }
  /// ``SyntaxKind/tuplePattern``.
  public static let kinds: SyntaxKindSet = [.tuplePattern]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The elements' patterns, in order (their type annotations left out).
  public var elements: [Syntax] { many(.elements).filter { $0.kind != .typeAnnotation } }
}

/// `let pattern` / `var pattern` inside a pattern: ``SyntaxKind/valueBindingPattern``.
public struct ValueBindingPattern: SyntaxView {
  /// The slots of ``SyntaxKind/valueBindingPattern``.
  public enum Slot: Int, CaseIterable, Sendable { case pattern }
  /// ``SyntaxKind/valueBindingPattern``.
  public static let kinds: SyntaxKindSet = [.valueBindingPattern]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// Whether it is `let` (else `var`).
  public var isLet: Bool { syntax.token?.kind == .kwLet }
  /// What is bound: a pattern, or in a `case` an expression whose names bind.
  public var pattern: Syntax { one(.pattern) }
}

/// `is Type` in a pattern: ``SyntaxKind/isTypePattern``.
public struct IsTypePattern: SyntaxView {
  /// The slots of ``SyntaxKind/isTypePattern``.
  public enum Slot: Int, CaseIterable, Sendable { case type }
  /// ``SyntaxKind/isTypePattern``.
  public static let kinds: SyntaxKindSet = [.isTypePattern]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The type tested.
  public var type: Syntax { one(.type) }
}
