/// A font weight on the CSS/OpenType scale (100…900), with SwiftUI's names.
public enum FontWeight: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500, semibold = 600, bold = 700
  case heavy = 800, black = 900

  /// SwiftUI's name: `regular`, `semibold`, ….
  public var description: String {
    switch self {
    case .ultraLight: "ultraLight"
    case .thin: "thin"
    case .light: "light"
    case .regular: "regular"
    case .medium: "medium"
    case .semibold: "semibold"
    case .bold: "bold"
    case .heavy: "heavy"
    case .black: "black"
    }
  }
}

/// A concrete font: family, size in points, weight and italic. The drawing side maps the
/// family to a real face (Inter for the system font, since SF Pro cannot be shipped).
public struct FontSpec: Hashable, Sendable, CustomStringConvertible {
  /// "system" for the platform font (drawn with Inter), or a family name.
  public var family: String
  public var size: Double
  public var weight: FontWeight
  public var italic: Bool
  /// Recommended line height (leading) in points; 0 means the font's own.
  public var lineHeight: Double
  /// Whether the font is monospaced (`.monospaced()`).
  public var monospaced: Bool

  public init(
    family: String = "system", size: Double, weight: FontWeight = .regular, italic: Bool = false,
    lineHeight: Double = 0, monospaced: Bool = false
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.italic = italic
    self.lineHeight = lineHeight
    self.monospaced = monospaced
  }

  public var description: String {
    "\(family) \(size)pt \(weight)\(italic ? " italic" : "")"
  }
}

/// A laid-out piece of text: the lines it breaks into at a width, and its size.
public struct TextLayout: Hashable, Sendable {
  /// One line: its text and measured width.
  public struct Line: Hashable, Sendable {
    public var text: String
    public var width: Double
    public init(text: String, width: Double) {
      self.text = text
      self.width = width
    }
  }
  public var lines: [Line]
  /// The distance from a line's top to its baseline.
  public var ascent: Double
  /// The distance between consecutive baselines.
  public var lineHeight: Double

  public init(lines: [Line], ascent: Double, lineHeight: Double) {
    self.lines = lines
    self.ascent = ascent
    self.lineHeight = lineHeight
  }

  public var width: Double { lines.map { $0.width }.max() ?? 0 }
  public var height: Double { Double(lines.count) * lineHeight }
}

/// Measures and breaks text into lines. Layout uses it and never draws; the Canvas module
/// implements it with Pango, and tests use ``FixedMetricsTextMeasurer`` so they do not
/// depend on fonts.
///
/// Class-bound, because layout holds measurers as `any TextMeasurer` and Embedded Swift (the
/// browser build) allows existentials of class-bound protocols only.
public protocol TextMeasurer: AnyObject, Sendable {
  /// Lays out `text` in `font`, wrapping at word boundaries to `maxWidth` (nil = one line per
  /// paragraph), with at most `lineLimit` lines (nil = no limit; the last line is truncated
  /// with "…").
  func layout(_ text: String, font: FontSpec, maxWidth: Double?, lineLimit: Int?) -> TextLayout
}
