import Canvas
import Layout
import Testing

@Suite struct TextMeasurementTests {
  let measurer = PangoTextMeasurer()
  let body = FontSpec(size: 17)

  @Test func measuresWithRealFontsOnOneLine() {
    let t = measurer.layout("Hello world", font: body, maxWidth: nil, lineLimit: nil)
    #expect(t.lines.count == 1)
    #expect(t.lines[0].text == "Hello world")
    // Inter at 17 pt: about 0.55 em per character for this text.
    #expect(t.width > 60 && t.width < 120, "width \(t.width)")
    #expect(t.ascent > 12 && t.ascent < 20)
    #expect(t.lineHeight > 17 && t.lineHeight < 24)
  }

  @Test func widerFontsMeasureWider() {
    let text = "Sheets float at partial detents"
    let regular = measurer.layout(text, font: body, maxWidth: nil, lineLimit: nil).width
    let bold = measurer.layout(text, font: FontSpec(size: 17, weight: .bold), maxWidth: nil, lineLimit: nil)
      .width
    let black = measurer.layout(text, font: FontSpec(size: 17, weight: .black), maxWidth: nil, lineLimit: nil)
      .width
    let bigger = measurer.layout(text, font: FontSpec(size: 22), maxWidth: nil, lineLimit: nil).width
    let mono = measurer.layout(
      text, font: FontSpec(size: 17, monospaced: true), maxWidth: nil, lineLimit: nil
    ).width
    #expect(regular < bold)
    #expect(bold < black)
    #expect(regular < bigger)
    #expect(regular < mono)
    // Monospaced: every character has the same advance.
    let i = measurer.layout(
      "iiiiii", font: FontSpec(size: 17, monospaced: true), maxWidth: nil, lineLimit: nil)
    let w = measurer.layout(
      "WWWWWW", font: FontSpec(size: 17, monospaced: true), maxWidth: nil, lineLimit: nil)
    #expect(abs(i.width - w.width) < 0.01)
  }

  @Test func widthsAreFractionalAndAdditive() {
    let a = measurer.width(of: "ab", font: body)
    let one = measurer.width(of: "a", font: body)
    #expect(a != a.rounded() || one != one.rounded())
  }

  @Test(arguments: [60.0, 100, 150, 233.5, 320])
  func wrappingNeverExceedsMaxWidth(_ maxWidth: Double) {
    let text = "Drag the grabber up to expand, or down to dismiss. Partial detents float as glass cards."
    let t = measurer.layout(text, font: body, maxWidth: maxWidth, lineLimit: nil)
    #expect(t.lines.count > 1)
    for line in t.lines {
      #expect(line.width <= maxWidth + 0.01, "\(line.text): \(line.width) > \(maxWidth)")
      #expect(!line.text.hasSuffix(" ") && !line.text.hasPrefix(" "))
    }
    // Nothing is lost: the characters come back in order (a word wider than 60 pt breaks).
    #expect(t.lines.map(\.text).joined().filter { $0 != " " } == text.filter { $0 != " " })
    if maxWidth >= 100 {
      #expect(t.lines.map(\.text).joined(separator: " ") == text)
    }
    #expect(t.height == Double(t.lines.count) * t.lineHeight)
  }

  @Test func aWordLongerThanTheLineBreaksBetweenCharacters() {
    let t = measurer.layout("Supercalifragilisticexpialidocious", font: body, maxWidth: 80, lineLimit: nil)
    #expect(t.lines.count > 1)
    #expect(t.lines.allSatisfy { $0.width <= 80.01 })
    #expect(t.lines.map(\.text).joined() == "Supercalifragilisticexpialidocious")
  }

  @Test func nonASCIIIsMeasuredByBytes() {
    let text = "Héllo wörld 🎉 ünïcödé naïve café"
    let one = measurer.layout(text, font: body, maxWidth: nil, lineLimit: nil)
    #expect(one.lines.count == 1)
    #expect(one.lines[0].text == text)
    let wrapped = measurer.layout(text, font: body, maxWidth: 90, lineLimit: nil)
    #expect(wrapped.lines.count > 1)
    #expect(wrapped.lines.map(\.text).joined(separator: " ") == text)
    #expect(wrapped.lines.allSatisfy { $0.width <= 90.01 })
  }

  @Test func emojiAreMeasuredWithAnEmojiFontAndDoNotChangeDigits() {
    let party = measurer.width(of: "🎉", font: body)
    #expect(party > 0.9 * 17 && party < 1.6 * 17)
    // Digits after an emoji keep Inter's advances.
    let plain = measurer.width(of: "4 min", font: body)
    let after = measurer.width(of: "🎉 4 min", font: body) - measurer.width(of: "🎉", font: body)
    #expect(abs(after - plain - measurer.width(of: " ", font: body)) < 0.5)
  }

  @Test func spacesAreKeptExceptWhereALineWraps() {
    let plain = measurer.layout("Hello", font: body, maxWidth: nil, lineLimit: nil)
    let spaced = measurer.layout("Hello  ", font: body, maxWidth: nil, lineLimit: nil)
    #expect(spaced.lines[0].text == "Hello  ")
    #expect(spaced.width > plain.width + 4)
    let wrapped = measurer.layout("Hello there", font: body, maxWidth: 50, lineLimit: nil)
    #expect(wrapped.lines.map(\.text) == ["Hello", "there"])
    #expect(abs(wrapped.lines[0].width - plain.width) < 0.01)
  }

  @Test func paragraphsBreakAtNewlines() {
    let t = measurer.layout("One\nTwo\n\nFour", font: body, maxWidth: nil, lineLimit: nil)
    #expect(t.lines.map(\.text) == ["One", "Two", "", "Four"])
    #expect(t.lines[2].width == 0)
  }

  @Test func lineLimitTruncatesTheLastLineWithAnEllipsis() {
    let text = "Drag the grabber up to expand, or down to dismiss. Partial detents float as glass cards."
    let t = measurer.layout(text, font: body, maxWidth: 150, lineLimit: 2)
    #expect(t.lines.count == 2)
    #expect(t.lines[1].text.hasSuffix("…"))
    #expect(!t.lines[0].text.hasSuffix("…"))
    #expect(t.lines[1].width <= 150.01)
    let single = measurer.layout(text, font: body, maxWidth: 150, lineLimit: 1)
    #expect(single.lines.count == 1)
    #expect(single.lines[0].text.hasSuffix("…"))
    #expect(single.lines[0].text.hasPrefix("Drag the"))
    // A text that fits is not truncated.
    let fits = measurer.layout("Short", font: body, maxWidth: 150, lineLimit: 1)
    #expect(fits.lines.map(\.text) == ["Short"])
  }

  @Test func explicitLineHeightIsKept() {
    let t = measurer.layout("a\nb", font: FontSpec(size: 17, lineHeight: 22), maxWidth: nil, lineLimit: nil)
    #expect(t.lineHeight == 22)
    #expect(t.height == 44)
  }

  @Test func repeatedAndConcurrentMeasurementAgree() async {
    let text = "The same question, many times"
    let expected = measurer.layout(text, font: body, maxWidth: 120, lineLimit: nil)
    await withTaskGroup(of: TextLayout.self) { group in
      for i in 0..<16 {
        group.addTask {
          _ = PangoTextMeasurer().layout(
            "warm \(i)", font: FontSpec(size: Double(10 + i)), maxWidth: nil, lineLimit: nil)
          return PangoTextMeasurer().layout(text, font: FontSpec(size: 17), maxWidth: 120, lineLimit: nil)
        }
      }
      for await result in group { #expect(result == expected) }
    }
  }
}
