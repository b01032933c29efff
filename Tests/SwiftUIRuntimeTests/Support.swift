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
