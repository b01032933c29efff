import Detents
import Layout
import Preview
import SharedFolder
import SwiftSource
import SwiftUIRuntime
import Testing

/// The pipeline from source to display lists: frames per detent, diagnostics of broken
/// programs, and the options it is run with.
@Suite struct PreviewSourceTests {
  static let seedFile = "003-sheet-default.swift"

  /// Seed 003's default sheet, its button tapped at 0.1 s, run to 1 s.
  func seedScreen(_ options: PreviewOptions = PreviewOptions()) throws -> PreviewScreen {
    let source = PreviewSource(try SharedFolder.current.seedExample(Self.seedFile), path: Self.seedFile)
    var options = options
    options.time = 1
    options.interactions = [(0.1, .tapButton("Show Details"))]
    let result = source.run(options)
    #expect(result.diagnostics.isEmpty)
    return try #require(result.screen)
  }

  @Test func aSeedSheetIsDrawnAsPresentedAndAtEachDetent() throws {
    let frames = try seedScreen().frames
    #expect(frames.map(\.label) == ["as presented: medium", "medium", "large"])
    #expect(frames.map { $0.sheet?.height } == [384, 384, 768])

    // iPhone 16 Pro, 402 × 874 pt, 34 pt home-indicator area. At .medium the iOS 26 sheet is a
    // glass card inset 8 pt: its top is 874 − 34 − 384 = 456, it is 386 wide and reaches 8 pt
    // above the bottom.
    let medium = frames[1].displayList(measurer: measurer)
    #expect(medium.width == 402 && medium.height == 874)
    #expect(backdrops(medium).map(\.bounds) == [Rect(x: 8, y: 456, width: 386, height: 410)])
    // "Details" (7 × 8.5 = 59.5 pt) is centred in the card and in the detent's 384 pt: baseline
    // at 456 + 192 − 10.2 (half a 20.4 pt line) + 16.15 (the ascent).
    let details = try #require(run("Details", in: medium))
    let centred: Double = 8 + (386 - 59.5) / 2
    let baseline: Double = 456 + 192 - 10.2 + 16.15
    #expect(details.origin.x == centred)
    #expect(abs(details.origin.y - baseline) < 1e-9)
    #expect(details.color == RGBA(0, 0, 0, 1))
    // The button behind is still drawn, centred on the screen, in the accent colour, and the
    // sheet dims it (the lighter iOS 26 dimming).
    let button = try #require(run("Show Details", in: medium))
    #expect(button.origin.x == 150)  // (402 − 12 × 8.5) / 2
    #expect(button.color == RGBA(rgb255: 0, 136, 255))
    #expect(fills(medium).contains { $0.paint == .color(RGBA(0, 0, 0, 0.25)) })
    // The grabber: 36 × 5, centred, 5 pt below the sheet's top.
    #expect(
      fills(medium).contains {
        $0.shape == .roundedRect(Rect(x: 183, y: 461, width: 36, height: 5), radius: 2.5, continuous: false)
      })

