import Detents
import Layout
import Preview
import SharedFolder
import SwiftUIRuntime
import Testing

/// The incremental session: edits, taps, time steps and drags, each giving the current screen.
@Suite struct PreviewSessionTests {
  /// The texts on the session's screen, without the status bar's clock.
  func shown(_ session: PreviewSession) -> [String] {
    guard let list = session.displayList(measurer: measurer) else { return [] }
    return texts(list).map(\.text).filter { $0 != "9:41" }
  }

  @Test func anEditRerunsTheProgram() {
    var session = PreviewSession(buttonAndSheet(button: "Open"), path: "demo.swift")
    #expect(shown(session) == ["Open"])
    session.edit(buttonAndSheet(button: "Show the plan"))
    #expect(session.diagnostics.isEmpty)
    #expect(shown(session) == ["Show the plan"])
  }

  @Test func anEditWithErrorsKeepsTheLastGoodScreen() throws {
    var session = PreviewSession(buttonAndSheet(button: "Open"), path: "demo.swift")
    session.edit("struct Demo: View { var body: some View { Text(\"a\" } }")
    #expect(session.diagnostics.first?.stage == .syntax)
    #expect(session.result.screen == nil)
    #expect(shown(session) == ["Open"])
    // While the source is broken, interactions are refused and not kept.
    #expect(throws: PreviewDiagnostic.self) { try session.tap("Open") }
    #expect(session.options.interactions.isEmpty)
    session.edit(buttonAndSheet(button: "Fixed"))
    #expect(session.diagnostics.isEmpty)
    #expect(shown(session) == ["Fixed"])
  }

  @Test func aTapByLabelPresentsAndTimeBringsTheSheetUp() throws {
    var session = PreviewSession(buttonAndSheet(), path: "demo.swift")
    #expect(session.screen?.presentation == nil)
    try session.tap("Show")
    let rising = try #require(session.screen?.presentation?.sheet)
    #expect(!rising.isSettled)
    #expect(shown(session) == ["Show", "Details"])
    try session.advance(by: 1)
    #expect(session.time == 1)
    let sheet = try #require(session.screen?.presentation?.sheet)
    #expect(sheet.isSettled)
    #expect(sheet.currentDetent == .medium)
    #expect(sheet.height == 384)
  }

  @Test func aTapThatFindsNoButtonIsThrownAndNotKept() throws {
    var session = PreviewSession(buttonAndSheet(), path: "demo.swift")
    #expect(throws: PreviewDiagnostic.self) { try session.tap("Nope") }
    #expect(session.options.interactions.isEmpty)
    #expect(session.diagnostics.isEmpty)
    try session.tap("Show")
    #expect(session.options.interactions.count == 1)
  }

  @Test func aTimeStepAdvancesTheSeedsSheet() throws {
    // Seed 001 plays by itself: at 1.1 s it selects the peek detent, at 2.2 s height:400 again.
    let file = "001-custom-detent-sheet.swift"
    var session = PreviewSession(try SharedFolder.current.seedExample(file), path: file)
    try session.advance(by: 1)
    #expect(session.screen?.presentation?.sheet.currentDetent == .height(400))
    try session.advance(by: 0.9)
    let peek = try #require(session.screen?.presentation?.sheet)
    #expect(peek.currentDetent.description == "custom:CustomDetentSheetPeek")
    #expect(abs(peek.height - 168.96) < 0.5)
  }

  @Test func aDragMovesTheEnginesSheet() throws {
    var session = PreviewSession(buttonAndSheet(), path: "demo.swift")
    try session.tap("Show")
    try session.advance(by: 1)
    #expect(session.screen?.presentation?.sheet.height == 384)
    try session.drag(by: -300, over: 0.2)
    #expect(abs(session.time - 1.2) < 1e-9)
    try session.advance(by: 1)
    let sheet = try #require(session.screen?.presentation?.sheet)
    #expect(sheet.currentDetent == .large)
    #expect(sheet.height == 768)
    // The display list follows: the attached sheet's top is at 874 − 34 − 768 = 72.
    let list = try #require(session.displayList(measurer: measurer))
    #expect(fills(list).contains { $0.shape.bounds == Rect(x: 0, y: 72, width: 402, height: 802) })
    // A swipe down from large goes to medium, one detent at a time.
    try session.drag(by: 250, over: 0.3)
    try session.advance(by: 1)
    #expect(session.screen?.presentation?.sheet.currentDetent == .medium)
  }

