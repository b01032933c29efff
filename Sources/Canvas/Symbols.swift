import CPangoCairo
import Foundation

extension SymbolGlyph {
  /// Whether Material Icons has a glyph for `codepoint` (no fallback box drawn, some ink).
  static func hasGlyph(_ codepoint: UInt32) -> Bool {
    guard let scalar = Unicode.Scalar(codepoint) else { return false }
    return PangoEngine.shared.withLock { state in
      let layout = state.lineLayout(String(Character(scalar)), FontKey(family: "Material Icons", size: 24))
      var ink = PangoRectangle()
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, &ink, &logical)
      return pango_layout_get_unknown_glyphs_count(layout) == 0 && ink.width > 0 && ink.height > 0
    }
  }
}
