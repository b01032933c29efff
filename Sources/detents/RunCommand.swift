import Detents
import Foundation
import SwiftSource
import SwiftUIRuntime
import ViewTree

/// `detents run FILE.swift [--at SECONDS] [--dump]`: runs a program and prints its view tree and
/// presentations.
enum RunCommand {
  static let spec = CommandSpec(
    name: "run", brief: "run a SwiftUI program: its view tree, state, tasks and sheets",
    operands: "FILE.swift",
    summary: """
      Runs a SwiftUI program the way SwiftUI does: its first preview (#Preview or
      PreviewProvider; --preview N or --view NAME picks another) is the root, bodies are
      evaluated, @State lives across updates, tasks run on a virtual clock, and presentations go
      through the Detents engine. Prints the presentations at the end, the events on the way,
      and with --dump the whole view tree. A file with several previews lists them first.
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
      guard parsed.positionals.count == 1 else { throw UsageError(message: "give one Swift file to run") }
      let path = parsed.positionals[0]
      var env = try EnvironmentOptions.environment(parsed)
      if parsed.flags.contains("reduce-motion") { env.values.accessibilityReduceMotion = true }
      var at = try time(parsed)
      let interactions = try Self.interactions(parsed)
      // The clock runs at least to the last interaction, so none is dropped.
      at = max(at, interactions.map(\.time).max() ?? 0)
      let source = try readSource(path)
      let program = SwiftUIProgram(source: source, path: path)
      if program.tree.hasErrors {
        for d in program.diagnostics where d.severity == .error {
          printError(SourceFile.render(d, path: path, in: program.tree))
        }
        throw InputError(
          message: "\(program.diagnostics.filter { $0.severity == .error }.count) syntax error(s)")
      }
      let (previews, preview) = try entryPoint(parsed, program)
      let result: RunResult
      do {
        result = try program.run(
          until: at, environment: env, root: parsed.values["view"], preview: preview,
          interactions: interactions, budget: try budget(parsed))
      } catch let e as InteractionError {
        throw InputError(message: e.message)
      } catch let e as RuntimeError {
        throw located(e, program)
      }
      StandardOutput.line(
        "\(path) at t = \(formatPoints(CGFloat(result.time))) s on \(EnvironmentOptions.describe(result.environment))"
      )
      printPreviews(previews, ran: result.preview, blankBefore: true)
      if !result.log.isEmpty {
        StandardOutput.line("\nevents:")
        for line in result.log { StandardOutput.line("  " + line) }
      }
      StandardOutput.line("\npresentations:")
      if result.presentations.isEmpty { StandardOutput.line("  none") }
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
      if parsed.flags.contains("dump") {
        StandardOutput.line("\nview tree:")
        StandardOutput.line(result.tree.dump(indent: 1), terminator: "")
      }
    }
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

  /// The file's previews and the one `--preview N` picks (from 0; nil without the option). N out
  /// of range is a usage error that lists them.
  static func entryPoint(_ parsed: Arguments, _ program: SwiftUIProgram) throws -> ([PreviewInfo], Int?) {
    let previews: [PreviewInfo]
    do {
      previews = try program.previews()
    } catch let e as RuntimeError {
      throw located(e, program)
    }
    guard let s = parsed.values["preview"] else { return (previews, nil) }
    if parsed.values["view"] != nil { throw UsageError(message: "give --preview or --view, not both") }
    guard let n = Int(s), n >= 1 else {
      throw UsageError(message: "--preview takes the number of a preview, from 1, not '\(s)'")
    }
    guard n <= previews.count else {
      let listed = previews.isEmpty ? "" : ":\n" + previewRows(previews, ran: nil).joined(separator: "\n")
      throw UsageError(
        message:
          "--preview \(n): \(program.path) has \(previews.count) preview\(previews.count == 1 ? "" : "s")\(listed)"
      )
    }
    return (previews, n - 1)
  }

  /// Lists the previews of a file that has several (which one ran marked `*`), after a blank
  /// line when `blankBefore`, else before one; nothing for a file with one or none.
  static func printPreviews(_ previews: [PreviewInfo], ran: Int?, blankBefore: Bool) {
    guard previews.count > 1 else { return }
    if blankBefore { StandardOutput.line("") }
    StandardOutput.line("previews (--preview N or --view NAME picks one):")
    for row in previewRows(previews, ran: ran) { StandardOutput.line(row) }
    if !blankBefore { StandardOutput.line("") }
  }

  static func previewRows(_ previews: [PreviewInfo], ran: Int?) -> [String] {
    let width = previews.map(\.description.count).max() ?? 0
    return previews.map { p in
      let mark = p.number - 1 == ran ? "*" : " "
      return "  \(mark) \(p.number)  \(pad(p.description, width))  line \(p.location.line)"
    }
  }

  /// A program's runtime error as the compiler form, with the source line and caret.
  static func located(_ e: RuntimeError, _ program: SwiftUIProgram, suffix: String = "") -> InputError {
    let d = Diagnostic(.error, e.message, at: e.location)
    return InputError(
      message: SourceFile.render(d, path: program.path, in: program.tree) + suffix, located: true)
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
