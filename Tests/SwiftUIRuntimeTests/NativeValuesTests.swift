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
}
