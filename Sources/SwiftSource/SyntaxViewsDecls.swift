// Typed views over declarations (see SyntaxViews.swift).

/// A type declaration with members, ``NominalTypeDecl`` or ``ProtocolDecl``: slot 3 is the
/// `inheritanceClause`, the last the `memberBlock` (SyntaxSpecTests checks it).
public protocol DeclGroupView: DeclarationView, NamedView {}

extension DeclGroupView {
  /// `: A, B`, or nil.
  @inlinable public var inheritanceClause: InheritanceClause? {
    syntax.slotChild(3).map(InheritanceClause.init(unchecked:))
  }
  /// `{ members }`; nil only after a parse error.
  @inlinable public var memberBlock: MemberBlock? {
    syntax.slotChild(slotFromEnd(1)).map(MemberBlock.init(unchecked:))
  }
  /// The members, `#if` blocks among them.
  @inlinable public var members: [Syntax] { memberBlock?.members ?? [] }
}

/// `struct`, `class`, `enum` or `actor` `Name<T>: P where … { members }`.
public struct NominalTypeDecl: DeclGroupView {
  /// The slots of ``SyntaxKind/structDecl``, ``SyntaxKind/classDecl``, ``SyntaxKind/enumDecl``
  /// and ``SyntaxKind/actorDecl``.
  public enum Slot: Int, CaseIterable, Sendable {
    case attributes, modifiers, genericParameterClause, inheritanceClause, genericWhereClause, memberBlock
  }
  /// The four kinds.
  public static let kinds: SyntaxKindSet = [.structDecl, .classDecl, .enumDecl, .actorDecl]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// `<T: P>`, or nil.
  public var genericParameterClause: GenericParameterClause? {
    optional(.genericParameterClause).map(GenericParameterClause.init(unchecked:))
  }
  /// `where …`, or nil.
  public var genericWhereClause: Syntax? { optional(.genericWhereClause) }
}

/// `protocol Name<Assoc>: P where … { requirements }`.
public struct ProtocolDecl: DeclGroupView {
  /// The slots of ``SyntaxKind/protocolDecl``.
  public enum Slot: Int, CaseIterable, Sendable {
    case attributes, modifiers, primaryAssociatedTypes, inheritanceClause, genericWhereClause, memberBlock
  }
  /// ``SyntaxKind/protocolDecl``.
  public static let kinds: SyntaxKindSet = [.protocolDecl]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// `<Element>` after the name, or nil.
  public var primaryAssociatedTypes: GenericArgumentClause? {
    optional(.primaryAssociatedTypes).map(GenericArgumentClause.init(unchecked:))
  }
}

/// `extension Type: P where … { members }`.
public struct ExtensionDecl: DeclarationView {
  /// The slots of ``SyntaxKind/extensionDecl``.
  public enum Slot: Int, CaseIterable, Sendable {
    case attributes, modifiers, extendedType, inheritanceClause, genericWhereClause, memberBlock
  }
  /// ``SyntaxKind/extensionDecl``.
  public static let kinds: SyntaxKindSet = [.extensionDecl]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The type extended.
  public var extendedType: Syntax { one(.extendedType) }
  /// `: A, B`, or nil.
  public var inheritanceClause: InheritanceClause? {
    optional(.inheritanceClause).map(InheritanceClause.init(unchecked:))
  }
  /// `where …`, or nil.
  public var genericWhereClause: Syntax? { optional(.genericWhereClause) }
  /// `{ members }`; nil only after a parse error.
  public var memberBlock: MemberBlock? { optional(.memberBlock).map(MemberBlock.init(unchecked:)) }
  /// The members, `#if` blocks among them.
  public var members: [Syntax] { memberBlock?.members ?? [] }
}

/// A declaration with a parameter clause, effects and a body, ``FunctionDecl`` or
/// ``InitializerDecl``: slot 3 is the `parameterClause`, 4 the `effectSpecifiers`, the last the
/// `body` (SyntaxSpecTests checks it).
public protocol FunctionLikeView: DeclarationView {}

