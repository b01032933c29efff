import CPangoCairo
import Foundation
import Layout

/// Pango's fixed-point unit: 1 point = 1024 Pango units (`PANGO_SCALE`, a macro Swift cannot
/// import).
let pangoScale = 1024.0

/// The process's one Pango font map and context, with caches of font descriptions, metrics
/// and laid-out lines.
///
/// Pango objects are not thread-safe, so every use goes through ``withLock(_:)``; the lock is
/// held only for the duration of one measurement or one drawn text run, so concurrent renders
/// and measurements interleave safely. The context has resolution 72 dpi (1 unit = 1 point),
/// no hinting and unrounded glyph positions, so widths are fractional and the same at every
/// drawing scale: what layout measures at 1× is what is drawn at 3×.
final class PangoEngine: @unchecked Sendable {
  static let shared = PangoEngine()

  private let lock = NSLock()
  private let state: State

  private init() { state = State() }

  /// Runs `body` with exclusive access to the Pango state.
  func withLock<T>(_ body: (State) throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(state)
  }

  /// The Pango state; only reachable inside ``PangoEngine/withLock(_:)``.
  final class State {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    private var descriptions: [FontKey: OpaquePointer] = [:]
    private var metrics: [FontKey: FontMetrics] = [:]
    /// One-line layouts by text and font, for drawing text runs and measuring words; cleared
    /// when it reaches `layoutCacheLimit` entries (text in a UI repeats from frame to frame).
    private var lineLayouts: [LineKey: OpaquePointer] = [:]
    private let layoutCacheLimit = 2048
    /// Measurements by their arguments (layout asks the same question many times); cleared at
    /// `layoutCacheLimit` entries.
    var measurements: [MeasureKey: TextLayout] = [:] {
      didSet { if measurements.count > layoutCacheLimit { measurements.removeAll(keepingCapacity: true) } }
    }

    init() {
      FontConfiguration.load()
      fontMap = pango_cairo_font_map_new()
      pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
      context = pango_font_map_create_context(fontMap)
      pango_cairo_context_set_resolution(context, 72)
      pango_context_set_round_glyph_positions(context, 0)
      let options = cairo_font_options_create()
      // Unhinted metrics and outlines: positions do not snap to a pixel grid that differs
      // between 1× measurement and 3× drawing. Grey antialiasing: subpixel (coloured) edges
      // would make snapshots depend on the display.
      cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
      cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
      cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
      pango_cairo_context_set_font_options(context, options)
      cairo_font_options_destroy(options)
    }

    /// The Pango font description for `key` (owned by the cache).
    func description(_ key: FontKey) -> OpaquePointer {
      if let d = descriptions[key] { return d }
      let d = pango_font_description_new()!
      pango_font_description_set_family(d, key.pangoFamily)
      pango_font_description_set_absolute_size(d, key.size * pangoScale)
      pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(key.weight)))
      pango_font_description_set_style(d, key.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
      descriptions[key] = d
      return d
    }

    /// The font's ascent, descent and natural line height in points: those of the first font
    /// of the key's fontset, read from its HarfBuzz font's extents.
    ///
    /// Why not `pango_context_get_metrics`: its ascent, descent and height are these same
    /// extents of the same font (Pango 1.50's `get_face_metrics`; ``contextMetrics(_:)`` keeps
    /// the comparison, which a test makes for every font Detents names), but it also lays out
    /// the language's sample sentence twice per font, for character widths nobody reads here.
    /// That call was 14.5M of the 230.7M instructions of a one-image preview (seed 001, four
    /// fonts), most of it each font's first load, which the text's own layout now pays; the
    /// sample layouts themselves were 1.4M (230.7M -> 229.3M, callgrind).
    func metrics(_ key: FontKey) -> FontMetrics {
      if let m = metrics[key] { return m }
      var extents = hb_font_extents_t()
      // The fontset Pango's layouts of this font use, and its first font, as
      // `pango_context_get_metrics` has them: for the context's language, which is the
      // default language when none was set (`pango_context_get_language` then says nil, and
      // a fontset for no language is another fontconfig sort).
      let language = pango_context_get_language(context) ?? pango_language_get_default()
      if let fontset = pango_font_map_load_fontset(fontMap, context, description(key), language) {
        var first: UnsafeMutablePointer<PangoFont>? = nil
        pango_fontset_foreach(
          fontset,
          { _, font, data in
            data?.assumingMemoryBound(to: UnsafeMutablePointer<PangoFont>?.self).pointee = font
            return 1
          }, &first)
        if let first {
          hb_font_get_extents_for_direction(pango_font_get_hb_font(first), HB_DIRECTION_LTR, &extents)
        }
        g_object_unref(UnsafeMutableRawPointer(fontset))
      }
      // Pango's HarfBuzz fonts are scaled to Pango units (1024 per point at 72 dpi).
      let ascent = Double(extents.ascender) / pangoScale
      let descent = Double(-extents.descender) / pangoScale
      let height = Double(extents.ascender - extents.descender + extents.line_gap) / pangoScale
      let m = FontMetrics(ascent: ascent, descent: descent, height: height > 0 ? height : ascent + descent)
      metrics[key] = m
      return m
    }

