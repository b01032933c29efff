// Typed views over ``Syntax``: blocks and the parts of declarations (attributes, modifiers,
// arguments, parameters, generics, clauses). Each view's `Slot` lists the slots of its kind's
// ``NodeSpec`` in order (SyntaxSpecTests checks it); accessors are computed on each call.

/// A declaration view: its kinds' first two slots are `attributes` and `modifiers`
/// (SyntaxSpecTests checks it).
public protocol DeclarationView: SyntaxView {}

extension DeclarationView {
  /// `@name(…)` attributes, in order (those inside `#if` blocks of attributes left out).
  @inlinable public var attributes: [AttributeSyntax] { syntax.slotViews(0, as: AttributeSyntax.self) }

  /// `public`, `static`, `mutating`, …, in order.
  @inlinable public var modifiers: [ModifierSyntax] { syntax.slotViews(1, as: ModifierSyntax.self) }

  /// Whether an attribute of this name (`ViewBuilder`, `State`; without `@`) is written.
  @inlinable public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }

  /// Whether a modifier of this name (`static`, `mutating`) is written.
  @inlinable public func hasModifier(_ name: String) -> Bool { modifiers.contains { $0.name == name } }

  /// Whether `static` or `class` is written: the member belongs to the type.
  @inlinable public var isStatic: Bool { modifiers.contains { $0.name == "static" || $0.name == "class" } }
}

/// A view with a name in its main token.
public protocol NamedView: SyntaxView {}

extension NamedView {
  /// The name, without backticks ("" when a parse error left it out).
  @inlinable public var name: String { syntax.name }
}

// MARK: Blocks

/// A whole file: ``SyntaxKind/sourceFile``.
public struct SourceFileSyntax: SyntaxView {
  /// The slots of ``SyntaxKind/sourceFile``.
  public enum Slot: Int, CaseIterable, Sendable { case items }
  /// ``SyntaxKind/sourceFile``.
  public static let kinds: SyntaxKindSet = [.sourceFile]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The top-level declarations, statements and `#if` blocks.
  public var items: [Syntax] { many(.items) }
}

/// `{ statements }`: ``SyntaxKind/codeBlock``.
public struct CodeBlock: SyntaxView {
  /// The slots of ``SyntaxKind/codeBlock``.
  public enum Slot: Int, CaseIterable, Sendable { case statements }
  /// ``SyntaxKind/codeBlock``.
  public static let kinds: SyntaxKindSet = [.codeBlock]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The declarations, statements and expressions, in order.
  public var statements: [Syntax] { many(.statements) }
}

/// `{ members }` of a type or extension: ``SyntaxKind/memberBlock``.
public struct MemberBlock: SyntaxView {
  /// The slots of ``SyntaxKind/memberBlock``.
  public enum Slot: Int, CaseIterable, Sendable { case members }
  /// ``SyntaxKind/memberBlock``.
  public static let kinds: SyntaxKindSet = [.memberBlock]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The member declarations, `#if` blocks among them.
  public var members: [Syntax] { many(.members) }
}

// MARK: Parts of declarations

/// `@name<T>(arguments)`: ``SyntaxKind/attribute``.
public struct AttributeSyntax: NamedView {
  /// The slots of ``SyntaxKind/attribute``.
  public enum Slot: Int, CaseIterable, Sendable { case genericArgumentClause, arguments }
  /// ``SyntaxKind/attribute``.
  public static let kinds: SyntaxKindSet = [.attribute]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// `<T>` of `@Wrapper<T>`.
  public var genericArgumentClause: GenericArgumentClause? {
    optional(.genericArgumentClause).map(GenericArgumentClause.init(unchecked:))
  }
  /// The arguments in parentheses (none for attributes such as `@available`, whose arguments
  /// stay tokens).
  public var arguments: [ArgumentSyntax] { many(.arguments, as: ArgumentSyntax.self) }
}

/// `public`, `static`, `private(set)`: ``SyntaxKind/modifier``.
public struct ModifierSyntax: NamedView {
  /// A modifier has no children.
  public typealias Slot = NoSlots
  /// ``SyntaxKind/modifier``.
  public static let kinds: SyntaxKindSet = [.modifier]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// `set` of `private(set)`, or nil.
  public var detail: String? {
    guard let open = syntax.tokenAfterMain(), open.kind == .leftParen, let word = syntax.tokenAfterMain(2)
    else {
      return nil
    }
    return syntax.tree.text(of: word)
  }
}

