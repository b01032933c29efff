import Detents
import Foundation
import Portable

/// A command-line mistake: reported with the command's usage line, exit code 2.
struct UsageError: Error {
  let message: String
}

/// An input mistake (bad script, unknown device): reported as is, exit code 1.
struct InputError: Error {
  let message: String
  /// True when `message` starts with `path:line:column:`; it is then printed as is, the form
  /// compilers and editors read.
  var located = false
}

/// A command that has said all it has to say and must end with `code` (as `detents parse`
/// with syntax errors, printed as diagnostics): no further message.
struct ExitCode: Error {
  let code: Int32
  init(_ code: Int32) { self.code = code }
}

/// One option of a command, the single source of its parsing and of its line in `--help`.
struct OptionSpec {
  /// The name without the dashes: `device` for `--device`.
  let name: String
  /// The value's placeholder in help (`NAME`, `SECONDS`); nil for a flag, which takes none.
  let value: String?
  /// The help text; a line break starts a continuation line.
  let help: String
  /// The only values accepted (compared without case), when there is a fixed list.
  var allowed: [String]? = nil

  /// An option that takes a value.
  static func value(_ name: String, _ placeholder: String, _ help: String, allowed: [String]? = nil) -> Self {
    OptionSpec(name: name, value: placeholder, help: help, allowed: allowed)
  }

  /// An option that takes none.
  static func flag(_ name: String, _ help: String) -> Self {
    OptionSpec(name: name, value: nil, help: help)
  }

  /// `--device NAME` or `--json`, as help shows it.
  var spelling: String { "--\(name)" + (value.map { " " + $0 } ?? "") }
}

/// A subcommand: what it takes and says, from which both parsing and `--help` are made, so
/// the two cannot disagree.
struct CommandSpec {
  let name: String
  /// One line for `detents --help`'s list of commands.
  let brief: String
  /// What follows the options in the synopsis: `FILE.swift`, `LIST.json`; empty for none.
  var operands = ""
  /// The paragraphs before the options.
  let summary: String
  let options: [OptionSpec]
  /// Text after the options (formats, examples); may be empty.
  var epilogue = ""

  /// `detents NAME [options] OPERANDS`.
  var synopsis: String {
    (["detents", name] + (options.isEmpty ? [] : ["[options]"]) + (operands.isEmpty ? [] : [operands]))
      .joined(separator: " ")
  }

  /// The whole `--help` text: usage, summary, one line (or more) per option, epilogue.
  var help: String {
    let rows = options.map { ($0.spelling, $0.help) } + [("-h, --help", "show this help")]
    let width = min(rows.map(\.0.count).max() ?? 0, 24)
    var lines = ["usage: \(synopsis)", "", summary, "", "options:"]
    for (spelling, text) in rows {
      let indent = String(repeating: " ", count: 2 + width + 2)
      let helpLines = text.split(separator: "\n", omittingEmptySubsequences: false)
      if spelling.count > width {
        lines.append("  " + spelling)
        lines += helpLines.map { indent + $0 }
      } else {
        lines.append("  " + pad(spelling, width) + "  " + helpLines[0])
        lines += helpLines.dropFirst().map { indent + $0 }
      }
    }
    if !epilogue.isEmpty { lines += ["", epilogue] }
    return lines.joined(separator: "\n")
  }

  func option(_ name: String) -> OptionSpec? { options.first { $0.name == name } }
}

/// Parsed arguments: option values, flags and positional arguments.
struct Arguments {
  var values: [String: String] = [:]
  var flags: Set<String> = []
  var positionals: [String] = []
  var wantsHelp = false

  /// Parses `--name value`, `--name=value` and `--flag`; `--` ends options. A value must not be
  /// empty, and must be one of the option's allowed values when it has a list.
  init(_ args: [String], spec: CommandSpec) throws(UsageError) {
    var i = 0
    var onlyPositionals = false
    while i < args.count {
      let a = args[i]
      i += 1
      if onlyPositionals || !a.hasPrefix("-") || a == "-" {
        positionals.append(a)
        continue
      }
      if a == "--" {
        onlyPositionals = true
        continue
      }
      if a == "-h" || a == "--help" {
        wantsHelp = true
        continue
      }
      var name = String(a.drop(while: { $0 == "-" }))
      var inlineValue: String?
      if let eq = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: eq)...])
        name = String(name[..<eq])
      }
      guard let option = spec.option(name) else {
        let hint =
          NearestName.suggestion(for: name, among: spec.options.map(\.name)).map {
            " (did you mean '--\($0)'?)"
          } ?? ""
        throw UsageError(message: "unknown option '\(a)'\(hint)")
      }
      guard let placeholder = option.value else {
        if inlineValue != nil { throw UsageError(message: "option '--\(name)' takes no value") }
        flags.insert(name)
        continue
      }
      let value: String
      if let v = inlineValue {
        value = v
      } else if i < args.count {
        value = args[i]
        i += 1
      } else {
        throw UsageError(message: "option '--\(name)' needs a value (\(placeholder))")
      }
      guard !value.isEmpty else {
        throw UsageError(message: "option '--\(name)' needs a value (\(placeholder)), not an empty one")
      }
      if let allowed = option.allowed, !allowed.contains(where: { $0.lowercased() == value.lowercased() }) {
        throw UsageError(message: "--\(name) is one of \(allowed.joined(separator: ", ")), not '\(value)'")
      }
      values[name] = value
    }
  }
}

/// Runs a subcommand body, mapping errors to messages and exit codes, and reports a standard
/// output that could not be written (exit 1).
func runCommand(_ spec: CommandSpec, _ args: [String], _ body: (Arguments) throws -> Void) -> Int32 {
  var code: Int32 = 0
  do {
    let parsed = try Arguments(args, spec: spec)
    if parsed.wantsHelp {
      StandardOutput.line(spec.help)
    } else {
      try body(parsed)
    }
  } catch let e as UsageError {
    printError("detents \(spec.name): \(e.message)\nusage: \(spec.synopsis)")
    code = 2
  } catch let e as ExitCode {
    code = e.code
  } catch let e as InputError {
    printError(e.located ? e.message : "detents \(spec.name): \(e.message)")
    code = 1
  } catch {
    printError("detents \(spec.name): \(describe(error))")
    code = 1
  }
  if let failure = StandardOutput.finish() {
    printError("detents \(spec.name): cannot write standard output: \(failure)")
    return 1
  }
  return code
}

/// Writes `value` as pretty, key-sorted JSON to standard output.
func printJSON<T: Encodable>(_ value: T) {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
  StandardOutput.write([UInt8](data) + [10])
}

/// Pads `s` on the right to `width` characters (by Character count).
func pad(_ s: String, _ width: Int) -> String { s.padded(to: width) }

/// Detent options (`--detents`, `--start`, `--detent`), read by `DetentList`: their mistakes
/// are usage errors.
enum DetentOption {
  /// A list, as `--detents medium,height:400,custom:peek=maxDetentValue/4`.
  static func list(_ text: String) throws(UsageError) -> [PresentationDetent] {
    do { return try DetentList.parse(text) } catch { throw UsageError(message: error.message) }
  }

  /// One detent, custom ones by name, as `--start custom:peek`.
  static func reference(_ text: String) throws(UsageError) -> PresentationDetent {
    do { return try DetentList.reference(text) } catch { throw UsageError(message: error.message) }
  }
}
