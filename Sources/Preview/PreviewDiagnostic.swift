import SwiftSource
import SwiftUIRuntime

/// A problem that stopped a preview, as a value: the stage that found it, what is wrong and,
/// when it is in the source, where.
public struct PreviewDiagnostic: Error, Equatable, Sendable {
  /// The stage of the pipeline that reports a diagnostic.
  public enum Stage: String, Hashable, Sendable {
    /// Lexing and parsing: the source is not Swift the parser accepts.
    case syntax
    /// Reading the program's declarations and entry points.
    case declarations
    /// Evaluating the program: an unknown API, a failed check, an endless loop.
    case run
    /// An interaction that cannot happen (a tap on a button that is not on screen).
    case interaction
    /// An option out of range (a time beyond `InteractionLimits`).
    case options
  }

  /// Which stage found it.
  public let stage: Stage
  /// Error, warning or note.
  public let severity: Diagnostic.Severity
  /// What is wrong.
  public let message: String
  /// Where in the source, or nil for a problem that is not at a place in it.
  public let location: SourceLocation?

  /// A diagnostic of `stage`.
  public init(
    _ stage: Stage, _ message: String, at location: SourceLocation? = nil,
    severity: Diagnostic.Severity = .error
  ) {
    self.stage = stage
    self.severity = severity
    self.message = message
    self.location = location
  }

  /// A parser's diagnostic.
  init(syntax d: Diagnostic) {
    self.init(.syntax, d.message, at: d.location, severity: d.severity)
  }

  /// Whatever the runtime threw, as the diagnostic of `stage`: its errors carry a location;
  /// an interaction that cannot happen does not.
  init(_ stage: Stage, thrown error: any Error) {
    switch error {
    case let e as RuntimeError: self.init(stage, e.message, at: e.location)
    case let e as InteractionError: self.init(.interaction, e.message)
    // Only a `throw` of the program's that nothing caught reaches here (the runtime locates
    // its own errors); its value is the program's, which is not printed by reflection.
    default: self.init(stage, "the program threw an error that nothing caught")
    }
  }
}
