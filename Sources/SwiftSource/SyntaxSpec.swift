// The one declaration of what each kind of node holds: its main token and its children, by name,
// in order. The typed views (SyntaxViews*.swift) read children through it, and
// SyntaxSpecTests checks every tree of the corpus against it, so the parser, the views and
// their consumers cannot drift apart. In the manner of swift-syntax's
// `CodeGeneration/Sources/SyntaxSupport/*Nodes.swift`, small and hand-written.

/// A set of ``SyntaxKind``s (a bit set over their raw values).
public struct SyntaxKindSet: Sendable, Equatable, ExpressibleByArrayLiteral {
  @usableFromInline var low: UInt64
  @usableFromInline var middle: UInt64
  @usableFromInline var high: UInt64

  /// The set of `kinds`.
  public init(_ kinds: [SyntaxKind]) {
    low = 0
    middle = 0
    high = 0
    for k in kinds { insert(k) }
  }

  /// The set of the listed kinds.
  public init(arrayLiteral kinds: SyntaxKind...) { self.init(kinds) }

  mutating func insert(_ k: SyntaxKind) {
    let r = Int(k.rawValue)
    if r < 64 {
      low |= 1 << UInt64(r)
    } else if r < 128 {
      middle |= 1 << UInt64(r - 64)
    } else {
      high |= 1 << UInt64(r - 128)
    }
  }

  /// Whether `k` is in the set.
  @inlinable public func contains(_ k: SyntaxKind) -> Bool {
    let r = Int(k.rawValue)
    if r < 64 { return low & (1 << UInt64(r)) != 0 }
    if r < 128 { return middle & (1 << UInt64(r - 64)) != 0 }
    return high & (1 << UInt64(r - 128)) != 0
  }

  /// The kinds of both sets.
  public static func + (a: SyntaxKindSet, b: SyntaxKindSet) -> SyntaxKindSet {
    var s = a
    s.low |= b.low
    s.middle |= b.middle
    s.high |= b.high
    return s
  }

  /// The kinds of `a` that are not in `b`.
  public static func - (a: SyntaxKindSet, b: SyntaxKindSet) -> SyntaxKindSet {
    var s = a
    s.low &= ~b.low
    s.middle &= ~b.middle
    s.high &= ~b.high
    return s
  }

  /// The kinds in the set, in declaration order.
  public var kinds: [SyntaxKind] { SyntaxKind.allCases.filter(contains) }
}

/// A set of ``TokenKind``s (a bit set over their raw values).
public struct TokenKindSet: Sendable, Equatable, ExpressibleByArrayLiteral {
  var low: UInt64
  var high: UInt64

  /// The set of `kinds`.
  public init(_ kinds: [TokenKind]) {
    low = 0
    high = 0
    for k in kinds {
      let r = Int(k.rawValue)
      if r < 64 { low |= 1 << UInt64(r) } else { high |= 1 << UInt64(r - 64) }
    }
  }

  /// The set of the listed kinds.
  public init(arrayLiteral kinds: TokenKind...) { self.init(kinds) }

  /// Whether `k` is in the set.
  public func contains(_ k: TokenKind) -> Bool {
    let r = Int(k.rawValue)
    return r < 64 ? low & (1 << UInt64(r)) != 0 : high & (1 << UInt64(r - 64)) != 0
  }

  /// The kinds of both sets.
  public static func + (a: TokenKindSet, b: TokenKindSet) -> TokenKindSet {
    var s = a
    s.low |= b.low
    s.high |= b.high
    return s
  }

  /// Names: identifiers and reserved words (`_` included), which a name may be in some places.
  public static let names = TokenKindSet([.identifier] + TokenKind.allCases.filter { $0.isKeyword })
  /// Operators as names: `+`, `!`, `?`, `==`, `->`, `=`.
  public static let operators: TokenKindSet = [
    .prefixOperator, .postfixOperator, .binaryOperator, .postfixExclaim, .postfixQuestion, .infixQuestion,
    .equal, .arrow,
  ]
}

