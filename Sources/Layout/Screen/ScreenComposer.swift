import Detents
import Portable
import ViewTree

/// One frame of a device screen: the program's root view, and the sheets presented over it.
public struct Screen: Sendable {
  /// Device, orientation, OS, Dynamic Type, colour scheme.
  public var environment: SheetEnvironment
  /// The presenting view.
  public var root: ViewNode
  /// The presented sheets (or covers), bottom first: each was presented from the one before it
  /// (the first from the root). Their content and their state from the engine.
  public var presentations: [PresentedState]
  /// The alert or confirmation dialog in front of everything, if one is up.
  public var dialog: PresentedDialog?
  /// Scroll offsets by scroll-view identity.
  public var scrollOffsets: [ViewIdentity: Double]

  /// A screen with `presentation` in front of the sheets `underneath` (bottom first).
  public init(
    environment: SheetEnvironment, root: ViewNode,
    presentation: PresentedState? = nil, underneath: [PresentedState] = [], dialog: PresentedDialog? = nil,
    scrollOffsets: [ViewIdentity: Double] = [:]
  ) {
    self.environment = environment
    self.root = root
    self.presentations = underneath + (presentation.map { [$0] } ?? [])
    self.dialog = dialog
    self.scrollOffsets = scrollOffsets
  }

