import Detents
import Layout
import Preview
import Testing

/// The screen a run leaves, drawn: every sheet on screen, not only the front one.
@Suite struct PreviewScreenTests {
  /// A root that presents a sheet at `.large`, which presents a second sheet (medium, large).
  static let stacked = """
    import SwiftUI
    struct Stacked: View {
      @State private var first = true
      var body: some View {
        Text("Root view").sheet(isPresented: $first) { FirstSheet() }
      }
    }
    struct FirstSheet: View {
      @State private var second = true
      var body: some View {
        Text("First sheet")
          .sheet(isPresented: $second) {
            Text("Second sheet").presentationDetents([.medium, .large])
          }
      }
    }
    #Preview { Stacked() }
    """

  @Test func aSheetOverASheetDrawsBothAndTheFirstRecedesWhenTheSecondIsLarge() throws {
    var options = PreviewOptions()
    options.time = 1
    let result = PreviewSource(Self.stacked, path: "stacked.swift").run(options)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let screen = try #require(result.screen)
    #expect(screen.underneath.map(\.id) == ["/root/Stacked#0"])
    let frames = screen.frames
    #expect(frames.map(\.label) == ["as presented: medium", "medium", "large"])
    // At medium the first sheet is as it is, in full size; at large it recedes.
    let medium = frames[1].displayList(measurer: measurer)
    let large = frames[2].displayList(measurer: measurer)
    for list in [medium, large] {
      #expect(run("Root view", in: list) != nil && run("Second sheet", in: list) != nil)
    }
    let atMedium = try #require(run("First sheet", in: medium))
    let atLarge = try #require(run("First sheet", in: large))
    #expect(atMedium.font.size == 17)
    #expect(abs(atLarge.font.size - 17 * SheetMetrics.presenterScale) < 1e-9)
    // The front sheet is never scaled.
    #expect(run("Second sheet", in: large)?.font.size == 17)
  }
}
