import Detents
import ViewTree

// An open `Menu`: its items in a panel beside the control that opened it, in front of
// everything, with nothing dimmed behind it.
//
// Sources. Apple's HIG (Menus; Pull-down buttons) gives the rules: a menu opens from its
// control and stays beside it; items are grouped by separators; a checkmark marks the chosen
// option; a destructive item is red; a submenu's item shows a chevron. Apple publishes no
// sizes: [U] marks UIKit's context menu as iOS 14–18 draws it (250 pt wide, 13 pt corners, a
// thick blurred material, 44 pt rows with 17 pt titles and a symbol at the trailing edge,
// hairlines between items and an 8 pt band between groups, as public reimplementations of
// it measure); [C] marks choices made here to look like iOS 26's Liquid Glass menus (a glass
// panel with round corners, symbols on the leading side, groups split by an inset hairline),
// for which Apple publishes no numbers.
extension ScreenComposer {
  /// The panel's metrics in the look of iOS 18 ([U]) or iOS 26 ([C]).
  struct MenuMetrics {
    var width = 250.0
    var radius: Double
    var padding: Double
    var row = 44.0
    var subtitleRow = 58.0
    var header = 32.0
    var inset: Double
    /// The space between groups (iOS 18's band; iOS 26's gap around a hairline).
    var groupGap: Double
    var leadingSymbols: Bool
    /// Where the symbols of items go when they are not leading: none on a Mac before macOS 26.
    var trailingSymbols: Bool
    /// iOS 18's groups: a hairline between items, a band between groups (else an inset
    /// hairline between groups only).
    var groupBands: Bool
    var font = 17.0
    var subtitleFont = 15.0
    var headerFont = 13.0
    var column = 20.0
    /// A Mac's menu: as wide as its longest item (at least its control), compact rows.
    var mac = false

    init(glass: Bool) {
      radius = glass ? 26 : 13
      padding = glass ? 8 : 0
      inset = glass ? 20 : 16
      groupGap = glass ? 13 : 8
      leadingSymbols = glass
      trailingSymbols = !glass
      groupBands = !glass
    }

    /// [C] A Mac's pull-down menu, as macOS 13–15 draws it (and macOS 26, with its symbols on
    /// the leading side and rounder corners): 22 pt rows of 13 pt titles, 5 pt above and below
    /// the items, groups split by an inset hairline; symbols are shown only from macOS 26.
    init(macGlass glass: Bool) {
      self.init(glass: true)
      mac = true
      radius = glass ? 10 : 6
      padding = 5
      row = 22
      subtitleRow = 36
      header = 22
      inset = 10
      groupGap = 11
      leadingSymbols = glass
      trailingSymbols = false
      groupBands = false
      font = 13
      subtitleFont = 11
      headerFont = 11
      column = 14
    }
  }

  /// The size of `menu`'s panel (a Mac's as wide as its longest item and its control).
  func menuSize(_ menu: PresentedDialog, _ m: MenuMetrics, source: Rect?) -> Size {
    var size = Self.menuSize(menu, m)
    guard m.mac else { return size }
    let marks =
      menu.buttons.contains { $0.isChecked }
      || (m.leadingSymbols && menu.buttons.contains { $0.systemImage != nil })
    let chevron = menu.buttons.contains { $0.opensSubmenu } ? m.column + 8 : 0
    var widest = 0.0
    for b in menu.buttons {
      widest = max(
        widest, measurer.layout(b.title, font: FontSpec(size: m.font), maxWidth: nil, lineLimit: 1).width)
    }
    size.width = max(
      120, source?.width ?? 0, (2 * m.inset + (marks ? m.column + 6 : 0) + widest + chevron).rounded(.up))
    return size
  }

  /// The height of `menu`'s panel, and its width on iOS.
  static func menuSize(_ menu: PresentedDialog, _ m: MenuMetrics) -> Size {
    var h = 2 * m.padding + (menu.isSubmenu ? m.header + 8 : 0)
    var group: Int?
    for b in menu.buttons {
      if group != b.group {
        if group != nil { h += m.groupGap }
        if menu.groupTitles[b.group] != nil { h += m.header }
        group = b.group
      }
      h += b.subtitle == nil ? m.row : m.subtitleRow
    }
    return Size(width: m.width, height: h)
  }

