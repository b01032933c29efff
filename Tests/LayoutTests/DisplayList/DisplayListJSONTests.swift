import Foundation
import Layout
import Testing

/// The display list's hand-written JSON (docs/display-list-json.md): the exact text it writes,
/// that Foundation's independent parser reads it, and that the reader refuses what is not a list.
@Suite struct DisplayListJSONTests {
  static let box = Rect(x: 1, y: 2, width: 30, height: 40.5)
  static let red = RGBA(1, 0, 0, 0.5)

  /// One item of every kind and one shape and paint of every kind, groups nested two deep.
  static let everything = DisplayList(
    width: 402, height: 874, scale: 3,
    items: [
      .fill(.rect(box), .color(red)),
      .stroke(.roundedRect(box, radius: 12, continuous: true), .color(.black), lineWidth: 0.5),
      .fill(
        .roundedCorners(box, topLeft: 1, topRight: 2, bottomRight: 3, bottomLeft: 4),
        .linearGradient(
          start: Point(0, 0), end: Point(0, 874), stops: [GradientStop(0, .white), GradientStop(1, red)])),
      .fill(.ellipse(box), .color(.white)),
      .fill(
        .path([
          .move(Point(0, 0)), .line(Point(10, 0)), .quad(Point(10, 10), control: Point(12, 5)),
          .cubic(Point(0, 10), control1: Point(8, 14), control2: Point(2, 14)), .close,
        ]), .color(.black)),
      .text(
        TextRun(
          text: "Héllo \"quoted\"", font: FontSpec(size: 17, weight: .semibold, lineHeight: 22),
          color: .black, origin: Point(24, 500.25), width: 40)),
      .symbol(name: "mappin", box: box, color: red),
      .group(
        opacity: 0.5, clip: .ellipse(box),
        items: [
          .group(opacity: 1, clip: nil, items: [.fill(.rect(box), .color(.black))]),
          .backdrop(.rect(box), blurRadius: 20, tint: red, edge: .white),
        ]),
      .group(opacity: 1, clip: nil, items: []),
      .shadow(.roundedRect(box, radius: 8, continuous: false), color: .black, radius: 4, offset: Point(0, 2)),
    ])

  /// Foundation's JSON parser, which shares no code with the writer.
  static func parsed(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
  }

