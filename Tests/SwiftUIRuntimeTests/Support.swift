import Detents
import Foundation
import SharedFolder
import SwiftUIRuntime
import Testing
import ViewTree

/// Runs a program given as source to `t` seconds.
func run(
  _ source: String, at t: Double = 0, environment: SheetEnvironment = SheetEnvironment(),
  interactions: [(time: Double, Interaction)] = [], budget: RunBudget = RunBudget()
) throws(RunError) -> RunResult {
  try SwiftUIProgram(source: source, path: "test.swift").run(
    until: t, environment: environment, interactions: interactions, budget: budget)
}

/// The `Text`s a probe view shows: `body` is the content of its `VStack`, `decls` goes before it.
func shows(_ body: String, decls: String = "") throws -> [String] {
  texts(try run(probe(body, decls: decls)).tree)
}

/// A program whose `#Preview` is a `Probe` view showing `body` in a `VStack`.
/// The first line of `body` is line 6, column 7 of the program (when `decls` is one line).
func probe(_ body: String, decls: String = "") -> String {
  """
  import SwiftUI
  \(decls)
  struct Probe: View {
    var body: some View {
      VStack {
        \(body)
      }
    }
  }
  #Preview { Probe() }
  """
}

/// The error a program ends with, as `line:column: message`, or nil when it runs.
func runtimeError(_ source: String, at t: Double = 0, budget: RunBudget = RunBudget()) -> String? {
  do {
    _ = try run(source, at: t, budget: budget)
    return nil
  } catch {
    guard case .error(let e) = error else { return "not a RuntimeError: \(error)" }
    return located(e)
  }
}

/// The texts of every `Text` in a tree, in order.
func texts(_ node: ViewNode) -> [String] {
  var out: [String] = []
  if case .text(let s) = node.kind { out.append(s) }
  for m in node.modifiers {
    switch m {
    case .background(let v, _), .overlay(let v, _), .toolbarItem(_, let v): out += texts(v)
    default: break
    }
  }
  for c in node.children { out += texts(c) }
  return out
}

/// The source of the seed example `name` (`DETENTS_SEEDS`, see `SharedFolder`).
func seed(_ name: String) throws -> String {
  try SharedFolder.current.seedExample(name)
}

/// A view showing its `log`, with a button "next" that adds 1 to its `id`, and `.task(id: id)`
/// running `task`.
func taskIDProgram(_ task: String) -> String {
  """
  import SwiftUI
  struct T: View {
    @State private var id = 0
    @State private var log: [String] = []
    var body: some View {
      VStack {
        Text(log.joined(separator: ","))
        Button("next") { id += 1 }
      }
      .task(id: id) {
        \(task.replacingOccurrences(of: "\n", with: "\n      "))
      }
    }
  }
  #Preview { T() }
  """
}

/// Where a `ProgramCase`'s code runs: the closure of the probe view's `.onAppear` or `.task`.
enum CaseHost: String, Sendable {
  case onAppear
  case task
}

/// One table row of a language test: `code` runs in the probe view's `host` closure, with
/// `decls` at top level; `expected` is what it prints by time `at`, or, when the run fails, its
/// error alone (`error: line:column: message`). The first line of `code` is line 5, column 7.
struct ProgramCase: Sendable, CustomTestStringConvertible {
  let name: String
  let decls: String
  let code: String
  let expected: [String]
  let host: CaseHost
  let at: Double

  init(
    _ name: String, decls: String = "", _ code: String, _ expected: [String], host: CaseHost = .onAppear,
    at: Double = 0
  ) {
    self.name = name
    self.decls = decls
    self.code = code
    self.expected = expected
    self.host = host
    self.at = at
  }

  var testDescription: String { name }

  /// The whole program.
  var source: String {
    """
    import SwiftUI
    struct Probe: View {
      var body: some View {
        Text("probe").\(host.rawValue) {
          \(code.replacingOccurrences(of: "\n", with: "\n      "))
        }
      }
    }
    \(decls)
    #Preview { Probe() }
    """
  }

  /// What the program printed, or its error.
  func outcome() -> [String] { SwiftUIRuntimeTests.outcome(source, at: at) }

  /// Checks the case: for a known issue (the runtime gives other output today, too large a
  /// fix for now), the check must fail, so the case flags when the runtime is fixed.
  func check(knownIssue: Bool = false) {
    if knownIssue {
      withKnownIssue { #expect(outcome() == expected) }
    } else {
      #expect(outcome() == expected)
    }
  }
}

/// What a run printed, line by line (the `print: ` events of its log).
func printed(_ result: RunResult) -> [String] {
  result.log.compactMap { $0.hasPrefix("print: ") ? String($0.dropFirst(7)) : nil }
}

/// What a program prints by time `t`, or, when it fails, its error alone as
/// `error: line:column: message`.
func outcome(_ source: String, at t: Double = 0) -> [String] {
  do {
    return printed(try run(source, at: t))
  } catch {
    guard case .error(let e) = error else { return ["not a RuntimeError: \(error)"] }
    return ["error: " + located(e)]
  }
}

/// The located error a run threw (``RunError/error(_:)``), or nil for another error.
func runtimeError(of e: any Error) -> RuntimeError? {
  guard case .error(let r)? = e as? RunError else { return nil }
  return r
}

/// A runtime error as `line:column: message`.
func located(_ e: RuntimeError) -> String { "\(e.location.line):\(e.location.column): \(e.message)" }
