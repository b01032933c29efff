import Detents
import Foundation

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

/// A subcommand's options, for parsing and for `--help`.
struct CommandSpec {
  let name: String
  let synopsis: String
  let help: String
  /// Options that take a value (`--device NAME`), without the dashes.
  let valueOptions: [String]
  /// Options that take none (`--json`).
  let flags: [String]
}

/// Parsed arguments: option values, flags and positional arguments.
struct Arguments {
  var values: [String: String] = [:]
  var flags: Set<String> = []
  var positionals: [String] = []
  var wantsHelp = false

  /// Parses `--name value`, `--name=value` and `--flag`; `--` ends options.
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
      if spec.flags.contains(name) {
        if inlineValue != nil { throw UsageError(message: "option '--\(name)' takes no value") }
        flags.insert(name)
      } else if spec.valueOptions.contains(name) {
        if let v = inlineValue {
          values[name] = v
        } else if i < args.count {
          values[name] = args[i]
          i += 1
        } else {
          throw UsageError(message: "option '--\(name)' needs a value")
        }
      } else {
        let known = spec.valueOptions + spec.flags
        let hint =
          known.min { editDistance($0, name) < editDistance($1, name) }
          .flatMap { editDistance($0, name) <= 3 ? " (did you mean '--\($0)'?)" : nil } ?? ""
        throw UsageError(message: "unknown option '\(a)'\(hint)")
      }
    }
  }
}

/// Runs a subcommand body, mapping errors to messages and exit codes.
func runCommand(_ spec: CommandSpec, _ args: [String], _ body: (Arguments) throws -> Void) -> Int32 {
  do {
    let parsed = try Arguments(args, spec: spec)
    if parsed.wantsHelp {
      print("usage: \(spec.synopsis)\n\n\(spec.help)")
      return 0
    }
    try body(parsed)
    return 0
  } catch let e as UsageError {
    printError("detents \(spec.name): \(e.message)\nusage: \(spec.synopsis)")
    return 2
  } catch let e as InputError {
    printError(e.located ? e.message : "detents \(spec.name): \(e.message)")
    return 1
  } catch {
    printError("detents \(spec.name): \(error)")
    return 1
  }
}

/// Writes `value` as pretty, key-sorted JSON to standard output.
func printJSON<T: Encodable>(_ value: T) {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
  print(String(decoding: data, as: UTF8.self))
}

/// Pads `s` on the right to `width` characters (by Character count).
func pad(_ s: String, _ width: Int) -> String {
  s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}

/// Pads `s` on the left to `width` characters.
func padLeft(_ s: String, _ width: Int) -> String {
  s.count >= width ? s : String(repeating: " ", count: width - s.count) + s
}