  /// A drag followed event by event: the sheet's height follows the finger while it is down
  /// (rubber-banded above large), and the release projects its velocity: the same engine as a
  /// whole drag, one step at a time, and an edit's replay lands in the same place.
  @Test func aFollowedDragMovesTheSheetWithTheFingerThenSettles() throws {
    var session = PreviewSession(buttonAndSheet(), path: "demo.swift")
    try session.tap("Show")
    try session.advance(by: 1)
    try session.putFingerDown()
    var heights: [Double] = []
    for k in 1...10 {
      try session.moveFinger(to: Double(-15 * k), velocity: -900, after: 1.0 / 60)
      heights.append(try #require(session.screen?.presentation?.sheet.height))
    }
    // 384 + 15 k while below large: the sheet's top is under the finger.
    #expect(heights == (1...10).map { 384 + 15 * Double($0) })
    #expect(session.screen?.presentation?.sheet.isDragging == true)
    #expect(abs(session.time - (1 + 10.0 / 60)) < 1e-9)
    try session.moveFinger(to: -700, velocity: -900, after: 1.0 / 60)
    let banded = try #require(session.screen?.presentation?.sheet.height)
    #expect(banded > 768 && banded < 384 + 700, "rubber-banded above large: \(banded)")
    try session.liftFinger(at: -150, velocity: -900, after: 1.0 / 60)
    #expect(session.screen?.presentation?.sheet.isSettled == false)
    try session.advance(by: 1)
    let sheet = try #require(session.screen?.presentation?.sheet)
    #expect(sheet.currentDetent == .large && sheet.height == 768)
    #expect(
      session.result.run?.log.contains { $0.contains("finger up: the sheet dragged by -150 pt") } == true)
    // A slow release near medium stays at medium.
    try session.putFingerDown()
    try session.moveFinger(to: 300, velocity: 200, after: 0.5)
    try session.liftFinger(at: 300, velocity: 0, after: 0.2)
    try session.advance(by: 1)
    #expect(session.screen?.presentation?.sheet.currentDetent == .medium)
    // Replaying the history (an edit) gives the same screen.
    let before = session.screen?.presentation?.sheet.height
    session.edit(buttonAndSheet(sheetText: "Edited"))
    #expect(session.screen?.presentation?.sheet.height == before)
    #expect(shown(session) == ["Show", "Edited"])
  }

  /// A scrubber: seeking replays the history to a time, earlier or later; the interactions
  /// after it happen again when time is played on, and a new interaction forgets them.
  @Test func seekingReplaysTheHistoryToATimeAndPlayingOnRepeatsIt() throws {
    var session = PreviewSession(buttonAndSheet(), path: "demo.swift")
    try session.tap("Show")
    try session.advance(by: 1)
    try session.drag(by: -300, over: 0.2)
    try session.advance(by: 1.8)
    #expect(session.screen?.presentation?.sheet.currentDetent == .large)
    try session.seek(to: 0.9)
    #expect(session.time == 0.9)
    #expect(session.screen?.presentation?.sheet.currentDetent == .medium)
    #expect(session.future.count == 1 && session.options.interactions.count == 1)
    try session.seek(to: 0)
    #expect(session.screen?.presentation?.sheet.isSettled == false)
    try session.seek(to: 3)
    #expect(session.screen?.presentation?.sheet.height == 768)
    try session.seek(to: 0.5)
    try session.advance(by: 2.5)
    #expect(session.screen?.presentation?.sheet.height == 768)
    #expect(session.future.isEmpty)
    try session.seek(to: 0.9)
    try session.drag(by: 400, over: 0.2)
    #expect(session.future.isEmpty)
    try session.advance(by: 2)
    #expect(session.screen?.presentation == nil || session.screen?.presentation?.sheet.isDismissed == true)
    #expect(throws: PreviewDiagnostic.self) { try session.seek(to: -1) }
  }

