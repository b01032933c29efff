import Detents
import Foundation
import SharedFolder
import SwiftUIRuntime
import Testing
import ViewTree

@Suite struct SeedProgramTests {
  static let files = SharedFolder.current.filesOrNone(in: SharedFolder.current.seedExamples, suffix: ".swift")
    .map(\.lastPathComponent)

  /// `everySeedExampleRuns` has no cases without the seeds: this fails instead, saying where they are looked for.
  @Test func seedExamplesExist() throws { #expect(try SharedFolder.current.seedExampleFiles().count >= 11) }

  @Test(arguments: files)
  func everySeedExampleRuns(file: String) throws {
    let result = try run(try seed(file), at: 2)
    #expect(!texts(result.tree).isEmpty || !result.presentations.isEmpty, "\(file) shows nothing")
  }

  @Test func mapsSheetHasThreeDetentsInteractiveThroughMediumAndNoSwipeDismiss() throws {
    let r = try run(try seed("000-maps-sheet.swift"), at: 1)
    let p = try #require(r.presentations.first)
    #expect(p.sheet.configuration.detents == [.height(120), .medium, .large])
    #expect(p.sheet.configuration.backgroundInteraction == .enabled(upThrough: .medium))
    #expect(p.sheet.configuration.interactiveDismissDisabled)
    #expect(p.sheet.height == 120 && p.sheet.isSettled)
  }

  @Test func thirdHeightIsOneCustomDetentAtAThird() throws {
    let r = try run(try seed("002-third-height.swift"), at: 1)
    let p = try #require(r.presentations.first)
    #expect(p.sheet.resolution.stops.count == 1)
    #expect(abs(p.sheet.resolution.stops[0].height - p.sheet.resolution.maxDetentValue / 3) < 1e-9)
    #expect(texts(p.content) == ["Custom Detent", "Resting at one third of the available height."])
  }

  @Test func customDetentSheetAutoPlaysOnSchedule() throws {
    let source = try seed("001-custom-detent-sheet.swift")
    func selection(at t: Double) throws -> String? {
      try run(source, at: t).presentations.first?.sheet.selection?.description
    }
    #expect(try selection(at: 1.0) == "height:400")
    #expect(try selection(at: 1.2) == "custom:CustomDetentSheetPeek")
    #expect(try selection(at: 2.3) == "height:400")
    #expect(try selection(at: 3.4) == "large")
    #expect(try selection(at: 4.5) == "height:400")
    let r = try run(source, at: 4.5)
    let steps = r.log.filter { $0.contains("selection = ") }.compactMap {
      Double($0.trimmingCharacters(in: .whitespaces).split(separator: " ")[0])
    }
    #expect(steps == [1.1, 2.2, 3.3, 4.4])
    // `.snappy(duration: 0.4)` is a spring with response 0.4 and bounce 0.15.
    #expect(r.log.contains { $0.contains("animated: spring(response: 0.4, dampingFraction: 0.85)") })
  }

  @Test func aTouchStopsTheAutoPlay() throws {
    let source = try seed("001-custom-detent-sheet.swift")
    let r = try run(source, at: 4.5, interactions: [(1.5, .touch(onSheet: false))])
    let steps = r.log.filter { $0.contains("selection = ") }
    #expect(steps.count == 1)  // 1.1 happened; the touch at 1.5 stopped the rest
    #expect(r.presentations.first?.sheet.selection?.description == "custom:CustomDetentSheetPeek")
  }

  @Test func draggingTheGrabberChangesTheDetentAndStopsTheAutoPlay() throws {
    // The grabber is not the content: no gesture runs, but the next step finds the selection
    // moved (seed 001: "Dragging the sheet by its grabber does not touch its content, but it
    // changes the detent").
    let source = try seed("001-custom-detent-sheet.swift")
    let r = try run(source, at: 4.5, interactions: [(1.5, .dragSheet(translation: -400, duration: 0.15))])
    // The release at 1.65 s writes .large through the ViewModifier's @Binding as the finger
    // lifts (UIKit's selectedDetentIdentifier is the detent the person selects), so the demo's
    // step at 2.2, during the settle, finds the selection moved and stops.
    let selections = r.log.filter { $0.contains("selection = ") }
    #expect(selections.count == 2)  // the step at 1.1, then the release
    #expect(selections.last?.contains("1.650  sheet heads to a new detent: selection = large") == true)
    #expect(r.presentations.first?.sheet.selection == .large)
  }

  @Test func aTouchInTheSheetRunsTheSheetsGestureNotThePresentersOwn() throws {
    // The sheet is its own presentation: a touch in it runs the content's gesture, not the one
    // on the view behind (seed 001).
    let source = """
      struct Demo: View {
        @State private var behind = 0
        @State private var inside = 0
        var body: some View {
          Text("behind \\(behind), inside \\(inside)")
            .simultaneousGesture(DragGesture(minimumDistance: 0).onChanged { _ in behind += 1 })
            .sheet(isPresented: .constant(true)) {
              Text("sheet")
                .simultaneousGesture(DragGesture(minimumDistance: 0).onChanged { _ in inside += 1 })
                .presentationDetents([.medium])
                .presentationBackgroundInteraction(.enabled)
            }
        }
      }
      #Preview { Demo() }
      """
    let onSheet = try run(source, at: 2, interactions: [(1, .touch(onSheet: true))])
    #expect(texts(onSheet.tree) == ["behind 0, inside 1"])
    let behind = try run(source, at: 2, interactions: [(1, .touch(onSheet: false))])
    #expect(texts(behind.tree) == ["behind 1, inside 0"])
  }

  @Test func reduceMotionKeepsTheDemoStill() throws {
    var env = SheetEnvironment()
    env.values.accessibilityReduceMotion = true
    let r = try run(try seed("001-custom-detent-sheet.swift"), at: 4.5, environment: env)
    #expect(r.log.filter { $0.contains("selection = ") }.isEmpty)
  }
}

@Suite struct StateAndPresentationTests {
  @Test func stateSurvivesReevaluationAndInstancesStaySeparate() throws {
    let source = """
      struct Counter: View {
        @State private var count = 0
        var label: String
        var body: some View {
          Button("\\(label) \\(count)") { count += 1 }
        }
      }
      struct Two: View {
        var body: some View { VStack { Counter(label: "a"); Counter(label: "b") } }
      }
      #Preview { Two() }
      """
    let r = try run(
      source, at: 1,
      interactions: [(0.1, .tapButton("a 0")), (0.2, .tapButton("a 1")), (0.3, .tapButton("b 0"))])
    #expect(texts(r.tree) == ["a 2", "b 1"])
  }

