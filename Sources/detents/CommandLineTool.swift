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

    Run `detents <command> --help` for a command's options.
    """

  static func main(_ args: [String]) -> Int32 {
    guard let command = args.first else {
      printError(usage)
      return 2
    }
    let rest = Array(args.dropFirst())
    switch command {
    case "devices": return DevicesCommand.run(rest)
    case "draw": return DrawCommand.run(rest)
    case "resolve": return ResolveCommand.run(rest)
    case "simulate": return SimulateCommand.run(rest)
    case "run": return RunCommand.run(rest)
    case "preview": return PreviewCommand.run(rest)
    case "-h", "--help", "help":
      print(usage)
      return 0
    case "parse": return ParseCommand.run(Array(args.dropFirst()))
    default:
      printError("detents: unknown command '\(command)'\n\n\(usage)")
      return 2
    }
  }
}

/// Writes a line to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
