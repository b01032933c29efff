import CPangoCairo
import Layout
import PangoThreads
import Testing

@testable import Canvas

@Suite struct PangoEngineTests {
  /// The files fontconfig sorts first for `pattern` under `config` (after the configuration's
  /// substitutions, as Pango asks).
  func sorted(_ pattern: String, _ config: OpaquePointer, first count: Int = 6) -> [String] {
    guard let p = FcNameParse(pattern) else { return [] }
    defer { FcPatternDestroy(p) }
    _ = FcConfigSubstitute(config, p, FcMatchPattern)
    FcDefaultSubstitute(p)
    var result = FcResultMatch
    guard let set = FcFontSort(config, p, FcTrue, nil, &result) else { return [] }
    defer { FcFontSetDestroy(set) }
    var files: [String] = []
    for i in 0..<min(count, Int(set.pointee.nfont)) {
      var file: UnsafeMutablePointer<FcChar8>? = nil
      if FcPatternGetString(set.pointee.fonts[i], FC_FILE, 0, &file) == FcResultMatch, let file {
        files.append(String(cString: file))
      }
    }
    return files
  }

  /// Why: Detents draws with a fontconfig configuration of its own (FontConfiguration): the
  /// system's fonts, none of the system's rules. What it must still do: the fonts Detents
  /// names come first, a family that is not installed falls back to Inter (as a custom font
  /// falls back to the system font on iOS), and glyphs that Inter lacks (emoji, other
  /// scripts) come from the fonts that have them.
  @Test func ownConfigurationFindsDetentsFontsAndFallsBackToInter() throws {
    let own = try #require(FontConfiguration.configuration(isSet: { _ in false }))
    defer { FcConfigDestroy(own) }
    let cases: [(pattern: String, first: String)] = [
      ("Inter", "/Inter-Regular.otf"), ("Inter:weight=200", "/Inter-Bold.otf"),
      ("Inter Display", "/InterDisplay-Regular.otf"), ("Inter:slant=100", "/Inter-Italic.otf"),
      ("DejaVu Sans Mono", "/DejaVuSansMono.ttf"), ("DejaVu Serif", "/DejaVuSerif.ttf"),
      ("Noto Color Emoji", "/NotoColorEmoji.ttf"),
      // Not installed here: Inter, not DejaVu Sans (where the system's rules sent them).
      ("Helvetica Neue", "/Inter-Regular.otf"), ("Georgia:weight=200", "/Inter-Bold.otf"),
      ("No Such Family", "/Inter-Regular.otf"),
    ]
    for c in cases {
      let files = sorted(c.pattern, own)
      #expect(files.first?.hasSuffix(c.first) == true, "\(c.pattern): \(files)")
    }
    // The fallbacks of Inter's list include the emoji font (a glyph Inter lacks).
    #expect(sorted("Inter", own, first: 100).contains { $0.hasSuffix("/NotoColorEmoji.ttf") })
  }

  /// Why: a configuration asked for by name, or fontconfig's debugging, takes fontconfig's
  /// own start (with the system's rules): Detents' configuration is only the default.
  @Test func aConfigurationAskedForByNameIsFontconfigsOwn() {
    for name in ["FONTCONFIG_FILE", "FONTCONFIG_PATH", "FC_DEBUG"] {
      #expect(FontConfiguration.configuration(isSet: { $0 == name }) == nil, "\(name)")
    }
  }

  /// Why: an emoji sequence with a character Inter also has (the ♀ of the mermaid, joined by
  /// U+200D and made an emoji by U+FE0F) is one emoji glyph, as wide as any other; with no
  /// emoji rule it was split into a mermaid and Inter's ♀ (wild program 20 showed it).
  @Test func anEmojiSequenceIsOneEmoji() {
    let measurer = PangoTextMeasurer()
    let body = FontSpec(size: 17)
    let party = measurer.width(of: "🎉", font: body)
    #expect(abs(measurer.width(of: "🧜‍♀️", font: body) - party) < 0.5)
    #expect(abs(measurer.width(of: "🧚‍♀️0", font: body) - party - measurer.width(of: "0", font: body)) < 0.5)
  }

