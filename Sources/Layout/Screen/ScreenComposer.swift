import Detents
import Portable
import ViewTree

/// One frame of a device screen: the program's root view, and the sheet presented over it.
public struct Screen: Sendable {
  /// Device, orientation, OS, Dynamic Type, colour scheme.
  public var environment: SheetEnvironment
  /// The presenting view.
  public var root: ViewNode
  /// The presented sheet (or cover), its content and its state from the engine.
  public var presentation: PresentedState?
  /// The alert or confirmation dialog in front of everything, if one is up.
  public var dialog: PresentedDialog?
  /// Scroll offsets by scroll-view identity.
  public var scrollOffsets: [ViewIdentity: Double]

  public init(
    environment: SheetEnvironment, root: ViewNode,
    presentation: PresentedState? = nil, dialog: PresentedDialog? = nil,
    scrollOffsets: [ViewIdentity: Double] = [:]
  ) {
    self.environment = environment
    self.root = root
    self.presentation = presentation
    self.dialog = dialog
    self.scrollOffsets = scrollOffsets
  }
}

/// Lays out and composes a screen into a display list: the presenting view in the safe area,
/// dimming, the sheet at its current height with its look from the engine (glass card or
/// attached opaque sheet, grabber, corner radius, background), the status bar and the home
/// indicator, all clipped to the display's rounded corners.
public struct ScreenComposer {
  public let measurer: any TextMeasurer

  public init(measurer: any TextMeasurer) { self.measurer = measurer }

  /// The display list of `screen`.
  public func compose(_ screen: Screen) -> DisplayList {
    let env = screen.environment
    let device = env.device
    let size = device.size(env.orientation)
    let safe = device.safeArea(env.orientation)
    let palette = Palette(scheme: env.values.colorScheme, os: env.os)
    let full = Rect(origin: .zero, size: size)
    let safeBox = full.inset(by: safe)
    var layoutEnv = LayoutEnvironment(
      palette: palette, dynamicTypeSize: env.values.dynamicTypeSize, measurer: measurer, scale: device.scale)
    layoutEnv.scrollOffsets = screen.scrollOffsets
    layoutEnv.container = full
    layoutEnv.safeArea = safeBox

    var ctx = DrawContext()
    let builder = LayoutBuilder()
    let shown = screen.presentation.flatMap { $0.sheet.isDismissed ? nil : $0 }
    let pushBack = shown?.sheet.appearance.pushBack ?? 0
    var presenter = DrawContext()
    presenter.items.append(.fill(.rect(full), .color(palette.color(.systemBackground))))
    place(builder.build(screen.root, layoutEnv), in: safeBox, &presenter)
    if pushBack > 0 {
      // Behind a full-height sheet the presenting view shrinks about its top centre, its top
      // edge moves down to the status bar's bottom, and its top corners round, over black.
      let map = ScaleMap(
        scale: 1 - (1 - SheetMetrics.presenterScale) * pushBack, about: Point(full.midX, 0),
        dy: safe.top * pushBack)
      let top =
        device.displayCornerRadius + (SheetMetrics.presenterCornerRadius - device.displayCornerRadius)
        * pushBack
      let bottom = device.displayCornerRadius * map.scale
      ctx.items.append(.fill(.rect(full), .color(.black)))
      ctx.items.append(
        .group(
          opacity: 1,
          clip: .roundedCorners(
            map.rect(full), topLeft: top, topRight: top, bottomRight: bottom, bottomLeft: bottom),
          items: presenter.items.map(map.item)))
    } else {
      ctx.items += presenter.items
    }
    ctx.symbols.formUnion(presenter.symbols)

    var statusBarOnDark = pushBack >= SheetMetrics.lightStatusBarPushBack
    if let p = shown {
      let sheet = p.sheet
      let geometry = sheet.resolution.geometry
      let look = sheet.appearance
      if geometry.placement == .fullScreen {
        ctx.items.append(.fill(.rect(full), .color(palette.color(.systemBackground))))
        var coverEnv = layoutEnv
        coverEnv.container = full
        place(builder.build(p.content, coverEnv), in: safeBox, &ctx)
      } else {
        let dim = sheet.dimming
        if dim > 0 { ctx.items.append(.fill(.rect(full), .color(RGBA(0, 0, 0, dim)))) }
        statusBarOnDark = statusBarOnDark || (dim > 0.3 && env.values.colorScheme == .light)
        // A sheet's content (and its `presentationBackground`) is at the elevated level.
        var sheetEnv = layoutEnv
        sheetEnv.palette = palette.elevatedLevel
        composeSheet(
          p.content, sheet: sheet, look: look, background: p.background, palette: sheetEnv.palette,
          env: sheetEnv, &ctx)
      }
    }

    if let dialog = screen.dialog {
      statusBarOnDark = statusBarOnDark || env.values.colorScheme == .dark
      composeDialog(
        dialog, full: full, safe: safe, palette: palette.elevatedLevel, scale: device.scale,
        displayCornerRadius: device.displayCornerRadius, &ctx)
    }

    if device.family == .phone || device.family == .pad {
      statusBar(full: full, safe: safe, palette: palette, onDark: statusBarOnDark, device: device, &ctx)
      if safe.bottom > 0 { homeIndicator(full: full, palette: palette, &ctx) }
    }
    let radius = device.displayCornerRadius
    let items =
      radius > 0
      ? [
        DisplayItem.group(
          opacity: 1, clip: .roundedRect(full, radius: radius, continuous: true), items: ctx.items)
      ] : ctx.items
    return DisplayList(width: full.width, height: full.height, scale: device.scale, items: items)
  }

