import Detents
import Layout
import Preview
import Testing

// Tab views (Registry/Tabs.swift): the selected tab's content over the tab bar, and taps on
// tab items.

private let twoTabs = #"""
  TabView {
    Text("First page").tabItem { Label("One", systemImage: "house") }
    Text("Second page").tabItem { Image(systemName: "gear"); Text("Two") }
  }
  """#

@Suite struct TabsTests {
  @Test func aTapOnATabItemShowsItsTab() throws {
    let before = runs(try drawn(controlProgram("", twoTabs)).get()).map(\.text)
    #expect(before.contains("First page"))
    #expect(!before.contains("Second page"))
    #expect(before.contains("One") && before.contains("Two"))
    let after = runs(try drawn(controlProgram("", twoTabs), taps: ["Two"]).get()).map(\.text)
    #expect(after.contains("Second page"))
    #expect(!after.contains("First page"))
  }

  @Test func theSelectionBindingPicksTheTabByTag() throws {
    let source = controlProgram(
      #"@State private var tab = "b""#,
      #"""
      TabView(selection: $tab) {
        Text("Page A").tabItem { Text("A") }.tag("a")
        Text("Page B \(tab)").tabItem { Text("B") }.tag("b")
      }
      """#)
    #expect(runs(try drawn(source).get()).map(\.text).contains("Page B b"))
    #expect(runs(try drawn(source, taps: ["A"]).get()).map(\.text).contains("Page A"))
  }

  @Test func theIOS18BarIs49PointsOverTheBottomSafeAreaWithTheSelectedItemTinted() throws {
    let list = try drawn(controlProgram("", twoTabs), os: OSVersion(18, 0)).get()
    let one = try #require(runs(list).first { $0.text == "One" })
    let two = try #require(runs(list).first { $0.text == "Two" })
    #expect(one.color == RGBA(rgb255: 0, 122, 255))
    #expect(two.color == RGBA(rgb255: 153, 153, 153))
    // iPhone 16 Pro: 874 pt tall, a 34 pt bottom safe area; the bar's top is 49 pt above it.
    let hairline = try #require(colourFills(list).first { $0.bounds.height < 1 && $0.bounds.width == 402 })
    #expect(abs(hairline.bounds.y - (874 - 34 - 49)) < 0.01)
    #expect(one.origin.x < two.origin.x)
  }

  @Test func theIOS26BarIsAFloatingGlassCapsule() throws {
    let list = try drawn(controlProgram("", twoTabs)).get()
    let glass = items(list).compactMap { if case .backdrop(let s, _, _, _) = $0 { s.bounds } else { nil } }
    let bar = try #require(glass.first { abs($0.height - 62) < 0.01 })
    #expect(abs(bar.x - 25) < 0.01 && abs(bar.maxX - (402 - 25)) < 0.01)
    #expect(abs(bar.maxY - (874 - 25)) < 0.01)
  }
}
