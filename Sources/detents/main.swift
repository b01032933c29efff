import Foundation

// The `detents` command line. Each subcommand lives in its own file; this file dispatches.
// A closed pipe must come back from write(2) as EPIPE (see StandardOutput), not kill us.
signal(SIGPIPE, SIG_IGN)
exit(CommandLineTool.main(Array(CommandLine.arguments.dropFirst())))
