import Detents
import Layout
import Preview
import Testing

/// `Link` (a tinted button whose tap opens its URL, noted in the run's log) and
/// `LabeledContent` (label leading, value trailing in the secondary colour), as drawn.
@Suite struct LinkAndLabeledContentRenderTests {
  static let program = """
    import SwiftUI
    struct Home: View {
      var body: some View {
        Form {
          LabeledContent("Version", value: "1.0")
          LabeledContent { Text("right") } label: { Text("left") }
          Link("Apple", destination: URL(string: "https://www.apple.com")!)
        }
      }
    }
    #Preview { Home() }
    """

  func result(taps: [String] = []) -> PreviewResult {
    var options = PreviewOptions()
    options.time = 1
    options.interactions = taps.map { (0.1, .tapButton($0)) }
    return PreviewSource(Self.program, path: "link.swift").run(options)
  }

  static let palette = Palette(scheme: .light, os: OSVersion(26, 0))

  @Test func aLinkDrawsInTheTintAndItsTapOpensTheURL() throws {
    let before = result()
    #expect(before.diagnostics.isEmpty, "\(before.diagnostics.map(\.message))")
    let list = try #require(before.screen).displayList(measurer: measurer)
    #expect(run("Apple", in: list)?.color == Self.palette.color(.accentColor))
    #expect(!(before.run?.log ?? []).contains { $0.contains("open URL") })
    let after = result(taps: ["Apple"])
    #expect(after.diagnostics.isEmpty)
    #expect((after.run?.log ?? []).contains { $0.hasSuffix("open URL https://www.apple.com") })
  }

  @Test func labeledContentPutsTheValueTrailingInTheSecondaryColour() throws {
    let list = try #require(result().screen).displayList(measurer: measurer)
    for (label, value) in [("Version", "1.0"), ("left", "right")] {
      let l = try #require(run(label, in: list))
      let v = try #require(run(value, in: list))
      #expect(l.color == Self.palette.label(.primary))
      #expect(v.color == Self.palette.label(.secondary))
      #expect(v.origin.x > l.origin.x + l.width + 100, "\(value) is not at the trailing edge")
      #expect(abs(v.origin.y - l.origin.y) < 0.01)
    }
  }
}