  /// Places a root node in a box as a hosting view does: its size for the box, centred.
  func place(_ node: LayoutNode, in box: Rect, _ ctx: inout DrawContext) {
    let s = node.size(ProposedSize(width: box.width, height: box.height))
    node.place(
      in: Rect(
        x: box.x + (box.width - s.width) / 2, y: box.y + (box.height - s.height) / 2, width: s.width,
        height: s.height), &ctx)
  }

  func composeSheet(
    _ content: ViewNode, sheet: PresentedSheet, look: SheetAppearance, background: ShapeStyleValue?,
    palette: Palette,
    env: LayoutEnvironment, _ ctx: inout DrawContext
  ) {
    let box = look.frame
    let r = look.cornerRadius
    let geometry = sheet.resolution.geometry
    // Floating cards are round all around; an attached sheet's bottom corners follow the display.
    let bottom =
      look.inset > 0.5 || geometry.placement == .centeredCard
      ? r : geometry.displayCornerRadius * look.attachment
    let shape = Shape.roundedCorners(box, topLeft: r, topRight: r, bottomRight: bottom, bottomLeft: bottom)
    if look.inset > 0.5 {
      ctx.items.append(.shadow(shape, color: RGBA(0, 0, 0, 0.12), radius: 20, offset: Point(0, 4)))
    }
    switch (background, look.material) {
    case (let style?, _):
      env.resolve(style).draw(shape, &ctx)
    case (nil, .glass):
      let g = palette.glass
      // The glass turns opaque as the sheet attaches (attachment 0 → 1).
      let a = look.attachment
      let tint = RGBA(
        g.tint.r * (1 - a) + palette.sheetBackground.r * a,
        g.tint.g * (1 - a) + palette.sheetBackground.g * a,
        g.tint.b * (1 - a) + palette.sheetBackground.b * a, g.tint.a + (1 - g.tint.a) * a)
      ctx.items.append(.backdrop(shape, blurRadius: g.blur, tint: tint, edge: g.edge))
    default:
      ctx.items.append(.fill(shape, .color(palette.sheetBackground)))
    }
    // The content is laid out in the detent height (the sheet above its safe-area bottom).
    let contentHeight = max(0, sheet.height)
    var contentEnv = env
    let contentBox = Rect(x: box.x, y: box.y, width: box.width, height: contentHeight)
    contentEnv.container = box
    contentEnv.safeArea = contentBox
    let node = LayoutBuilder().build(content, contentEnv)
    ctx.group(opacity: 1, clip: shape) { place(node, in: contentBox, &$0) }
    if look.showsDragIndicator {
      let g = SheetMetrics.grabberSize
      let grab = Rect(
        x: box.midX - g.width / 2, y: box.y + SheetMetrics.grabberTopInset, width: g.width, height: g.height)
      ctx.items.append(
        .fill(
          .roundedRect(grab, radius: g.height / 2, continuous: false),
          .color(palette.label(.tertiary))))
    }
  }