/// What a node's main token (``Syntax/token``) is.
public struct MainTokenSpec: Sendable {
  /// Whether the token is there.
  public enum Presence: Sendable, Equatable {
    /// The node has no main token.
    case none
    /// Always there.
    case required
    /// There in a tree without errors; absent only after a parse error (a name left out).
    case expected
    /// There or not, both in valid code.
    case optional
  }

  /// Whether the token is there.
  public let presence: Presence
  /// The kinds it may be.
  public let kinds: TokenKindSet
  /// What it is.
  public let doc: String

  /// No main token.
  public static let none = MainTokenSpec(presence: .none, kinds: [], doc: "")

  /// A token that is always there.
  public static func required(_ kinds: TokenKindSet, _ doc: String) -> MainTokenSpec {
    MainTokenSpec(presence: .required, kinds: kinds, doc: doc)
  }

  /// A token that only a parse error leaves out.
  public static func expected(_ kinds: TokenKindSet, _ doc: String) -> MainTokenSpec {
    MainTokenSpec(presence: .expected, kinds: kinds, doc: doc)
  }

  /// A token that valid code may leave out.
  public static func optional(_ kinds: TokenKindSet, _ doc: String) -> MainTokenSpec {
    MainTokenSpec(presence: .optional, kinds: kinds, doc: doc)
  }
}

/// One named place for children in a ``NodeSpec``: how many, of which kinds.
public struct ChildSlot: Sendable {
  /// How many children the slot takes.
  public enum Count: Sendable, Equatable {
    case one, optional, many, oneOrMore
  }

  /// The accessor's name in the typed view (`callee`, `arguments`, …).
  public let name: String
  /// How many children it takes.
  public let count: Count
  /// The kinds they may be.
  public let kinds: SyntaxKindSet
  /// Whether a parse error may leave a `.one` or `.oneOrMore` slot empty (the views then
  /// return an optional). Without errors the slot is never empty.
  public let absentAfterError: Bool
  /// The slot is empty when the node's main token is of this kind (a `#else` has no condition,
  /// a `default:` no patterns).
  public let emptyWhenToken: TokenKind?
  /// What the children are.
  public let doc: String

  /// The fewest children the slot holds in a tree without errors (when it applies).
  public var minimum: Int { count == .one || count == .oneOrMore ? 1 : 0 }
  /// The most children it holds.
  public var maximum: Int { count == .one || count == .optional ? 1 : Int.max }
}

/// A note on something a node means that its children do not show: a token or a flag that a
/// typed view reads (`as?` or `as!`, `inout`, a raw string's `#`).
public struct NodeTrait: Sendable {
  /// The view's accessor for it.
  public let name: String
  /// How it is found.
  public let doc: String
}

/// What one ``SyntaxKind`` holds: its main token, its children by slot, and its traits.
public struct NodeSpec: Sendable {
  /// The kind described.
  public let kind: SyntaxKind
  /// What the node is.
  public let doc: String
  /// Its main token.
  public let token: MainTokenSpec
  /// Its children, in order. ``SyntaxKind/unexpectedNodes`` (skipped tokens of a broken file)
  /// may appear between any of them and belongs to none.
  public let slots: [ChildSlot]
  /// Tokens and flags that matter.
  public let traits: [NodeTrait]

  /// The index of the slot named `name` (traps if there is none: a view asked for a slot that
  /// the spec does not declare).
  public func slotIndex(_ name: String) -> Int {
    guard let i = slots.firstIndex(where: { $0.name == name }) else {
      preconditionFailure("\(kind) has no slot '\(name)'")
    }
    return i
  }
}

// MARK: Matching children to slots

/// A slot packed for matching: no strings, no arrays (see ``SyntaxSpec/compact``).
struct PackedSlot: Sendable {
  let kinds: SyntaxKindSet
  let maximum: Int32
  /// ``ChildSlot/emptyWhenToken``'s raw value, or -1.
  let emptyWhenToken: Int16
}

