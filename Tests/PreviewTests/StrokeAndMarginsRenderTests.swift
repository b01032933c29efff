import Detents
import Geometry
import Layout
import Preview
import Testing

/// Shapes outlined with `stroke` and `strokeBorder`, and the `contentMargins` of scroll
/// content, as drawn.
@Suite struct StrokeAndMarginsRenderTests {
  func drawn(_ body: String) throws -> DisplayList {
    let program = """
      import SwiftUI
      struct Home: View {
        var body: some View {
          \(body)
        }
      }
      #Preview { Home() }
      """
    var options = PreviewOptions()
    options.time = 1
    let result = PreviewSource(program, path: "shapes.swift").run(options)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    return try #require(result.screen).displayList(measurer: measurer)
  }

  func strokes(_ list: DisplayList) -> [(shape: Shape, paint: Paint, width: Double)] {
    flatten(list.items).compactMap { if case .stroke(let s, let p, let w) = $0 { (s, p, w) } else { nil } }
  }

  static let palette = Palette(scheme: .light, os: OSVersion(26, 0))

  @Test func strokeCentresTheLineOnTheEdgeAndStrokeBorderInsetsIt() throws {
    let list = try drawn(
      """
      VStack(spacing: 0) {
        RoundedRectangle(cornerRadius: 8).stroke(.red, lineWidth: 4).frame(width: 100, height: 50)
        Rectangle().strokeBorder(Color.blue, lineWidth: 10).frame(width: 100, height: 50)
      }
      """)
    let lines = strokes(list).filter { $0.width == 4 || $0.width == 10 }
    #expect(lines.count == 2)
    let centred = try #require(lines.first { $0.width == 4 })
    let inset = try #require(lines.first { $0.width == 10 })
    #expect(centred.paint == .color(Self.palette.color(.red)))
    #expect(inset.paint == .color(Self.palette.color(.blue)))
    #expect(abs(centred.shape.bounds.width - 100) < 0.01)
    #expect(abs(centred.shape.bounds.height - 50) < 0.01)
    // Inset by half the line: the outline's box is 10 pt smaller each way.
    #expect(abs(inset.shape.bounds.width - 90) < 0.01)
    #expect(abs(inset.shape.bounds.height - 40) < 0.01)
    #expect(abs(inset.shape.bounds.y - (centred.shape.bounds.maxY + 5)) < 0.01)
    // Nothing filled in the shapes' colours: outlines only.
    #expect(!fills(list).contains { $0.paint == .color(Self.palette.color(.red)) })
  }

  @Test func aStrokeWithoutAStyleUsesTheForegroundAndOnePoint() throws {
    let list = try drawn(#"Circle().stroke().frame(width: 30, height: 30).foregroundStyle(.green)"#)
    let line = try #require(strokes(list).first { $0.width == 1 })
    #expect(line.paint == .color(Self.palette.color(.green)))
    #expect(abs(line.shape.bounds.width - 30) < 0.01)
  }

  @Test func strokeIsAMethodOfShapes() {
    var options = PreviewOptions()
    options.time = 1
    let program = """
      import SwiftUI
      struct Home: View { var body: some View { Text("A").stroke(.red) } }
      #Preview { Home() }
      """
    let result = PreviewSource(program, path: "s.swift").run(options)
    #expect(
      result.diagnostics.map(\.message).contains { $0.contains("stroke(_:lineWidth:) is a method of shapes") }
    )
  }

  @Test func contentMarginsInsetAScrollViewsContent() throws {
    let plain = try drawn(#"ScrollView { Text("Top").frame(maxWidth: .infinity, alignment: .leading) }"#)
    let margined = try drawn(
      #"ScrollView { Text("Top").frame(maxWidth: .infinity, alignment: .leading) }.contentMargins(.leading, 30, for: .scrollContent).contentMargins(.top, 12)"#
    )
    let a = try #require(run("Top", in: plain))
    let b = try #require(run("Top", in: margined))
    #expect(abs(b.origin.x - a.origin.x - 30) < 0.01)
    #expect(abs(b.origin.y - a.origin.y - 12) < 0.01)
    // The margins of the indicators alone move nothing.
    let indicators = try drawn(
      #"ScrollView { Text("Top").frame(maxWidth: .infinity, alignment: .leading) }.contentMargins(.leading, 30, for: .scrollIndicators)"#
    )
    #expect(run("Top", in: indicators)?.origin == a.origin)
  }
}