  /// Why: the custom-font fallback as Pango measures it: a family that is not installed
  /// measures exactly as the system font; an installed one (DejaVu Sans) does not.
  @Test func aFamilyThatIsNotInstalledMeasuresAsTheSystemFont() {
    let measurer = PangoTextMeasurer()
    let text = "Sheets at every detent"
    let system = measurer.width(of: text, font: FontSpec(size: 17))
    #expect(measurer.width(of: text, font: FontSpec(family: "No Such Family", size: 17)) == system)
    #expect(measurer.width(of: text, font: FontSpec(family: "DejaVu Sans", size: 17)) != system)
  }

  /// Why: ``PangoEngine/State/metrics(_:)`` reads a font's ascent, descent and line height from
  /// its HarfBuzz extents instead of `pango_context_get_metrics` (which also lays out a sample
  /// sentence per font); every line box and baseline depends on them. Table: every family
  /// Detents names (the system font and its display size, monospaced, serif, a family that is
  /// not installed) and one with a line gap (DejaVu Math TeX Gyre: 200 units; the others have
  /// none), at the text styles' sizes and beyond, light to black, upright and italic, against
  /// what Pango's own call says.
  @Test func fontMetricsAreWhatPangosContextMetricsSay() {
    let families = [
      "Inter", "Inter Display", "DejaVu Sans Mono", "DejaVu Serif", "No Such Family", "DejaVu Math TeX Gyre",
    ]
    let sizes = [0.5, 11, 12, 13, 15, 16, 17, 20, 22, 28, 34, 96]
    var compared = 0
    PangoEngine.shared.withLock { state in
      for family in families {
        for size in sizes {
          for (weight, italic) in [
            (100, false), (400, false), (400, true), (600, false), (700, true), (900, false),
          ] {
            let key = FontKey(family: family, size: size, weight: weight, italic: italic)
            let fast = state.metrics(key)
            let pango = state.contextMetrics(key)
            #expect(fast == pango, "\(family) \(size) pt, weight \(weight)\(italic ? " italic" : "")")
            #expect(fast.ascent > size * 0.5 && fast.descent > 0 && fast.height >= fast.ascent + fast.descent)
            compared += 1
          }
        }
      }
    }
    #expect(compared == 432)
  }

  /// Why: Pango 1.50 starts two threads for every new font pattern (a match it waits for at
  /// once, a sort of the fallback fonts); PangoThreads runs the match on the caller's thread and
  /// hands the sort to one thread kept for sorts. Fonts no other test asks for are new
  /// patterns: each must spare two threads (other tests, running at the same time, may spare
  /// more), and measure as before: an emoji needs the sorted fallback list, so its width at a
  /// new size is the 17 pt width scaled (the emoji font is a bitmap scaled to the size).
  @Test func newFontPatternsStartNoThreads() {
    let before = detents_pango_threads_spared()
    let measurer = PangoTextMeasurer()
    let latin = measurer.width(of: "Sheets", font: FontSpec(size: 41.25, weight: .heavy))
    let emoji = measurer.width(of: "🎉", font: FontSpec(size: 43.75))
    #expect(detents_pango_threads_spared() - before >= 4)
    #expect(latin > 41.25 * 2)
    let body = measurer.width(of: "🎉", font: FontSpec(size: 17))
    #expect(abs(emoji - body * 43.75 / 17) < 1, "\(emoji) against \(body) at 17 pt")
  }

  /// Why: PangoThreads defines glib's `g_thread_new` for the whole process: a thread under any
  /// other name than Pango's two must still be a thread of its own, joined as glib's are.
  @Test func otherThreadsAreStillThreads() {
    let thread = g_thread_new(
      "detents-test", { _ in UnsafeMutableRawPointer(bitPattern: UInt(pthread_self())) }, nil)
    let ran = g_thread_join(thread)
    #expect(ran != nil)
    #expect(UInt(bitPattern: ran) != UInt(pthread_self()))
  }
}