  /// [C] Where a menu of `size` goes for its control's frame `source`: below it, 8 pt apart,
  /// or above it when it does not fit below and fits above (else on the roomier side, cut to
  /// it); its leading edge at the control's leading edge when the control is in the screen's
  /// leading half, else its trailing edge at the control's; kept 8 pt inside the screen's
  /// sides and inside the safe area. Without a known frame, centred on the screen.
  public static func menuPlacement(source: Rect?, size: Size, full: Rect, safe: Rect) -> Rect {
    let margin = 8.0
    guard let source else {
      let h = min(size.height, safe.height - 2 * margin)
      return Rect(x: full.midX - size.width / 2, y: safe.midY - h / 2, width: size.width, height: h)
    }
    let width = min(size.width, full.width - 2 * margin)
    var x = source.midX <= full.midX ? source.x : source.maxX - width
    x = min(max(x, full.x + margin), full.maxX - margin - width)
    let below = safe.maxY - margin - (source.maxY + margin)
    let above = source.y - margin - (safe.y + margin)
    if size.height <= below || below >= above {
      return Rect(x: x, y: source.maxY + margin, width: width, height: min(size.height, max(0, below)))
    }
    let h = min(size.height, max(0, above))
    return Rect(x: x, y: source.y - margin - h, width: width, height: h)
  }

  /// Draws an open menu at its control's frame `source` (nil when the control was not found
  /// on screen).
  func composeMenu(
    _ menu: PresentedDialog, source: Rect?, full: Rect, safe: Rect, palette: Palette, scale: Double,
    mac: Bool = false, _ ctx: inout DrawContext
  ) {
    let glass = palette.os.hasLiquidGlass
    let m = mac ? MenuMetrics(macGlass: glass) : MenuMetrics(glass: glass)
    let box = Self.menuPlacement(
      source: source, size: menuSize(menu, m, source: source), full: full, safe: safe)
    let shape = Shape.roundedRect(box, radius: m.radius, continuous: true)
    ctx.items.append(
      .shadow(shape, color: RGBA(0, 0, 0, glass ? 0.12 : 0.16), radius: 24, offset: Point(0, 8)))
    if glass {
      let material = palette.material(.ultraThick)
      ctx.items.append(
        .backdrop(shape, blurRadius: material.blur, tint: material.tint, edge: palette.glass.edge))
    } else {
      let material = palette.material(.thick)
      ctx.items.append(.backdrop(shape, blurRadius: material.blur, tint: material.tint, edge: .clear))
    }
    var inner = DrawContext()
    drawMenuItems(menu, box: box, m, palette: palette, scale: scale, &inner)
    // A menu cut to the room it has shows the items that fit (the rest scroll on a device).
    ctx.items.append(.group(opacity: 1, clip: shape, items: inner.items))
    ctx.symbols.formUnion(inner.symbols)
  }

