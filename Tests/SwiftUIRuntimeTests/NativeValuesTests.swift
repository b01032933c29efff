import Detents
import Foundation
import SwiftUIRuntime
import Testing
import ViewTree

/// A program's `CustomPresentationDetent`: the engine calls its `height(in:)` through a closure
/// that cannot throw, yet an error there ends the run at its place, as a crash would in Swift.
@Suite struct CustomDetentTests {
  /// A sheet with `Peek` (whose `height(in:)` body is `body`, on line 4) among its detents from
  /// the start, or from 1 s on when `late` (a task changes the detents).
  func program(_ body: String, late: Bool = false, interaction: String = ".automatic") -> String {
    """
    import SwiftUI
    struct Peek: CustomPresentationDetent {
      static func height(in context: Context) -> CGFloat? {
        \(body)
      }
    }
    struct Demo: View {
      @State private var shown = true
      @State private var detents: Set<PresentationDetent> = \(late ? "[.large]" : "[.custom(Peek.self), .large]")
      var body: some View {
        Text("Base")
          .sheet(isPresented: $shown) {
            Text("Sheet")
              .presentationDetents(detents)
              .presentationBackgroundInteraction(\(interaction))
          }
          .task {
            try? await Task.sleep(for: .seconds(1))
            detents = [.custom(Peek.self), .large]
          }
      }
    }
    #Preview { Demo() }
    """
  }

  static let failures: [(String, String)] = [
    ("let heights: [CGFloat] = [100, 200]; return heights[5]", "4:49: index 5 out of range (count 2)"),
    (
      "let h: CGFloat? = nil; return h! + 10",
      "4:35: unexpectedly found nil while unwrapping an Optional value"
    ),
    ("return context.maxDetentValue / 0 + [1][2]", "4:41: index 2 out of range (count 1)"),
    ("fatalError(\"no height\")", "4:5: fatalError: no height"),
  ]

  @Test(arguments: failures)
  func anErrorInHeightEndsTheRunWhereItHappened(body: String, expected: String) {
    #expect(runtimeError(program(body), at: 0.5) == expected)
  }

  @Test(arguments: failures)
  func anErrorWhenTheDetentsChangeLaterEndsTheRunThen(body: String, expected: String) {
    #expect(runtimeError(program(body, late: true), at: 0.5) == nil)
    #expect(runtimeError(program(body, late: true), at: 2) == expected)
  }

  @Test func anEndlessHeightEndsWithTheBudgetAtItsLoop() {
    let error = runtimeError(program("while true {}; return 1"), budget: RunBudget(steps: 20_000))
    // At the loop's condition, where the last step was.
    #expect(error == "4:11: the program ran more than 20000 steps (an endless loop?)")
  }

  @Test func aWorkingCustomDetentStillResolves() throws {
    let r = try run(program("return context.maxDetentValue / 4"), at: 1)
    let p = try #require(r.presentations.first)
    let stops = p.sheet.resolution.stops.map(\.height)
    #expect(stops == [p.sheet.resolution.maxDetentValue / 4, p.sheet.resolution.maxDetentValue])
  }

  /// The result is used after the run (the preview draws it): a custom detent that only the
  /// dimming asks about (it is not among the detents before 1 s) answers as the run computed
  /// it, as `.height` of the same value does. It used to call into the finished interpreter.
  @Test func customDetentsAnswerAfterTheRun() throws {
    let custom = try run(
      program("return 200", late: true, interaction: ".enabled(upThrough: .custom(Peek.self))"), at: 0.5)
    let fixed = try run(
      program("return 200", late: true, interaction: ".enabled(upThrough: .height(200))"), at: 0.5)
    let a = try #require(custom.presentations.first?.sheet)
    let b = try #require(fixed.presentations.first?.sheet)
    #expect(a.height == b.height && a.height > 200)
    #expect(a.dimming == b.dimming && a.dimming > 0)
    #expect(a.backgroundReceivesTouch(x: 1, y: 1) == b.backgroundReceivesTouch(x: 1, y: 1))
  }

