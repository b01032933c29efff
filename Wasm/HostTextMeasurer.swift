// Text measured by the host (issue 16): in the browser, canvas `measureText` in the faces the
// page draws with (Wasm/detents.mjs, `cssFont` of the Studio's draw.js); natively Canvas
// measures with Pango. Lines break as ``FixedMetricsTextMeasurer`` breaks them
// (``TextLayout/wrapping(_:maxWidth:lineLimit:ascent:lineHeight:width:)``), at the host's widths.

import Layout

/// The advance width, in points, of the `textCount` UTF-8 bytes at `text` on one line in the
/// font of `family` (UTF-8, `familyCount` bytes), `size` points, `weight` (100…900), italic and
/// monospaced (0 or 1).
@_extern(wasm, module: "detents", name: "textWidth")
@_extern(c)
func hostTextWidth(
  _ family: UnsafePointer<UInt8>?, _ familyCount: Int32, _ size: Double, _ weight: Int32, _ italic: Int32,
  _ monospaced: Int32, _ text: UnsafePointer<UInt8>?, _ textCount: Int32
) -> Double

/// The font's ascent and its height (ascent + descent), in points, written as two doubles at
/// `result`; the font as ``hostTextWidth(_:_:_:_:_:_:_:_:)`` takes it.
@_extern(wasm, module: "detents", name: "fontMetrics")
@_extern(c)
func hostFontMetrics(
  _ family: UnsafePointer<UInt8>?, _ familyCount: Int32, _ size: Double, _ weight: Int32, _ italic: Int32,
  _ monospaced: Int32, _ result: UnsafeMutablePointer<Double>
)

/// Measures with the host's fonts; a font's metrics are asked for once.
final class HostTextMeasurer: TextMeasurer, @unchecked Sendable {
  // Unchecked: the wasm build runs on one thread.
  private var metrics: [FontSpec: (ascent: Double, height: Double)] = [:]

  func layout(_ text: String, font: FontSpec, maxWidth: Double?, lineLimit: Int?) -> TextLayout {
    var family = font.family
    let m = fontMetrics(font, &family)
    // As Pango's measurer: a given line height spreads its extra space above and below.
    let lineHeight = font.lineHeight > 0 ? font.lineHeight : m.height
    return TextLayout.wrapping(
      text, maxWidth: maxWidth, lineLimit: lineLimit, ascent: m.ascent + (lineHeight - m.height) / 2,
      lineHeight: lineHeight
    ) { line in
      var line = String(line)
      return family.withUTF8 { f in
        line.withUTF8 { t in
          hostTextWidth(
            f.baseAddress, Int32(f.count), font.size, Int32(font.weight.rawValue), font.italic ? 1 : 0,
            font.monospaced ? 1 : 0, t.baseAddress, Int32(t.count))
        }
      }
    }
  }

  private func fontMetrics(_ font: FontSpec, _ family: inout String) -> (ascent: Double, height: Double) {
    if let known = metrics[font] { return known }
    var result: (Double, Double) = (0, 0)
    withUnsafeMutablePointer(to: &result) { pair in
      pair.withMemoryRebound(to: Double.self, capacity: 2) { out in
        family.withUTF8 { f in
          hostFontMetrics(
            f.baseAddress, Int32(f.count), font.size, Int32(font.weight.rawValue), font.italic ? 1 : 0,
            font.monospaced ? 1 : 0, out)
        }
      }
    }
    metrics[font] = (result.0, result.1)
    return (result.0, result.1)
  }
}