  func drawMenuItems(
    _ menu: PresentedDialog, box: Rect, _ m: MenuMetrics, palette: Palette, scale: Double,
    _ ctx: inout DrawContext
  ) {
    let hairline = 1 / max(1, scale)
    let primary = palette.label(.primary)
    let secondary = palette.label(.secondary)
    // Titles make room for a checkmark when any item can show one, and on iOS 26 for the
    // leading symbols when any item has one.
    let checks = menu.buttons.contains { $0.isChecked }
    let symbols = m.leadingSymbols && menu.buttons.contains { $0.systemImage != nil }
    let column = m.column
    let textX = box.x + m.inset + (checks || symbols ? column + (m.mac ? 6 : 8) : 0)
    let trailingRoom = m.trailingSymbols || menu.buttons.contains { $0.opensSubmenu } ? column + 8 : 0
    var y = box.y + m.padding
    if menu.isSubmenu, let title = menu.title {
      let font = FontSpec(size: m.mac ? m.font : 15, weight: .semibold)
      let h = textHeight(title, font: font, width: box.width - 2 * m.inset - column)
      drawText(
        title, font: font, color: secondary, x: box.x + m.inset, y: y + (m.header - h) / 2,
        width: box.width - 2 * m.inset - column, centred: false, lineLimit: 1, &ctx)
      symbol(
        "chevron.down", Rect(x: box.maxX - m.inset - 16, y: y + (m.header - 16) / 2, width: 16, height: 16),
        secondary, &ctx)
      y += m.header
      ctx.items.append(
        .fill(.rect(Rect(x: box.x, y: y + 4, width: box.width, height: hairline)), .color(palette.separator)))
      y += 8
    }
    var group: Int?
    for b in menu.buttons {
      if group != b.group {
        if group != nil {
          if !m.groupBands {
            ctx.items.append(
              .fill(
                .rect(
                  Rect(x: box.x + m.inset, y: y + m.groupGap / 2, width: box.width - 2 * m.inset, height: 1)),
                .color(palette.separator)))
          } else {
            ctx.items.append(
              .fill(
                .rect(Rect(x: box.x, y: y, width: box.width, height: m.groupGap)),
                .color(palette.tertiaryFill)))
          }
          y += m.groupGap
        }
        if let header = menu.groupTitles[b.group] {
          let font = FontSpec(size: m.headerFont, weight: m.groupBands ? .regular : .semibold)
          let h = textHeight(header, font: font, width: box.width - 2 * m.inset)
          drawText(
            header, font: font, color: secondary, x: box.x + m.inset, y: y + m.header - 6 - h,
            width: box.width - 2 * m.inset, centred: false, lineLimit: 1, &ctx)
          y += m.header
        }
      } else if m.groupBands {
        // [U] iOS 18: a hairline between the items of a group.
        ctx.items.append(
          .fill(.rect(Rect(x: box.x, y: y, width: box.width, height: hairline)), .color(palette.separator)))
      }
      group = b.group
      let height = b.subtitle == nil ? m.row : m.subtitleRow
      let colour =
        !b.isEnabled ? palette.label(.tertiary) : b.role == .destructive ? palette.accent(.red) : primary
      let font = FontSpec(size: m.font)
      let width = box.maxX - m.inset - trailingRoom - textX
      let titleHeight = textHeight(b.title, font: font, width: width)
      let subFont = FontSpec(size: m.subtitleFont)
      let subHeight = b.subtitle.map { textHeight($0, font: subFont, width: width) + 2 } ?? 0
      let top = y + (height - titleHeight - subHeight) / 2
      drawText(
        b.title, font: font, color: colour, x: textX, y: top, width: width, centred: false, lineLimit: 1, &ctx
      )
      if let s = b.subtitle {
        drawText(
          s, font: subFont, color: b.isEnabled ? secondary : palette.label(.tertiary), x: textX,
          y: top + titleHeight + 2, width: width, centred: false, lineLimit: 1, &ctx)
      }
      let leading = Rect(x: box.x + m.inset, y: y + (height - column) / 2, width: column, height: column)
      let trailing = Rect(x: box.maxX - m.inset - column, y: leading.y, width: column, height: column)
      if b.isChecked {
        symbol("checkmark", leading, colour, &ctx)
      } else if let icon = b.systemImage, m.leadingSymbols {
        symbol(icon, leading, colour, &ctx)
      }
      if b.opensSubmenu {
        symbol("chevron.right", trailing, secondary, &ctx)
      } else if let icon = b.systemImage, m.trailingSymbols {
        symbol(icon, trailing, colour, &ctx)
      }
      y += height
    }
  }

  /// Draws an SF Symbol in `box`.
  func symbol(_ name: String, _ box: Rect, _ color: RGBA, _ ctx: inout DrawContext) {
    ctx.items.append(.symbol(name: name, box: box, color: color))
    ctx.symbols.insert(name)
  }
}
