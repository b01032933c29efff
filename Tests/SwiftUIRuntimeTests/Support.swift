import Detents
import Foundation
import SharedFolder
import SwiftUIRuntime
import ViewTree

/// Runs a program given as source to `t` seconds.
func run(
  _ source: String, at t: Double = 0, environment: SheetEnvironment = SheetEnvironment(),
  interactions: [(time: Double, Interaction)] = [], budget: RunBudget = RunBudget()
) throws -> RunResult {
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
  } catch let e as RuntimeError {
    return "\(e.location.line):\(e.location.column): \(e.message)"
  } catch {
    return "not a RuntimeError: \(error)"
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