  /// A probe (what `detents check` evaluates in 552 setups) reuses a height that read only
  /// `maxDetentValue` for every environment with that room, and keeps apart the heights that
  /// read the context's environment (here only where the room is over 700 pt).
  @Test func aProbeKeepsHeightsThatReadTheEnvironmentApart() throws {
    let source = program(
      "context.maxDetentValue > 700 && context.dynamicTypeSize.isAccessibilitySize ? 500 : context.maxDetentValue / 4"
    )
    let probe = CustomDetentProbe(program: SwiftUIProgram(source: source, path: "Peek.swift"))
    let detent = try #require(probe.entries.first?.detent)
    func height(_ device: Device, _ size: DynamicTypeSize) -> Scalar? {
      let r = DetentResolver.resolve([detent], in: SheetEnvironment(device: device, dynamicTypeSize: size))
      return r.stops.first { $0.detent == detent }?.height
    }
    let tall = try #require(DeviceCatalog.device(named: "iPhone 16 Pro Max"))
    let small = try #require(DeviceCatalog.device(named: "iPhone SE (3rd generation)"))
    let tallRoom = DetentResolver.resolve([detent], in: SheetEnvironment(device: tall)).maxDetentValue
    let smallRoom = DetentResolver.resolve([detent], in: SheetEnvironment(device: small)).maxDetentValue
    #expect(tallRoom > 700 && smallRoom <= 700)
    #expect(height(tall, .large) == tallRoom / 4)
    #expect(height(tall, .accessibility3) == 500)
    #expect(height(tall, .large) == tallRoom / 4)
    #expect(height(small, .accessibility3) == smallRoom / 4)
    #expect(height(small, .large) == smallRoom / 4)
  }
}

/// Animations a program builds from its own values: out of range is an error at the argument,
/// not a spring that crawls for 10 s or never settles.
@Suite struct AnimationValueTests {
  static let bounceRange = "it must be strictly between -1 and 1"
  /// (animation, the argument the error points at, the message; nil when it is fine)
  static let cases: [(String, String, String?)] = [
    (".spring(response: 0.3, dampingFraction: 0.7)", "", nil),
    (".snappy(duration: 0.4, extraBounce: 0.1)", "", nil),
    (".easeInOut(duration: 60)", "", nil),
    (".spring(response: 0, dampingFraction: 1)", "", nil),
    (".easeInOut(duration: 120)", "120", "duration takes seconds from 0 to 60, not 120"),
    (".spring(response: -1, dampingFraction: 0)", "-1", "response takes seconds from 0 to 60, not -1"),
    (
      ".spring(response: 0.4, dampingFraction: 0)", "0)",
      "dampingFraction must be above 0 and at most 10, not 0"
    ),
    (
      ".interactiveSpring(dampingFraction: -1)", "-1",
      "dampingFraction must be above 0 and at most 10, not -1"
    ),
    (".spring(dampingFraction: 40)", "40", "dampingFraction must be above 0 and at most 10, not 40"),
    (
      ".spring(response: 0.3, dampingFraction: 0.7, blendDuration: -1)", "-1",
      "blendDuration takes seconds from 0 to 60, not -1"
    ),
    (".spring(duration: 0.5, bounce: 1)", "1)", "bounce must be strictly between -1 and 1, not 1"),
    (
      ".bouncy(extraBounce: 0.7)", "0.7",
      "extraBounce 0.7 makes bouncy's bounce 1 (0.3 + extraBounce); " + bounceRange
    ),
    (
      ".snappy(duration: 0.3, extraBounce: -1.2)", "-1.2",
      "extraBounce -1.2 makes snappy's bounce -1.05 (0.15 + extraBounce); " + bounceRange
    ),
    (".linear(duration: 1e9)", "1e9", "duration takes seconds from 0 to 60, not 1e+09"),
    (".easeIn(duration: -1 / 0.0)", "-1 /", "duration takes seconds from 0 to 60, not -inf"),
    (".smooth(duration: 0.0 / 0.0)", "0.0 /", "duration takes seconds from 0 to 60, not nan"),
  ]

  /// `withAnimation(ANIMATION) { … }` in a button's action, tapped at 0.5 s.
  @Test(arguments: cases)
  func animationParametersAreChecked(animation: String, pointsAt: String, message: String?) throws {
    let line = "Button(\"Go\") { withAnimation(\(animation)) { flag.toggle() } }"
    let source = probe(line).replacingOccurrences(
      of: "struct Probe: View {", with: "struct Probe: View { @State var flag = false;")
    var expected: String?
    if let message {
      let column = try #require(line.range(of: pointsAt, range: line.range(of: animation)!))
      expected = "6:\(7 + line.distance(from: line.startIndex, to: column.lowerBound)): \(message)"
    }
    let outcome: String?
    do {
      _ = try SwiftUIProgram(source: source, path: "test.swift").run(
        until: 1, interactions: [(0.5, .tapButton("Go"))])
      outcome = nil
    } catch {
      if case .error(let e) = error {
        outcome = "\(e.location.line):\(e.location.column): \(e.message)"
      } else {
        outcome = "\(error)"
      }
    }
    #expect(outcome == expected)
  }
}
