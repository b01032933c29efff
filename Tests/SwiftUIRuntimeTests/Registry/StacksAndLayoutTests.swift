import Detents
import Layout
import Portable
import Preview
import Testing

// Stacks and layout (Registry/StacksAndLayout.swift, and the text field styles of
// Registry/Controls.swift): what programs write, as drawn.

/// The hairline strokes drawn (thinner than a point: not the status bar's), as their bounds.
private func strokes(_ list: DisplayList) -> [Rect] {
  items(list).compactMap { if case .stroke(let s, _, let w) = $0, w < 1 { s.bounds } else { nil } }
}

@Suite struct StacksAndLayoutTests {
  @Test func bothSpellingsOfTheRoundedBorderStyleDrawABorderedField() throws {
    for style in [".roundedBorder", "RoundedBorderTextFieldStyle()"] {
      let list = try drawn(
        controlProgram(
          #"@State private var text = """#,
          #"TextField("Todo", text: $text).textFieldStyle(\#(style)).frame(width: 200)"#)
      ).get()
      let border = try #require(strokes(list).first, "\(style)")
      #expect(abs(border.width - 200) < 1)
      #expect(border.height > 30 && border.height < 40)
      let text = try #require(runs(list).first { $0.text == "Todo" })
      #expect(text.origin.x > border.x && text.origin.x < border.x + 10)
    }
    for style in [".plain", "PlainTextFieldStyle()", ".automatic"] {
      let list = try drawn(
        controlProgram(
          #"@State private var text = """#, #"TextField("Todo", text: $text).textFieldStyle(\#(style))"#)
      ).get()
      #expect(strokes(list).isEmpty, "\(style)")
    }
  }

  @Test func anUnknownTextFieldStyleIsAnError() {
    let r = drawn(
      controlProgram("", #"TextField("Todo", text: .constant("")).textFieldStyle(.squareBorder)"#))
    guard case .failure(let f) = r else {
      Issue.record("ran")
      return
    }
    #expect(f.message.contains("squareBorder"))
  }

  @Test func offsetAndPositionMoveTheText() throws {
    let still = try drawn(controlProgram("", #"VStack { Text("A"); Text("B") }"#)).get()
    let moved = try drawn(controlProgram("", #"VStack { Text("A").offset(x: 20, y: 10); Text("B") }"#)).get()
    let a0 = try #require(runs(still).first { $0.text == "A" })
    let a1 = try #require(runs(moved).first { $0.text == "A" })
    #expect(a1.origin.x == a0.origin.x + 20 && a1.origin.y == a0.origin.y + 10)
    #expect(runs(still).first { $0.text == "B" }?.origin == runs(moved).first { $0.text == "B" }?.origin)
    let placed = try drawn(
      controlProgram("", #"ZStack { Text("AB").position(x: 50, y: 30) }.frame(width: 100, height: 60)"#)
    ).get()
    let ab = try #require(runs(placed).first { $0.text == "AB" })
    // (50, 30) is the middle of the 100 × 60 frame, which sits in the middle of the screen.
    #expect(abs(ab.origin.x + ab.width / 2 - placed.width / 2) < 1)
  }
}