/// The slots of every kind, packed in one immutable buffer that is never freed, so that the
/// views read them without reference counting.
final class PackedSpec: @unchecked Sendable {
  // @unchecked: both buffers are written once, in `init`, and only read afterwards.
  let slots: UnsafeMutableBufferPointer<PackedSlot>
  /// For kind `k`, its slots are `slots[first[k] ..< first[k + 1]]`.
  let first: UnsafeMutableBufferPointer<Int32>

  init(_ specs: [NodeSpec]) {
    let all = specs.flatMap { $0.slots }
    slots = .allocate(capacity: max(1, all.count))
    first = .allocate(capacity: specs.count + 1)
    var n = 0
    for (k, spec) in specs.enumerated() {
      first[k] = Int32(n)
      for s in spec.slots {
        (slots.baseAddress! + n).initialize(
          to: PackedSlot(
            kinds: s.kinds, maximum: s.maximum == Int.max ? Int32.max : Int32(s.maximum),
            emptyWhenToken: s.emptyWhenToken.map { Int16($0.rawValue) } ?? -1))
        n += 1
      }
    }
    first[specs.count] = Int32(n)
  }
}

extension Syntax {
  /// The number of children.
  public var childCount: Int { Int(raw.childCount) }

  /// The child at `position` (0 ..< ``childCount``).
  public func child(at position: Int) -> Syntax {
    let r = raw
    precondition(position >= 0 && position < Int(r.childCount), "child position out of range")
    return Syntax(tree: tree, id: NodeID(tree.childIndices[Int(r.firstChild) + position]))
  }

  /// A handle on node `id` of `tree` (for the views' inlinable accessors).
  @usableFromInline init(_ tree: SyntaxTree, _ id: NodeID) { self.init(tree: tree, id: id) }

  /// The number of slots of this node's kind in the spec.
  @usableFromInline var slotCount: Int {
    let k = Int(raw.kind.rawValue)
    return Int(SyntaxSpec.packed.first[k + 1] - SyntaxSpec.packed.first[k])
  }

  /// The kind of the child at `childIndex` (an index into ``SyntaxTree/childIndices``).
  func kindOfChild(_ childIndex: Int) -> SyntaxKind {
    tree.nodes.kinds[Int(tree.childIndices[childIndex])]
  }

  /// The child positions (as indices into ``SyntaxTree/childIndices``) that the spec's slot
  /// `slot` of this node's kind takes, ``SyntaxKind/unexpectedNodes`` among them included.
  ///
  /// Children go to the slots in order, each slot taking as many as its count allows of the
  /// kinds it allows (greedily, as the spec's slots are written so that this is unambiguous).
  @usableFromInline func slotRange(_ slot: Int) -> Range<Int> {
    let r = raw
    assert(slot >= 0 && slot < slotCount, "slot \(slot) out of range")
    let packed = SyntaxSpec.packed
    let base = Int(packed.first[Int(r.kind.rawValue)])
    var i = Int(r.firstChild)
    let end = i + Int(r.childCount)
    let tokenKind: Int16 = r.token >= 0 ? Int16(tree.tokens[Int(r.token)].kind.rawValue) : -2
    var s = 0
    while true {
      let p = packed.slots[base + s]
      let start = i
      if p.emptyWhenToken != tokenKind {
        var taken: Int32 = 0
        while i < end && taken < p.maximum {
          let k = kindOfChild(i)
          if k == .unexpectedNodes {
            i += 1
            continue
          }
          if !p.kinds.contains(k) { break }
          taken += 1
          i += 1
        }
      }
      if s == slot { return start..<i }
      s += 1
    }
  }

