import Detents
import Preview
import SwiftUIRuntime
import Testing

/// The program scripts of `detents simulate FILE.swift --script S`: what each line reads as,
/// and where a mistake is reported.
@Suite struct ProgramScriptTests {
  /// Lines that parse, and the step each is.
  @Test(arguments: [
    ("tap \"Show stops\"", ProgramScript.Step.tap("Show stops")),
    ("tap Show stops", .tap("Show stops")),
    ("  tap Done   # the toolbar button", .tap("Done")),
    ("tap background", .tapBackground),
    ("tap \"background\"", .tap("background")),
    ("drag grabber -200 over 0.15", .drag(-200, over: 0.15)),
    ("drag sheet 120", .drag(120, over: ProgramScript.defaultDragDuration)),
    ("drag content -50 over 1", .drag(-50, over: 1)),
    ("wait 2.3", .wait(2.3)),
    ("frame peek-1.large", .frame("peek-1.large")),
    ("key return", .key(.return)),
    ("key Escape", .key(.escape)),
    ("resize 300", .resize(300)),
    ("long-press \"Forest\"", .longPress("Forest")),
    ("long-press Forest path", .longPress("Forest path")),
    ("resize width 520", .resizeWidth(520)),
  ])
  func aLineIsOneStep(_ text: String, _ step: ProgramScript.Step) throws {
    let script = try ProgramScript(text)
    #expect(script.lines.map(\.step) == [step])
  }

  /// Mistakes, each at its line and column, with a message that says what was expected.
  @Test(arguments: [
    ("wait 1\nswipe left", 2, 1, "unknown step 'swipe' (tap, long-press, drag, key, resize, wait, frame)"),
    ("long-press", 1, 11, "long-press needs the text of a view, as `long-press \"Photo\"`"),
    ("key space", 1, 5, "key is `key return` or `key escape`"),
    (
      "resize tall", 1, 8,
      "resize needs the sheet's new height in points, as `resize 300`, or its width, as `resize width 520`"
    ),
    ("drag lid -100", 1, 6, "expected `drag sheet|grabber|content DY [over SECONDS]`"),
    ("drag sheet up", 1, 12, "drag needs a distance in points, as `drag grabber -200 over 0.15`"),
    ("drag sheet -10 over 0", 1, 21, "`over` needs a positive number of seconds"),
    ("drag sheet -10 during 2", 1, 16, "expected `drag sheet DY` or `drag sheet DY over SECONDS`"),
    ("tap", 1, 4, "tap needs the text of a control, as `tap \"Show stops\"`, or `background`"),
    ("wait soon", 1, 6, "wait needs a number of seconds"),
    (
      "frame ../escape", 1, 7,
      "frame needs a name of letters, digits, '-', '_' and '.', as `frame peek` (it names the image file)"
    ),
    ("frame a\nframe a", 2, 7, "a frame is already named 'a'"),
    (
      "wait 3000\nwait 3000", 2, 1,
      "the script would run to 6000 s; a run covers at most 3600 s of virtual time"
    ),
  ])
  func mistakesAreLocated(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    #expect {
      try ProgramScript(text)
    } throws: { e in
      guard let e = e as? GestureScriptError else { return false }
      return (e.line, e.column, e.message) == (line, column, message)
    }
  }

  /// A script drives a live session: seed 001's auto-play stops once the grabber is dragged,
  /// and the sheet stays at large where the auto-play would have moved it on.
  @Test func aScriptDrivesASession() throws {
    let source = """
      import SwiftUI
      struct Demo: View {
        @State private var shown = false
        @State private var selection: PresentationDetent = .medium
        var body: some View {
          Button("Show") { shown = true }
            .sheet(isPresented: $shown) {
              Text("Sheet").presentationDetents([.medium, .large], selection: $selection)
            }
        }
      }
      #Preview { Demo() }
      """
    var session = PreviewSession(source, path: "Demo.swift")
    let script = try ProgramScript("tap Show\nwait 1\ndrag grabber -300 over 0.2\nwait 1\nframe end")
    for line in script.lines { try session.perform(line.step) }
    #expect(session.time == 2.2)
    let sheet = try #require(session.result.run?.presentations.first?.sheet)
    #expect(sheet.currentDetent == .large)
    #expect(sheet.selection == .large)
  }
}
