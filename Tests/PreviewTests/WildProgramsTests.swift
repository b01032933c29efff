import Layout
import Preview
import SharedFolder
import Testing

/// The 42 SwiftUI programs by other authors in `../shared/wild/` (kept as written), run through
/// the whole pipeline. Each row says what a person does first: the control they tap and what
/// it presents. A program that does not run yet says why; the test fails when it starts to run
/// (so the table cannot go stale) and when one that ran stops.
@Suite struct WildProgramsTests {
  /// What a program does when it runs.
  enum Status {
    /// It runs: its first screen draws; each tap (a label, as `--tap` takes it, or several
    /// separated by ";") changes what is drawn (presents a sheet, an alert, a pushed screen …).
    case runs(taps: [String])
    /// It runs and has nothing to tap that presents anything; the text says why.
    case runsWithoutTaps(String)
    /// Its first screen draws, but tapping `tap` stops at what the text names; the taps
    /// before it work.
    case tapNotYet(taps: [String], tap: String, String)
    /// It does not run yet: the text names what stops it.
    case notYet(String)
  }

  static let table: [(file: String, status: Status)] = [
    (
      "01-packt-sheet-detents-fullscreencover.swift",
      .runs(taps: ["Show sheet with drag", "Show full screen cover"])
    ),
    ("02-packt-popover.swift", .runs(taps: ["Show popover"])),
    ("03-packt-confirmation-dialog.swift", .runs(taps: ["Present Confirmation Dialog"])),
    ("04-packt-alert-if-expression.swift", .runs(taps: ["Tap to Change Text"])),
    ("05-packt-signup-form.swift", .runsWithoutTaps("a sign-up form: it presents nothing (Submit prints)")),
    ("06-packt-reminders-observable.swift", .runs(taps: ["Add new section"])),
    ("07-packt-lazy-grids.swift", .runsWithoutTaps("two scrolling grids of 999 capsules: nothing to tap")),
    (
      "08-packt-binding-todo-list.swift",
      .runsWithoutTaps("a to-do list: tapping a row ticks it and Add appends one; it presents nothing")
    ),
    ("09-gauchat-books-interactive-dismiss.swift", .runs(taps: ["plus"])),
    ("10-gauchat-books-height-detent.swift", .runs(taps: ["plus"])),
    ("11-gauchat-books-sheet-item-edit.swift", .runs(taps: ["plus"])),
    // Its preview is the list without the App's NavigationView, so its links cannot push;
    // Edit puts the list in edit mode (selection circles, as it has a selection).
    ("12-hudson-simpletodo.swift", .runs(taps: ["Add Item", "Add Item;Edit"])),
    (
      "13-hudson-simplescores-alert.swift",
      .runs(taps: ["Add Player", "Add Player;Remove All"])
    ),
    (
      "14-rodeker-sheets-catalog.swift",
      .runs(taps: ["Show single button Sheet", "Show multitext Sheet", "Show Sheet with fraction detents"])
    ),
    ("15-fatbobman-sheet-transaction.swift", .runs(taps: ["Pop Sheet with Animation"])),
    (
      "16-fatbobman-sheet-init-monitor.swift",
      .runs(taps: ["Set n = 2"])
    ),
    ("17-fatbobman-split-view-destination.swift", .runs(taps: ["SideBar 3"])),
    ("18-jinxiansen-alert-page.swift", .runs(taps: ["Click"])),
    ("19-jinxiansen-action-sheet.swift", .runs(taps: ["ActionSheet"])),
    ("20-jinxiansen-two-pickers.swift", .runs(taps: ["🧚‍♀️3"])),
    ("21-singer-controls-group.swift", .runs(taps: ["Age: 0 +", "Vanilla"])),
    (
      "22-milner-iexpense.swift",
      .runs(taps: ["plus"])
    ),
    (
      "23-milner-multiplication-settings.swift",
      // Start swaps in the game screen; its Submit presents the answer's alert.
      .runs(taps: ["Tables up to...2 +", "10 questions", "Tables up to...2 +;10 questions;Start;Submit"])
    ),
    ("24-apple-prater-observation-library.swift", .runs(taps: ["book title 1"])),
    ("25-sato-three-alerts.swift", .runs(taps: ["square.and.arrow.down", "play"])),
    ("26-sato-tabview-list.swift", .runs(taps: ["3"])),
    (
      "27-sato-geometry-coordinates.swift",
      .runsWithoutTaps("a GeometryReader printing its frame in global and local coordinates: nothing to tap")
    ),
    ("28-hayashi-tabview-in-sheet.swift", .runs(taps: ["show TabView"])),
    (
      "29-ivansaul-sticky-header.swift",
      .runsWithoutTaps(
        "a poster over a list of games: its buttons have empty actions, and the header shows only once the list is scrolled"
      )
    ),
    ("30-mueller-iexpense-presentationmode.swift", .runs(taps: ["Edit", "plus"])),
    ("31-mueller-habits-sheet-alert.swift", .runs(taps: ["plus", "Guitar"])),
    ("32-milner-habit-tracker.swift", .runs(taps: ["plus"])),
    ("33-packt-tabview-currencies.swift", .runs(taps: ["Currencies"])),
    ("34-fatbobman-navstack-transaction.swift", .runs(taps: ["Go Link with Animation"])),
    ("35-gauchat-books-navigation-path.swift", .runs(taps: ["Steve Jobs"])),
    ("36-gauchat-books-settings-slider.swift", .runs(taps: ["Settings"])),
    ("37-gauchat-confirmation-dialog.swift", .runs(taps: ["Open Confirmation Dialog"])),
    ("38-cypherpoet-guess-the-flag.swift", .runs(taps: ["london"])),
    ("39-hayashi-stepper.swift", .runs(taps: ["+"])),
    ("40-sato-sheet-sample.swift", .runs(taps: ["photo.on.rectangle"])),
    ("41-jinxiansen-popover-images.swift", .runs(taps: ["Popover"])),
    (
      "42-singer-indicators-group.swift",
      .runsWithoutTaps("indicators: a timer fills a progress bar on the virtual clock; nothing to tap")
    ),
  ]