  @Test func aSmallListIsWrittenExactlyAsDocumented() {
    let list = DisplayList(
      width: 20, height: 10.5, scale: 2,
      items: [.fill(.rect(Rect(x: 0, y: 1, width: 2, height: 3)), .color(RGBA(1, 0.53, 0, 1)))])
    #expect(
      list.json()
        == #"{"version":1,"width":20,"height":10.5,"scale":2,"items":[{"kind":"fill","shape":{"kind":"rect","x":0,"y":1,"width":2,"height":3},"paint":{"kind":"color","color":{"r":1,"g":0.53,"b":0,"a":1}}}]}"#
    )
  }

  /// Whole numbers past 32 bits are written as integers, not through `Int` (32 bits on wasm32,
  /// where `Int(v)` of such a number traps); past 2^53 as Swift writes a Double.
  @Test(arguments: [(3e9, "3000000000"), (-5e9, "-5000000000"), (9_007_199_254_740_992, "9007199254740992")])
  func largeWholeNumbersAreWrittenAsIntegers(_ v: Double, _ written: String) {
    let list = DisplayList(width: v, height: 1, scale: 1, items: [])
    #expect(list.json().contains(#""width":\#(written),"#))
  }

  @Test func prettyTextPutsEachItemOnALineAndIndentsGroups() {
    let square = DisplayItem.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), .color(.black))
    let list = DisplayList(
      width: 1, height: 1, scale: 1,
      items: [
        square, .group(opacity: 0.5, clip: nil, items: [square]), .group(opacity: 1, clip: nil, items: []),
      ])
    let fill =
      #"{"kind": "fill", "shape": {"kind": "rect", "x": 0, "y": 0, "width": 1, "height": 1}, "paint": {"kind": "color", "color": {"r": 0, "g": 0, "b": 0, "a": 1}}}"#
    #expect(
      list.json(pretty: true) == """
        {"version": 1, "width": 1, "height": 1, "scale": 1, "items": [
          \(fill),
          {"kind": "group", "opacity": 0.5, "items": [
            \(fill)
          ]},
          {"kind": "group", "opacity": 1, "items": []}
        ]}

        """)
  }

  @Test func everyKindParsesAsJSONWithItsDocumentedFields() throws {
    for pretty in [false, true] {
      let root = try #require(try Self.parsed(Self.everything.json(pretty: pretty)) as? [String: Any])
      #expect(root["version"] as? Int == 1)
      #expect(Set(root.keys) == ["version", "width", "height", "scale", "items"])
      let items = try #require(root["items"] as? [[String: Any]])
      #expect(
        items.map { $0["kind"] as? String }
          == ["fill", "stroke", "fill", "fill", "fill", "text", "symbol", "group", "group", "shadow"])
      let shapes = items.compactMap { ($0["shape"] as? [String: Any])?["kind"] as? String }
      #expect(shapes == ["rect", "roundedRect", "roundedCorners", "ellipse", "path", "roundedRect"])
      let path = try #require(items[4]["shape"] as? [String: Any])
      let elements = try #require(path["elements"] as? [[String: Any]])
      #expect(elements.map { $0["kind"] as? String } == ["move", "line", "quad", "cubic", "close"])
      #expect(Set(elements[3].keys) == ["kind", "to", "control1", "control2"])
      let gradient = try #require(items[2]["paint"] as? [String: Any])
      #expect(gradient["kind"] as? String == "linearGradient")
      #expect((gradient["stops"] as? [Any])?.count == 2)
      let text = items[5]
      #expect(text["text"] as? String == "Héllo \"quoted\"")
      let font = try #require(text["font"] as? [String: Any])
      #expect(font["weight"] as? Int == 600 && font["lineHeight"] as? Int == 22)
      let symbolFrame = try #require(items[6]["frame"] as? [String: Any])
      #expect(symbolFrame["height"] as? Double == 40.5)
      let group = items[7]
      #expect(group["clip"] != nil && items[8]["clip"] == nil)
      let inner = try #require(group["items"] as? [[String: Any]])
      #expect(inner.map { $0["kind"] as? String } == ["group", "backdrop"])
      #expect(((inner[0]["items"] as? [[String: Any]])?.first?["kind"] as? String) == "fill")
      #expect(!(Self.everything.json(pretty: pretty).contains("_0")))
    }
  }

  @Test func everyKindReadsBackAsTheSameList() throws {
    #expect(try DisplayList.decode(json: Self.everything.json()) == Self.everything)
    #expect(try DisplayList.decode(json: Self.everything.json(pretty: true)) == Self.everything)
  }

  @Test(arguments: [
    ("plain", #""plain""#),
    ("say \"hi\"", #""say \"hi\"""#),
    (#"back\slash"#, #""back\\slash""#),
    ("line\nbreak\ttab\r", #""line\nbreak\ttab\r""#),
    ("\u{01}\u{08}\u{0C}\u{1F}", #""\u0001\b\f\u001F""#),
    ("café ✓ 😀", "\"café ✓ 😀\""),
    ("del\u{7F}/slash", "\"del\u{7F}/slash\""),
  ])
  func stringsAreEscapedWhereJSONRequiresIt(text: String, written: String) throws {
    let list = DisplayList(
      width: 1, height: 1, scale: 1,
      items: [.symbol(name: text, box: Rect(x: 0, y: 0, width: 1, height: 1), color: .black)])
    let json = list.json()
    #expect(json.contains(#""name":"# + written + #","frame""#))
    let root = try #require(try Self.parsed(json) as? [String: Any])
    let item = try #require((root["items"] as? [[String: Any]])?.first)
    #expect(item["name"] as? String == text)
    #expect(try DisplayList.decode(json: json) == list)
  }

  @Test(arguments: [
    (17.0, "17"), (-0.5, "-0.5"), (0.1, "0.1"), (1.0 / 3, "0.3333333333333333"), (1e-5, "1e-05"),
    (9_007_199_254_740_992, "9007199254740992"), (1e20, "1e+20"), (-0.0, "0"),
  ])
  func numbersAreShortestRoundTripAndIntegersHaveNoFraction(value: Double, written: String) throws {
    let list = DisplayList(
      width: 1, height: 1, scale: 1,
      items: [.stroke(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), .color(.black), lineWidth: value)])
    let json = list.json()
    #expect(json.contains(#""lineWidth":"# + written + "}"))
    let root = try #require(try Self.parsed(json) as? [String: Any])
    let item = try #require((root["items"] as? [[String: Any]])?.first)
    #expect((item["lineWidth"] as? NSNumber)?.doubleValue == value)
  }

  @Test func numbersThatAreNotFiniteAreWrittenAsNullAndRefused() throws {
    let list = DisplayList(
      width: 1, height: 1, scale: 1,
      items: [.stroke(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), .color(.black), lineWidth: .nan)])
    let json = list.json()
    #expect(json.contains(#""lineWidth":null"#))
    _ = try Self.parsed(json)
    #expect(throws: DisplayListProblem(path: "items[0].lineWidth", "expected a number, found null")) {
      try DisplayList.decode(json: json)
    }
  }

  @Test(arguments: [
    (#"{"width":1,"height":1,"scale":1,"items":[]}"#, "", "missing 'version'"),
    (
      #"{"version":2,"width":1,"height":1,"scale":1,"items":[]}"#, "version",
      "version 2 is not one this reader knows (1)"
    ),
    (#"[1]"#, "", "expected an object, found an array"),
    (
      #"{"version":1,"width":1,"height":1,"scale":1,"items":[{"kind":"blob"}]}"#, "items[0].kind",
      "unknown kind 'blob' (one of fill, stroke, text, symbol, group, backdrop, shadow)"
    ),
    (
      #"{"version":1,"width":1,"height":1,"scale":1,"items":[{"kind":"fill","shape":{"kind":"rect","x":0,"y":0,"width":1},"paint":{"kind":"color","color":{"r":0,"g":0,"b":0,"a":1}}}]}"#,
      "items[0].shape", "missing 'height'"
    ),
    (
      #"{"version":1,"width":1,"height":1,"scale":1,"items":[{"kind":"fill","shape":{"kind":"path","elements":[{"kind":"line"}]},"paint":{"kind":"color","color":{"r":0,"g":0,"b":0,"a":1}}}]}"#,
      "items[0].shape.elements[0]", "missing 'to'"
    ),
    (
      #"{"version":1,"width":"1","height":1,"scale":1,"items":[]}"#, "width",
      "expected a number, found a string"
    ),
  ])
  func listsThatAreNotDisplayListsSayWhere(json: String, path: String, message: String) {
    #expect(throws: DisplayListProblem(path: path, message)) { try DisplayList.decode(json: json) }
  }

  @Test(arguments: [
    ("", "line 1, column 1: the text ends where a value should be"),
    ("{\"version\":1,}", "line 1, column 14: expected a key in quotes"),
    ("{\"a\":1,\"a\":2}", "line 1, column 8: the key 'a' appears twice"),
    ("{\"a\":01}", "line 1, column 6: a number cannot start with 0"),
    ("{\"a\":\"\\x\"}", "line 1, column 7: an unknown escape in a string"),
    ("{\"a\":\"\\ud83d\"}", "line 1, column 13: a \\u surrogate without its pair"),
    ("{\"a\":\"tab\there\"}", "line 1, column 10: a control character in a string must be escaped"),
    ("{}\n x", "line 2, column 2: text after the end of the JSON value"),
    ("{\"é\":tru}", "line 1, column 6: expected 'true'"),
  ])
  func textThatIsNotJSONSaysWhere(json: String, message: String) {
    #expect(throws: DisplayListProblem(path: "", "not valid JSON at " + message)) {
      try DisplayList.decode(json: json)
    }
  }

  @Test func invalidUTF8InAStringIsRefused() {
    var bytes = Array(#"{"version":1,"width":1,"height":1,"scale":1,"items":[{"kind":"symbol","name":""#.utf8)
    bytes += [0xFF, 0xFE]
    bytes += Array(#"","frame":{"x":0,"y":0,"width":1,"height":1},"color":{"r":0,"g":0,"b":0,"a":1}}]}"#.utf8)
    #expect(
      throws: DisplayListProblem(path: "", "not valid JSON at line 1, column 79: a string is not valid UTF-8")
    ) {
      try DisplayList.decode(json: bytes)
    }
  }

  @Test func escapesAndSurrogatePairsAreRead() throws {
    let json =
      #"{"version":1,"width":1,"height":1,"scale":1,"items":[{"kind":"symbol","name":"\u00e9\ud83d\ude00\/\"","frame":{"x":0,"y":0,"width":1,"height":1},"color":{"r":0,"g":0,"b":0,"a":1}}]}"#
    let list = try DisplayList.decode(json: json)
    guard case .symbol(let name, _, _)? = list.items.first else {
      Issue.record("not a symbol: \(list.items)")
      return
    }
    #expect(name == "é😀/\"")
  }
}
