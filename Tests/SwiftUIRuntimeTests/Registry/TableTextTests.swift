import Testing

@testable import SwiftUIRuntime

/// The registry's tables written as text (``TableText``), and the tables written so.
@Suite struct TableTextTests {
  @Test func nestedEntriesAreNameValuePairsAndAKeyMayTakeSeveralLines() {
    let t = TableText.nested("frame width=CGFloat alignment=Alignment\n\nfont _=Font\nframe height=CGFloat")
    #expect(
      t == [
        "frame": ["width": "CGFloat", "alignment": "Alignment", "height": "CGFloat"], "font": ["_": "Font"],
      ])
  }

  @Test func setsAreTheWordsAfterTheKeyMerged() {
    let t = TableText.sets("Font custom extraLargeTitle\nColor accentColor\nFont custom extraLargeTitle2")
    #expect(t == ["Font": ["custom", "extraLargeTitle", "extraLargeTitle2"], "Color": ["accentColor"]])
  }

  /// The three tables read from their text: entries with several labels, several lines, and
  /// every literal type.
  @Test func theRegistrysTablesHaveTheirEntries() {
    #expect(Registry.implicitMemberTypes.count == 40)
    #expect(
      Registry.implicitMemberTypes["presentationCompactAdaptation"] == [
        "_": "PresentationAdaptation", "horizontal": "PresentationAdaptation",
        "vertical": "PresentationAdaptation",
      ])
    #expect(
      Registry.implicitMemberTypes["background"] == [
        "_": "ShapeStyle", "in": "Shape", "alignment": "Alignment",
      ])
    #expect(
      Registry.implicitMemberTypes["navigationBarTitleDisplayMode"] == [
        "_": "NavigationBarItem.TitleDisplayMode"
      ])
    #expect(Registry.unsupportedMembers.count == 12)
    #expect(Registry.unsupportedMembers["Alignment"]?.count == 6)
    #expect(Registry.unsupportedMembers["Alignment"]?.contains("centerLastTextBaseline") == true)
    #expect(Registry.fixedArgumentTypes.count == 24)
    #expect(Registry.fixedArgumentTypes["frame"]?.count == 8)
    #expect(Registry.fixedArgumentTypes["lineLimit"] == ["_": .integer])
    #expect(Registry.fixedArgumentTypes["disabled"] == ["_": .bool])
    #expect(Registry.fixedArgumentTypes["Image"] == ["systemName": .string])
    #expect(Registry.fixedArgumentTypes["Color"]?["hue"] == .number)
  }
}
