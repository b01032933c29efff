import Detents
import ViewTree

/// Resolves SwiftUI colours and styles to RGB for a colour scheme and OS.
///
/// Accent colours come from the HIG [O]: the iOS ≤ 18 table (21 June 2023) and the iOS 26
/// table (updated 9 June 2025). Semantic colours (labels, backgrounds, fills) are not published;
/// the values are iOS 13 dumps [M] (reference-facts §4.3).
public struct Palette: Sendable {
  public var scheme: ColorScheme
  public var os: OSVersion
  /// UIKit's `userInterfaceLevel == .elevated`: content in a sheet, form sheet or popover
  /// (not a full-screen cover, not the presenting view). In dark mode the system backgrounds
  /// are lighter there, so a sheet stands out from the black behind it; light mode is the same.
  public var elevated: Bool

  public init(scheme: ColorScheme, os: OSVersion, elevated: Bool = false) {
    self.scheme = scheme
    self.os = os
    self.elevated = elevated
  }

  /// The same palette at the elevated level (for a sheet's content).
  public var elevatedLevel: Palette { Palette(scheme: scheme, os: os, elevated: true) }

  var dark: Bool { scheme == .dark }

  /// An accent colour by name.
  public func accent(_ name: NamedColor) -> RGBA {
    let new = os.hasLiquidGlass
    // (≤18 light, ≤18 dark, 26 light, 26 dark)
    let t: [(Int, Int, Int)]
    switch name {
    case .red: t = [(255, 59, 48), (255, 69, 58), (255, 56, 60), (255, 66, 69)]
    case .orange: t = [(255, 149, 0), (255, 159, 10), (255, 141, 40), (255, 146, 48)]
    case .yellow: t = [(255, 204, 0), (255, 214, 10), (255, 204, 0), (255, 214, 0)]
    case .green: t = [(52, 199, 89), (48, 209, 88), (52, 199, 89), (48, 209, 88)]
    case .mint: t = [(0, 199, 190), (102, 212, 207), (0, 200, 179), (0, 218, 195)]
    case .teal: t = [(48, 176, 199), (64, 200, 224), (0, 195, 208), (0, 210, 224)]
    case .cyan: t = [(50, 173, 230), (100, 210, 255), (0, 192, 232), (60, 211, 254)]
    case .blue, .accentColor: t = [(0, 122, 255), (10, 132, 255), (0, 136, 255), (0, 145, 255)]
    case .indigo: t = [(88, 86, 214), (94, 92, 230), (97, 85, 245), (109, 124, 255)]
    case .purple: t = [(175, 82, 222), (191, 90, 242), (203, 48, 224), (219, 52, 242)]
    case .pink: t = [(255, 45, 85), (255, 55, 95), (255, 45, 85), (255, 55, 95)]
    case .brown: t = [(165, 132, 94), (172, 142, 104), (172, 127, 94), (183, 138, 102)]
    case .gray: t = Array(repeating: (142, 142, 147), count: 4)
    default: return color(name)
    }
    let c = t[(new ? 2 : 0) + (dark ? 1 : 0)]
    return RGBA(rgb255: c.0, c.1, c.2)
  }

  /// Any named colour.
  public func color(_ name: NamedColor) -> RGBA {
    switch name {
    case .black: return .black
    case .white: return .white
    case .clear: return .clear
    case .primary: return label(.primary)
    case .secondary: return label(.secondary)
    case .systemBackground, .systemGroupedBackground:
      return dark
        ? darkBackground(level: 0) : name == .systemBackground ? .white : RGBA(rgb255: 242, 242, 247)
    case .secondarySystemBackground: return dark ? darkBackground(level: 1) : RGBA(rgb255: 242, 242, 247)
    case .secondarySystemGroupedBackground: return dark ? darkBackground(level: 1) : .white
    default: return accent(name)
    }
  }