  @Test func taskIDChangeCancelsAndRestarts() throws {
    let source = taskIDProgram(
      """
      let mine = id
      log.append("start \\(mine)")
      try? await Task.sleep(for: .seconds(1))
      log.append(Task.isCancelled ? "cancelled \\(mine)" : "done \\(mine)")
      """)
    let r = try run(source, at: 3, interactions: [(0.5, .tapButton("next"))])
    // The old task wakes from its sleep cancelled, then the new one starts and finishes.
    #expect(texts(r.tree).first == "start 0,cancelled 0,start 1,done 1")
  }

  @Test func onChangeGetsOldAndNewValues() throws {
    let source = """
      struct T: View {
        @State private var value = 1
        @State private var seen = ""
        var body: some View {
          VStack {
            Text(seen)
            Button("bump") { value += 10 }
          }
          .onChange(of: value) { old, new in seen += "\\(old)->\\(new);" }
        }
      }
      #Preview { T() }
      """
    let r = try run(source, at: 1, interactions: [(0.1, .tapButton("bump")), (0.2, .tapButton("bump"))])
    #expect(texts(r.tree).first == "1->11;11->21;")
  }

  @Test func dismissFromInsideTheSheetRunsOnDismiss() throws {
    let source = """
      struct Child: View {
        @Environment(\\.dismiss) private var dismiss
        var body: some View { Button("Done") { dismiss() } }
      }
      struct Parent: View {
        @State private var show = true
        @State private var closed = 0
        var body: some View {
          Text("closed \\(closed)")
            .sheet(isPresented: $show, onDismiss: { closed += 1 }) { Child() }
        }
      }
      #Preview { Parent() }
      """
    let r = try run(source, at: 3, interactions: [(1, .tapButton("Done"))])
    #expect(r.presentations.isEmpty)
    #expect(texts(r.tree) == ["closed 1"])
    #expect(r.log.contains { $0.contains("sheet dismissed (programmatic)") })
  }

