// Typed views over types (see SyntaxViews.swift).

/// `Name<Args>`: ``SyntaxKind/identifierType``.
public struct IdentifierType: NamedView {
  /// The slots of ``SyntaxKind/identifierType``.
  public enum Slot: Int, CaseIterable, Sendable { case genericArgumentClause }
  /// ``SyntaxKind/identifierType``.
  public static let kinds: SyntaxKindSet = [.identifierType]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// `<Args>`, or nil.
  public var genericArgumentClause: GenericArgumentClause? {
    optional(.genericArgumentClause).map(GenericArgumentClause.init(unchecked:))
  }
  /// The generic arguments (none without `<…>`).
  public var genericArguments: [Syntax] { genericArgumentClause?.arguments ?? [] }
}

/// `Base.Name<Args>`: ``SyntaxKind/memberType``.
public struct MemberType: NamedView {
  /// The slots of ``SyntaxKind/memberType``.
  public enum Slot: Int, CaseIterable, Sendable { case base, genericArgumentClause }
  /// ``SyntaxKind/memberType``.
  public static let kinds: SyntaxKindSet = [.memberType]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The base type.
  public var base: Syntax { one(.base) }
  /// `<Args>`, or nil.
  public var genericArgumentClause: GenericArgumentClause? {
    optional(.genericArgumentClause).map(GenericArgumentClause.init(unchecked:))
  }
}

/// `T?` or `T!`: ``SyntaxKind/optionalType``, ``SyntaxKind/implicitlyUnwrappedOptionalType``.
public struct OptionalType: SyntaxView {
  /// The slots of both kinds.
  public enum Slot: Int, CaseIterable, Sendable { case wrappedType }
  /// ``SyntaxKind/optionalType`` and ``SyntaxKind/implicitlyUnwrappedOptionalType``.
  public static let kinds: SyntaxKindSet = [.optionalType, .implicitlyUnwrappedOptionalType]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The wrapped type.
  public var wrappedType: Syntax { one(.wrappedType) }
}

/// `[Element]`: ``SyntaxKind/arrayType``.
public struct ArrayType: SyntaxView {
  /// The slots of ``SyntaxKind/arrayType``.
  public enum Slot: Int, CaseIterable, Sendable { case element }
  /// ``SyntaxKind/arrayType``.
  public static let kinds: SyntaxKindSet = [.arrayType]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The element type.
  public var element: Syntax { one(.element) }
}

/// `[Key: Value]`: ``SyntaxKind/dictionaryType``.
public struct DictionaryType: SyntaxView {
  /// The slots of ``SyntaxKind/dictionaryType``.
  public enum Slot: Int, CaseIterable, Sendable { case key, value }
  /// ``SyntaxKind/dictionaryType``.
  public static let kinds: SyntaxKindSet = [.dictionaryType]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The key type.
  public var key: Syntax { one(.key) }
  /// The value type.
  public var value: Syntax { one(.value) }
}

/// `(A, label: B)`: ``SyntaxKind/tupleType``.
public struct TupleType: SyntaxView {
  /// The slots of ``SyntaxKind/tupleType``.
  public enum Slot: Int, CaseIterable, Sendable { case elements }
  /// ``SyntaxKind/tupleType``.
  public static let kinds: SyntaxKindSet = [.tupleType]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The elements.
  public var elements: [TupleTypeElement] { many(.elements, as: TupleTypeElement.self) }
}

/// `label: Type` in a tuple or function type: ``SyntaxKind/tupleTypeElement``.
public struct TupleTypeElement: SyntaxView {
  /// The slots of ``SyntaxKind/tupleTypeElement``.
  public enum Slot: Int, CaseIterable, Sendable { case type, defaultValue }
  /// ``SyntaxKind/tupleTypeElement``.
  public static let kinds: SyntaxKindSet = [.tupleTypeElement]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The label, or nil.
  public var label: String? { syntax.token == nil ? nil : syntax.name }
  /// The type.
  public var type: Syntax { one(.type) }
  /// `= value`, or nil.
  public var defaultValue: Syntax? { optional(.defaultValue) }
}

/// `(A) async throws -> R`: ``SyntaxKind/functionType``.
public struct FunctionType: SyntaxView {
  /// The slots of ``SyntaxKind/functionType``.
  public enum Slot: Int, CaseIterable, Sendable { case parameters, effectSpecifiers, returnType }
  /// ``SyntaxKind/functionType``.
  public static let kinds: SyntaxKindSet = [.functionType]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The parameters (a tuple type, usually).
  public var parameters: Syntax { one(.parameters) }
  /// `async`, `throws(E)`.
  public var effectSpecifiers: [EffectSpecifier] { many(.effectSpecifiers, as: EffectSpecifier.self) }
  /// The result type; nil only after a parse error.
  public var returnType: Syntax? { optional(.returnType) }
}

/// `some P` or `any P`: ``SyntaxKind/someOrAnyType``.
public struct SomeOrAnyType: SyntaxView {
  /// The slots of ``SyntaxKind/someOrAnyType``.
  public enum Slot: Int, CaseIterable, Sendable { case constraint }
  /// ``SyntaxKind/someOrAnyType``.
  public static let kinds: SyntaxKindSet = [.someOrAnyType]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// Whether it is `some` (an opaque type; else `any`, an existential).
  public var isSome: Bool { syntax.tokenText == "some" }
  /// The constraint.
  public var constraint: Syntax { one(.constraint) }
}

/// `@escaping @Sendable T`, `inout T`: ``SyntaxKind/attributedType``.
public struct AttributedType: SyntaxView {
  /// The slots of ``SyntaxKind/attributedType``.
  public enum Slot: Int, CaseIterable, Sendable { case specifiersAndAttributes, base }
  /// ``SyntaxKind/attributedType``.
  public static let kinds: SyntaxKindSet = [.attributedType]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The attributes (`@escaping`), in order.
  public var attributes: [AttributeSyntax] { many(.specifiersAndAttributes, as: AttributeSyntax.self) }
  /// The specifiers (`inout`, `borrowing`, `sending`), in order.
  public var specifiers: [String] {
    many(.specifiersAndAttributes).filter { $0.kind == .typeSpecifier }.map { $0.tokenText }
  }
  /// The type.
  public var base: Syntax { one(.base) }
}

/// `T.Type`, `T.Protocol`: ``SyntaxKind/metatypeType``.
public struct MetatypeType: SyntaxView {
  /// The slots of ``SyntaxKind/metatypeType``.
  public enum Slot: Int, CaseIterable, Sendable { case base }
  /// ``SyntaxKind/metatypeType``.
  public static let kinds: SyntaxKindSet = [.metatypeType]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The instance type.
  public var base: Syntax { one(.base) }
  /// Whether it is `.Protocol` (else `.Type`).
  public var isProtocol: Bool { syntax.tokenText == "Protocol" }
}

extension Syntax {
  /// Whether this type is `some Name` or `some Module.Name` (`some View`, `some SwiftUI.View`).
  public func isOpaqueType(named name: String) -> Bool {
    guard let opaque = SomeOrAnyType(self), opaque.isSome else { return false }
    let c = opaque.constraint
    return (c.kind == .identifierType || c.kind == .memberType) && c.name == name
  }
}
