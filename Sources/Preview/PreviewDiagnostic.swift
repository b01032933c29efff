import SwiftSource
import SwiftUIRuntime

/// A problem that stopped a preview, as a value: the stage that found it, what is wrong and,
/// when it is in the source, where.
public struct PreviewDiagnostic: Error, Equatable, Sendable {
  /// The stage of the pipeline that reports a diagnostic.
  public enum Stage: String, Hashable, Sendable {
    /// Lexing and parsing: the source is not Swift the parser accepts.
    case syntax
    /// The semantic pass: SwiftUI API checked over the whole program before it runs.
    case semantic
    /// Reading the program's declarations and entry points.
    case declarations
    /// Evaluating the program: an unknown API, a failed check, an endless loop.
    case run
    /// An interaction that cannot happen (a tap on a button that is not on screen).
    case interaction
    /// An option out of range (a time beyond `InteractionLimits`).
    case options
    /// A rule of `detents check`: a pitfall of sheets found in the source (the Studio shows
    /// these beside the run's own diagnostics).
    case check
  }

  /// Which stage found it.
  public let stage: Stage
  /// Error, warning or note.
  public let severity: Diagnostic.Severity
  /// What is wrong.
  public let message: String
  /// Where in the source, or nil for a problem that is not at a place in it.
  public let location: SourceLocation?
  /// What kind of problem it is (stable: tests and tools match it, not the message).
  public let id: DiagnosticID
  /// How many bytes from `location` it covers.
  public let length: Int
  /// More about it.
  public let notes: [DiagnosticNote]
  /// Edits that fix it.
  public let fixIts: [FixIt]

  /// A diagnostic of `stage`.
  public init(
    _ stage: Stage, _ message: String, at location: SourceLocation? = nil,
    severity: Diagnostic.Severity = .error, id: DiagnosticID? = nil
  ) {
    self.stage = stage
    self.severity = severity
    self.message = message
    self.location = location
    self.id = id ?? stage.defaultID
    self.length = 0
    self.notes = []
    self.fixIts = []
  }

  /// A located diagnostic of `stage`, with its id, range, notes and fix-its.
  public init(_ stage: Stage, _ d: Diagnostic) {
    self.stage = stage
    self.severity = d.severity
    self.message = d.message
    self.location = d.location
    self.id = d.id
    self.length = d.length
    self.notes = d.notes
    self.fixIts = d.fixIts
  }

  /// A parser's diagnostic.
  init(syntax d: Diagnostic) { self.init(.syntax, d) }

  /// The diagnostic as the parser's type, for rendering.
  var diagnostic: Diagnostic? {
    location.map {
      Diagnostic(severity, message, at: $0, id: id, length: length, notes: notes, fixIts: fixIts)
    }
  }

  /// What stopped the runtime, as the diagnostic of `stage`: its errors carry a location;
  /// an interaction that cannot happen and a `throw` of the program's that nothing caught do
  /// not (the value thrown is the program's, which is not printed). The semantic pass's
  /// errors are its first one here (``PreviewSource/run(_:)`` reports all of them).
  init(_ stage: Stage, thrown error: RunError) {
    switch error {
    case .error(let e): self.init(stage, e.diagnostic)
    case .semantic(let e): self.init(.semantic, e.errors[0].diagnostic)
    case .interaction(let e): self.init(.interaction, e.message)
    case .uncaughtThrow: self.init(stage, "the program threw an error that nothing caught")
    }
  }
}

extension PreviewDiagnostic.Stage {
  /// The id of a diagnostic of this stage that has none of its own.
  var defaultID: DiagnosticID {
    switch self {
    case .syntax: .syntax
    case .semantic, .declarations, .run: .runtime
    case .interaction: .impossibleInteraction
    case .options: .invalidOption
    case .check: .checkFinding
    }
  }
}

extension DiagnosticID {
  /// An interaction that cannot happen: a tap on a button that is not on screen.
  public static let impossibleInteraction = DiagnosticID("impossible-interaction")
  /// An option out of range (a time beyond `InteractionLimits`).
  public static let invalidOption = DiagnosticID("invalid-option")
  /// A finding of `detents check` that names no rule of its own (each rule's findings carry
  /// the rule's id).
  public static let checkFinding = DiagnosticID("check")
}