/// `label: value` in a call, subscript, tuple, attribute or interpolation:
/// ``SyntaxKind/argument``.
public struct ArgumentSyntax: SyntaxView {
  /// The slots of ``SyntaxKind/argument``.
  public enum Slot: Int, CaseIterable, Sendable { case value }
  /// ``SyntaxKind/argument``.
  public static let kinds: SyntaxKindSet = [.argument]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The label without backticks, or nil.
  public var label: String? { syntax.token == nil ? nil : syntax.name }
  /// The value; nil for a label alone (`f(x:)`).
  public var value: Syntax? { optional(.value) }
}

/// `<T: P, U>`: ``SyntaxKind/genericParameterClause``.
public struct GenericParameterClause: SyntaxView {
  /// The slots of ``SyntaxKind/genericParameterClause``.
  public enum Slot: Int, CaseIterable, Sendable { case parameters, genericWhereClause }
  /// ``SyntaxKind/genericParameterClause``.
  public static let kinds: SyntaxKindSet = [.genericParameterClause]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The parameters.
  public var parameters: [GenericParameter] { many(.parameters, as: GenericParameter.self) }
  /// `where …` inside the brackets.
  public var genericWhereClause: Syntax? { optional(.genericWhereClause) }
}

/// `T: P`, `each T`, `let n: Int`: ``SyntaxKind/genericParameter``.
public struct GenericParameter: NamedView {
  /// The slots of ``SyntaxKind/genericParameter``.
  public enum Slot: Int, CaseIterable, Sendable { case attributes, inheritedType, defaultType }
  /// ``SyntaxKind/genericParameter``.
  public static let kinds: SyntaxKindSet = [.genericParameter]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// `P` of `T: P`.
  public var inheritedType: Syntax? { optional(.inheritedType) }
  /// `D` of `T: P = D`.
  public var defaultType: Syntax? { optional(.defaultType) }
  /// Whether it is a pack: `each T`.
  public var isPack: Bool {
    guard let i = syntax.tokenIndex, i > 0 else { return false }
    let t = syntax.tree.tokens[i - 1]
    return t.kind == .identifier && Int(t.start) >= syntax.range.lowerBound
      && syntax.tree.text(of: t) == "each"
  }
}

/// `<A, B>`: ``SyntaxKind/genericArgumentClause``.
public struct GenericArgumentClause: SyntaxView {
  /// The slots of ``SyntaxKind/genericArgumentClause``.
  public enum Slot: Int, CaseIterable, Sendable { case arguments }
  /// ``SyntaxKind/genericArgumentClause``.
  public static let kinds: SyntaxKindSet = [.genericArgumentClause]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The types (or integers, for value generics).
  public var arguments: [Syntax] { many(.arguments) }
}

/// `: A, B`: ``SyntaxKind/inheritanceClause``.
public struct InheritanceClause: SyntaxView {
  /// The slots of ``SyntaxKind/inheritanceClause``.
  public enum Slot: Int, CaseIterable, Sendable { case types }
  /// ``SyntaxKind/inheritanceClause``.
  public static let kinds: SyntaxKindSet = [.inheritanceClause]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The types inherited, in order.
  public var types: [Syntax] { many(.types) }
}

/// `(parameters)`: ``SyntaxKind/parameterClause``.
public struct ParameterClause: SyntaxView {
  /// The slots of ``SyntaxKind/parameterClause``.
  public enum Slot: Int, CaseIterable, Sendable { case parameters }
  /// ``SyntaxKind/parameterClause``.
  public static let kinds: SyntaxKindSet = [.parameterClause]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The parameters of a function, initializer, subscript, macro or enum case.
  public var parameters: [Parameter] { many(.parameters, as: Parameter.self) }
  /// The parameters of a closure written in parentheses.
  public var closureParameters: [ClosureParameter] { many(.parameters, as: ClosureParameter.self) }
}

