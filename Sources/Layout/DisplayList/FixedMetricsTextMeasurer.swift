/// A text measurer with fixed metrics, for deterministic layout tests: every character is
/// `advance × size` wide, lines are `lineHeightFactor × size` apart.
public final class FixedMetricsTextMeasurer: TextMeasurer {
  public let advance: Double
  public let lineHeightFactor: Double
  public let ascentFactor: Double

  public init(advance: Double = 0.5, lineHeightFactor: Double = 1.2, ascentFactor: Double = 0.95) {
    self.advance = advance
    self.lineHeightFactor = lineHeightFactor
    self.ascentFactor = ascentFactor
  }

  public func layout(_ text: String, font: FontSpec, maxWidth: Double?, lineLimit: Int?) -> TextLayout {
    let charWidth = advance * font.size
    let lh = font.lineHeight > 0 ? font.lineHeight : lineHeightFactor * font.size
    return TextLayout.wrapping(
      text, maxWidth: maxWidth, lineLimit: lineLimit, ascent: ascentFactor * font.size, lineHeight: lh
    ) { Double($0.count) * charWidth }
  }
}

extension TextLayout {
  /// `text` broken into lines greedily at spaces, each paragraph (a `\n`) on lines of its own:
  /// a word goes on the line when the line stays within `maxWidth` (nil: no wrapping), and a
  /// word wider than that alone takes a line of its own; past `lineLimit` lines the last
  /// kept line is shortened until it fits with "…" after it. `width` measures a line.
  /// ``FixedMetricsTextMeasurer`` measures with fixed advances, the browser build with the
  /// page's fonts.
  public static func wrapping(
    _ text: String, maxWidth: Double?, lineLimit: Int?, ascent: Double, lineHeight: Double,
    width: (Substring) -> Double
  ) -> TextLayout {
    var lines: [TextLayout.Line] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let maxWidth, width(paragraph) > maxWidth else {
        lines.append(.init(text: String(paragraph), width: width(paragraph)))
        continue
      }
      var current = ""
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let candidate = current.isEmpty ? String(word) : current + " " + word
        if width(Substring(candidate)) <= maxWidth || current.isEmpty {
          current = candidate
        } else {
          lines.append(.init(text: current, width: width(Substring(current))))
          current = String(word)
        }
      }
      lines.append(.init(text: current, width: width(Substring(current))))
    }
    if let lineLimit, lineLimit > 0, lines.count > lineLimit {
      lines = Array(lines.prefix(lineLimit))
      var last = lines[lineLimit - 1].text
      if let maxWidth {
        while !last.isEmpty && width(Substring(last + "…")) > maxWidth { last.removeLast() }
      }
      lines[lineLimit - 1] = .init(text: last + "…", width: width(Substring(last + "…")))
    }
    return TextLayout(lines: lines, ascent: ascent, lineHeight: lineHeight)
  }
}
