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
      .value("touch", "SECONDS", "a touch on the presenting view at that time (a list: 1,2.5)"),
      .value(
        "max-steps", "N",
        "the evaluation budget (default 4000000); an endless loop ends\nwith an error at its location"),
      .flag("reduce-motion", "the Reduce Motion setting: accessibilityReduceMotion is true"),
    ]
  }

  /// `--at`: seconds of virtual time, within `InteractionLimits`.
  static func time(_ parsed: Arguments) throws(UsageError) -> Double {
    guard let s = parsed.values["at"] else { return 0 }
    guard let v = Double(s) else { throw UsageError(message: "--at takes seconds, not '\(s)'") }
    do { try InteractionLimits.checkTime(v, "--at") } catch { throw UsageError(message: error.message) }
    return v
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
        "\(path) at t = \(formatPoints(result.time)) s on \(EnvironmentOptions.describe(result.environment))"
      )
      printPreviews(previews, ran: result.preview, blankBefore: true, in: source)
      if let e = result.entryPoint { StandardOutput.line("running \(e)") }
      if !result.log.isEmpty {
        StandardOutput.line("\nevents:")
        for line in result.log { StandardOutput.line("  " + line) }
      }
      printPresentations(result)
      printNavigation(result)
      if parsed.flags.contains("dump") {
        StandardOutput.line("\nview tree:")
        StandardOutput.line(result.tree.dump(indent: 1), terminator: "")
      }
    }
  }

  /// The presentations at the end of a run: each sheet's detents, where it is, its selection
  /// and configuration; each dialog's title, message and buttons.
  static func printPresentations(_ result: RunResult) {
    StandardOutput.line("\npresentations:")
    if result.presentations.isEmpty && result.dialogs.isEmpty { StandardOutput.line("  none") }
    for p in result.presentations {
      let s = p.sheet
      let stops = s.resolution.stops.map { "\($0.detent) \(formatPoints($0.height))" }.joined(
        separator: ", ")
      StandardOutput.line("  \(p.kind.rawValue) \(p.id)")
      StandardOutput.line("    detents: \(stops)")
      StandardOutput.line(
        "    at: \(s.currentDetent) (\(formatPoints(s.height)) pt)\(s.isSettled ? "" : ", moving")\(s.isDismissed ? ", dismissed" : "")"
      )
      StandardOutput.line("    selection: \(s.selection?.description ?? "none")")
      let c = s.configuration
      StandardOutput.line(
        "    drag indicator: \(s.appearance.showsDragIndicator ? "visible" : "hidden"), background interaction: \(c.backgroundInteraction), dismiss \(c.interactiveDismissDisabled ? "disabled" : "enabled")"
          + (c.cornerRadius.map { ", corner radius \(formatPoints($0))" } ?? ""))
    }
    for d in result.dialogs {
      StandardOutput.line("  \(d.style.rawValue) \(d.id)")
      StandardOutput.line("    title: \(d.title.map { "'\($0)'" } ?? "hidden")")
      if let m = d.message {
        StandardOutput.line("    message: '\(m.replacingOccurrences(of: "\n", with: "\\n"))'")
      }
      let buttons = d.buttons.map { b in "'\(b.title)'" + (b.role.map { " (\($0.rawValue))" } ?? "") }
      StandardOutput.line("    buttons: " + buttons.joined(separator: ", "))
    }
  }

  /// The navigation stacks with pushed screens, on screen and in presentations: each one's
  /// screens by title, the front one last. Nothing when no screen is pushed.
  static func printNavigation(_ result: RunResult) {
    var lines: [String] = []
    func visit(_ node: ViewNode) {
      let (root, pushed) = node.navigationScreens
      if !pushed.isEmpty {
        let titles =
          [ViewNode.navigationTitle(of: root) ?? "root"]
          + pushed.map { $0.navigationTitle ?? "untitled" }
        lines.append("  NavigationStack \(node.identity): " + titles.joined(separator: " > "))
      }
      for m in node.modifiers { if case .presentation(let p) = m { visit(p.content) } }
      node.children.forEach(visit)
    }
    visit(result.tree)
    guard !lines.isEmpty else { return }
    StandardOutput.line("\nnavigation:")
    for line in lines { StandardOutput.line(line) }
  }

  /// `--touch 1,2.5` and `--tap "Show details@0.5"` (a button by the text of its label; at
  /// 0 s when no time is given; several separated by `;`).
  static func interactions(_ parsed: Arguments) throws(UsageError) -> [(time: Double, Interaction)] {
    var out: [(time: Double, Interaction)] = []
    if let list = parsed.values["touch"] {
      for part in list.split(separator: ",") {
        guard let t = Double(part.trimmingCharacters(in: .whitespaces)) else {
          throw UsageError(message: "--touch takes times in seconds, as 1.5,3")
        }
        do { try InteractionLimits.checkTime(t, "--touch") } catch {
          throw UsageError(message: error.message)
        }
        out.append((t, .touch(onSheet: false)))
      }
    }
    if let list = parsed.values["tap"] {
      for part in list.split(separator: ";") {
        var label = String(part)
        var time = 0.0
        if let at = label.lastIndex(of: "@"), let t = Double(label[label.index(after: at)...]) {
          do { try InteractionLimits.checkTime(t, "--tap") } catch {
            throw UsageError(message: error.message)
          }
          time = t
          label = String(label[..<at])
        }
        guard !label.isEmpty else {
          throw UsageError(message: "--tap needs the text of a button, as \"Show details@0.5\"")
        }
        out.append((time, .tapButton(label)))
      }
    }
    return out
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

  /// The error that ends `run` or `preview` when the pipeline stopped: syntax errors are
  /// printed and counted; an error in the program is printed as compilers do, with its line
  /// and caret; an interaction that cannot happen is said as is. `nothingWritten` adds that
  /// no image was written.
  static func failure(_ diagnostics: [PreviewDiagnostic], _ source: PreviewSource, nothingWritten: Bool)
    -> any Error
  {
    let syntax = diagnostics.filter { $0.stage == .syntax }
    if !syntax.isEmpty {
      for d in syntax { printError(source.render(d)) }
      return InputError(
        message: "\(syntax.count) syntax error(s)" + (nothingWritten ? "; nothing written" : ""))
    }
    // The semantic pass reports every error it finds; one is said as a run's error is.
    let semantic = diagnostics.filter { $0.stage == .semantic }
    let errors = semantic.filter { $0.severity == .error }.count
    if semantic.count > 1 {
      for d in semantic { printError(source.render(d)) }
      return InputError(
        message: "\(errors) error\(errors == 1 ? "" : "s") before running"
          + (nothingWritten ? "; nothing written" : ""))
    }
    guard let d = diagnostics.first else { return InputError(message: "the preview stopped") }
    guard d.location != nil else {
      return InputError(message: d.message + (nothingWritten ? "; nothing written" : ""))
    }
    return InputError(message: source.render(d) + (nothingWritten ? "\nnothing written" : ""), located: true)
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
        previews.isEmpty ? "" : ":\n" + previewRows(previews, ran: nil, in: source).joined(separator: "\n")
      throw UsageError(
        message:
          "--preview \(n): \(source.path) has \(previews.count) preview\(previews.count == 1 ? "" : "s")\(listed)"
      )
    }
    return (previews, .number(n))
  }

  /// Lists the previews of a file that has several (which one ran marked `*`), after a blank
  /// line when `blankBefore`, else before one; nothing for a file with one or none.
  static func printPreviews(_ previews: [PreviewInfo], ran: Int?, blankBefore: Bool, in source: PreviewSource)
  {
    guard previews.count > 1 else { return }
    if blankBefore { StandardOutput.line("") }
    StandardOutput.line("previews (--preview N or --view NAME picks one):")
    for row in previewRows(previews, ran: ran, in: source) { StandardOutput.line(row) }
    if !blankBefore { StandardOutput.line("") }
  }

  /// One row a preview: its number, name and line (in a module of several files, the file
  /// and line).
  static func previewRows(_ previews: [PreviewInfo], ran: Int?, in source: PreviewSource) -> [String] {
    let width = previews.map(\.description.count).max() ?? 0
    return previews.map { p in
      let mark = p.number - 1 == ran ? "*" : " "
      let at = source.locate(p.location.line)
      let place = source.module == nil ? "line \(at.line)" : "\(at.path):\(at.line)"
      return "  \(mark) \(p.number)  \(pad(p.description, width))  \(place)"
    }
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
