import Foundation

/// Dispatches `detents SUBCOMMAND …` to the subcommand and returns the exit code:
/// 0 success, 1 the input has errors, 2 a usage error.
enum CommandLineTool {
  static let usage = """
    usage: detents <command> [options]

    commands:
      devices     list the devices Detents knows, with sizes and safe areas
      draw        draw a display list (JSON) as PNG, SVG or PDF
      resolve     resolve a detent set to heights on a device
      simulate    drag, fling and select on a sheet over time
      run         run a SwiftUI program: its view tree, state, tasks and sheets
      preview     draw a SwiftUI program's screen at every detent, on any device
      parse       lex and parse a Swift file, print diagnostics, tokens or the syntax tree

    Run `detents <command> --help` for a command's options, `detents --version` for the version.
    """

  /// The version `detents --version` prints.
  static let version = "0.1.0"

  /// Every subcommand, with what runs it: the list `main` dispatches on and tests walk.
  static let commands: [(spec: CommandSpec, run: @Sendable ([String]) -> Int32)] = [
    (DevicesCommand.spec, DevicesCommand.run),
    (DrawCommand.spec, DrawCommand.run),
    (ResolveCommand.spec, ResolveCommand.run),
    (SimulateCommand.spec, SimulateCommand.run),
    (RunCommand.spec, RunCommand.run),
    (PreviewCommand.spec, PreviewCommand.run),
    (ParseCommand.spec, ParseCommand.run),
  ]

  static func main(_ args: [String]) -> Int32 {
    guard let command = args.first else {
      printError(usage)
      return 2
    }
    let rest = Array(args.dropFirst())
    if let found = commands.first(where: { $0.spec.name == command }) { return found.run(rest) }
    switch command {
    case "-h", "--help", "help":
      StandardOutput.line(usage)
    case "--version":
      StandardOutput.line("detents \(version)")
    default:
      printError("detents: unknown command '\(command)'\n\n\(usage)")
      return 2
    }
    if let failure = StandardOutput.finish() {
      printError("detents: cannot write standard output: \(failure)")
      return 1
    }
    return 0
  }
}