  /// The children in slot `slot`, ``SyntaxKind/unexpectedNodes`` left out.
  @usableFromInline func slotChildren(_ slot: Int) -> [Syntax] {
    var out: [Syntax] = []
    for i in slotRange(slot) {
      let id = tree.childIndices[i]
      if tree.nodes.kinds[Int(id)] != .unexpectedNodes { out.append(Syntax(tree: tree, id: NodeID(id))) }
    }
    return out
  }

  /// The first child in slot `slot`, or nil.
  @usableFromInline func slotChild(_ slot: Int) -> Syntax? {
    for i in slotRange(slot) {
      let id = tree.childIndices[i]
      if tree.nodes.kinds[Int(id)] != .unexpectedNodes { return Syntax(tree: tree, id: NodeID(id)) }
    }
    return nil
  }

  /// The children in slot `slot` that are of `V`'s kinds, as views.
  @inlinable func slotViews<V: SyntaxView>(_ slot: Int, as _: V.Type) -> [V] {
    var out: [V] = []
    for i in slotRange(slot) {
      if let v = V(Syntax(tree, NodeID(tree.childIndices[i]))) { out.append(v) }
    }
    return out
  }

  /// Whether the node is of one of a view's kinds.
  @inlinable public func `is`<V: SyntaxView>(_: V.Type) -> Bool { V.kinds.contains(kind) }

  /// The node as a typed view, or nil when it is of another kind.
  @inlinable public func `as`<V: SyntaxView>(_: V.Type) -> V? { V(self) }

