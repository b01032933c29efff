import Detents
import Layout
import Portable
import Preview
import Testing

// Controls (Registry/Controls.swift): what they draw, and what a tap on them changes.

/// A program whose root view's body is `body`, with `state` declared in it.
func controlProgram(_ state: String, _ body: String) -> String {
  """
  import SwiftUI

  struct Probe: View {
    \(state)
    var body: some View {
      \(body)
    }
  }

  #Preview { Probe() }
  """
}

/// The display list of `source` after tapping `taps` in turn (one every 0.1 s), on `os`; the
/// first diagnostic's message instead when there is one.
func drawn(_ source: String, taps: [String] = [], os: OSVersion = .iOS26) -> Result<DisplayList, RunFailure> {
  var options = PreviewOptions()
  options.os = os
  options.time = 0.1 * Double(taps.count + 1)
  options.interactions = taps.enumerated().map { (0.1 * Double($0.offset + 1), .tapButton($0.element)) }
  let result = PreviewSource(source, path: "probe.swift").run(options)
  if let d = result.diagnostics.first { return .failure(RunFailure(message: d.message)) }
  guard let screen = result.screen else { return .failure(RunFailure(message: "no screen")) }
  return .success(screen.displayList(measurer: FixedMetricsTextMeasurer()))
}

struct RunFailure: Error { let message: String }

/// Every item with the groups opened.
func items(_ list: DisplayList) -> [DisplayItem] {
  func open(_ items: [DisplayItem]) -> [DisplayItem] {
    items.flatMap { item -> [DisplayItem] in
      if case .group(_, _, let inner) = item { return open(inner) }
      return [item]
    }
  }
  return open(list.items)
}

/// The text runs drawn.
func runs(_ list: DisplayList) -> [TextRun] {
  items(list).compactMap { if case .text(let r) = $0 { r } else { nil } }
}

/// The filled shapes' bounds and colours.
func colourFills(_ list: DisplayList) -> [(bounds: Rect, color: RGBA)] {
  items(list).compactMap {
    if case .fill(let s, .color(let c)) = $0 { (s.bounds, c) } else { nil }
  }
}

