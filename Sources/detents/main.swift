import Foundation

// The `detents` command line. Each subcommand lives in its own file; this file dispatches.
exit(CommandLineTool.main(Array(CommandLine.arguments.dropFirst())))
