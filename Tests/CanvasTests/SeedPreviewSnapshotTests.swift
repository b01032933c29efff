import Canvas
import Detents
import Foundation
import Layout
import SharedFolder
import SwiftUIRuntime
import Testing
import ViewTree

/// The whole pipeline on every seed example (parse → run → layout → draw), compared with
/// reference images: iPhone 16 Pro in portrait and landscape, iPad Pro 11" and dark mode.
/// References are drawn at 1× to keep the repository small; the examples whose sheet waits
/// for a button get the button tapped first.
@Suite struct SeedPreviewSnapshotTests {
  /// The button that presents each example's sheet, when it does not start presented.
  static let presentingButton: [String: String] = [
    "000-bottom-sheet.swift": "Show details", "000-height-and-fraction.swift": "Confirm",
    "003-macos-new-event.swift": "New Event", "003-sheet-default.swift": "Show Details",
  ]

  static let files = SharedFolder.current.filesOrNone(in: SharedFolder.current.seedExamples, suffix: ".swift")
    .map(\.lastPathComponent)

  static let configurations: [(name: String, environment: SheetEnvironment)] = [
    ("iphone", SheetEnvironment()),
    ("iphone-landscape", SheetEnvironment(orientation: .landscape)),
    ("ipad", SheetEnvironment(device: DeviceCatalog.device(named: "iPad Pro 11-inch (M4)")!)),
    ("iphone-dark", SheetEnvironment(colorScheme: .dark)),
  ]

  static let measurer = PangoTextMeasurer()

  /// Without the seeds `seedExampleLooksAsRecorded` has no cases: this fails instead, naming the folder.
  @Test func seedExamplesArePresent() throws {
    #expect(try SharedFolder.current.seedExampleFiles().count >= 11)
  }

  @Test(arguments: files)
  func seedExampleLooksAsRecorded(file: String) throws {
    let source = try SharedFolder.current.seedExample(file)
    let program = SwiftUIProgram(source: source, path: file)
    let stem = String(file.dropLast(".swift".count))
    for (name, env) in Self.configurations {
      let taps = Self.presentingButton[file].map { [(time: 0.1, Interaction.tapButton($0))] } ?? []
      let result = try program.run(until: 2, environment: env, interactions: taps)
      let p = result.presentations.last
      let screen = Screen(
        environment: env, root: result.tree, presentation: p.map { ($0.content, $0.sheet, $0.background) })
      var list = ScreenComposer(measurer: Self.measurer).compose(screen)
      list.scale = 1
      // Every example shows a sheet (after its button, where it has one).
      #expect(p != nil, "\(file) on \(name): no sheet presented")
      try Snapshot().check(list, named: "\(stem)-\(name)")
    }
  }
}