    /// What `pango_context_get_metrics` says of the key's font (uncached; for the test that
    /// ``metrics(_:)`` agrees with it).
    func contextMetrics(_ key: FontKey) -> FontMetrics {
      let pm = pango_context_get_metrics(context, description(key), nil)
      defer { pango_font_metrics_unref(pm) }
      let ascent = Double(pango_font_metrics_get_ascent(pm)) / pangoScale
      let descent = Double(pango_font_metrics_get_descent(pm)) / pangoScale
      let height = Double(pango_font_metrics_get_height(pm)) / pangoScale
      return FontMetrics(ascent: ascent, descent: descent, height: height > 0 ? height : ascent + descent)
    }

    /// A new layout in `key`'s font with `text` (byte length, so any Unicode is safe); the
    /// caller owns it and must `g_object_unref` it.
    func newLayout(_ text: String, _ key: FontKey) -> OpaquePointer {
      let layout = pango_layout_new(context)!
      pango_layout_set_font_description(layout, description(key))
      var text = text
      text.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) {
          pango_layout_set_text(layout, $0.baseAddress, Int32($0.count))
        }
      }
      return layout
    }

    /// A cached one-line layout of `text` (no wrapping); owned by the cache, valid until the
    /// lock is released.
    func lineLayout(_ text: String, _ key: FontKey) -> OpaquePointer {
      let k = LineKey(text: text, font: key)
      if let l = lineLayouts[k] { return l }
      if lineLayouts.count >= layoutCacheLimit {
        for l in lineLayouts.values { g_object_unref(UnsafeMutableRawPointer(l)) }
        lineLayouts.removeAll(keepingCapacity: true)
      }
      let l = newLayout(text, key)
      lineLayouts[k] = l
      return l
    }

    /// The advance width of `text` on one line, in points.
    func width(_ text: String, _ key: FontKey) -> Double {
      logicalWidth(of: lineLayout(text, key))
    }
  }
}

