import Portable

/// A height at which a presented sheet rests, as SwiftUI's `PresentationDetent`.
///
/// Detents are values: they are `Hashable`, so a `Set` of detents works, and two `.custom`
/// detents made from the same type are equal. A detent has no height of its own: resolve it
/// with ``DetentResolver`` in a ``SheetEnvironment`` to get one. Sheets order their detents
/// by resolved height, never by the order they were declared in (a `Set` has none).
public struct PresentationDetent: Hashable, Sendable, CustomStringConvertible {
  /// What kind of detent this is, with its parameter.
  public enum Kind: Hashable, Sendable {
    case medium
    case large
    case height(Scalar)
    case fraction(Scalar)
    case custom(CustomDetentIdentity)
  }

  /// The kind and parameter of this detent.
  public let kind: Kind

  init(kind: Kind) { self.kind = kind }

  /// About half the height of the sheet's maximum; inactive in compact height.
  public static let medium = PresentationDetent(kind: .medium)
  /// The full height a sheet can take: `maxDetentValue`.
  public static let large = PresentationDetent(kind: .large)

  /// A fixed height in points, measured from the bottom of the sheet's safe area.
  public static func height(_ height: Scalar) -> PresentationDetent {
    PresentationDetent(kind: .height(height))
  }

  /// A fraction (0...1) of `maxDetentValue`.
  public static func fraction(_ fraction: Scalar) -> PresentationDetent {
    PresentationDetent(kind: .fraction(fraction))
  }

  /// A detent whose height a ``CustomPresentationDetent`` type computes.
  ///
  /// Two detents made from the same type are equal, as in SwiftUI (they have the same
  /// ``CustomPresentationDetent/name``).
  public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
    PresentationDetent(kind: .custom(CustomDetentIdentity(name: D.name, resolver: { D.height(in: $0) })))
  }

  /// A custom detent with a name and a resolver closure, for runtimes that evaluate user code.
  ///
  /// Detents with the same `name` are equal; give each distinct detent type a distinct name.
  public static func custom(
    named name: String, resolver: @escaping @Sendable (Context) -> Scalar?
  ) -> PresentationDetent {
    PresentationDetent(kind: .custom(CustomDetentIdentity(name: name, resolver: resolver)))
  }

  /// The spelling used on the command line and in JSON: `medium`, `large`, `height:180`,
  /// `fraction:0.25`, `custom:Name`.
  public var description: String {
    switch kind {
    case .medium: "medium"
    case .large: "large"
    case .height(let h): "height:\(formatPoints(h))"
    case .fraction(let f): "fraction:\(formatPoints(f))"
    case .custom(let c): "custom:\(c.name)"
    }
  }

  /// The order used to pick one name when several detents resolve to the same height:
  /// `.large` first, then `.medium`, `.fraction`, `.height`, then custom detents by name.
  var canonicalRank: Int {
    switch kind {
    case .large: 0
    case .medium: 1
    case .fraction: 2
    case .height: 3
    case .custom: 4
    }
  }

  /// Whether `self` is preferred over `other` as the name of a shared height.
  func isCanonicallyBefore(_ other: PresentationDetent) -> Bool {
    if canonicalRank != other.canonicalRank { return canonicalRank < other.canonicalRank }
    return description < other.description
  }
}

extension PresentationDetent.Kind {
  // NaN parameters compare equal to each other so that a Set of detents stays well formed
  // (NaN != NaN would break Hashable's contract). Such detents are inactive anyway.
  public static func == (a: Self, b: Self) -> Bool {
    switch (a, b) {
    case (.medium, .medium), (.large, .large): true
    case (.height(let x), .height(let y)), (.fraction(let x), .fraction(let y)):
      x == y || (x.isNaN && y.isNaN)
    case (.custom(let x), .custom(let y)): x == y
    default: false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .medium: hasher.combine(0)
    case .large: hasher.combine(1)
    case .height(let h):
      hasher.combine(2)
      hasher.combine(h.detentHashBits)
    case .fraction(let f):
      hasher.combine(3)
      hasher.combine(f.detentHashBits)
    case .custom(let c):
      hasher.combine(4)
      hasher.combine(c)
    }
  }
}

extension Scalar {
  /// The bits a detent's parameter hashes as: one pattern for every NaN and one for ±0, since
  /// `==` holds between any two NaNs and between 0 and −0.
  fileprivate var detentHashBits: UInt64 { isNaN ? Scalar.nan.bitPattern : self == 0 ? 0 : bitPattern }
}

/// The identity of a custom detent: its type's name. Equality and hashing use the name only.
public struct CustomDetentIdentity: Hashable, Sendable {
  /// The name of the `CustomPresentationDetent` type (or the name a runtime gave it).
  public let name: String
  let resolver: @Sendable (PresentationDetent.Context) -> Scalar?

  public static func == (a: Self, b: Self) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// Calls the detent's `height(in:)`.
  public func height(in context: PresentationDetent.Context) -> Scalar? { resolver(context) }
}

/// Formats a point value the way people write it: `400`, `168.96`, `0.25`.
public func formatPoints(_ v: Scalar) -> String {
  if v.isNaN { return "nan" }
  if v.isInfinite { return v < 0 ? "-inf" : "inf" }
  let rounded = (v * 100).rounded() / 100
  if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
  var s = formatFixed(rounded, digits: 2)
  while s.hasSuffix("0") { s.removeLast() }
  return s
}