extension FunctionLikeView {
  /// `(parameters)`.
  @inlinable public var parameterClause: ParameterClause { ParameterClause(unchecked: one(3)) }
  /// The parameters, in order.
  @inlinable public var parameters: [Parameter] { parameterClause.parameters }
  /// `async`, `throws(E)`, …, in order.
  @inlinable public var effectSpecifiers: [EffectSpecifier] { syntax.slotViews(4, as: EffectSpecifier.self) }
  /// Whether it is `async`.
  @inlinable public var isAsync: Bool { effectSpecifiers.contains { $0.keyword == "async" } }
  /// Whether it `throws` or `rethrows`.
  @inlinable public var isThrowing: Bool {
    effectSpecifiers.contains { $0.keyword == "throws" || $0.keyword == "rethrows" }
  }
  /// The body; nil for a requirement or in an interface.
  @inlinable public var body: CodeBlock? { syntax.slotChild(slotFromEnd(1)).map(CodeBlock.init(unchecked:)) }
}

/// `func name<T>(parameters) async throws -> R where … { body }`: ``SyntaxKind/funcDecl``.
public struct FunctionDecl: FunctionLikeView, NamedView {
  /// The slots of ``SyntaxKind/funcDecl``.
  public enum Slot: Int, CaseIterable, Sendable {
    case attributes, modifiers, genericParameterClause, parameterClause, effectSpecifiers, returnClause
    case genericWhereClause, body
  }
  /// ``SyntaxKind/funcDecl``.
  public static let kinds: SyntaxKindSet = [.funcDecl]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// `<T: P>`, or nil.
  public var genericParameterClause: GenericParameterClause? {
    optional(.genericParameterClause).map(GenericParameterClause.init(unchecked:))
  }
  /// `-> Type`, or nil.
  public var returnClause: ReturnClause? { optional(.returnClause).map(ReturnClause.init(unchecked:)) }
  /// The result type, or nil.
  public var returnType: Syntax? { returnClause?.type }
  /// `where …`, or nil.
  public var genericWhereClause: Syntax? { optional(.genericWhereClause) }
}

/// `init?<T>(parameters) throws where … { body }`: ``SyntaxKind/initDecl``.
public struct InitializerDecl: FunctionLikeView {
  /// The slots of ``SyntaxKind/initDecl``.
  public enum Slot: Int, CaseIterable, Sendable {
    case attributes, modifiers, genericParameterClause, parameterClause, effectSpecifiers, genericWhereClause
    case body
  }
  /// ``SyntaxKind/initDecl``.
  public static let kinds: SyntaxKindSet = [.initDecl]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// `<T: P>`, or nil.
  public var genericParameterClause: GenericParameterClause? {
    optional(.genericParameterClause).map(GenericParameterClause.init(unchecked:))
  }
  /// Whether it is failable: `init?` or `init!`.
  public var isFailable: Bool {
    let k = syntax.tokenAfterMain()?.kind
    return k == .postfixQuestion || k == .postfixExclaim
  }
}

/// `let`/`var` with its bindings: ``SyntaxKind/variableDecl``.
public struct VariableDecl: DeclarationView {
  /// The slots of ``SyntaxKind/variableDecl``.
  public enum Slot: Int, CaseIterable, Sendable { case attributes, modifiers, bindings }
  /// ``SyntaxKind/variableDecl``.
  public static let kinds: SyntaxKindSet = [.variableDecl]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// Whether it is `let` (else `var`).
  public var isLet: Bool { syntax.token?.kind == .kwLet }
  /// One binding per name: `a = 1, b: Int`.
  public var bindings: [PatternBinding] { many(.bindings, as: PatternBinding.self) }
}

/// `pattern: Type = value { accessors }` of a variable declaration: ``SyntaxKind/patternBinding``.
public struct PatternBinding: SyntaxView {
  /// The slots of ``SyntaxKind/patternBinding``.
  public enum Slot: Int, CaseIterable, Sendable { case pattern, typeAnnotation, initializer, accessorBlock }
  /// ``SyntaxKind/patternBinding``.
  public static let kinds: SyntaxKindSet = [.patternBinding]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The name, `_` or tuple bound.
  public var pattern: Syntax { one(.pattern) }
  /// The name when the pattern is one (not `_` or a tuple).
  public var name: String? { pattern.kind == .identifierPattern ? pattern.name : nil }
  /// `: Type`, or nil.
  public var typeAnnotation: TypeAnnotation? {
    optional(.typeAnnotation).map(TypeAnnotation.init(unchecked:))
  }
  /// The declared type, or nil.
  public var type: Syntax? { typeAnnotation?.type }
  /// `= value`, or nil.
  public var initializer: InitializerClause? {
    optional(.initializer).map(InitializerClause.init(unchecked:))
  }
  /// The initial value, or nil.
  public var initialValue: Syntax? { initializer?.value }
  /// `{ get … }`, a getter's body or (after an initializer) observers, or nil.
  public var accessorBlock: AccessorBlock? { optional(.accessorBlock).map(AccessorBlock.init(unchecked:)) }
  /// Whether it is computed: accessors without an initializer that are not observers
  /// (`willSet`/`didSet` make a stored variable, with or without an initializer).
  public var isComputed: Bool {
    guard let block = accessorBlock, initializer == nil else { return false }
    return !block.accessors.contains { $0.keyword == "willSet" || $0.keyword == "didSet" }
  }
}