/// `@attr label name: inout Type... = default`: ``SyntaxKind/parameter``.
public struct Parameter: SyntaxView {
  /// The slots of ``SyntaxKind/parameter``.
  public enum Slot: Int, CaseIterable, Sendable { case attributes, type, defaultValue }
  /// ``SyntaxKind/parameter``.
  public static let kinds: SyntaxKindSet = [.parameter]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }

  /// The attributes (`@ViewBuilder`, `@escaping` is on the type).
  public var attributes: [AttributeSyntax] { many(.attributes, as: AttributeSyntax.self) }
  /// Whether an attribute of this name is written before the names.
  public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }

  /// The first name as written (`_` included), or nil (an unnamed associated value).
  public var firstName: String? { syntax.token == nil ? nil : syntax.name }
  /// The second name of `label name:`, or nil.
  public var secondName: String? {
    guard let t = syntax.tokenAfterMain(), t.kind == .identifier || t.kind.isKeyword,
      t.kind != .kwInout, syntax.tokenAfterMain(2)?.kind == .colon
    else { return nil }
    return unbacktick(syntax.tree.text(of: t))
  }
  /// The argument label callers write, or nil for `_` (and for an unnamed associated value).
  public var label: String? {
    let first = firstName
    return first == "_" ? nil : first
  }
  /// The name the body uses: the second name if written, else the first ("" when unnamed).
  public var name: String { secondName ?? firstName ?? "" }

  /// The type; nil only after a parse error.
  public var type: Syntax? { optional(.type) }
  /// Whether the type is `inout T`.
  public var isInout: Bool { type.flatMap(AttributedType.init)?.specifiers.contains("inout") ?? false }
  /// Whether it is variadic: `Type...`.
  public var isVariadic: Bool {
    guard let type else { return false }
    if type.kind == .variadicType { return true }
    let i = syntax.tokenIndex(atOrAfter: type.range.upperBound)
    let t = syntax.tree.tokens[i]
    return Int(t.end) <= syntax.range.upperBound && syntax.tree.text(of: t) == "..."
  }
  /// `= value`, or nil.
  public var defaultValue: Syntax? { optional(.defaultValue) }
}

/// `async`, `throws(E)`, `rethrows`: ``SyntaxKind/effectSpecifier``.
public struct EffectSpecifier: SyntaxView {
  /// The slots of ``SyntaxKind/effectSpecifier``.
  public enum Slot: Int, CaseIterable, Sendable { case thrownType }
  /// ``SyntaxKind/effectSpecifier``.
  public static let kinds: SyntaxKindSet = [.effectSpecifier]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The keyword: `async`, `throws`, `rethrows` or `reasync`.
  public var keyword: String { syntax.tokenText }
  /// `E` of `throws(E)`.
  public var thrownType: Syntax? { optional(.thrownType) }
}

/// `-> Type`: ``SyntaxKind/returnClause``.
public struct ReturnClause: SyntaxView {
  /// The slots of ``SyntaxKind/returnClause``.
  public enum Slot: Int, CaseIterable, Sendable { case type }
  /// ``SyntaxKind/returnClause``.
  public static let kinds: SyntaxKindSet = [.returnClause]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The result type.
  public var type: Syntax { one(.type) }
}

/// `= value`: ``SyntaxKind/initializerClause``.
public struct InitializerClause: SyntaxView {
  /// The slots of ``SyntaxKind/initializerClause``.
  public enum Slot: Int, CaseIterable, Sendable { case value }
  /// ``SyntaxKind/initializerClause``.
  public static let kinds: SyntaxKindSet = [.initializerClause]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The value.
  public var value: Syntax { one(.value) }
}

/// `: Type`: ``SyntaxKind/typeAnnotation``.
public struct TypeAnnotation: SyntaxView {
  /// The slots of ``SyntaxKind/typeAnnotation``.
  public enum Slot: Int, CaseIterable, Sendable { case type }
  /// ``SyntaxKind/typeAnnotation``.
  public static let kinds: SyntaxKindSet = [.typeAnnotation]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The type.
  public var type: Syntax { one(.type) }
}

/// The slots of a view whose kind has no children.
public struct NoSlots: RawRepresentable, CaseIterable, Sendable {
  /// Never made: there is no slot.
  public let rawValue: Int
  /// There is no slot to make.
  public init?(rawValue: Int) { nil }
  /// None.
  public static var allCases: [NoSlots] { [] }
}

/// A name without its backticks.
func unbacktick(_ s: String) -> String {
  s.hasPrefix("`") && s.hasSuffix("`") && s.count >= 2 ? String(s.dropFirst().dropLast()) : s
}
