import Canvas
import Detents
import Foundation
import Preview
import SwiftUIRuntime
import ViewTree

/// `detents run FILE.swift… | DIR [--at SECONDS] [--dump]`: runs a program and prints its view tree and
/// presentations.
enum RunCommand {
  static let spec = CommandSpec(
    name: "run", brief: "run a SwiftUI program: its view tree, state, tasks and sheets",
    operands: "FILE.swift… | DIR",
    summary: """
      Runs a SwiftUI program the way SwiftUI does: its first preview (#Preview or
      PreviewProvider; --preview N or --view NAME picks another) is the root, bodies are
      evaluated, @State lives across updates, tasks run on a virtual clock, and presentations go
      through the Detents engine. Prints the presentations at the end, the events on the way,
      and with --dump the whole view tree. A file with several previews lists them first.
      Several files, or a folder (every .swift file under it), run as one module, as Xcode
      builds a target: a view in one file, its model in another.
      """,
    options: programOptions(atHelp: "run the virtual clock to this time first (default 0)") + [
      .flag("dump", "print the evaluated view tree")
    ] + EnvironmentOptions.options())

  /// The options `run` and `preview` share: which program, when, what happens first, the budget.
  static func programOptions(atHelp: String) -> [OptionSpec] {
    [
      .value("at", "SECONDS", atHelp),
      .value("preview", "N", "the Nth preview of the file (from 1), as listed"),
      .value(
        "view", "NAME",
        "the preview with this name (#Preview(\"NAME\"), previewDisplayName,\nthe PreviewProvider), or the view type NAME"
      ),
      .value(
        "tap", "TEXT[@SECONDS]",
        "tap the button whose label contains TEXT (at 0 s unless given;\nseveral separated by ;), as --tap \"Show details\""
      ),
      .value(
        "long-press", "TEXT",
        "touch and hold the view whose label contains TEXT (TEXT@SECONDS,\nseveral separated by ;): opens its contextMenu, or the menu of a\nMenu whose tap runs its primaryAction:"
      ),
      .value("touch", "SECONDS", "a touch on the presenting view at that time (a list: 1,2.5)"),
      .value(
        "key", "KEY[@SECONDS]",
        "press return or escape (at 0 s unless given; several separated by ;):\nit runs the front window's .defaultAction or .cancelAction button"
      ),
      .value(
        "max-steps", "N",
        "the evaluation budget (default 4000000); an endless loop ends\nwith an error at its location"),
      .flag("reduce-motion", "the Reduce Motion setting: accessibilityReduceMotion is true"),
    ]
  }

  /// `--at`: seconds of virtual time, within `InteractionLimits`.
  static func time(_ parsed: Arguments) throws(UsageError) -> Double {
    do { return try RunArguments.time(parsed.values["at"]) } catch {
      throw UsageError(message: error.message)
    }
  }

  static func run(_ args: [String]) -> Int32 {
    runCommand(spec, args) { parsed in
      guard !parsed.positionals.isEmpty else {
        throw UsageError(message: "give the Swift file to run (or several, or a folder)")
      }
      let path =
        parsed.positionals.count == 1 ? parsed.positionals[0] : parsed.positionals.joined(separator: " ")
      var env = try EnvironmentOptions.environment(parsed)
      if parsed.flags.contains("reduce-motion") { env.values.accessibilityReduceMotion = true }
      let at = try time(parsed)
      let interactions = try Self.interactions(parsed)
      let source = try load(parsed.positionals, nothingWritten: false)
      let (previews, entry) = try entryPoint(parsed, source)
      var options = PreviewOptions(
        environment: env, time: at, interactions: interactions, budget: try budget(parsed), entry: entry)
      // GeometryReaders are laid out, and a fitted sheet is sized, as `detents preview` draws
      // them, with Pango's text.
      options.measurer = PangoTextMeasurer()
      let outcome = source.run(options)
      guard let result = outcome.run else {
        throw failure(outcome.diagnostics, source, nothingWritten: false)
      }
      for w in outcome.warnings { printError(source.render(w)) }
      StandardOutput.line(
        RunReport.text(
          result, path: path, previews: previews, in: source, dump: parsed.flags.contains("dump")),
        terminator: "")
    }
  }

  /// The presentations at the end of a run (``RunReport/presentations(_:)``).
  static func printPresentations(_ result: RunResult) {
    StandardOutput.line(RunReport.presentations(result), terminator: "")
  }