  @Test func swipeDismissSetsTheBindingAndRunsOnDismiss() throws {
    let source = """
      struct Parent: View {
        @State private var show = true
        @State private var closed = 0
        var body: some View {
          Text("\\(show ? "shown" : "hidden") \\(closed)")
            .sheet(isPresented: $show, onDismiss: { closed += 1 }) {
              Text("sheet").presentationDetents([.medium, .large])
            }
        }
      }
      #Preview { Parent() }
      """
    let r = try run(source, at: 4, interactions: [(1, .dragSheet(translation: 400, duration: 0.2))])
    #expect(texts(r.tree) == ["hidden 1"])
    #expect(r.log.contains { $0.contains("sheet dismissed (interactive)") })
  }

  /// What an event timeline needs is in the log: a settled drag changes the selection, the
  /// `onChange` it causes runs (with the new value), the task in the sheet starts, and when a
  /// drag dismisses the sheet its task is cancelled and `onDismiss` runs.
  @Test func theLogHasOnChangeOnDismissAndTaskCancellations() throws {
    let source = """
      struct Parent: View {
        @State private var show = true
        @State private var detent = PresentationDetent.medium
        var body: some View {
          Text("x")
            .onChange(of: detent) { _, new in print("now", new == .large) }
            .sheet(isPresented: $show, onDismiss: { print("gone") }) {
              Text("sheet")
                .presentationDetents([.medium, .large], selection: $detent)
                .task { try? await Task.sleep(for: .seconds(100)) }
            }
        }
      }
      #Preview { Parent() }
      """
    let r = try run(
      source, at: 6,
      interactions: [
        (1, .dragSheet(translation: -200, duration: 0.15)), (3, .dragSheet(translation: 900, duration: 0.2)),
      ])
    let lines = r.log.map { $0.trimmingCharacters(in: .whitespaces) }
    func index(_ text: String) -> Int? { lines.firstIndex { $0.contains(text) } }
    let selected = try #require(index("selection = large"))
    let changed = try #require(index("onChange: PresentationDetent(large)"))
    #expect(selected < changed)
    let dismissed = try #require(index("sheet dismissed (interactive)"))
    let cancelled = try #require(index("task cancelled: task (its view disappeared)"))
    let onDismiss = try #require(index("onDismiss runs"))
    #expect(dismissed < onDismiss && onDismiss <= cancelled + 1)
    #expect(index("task started") ?? 99 < changed)
    #expect(lines.contains("print: gone"))
  }

  @Test func aSettledDragWritesTheSelection() throws {
    let source = """
      struct Parent: View {
        @State private var detent = PresentationDetent.medium
        var body: some View {
          Text("\\(detent == .large ? "large" : "medium")")
            .sheet(isPresented: .constant(true)) {
              Text("sheet").presentationDetents([.medium, .large], selection: $detent)
            }
        }
      }
      #Preview { Parent() }
      """
    let r = try run(source, at: 4, interactions: [(1, .dragSheet(translation: -200, duration: 0.15))])
    #expect(texts(r.tree) == ["large"])
    #expect(r.presentations.first?.sheet.height == 768)
  }

  /// A dimmed presenter does not take taps: the tap lands on the dimming view, which dismisses
  /// a dismissible sheet (binding false, `onDismiss` run) and does nothing to one with dismissal
  /// disabled; where background interaction is enabled the presenter's button is tapped; behind a
  /// full-screen cover there is nothing to tap.
  @Test(arguments: [
    ("", "dismissed 1, taps 0", 0),
    (".interactiveDismissDisabled()", "dismissed 0, taps 0", 1),
    (".presentationBackgroundInteraction(.enabled)", "dismissed 0, taps 1", 1),
  ])
  func aTapOnTheDimmingViewDismissesTheSheet(_ modifier: String, _ expected: String, _ sheets: Int) throws {
    let source = """
      struct Parent: View {
        @State private var shown = true
        @State private var dismissals = 0
        @State private var taps = 0
        var body: some View {
          Button("dismissed \\(dismissals), taps \\(taps)") { taps += 1 }
            .sheet(isPresented: $shown, onDismiss: { dismissals += 1 }) {
              Text("sheet").presentationDetents([.medium])\(modifier)
            }
        }
      }
      #Preview { Parent() }
      """
    let r = try run(source, at: 3, interactions: [(1, .tapButton("dismissed"))])
    #expect(texts(r.tree) == [expected])
    #expect(r.presentations.filter { !$0.sheet.isDismissed }.count == sheets)
  }

