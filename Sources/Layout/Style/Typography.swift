import Detents
import ViewTree

/// Dynamic Type: the size and leading of every text style at every content size.
///
/// From the HIG's Typography specifications (iOS, 21 June 2023 revision) [O]: each cell is
/// size/leading in points. Weight is Regular except Headline (Semibold); `.bold()` and
/// emphasized styles use Bold for Large Title and Titles, Semibold for the rest.
public enum Typography {
  // Columns: xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge, AX1…AX5.
  static let table: [TextStyle: [(Double, Double)]] = [
    .largeTitle: [
      (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61),
      (56, 66),
      (60, 70),
    ],
    .title: [
      (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57),
      (53, 62),
      (58, 68),
    ],
    .title2: [
      (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52),
      (50, 59),
      (56, 66),
    ],
    .title3: [
      (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51),
      (49, 58),
      (55, 65),
    ],
    .headline: [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
      (47, 56),
      (53, 62),
    ],
    .body: [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
      (47, 56),
      (53, 62),
    ],
    .callout: [
      (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46),
      (44, 52),
      (51, 60),
    ],
    .subheadline: [
      (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43),
      (42, 50),
      (49, 58),
    ],
    .footnote: [
      (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40),
      (38, 46),
      (44, 52),
    ],
    .caption: [
      (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39),
      (37, 44),
      (43, 51),
    ],
    .caption2: [
      (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35),
      (34, 41),
      (40, 48),
    ],
  ]

  /// macOS's text styles, which have no Dynamic Type: size and leading in points, from the
  /// HIG's Typography specifications, macOS built-in text styles [O]. Headline is Bold there.
  static let macTable: [TextStyle: (size: Double, leading: Double)] = [
    .largeTitle: (26, 32), .title: (22, 26), .title2: (17, 22), .title3: (15, 20), .headline: (13, 16),
    .body: (13, 16), .callout: (12, 15), .subheadline: (11, 14), .footnote: (10, 13), .caption: (10, 13),
    .caption2: (10, 13),
  ]

  /// Size and leading of `style` at `size`.
  public static func metrics(_ style: TextStyle, _ size: DynamicTypeSize) -> (size: Double, leading: Double) {
    let row = table[style]!
    return row[size.rawValue]
  }

  /// The weight a style has by default.
  public static func defaultWeight(_ style: TextStyle) -> FontWeight {
    style == .headline ? .semibold : .regular
  }

  /// The weight `.bold()` gives a style.
  public static func boldWeight(_ style: TextStyle) -> FontWeight {
    switch style {
    case .largeTitle, .title, .title2: .bold
    default: .semibold
    }
  }

  /// Resolves a SwiftUI font to a concrete font at a Dynamic Type size (on the Mac, macOS's
  /// own sizes).
  public static func resolve(_ font: FontValue, _ size: DynamicTypeSize, on platform: DeviceFamily = .phone)
    -> FontSpec
  {
    var weight: FontWeight
    var spec: FontSpec
    switch font.base {
    case .style(let style):
      let m = platform == .mac ? macTable[style]! : metrics(style, size)
      weight = platform == .mac && style == .headline ? .bold : defaultWeight(style)
      if let w = font.weight { weight = w == .bold ? boldWeight(style) : FontWeight(name: w) }
      spec = FontSpec(
        size: m.size, weight: weight, italic: font.italic, lineHeight: m.leading, monospaced: font.monospaced)
    case .size(let s):
      weight = font.weight.map(FontWeight.init(name:)) ?? .regular
      spec = FontSpec(
        size: s, weight: weight, italic: font.italic, lineHeight: (s * 1.2).rounded(),
        monospaced: font.monospaced)
    }
    return spec
  }
}

extension FontWeight {
  /// The weight SwiftUI's `Font.Weight` name stands for.
  public init(name: FontWeightName) {
    switch name {
    case .ultraLight: self = .ultraLight
    case .thin: self = .thin
    case .light: self = .light
    case .regular: self = .regular
    case .medium: self = .medium
    case .semibold: self = .semibold
    case .bold: self = .bold
    case .heavy: self = .heavy
    case .black: self = .black
    }
  }
}
