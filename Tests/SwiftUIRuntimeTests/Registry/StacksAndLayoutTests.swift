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

@Suite struct GridProgramTests {
  /// The `Text`s drawn whose text starts with "Item", by text.
  private func cells(_ list: DisplayList) -> [String: TextRun] {
    var out: [String: TextRun] = [:]
    for r in runs(list) where r.text.hasPrefix("Item") { out[r.text] = r }
    return out
  }

  @Test func anAdaptiveGridFitsColumnsOfItsMinimumAcrossTheScreen() throws {
    let list = try drawn(
      controlProgram(
        "let columns = [GridItem(.adaptive(minimum: 100))]",
        #"""
        ScrollView {
          LazyVGrid(columns: columns, spacing: 20) {
            ForEach(1...7, id: \.self) { i in Text("Item \(i)").padding(EdgeInsets(top: 30, leading: 15, bottom: 30, trailing: 15)) }
          }
        }
        """#)
    ).get()
    let c = cells(list)
    #expect(c.count == 7)
    let a = try #require(c["Item 1"]), b = try #require(c["Item 2"]), d = try #require(c["Item 4"])
    // 402 pt wide (iPhone 16 Pro): (402 + 8) / 108 = 3.8, three columns of 128.67 pt.
    #expect(abs((b.origin.x + b.width / 2) - (a.origin.x + a.width / 2) - (128.67 + 8)) < 0.1)
    #expect(abs(d.origin.x - a.origin.x) < 0.1)
    // Rows are the padded text's height apart, plus the 20 pt spacing.
    #expect(d.origin.y - a.origin.y > 80)
  }

  @Test func aGridWithoutColumnsOrWithAWrongItemIsAnError() {
    for (body, expected) in [
      (#"LazyVGrid { Text("A") }"#, "columns"),
      (#"LazyVGrid(columns: [1]) { Text("A") }"#, "GridItem"),
      (#"LazyHGrid(rows: [GridItem(.adaptive(maximum: 3))]) { Text("A") }"#, "minimum"),
    ] {
      guard case .failure(let f) = drawn(controlProgram("", body)) else {
        Issue.record("\(body) ran")
        continue
      }
      #expect(f.message.contains(expected), "\(body): \(f.message)")
    }
  }

  @Test func aHorizontalScrollViewScrollsARowSideways() throws {
    let list = try drawn(
      controlProgram(
        "", #"ScrollView(.horizontal) { HStack { ForEach(1...30, id: \.self) { i in Text("Item \(i)") } } }"#)
    ).get()
    let c = cells(list)
    let first = try #require(c["Item 1"]), last = try #require(c["Item 30"])
    #expect(abs(last.origin.y - first.origin.y) < 0.1)
    #expect(last.origin.x > list.width)
  }
}

/// A lazy grid builds only a window of its data when the pipeline can lay the screen out;
/// a runtime on its own cannot tell where the screen ends, so it builds every item.
@Suite struct LazyWithoutLayoutTests {
  @Test func withoutALayoutEveryItemIsBuilt() throws {
    let source = """
      struct Cells: View {
        var body: some View {
          LazyVGrid(columns: [GridItem(.flexible())]) {
            ForEach(1...100, id: \\.self) { Text("Item \\($0)") }
          }
        }
      }
      #Preview { Cells() }
      """
    let r = try run(source)
    #expect(texts(r.tree).count == 100)
  }
}