@Suite struct ControlsTests {
  @Test func editButtonTogglesBetweenEditAndDoneInTheBar() throws {
    let source = controlProgram(
      "",
      #"""
      NavigationView {
        List { Text("Row") }
          .navigationBarTitle("Items")
          .navigationBarItems(leading: EditButton())
      }
      """#)
    func label(_ taps: [String]) throws -> TextRun? {
      try runs(drawn(source, taps: taps).get()).first { $0.text == "Edit" || $0.text == "Done" }
    }
    let edit = try #require(try label([]))
    #expect(edit.text == "Edit")
    // A bar button: above the list's row, on the leading side, in the label colour on its
    // glass capsule (iOS 26; the tint before, NavigationBarFidelityTests).
    let row = try #require(try runs(drawn(source).get()).first { $0.text == "Row" })
    #expect(edit.origin.y < row.origin.y)
    #expect(edit.origin.x < 60)
    #expect(edit.color == .black)
    #expect(try label(["Edit"])?.text == "Done")
    #expect(try label(["Edit", "Done"])?.text == "Edit")
  }

  @Test func stepperTapsStepWithinItsRange() throws {
    let source = controlProgram(
      "@State private var n = 0", #"Stepper("Count: \(n)", value: $n, in: 0...2)"#)
    func texts(_ taps: [String]) throws -> [String] { runs(try drawn(source, taps: taps).get()).map(\.text) }
    #expect(try texts([]).contains("Count: 0"))
    #expect(try texts(["+"]).contains("Count: 1"))
    #expect(try texts(["+", "Count: 1 +"]).contains("Count: 2"))
    // At the top of the range "+" changes nothing, as the stepper's plus is disabled there.
    #expect(try texts(["+", "+", "+"]).contains("Count: 2"))
    #expect(try texts(["+", "Count: 1 -"]).contains("Count: 0"))
    #expect(try texts(["Count: 0 -"]).contains("Count: 0"))
  }

  @Test func stepperDrawsMinusAndPlusOnAControl() throws {
    let list = try drawn(
      controlProgram("", #"Stepper("Count", onIncrement: {}, onDecrement: {}).frame(width: 300)"#)
    ).get()
    let symbols = items(list).compactMap { if case .symbol(let n, let box, _) = $0 { (n, box) } else { nil } }
    let minus = try #require(symbols.first { $0.0 == "minus" })
    let plus = try #require(symbols.first { $0.0 == "plus" })
    #expect(minus.1.midX < plus.1.midX)
    #expect(abs((plus.1.midX - minus.1.midX) - 47.5) < 0.5)
  }

  @Test func segmentTapSelectsItsTagAndMovesThePlate() throws {
    let source = controlProgram(
      "@State private var size = 1",
      #"""
      VStack {
        Picker("Size", selection: $size) { Text("S").tag(1); Text("M").tag(2) }
          .pickerStyle(.segmented).frame(width: 200)
        Text("size \(size)")
      }
      """#)
    let before = try drawn(source).get()
    let after = try drawn(source, taps: ["M"]).get()
    #expect(runs(before).map(\.text).contains("size 1"))
    #expect(runs(after).map(\.text).contains("size 2"))
    func plate(_ list: DisplayList) throws -> Rect {
      try #require(colourFills(list).first { $0.color == .white && $0.bounds.height == 28 }).bounds
    }
    // The white plate sits in the first half, then in the second.
    let s = try #require(runs(before).first { $0.text == "S" })
    #expect(try plate(before).x < s.origin.x && s.origin.x < plate(before).maxX)
    #expect(try plate(after).x >= plate(before).maxX - 4)
  }

  @Test func aFormPickerShowsTheValueOfItsForEachIdOnTheTrailingSide() throws {
    let source = controlProgram(
      #"@State private var pick = "x""#,
      #"Form { Picker("Letter", selection: $pick) { ForEach(["x", "y"], id: \.self) { Text($0) } } }"#)
    let before = try drawn(source).get()
    let title = try #require(runs(before).first { $0.text == "Letter" })
    let value = try #require(runs(before).first { $0.text == "x" })
    #expect(value.origin.x > title.origin.x + 150)
    #expect(!runs(before).map(\.text).contains("y"))
    let after = try drawn(source, taps: ["y"]).get()
    #expect(runs(after).map(\.text).contains("y"))
    #expect(!runs(after).map(\.text).contains("x"))
  }

  @Test func aMenuPickerOutsideAFormShowsItsValueInTheTint() throws {
    let list = try drawn(
      controlProgram(
        "@State private var n = 2", #"Picker("N", selection: $n) { Text("one").tag(1); Text("two").tag(2) }"#)
    ).get()
    let value = try #require(runs(list).first { $0.text == "two" })
    #expect(value.color == RGBA(rgb255: 0, 136, 255))
    #expect(!runs(list).map(\.text).contains("N"))
  }

  @Test func aWheelCentresTheSelectionOnItsBand() throws {
    let list = try drawn(
      controlProgram(
        "@State private var n = 1",
        #"Picker("N", selection: $n) { ForEach(0..<5) { Text("row \($0)").tag($0) } }.pickerStyle(.wheel)"#)
    ).get()
    let band = try #require(colourFills(list).first { $0.bounds.height == 34 }).bounds
    let selected = try #require(runs(list).first { $0.text == "row 1" })
    let above = try #require(runs(list).first { $0.text == "row 0" })
    #expect(band.y < selected.origin.y && selected.origin.y < band.maxY)
    #expect(abs((selected.origin.y - above.origin.y) - 32) < 0.01)
    #expect(above.color.a < selected.color.a)
  }

  @Test func toggleTapFlipsItsBinding() throws {
    let source = controlProgram(
      "@State private var on = false",
      #"VStack { Toggle("Wi-Fi", isOn: $on); Text(on ? "is on" : "is off") }"#)
    #expect(try runs(drawn(source).get()).map(\.text).contains("is off"))
    #expect(try runs(drawn(source, taps: ["Wi-Fi"]).get()).map(\.text).contains("is on"))
    #expect(try runs(drawn(source, taps: ["Wi-Fi", "Wi-Fi"]).get()).map(\.text).contains("is off"))
  }

  @Test func aTintedToggleIsOnInItsTint() throws {
    let list = try drawn(controlProgram("", #"Toggle("A", isOn: .constant(true)).tint(.red)"#)).get()
    #expect(colourFills(list).contains { $0.bounds.width == 51 && $0.color == RGBA(rgb255: 255, 56, 60) })
  }

  @Test func sliderThumbSitsAtTheValuesFraction() throws {
    for (os, thumb) in [(OSVersion.iOS26, 38.0), (OSVersion(18, 0), 28.0)] {
      let list = try drawn(
        controlProgram("", "Slider(value: .constant(25), in: 0...100).frame(width: 200)"), os: os
      ).get()
      let knob = try #require(colourFills(list).first { $0.color == .white && $0.bounds.width == thumb })
        .bounds
      let track = try #require(colourFills(list).first { $0.bounds.width == 200 }).bounds
      #expect(abs(knob.x - (track.x + (200 - thumb) * 0.25)) < 0.01)
    }
  }

  @Test func progressViewFillsItsFractionInTheTint() throws {
    let list = try drawn(
      controlProgram("", #"ProgressView("Loading", value: 30, total: 120).frame(width: 100)"#)
    )
    .get()
    #expect(runs(list).map(\.text).contains("Loading"))
    #expect(colourFills(list).contains { abs($0.bounds.width - 25) < 0.01 && $0.bounds.height == 4 })
    let spinner = try drawn(controlProgram("", "ProgressView()")).get()
    let spokes = items(spinner).filter { if case .fill(.path, _) = $0 { true } else { false } }
    #expect(spokes.count == 8)
  }

  @Test func datePickerShowsTheVirtualNow() throws {
    let list = try drawn(
      controlProgram("@State private var d = Date()", #"DatePicker("Start", selection: $d)"#)
    )
    .get()
    let texts = runs(list).map(\.text)
    #expect(texts.contains("Jun 9, 2025"))
    #expect(texts.contains("9:41 AM"))
    let dateOnly = try drawn(
      controlProgram(
        "@State private var d = Date()", #"DatePicker("Start", selection: $d, displayedComponents: .date)"#)
    ).get()
    #expect(!runs(dateOnly).map(\.text).contains("9:41 AM"))
  }

  @Test func calendarDatesFromSecondsSinceTheReferenceDate() {
    #expect(CalendarDate(secondsSinceReferenceDate: 0).mediumDate == "Jan 1, 2001")
    #expect(CalendarDate(secondsSinceReferenceDate: 0).shortTime == "12:00 AM")
    // 29 February 2024, 13:05 UTC.
    let leap = CalendarDate(secondsSinceReferenceDate: 730_904_700)
    #expect(leap.mediumDate == "Feb 29, 2024")
    #expect(leap.shortTime == "1:05 PM")
    #expect(CalendarDate(secondsSinceReferenceDate: -1).mediumDate == "Dec 31, 2000")
  }

  @Test func aToggleStyleOtherThanTheSwitchIsUnsupported() throws {
    let result = drawn(controlProgram("", #"Toggle("A", isOn: .constant(true)).toggleStyle(.button)"#))
    guard case .failure(let f) = result else {
      Issue.record("toggleStyle(.button) ran")
      return
    }
    #expect(f.message.contains("toggleStyle(.button)"))
  }
}