  /// The front presentation (the last presented); setting it replaces the front one, or
  /// presents one over the root when there is none; nil takes the front one away.
  public var presentation: PresentedState? {
    get { presentations.last }
    set {
      if !presentations.isEmpty { presentations.removeLast() }
      if let newValue { presentations.append(newValue) }
    }
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
  public func compose(_ screen: Screen) -> DisplayList { composed(screen).list }

  /// What each `GeometryReader` on `screen` (the presenting view's and the front sheet's)
  /// learns when it is laid out, by the reader's identity: its frame on screen, its safe area,
  /// the named coordinate spaces around it. The runtime evaluates readers' content with it.
  public func readerGeometry(_ screen: Screen) -> [ViewIdentity: ReaderGeometry] {
    var out: [ViewIdentity: ReaderGeometry] = [:]
    for r in composed(screen).readers { out[r.identity] = r.geometry }
    return out
  }

  /// The display list of `screen`, and the readers placed on the way.
  func composed(_ screen: Screen) -> (
    list: DisplayList, readers: [(identity: ViewIdentity, geometry: ReaderGeometry)]
  ) {
    let env = screen.environment
    let device = env.device
    let size = device.size(env.orientation)
    let safe = device.safeArea(env.orientation)
    // visionOS has no light appearance: its glass takes white text (VisionWindow).
    let palette = Palette(scheme: device.family == .vision ? .dark : env.values.colorScheme, os: env.os)
    let full = Rect(origin: .zero, size: size)
    let safeBox = full.inset(by: safe)
    var layoutEnv = LayoutEnvironment(
      palette: palette, dynamicTypeSize: env.values.dynamicTypeSize, measurer: measurer, scale: device.scale)
    layoutEnv.scrollOffsets = screen.scrollOffsets
    layoutEnv.container = full
    layoutEnv.safeArea = safeBox
    layoutEnv.platform = device.family
    layoutEnv.compactHeight = env.isCompactHeight

    var ctx = DrawContext()
    let builder = LayoutBuilder()
    let shown = screen.presentations.filter { !$0.sheet.isDismissed }
    // How far each layer (0 the root, k the k-th sheet) is pushed back by the sheet in front of
    // it: as far as that sheet is on its way to `.large`, times how full-height the layer is
    // itself (the root and a cover always are; a sheet at a partial detent stays put under the
    // sheet it presents).
    func pushBack(_ layer: Int) -> Scalar {
      guard layer < shown.count else { return 0 }
      let front = shown[layer].sheet.appearance.pushBack
      guard layer > 0 else { return front }
      let own = shown[layer - 1].sheet
      return own.resolution.geometry.placement == .fullScreen ? front : front * own.appearance.pushBack
    }
    // A popover's arrow points at its source: the presenter's frames are kept to find it.
    let popover = shown.contains { $0.sheet.resolution.geometry.placement == .popover }
    // An open menu hangs from its control: every layer's frames are kept to find it.
    let menu = screen.dialog?.style == .menu
    var presenter = DrawContext(recordsFrames: popover || menu)
    switch device.family {
    case .mac: presenter.items.append(.fill(.rect(full), .color(palette.macWindowBackground)))
    case .vision: break  // glass, drawn by visionWindow
    case .phone, .pad: presenter.items.append(.fill(.rect(full), .color(palette.color(.systemBackground))))
    }
    place(builder.build(screen.root, layoutEnv), in: safeBox, &presenter)
    let rootPushBack = pushBack(0)
    if device.family == .vision {
      visionWindow(
        presenter, recede: visionRecede(shown), full: full, radius: device.displayCornerRadius, &ctx)
    } else {
      pushBackFullScreen(presenter, by: rootPushBack, full: full, safe: safe, device: device, &ctx)
    }
    var statusBarOnDark = rootPushBack >= SheetMetrics.lightStatusBarPushBack
    let presenterReaders = presenter.readers
    let popoverSource =
      popover
      ? Self.popoverSource(in: screen.root).flatMap { id in
        presenter.frames.first { $0.identity == id }?.frame
      }
      : nil
    var menuSource = menu ? presenter.frames.last { $0.identity == screen.dialog?.source }?.frame : nil

    for (k, p) in shown.enumerated() {
      let sheet = p.sheet
      let behind = pushBack(k + 1)
      statusBarOnDark = statusBarOnDark || behind >= SheetMetrics.lightStatusBarPushBack
      var layer = DrawContext(recordsFrames: menu)
      defer {
        if menu, let f = layer.frames.last(where: { $0.identity == screen.dialog?.source })?.frame {
          menuSource = f
        }
      }
      if sheet.resolution.geometry.placement == .fullScreen {
        layer.items.append(.fill(.rect(full), .color(palette.color(.systemBackground))))
        var coverEnv = layoutEnv
        coverEnv.container = full
        place(builder.build(p.content, coverEnv), in: safeBox, &layer)
        pushBackFullScreen(layer, by: behind, full: full, safe: safe, device: device, &ctx)
        ctx.readers += layer.readers
        continue
      }
      if popover && sheet.resolution.geometry.placement == .popover {
        var popoverEnv = layoutEnv
        popoverEnv.palette = palette.elevatedLevel
        composePopover(
          p.content, sheet: sheet, background: p.background, source: k == 0 ? popoverSource : nil, full: full,
          safeBox: safeBox, palette: popoverEnv.palette, env: popoverEnv, &layer)
        ctx.items += layer.items
        ctx.symbols.formUnion(layer.symbols)
        ctx.readers += layer.readers
        continue
      }
      let dim = sheet.dimming
      // (On visionOS the window recedes and dims itself: the room is not dimmed.)
      if dim > 0 && device.family != .vision {
        ctx.items.append(.fill(.rect(full), .color(RGBA(0, 0, 0, dim))))
      }
      statusBarOnDark = statusBarOnDark || (dim > 0.3 && env.values.colorScheme == .light)
      // A sheet's content (and its `presentationBackground`) is at the elevated level.
      var sheetEnv = layoutEnv
      sheetEnv.palette = palette.elevatedLevel
      composeSheet(
        p.content, sheet: sheet, look: sheet.appearance, background: p.background, palette: sheetEnv.palette,
        env: sheetEnv, &layer)
      if sheet.appearance.opacity < 1 {
        // Reduce Motion: the sheet cross-fades in or out in place.
        layer.items = [.group(opacity: sheet.appearance.opacity, clip: nil, items: layer.items)]
      }
      if behind > 0 {
        // A sheet under another full-height one recedes as the presenting view does: smaller
        // about its top centre, its top edge up to the status bar's bottom (Ionic's stacked
        // card modal: up 10 pt and scaled 0.915; here 10 pt is the gap of a `.large` sheet).
        let top = sheet.appearance.frame.y
        let map = ScaleMap(
          scale: 1 - (1 - SheetMetrics.presenterScale) * behind, about: Point(full.midX, top),
          dy: (safe.top - top) * behind)
        ctx.items += layer.items.map(map.item)
      } else {
        ctx.items += layer.items
      }
      ctx.symbols.formUnion(layer.symbols)
      ctx.readers += layer.readers
    }

    if let dialog = screen.dialog, dialog.style == .menu {
      composeMenu(
        dialog, source: menuSource, full: full, safe: safeBox, palette: palette.elevatedLevel,
        scale: device.scale, mac: device.family == .mac, &ctx)
    } else if let dialog = screen.dialog {
      statusBarOnDark = statusBarOnDark || env.values.colorScheme == .dark
      composeDialog(
        dialog, full: full, safe: safe, palette: palette.elevatedLevel, scale: device.scale,
        displayCornerRadius: device.displayCornerRadius, &ctx)
    }

    if device.family == .mac {
      macTitleBar(
        full: full, safe: safe, title: screen.root.navigationTitle ?? MacWindow.untitled, palette: palette,
        &ctx)
    }
    if device.family == .phone || device.family == .pad {
      statusBar(full: full, safe: safe, palette: palette, onDark: statusBarOnDark, device: device, &ctx)
      if device.hasDynamicIsland, env.orientation == .portrait {
        // The hardware's cutout: black over everything, whatever the appearance.
        let s = SheetMetrics.dynamicIslandSize
        ctx.items.append(
          .fill(
            .roundedRect(
              Rect(
                x: full.midX - s.width / 2, y: SheetMetrics.dynamicIslandTop, width: s.width, height: s.height
              ),
              radius: s.height / 2, continuous: false), .color(.black)))
      }
      if safe.bottom > 0 { homeIndicator(full: full, palette: palette, &ctx) }
    }
    let radius = device.displayCornerRadius
    let items =
      radius > 0
      ? [
        DisplayItem.group(
          opacity: 1, clip: .roundedRect(full, radius: radius, continuous: true), items: ctx.items)
      ] : ctx.items
    return (
      DisplayList(width: full.width, height: full.height, scale: device.scale, items: items),
      presenterReaders + ctx.readers
    )
  }

  /// Appends a full-screen layer (the presenting view, a cover) pushed back by `amount` (0 = as
  /// it is): it shrinks about its top centre, its top edge moves down to the status bar's bottom
  /// and its top corners round, over black.
  func pushBackFullScreen(
    _ layer: DrawContext, by amount: Scalar, full: Rect, safe: EdgeInsets, device: Device,
    _ ctx: inout DrawContext
  ) {
    ctx.symbols.formUnion(layer.symbols)
    guard amount > 0 else {
      ctx.items += layer.items
      return
    }
    let map = ScaleMap(
      scale: 1 - (1 - SheetMetrics.presenterScale) * amount, about: Point(full.midX, 0), dy: safe.top * amount
    )
    let top =
      device.displayCornerRadius + (SheetMetrics.presenterCornerRadius - device.displayCornerRadius) * amount
    let bottom = device.displayCornerRadius * map.scale
    ctx.items.append(.fill(.rect(full), .color(.black)))
    ctx.items.append(
      .group(
        opacity: 1,
        clip: .roundedCorners(
          map.rect(full), topLeft: top, topRight: top, bottomRight: bottom, bottomLeft: bottom),
        items: layer.items.map(map.item)))
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
    // A sheet narrower than the screen (landscape's safe-area width, an iPad page sheet)
    // meets the bottom edge away from the display's corners: square there.
    let bottom =
      look.inset > 0.5 || [.centeredCard, .windowSheet, .floatingCard].contains(geometry.placement)
      ? r : geometry.minX > 0.5 ? 0 : geometry.displayCornerRadius * look.attachment
    let shape = Shape.roundedCorners(box, topLeft: r, topRight: r, bottomRight: bottom, bottomLeft: bottom)
    if geometry.placement == .windowSheet {
      // [C] A Mac sheet is a window over its window: the deeper shadow of a window.
      ctx.items.append(.shadow(shape, color: RGBA(0, 0, 0, 0.3), radius: 24, offset: Point(0, 8)))
    } else if look.inset > 0.5 || geometry.placement == .floatingCard {
      ctx.items.append(.shadow(shape, color: RGBA(0, 0, 0, 0.12), radius: 20, offset: Point(0, 4)))
    }
    switch (background, look.material) {
    case (let style?, _):
      env.resolve(style).draw(shape, &ctx)
    case (nil, .glass):
      let g = geometry.placement == .floatingCard ? VisionWindow.glass : palette.glass
      // The glass turns opaque as the sheet attaches (attachment 0 → 1).
      let a = look.attachment
      let tint = RGBA(
        g.tint.r * (1 - a) + palette.sheetBackground.r * a,
        g.tint.g * (1 - a) + palette.sheetBackground.g * a,
        g.tint.b * (1 - a) + palette.sheetBackground.b * a, g.tint.a + (1 - g.tint.a) * a)
      ctx.items.append(.backdrop(shape, blurRadius: g.blur, tint: tint, edge: g.edge))
    default:
      let fill = geometry.placement == .windowSheet ? palette.macWindowBackground : palette.sheetBackground
      ctx.items.append(.fill(shape, .color(fill)))
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