  static let folder = SharedFolder.current

  @Test func theTableNamesEveryProgramOnce() throws {
    let files = try Self.folder.files(in: Self.folder.wild, suffix: ".swift").map { $0.lastPathComponent }
    #expect(files.count == 42)
    #expect(Self.table.map(\.file) == files.sorted())
  }

  static func source(_ file: String) throws -> PreviewSource {
    let url = folder.wild.appendingPathComponent(file)
    return PreviewSource(try String(contentsOf: url, encoding: .utf8), path: file)
  }

  /// The texts drawn on the first frame of a run.
  static func drawnTexts(_ result: PreviewResult) -> [String] {
    guard let screen = result.screen else { return [] }
    return texts(screen.displayList(measurer: measurer)).map(\.text)
  }

  @Test(arguments: table.map(\.file))
  func theProgramRunsAsTheTableSays(_ file: String) throws {
    let status = try #require(Self.table.first { $0.file == file }?.status)
    let source = try Self.source(file)
    var options = PreviewOptions()
    options.time = 1
    let first = source.run(options)
    switch status {
    case .notYet(let what):
      // Still stops: when it runs, move it up to `.runs` with its taps.
      #expect(!first.diagnostics.isEmpty, "\(file) runs now (it used to stop at \(what)): give it its taps")
      return
    case .runs, .runsWithoutTaps, .tapNotYet:
      #expect(
        first.diagnostics.isEmpty,
        "\(file): \(first.diagnostics.map { source.render($0) }.joined(separator: "\n"))")
    }
    let before = Self.drawnTexts(first)
    #expect(!before.isEmpty, "\(file): the first screen draws no text")
    // "A;B": tap A, then B (a control that presents only once another has run).
    func tapping(_ tap: String) -> PreviewResult {
      var tapped = options
      tapped.interactions = tap.split(separator: ";").enumerated().map {
        (0.1 * Double($0.offset + 1), .tapButton(String($0.element)))
      }
      return source.run(tapped)
    }
    let taps: [String]
    switch status {
    case .runs(let all): taps = all
    case .tapNotYet(let working, let tap, let what):
      taps = working
      #expect(
        !tapping(tap).diagnostics.isEmpty, "\(file): tapping '\(tap)' works now (it stopped at \(what))")
    default: taps = []
    }
    for tap in taps {
      let after = tapping(tap)
      #expect(
        after.diagnostics.isEmpty,
        "\(file), tap \(tap): \(after.diagnostics.map { source.render($0) }.joined(separator: "\n"))")
      #expect(Self.drawnTexts(after) != before, "\(file): tapping '\(tap)' changes nothing drawn")
    }
  }
}
