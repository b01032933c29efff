// Typed views over expressions (see SyntaxViews.swift).

/// A name: `x`, `self`, `$0`, `+`, `f(x:y:)`: ``SyntaxKind/declReferenceExpr``.
public struct DeclReferenceExpr: NamedView {
  /// A reference has no children.
  public typealias Slot = NoSlots
  /// ``SyntaxKind/declReferenceExpr``.
  public static let kinds: SyntaxKindSet = [.declReferenceExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// `n` of a closure's shorthand parameter `$n`, or nil.
  public var shorthandParameterIndex: Int? {
    guard syntax.token?.kind == .dollarIdentifier else { return nil }
    return Int(syntax.tokenText.dropFirst())
  }
  /// The argument labels of a compound name (`["x", "y"]` for `f(x:y:)`, `["_"]` for `f(_:)`),
  /// or nil for a plain name.
  public var argumentLabels: [String]? {
    guard let i = syntax.tokenIndex, syntax.tokenAfterMain()?.kind == .leftParen else { return nil }
    var labels: [String] = []
    var k = i + 2
    let tokens = syntax.tree.tokens
    while k + 1 < tokens.count, tokens[k + 1].kind == .colon {
      labels.append(unbacktick(syntax.tree.text(of: tokens[k])))
      k += 2
    }
    return labels
  }
}

/// `base.name`: ``SyntaxKind/memberAccessExpr``.
public struct MemberAccessExpr: NamedView {
  /// The slots of ``SyntaxKind/memberAccessExpr``.
  public enum Slot: Int, CaseIterable, Sendable { case base, genericArgumentClause }
  /// ``SyntaxKind/memberAccessExpr``.
  public static let kinds: SyntaxKindSet = [.memberAccessExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The base (an empty ``SyntaxKind/missingExpr`` in a postfix `#if` clause).
  public var base: Syntax { one(.base) }
  /// `<T>` after the name, or nil.
  public var genericArgumentClause: GenericArgumentClause? {
    optional(.genericArgumentClause).map(GenericArgumentClause.init(unchecked:))
  }
  /// The offset of the `.` before the name (where compilers point at a member), or of the
  /// node's start when the name is missing.
  public var periodOffset: Int {
    guard let t = syntax.token else { return syntax.range.lowerBound }
    return max(Int(t.start) - 1, syntax.range.lowerBound)
  }
}

/// `.name` whose base the type checker infers: ``SyntaxKind/implicitMemberExpr``.
public struct ImplicitMemberExpr: NamedView {
  /// The slots of ``SyntaxKind/implicitMemberExpr``.
  public enum Slot: Int, CaseIterable, Sendable { case genericArgumentClause }
  /// ``SyntaxKind/implicitMemberExpr``.
  public static let kinds: SyntaxKindSet = [.implicitMemberExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// `<T>` after the name, or nil.
  public var genericArgumentClause: GenericArgumentClause? {
    optional(.genericArgumentClause).map(GenericArgumentClause.init(unchecked:))
  }
}

/// `callee(arguments) { trailing closure } label: { … }`: ``SyntaxKind/callExpr``.
public struct CallExpr: ArgumentsView {
  /// The slots of ``SyntaxKind/callExpr``.
  public enum Slot: Int, CaseIterable, Sendable {
    case callee, arguments, trailingClosure, additionalTrailingClosures
  }
  /// ``SyntaxKind/callExpr``.
  public static let kinds: SyntaxKindSet = [.callExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The expression called.
  public var callee: Syntax { one(.callee) }
  /// The callee when it is `base.name`, or nil.
  public var memberCallee: MemberAccessExpr? { MemberAccessExpr(callee) }
}

/// `base[arguments]`: ``SyntaxKind/subscriptExpr``.
public struct SubscriptExpr: ArgumentsView {
  /// The slots of ``SyntaxKind/subscriptExpr``.
  public enum Slot: Int, CaseIterable, Sendable {
    case base, arguments, trailingClosure, additionalTrailingClosures
  }
  /// ``SyntaxKind/subscriptExpr``.
  public static let kinds: SyntaxKindSet = [.subscriptExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The expression subscripted.
  public var base: Syntax { one(.base) }
}

/// `#name<T>(arguments) { … }` in an expression: ``SyntaxKind/macroExpansionExpr``.
public struct MacroExpansionExpr: ArgumentsView {
  /// The slots of ``SyntaxKind/macroExpansionExpr``.
  public enum Slot: Int, CaseIterable, Sendable {
    case genericArgumentClause, arguments, trailingClosure, additionalTrailingClosures
  }
  /// ``SyntaxKind/macroExpansionExpr``.
  public static let kinds: SyntaxKindSet = [.macroExpansionExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The macro's name without `#`.
  public var macroName: String { String(syntax.tokenText.dropFirst()) }
}

/// `{ signature in statements }`: ``SyntaxKind/closureExpr``.
public struct ClosureExpr: SyntaxView {
  /// The slots of ``SyntaxKind/closureExpr``.
  public enum Slot: Int, CaseIterable, Sendable { case signature, statements }
  /// ``SyntaxKind/closureExpr``.
  public static let kinds: SyntaxKindSet = [.closureExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// `[captures] (parameters) async throws -> R in`, or nil.
  public var signature: ClosureSignature? { optional(.signature).map(ClosureSignature.init(unchecked:)) }
  /// The parameters named in the signature, with or without parentheses.
  public var parameters: [ClosureParameter] {
    guard let signature else { return [] }
    return signature.parameterClause?.closureParameters ?? signature.shorthandParameters
  }
  /// The body.
  public var statements: [Syntax] { many(.statements) }
  /// How many parameters the body uses as `$0`, `$1`, …: the highest `n` plus one, 0 when it
  /// uses none (closures nested in the body do not count).
  public var shorthandParameterCount: Int {
    var highest = -1
    var stack = statements
    while let node = stack.popLast() {
      if node.kind == .closureExpr { continue }
      if let i = DeclReferenceExpr(node)?.shorthandParameterIndex { highest = max(highest, i) }
      for k in 0..<node.childCount { stack.append(node.child(at: k)) }
    }
    return highest + 1
  }
}

/// `@attr [captures] (parameters) async throws -> R in`: ``SyntaxKind/closureSignature``.
public struct ClosureSignature: SyntaxView {
  /// The slots of ``SyntaxKind/closureSignature``.
  public enum Slot: Int, CaseIterable, Sendable {
    case attributes, captureList, parameterClause, shorthandParameters, effectSpecifiers, returnClause
  }
  /// ``SyntaxKind/closureSignature``.
  public static let kinds: SyntaxKindSet = [.closureSignature]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The attributes.
  public var attributes: [AttributeSyntax] { many(.attributes, as: AttributeSyntax.self) }
  /// `[weak self]`, or nil.
  public var captureList: Syntax? { optional(.captureList) }
  /// `(a: Int, b)`, or nil.
  public var parameterClause: ParameterClause? {
    optional(.parameterClause).map(ParameterClause.init(unchecked:))
  }
  /// `a, b in` written without parentheses.
  public var shorthandParameters: [ClosureParameter] { many(.shorthandParameters, as: ClosureParameter.self) }
  /// `async`, `throws`.
  public var effectSpecifiers: [EffectSpecifier] { many(.effectSpecifiers, as: EffectSpecifier.self) }
  /// `-> Type`, or nil.
  public var returnClause: ReturnClause? { optional(.returnClause).map(ReturnClause.init(unchecked:)) }
}

/// A closure parameter: `x`, `x: Int`, `_ x: Int`: ``SyntaxKind/closureParameter``.
public struct ClosureParameter: NamedView {
  /// The slots of ``SyntaxKind/closureParameter``.
  public enum Slot: Int, CaseIterable, Sendable { case attributes, type }
  /// ``SyntaxKind/closureParameter``.
  public static let kinds: SyntaxKindSet = [.closureParameter]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// `: Type`, or nil.
  public var type: Syntax? { optional(.type) }
}

/// An operator between two operands: ``SyntaxKind/binaryExpr`` (`lhs op rhs`) and
/// ``SyntaxKind/arrowExpr``.
public struct BinaryExpr: SyntaxView {
  /// The slots of both kinds.
  public enum Slot: Int, CaseIterable, Sendable { case lhs, rhs }
  /// ``SyntaxKind/binaryExpr`` and ``SyntaxKind/arrowExpr``.
  public static let kinds: SyntaxKindSet = [.binaryExpr, .arrowExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The operator: `+`, `&&`, `..<`, `??`, …
  public var `operator`: String { syntax.tokenText }
  /// The left operand.
  public var lhs: Syntax { one(.lhs) }
  /// The right operand.
  public var rhs: Syntax { one(.rhs) }
}

/// `target = value`: ``SyntaxKind/assignmentExpr``.
public struct AssignmentExpr: SyntaxView {
  /// The slots of ``SyntaxKind/assignmentExpr``.
  public enum Slot: Int, CaseIterable, Sendable { case target, value }
  /// ``SyntaxKind/assignmentExpr``.
  public static let kinds: SyntaxKindSet = [.assignmentExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// What is assigned to.
  public var target: Syntax { one(.target) }
  /// The value.
  public var value: Syntax { one(.value) }
}

/// `condition ? then : else`: ``SyntaxKind/ternaryExpr``.
public struct TernaryExpr: SyntaxView {
  /// The slots of ``SyntaxKind/ternaryExpr``.
  public enum Slot: Int, CaseIterable, Sendable { case condition, thenExpression, elseExpression }
  /// ``SyntaxKind/ternaryExpr``.
  public static let kinds: SyntaxKindSet = [.ternaryExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The condition.
  public var condition: Syntax { one(.condition) }
  /// The value when it holds.
  public var thenExpression: Syntax { one(.thenExpression) }
  /// The value when it does not.
  public var elseExpression: Syntax { one(.elseExpression) }
}

/// `op operand` or `operand op`: ``SyntaxKind/prefixExpr``, ``SyntaxKind/postfixExpr``.
public struct OperatorExpr: SyntaxView {
  /// The slots of both kinds.
  public enum Slot: Int, CaseIterable, Sendable { case operand }
  /// ``SyntaxKind/prefixExpr`` and ``SyntaxKind/postfixExpr``.
  public static let kinds: SyntaxKindSet = [.prefixExpr, .postfixExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The operator: `-`, `!`, `~`, …
  public var `operator`: String { syntax.tokenText }
  /// The operand.
  public var operand: Syntax { one(.operand) }
}

/// An expression around one operand: `x!`, `x?`, `await x`, `unsafe x`, `consume x`,
/// `copy x`, `&x`, `repeat each x`, `each x`.
public struct WrapperExpr: SyntaxView {
  /// The slots of these kinds.
  public enum Slot: Int, CaseIterable, Sendable { case expression }
  /// ``SyntaxKind/forceUnwrapExpr``, ``SyntaxKind/optionalChainingExpr``,
  /// ``SyntaxKind/awaitExpr``, ``SyntaxKind/unsafeExpr``, ``SyntaxKind/consumeExpr``,
  /// ``SyntaxKind/copyExpr``, ``SyntaxKind/inoutExpr``, ``SyntaxKind/packExpansionExpr``,
  /// ``SyntaxKind/packElementExpr``.
  public static let kinds: SyntaxKindSet = [
    .forceUnwrapExpr, .optionalChainingExpr, .awaitExpr, .unsafeExpr, .consumeExpr, .copyExpr, .inoutExpr,
    .packExpansionExpr, .packElementExpr,
  ]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The operand.
  public var expression: Syntax { one(.expression) }
}

/// `try expr`, `try? expr`, `try! expr`: ``SyntaxKind/tryExpr``.
public struct TryExpr: SyntaxView {
  /// What a failure does.
  public enum Kind: Sendable, Equatable {
    /// `try`: the error propagates.
    case plain
    /// `try?`: the result is nil.
    case optional
    /// `try!`: the program traps.
    case forced
  }
  /// The slots of ``SyntaxKind/tryExpr``.
  public enum Slot: Int, CaseIterable, Sendable { case expression }
  /// ``SyntaxKind/tryExpr``.
  public static let kinds: SyntaxKindSet = [.tryExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// `try`, `try?` or `try!`: the `?` or `!` token right after `try`.
  public var kind: Kind { questionOrExclaim(after: syntax) }
  /// The expression tried.
  public var expression: Syntax { one(.expression) }
}

/// `expr as Type`, `as?`, `as!` and `expr is Type`: ``SyntaxKind/asExpr``, ``SyntaxKind/isExpr``.
public struct CastExpr: SyntaxView {
  /// Which cast.
  public enum Kind: Sendable, Equatable {
    /// `as`: a conversion the compiler checks.
    case `as`
    /// `as?`: nil when the value is not of the type.
    case conditional
    /// `as!`: traps when the value is not of the type.
    case forced
    /// `is`: whether the value is of the type.
    case `is`
  }
  /// The slots of both kinds.
  public enum Slot: Int, CaseIterable, Sendable { case expression, type }
  /// ``SyntaxKind/asExpr`` and ``SyntaxKind/isExpr``.
  public static let kinds: SyntaxKindSet = [.asExpr, .isExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// `as`, `as?`, `as!` (the `?` or `!` token right after `as`) or `is`.
  public var kind: Kind {
    if syntax.kind == .isExpr { return .is }
    switch questionOrExclaim(after: syntax) {
    case .plain: return .as
    case .optional: return .conditional
    case .forced: return .forced
    }
  }
  /// The value cast or tested.
  public var expression: Syntax { one(.expression) }
  /// The type.
  public var type: Syntax { one(.type) }
}

/// Whether the main token of `node` (`try`, `as`) is followed right away by `?` or `!`.
private func questionOrExclaim(after node: Syntax) -> TryExpr.Kind {
  guard let t = node.tokenAfterMain(), let main = node.token, t.start == main.end else { return .plain }
  return t.kind == .postfixQuestion ? .optional : t.kind == .postfixExclaim ? .forced : .plain
}

/// `(a, label: b)`: ``SyntaxKind/tupleExpr``.
public struct TupleExpr: SyntaxView {
  /// The slots of ``SyntaxKind/tupleExpr``.
  public enum Slot: Int, CaseIterable, Sendable { case elements }
  /// ``SyntaxKind/tupleExpr``.
  public static let kinds: SyntaxKindSet = [.tupleExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The elements, with their labels.
  public var elements: [ArgumentSyntax] { many(.elements, as: ArgumentSyntax.self) }
  /// The expression in parentheses when it is one, unlabelled: `(x)`; else nil.
  public var parenthesized: Syntax? {
    let e = elements
    return e.count == 1 && e[0].label == nil ? e[0].value : nil
  }
}

/// `[a, b]`: ``SyntaxKind/arrayExpr``.
public struct ArrayExpr: SyntaxView {
  /// The slots of ``SyntaxKind/arrayExpr``.
  public enum Slot: Int, CaseIterable, Sendable { case elements }
  /// ``SyntaxKind/arrayExpr``.
  public static let kinds: SyntaxKindSet = [.arrayExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The elements.
  public var elements: [Syntax] { many(.elements) }
}

/// `[k: v]`: ``SyntaxKind/dictionaryExpr``.
public struct DictionaryExpr: SyntaxView {
  /// The slots of ``SyntaxKind/dictionaryExpr``.
  public enum Slot: Int, CaseIterable, Sendable { case elements }
  /// ``SyntaxKind/dictionaryExpr``.
  public static let kinds: SyntaxKindSet = [.dictionaryExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The entries.
  public var elements: [DictionaryElement] { many(.elements, as: DictionaryElement.self) }
}

/// `key: value` in a dictionary literal: ``SyntaxKind/dictionaryElement``.
public struct DictionaryElement: SyntaxView {
  /// The slots of ``SyntaxKind/dictionaryElement``.
  public enum Slot: Int, CaseIterable, Sendable { case key, value }
  /// ``SyntaxKind/dictionaryElement``.
  public static let kinds: SyntaxKindSet = [.dictionaryElement]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The key.
  public var key: Syntax { one(.key) }
  /// The value; nil only after a parse error.
  public var value: Syntax? { optional(.value) }
}

/// `\Root.path?.to[0]!`: ``SyntaxKind/keyPathExpr``.
public struct KeyPathExpr: SyntaxView {
  /// The slots of ``SyntaxKind/keyPathExpr``.
  public enum Slot: Int, CaseIterable, Sendable { case root, components }
  /// ``SyntaxKind/keyPathExpr``.
  public static let kinds: SyntaxKindSet = [.keyPathExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The root type, or nil (`\.name`).
  public var root: Syntax? { optional(.root) }
  /// The components, in order.
  public var components: [KeyPathComponent] { many(.components, as: KeyPathComponent.self) }
}

/// One `.name`, `?`, `!` or `[index]` of a key path: ``SyntaxKind/keyPathComponent``.
public struct KeyPathComponent: SyntaxView {
  /// The slots of ``SyntaxKind/keyPathComponent``.
  public enum Slot: Int, CaseIterable, Sendable { case arguments }
  /// ``SyntaxKind/keyPathComponent``.
  public static let kinds: SyntaxKindSet = [.keyPathComponent]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The member's name (`?` or `!` for those components, "" for a subscript).
  public var name: String { syntax.name }
  /// A subscript's arguments.
  public var arguments: [ArgumentSyntax] { many(.arguments, as: ArgumentSyntax.self) }
}

/// A string literal: ``SyntaxKind/stringLiteralExpr``.
public struct StringLiteral: SyntaxView {
  /// A part of a string literal.
  public enum Segment: Sendable {
    /// Text as written (escapes not yet applied, see ``StringLiteral/isRaw``).
    case text(String)
    /// `\(…)`: the interpolated arguments.
    case interpolation([ArgumentSyntax])
  }
  /// The slots of ``SyntaxKind/stringLiteralExpr``.
  public enum Slot: Int, CaseIterable, Sendable { case segments }
  /// ``SyntaxKind/stringLiteralExpr``.
  public static let kinds: SyntaxKindSet = [.stringLiteralExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The text and interpolations, in order.
  public var segments: [Segment] {
    many(.segments).map { s in
      s.kind == .stringSegment
        ? .text(s.tokenText) : .interpolation(Interpolation(unchecked: s).arguments)
    }
  }
  /// Whether it is a raw string (`#"…"#`): backslashes are text.
  public var isRaw: Bool { syntax.tokenText.hasPrefix("#") }
  /// Whether it is multi-line (`"""`).
  public var isMultiline: Bool { (syntax.token?.flags ?? 0) & Token.Flags.multiline != 0 }
  /// The text as written when there is no interpolation, else nil.
  public var plainText: String? {
    var out = ""
    for s in segments {
      guard case .text(let t) = s else { return nil }
      out += t
    }
    return out
  }
}

/// `\(value)` in a string: ``SyntaxKind/interpolation``.
public struct Interpolation: SyntaxView {
  /// The slots of ``SyntaxKind/interpolation``.
  public enum Slot: Int, CaseIterable, Sendable { case arguments }
  /// ``SyntaxKind/interpolation``.
  public static let kinds: SyntaxKindSet = [.interpolation]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// What is interpolated.
  public var arguments: [ArgumentSyntax] { many(.arguments, as: ArgumentSyntax.self) }
}

/// `42`, `0xFF`: ``SyntaxKind/integerLiteralExpr``.
public struct IntegerLiteral: SyntaxView {
  /// A literal has no children.
  public typealias Slot = NoSlots
  /// ``SyntaxKind/integerLiteralExpr``.
  public static let kinds: SyntaxKindSet = [.integerLiteralExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The digits as written, with their prefix (`0x`) and underscores.
  public var digits: String { syntax.tokenText }
}

/// `1.5`: ``SyntaxKind/floatLiteralExpr``.
public struct FloatLiteral: SyntaxView {
  /// A literal has no children.
  public typealias Slot = NoSlots
  /// ``SyntaxKind/floatLiteralExpr``.
  public static let kinds: SyntaxKindSet = [.floatLiteralExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The digits as written, with underscores.
  public var digits: String { syntax.tokenText }
}

/// `true` or `false`: ``SyntaxKind/booleanLiteralExpr``.
public struct BooleanLiteral: SyntaxView {
  /// A literal has no children.
  public typealias Slot = NoSlots
  /// ``SyntaxKind/booleanLiteralExpr``.
  public static let kinds: SyntaxKindSet = [.booleanLiteralExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The value.
  public var value: Bool { syntax.token?.kind == .kwTrue }
}

/// A type used as an expression: ``SyntaxKind/typeExpr``.
public struct TypeExpr: SyntaxView {
  /// The slots of ``SyntaxKind/typeExpr``.
  public enum Slot: Int, CaseIterable, Sendable { case type }
  /// ``SyntaxKind/typeExpr``.
  public static let kinds: SyntaxKindSet = [.typeExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The type.
  public var type: Syntax { one(.type) }
}

/// `Foo<Int>` in an expression: ``SyntaxKind/genericSpecializationExpr``.
public struct GenericSpecializationExpr: SyntaxView {
  /// The slots of ``SyntaxKind/genericSpecializationExpr``.
  public enum Slot: Int, CaseIterable, Sendable { case base, genericArgumentClause }
  /// ``SyntaxKind/genericSpecializationExpr``.
  public static let kinds: SyntaxKindSet = [.genericSpecializationExpr]
  /// The node.
  public let syntax: Syntax
  /// Wraps a node of the view's kind.
  public init(unchecked syntax: Syntax) { self.syntax = syntax }
  /// The name specialized.
  public var base: Syntax { one(.base) }
  /// `<Int>`.
  public var genericArgumentClause: GenericArgumentClause {
    GenericArgumentClause(unchecked: one(.genericArgumentClause))
  }
}
