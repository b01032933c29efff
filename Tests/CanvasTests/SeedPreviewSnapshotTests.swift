import Canvas
import Detents
import Foundation
import Layout
import Preview
import SharedFolder
import SwiftUIRuntime
import Testing

/// The whole pipeline on every seed example (parse → run → layout → draw), compared with
/// reference images: iPhone 16 Pro in portrait and landscape, iPad Pro 11" and dark mode.
/// References are drawn at 1× to keep the repository small; the examples whose sheet waits
/// for a button get the button tapped first.
@Suite struct SeedPreviewSnapshotTests {
  /// The button that presents each example's sheet, when it does not start presented.
  static let presentingButton: [String: String] = [
    "000-bottom-sheet.swift": "Show details",
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
    let source = PreviewSource(try SharedFolder.current.seedExample(file), path: file)
    let stem = String(file.dropLast(".swift".count))
    for (name, env) in Self.configurations {
      let taps = Self.presentingButton[file].map { [(time: 0.1, Interaction.tapButton($0))] } ?? []
      let result = source.run(PreviewOptions(environment: env, time: 2, interactions: taps))
      #expect(result.diagnostics.isEmpty, "\(file) on \(name): \(result.diagnostics.map(source.render))")
      let screen = try #require(result.screen)
      var list = screen.displayList(measurer: Self.measurer)
      list.scale = 1
      // Every example shows a sheet (after its button, where it has one).
      #expect(screen.presentation != nil, "\(file) on \(name): no sheet presented")
      try Snapshot().check(list, named: "\(stem)-\(name)")
    }
  }
}
