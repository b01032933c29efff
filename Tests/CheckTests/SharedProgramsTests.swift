import Check
import Foundation
import SharedFolder
import SwiftSource
import Testing

/// Every program of the seeds and of the wild checks without errors; each warning is listed
/// here with why it is right.
@Suite struct SharedProgramsTests {
  /// "file rule line", and why the warning is right.
  static let expectedWarnings: [(finding: String, why: String)] = [
    (
      "000-maps-sheet.swift availability 31",
      "presentationBackgroundInteraction is iOS 16.4; the default target is 16.0"
    ),
    (
      "000-maps-sheet.swift dismiss-disabled-no-exit 32",
      "the Maps sheet is shown with .constant(true) and meant to stay"
    ),
    ("000-styled-sheet.swift availability 20", "presentationCornerRadius is iOS 16.4"),
    ("000-styled-sheet.swift availability 21", "presentationContentInteraction is iOS 16.4"),
    ("000-styled-sheet.swift availability 22", "presentationBackground is iOS 16.4"),
    ("001-custom-detent-sheet.swift availability 28", "presentationBackgroundInteraction is iOS 16.4"),
    ("001-custom-detent-sheet.swift availability 29", "presentationCornerRadius is iOS 16.4"),
    (
      "01-packt-sheet-detents-fullscreencover.swift availability 36",
      "presentationBackgroundInteraction is iOS 16.4"
    ),
    ("14-rodeker-sheets-catalog.swift availability 58", "presentationSizing is iOS 18"),
    ("14-rodeker-sheets-catalog.swift availability 229", "contentMargins is iOS 17"),
    (
      "14-rodeker-sheets-catalog.swift detents-outside-sheet 58",
      "presentationSizing is on the presenting button"
    ),
    (
      "22-milner-iexpense.swift done-without-cancel 166",
      "the add-expense sheet has Save in its toolbar and no Cancel"
    ),
    (
      "30-mueller-iexpense-presentationmode.swift done-without-cancel 135",
      "the same sheet, with navigationBarItems"
    ),
  ]

  @Test func seedAndWildProgramsCheckWithoutErrors() throws {
    let shared = SharedFolder.current
    let files =
      try shared.seedExampleFiles() + shared.files(in: shared.wild, suffix: ".swift")
    try #require(files.count >= 40, "only \(files.count) programs")
    var warnings: [String] = []
    for file in files {
      let tree = SourceFile.parse(try String(contentsOf: file, encoding: .utf8))
      for d in Checker.check(tree) {
        #expect(d.severity != .error, "\(file.lastPathComponent):\(d.location): \(d.message)")
        warnings.append("\(file.lastPathComponent) \(d.id) \(d.location.line)")
      }
    }
    #expect(warnings.sorted() == Self.expectedWarnings.map { $0.finding }.sorted())
  }
}
