import Detents
import Foundation
import Testing

/// Gesture scripts: parsing each step with its line and column, the mistakes, and performing a
/// script on a sheet (frames, events, the log).
@Suite struct GestureScriptTests {
  /// The error `text` fails to parse with, as `s.txt:line:column: error: message`, then the
  /// source line it carries and a caret under the column (what the CLI's renderer shows for a
  /// short line); nil when it parses.
  func failure(_ text: String) -> String? {
    do {
      _ = try GestureScript(text)
      return nil
    } catch {
      return "s.txt:\(error.line):\(error.column): error: \(error.message)"
        + (error.sourceLine.map { "\n\($0)\n" + String(repeating: " ", count: error.column - 1) + "^" } ?? "")
    }
  }

  @Test func everyStepParsesWithItsPlace() throws {
    let script = try GestureScript(
      """
      # a comment line
      drag -120 over 0.1
        release
      wait 0.8   # a pause
      scroll 40
      select large snappy(duration: 0.4)
      detents medium, large
      dismiss none
      """)
    #expect(script.lines.map(\.number) == [2, 3, 4, 5, 6, 7, 8])
    #expect(script.lines[1].column == 3)
    #expect(script.lines[2].text == "wait 0.8")
    guard case .drag(let dy, let over, let onContent) = script.lines[0].step else {
      Issue.record("not a drag")
      return
    }
    #expect(dy == -120 && over == 0.1 && !onContent)
    guard case .drag(40, nil, true) = script.lines[3].step else {
      Issue.record("scroll is a drag on the content, at once")
      return
    }
    guard case .select(.large, let animation?) = script.lines[4].step else {
      Issue.record("select large with an animation")
      return
    }
    #expect(animation == .snappy(duration: 0.4))
    guard case .detents(let list) = script.lines[5].step else {
      Issue.record("detents")
      return
    }
    #expect(list == [.medium, .large])
    guard case .dismiss(nil) = script.lines[6].step else {
      Issue.record("dismiss none has no animation")
      return
    }
  }

  @Test func mistakesPointAtTheirColumnUnderTheLine() {
    #expect(
      failure("drag -100 over 0.2\n  flick 300")
        == "s.txt:2:3: error: unknown step 'flick' (drag, scroll, release, wait, select, dismiss, detents)\n  flick 300\n  ^"
    )
    #expect(failure("wait soon") == "s.txt:1:6: error: wait needs a number of seconds\nwait soon\n     ^")
    #expect(
      failure("drag 10 over -1")
        == "s.txt:1:14: error: `over` needs a positive number of seconds\ndrag 10 over -1\n             ^")
    #expect(failure("select tall")?.hasPrefix("s.txt:1:8: error: unknown detent 'tall'") == true)
    #expect(failure("release now")?.hasPrefix("s.txt:1:9: error: release takes no arguments") == true)
    #expect(
      failure("select large wobbly")?.hasPrefix("s.txt:1:14: error: unknown animation 'wobbly'") == true)
  }

  @Test func aScriptCoversAtMostAnHour() {
    #expect(
      failure("wait 3000\nwait 601")?.hasPrefix("s.txt:2:1: error: the script would run to 3601 s") == true)
    #expect(failure("wait 3000\nwait 600") == nil)
  }

  @Test func aFlingRunsFrameByFrameAndSettlesOnLarge() throws {
    let sheet = makeSheet([.height(400), .large], selection: .height(400))
    var run = GestureScriptRun(sheet: sheet, keepsFrames: true)
    try run.perform(GestureScript("drag -120 over 0.1\nrelease"))
    #expect(run.sheet.currentDetent == .large)
    #expect(run.sheet.height == 768)
    #expect(run.sheet.isSettled)
    // 120 frames a second from t = 0, consecutive, until the sheet rests.
    #expect(run.frames.first?.t == 0)
    #expect(abs((run.frames[12].t) - 0.1) < 1e-9)
    #expect(run.frames.last?.settled == true)
    // While the finger moves the sheet follows it 1:1: 60 pt up after half the move.
    #expect(run.frames[6].height == 460)
    #expect(run.events.map(GestureScriptRun.name) == ["selectionChanged", "settled"])
    #expect(run.log.first == "  0.000 s      400 pt  at height:400")
    #expect(run.log.contains("  0.100 s  release at 520 pt, 1200 pt/s up → large"))
  }

  @Test func withoutFramesNothingIsKeptButTheSheetEndsTheSame() throws {
    let script = try GestureScript("drag -120 over 0.1\nrelease\nwait 2")
    var kept = GestureScriptRun(sheet: makeSheet(selection: .height(400)), keepsFrames: true)
    var lean = GestureScriptRun(sheet: makeSheet(selection: .height(400)), keepsFrames: false)
    try kept.perform(script)
    try lean.perform(script)
    #expect(lean.frames.isEmpty)
    #expect(lean.sheet.height == kept.sheet.height)
    #expect(lean.log == kept.log)
  }

  @Test func stepsTheSheetCannotTakeAreErrorsAtTheirLine() throws {
    var run = GestureScriptRun(sheet: makeSheet(), keepsFrames: false)
    #expect(throws: GestureScriptError("release without a drag", line: 2, column: 1)) {
      try run.perform(GestureScript("wait 1\nrelease"))
    }
    var dismissed = GestureScriptRun(sheet: makeSheet(), keepsFrames: false)
    #expect(throws: GestureScriptError("the sheet cannot be dragged: it is dismissed", line: 3, column: 1)) {
      try dismissed.perform(GestureScript("dismiss\nwait 2\ndrag 10"))
    }
    // A step's error (one that parsed but could not be performed) has no source line to show.
    do {
      var r = GestureScriptRun(sheet: makeSheet(), keepsFrames: false)
      try r.perform(GestureScript("wait 1\nrelease"))
      Issue.record("a release without a drag was performed")
    } catch {
      #expect(error.sourceLine == nil)
    }
  }
}