    // At .large the sheet attaches to the screen's edges and turns opaque: 72 = 874 − 34 − 768.
    let large = frames[2].displayList(measurer: measurer)
    #expect(backdrops(large).isEmpty)
    #expect(
      fills(large).contains {
        $0.shape.bounds == Rect(x: 0, y: 72, width: 402, height: 802) && $0.paint == .color(.white)
      })
    let detailsLarge = try #require(run("Details", in: large))
    let baselineLarge: Double = 72 + 384 - 10.2 + 16.15
    #expect(abs(detailsLarge.origin.y - baselineLarge) < 1e-9)
  }

  @Test func withNothingPresentedThereIsOneFrameOfTheProgram() throws {
    let source = PreviewSource(try SharedFolder.current.seedExample(Self.seedFile), path: Self.seedFile)
    let screen = try #require(source.run(PreviewOptions(time: 1)).screen)
    #expect(screen.presentation == nil)
    let frames = screen.frames
    #expect(frames.map(\.label) == ["—"])
    #expect(frames[0].sheet == nil)
    let list = frames[0].displayList(measurer: measurer)
    #expect(texts(list).map(\.text).contains("Show Details"))
    #expect(!fills(list).contains { $0.paint == .color(RGBA(0, 0, 0, 0.25)) })
  }

  @Test func theCurrentScreenHasTheSheetWhereTheRunLeftIt() throws {
    // Tapped at 0.1 s and stopped at 0.3 s: the sheet is still rising, below its 384 pt.
    let source = PreviewSource(buttonAndSheet(), path: "demo.swift")
    let result = source.run(PreviewOptions(time: 0.3, interactions: [(0.1, .tapButton("Show"))]))
    let screen = try #require(result.screen)
    let sheet = try #require(screen.current.presentation?.sheet)
    #expect(!sheet.isSettled)
    #expect(sheet.height < 384)
    // The frames show it at rest.
    #expect(screen.frames[0].sheet?.height == 384)
  }

  @Test func syntaxErrorsStopThePipelineBeforeItRuns() throws {
    let text = "import SwiftUI\nstruct A: View {\n  var body: some View { Text(\"a\" }\n}\n"
    let source = PreviewSource(text, path: "broken.swift")
    let result = source.run(PreviewOptions())
    #expect(result.run == nil && result.screen == nil)
    let d = try #require(result.diagnostics.first)
    #expect(result.diagnostics.allSatisfy { $0.stage == .syntax && $0.severity == .error })
    #expect(d.location?.line == 3)
    #expect(source.render(d).hasPrefix("broken.swift:3:"))
    #expect(source.render(d).contains("\n  var body: some View { Text(\"a\" }\n"))
    #expect(source.syntaxErrors == result.diagnostics)
  }

  // The semantic pass finds it before the program runs, with the nearest name as a fix-it.
  @Test func anUnknownModifierIsADiagnosticAtItsPlace() throws {
    let text = """
      import SwiftUI
      struct Broken: View {
        var body: some View {
          Text("Hello")
            .presentationDragIndicatr(.visible)
        }
      }
      #Preview { Broken() }
      """
    let source = PreviewSource(text, path: "b.swift")
    let result = source.run(PreviewOptions())
    #expect(result.screen == nil)
    let d = try #require(result.diagnostics.first)
    #expect(d.stage == .semantic)
    #expect(d.id == .unknownMember)
    #expect(d.fixIts.map(\.replacement) == ["presentationDragIndicator"])
    #expect(
      d.fixIts.first.map { Array(text.utf8)[$0.range] }.map { String(decoding: $0, as: UTF8.self) }
        == "presentationDragIndicatr")
    #expect(d.location?.line == 5)
    #expect(d.location?.column == 7)
    #expect(d.message.hasSuffix("did you mean 'presentationDragIndicator'?"))
    #expect(source.render(d).hasPrefix("b.swift:5:7: error: value of type"))
  }

  @Test func aTapOnAMissingButtonIsAnInteractionDiagnosticWithoutPlace() {
    let source = PreviewSource(buttonAndSheet(), path: "demo.swift")
    let result = source.run(PreviewOptions(interactions: [(0.5, .tapButton("Nope"))]))
    #expect(
      result.diagnostics == [
        PreviewDiagnostic(
          .interaction, "at 0.500 s there is no button labelled 'Nope' on screen (buttons: 'Show')")
      ])
    #expect(source.render(result.diagnostics[0]) == result.diagnostics[0].message)
  }

  @Test func anUncaughtThrowIsSaidWithoutReflection() throws {
    let text = """
      import SwiftUI
      enum Oops: Error { case bad }
      func fail() throws -> String { throw Oops.bad }
      struct V: View {
        var body: some View { Text(try! fail()) }
      }
      #Preview { V() }
      """
    // `try!` of a throw is a located run error naming the case (no reflection of the value).
    let result = PreviewSource(text, path: "t.swift").run(PreviewOptions())
    #expect(result.diagnostics.map(\.message) == ["'try!' expression unexpectedly raised an error: bad"])
    #expect(result.diagnostics.map(\.location?.line) == [5])
    // A `throw` that reaches the top with no `try!` to locate it.
    let bare = """
      import SwiftUI
      enum Oops: Error { case bad }
      struct V: View {
        var body: some View { Text("x").onAppear { throw Oops.bad } }
      }
      #Preview { V() }
      """
    let thrown = PreviewSource(bare, path: "t.swift").run(PreviewOptions())
    #expect(thrown.diagnostics == [PreviewDiagnostic(.run, "the program threw an error that nothing caught")])
  }

  @Test func timesBeyondTheLimitsAreRefused() {
    let source = PreviewSource(buttonAndSheet(), path: "demo.swift")
    let result = source.run(PreviewOptions(time: 4000))
    #expect(result.diagnostics.map(\.stage) == [.options])
    #expect(result.diagnostics.first?.message == "the time takes seconds from 0 to 3600, not 4000")
  }

  @Test func darkAppearanceDrawsDark() throws {
    var options = PreviewOptions()
    options.colorScheme = .dark
    let screen = try seedScreen(options)
    #expect(screen.environment.values.colorScheme == .dark)
    let list = screen.frames[1].displayList(measurer: measurer)
    // The screen's background is black, the sheet's text white.
    #expect(fills(list).first?.paint == .color(RGBA(0, 0, 0, 1)))
    #expect(run("Details", in: list)?.color == RGBA(1, 1, 1, 1))
    let light = try seedScreen().frames[1].displayList(measurer: measurer)
    #expect(fills(light).first?.paint == .color(RGBA(1, 1, 1, 1)))
  }

  @Test func theDeviceSetsTheScreenAndTheSheet() throws {
    let ipad = try #require(DeviceCatalog.device(named: "iPad Pro 11-inch (M4)"))
    var options = PreviewOptions()
    options.device = ipad
    let screen = try seedScreen(options)
    let list = screen.frames[1].displayList(measurer: measurer)
    let size = ipad.size(.portrait)
    #expect(list.width == Double(size.width) && list.height == Double(size.height))
    // A form sheet on iPad: a centred card, so "Details" is centred on the screen.
    let details = try #require(run("Details", in: list))
    #expect(abs(details.origin.x + details.width / 2 - Double(size.width) / 2) < 1e-9)
    #expect(screen.presentation?.sheet.resolution.geometry.placement == .centeredCard)
  }

  @Test func theEntryPointIsChosenByNumberOrName() throws {
    let text = """
      import SwiftUI
      struct Shows: View {
        let text: String
        var body: some View { Text(text) }
      }
      #Preview("One") { Shows(text: "first") }
      #Preview("Two") { Shows(text: "second") }
      """
    let source = PreviewSource(text, path: "p.swift")
    #expect(try source.previews().map(\.title) == ["One", "Two"])
    func shown(_ entry: PreviewEntry) throws -> [String] {
      let screen = try #require(source.run(PreviewOptions(entry: entry)).screen)
      return texts(screen.displayList(measurer: measurer)).map(\.text).filter { $0 != "9:41" }
    }
    #expect(try shown(.first) == ["first"])
    #expect(try shown(.number(2)) == ["second"])
    #expect(try shown(.named("One")) == ["first"])
    #expect(
      source.run(PreviewOptions(entry: .number(3))).diagnostics.first?.message
        == "there is no preview 3; the program has 2")
  }

  @Test func timeAndReduceMotionReachTheProgram() throws {
    let text = """
      import SwiftUI
      struct Clock: View {
        @State private var ticks = 0
        @Environment(\\.accessibilityReduceMotion) private var still
        var body: some View {
          Text("\\(ticks) \\(still ? "still" : "moving")")
            .task {
              while true {
                try? await Task.sleep(for: .seconds(1))
                ticks += 1
              }
            }
        }
      }
      #Preview { Clock() }
      """
    let source = PreviewSource(text, path: "c.swift")
    func shown(_ options: PreviewOptions) throws -> String? {
      let screen = try #require(source.run(options).screen)
      return texts(screen.displayList(measurer: measurer)).first { $0.text != "9:41" }?.text
    }
    #expect(try shown(PreviewOptions(time: 2.5)) == "2 moving")
    var still = PreviewOptions(time: 0.5)
    still.reduceMotion = true
    #expect(try shown(still) == "0 still")
  }

  @Test func theRunGoesOnToTheLastInteraction() throws {
    let source = PreviewSource(buttonAndSheet(), path: "demo.swift")
    let result = source.run(PreviewOptions(time: 0, interactions: [(2, .tapButton("Show"))]))
    #expect(result.run?.time == 2)
    #expect(result.screen?.presentation != nil)
  }
}