  /// The index of the first token at or after byte `offset` (the end-of-file token at the end).
  func tokenIndex(atOrAfter offset: Int) -> Int {
    let tokens = tree.tokens
    var lo = 0
    var hi = tokens.count - 1
    while lo < hi {
      let mid = (lo + hi) / 2
      if Int(tokens[mid].start) < offset { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  /// The index of the main token, or nil.
  var tokenIndex: Int? { raw.token >= 0 ? Int(raw.token) : nil }

  /// The token after the main token when it lies inside the node, or nil.
  func tokenAfterMain(_ k: Int = 1) -> Token? {
    guard let i = tokenIndex, i + k < tree.tokens.count else { return nil }
    let t = tree.tokens[i + k]
    return Int(t.end) <= range.upperBound ? t : nil
  }
}

/// A typed view of one kind (or a few kinds with the same slots) of ``Syntax`` node: accessors
/// named after the slots ``SyntaxSpec`` declares, computed from the node on each call (nothing
/// is stored but the node).
public protocol SyntaxView: Sendable {
  /// The view's slots: one case per slot of the spec, in order, named as in the spec (the raw
  /// value is the slot's index; SyntaxSpecTests checks the names and order).
  associatedtype Slot: RawRepresentable, CaseIterable where Slot.RawValue == Int
  /// The kinds the view reads.
  static var kinds: SyntaxKindSet { get }
  /// The node.
  var syntax: Syntax { get }
  /// Wraps a node whose kind the caller has checked.
  init(unchecked syntax: Syntax)
}

extension SyntaxView {
  /// The view of `syntax`, or nil when it is of another kind.
  @inlinable public init?(_ syntax: Syntax) {
    guard Self.kinds.contains(syntax.kind) else { return nil }
    self.init(unchecked: syntax)
  }

  /// The child in a slot that the spec says is always filled.
  @inlinable func one(_ slot: Slot) -> Syntax { one(slot.rawValue) }

  /// The child in slot number `slot`, which the spec says is always filled.
  @inlinable func one(_ slot: Int) -> Syntax {
    guard let c = syntax.slotChild(slot) else {
      preconditionFailure("\(syntax.kind) at \(syntax.startLocation) has no child in slot \(slot)")
    }
    return c
  }

  /// The child in an optional slot (or one that a parse error may leave empty), or nil.
  @inlinable func optional(_ slot: Slot) -> Syntax? { syntax.slotChild(slot.rawValue) }

  /// The children in a repeated slot.
  @inlinable func many(_ slot: Slot) -> [Syntax] { syntax.slotChildren(slot.rawValue) }

  /// The children in a repeated slot, as typed views (children of other kinds, allowed by the
  /// slot, such as a `#if` among members, are left out).
  @inlinable func many<V: SyntaxView>(_ slot: Slot, as _: V.Type) -> [V] {
    syntax.slotViews(slot.rawValue, as: V.self)
  }

  /// The number of slot `position` counted from the end: 1 is the last slot.
  @inlinable func slotFromEnd(_ position: Int) -> Int { syntax.slotCount - position }

  /// The main token's text, or "".
  @inlinable public var tokenText: String { syntax.tokenText }

  /// The UTF-8 byte range.
  @inlinable public var range: Range<Int> { syntax.range }

  /// Line, column and offset of the first byte.
  @inlinable public var startLocation: SourceLocation { syntax.startLocation }
}

// MARK: Checking a tree

/// The spec of every ``SyntaxKind`` (see SyntaxSpecTable.swift for the table).
public enum SyntaxSpec {
  /// The spec of `kind`.
  public static subscript(kind: SyntaxKind) -> NodeSpec { nodes[Int(kind.rawValue)] }

  /// The specs, indexed by ``SyntaxKind``'s raw value.
  public static let nodes: [NodeSpec] = {
    var byKind = [NodeSpec?](repeating: nil, count: SyntaxKind.allCases.count)
    for s in table {
      precondition(byKind[Int(s.kind.rawValue)] == nil, "two specs for \(s.kind)")
      byKind[Int(s.kind.rawValue)] = s
    }
    return byKind.enumerated().map { i, s in
      guard let s else { preconditionFailure("no spec for \(SyntaxKind.allCases[i])") }
      return s
    }
  }()

  static let packed = PackedSpec(nodes)

  /// What is wrong with a node's main token and children, by the spec, or nil. In a tree with
  /// errors (`treeHasErrors`) slots marked ``ChildSlot/absentAfterError`` may be empty and
  /// ``MainTokenSpec/Presence/expected`` tokens absent; ``SyntaxKind/unexpectedNodes`` is
  /// allowed only there.
  public static func mismatch(_ node: Syntax, treeHasErrors: Bool) -> String? {
    let spec = self[node.kind]
    let token = node.token
    switch spec.token.presence {
    case .none:
      if token != nil { return "has a main token '\(node.tokenText)' but the spec declares none" }
    case .required:
      if token == nil { return "has no main token (\(spec.token.doc))" }
    case .expected:
      if token == nil && !treeHasErrors { return "has no main token (\(spec.token.doc))" }
    case .optional:
      break
    }
    if let token, spec.token.presence != .none, !spec.token.kinds.contains(token.kind) {
      return "main token '\(node.tokenText)' is not one the spec allows (\(spec.token.doc))"
    }
    let first = Int(node.raw.firstChild)
    let end = first + node.childCount
    var position = first
    let tokenKind = token?.kind
    for (index, slot) in spec.slots.enumerated() {
      let taken = node.slotRange(index)
      position = taken.upperBound
      var count = 0
      for i in taken {
        if node.kindOfChild(i) != .unexpectedNodes {
          count += 1
        } else if !treeHasErrors {
          return "has unexpectedNodes in a tree without errors"
        }
      }
      let applies = slot.emptyWhenToken == nil || slot.emptyWhenToken != tokenKind
      if applies && count < slot.minimum && !(treeHasErrors && slot.absentAfterError) {
        let found = position < end ? "found \(node.kindOfChild(position))" : "found nothing"
        return "slot '\(slot.name)' needs \(slot.count == .one ? "one" : "at least one") child, \(found)"
      }
    }
    while position < end && node.kindOfChild(position) == .unexpectedNodes && treeHasErrors { position += 1 }
    if position < end {
      let c = node.child(at: position - first)
      return
        "child \(position - first) is \(c.kind) at \(c.startLocation), which no slot takes there (slots: \(spec.slots.map { $0.name }.joined(separator: ", ")))"
    }
    return nil
  }
}