  /// The status bar: the time on the left, signal, Wi-Fi and battery on the right.
  func statusBar(
    full: Rect, safe: EdgeInsets, palette: Palette, onDark: Bool, device: Device, _ ctx: inout DrawContext
  ) {
    let top = safe.top
    guard top > 0 else { return }
    let color = onDark || palette.scheme == .dark ? RGBA.white : RGBA.black
    let midY = top >= 44 ? top / 2 + 2 : top / 2
    let font = FontSpec(size: 17, weight: .semibold)
    let time = measurer.layout("9:41", font: font, maxWidth: nil, lineLimit: 1)
    let side = max(16, device.displayCornerRadius * 0.75)
    ctx.items.append(
      .text(
        TextRun(text: "9:41", font: font, color: color, origin: Point(side + 18, midY + 6), width: time.width)
      ))
    // Battery: a 25 × 12 rounded outline with its fill and cap.
    let bx = full.maxX - side - 27
    let battery = Rect(x: bx, y: midY - 6, width: 25, height: 12)
    ctx.items.append(
      .stroke(.roundedRect(battery, radius: 3.5, continuous: true), .color(color.opacity(0.4)), lineWidth: 1))
    ctx.items.append(.fill(.roundedRect(battery.inset(by: 2), radius: 2, continuous: true), .color(color)))
    ctx.items.append(
      .fill(
        .roundedRect(
          Rect(x: battery.maxX + 1, y: midY - 2, width: 1.5, height: 4), radius: 0.75, continuous: false),
        .color(color.opacity(0.4))))
    // Wi-Fi: three arcs drawn as a fan of wedges; signal: four bars.
    let wx = bx - 22
    for (i, r) in [3.0, 6.5, 10].enumerated() {
      let c = Point(wx + 8, midY + 5)
      ctx.items.append(.stroke(.path(arc(center: c, radius: r)), .color(color), lineWidth: i == 0 ? 2.5 : 2))
    }
    let sx = wx - 24
    for i in 0..<4 {
      let h = 4 + Double(i) * 2.6
      ctx.items.append(
        .fill(
          .roundedRect(
            Rect(x: sx + Double(i) * 4.5, y: midY + 6 - h, width: 3, height: h), radius: 1, continuous: false),
          .color(color)))
    }
  }

  func arc(center c: Point, radius r: Double) -> [PathElement] {
    var out: [PathElement] = []
    let steps = 8
    for k in 0...steps {
      let a = Double.pi * (1.25 + 0.5 * Double(k) / Double(steps))
      let p = Point(c.x + r * cos(a), c.y + r * sin(a))
      out.append(k == 0 ? .move(p) : .line(p))
    }
    return out
  }

  /// The home indicator: a 134 × 5 capsule 8 pt above the bottom edge.
  func homeIndicator(full: Rect, palette: Palette, _ ctx: inout DrawContext) {
    let w = min(134, full.width * 0.36)
    let box = Rect(x: full.midX - w / 2, y: full.maxY - 8 - 5, width: w, height: 5)
    ctx.items.append(
      .fill(
        .roundedRect(box, radius: 2.5, continuous: false), .color(palette.scheme == .dark ? .white : .black)))
  }
}
