import Detents
import Layout
import Preview
import Testing

/// Navigation stacks drawn: link rows with their chevron, the front screen of a stack under its
/// bar, the back button in the iOS 26 and iOS 18 looks.
@Suite struct NavigationRenderTests {
  static let program = """
    import SwiftUI
    struct Home: View {
      var body: some View {
        NavigationStack {
          List {
            NavigationLink("Details") {
              Text("More").navigationTitle("Detail")
                .navigationBarItems(trailing: Button("Add") {})
            }
            NavigationLink("Hidden") { Text("No way back").navigationBarBackButtonHidden(true) }
          }
          .navigationTitle("Home")
        }
      }
    }
    #Preview { Home() }
    """

  /// The display list after tapping `tap` (nothing when nil), on iOS `os`.
  func drawn(tap: String? = nil, os: OSVersion = OSVersion(26, 0)) throws -> DisplayList {
    var options = PreviewOptions()
    options.os = os
    options.time = 1
    if let tap { options.interactions = [(0.1, .tapButton(tap))] }
    let result = PreviewSource(Self.program, path: "nav.swift").run(options)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    return try #require(result.screen).displayList(measurer: measurer)
  }

  func symbols(_ list: DisplayList) -> [(name: String, box: Rect, color: RGBA)] {
    flatten(list.items).compactMap { if case .symbol(let n, let b, let c) = $0 { (n, b, c) } else { nil } }
  }

  @Test func linkRowsDrawTheirLabelAndATrailingChevron() throws {
    let list = try drawn()
    let palette = Palette(scheme: .light, os: OSVersion(26, 0))
    let chevrons = symbols(list).filter { $0.name == "chevron.right" }
    #expect(chevrons.count == 2)
    for c in chevrons {
      #expect(c.color == palette.label(.tertiary))
      // At the trailing edge of the row: 16 pt list margin and 16 pt row padding from the
      // screen's 402 pt.
      #expect(abs(c.box.maxX - (402 - 32)) < 1)
    }
    // The label is in the primary colour, as a list row's, not the tint of a button.
    #expect(run("Details", in: list)?.color == palette.label(.primary))
    #expect(run("Home", in: list) != nil)
    #expect(!symbols(list).contains { $0.name == "chevron.left" })
  }

  @Test func aPushedScreenIsDrawnUnderItsBarWithAGlassBackButton() throws {
    let list = try drawn(tap: "Details")
    let shown = texts(list).map(\.text)
    // The front screen only: its title and content, its bar item; the root is not drawn.
    #expect(shown.contains("Detail") && shown.contains("More") && shown.contains("Add"))
    #expect(!shown.contains("Home") && !shown.contains("Details"))
    // iOS 26: a 44 pt glass circle with a chevron in the label colour, no title beside it.
    let back = try #require(symbols(list).first { $0.name == "chevron.left" })
    #expect(back.color == Palette(scheme: .light, os: OSVersion(26, 0)).label(.primary))
    let circle = try #require(
      backdrops(list).first {
        if case .ellipse = $0 { true } else { false }
      })
    #expect(circle.bounds.width == 44 && circle.bounds.height == 44)
    #expect(circle.bounds.x == 16)
    #expect(circle.bounds.contains(Point(back.box.midX, back.box.midY)))
    // The bar is above the large title.
    let title = try #require(run("Detail", in: list))
    #expect(circle.bounds.maxY <= title.origin.y)
    #expect(try #require(run("Add", in: list)).origin.y < title.origin.y)
  }

  @Test func onIOS18TheBackButtonIsAChevronAndThePreviousTitleInBlue() throws {
    let list = try drawn(tap: "Details", os: OSVersion(18, 0))
    let tint = Palette(scheme: .light, os: OSVersion(18, 0)).color(.accentColor)
    let back = try #require(symbols(list).first { $0.name == "chevron.left" })
    #expect(back.color == tint)
    #expect(back.box.x >= 8 && back.box.x < 16)
    let home = try #require(run("Home", in: list))
    #expect(home.color == tint)
    #expect(home.origin.x > back.box.maxX)
    #expect(!backdrops(list).contains { if case .ellipse = $0 { true } else { false } })
  }

  @Test func aHiddenBackButtonIsNotDrawn() throws {
    let list = try drawn(tap: "Hidden")
    #expect(run("No way back", in: list) != nil)
    #expect(!symbols(list).contains { $0.name == "chevron.left" })
  }

  @Test func aLinkOutsideAListIsTinted() throws {
    let source = """
      import SwiftUI
      struct Home: View {
        var body: some View { NavigationStack { NavigationLink("Open") { Text("B") } } }
      }
      #Preview { Home() }
      """
    let result = PreviewSource(source, path: "nav.swift").run(PreviewOptions())
    let list = try #require(result.screen).displayList(measurer: measurer)
    #expect(run("Open", in: list)?.color == Palette(scheme: .light, os: OSVersion(26, 0)).color(.accentColor))
    #expect(!symbols(list).contains { $0.name == "chevron.right" })
  }
}
