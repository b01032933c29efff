import Detents
import Layout
import Preview
import Testing

/// Fixed text metrics: every character is half the font size wide, so positions can be worked
/// out by hand.
let measurer = FixedMetricsTextMeasurer()

/// Every item of a display list with the groups opened, in drawing order.
func flatten(_ items: [DisplayItem]) -> [DisplayItem] {
  items.flatMap { item -> [DisplayItem] in
    if case .group(_, _, let inner) = item { return flatten(inner) }
    return [item]
  }
}

/// The text runs of a list, in drawing order.
func texts(_ list: DisplayList) -> [TextRun] {
  flatten(list.items).compactMap { if case .text(let run) = $0 { run } else { nil } }
}

/// The first text run that says `text`.
func run(_ text: String, in list: DisplayList) -> TextRun? {
  texts(list).first { $0.text == text }
}

/// The filled shapes of a list and their paint, in drawing order.
func fills(_ list: DisplayList) -> [(shape: Shape, paint: Paint)] {
  flatten(list.items).compactMap { if case .fill(let s, let p) = $0 { (s, p) } else { nil } }
}

/// The glass backdrops of a list.
func backdrops(_ list: DisplayList) -> [Shape] {
  flatten(list.items).compactMap { if case .backdrop(let s, _, _, _) = $0 { s } else { nil } }
}

/// The front sheet and the display list of `program` run with `options`.
func presented(_ program: String, _ options: PreviewOptions, path: String) throws -> (
  sheet: PresentedSheet, list: DisplayList
) {
  let result = PreviewSource(program, path: path).run(options)
  #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
  let screen = try #require(result.screen)
  let sheet = try #require(screen.presentation?.sheet)
  return (sheet, screen.displayList(measurer: measurer))
}

/// A program with a button that presents a sheet of `.medium` and `.large` showing `sheetText`.
func buttonAndSheet(sheetText: String = "Details", button: String = "Show") -> String {
  """
  import SwiftUI

  struct Demo: View {
    @State private var shown = false
    var body: some View {
      Button("\(button)") { shown = true }
        .sheet(isPresented: $shown) {
          Text("\(sheetText)")
            .presentationDetents([.medium, .large])
        }
    }
  }

  #Preview { Demo() }
  """
}