/// fontconfig's configuration: Detents' own, made current before Pango's font map asks for one.
///
/// The choice: the system's font folders and caches (so every installed font, emoji and other
/// scripts included, can be drawn), with three rules of Detents' own (``xml``) and none of the
/// machine's (/etc/fonts/conf.d) or the user's (~/.config/fontconfig). Why:
/// - Renders should not depend on the machine: the system's and the user's rules set hinting,
///   antialiasing and family aliases that change glyphs, and Detents draws as iOS does.
/// - A family that is not installed falls back to the system font (Inter), as
///   `Font.custom(_:size:)` falls back to SF Pro on iOS; the system's rules sent it to
///   DejaVu Sans.
/// - Speed: the system's configuration is ~30 XML files whose rules fontconfig applies to every
///   font Pango asks for, and `FcInitLoadConfig` also parses the ~60 files of its template folder
///   only so that a program can list them. A one-image preview took 274M instructions with
///   fontconfig's own start, 231M with this configuration (callgrind), the same pixels.
/// `FONTCONFIG_FILE` or `FONTCONFIG_PATH` set (a configuration asked for by name) or `FC_DEBUG`
/// set (its debug output starts in `FcInit`): fontconfig's own start instead.
enum FontConfiguration {
  /// The configuration: font folders and caches as Debian's /etc/fonts/fonts.conf lists them;
  /// bitmap fonts (colour emoji) scaled to the size asked for, as
  /// /etc/fonts/conf.d/10-scale-bitmap-fonts.conf does (without it an emoji is drawn at its
  /// bitmap's 109 px); the family `emoji`, which Pango asks for where a run is emoji, made the
  /// emoji fonts, as /etc/fonts/conf.d/60-generic.conf does (without it the ♀ of 🧜‍♀️ came from
  /// Inter, which has one, and split the sequence in two); and Inter appended to every family
  /// list, last, so that it is the fallback of a family that is not installed.
  static let xml = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <dir>/usr/share/fonts</dir>
      <dir>/usr/local/share/fonts</dir>
      <dir prefix="xdg">fonts</dir>
      <dir>~/.fonts</dir>
      <cachedir>/var/cache/fontconfig</cachedir>
      <cachedir prefix="xdg">fontconfig</cachedir>
      <cachedir>~/.fontconfig</cachedir>
      <match target="pattern">
        <edit name="family" mode="append_last"><string>\(FontKey.systemFamily)</string></edit>
      </match>
      <alias binding="same">
        <family>emoji</family>
        <prefer>
          <family>Noto Color Emoji</family><family>Apple Color Emoji</family>
          <family>Segoe UI Emoji</family><family>Twitter Color Emoji</family><family>Noto Emoji</family>
        </prefer>
      </alias>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="pixelsizefixupfactor" mode="assign">
          <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
        </edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
        <edit name="matrix" mode="assign">
          <times>
            <name>matrix</name>
            <matrix>
              <name>pixelsizefixupfactor</name><double>0</double>
              <double>0</double><name>pixelsizefixupfactor</name>
            </matrix>
          </times>
        </edit>
        <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
      </match>
    </fontconfig>
    """

  /// Makes ``configuration(isSet:)`` fontconfig's current configuration, if it gives one.
  static func load() {
    guard let config = configuration() else { return }
    // Current, with a reference of its own.
    _ = FcConfigSetCurrent(config)
    FcConfigDestroy(config)
  }

  /// Detents' configuration with its fonts, or nil where fontconfig's own start should be
  /// taken (`isSet` says which environment variables are set); the caller owns the reference.
  static func configuration(isSet: (String) -> Bool = { getenv($0) != nil }) -> OpaquePointer? {
    if isSet("FONTCONFIG_FILE") || isSet("FONTCONFIG_PATH") || isSet("FC_DEBUG") { return nil }
    guard let config = FcConfigCreate() else { return nil }
    guard FcConfigParseAndLoadFromMemory(config, xml, FcTrue) != 0, FcConfigBuildFonts(config) != 0 else {
      FcConfigDestroy(config)
      return nil
    }
    return config
  }
}

/// A font as Pango sees it: the FontSpec fields that change glyphs.
struct FontKey: Hashable, Sendable {
  /// The family that draws the system font below 20 pt, and the fallback of a family that is not
  /// installed (``FontConfiguration/xml``).
  static let systemFamily = "Inter"

  var family: String
  var size: Double
  var weight: Int
  var italic: Bool

  /// Inter for the system font (SF Pro cannot be shipped): "Inter Display", Inter's optical
  /// size for large text, from 20 pt, where Apple switches from SF Pro Text to SF Pro Display.
  /// `.monospaced()` and the "monospaced" family use DejaVu Sans Mono (fonts-dejavu-core).
  init(_ font: FontSpec) {
    let lower = font.family.lowercased()
    if font.monospaced || lower == "monospaced" || lower == "system-monospaced" {
      family = "DejaVu Sans Mono"
    } else if lower == "system" || lower == "sf pro" || lower.isEmpty {
      family = font.size >= 20 ? "Inter Display" : Self.systemFamily
    } else if lower == "serif" || lower == "system-serif" {
      family = "DejaVu Serif"
    } else {
      family = font.family
    }
    size = font.size
    weight = font.weight.rawValue
    italic = font.italic
  }

  init(family: String, size: Double, weight: Int = 400, italic: Bool = false) {
    self.family = family
    self.size = size
    self.weight = weight
    self.italic = italic
  }

  /// The family list Pango gets: the face, then Inter and DejaVu Sans for missing glyphs.
  /// Emoji come from fontconfig's fallback (Noto Color Emoji, fonts-noto-color-emoji): naming
  /// it here would make Pango draw digits and spaces after an emoji-capable run with it.
  var pangoFamily: String { family + ",Inter,DejaVu Sans" }
}

/// A font's vertical metrics in points.
struct FontMetrics: Equatable, Sendable {
  var ascent: Double
  var descent: Double
  var height: Double
}

struct MeasureKey: Hashable {
  var text: String
  var font: FontSpec
  var maxWidth: Double?
  var lineLimit: Int?
}

struct LineKey: Hashable {
  var text: String
  var font: FontKey
}

/// The logical (advance) width of a layout's first line, in points.
func logicalWidth(of layout: OpaquePointer) -> Double {
  var ink = PangoRectangle()
  var logical = PangoRectangle()
  pango_layout_get_extents(layout, &ink, &logical)
  return Double(logical.width) / pangoScale
}