  /// Dark-mode backgrounds by level (0 = primary, 1 = secondary, 2 = tertiary); the plain and
  /// grouped sets agree in dark mode. Base: #000000, #1C1C1E, #2C2C2E (iOS 13 dumps [M]).
  /// Elevated: #1C1C1E, #2C2C2E, #3A3A3C [M]: Apple documents the elevated level
  /// (`UITraitCollection.userInterfaceLevel`) but no numbers; these are the `darkElevatedColor`
  /// values of Flutter's `CupertinoColors` (`systemBackground`, `secondarySystemBackground`,
  /// `tertiarySystemBackground` and the grouped ones), and WebKit's system-colour test dumps
  /// `-apple-system-background` elevated dark as rgb(28, 28, 30).
  func darkBackground(level: Int) -> RGBA {
    let grey = (elevated ? [28, 44, 58] : [0, 28, 44])[level]
    let blue = (elevated ? [30, 46, 60] : [0, 30, 46])[level]
    return RGBA(rgb255: grey, grey, blue)
  }

  /// Label colours by hierarchy level (label, secondaryLabel, … as iOS 13 dumps [M]; quinary
  /// continues the sequence).
  public func label(_ level: HierarchyLevel) -> RGBA {
    let base = dark ? RGBA(rgb255: 235, 235, 245) : RGBA(rgb255: 60, 60, 67)
    switch level {
    case .primary: return dark ? .white : .black
    case .secondary: return base.opacity(0.6)
    case .tertiary: return base.opacity(0.3)
    case .quaternary: return base.opacity(0.18)
    case .quinary: return base.opacity(0.1)
    }
  }

  /// A separator line.
  public var separator: RGBA {
    dark ? RGBA(rgb255: 84, 84, 88, alpha: 0.6) : RGBA(rgb255: 60, 60, 67, alpha: 0.29)
  }

  /// `opaqueSeparator`: a separator that hides what is under it (#C6C6C8 light, #38383A
  /// dark, UIKit's values).
  public var opaqueSeparator: RGBA {
    dark ? RGBA(rgb255: 56, 56, 58) : RGBA(rgb255: 198, 198, 200)
  }

  /// `tertiarySystemFill`: the grey of a capsule button in an iOS 26 alert (#767680 at 12 %
  /// in light, 24 % in dark, iOS 13 dumps [M]).
  public var tertiaryFill: RGBA {
    RGBA(rgb255: 118, 118, 128, alpha: dark ? 0.24 : 0.12)
  }

  /// The opaque sheet background: the system background at the elevated level (white in
  /// light, #1C1C1E in dark), whatever this palette's own level.
  public var sheetBackground: RGBA { elevatedLevel.color(.systemBackground) }

  /// A material's tint over its blurred backdrop, and the blur radius. [C] chosen to look like
  /// UIKit's blur styles: thicker materials are more opaque.
  public func material(_ kind: MaterialKind) -> (tint: RGBA, blur: Double) {
    let base = dark ? RGBA(rgb255: 30, 30, 32) : RGBA(rgb255: 250, 250, 252)
    switch kind {
    case .ultraThin: return (base.opacity(0.35), 20)
    case .thin: return (base.opacity(0.5), 20)
    case .regular: return (base.opacity(0.7), 24)
    case .thick, .bar: return (base.opacity(0.85), 28)
    case .ultraThick: return (base.opacity(0.93), 30)
    }
  }

  /// iOS 26 Liquid Glass for a sheet at partial detents: a light blur with a translucent
  /// tint and a bright hairline edge. [C] Apple publishes no values.
  public var glass: (tint: RGBA, blur: Double, edge: RGBA) {
    dark
      ? (RGBA(rgb255: 40, 40, 44, alpha: 0.62), 18, RGBA(1, 1, 1, 0.18))
      : (RGBA(rgb255: 252, 252, 255, alpha: 0.62), 18, RGBA(1, 1, 1, 0.65))
  }
}
