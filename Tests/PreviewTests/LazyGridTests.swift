import Detents
import Layout
import Preview
import Testing
import ViewTree

/// Lazy grids build the cells the screen shows, as SwiftUI's do: a `ForEach` of 999 items in
/// a `LazyVGrid` builds a window of them, grown while the built cells end before the screen.
@Suite struct LazyGridTests {
  func program(cellHeight: Int, count: Int, columns: Int = 3) -> String {
    """
    import SwiftUI
    struct Cells: View {
      var body: some View {
        ScrollView {
          LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: \(columns))) {
            ForEach(1...\(count), id: \\.self) { i in
              Text("Item \\(i)").frame(height: \(cellHeight))
            }
          }
        }
      }
    }
    #Preview { Cells() }
    """
  }

  /// The cells built, by their texts, and what the grid says it built.
  func built(_ source: String) throws -> (texts: [String], note: String?) {
    var options = PreviewOptions()
    options.measurer = measurer
    let outcome = PreviewSource(source, path: "Cells.swift").run(options)
    let tree = try #require(outcome.run?.tree)
    var texts: [String] = []
    var note: String?
    func visit(_ n: ViewNode) {
      if case .text(let t) = n.kind { texts.append(t) }
      for case .behavior(let b) in n.modifiers where b.hasPrefix("lazy:") { note = b }
      n.children.forEach(visit)
    }
    visit(tree)
    return (texts, note)
  }

  /// Table: cell height and count → how many cells are built. 100 pt rows of 3: the first 48
  /// (16 rows, 1,700 pt) already pass the screen's bottom. 20 pt rows: 48 cells are 16 rows,
  /// 448 pt, short of the 874 pt screen, so the window grows to 192 (64 rows, 1,792 pt). 30
  /// cells: all of them, nothing to say.
  @Test(arguments: [
    (100, 999, 48, "lazy: built 48 of 999 items"),
    (20, 999, 192, "lazy: built 192 of 999 items"),
    (20, 30, 30, nil as String?),
  ])
  func aLazyGridBuildsWhatTheScreenShows(_ height: Int, _ count: Int, _ cells: Int, _ note: String?) throws {
    let (texts, said) = try built(program(cellHeight: height, count: count))
    #expect(texts.count == cells)
    #expect(texts.first == "Item 1")
    #expect(texts.last == "Item \(cells)")
    #expect(said == note)
  }

  /// What is drawn is the same as a grid that built everything would draw: the screen's
  /// cells, from the first; none past the screen.
  @Test func theDrawnCellsAreTheScreens() throws {
    var options = PreviewOptions()
    options.measurer = measurer
    let outcome = PreviewSource(program(cellHeight: 100, count: 999), path: "Cells.swift").run(options)
    let list = try #require(outcome.screen?.displayList(measurer: measurer))
    let drawn = texts(list).map { $0.text }.filter { $0.hasPrefix("Item ") }
    #expect(drawn.first == "Item 1")
    #expect(drawn.contains("Item 24"))
    #expect(!drawn.contains("Item 48"))
  }

  /// A `List` is lazy too, and its rows are at least 44 pt tall, so it builds a screen of them
  /// first: 874 / 44 + 1 = 20 on an iPhone 16 Pro, 16 on an iPhone SE (667 pt), without
  /// growing; and the rows it built reach the screen's bottom edge, so nothing on screen is
  /// missing.
  @Test(arguments: [("iPhone 16 Pro", 20, 874.0), ("iPhone SE (3rd generation)", 16, 667.0)])
  func aListBuildsAScreenOfRows(_ device: String, _ rows: Int, _ screenHeight: Double) throws {
    let source = """
      import SwiftUI
      struct Rows: View {
        var body: some View {
          List(1...999, id: \\.self) { i in Text("Row \\(i)") }
        }
      }
      #Preview { Rows() }
      """
    var options = PreviewOptions()
    options.measurer = measurer
    options.device = try #require(DeviceCatalog.device(named: device))
    let outcome = PreviewSource(source, path: "Rows.swift").run(options)
    let tree = try #require(outcome.run?.tree)
    var note: String?
    func visit(_ n: ViewNode) {
      for case .behavior(let b) in n.modifiers where b.hasPrefix("lazy:") { note = b }
      n.children.forEach(visit)
    }
    visit(tree)
    #expect(note == "lazy: built \(rows) of 999 items")
    let list = try #require(outcome.screen?.displayList(measurer: measurer))
    let drawn = texts(list).filter { $0.text.hasPrefix("Row ") }
    #expect(drawn.count == rows)
    #expect(drawn.last?.text == "Row \(rows)")
    #expect((drawn.last?.origin.y ?? 0) > screenHeight - 44)
  }
}