/// The braces after a variable or subscript: ``SyntaxKind/accessorBlock``.
public struct AccessorBlock: SyntaxView {
  /// The slots of ``SyntaxKind/accessorBlock``.
  public enum Slot: Int, CaseIterable, Sendable { case getterBody, accessors }
  /// ``SyntaxKind/accessorBlock``.
  public static let kinds: SyntaxKindSet = [.accessorBlock]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// A getter written without `get` (`var x: Int { 1 }`), or nil.
  public var getterBody: CodeBlock? { optional(.getterBody).map(CodeBlock.init(unchecked:)) }
  /// `get`, `set`, `willSet`, `didSet`, … (those inside `#if` left out).
  public var accessors: [AccessorDecl] { many(.accessors, as: AccessorDecl.self) }
  /// The first accessor of a keyword (`get`, `didSet`), or nil.
  public func accessor(_ keyword: String) -> AccessorDecl? { accessors.first { $0.keyword == keyword } }
  /// The getter's body: `get { … }`'s, or the braces' own when they hold no accessors.
  public var getter: CodeBlock? { accessor("get")?.body ?? getterBody }
}

/// `get`, `set(newValue)`, `willSet`, `didSet`, …: ``SyntaxKind/accessorDecl``.
public struct AccessorDecl: DeclarationView {
  /// The slots of ``SyntaxKind/accessorDecl``.
  public enum Slot: Int, CaseIterable, Sendable { case attributes, modifiers, effectSpecifiers, body }
  /// ``SyntaxKind/accessorDecl``.
  public static let kinds: SyntaxKindSet = [.accessorDecl]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// `get`, `set`, `willSet`, `didSet`, `_modify`, …
  public var keyword: String { syntax.tokenText }
  /// `value` of `set(value)`, or nil.
  public var parameterName: String? {
    guard syntax.tokenAfterMain()?.kind == .leftParen, let t = syntax.tokenAfterMain(2), t.kind == .identifier
    else { return nil }
    return unbacktick(syntax.tree.text(of: t))
  }
  /// `async`, `throws`.
  public var effectSpecifiers: [EffectSpecifier] { many(.effectSpecifiers, as: EffectSpecifier.self) }
  /// The body, or nil (a requirement).
  public var body: CodeBlock? { optional(.body).map(CodeBlock.init(unchecked:)) }
}

/// `case a, b(Int), c = 1` in an enum: ``SyntaxKind/enumCaseDecl``.
public struct EnumCaseDecl: DeclarationView {
  /// The slots of ``SyntaxKind/enumCaseDecl``.
  public enum Slot: Int, CaseIterable, Sendable { case attributes, modifiers, elements }
  /// ``SyntaxKind/enumCaseDecl``.
  public static let kinds: SyntaxKindSet = [.enumCaseDecl]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// One element per case.
  public var elements: [EnumCaseElement] { many(.elements, as: EnumCaseElement.self) }
}

/// One `name(associated values) = raw` of an enum case: ``SyntaxKind/enumCaseElement``.
public struct EnumCaseElement: NamedView {
  /// The slots of ``SyntaxKind/enumCaseElement``.
  public enum Slot: Int, CaseIterable, Sendable { case parameterClause, rawValue }
  /// ``SyntaxKind/enumCaseElement``.
  public static let kinds: SyntaxKindSet = [.enumCaseElement]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// `(Int, label: String)`, or nil.
  public var parameterClause: ParameterClause? {
    optional(.parameterClause).map(ParameterClause.init(unchecked:))
  }
  /// The associated values (`label` is their label, ``Parameter/type`` their type).
  public var associatedValues: [Parameter] { parameterClause?.parameters ?? [] }
  /// `= value`, or nil.
  public var rawValue: Syntax? { optional(.rawValue) }
}

/// A call-like node (``CallExpr``, ``SubscriptExpr``, ``MacroExpansionDecl``,
/// ``MacroExpansionExpr``): its last three slots are `arguments`, `trailingClosure` and
/// `additionalTrailingClosures` (SyntaxSpecTests checks it).
public protocol ArgumentsView: SyntaxView {}

