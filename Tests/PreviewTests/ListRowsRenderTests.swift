import Detents
import Geometry
import Layout
import Preview
import Testing

/// What list rows say to their list, drawn: separators hidden or tinted, custom insets, and
/// the controls of edit mode.
@Suite struct ListRowsRenderTests {
  /// The display list of a program whose body is `body`, after the taps.
  func drawn(_ body: String, decls: String = "", taps: [String] = [], os: OSVersion = OSVersion(26, 0))
    throws -> DisplayList
  {
    let program = """
      import SwiftUI
      struct Home: View {
        \(decls)
        var body: some View {
          \(body)
        }
      }
      #Preview { Home() }
      """
    var options = PreviewOptions()
    options.os = os
    options.time = 1
    options.interactions = taps.enumerated().map { (0.1 + 0.1 * Double($0.offset), .tapButton($0.element)) }
    let result = PreviewSource(program, path: "list.swift").run(options)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    return try #require(result.screen).displayList(measurer: measurer)
  }

  /// The hairlines between rows: one device pixel tall (a third of a point at 3×).
  func separators(_ list: DisplayList) -> [(rect: Rect, color: RGBA)] {
    fills(list).compactMap { f in
      guard case .rect(let r) = f.shape, abs(r.height - 1.0 / 3) < 0.01, case .color(let c) = f.paint else {
        return nil
      }
      return (r, c)
    }
  }

  static let palette = Palette(scheme: .light, os: OSVersion(26, 0))

  @Test func rowsAreSeparatedByHairlinesInset16FromTheCard() throws {
    let list = try drawn(#"List { Text("A"); Text("B"); Text("C") }"#)
    let lines = separators(list)
    #expect(lines.count == 2)
    let a = try #require(run("A", in: list))
    for line in lines {
      #expect(line.color == Self.palette.separator)
      // The card is 16 pt from the screen's edge; the hairline starts at the text.
      #expect(abs(line.rect.x - a.origin.x) < 0.5)
    }
  }

  @Test func aRowHidesItsSeparatorsOnTheEdgesItNames() throws {
    // B hides both: no line above or below it.
    #expect(
      separators(try drawn(#"List { Text("A"); Text("B").listRowSeparator(.hidden); Text("C") }"#)).isEmpty)
    // A hides only its top (which it has none of): both lines stay.
    #expect(
      separators(
        try drawn(#"List { Text("A").listRowSeparator(.hidden, edges: .top); Text("B"); Text("C") }"#)
      )
      .count == 2)
    // B hides its bottom: only the line between A and B stays, above B.
    let list = try drawn(
      #"List { Text("A"); Text("B").listRowSeparator(.hidden, edges: .bottom); Text("C") }"#)
    let lines = separators(list)
    let b = try #require(run("B", in: list))
    #expect(lines.count == 1)
    #expect(lines.first.map { $0.rect.y < b.origin.y } == true)
  }

  @Test func aTintColoursTheSeparatorsOfItsRow() throws {
    let list = try drawn(#"List { Text("A").listRowSeparatorTint(.red); Text("B"); Text("C") }"#)
    let lines = separators(list)
    #expect(lines.count == 2)
    #expect(lines[0].color == Self.palette.color(.red))
    #expect(lines[1].color == Self.palette.separator)
  }

  @Test func rowInsetsReplaceTheListsPadding() throws {
    let plain = try drawn(#"List { Text("A"); Text("B") }"#)
    let inset = try drawn(
      #"List { Text("A").listRowInsets(EdgeInsets(top: 2, leading: 40, bottom: 2, trailing: 0)); Text("B") }"#
    )
    let a0 = try #require(run("A", in: plain))
    let a1 = try #require(run("A", in: inset))
    #expect(abs(a1.origin.x - a0.origin.x - 24) < 0.01)
    // The row keeps its 44 pt minimum height: B is where it was.
    #expect(abs((run("B", in: inset)?.origin.y ?? 0) - (run("B", in: plain)?.origin.y ?? 0)) < 0.01)
  }
}
