// The parts of a typed diagnostic beyond its message and place: a stable id, notes, fix-its.

/// A diagnostic's stable identity: what kind of problem it is, independent of its wording.
/// Tests, `detents check` and editors match ids, never message text.
public struct DiagnosticID: Hashable, Sendable, CustomStringConvertible {
  /// The id as written: lowercase words joined by dashes (`unknown-member`).
  public let rawValue: String
  /// An id.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public var description: String { rawValue }

  /// The source is not Swift the parser accepts.
  public static let syntax = DiagnosticID("syntax")
  /// A name that is declared nowhere: `cannot find 'x' in scope`.
  public static let unknownName = DiagnosticID("unknown-name")
  /// A member (modifier, method, property, static member) the value does not have.
  public static let unknownMember = DiagnosticID("unknown-member")
  /// An argument label the callee does not take.
  public static let incorrectLabel = DiagnosticID("incorrect-label")
  /// Known SwiftUI that Detents does not run yet.
  public static let unsupportedAPI = DiagnosticID("unsupported-api")
  /// An asset (`Image("cover")`) that no source file carries: drawn as a labelled placeholder.
  public static let missingAsset = DiagnosticID("missing-asset")
  /// API that does not exist on the OS version or platform being run.
  public static let unavailable = DiagnosticID("unavailable")
  /// An argument of the wrong kind or out of range (`opacity("x")`, a negative count).
  public static let invalidArgument = DiagnosticID("invalid-argument")
  /// The program ran past a budget: steps, call depth, collection size.
  public static let budgetExceeded = DiagnosticID("budget-exceeded")
  /// A check of the program's failed: `fatalError`, `precondition`, `try!`, overflow, a
  /// force-unwrapped nil.
  public static let programTrap = DiagnosticID("program-trap")
  /// Any other error while the program runs.
  public static let runtime = DiagnosticID("runtime-error")
}

/// A note attached to a diagnostic: more about the problem, maybe at another place.
public struct DiagnosticNote: Sendable, Equatable {
  /// What the note says.
  public var message: String
  /// Where it points, or nil for a note about the diagnostic's own place.
  public var location: SourceLocation?

  /// A note.
  public init(_ message: String, at location: SourceLocation? = nil) {
    self.message = message
    self.location = location
  }
}

/// An edit that fixes a diagnostic: replace the bytes of `range` with `replacement`.
public struct FixIt: Sendable, Equatable {
  /// The UTF-8 offsets replaced.
  public var range: Range<Int>
  /// The text put in their place.
  public var replacement: String

  /// A fix-it.
  public init(replacing range: Range<Int>, with replacement: String) {
    self.range = range
    self.replacement = replacement
  }
}
