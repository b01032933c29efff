import Detents
import ViewTree

/// The visionOS window a program runs in: a glass pane in front of the room (passthrough),
/// which recedes (smaller, dimmer) while a sheet floats in front of it.
///
/// visionOS has no light appearance: windows are glass and their text is white [O] (HIG,
/// Materials, visionOS: "a window uses the glass material"; Dark Mode, visionOS: not
/// supported, the system adapts glass to the surroundings). The figures are chosen [C]:
/// Apple publishes no tint for the glass; the room behind stands in as a warm grey gradient.
enum VisionWindow {
  /// The glass of windows and sheets: a grey that lets the room show through, blurred.
  static let glass = (tint: RGBA(rgb255: 96, 96, 100, alpha: 0.55), blur: 30.0, edge: RGBA(1, 1, 1, 0.25))
  /// The room behind the window (passthrough), top to bottom.
  static let room = [RGBA(rgb255: 150, 142, 132), RGBA(rgb255: 82, 76, 70)]
}

extension ScreenComposer {
  /// How far the window has receded for `sheets` (bottom first): as far as the first shown
  /// sheet is on its way to its first stop, 0…1.
  func visionRecede(_ sheets: [PresentedState]) -> Scalar {
    guard let first = sheets.first?.sheet, !first.isDismissed else { return 0 }
    let rest = first.resolution.stops[0].height
    return rest > 0 ? min(1, max(0, first.height / rest)) : 0
  }

  /// Appends the room, then the window (its glass and its content `layer`) receded by `amount`
  /// about its centre, with a black veil over it as it goes back.
  func visionWindow(
    _ layer: DrawContext, recede amount: Scalar, full: Rect, radius: Scalar, _ ctx: inout DrawContext
  ) {
    ctx.symbols.formUnion(layer.symbols)
    let room = VisionWindow.room
    ctx.items.append(
      .fill(
        .rect(full),
        .linearGradient(
          start: Point(full.midX, full.y), end: Point(full.midX, full.maxY),
          stops: [GradientStop(0, room[0]), GradientStop(1, room[1])])))
    let map = ScaleMap(
      scale: 1 - (1 - SheetMetrics.visionRecedeScale) * amount, about: Point(full.midX, full.midY))
    let window = Shape.roundedRect(map.rect(full), radius: radius * map.scale, continuous: true)
    let g = VisionWindow.glass
    ctx.items.append(.backdrop(window, blurRadius: g.blur, tint: g.tint, edge: g.edge))
    ctx.items.append(.group(opacity: 1, clip: window, items: layer.items.map(map.item)))
    if amount > 0 {
      ctx.items.append(.fill(window, .color(RGBA(0, 0, 0, SheetMetrics.visionRecedeDimming * amount))))
    }
  }
}
