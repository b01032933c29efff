import Detents
import Layout
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

  /// For a module of several files, where each line of ``program`` came from; nil for one file.
  public let module: SourceModule?

  /// Parses `text`; syntax errors are in ``diagnostics``.
  public init(_ text: String, path: String) {
    self.path = path
    self.program = SwiftUIProgram(source: text, path: path)
    self.module = nil
  }

  /// Parses the files of a module as one program, as Xcode builds a target's files together:
  /// a view in one file, its model in another. `path` names the module (its folder);
  /// diagnostics name the file and line they are in.
  public init(files: [(path: String, text: String)], path: String) {
    let module = SourceModule(files: files)
    self.path = path
    self.program = SwiftUIProgram(source: module.text, path: path)
    self.module = files.count > 1 ? module : nil
  }

  /// The file and line a line of the program is in (the file's own line for one file).
  public func locate(_ line: Int) -> (path: String, line: Int) { module?.locate(line) ?? (path, line) }

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
  public func run(_ options: PreviewOptions) -> PreviewResult { start(options).result }

  /// ``run(_:)``, and the live session it ran in (nil when it did not start or failed), for
  /// ``PreviewSession`` to continue.
  func start(_ options: PreviewOptions) -> (result: PreviewResult, session: ProgramSession?) {
    let syntax = syntaxErrors
    guard syntax.isEmpty else { return (PreviewResult(diagnostics: syntax, run: nil), nil) }
    if let problem = Self.timeProblem(options) {
      return (PreviewResult(diagnostics: [problem], run: nil), nil)
    }
    var root: String?
    var preview: Int?
    switch options.entry {
    case .first: break
    case .number(let n): preview = n - 1
    case .named(let name): root = name
    }
    let session: ProgramSession
    do throws(RunError) {
      session = try ProgramSession(
        program: program, environment: options.environment, root: root, preview: preview,
        budget: options.budget, readerLayout: PreviewScreen.readerLayout(measurer: options.measurer),
        contentSizer: LayoutContentSizer(measurer: options.measurer))
    } catch {
      return (PreviewResult(diagnostics: Self.diagnostics(thrown: error), run: nil), nil)
    }
    let step = Self.advance(session, to: options.runTime, interactions: options.interactions)
    return (step, step.run == nil ? nil : session)
  }

  /// An option time past ``InteractionLimits``, as a diagnostic.
  static func timeProblem(_ options: PreviewOptions) -> PreviewDiagnostic? {
    for t in [options.time] + options.interactions.map({ $0.time }) {
      do { try InteractionLimits.checkTime(t, "the time") } catch {
        return PreviewDiagnostic(.options, error.message)
      }
    }
    return nil
  }

  /// One step of `session`, as a result.
  static func advance(
    _ session: ProgramSession, to time: Double, interactions: [(time: Double, Interaction)]
  ) -> PreviewResult {
    do throws(RunError) {
      return PreviewResult(diagnostics: [], run: try session.advance(to: time, interactions: interactions))
    } catch {
      return PreviewResult(diagnostics: diagnostics(thrown: error), run: nil)
    }
  }

  /// What a run threw, as diagnostics: the semantic pass's errors and warnings together, in
  /// source order; or the one error that stopped the run.
  static func diagnostics(thrown error: RunError) -> [PreviewDiagnostic] {
    guard case .semantic(let e) = error else { return [PreviewDiagnostic(.run, thrown: error)] }
    let all = (e.errors.map { $0.diagnostic } + e.warnings).sorted { $0.location.offset < $1.location.offset }
    return all.map { PreviewDiagnostic(.semantic, $0) }
  }

  /// A diagnostic as compilers print it: `path:line:column: error: message`, the source line
  /// and a caret; one without a location is its message alone.
  public func render(_ d: PreviewDiagnostic) -> String {
    guard let diagnostic = d.diagnostic else { return d.message }
    return SourceFile.render(diagnostic, path: path, in: program.tree, locate: module.map { m in m.locate })
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

extension PreviewSource {
  /// The first frame of `text` as a live preview makes it on every edit: parse, semantic
  /// pass, run to t = 0 with the default options, layout and display list (nil when the
  /// program stopped). The figure `scripts/wasm-bench` compares between the native and the
  /// WebAssembly build.
  public static func firstFrame<M: TextMeasurer>(_ text: String, path: String, measurer: M) -> DisplayList? {
    PreviewSource(text, path: path).run(PreviewOptions()).screen?.displayList(measurer: measurer)
  }
}
