import CPangoCairo
import Foundation
import Layout
import Synchronization

/// Measures text with Pango and the fonts that draw it: Inter for the system font, DejaVu Sans
/// Mono for monospaced text.
///
/// Wraps at word boundaries to `maxWidth`, breaking a word that is longer than a line between
/// characters (`PANGO_WRAP_WORD_CHAR`, as SwiftUI does); with a `lineLimit`, the last kept line
/// is shortened until it fits with "…" after it. Widths are fractional points (72 dpi, no
/// hinting), the same at every drawing scale. `lineHeight` is `FontSpec.lineHeight` when set,
/// else the font's own; `ascent` is the font's ascent plus half the extra leading.
///
/// Thread-safe: all instances share one Pango context behind a lock, and results are cached by
/// their arguments, so repeated questions are cheap.
public final class PangoTextMeasurer: TextMeasurer {
  /// A measurer; all share one Pango context and cache.
  public init() {}

  /// Starts Pango on another thread and returns at once: its font map, fontconfig's
  /// configuration and the system font's first measurement (loading its face) take ~5–10 ms
  /// of a one-image `detents preview`, which can pass while the program is parsed and run.
  /// Measuring before it is done waits for it; calling it again does nothing more.
  public static func prepare() {
    guard !prepared.exchange(true, ordering: .relaxed) else { return }
    Thread.detachNewThread {
      for font in warmFonts {
        _ = PangoTextMeasurer().layout("Aa", font: font, maxWidth: nil, lineLimit: nil)
      }
    }
  }
  private static let prepared = Atomic<Bool>(false)
  /// The fonts ``prepare()`` loads: the system font's body (17 pt), and the navigation bar's
  /// inline title (17 pt semibold) and large title (34 pt bold, Inter Display), which a sheet
  /// with a navigation stack draws whatever its program says. Each font's first measurement
  /// (fontconfig's sort, the face, HarfBuzz's shaping plan) is ~1 ms.
  static let warmFonts = [
    FontSpec(size: 17), FontSpec(size: 17, weight: .semibold), FontSpec(size: 34, weight: .bold),
  ]

  /// Lays `text` out in `font`; see ``TextMeasurer/layout(_:font:maxWidth:lineLimit:)``.
  public func layout(_ text: String, font: FontSpec, maxWidth: Double?, lineLimit: Int?) -> TextLayout {
    let mKey = MeasureKey(text: text, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
    return PangoEngine.shared.withLock { state in
      if let cached = state.measurements[mKey] { return cached }
      let result = Self.measure(state, text, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
      state.measurements[mKey] = result
      return result
    }
  }

  /// The advance width of `text` on one line, without wrapping.
  public func width(of text: String, font: FontSpec) -> Double {
    PangoEngine.shared.withLock { $0.width(text, FontKey(font)) }
  }

  private static func measure(
    _ state: PangoEngine.State, _ text: String, font: FontSpec, maxWidth: Double?, lineLimit: Int?
  ) -> TextLayout {
    let key = FontKey(font)
    let metrics = state.metrics(key)
    let lineHeight = font.lineHeight > 0 ? font.lineHeight : metrics.height
    let ascent = metrics.ascent + (lineHeight - metrics.height) / 2

    let layout = state.newLayout(text, key)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    if let maxWidth {
      pango_layout_set_width(layout, Int32(clamping: Int((max(0, maxWidth) * pangoScale).rounded(.down))))
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }
    let utf8 = Array(text.utf8)
    var lines: [TextLayout.Line] = []
    let count = pango_layout_get_line_count(layout)
    for i in 0..<count {
      guard let line = pango_layout_get_line_readonly(layout, i) else { continue }
      let start = Int(line.pointee.start_index)
      let end = min(utf8.count, start + Int(line.pointee.length))
      // A line that wraps keeps its trailing space in Pango; SwiftUI neither shows nor counts
      // it. A paragraph's last line keeps its spaces, as they were written.
      let wraps =
        i + 1 < count
        && pango_layout_get_line_readonly(layout, i + 1).map { $0.pointee.is_paragraph_start == 0 } ?? false
      var trimmedEnd = end
      while wraps, trimmedEnd > start,
        utf8[trimmedEnd - 1] == 0x20 || utf8[trimmedEnd - 1] == 0x09 || utf8[trimmedEnd - 1] == 0x0A
          || utf8[trimmedEnd - 1] == 0x0D
      {
        trimmedEnd -= 1
      }
      let lineText = start < trimmedEnd ? String(decoding: utf8[start..<trimmedEnd], as: UTF8.self) : ""
      var ink = PangoRectangle()
      var logical = PangoRectangle()
      pango_layout_line_get_extents(line, &ink, &logical)
      var width = Double(logical.width) / pangoScale
      if trimmedEnd < end {
        // Where the trimmed text ends, for left-to-right lines; others are measured again.
        if line.pointee.resolved_dir == PANGO_DIRECTION_LTR.rawValue {
          var x: Int32 = 0
          pango_layout_line_index_to_x(line, Int32(trimmedEnd), 0, &x)
          width = Double(x) / pangoScale
        } else {
          width = state.width(lineText, key)
        }
      }
      lines.append(.init(text: lineText, width: width))
    }
    if lines.isEmpty { lines = [.init(text: "", width: 0)] }

    if let lineLimit, lineLimit > 0, lines.count > lineLimit {
      lines.removeSubrange(lineLimit...)
      lines[lineLimit - 1] = truncated(state, lines[lineLimit - 1].text, key, maxWidth: maxWidth)
    }
    return TextLayout(lines: lines, ascent: ascent, lineHeight: lineHeight)
  }

  /// `text` with "…" after it, shortened by whole characters until it fits `maxWidth`.
  private static func truncated(
    _ state: PangoEngine.State, _ text: String, _ key: FontKey, maxWidth: Double?
  ) -> TextLayout.Line {
    func candidate(_ prefix: Substring) -> String {
      var s = String(prefix)
      while let last = s.last, last.isWhitespace { s.removeLast() }
      return s + "…"
    }
    let full = candidate(Substring(text))
    let fullWidth = state.width(full, key)
    guard let maxWidth, fullWidth > maxWidth else { return .init(text: full, width: fullWidth) }
    // The longest prefix that fits, by binary search over characters.
    let chars = Array(text)
    var lo = 0
    var hi = chars.count - 1
    var best = TextLayout.Line(text: "…", width: state.width("…", key))
    while lo <= hi {
      let mid = (lo + hi) / 2
      let s = candidate(Substring(String(chars[0..<mid])))
      let w = state.width(s, key)
      if w <= maxWidth {
        best = .init(text: s, width: w)
        lo = mid + 1
      } else {
        hi = mid - 1
      }
    }
    return best
  }
}
