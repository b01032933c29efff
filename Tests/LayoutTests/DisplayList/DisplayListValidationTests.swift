import Layout
import Testing

@Suite struct DisplayListValidationTests {
  static let square = DisplayItem.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), .color(.black))

  static func nested(_ depth: Int) -> DisplayList {
    var item = square
    for _ in 0..<depth { item = .group(opacity: 1, clip: nil, items: [item]) }
    return DisplayList(width: 20, height: 20, scale: 2, items: [item])
  }

  static func text(size: Double) -> DisplayList {
    DisplayList(
      width: 100, height: 40, scale: 1,
      items: [
        square,
        .text(
          TextRun(text: "Hi", font: FontSpec(size: size), color: .black, origin: Point(4, 30), width: 20)),
      ])
  }

  @Test func aListRoundTripsThroughJSON() throws {
    let list = Self.text(size: 17)
    #expect(try DisplayList.decode(json: list.json()) == list)
  }

  @Test func groupsMayNestAHundredDeepAndNoDeeper() throws {
    #expect(try DisplayList.decode(json: Self.nested(DisplayList.Limits.groupDepth).json()).items.count == 1)
    #expect(throws: DisplayListProblem.self) { try Self.nested(DisplayList.Limits.groupDepth + 1).validate() }
    // Deeper: the text is refused before decoding, with the reason.
    let deep = Self.nested(150).json()
    #expect(!deep.isEmpty)
    #expect(throws: DisplayListProblem(path: "", "groups nest deeper than 100 levels")) {
      try DisplayList.decode(json: deep)
    }
  }

  @Test func aHundredThousandNestedGroupsAreRefusedQuickly() {
    let open = #"{"kind":"group","opacity":1,"items":["#
    var text = #"{"version":1,"width":20,"height":20,"scale":1,"items":["#
    text += String(repeating: open, count: 100_000)
    text += String(repeating: "]}", count: 100_000) + "]}"
    #expect(throws: DisplayListProblem(path: "", "groups nest deeper than 100 levels")) {
      try DisplayList.decode(json: text)
    }
  }

  @Test func fontSizesBeyondWhatPangoTakesAreRefusedWithWhere() {
    #expect(
      throws: DisplayListProblem(
        path: "items[1]", "font size 1000000000 is not above 0 and at most 4096 points")
    ) { try Self.text(size: 1e9).validate() }
    #expect(throws: DisplayListProblem.self) { try Self.text(size: 0).validate() }
  }

  @Test func numbersThatAreNotFiniteAreRefused() {
    var list = Self.text(size: 17)
    list.items.append(.stroke(.rect(Rect(x: .nan, y: 0, width: 1, height: 1)), .color(.black), lineWidth: 1))
    #expect(throws: DisplayListProblem(path: "items[2]", "a number is not finite (NaN or infinite)")) {
      try list.validate()
    }
  }

  @Test func sizesScalesCountsAndCoordinatesHaveLimits() {
    #expect(throws: DisplayListProblem.self) { try DisplayList(width: 0, height: 10, scale: 1).validate() }
    #expect(throws: DisplayListProblem.self) { try DisplayList(width: 10, height: 1e6, scale: 1).validate() }
    #expect(throws: DisplayListProblem.self) { try DisplayList(width: 10, height: 10, scale: 9).validate() }
    let far = DisplayItem.fill(.rect(Rect(x: 2e6, y: 0, width: 1, height: 1)), .color(.black))
    #expect(throws: DisplayListProblem.self) {
      try DisplayList(width: 10, height: 10, scale: 1, items: [far]).validate()
    }
    let stops = (0...DisplayList.Limits.gradientStops).map { GradientStop(Double($0) / 300, .black) }
    let gradient = DisplayItem.fill(
      .rect(Rect(x: 0, y: 0, width: 1, height: 1)),
      .linearGradient(start: Point(0, 0), end: Point(0, 1), stops: stops))
    #expect(throws: DisplayListProblem.self) {
      try DisplayList(width: 10, height: 10, scale: 1, items: [gradient]).validate()
    }
  }

  @Test func decodingMistakesSayWhere() {
    #expect(
      throws: DisplayListProblem(path: "", "not valid JSON at line 1, column 2: expected a key in quotes")
    ) {
      try DisplayList.decode(json: "{")
    }
    #expect(throws: DisplayListProblem(path: "", "missing 'scale'")) {
      try DisplayList.decode(json: #"{"version":1,"width":1,"height":1,"items":[]}"#)
    }
  }
}
