import Detents
import SwiftSource
import SwiftUIRuntime

/// A SwiftUI source file in the preview pipeline: parsed once, then run as often as the caller
/// likes (one device after another, a session's every step).
///
///     let source = PreviewSource(text, path: "Demo.swift")
///     let result = source.run(PreviewOptions(environment: SheetEnvironment(colorScheme: .dark)))
///     let lists = result.screen?.frames.map { $0.displayList(measurer: measurer) }
public struct PreviewSource: Sendable {
  /// The file's path, as diagnostics name it.
  public let path: String
  /// The parsed program the runtime runs.
  public let program: SwiftUIProgram

  /// Parses `text`; syntax errors are in ``diagnostics``.
  public init(_ text: String, path: String) {
    self.path = path
    self.program = SwiftUIProgram(source: text, path: path)
  }

  /// What the parser reported, errors and warnings, in source order.
  public var diagnostics: [PreviewDiagnostic] { program.diagnostics.map(PreviewDiagnostic.init(syntax:)) }

  /// The syntax errors alone: the program does not run while there are any.
  public var syntaxErrors: [PreviewDiagnostic] { diagnostics.filter { $0.severity == .error } }

  /// The file's entry points in source order (`#Preview`s, `PreviewProvider`s and the views of
  /// a provider's `Group`), or the first error reading them.
  public func previews() throws(PreviewDiagnostic) -> [PreviewInfo] {
    do { return try program.previews() } catch { throw PreviewDiagnostic(.declarations, thrown: error) }
  }

  /// Runs the chosen entry point with `options` and makes its screen: the pipeline from source
  /// to the screen model. Syntax errors stop it before anything runs (all of them are
  /// returned); otherwise the first error of the run or an interaction that cannot happen does.
  public func run(_ options: PreviewOptions) -> PreviewResult {
    let syntax = syntaxErrors
    guard syntax.isEmpty else { return PreviewResult(diagnostics: syntax, run: nil) }
    for t in [options.time] + options.interactions.map({ $0.time }) {
      do { try InteractionLimits.checkTime(t, "the time") } catch {
        return PreviewResult(diagnostics: [PreviewDiagnostic(.options, error.message)], run: nil)
      }
    }
    var root: String?
    var preview: Int?
    switch options.entry {
    case .first: break
    case .number(let n): preview = n - 1
    case .named(let name): root = name
    }
    do {
      let result = try program.run(
        until: options.runTime, environment: options.environment, root: root, preview: preview,
        interactions: options.interactions, budget: options.budget)
      return PreviewResult(diagnostics: [], run: result)
    } catch {
      guard case .semantic(let e) = error else {
        return PreviewResult(diagnostics: [PreviewDiagnostic(.run, thrown: error)], run: nil)
      }
      // Errors and warnings together, in source order.
      let all = (e.errors.map { $0.diagnostic } + e.warnings).sorted {
        $0.location.offset < $1.location.offset
      }
      return PreviewResult(diagnostics: all.map { PreviewDiagnostic(.semantic, $0) }, run: nil)
    }
  }

  /// A diagnostic as compilers print it: `path:line:column: error: message`, the source line
  /// and a caret; one without a location is its message alone.
  public func render(_ d: PreviewDiagnostic) -> String {
    guard let diagnostic = d.diagnostic else { return d.message }
    return SourceFile.render(diagnostic, path: path, in: program.tree)
  }
}

/// What one run of the pipeline produced: the diagnostics that stopped it, or the run and its
/// screen.
public struct PreviewResult: Sendable {
  /// The problems that stopped the pipeline; empty when it ran.
  public let diagnostics: [PreviewDiagnostic]
  /// The runtime's result: the view tree, the presentations, the events; nil when stopped.
  public let run: RunResult?

  /// The screen model of the run; nil when it stopped.
  public var screen: PreviewScreen? { run.map(PreviewScreen.init(run:)) }
  /// The semantic pass's warnings for a run that went ahead: known SwiftUI that does not run
  /// yet, in code this run did not reach.
  public var warnings: [PreviewDiagnostic] { run?.warnings.map { PreviewDiagnostic(.semantic, $0) } ?? [] }
}