  /// A touch on the background (`tap background` in `simulate`) meets the dimming view as a
  /// tap on a button does: it dismisses a dismissible sheet, and the presenter's tap gesture
  /// (a drag gesture, what `touch` runs) runs only where background interaction is enabled.
  @Test(arguments: [
    ("", "dismissed 1, touches 0", 0),
    (".interactiveDismissDisabled()", "dismissed 0, touches 0", 1),
    (".presentationBackgroundInteraction(.enabled)", "dismissed 0, touches 1", 1),
  ])
  func aTouchOnTheDimmedBackgroundDismissesTheSheet(_ modifier: String, _ expected: String, _ sheets: Int)
    throws
  {
    let source = """
      struct Parent: View {
        @State private var shown = true
        @State private var dismissals = 0
        @State private var touches = 0
        var body: some View {
          Text("dismissed \\(dismissals), touches \\(touches)")
            .gesture(DragGesture().onEnded { _ in touches += 1 })
            .sheet(isPresented: $shown, onDismiss: { dismissals += 1 }) {
              Text("sheet").presentationDetents([.medium])\(modifier)
            }
        }
      }
      #Preview { Parent() }
      """
    let r = try run(source, at: 3, interactions: [(1, .touch(onSheet: false))])
    #expect(texts(r.tree) == [expected])
    #expect(r.presentations.filter { !$0.sheet.isDismissed }.count == sheets)
  }

  @Test func nothingBehindAFullScreenCoverCanBeTapped() {
    let source = """
      struct Parent: View {
        @State private var shown = true
        var body: some View {
          Button("behind") {}.fullScreenCover(isPresented: $shown) { Text("cover") }
        }
      }
      #Preview { Parent() }
      """
    #expect {
      try run(source, at: 2, interactions: [(1, .tapButton("behind"))])
    } throws: { e in
      guard case .interaction(let i)? = e as? RunError else { return false }
      return i.message == "at 1.000 s the tap 'behind' is behind a full-screen cover, not on screen"
    }
  }

  @Test func sheetItemReplacesTheSheetWhenTheItemChanges() throws {
    let source = """
      struct Item: Identifiable { let id: Int }
      struct Parent: View {
        @State private var item: Item? = Item(id: 1)
        @State private var dismissals = 0
        var body: some View {
          Button("next \\(dismissals)") { item = Item(id: 2) }
            .sheet(item: $item, onDismiss: { dismissals += 1 }) { item in
              // The presenter takes taps only where the sheet does not dim it.
              Text("item \\(item.id)").presentationBackgroundInteraction(.enabled)
            }
        }
      }
      #Preview { Parent() }
      """
    let r = try run(source, at: 5, interactions: [(1, .tapButton("next"))])
    #expect(r.presentations.count == 1)
    #expect(texts(r.presentations[0].content) == ["item 2"])
    #expect(texts(r.tree) == ["next 1"])  // onDismiss ran between the two sheets
  }

  @Test func oneSheetAtATime() throws {
    let source = """
      struct Parent: View {
        var body: some View {
          VStack {
            Text("a").sheet(isPresented: .constant(true)) { Text("first") }
            Text("b").sheet(isPresented: .constant(true)) { Text("second") }
          }
        }
      }
      #Preview { Parent() }
      """
    let r = try run(source, at: 2)
    #expect(r.presentations.count == 1)
    #expect(r.log.contains { $0.contains("one sheet at a time") })
  }
}

@Test func anExplicitIDResetsStateWhenItChanges() throws {
  let source = """
    struct Counter: View {
      @State private var count = 0
      var body: some View { Button("count \\(count)") { count += 1 } }
    }
    struct Host: View {
      @State private var generation = 0
      var body: some View {
        VStack {
          Counter().id(generation)
          Button("reset") { generation += 1 }
        }
      }
    }
    #Preview { Host() }
    """
  let before = try run(
    source, at: 1, interactions: [(0.1, .tapButton("count 0")), (0.2, .tapButton("count 1"))])
  #expect(texts(before.tree).first == "count 2")
  let after = try run(
    source, at: 1,
    interactions: [(0.1, .tapButton("count 0")), (0.2, .tapButton("count 1")), (0.3, .tapButton("reset"))])
  #expect(texts(after.tree).first == "count 0")
}

@Test func onDisappearRunsWhenAViewLeaves() throws {
  let source = """
    struct Host: View {
      @State private var shown = true
      @State private var log = ""
      var body: some View {
        VStack {
          Text(log)
          if shown { Text("child").onDisappear { log += "gone" } }
          Button("hide") { shown = false }
        }
      }
    }
    #Preview { Host() }
    """
  let r = try run(source, at: 1, interactions: [(0.5, .tapButton("hide"))])
  #expect(texts(r.tree).first == "gone")
  #expect(!texts(r.tree).contains("child"))
}
