import Detents
import Foundation
import Layout
import Preview
import SharedFolder
import SwiftUIRuntime
import Testing

// The registry's own rules, checked over every entry: each is declared once, says what it
// does, and what evaluates also draws (or says why it does not).

/// The program that shows `body`.
private func program(_ body: String) -> String {
  """
  import SwiftUI

  struct Bordered: ViewModifier {
    func body(content: Content) -> some View { content.padding(4) }
  }

  final class Model: ObservableObject {
    @Published var count = 0
  }

  struct Probe: View {
    var body: some View {
      \(body)
    }
  }

  #Preview { Probe() }
  """
}

/// The base a modifier's example is applied to.
private let base = #"Text("Hi")"#

/// Where a modifier's example goes when its entry names no context: on a text in a leading
/// column above another, so that a change of its size, place or style shows.
private let defaultContext = #"VStack(alignment: .leading) { Text("Hi")@@; Text("Below") }"#

/// The view expression of an entry's example: a view's example, or a modifier's inside its
/// context (`modified: false` leaves the modifier out).
private func body(_ e: APIEntry, modified: Bool = true) -> String {
  guard e.kind == .modifier else { return e.example }
  return (e.context ?? defaultContext).replacingOccurrences(of: "@@", with: modified ? e.example : "")
}

/// Runs `source` and draws every frame (each detent of a presented sheet); or the diagnostics.
private func draw(_ source: String) -> Result<[DisplayList], PreviewFailure> {
  let result = PreviewSource(source, path: "probe.swift").run(PreviewOptions())
  if let d = result.diagnostics.first { return .failure(PreviewFailure(message: d.message)) }
  guard let screen = result.screen else { return .failure(PreviewFailure(message: "no screen")) }
  return .success(screen.frames.map { $0.displayList(measurer: FixedMetricsTextMeasurer()) })
}

private struct PreviewFailure: Error { let message: String }

private let supportedViews = Registry.all.filter { $0.kind == .view && !$0.isUnsupported }
private let supportedModifiers = Registry.all.filter { $0.kind == .modifier && !$0.isUnsupported }

@Test func everyEntryIsDeclaredOnce() {
  var seen: [String: Registry.Family] = [:]
  for e in Registry.all {
    let key = "\(e.kind.rawValue) \(e.name)"
    #expect(seen[key] == nil, "\(key) is declared in \(seen[key]?.rawValue ?? "") and \(e.family.rawValue)")
    seen[key] = e.family
  }
  // Views and types share one namespace: `Color` cannot be both.
  let views = Set(Registry.all.filter { $0.kind == .view }.map(\.name))
  let types = Set(Registry.all.filter { $0.kind == .type }.map(\.name))
  #expect(views.isDisjoint(with: types))
}

@Test func everyEntrySaysWhatItDoes() {
  for e in Registry.all {
    switch e.effect {
    case .accepted(let why), .behaviour(let why), .builtin(let why):
      #expect(why.count >= 12, "\(e.name): the reason '\(why)' says too little")
    case .visual, .unsupported: break
    }
    if e.isUnsupported {
      #expect(e.example.isEmpty, "\(e.name) is unsupported but has an example")
    } else if e.kind == .view || e.kind == .modifier {
      #expect(!e.example.isEmpty, "\(e.name) has no example")
    }
    if let context = e.context { #expect(context.contains("@@"), "\(e.name): its context has no @@") }
  }
}

@Test func everyFamilyHasEntries() {
  for family in Registry.Family.allCases {
    #expect(Registry.all.contains { $0.family == family && !$0.isUnsupported }, "\(family.rawValue) is empty")
  }
}

@Test(arguments: supportedViews.map(\.name))
func everyViewEvaluatesAndDraws(_ name: String) throws {
  let e = try #require(Registry.views[name])
  let lists = try draw(program(body(e))).get()
  let items = lists.map { $0.items.count }.reduce(0, +)
  #expect(items > 0, "\(name): its example draws nothing")
}

@Test(arguments: supportedModifiers.map(\.name))
func everyModifierEvaluatesAndDrawsOrSaysWhy(_ name: String) throws {
  let e = try #require(Registry.modifiers[name])
  let with = try draw(program(body(e))).get()
  let without = try draw(program(body(e, modified: false))).get()
  switch e.effect {
  case .visual:
    // (Compared as a Bool: the lists themselves are too long for a message.)
    let differs = with != without
    #expect(differs, "\(name) is declared visual, but its example draws as the view without it")
  case .accepted:
    let same = with == without
    #expect(same, "\(name) is declared without effect, but its example draws differently")
  default:
    break
  }
}

@Test(arguments: Registry.all.filter(\.isUnsupported).filter { $0.kind == .view }.map(\.name).prefix(8))
func unsupportedViewsSaySo(_ name: String) {
  guard case .failure(let f) = draw(program("\(name)()")) else {
    Issue.record("\(name)() ran")
    return
  }
  #expect(f.message == "'\(name)' is SwiftUI, but Detents does not support it yet")
}

@Test(arguments: [
  "inspector", "fileImporter", "navigationBarHidden", "matchedGeometryEffect", "border",
])
func unsupportedModifiersSaySo(_ name: String) {
  guard case .failure(let f) = draw(program("\(base).\(name)()")) else {
    Issue.record(".\(name)() ran")
    return
  }
  #expect(f.message == "'\(name)' is SwiftUI, but Detents does not support it yet")
}

@Test func availabilityFollowsTheOSAndPlatform() throws {
  let detents = try #require(Registry.modifiers["presentationDetents"])
  #expect(detents.iOS == OSVersion(16, 0))
  #expect(detents.macOS == OSVersion(13, 0))
  #expect(Registry.modifiers["presentationBackgroundInteraction"]?.macOS == OSVersion(13, 3))
  #expect(Registry.modifiers["fullScreenCover"]?.macOS == nil)
  #expect(Registry.views["NavigationStack"]?.iOS == OSVersion(16, 0))
}

/// `docs/supported-api.md` is the registry's table, so it cannot drift from what runs.
@Test func supportedAPITableIsTheRegistrys() throws {
  let url = SharedFolder.packageRoot.appendingPathComponent("docs/supported-api.md")
  let table = Registry.supportedAPIMarkdown()
  if ProcessInfo.processInfo.environment["DETENTS_RECORD"] == "1" {
    try table.write(to: url, atomically: true, encoding: .utf8)
  }
  let committed = try String(contentsOf: url, encoding: .utf8)
  #expect(
    committed == table, "docs/supported-api.md is stale: DETENTS_RECORD=1 swift test --filter supportedAPI")
  // The table lists what runs and what does not, by name.
  #expect(
    table.contains("| `.presentationDetents` | modifier | 16.0 | 13.0 | drawn: changes how its view looks |"))
  #expect(table.contains("`Picker`"))
}