  /// The navigation stacks with pushed screens (``RunReport/navigation(_:)``).
  static func printNavigation(_ result: RunResult) {
    StandardOutput.line(RunReport.navigation(result), terminator: "")
  }

  /// `--touch 1,2.5`, `--tap "Show details@0.5"`, `--long-press "Photo"` and `--key return@1`
  /// (``RunArguments/interactions(touch:tap:key:longPress:)``).
  static func interactions(_ parsed: Arguments) throws(UsageError) -> [(time: Double, Interaction)] {
    do {
      return try RunArguments.interactions(
        touch: parsed.values["touch"], tap: parsed.values["tap"], key: parsed.values["key"],
        longPress: parsed.values["long-press"])
    } catch {
      throw UsageError(message: error.message)
    }
  }

  /// Reads and parses a program; its syntax errors are printed (each with its line and caret)
  /// and end the command.
  static func load(_ paths: [String], nothingWritten: Bool) throws -> PreviewSource {
    let files = try InputFile.moduleFiles(paths)
    if files.count > 1 {
      // Each file is parsed on its own first, so that a syntax error is told in its file's
      // terms (a message that names another place, "to close '(' opened at 2:13", too).
      var broken: [(PreviewDiagnostic, PreviewSource)] = []
      for f in files {
        let one = PreviewSource(f.text, path: f.path)
        broken += one.syntaxErrors.map { ($0, one) }
      }
      if !broken.isEmpty {
        for (d, one) in broken { printError(one.render(d)) }
        throw InputError(
          message: "\(broken.count) syntax error(s)" + (nothingWritten ? "; nothing written" : ""))
      }
    }
    let source =
      files.count == 1
      ? PreviewSource(files[0].text, path: files[0].path)
      : PreviewSource(files: files, path: paths.joined(separator: " "))
    let errors = source.syntaxErrors
    if !errors.isEmpty { throw failure(errors, source, nothingWritten: nothingWritten) }
    return source
  }

  /// The error that ends `run` or `preview` when the pipeline stopped
  /// (``RunReport/failure(_:in:nothingWritten:)``): what it prints first is printed here.
  static func failure(_ diagnostics: [PreviewDiagnostic], _ source: PreviewSource, nothingWritten: Bool)
    -> any Error
  {
    let f = RunReport.failure(diagnostics, in: source, nothingWritten: nothingWritten)
    for d in f.printed { printError(d) }
    return InputError(message: f.message, located: f.located)
  }

  /// The file's previews and the entry point `--preview N` or `--view NAME` picks. N out of
  /// range is a usage error that lists them.
  static func entryPoint(_ parsed: Arguments, _ source: PreviewSource) throws -> ([PreviewInfo], PreviewEntry)
  {
    let previews: [PreviewInfo]
    do throws(PreviewDiagnostic) {
      previews = try source.previews()
    } catch {
      throw failure([error], source, nothingWritten: false)
    }
    guard let s = parsed.values["preview"] else {
      return (previews, parsed.values["view"].map(PreviewEntry.named) ?? .first)
    }
    if parsed.values["view"] != nil { throw UsageError(message: "give --preview or --view, not both") }
    guard let n = Int(s), n >= 1 else {
      throw UsageError(message: "--preview takes the number of a preview, from 1, not '\(s)'")
    }
    guard n <= previews.count else {
      let listed =
        previews.isEmpty
        ? "" : ":\n" + RunReport.previewRows(previews, ran: nil, in: source).joined(separator: "\n")
      throw UsageError(
        message:
          "--preview \(n): \(source.path) has \(previews.count) preview\(previews.count == 1 ? "" : "s")\(listed)"
      )
    }
    return (previews, .number(n))
  }

  /// Lists the previews of a file that has several (``RunReport/previewList(_:ran:blankBefore:in:)``).
  static func printPreviews(_ previews: [PreviewInfo], ran: Int?, blankBefore: Bool, in source: PreviewSource)
  {
    StandardOutput.line(
      RunReport.previewList(previews, ran: ran, blankBefore: blankBefore, in: source), terminator: "")
  }

  /// `--max-steps`.
  static func budget(_ parsed: Arguments) throws(UsageError) -> RunBudget {
    var b = RunBudget()
    if let s = parsed.values["max-steps"] {
      guard let n = Int(s), n > 0 else { throw UsageError(message: "--max-steps takes a positive number") }
      b.steps = n
    }
    return b
  }

  static func readSource(_ path: String) throws(InputError) -> String {
    try InputFile.readText(path)
  }
}
