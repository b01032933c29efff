import Foundation

/// Dispatches `detents SUBCOMMAND …` to the subcommand and returns the exit code:
/// 0 success, 1 the input has errors, 2 a usage error.
enum CommandLineTool {
  /// The overview: the commands, each with its one line.
  static var usage: String {
    let list = commands.map { "  " + pad($0.spec.name, 10) + "  " + $0.spec.brief }
    return
      (["usage: detents <command> [options]", "", "commands:"] + list + [
        "",
        "Run `detents <command> --help` for a command's options, `detents --version` for the version.",
      ]).joined(separator: "\n")
  }

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
    (CheckCommand.spec, CheckCommand.run),
    (StudioCommand.spec, StudioCommand.run),
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