  @Test func anEditReplaysTheHistoryIntoTheNewCode() throws {
    var session = PreviewSession(buttonAndSheet(sheetText: "Old"), path: "demo.swift")
    try session.tap("Show")
    try session.advance(by: 1)
    session.edit(buttonAndSheet(sheetText: "New"))
    #expect(session.time == 1)
    #expect(shown(session) == ["Show", "New"])
    #expect(session.screen?.presentation?.sheet.height == 384)
  }

  @Test func anEditThatRemovesATappedButtonSaysSoAndRestartClearsIt() throws {
    var session = PreviewSession(buttonAndSheet(), path: "demo.swift")
    try session.tap("Show")
    session.edit(buttonAndSheet(button: "Open"))
    #expect(session.diagnostics.first?.stage == .interaction)
    session.restart()
    #expect(session.diagnostics.isEmpty)
    #expect(session.time == 0 && session.options.interactions.isEmpty)
    #expect(shown(session) == ["Open"])
  }

  @Test func configureChangesTheEnvironmentAndKeepsTheHistory() throws {
    var session = PreviewSession(buttonAndSheet(), path: "demo.swift")
    try session.tap("Show")
    try session.advance(by: 1)
    session.configure { $0.colorScheme = .dark }
    #expect(session.screen?.environment.values.colorScheme == .dark)
    #expect(session.screen?.presentation != nil)
    let list = try #require(session.displayList(measurer: measurer))
    #expect(fills(list).first?.paint == .color(RGBA(0, 0, 0, 1)))
  }

  /// Each step continues the live run; after every step the screen, the log and the sheets
  /// are what a replay of the whole history from t = 0 gives. Seed 001 cycles its detents
  /// from a task every 1.1 s, so its task is suspended and resumed across steps.
  @Test func continuingTheLiveRunIsTheSameAsReplayingTheHistory() throws {
    let seed = try SharedFolder.current.seedExample("001-custom-detent-sheet.swift")
    var session = PreviewSession(seed, path: "001.swift")
    func agreesWithReplay(_ step: String) {
      let replay = PreviewSource(seed, path: "001.swift").run(session.options)
      #expect(replay.run?.log == session.result.run?.log, "log after \(step)")
      #expect(
        replay.screen?.displayList(measurer: measurer) == session.displayList(measurer: measurer),
        "screen after \(step)")
      #expect(
        replay.run?.presentations.map(\.sheet.height) == session.result.run?.presentations.map(\.sheet.height)
      )
    }
    for step in 1...6 {
      try session.advance(by: 0.55)
      agreesWithReplay("step \(step)")
    }
    try session.drag(by: 120, over: 0.3)
    agreesWithReplay("the drag")
    try session.touch()
    try session.advance(by: 2)
    agreesWithReplay("the touch")
    // Every step continued the run: none replayed.
    #expect(session.continuedSteps == 9)
  }

  /// A step that fails keeps nothing, and the next step replays the history (the live run
  /// went past the failed step's time).
  @Test func afterAFailedStepTheNextReplays() throws {
    var session = PreviewSession(buttonAndSheet(), path: "demo.swift")
    try session.advance(by: 0.5)
    #expect(throws: PreviewDiagnostic.self) { try session.tap("No such button") }
    #expect(session.time == 0.5)
    try session.tap("Show")
    try session.advance(by: 1)
    #expect(session.screen?.presentation != nil)
    #expect(session.continuedSteps == 2)  // the first advance, then (after the replayed tap) the last
    let replay = PreviewSource(buttonAndSheet(), path: "demo.swift").run(session.options)
    #expect(replay.screen?.displayList(measurer: measurer) == session.displayList(measurer: measurer))
  }

  /// A copy of a session that stepped on does not continue the other's run.
  @Test func aCopyDoesNotShareTheLiveRun() throws {
    var a = PreviewSession(buttonAndSheet(), path: "demo.swift")
    var b = a
    try a.tap("Show")
    try a.advance(by: 1)
    try b.advance(by: 1)
    #expect(b.screen?.presentation == nil)
    #expect(a.screen?.presentation != nil)
    #expect(b.continuedSteps == 0)
  }
}
