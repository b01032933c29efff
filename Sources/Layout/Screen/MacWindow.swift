import Detents
import ViewTree

/// The Mac window a program runs in: its colours and its title bar (the traffic lights and
/// the title), drawn over the window's content and its sheet.
///
/// Colours [M]: NSColor.windowBackgroundColor is #ECECEC in the light appearance and #323232 in
/// the dark one (values read from AppKit by many colour tables); the title bar is a shade darker
/// (light) or lighter (dark) with a hairline under it [C]. The traffic lights [M]: 12 pt circles
/// 20 pt apart, the first centred 14 pt from the window's left edge, on the title bar's middle;
/// close #FF5F57, minimize #FEBC2E, zoom #28C840. The title [C]: the window's title font,
/// 13 pt bold, centred; a window shows its root view's `navigationTitle`, else "Untitled" (a
/// SwiftUI `WindowGroup` with no title shows the app's name, which Detents does not know).
enum MacWindow {
  /// The traffic lights' diameter and the distance between their centres.
  static let lightDiameter: Double = 12
  static let lightSpacing: Double = 20
  static let firstLightCenterX: Double = 14
  /// Close, minimize, zoom.
  static let lightColors = [RGBA(rgb255: 255, 95, 87), RGBA(rgb255: 254, 188, 46), RGBA(rgb255: 40, 200, 64)]
  /// The title when the root view has no `navigationTitle`.
  static let untitled = "Untitled"
  /// The title's font.
  static let titleFont = FontSpec(size: 13, weight: .bold)
}

extension Palette {
  /// The Mac window's background (and a window sheet's): NSColor.windowBackgroundColor.
  var macWindowBackground: RGBA { scheme == .dark ? RGBA(rgb255: 50, 50, 50) : RGBA(rgb255: 236, 236, 236) }
  /// The Mac title bar's fill.
  var macTitleBar: RGBA { scheme == .dark ? RGBA(rgb255: 58, 58, 58) : RGBA(rgb255: 229, 229, 229) }
}

extension ScreenComposer {
  /// The title bar across the top `safe.top` points of the window: its fill, the hairline under
  /// it, the three traffic lights and the centred title.
  func macTitleBar(full: Rect, safe: EdgeInsets, title: String, palette: Palette, _ ctx: inout DrawContext) {
    let height = safe.top
    guard height > 0 else { return }
    let bar = Rect(x: 0, y: 0, width: full.width, height: height)
    ctx.items.append(.fill(.rect(bar), .color(palette.macTitleBar)))
    let line = palette.scheme == .dark ? RGBA(0, 0, 0, 0.5) : RGBA(0, 0, 0, 0.1)
    ctx.items.append(.fill(.rect(Rect(x: 0, y: height - 0.5, width: full.width, height: 0.5)), .color(line)))
    let d = MacWindow.lightDiameter
    for (i, color) in MacWindow.lightColors.enumerated() {
      let cx = MacWindow.firstLightCenterX + Double(i) * MacWindow.lightSpacing
      let circle = Rect(x: cx - d / 2, y: height / 2 - d / 2, width: d, height: d)
      ctx.items.append(.fill(.ellipse(circle), .color(color)))
      ctx.items.append(.stroke(.ellipse(circle), .color(RGBA(0, 0, 0, 0.12)), lineWidth: 0.5))
    }
    let layout = measurer.layout(title, font: MacWindow.titleFont, maxWidth: nil, lineLimit: 1)
    let width = layout.lines.first?.width ?? 0
    let color = palette.scheme == .dark ? RGBA(1, 1, 1, 0.85) : RGBA(0, 0, 0, 0.85)
    let baseline = (height - layout.lineHeight) / 2 + layout.ascent
    ctx.items.append(
      .text(
        TextRun(
          text: title, font: MacWindow.titleFont, color: color,
          origin: Point(full.midX - width / 2, baseline),
          width: width)))
  }
}