extension ArgumentsView {
  /// The arguments in parentheses (or brackets), in order.
  @inlinable public var arguments: [ArgumentSyntax] {
    syntax.slotViews(slotFromEnd(3), as: ArgumentSyntax.self)
  }
  /// The first trailing closure, or nil.
  @inlinable public var trailingClosure: ClosureExpr? {
    syntax.slotChild(slotFromEnd(2)).map(ClosureExpr.init(unchecked:))
  }
  /// `label: { … }` after the first trailing closure.
  @inlinable public var additionalTrailingClosures: [ArgumentSyntax] {
    syntax.slotViews(slotFromEnd(1), as: ArgumentSyntax.self)
  }
  /// Every trailing closure, the first one first.
  @inlinable public var trailingClosures: [ClosureExpr] {
    (trailingClosure.map { [$0] } ?? [])
      + additionalTrailingClosures.compactMap { $0.value.flatMap(ClosureExpr.init) }
  }
  /// Every argument as the callee receives it, in order: those in parentheses, the first
  /// trailing closure (unlabelled), the labelled ones.
  public var allArguments: [CallArgument] {
    var out = arguments.map { CallArgument(label: $0.label, value: $0.value) }
    if let c = trailingClosure { out.append(CallArgument(label: nil, value: c.syntax)) }
    for a in additionalTrailingClosures { out.append(CallArgument(label: a.label, value: a.value)) }
    return out
  }
}

/// One argument of a call as the callee receives it (see ``ArgumentsView/allArguments``).
public struct CallArgument: Sendable {
  /// The label, or nil.
  public let label: String?
  /// The value; nil for a label alone (`f(x:)`).
  public let value: Syntax?
}

/// `#Preview("Name") { … }`, `#warning("…")` at declaration or statement level:
/// ``SyntaxKind/macroExpansionDecl``.
public struct MacroExpansionDecl: DeclarationView, ArgumentsView {
  /// The slots of ``SyntaxKind/macroExpansionDecl``.
  public enum Slot: Int, CaseIterable, Sendable {
    case attributes, modifiers, genericArgumentClause, arguments, trailingClosure, additionalTrailingClosures
  }
  /// ``SyntaxKind/macroExpansionDecl``.
  public static let kinds: SyntaxKindSet = [.macroExpansionDecl]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The macro's name without `#`: `Preview`, `warning`.
  public var macroName: String { String(syntax.tokenText.dropFirst()) }
  /// `<T>`, or nil.
  public var genericArgumentClause: GenericArgumentClause? {
    optional(.genericArgumentClause).map(GenericArgumentClause.init(unchecked:))
  }
}

/// `#if … #endif`: ``SyntaxKind/ifConfigDecl``.
public struct IfConfigDecl: DeclarationView {
  /// The slots of ``SyntaxKind/ifConfigDecl``.
  public enum Slot: Int, CaseIterable, Sendable { case attributes, modifiers, nested, clauses, declaration }
  /// ``SyntaxKind/ifConfigDecl``.
  public static let kinds: SyntaxKindSet = [.ifConfigDecl]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The `#if` after a declaration's attributes or modifiers, or nil (rare).
  public var nested: IfConfigDecl? { optional(.nested).map(IfConfigDecl.init(unchecked:)) }
  /// The branches: `#if`, `#elseif`…, `#else`.
  public var clauses: [IfConfigClause] { many(.clauses, as: IfConfigClause.self) }
  /// The declaration after a nested `#if`, or nil (rare).
  public var declaration: Syntax? { optional(.declaration) }
}

/// One `#if cond`, `#elseif cond` or `#else` branch: ``SyntaxKind/ifConfigClause``.
public struct IfConfigClause: SyntaxView {
  /// The slots of ``SyntaxKind/ifConfigClause``.
  public enum Slot: Int, CaseIterable, Sendable { case condition, items }
  /// ``SyntaxKind/ifConfigClause``.
  public static let kinds: SyntaxKindSet = [.ifConfigClause]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// Whether it is the `#else` branch.
  public var isElse: Bool { syntax.token?.kind == .poundElse }
  /// The condition; nil for `#else` (or after a parse error).
  public var condition: Syntax? { optional(.condition) }
  /// What the branch holds: items, members, cases, attributes, accessors, or a member chain.
  public var items: [Syntax] { many(.items) }
}
