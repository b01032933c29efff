import Detents
import ViewTree

// Alerts and confirmation dialogs, drawn in front of everything on a phone's screen.
//
// Sources. Apple's HIG (Alerts, Action sheets) gives the rules this follows: an alert has a
// title, an optional message and one or more buttons; with two buttons they sit side by side,
// with three or more they stack; the Cancel button goes on the leading side of two and at the
// bottom of a stack; destructive buttons are red; a confirmation dialog on iPhone rises from the
// bottom with its Cancel button apart from the other choices. The HIG publishes no sizes: the
// numbers below marked [U] are UIKit's `UIAlertController` as iOS 13–18 draws it (a 270 pt wide
// alert with 14 pt corners, 44 pt buttons, 17 pt semibold title and 13 pt message; 57 pt action
// sheet rows with 20 pt labels, 8 pt margins), as measured in public reimplementations of it;
// [C] marks choices made here to look like iOS 26's Liquid Glass alerts (a wider card with
// round corners, leading-aligned text, capsule buttons), for which Apple publishes no numbers.
extension ScreenComposer {
  /// Draws `dialog` over the screen: a dimming layer, then an alert card in the centre or a
  /// confirmation dialog at the bottom, in the look of the palette's OS. (A menu is drawn by
  /// ``composeMenu``.)
  func composeDialog(
    _ dialog: PresentedDialog, full: Rect, safe: EdgeInsets, palette: Palette, scale: Double,
    displayCornerRadius: Double, _ ctx: inout DrawContext
  ) {
    guard dialog.style != .menu else { return }
    // [U] UIKit dims behind an alert by 20 % black and behind an action sheet by 40 %.
    ctx.items.append(.fill(.rect(full), .color(RGBA(0, 0, 0, dialog.style == .alert ? 0.2 : 0.4))))
    let glass = palette.os.hasLiquidGlass
    switch (dialog.style, glass) {
    case (.alert, false): alert18(dialog, full: full, palette: palette, scale: scale, &ctx)
    case (.alert, true): alert26(dialog, full: full, palette: palette, &ctx)
    case (.confirmationDialog, false):
      actionSheet18(dialog, full: full, safe: safe, palette: palette, scale: scale, &ctx)
    case (.confirmationDialog, true):
      actionSheet26(
        dialog, full: full, palette: palette, displayCornerRadius: displayCornerRadius, &ctx)
    case (.menu, _):
      // Drawn beside its control, undimmed (``composeMenu``).
      break
    }
  }

  /// The buttons in the order they are drawn: with two, Cancel first (leading); in a stack,
  /// Cancel last (bottom); the others in the program's order.
  static func dialogButtonOrder(_ buttons: [PresentedDialog.Button], sideBySide: Bool) -> [PresentedDialog
    .Button]
  {
    let cancel = buttons.filter { $0.role == .cancel }
    let others = buttons.filter { $0.role != .cancel }
    return sideBySide ? cancel + others : others + cancel
  }

  /// The colour of a button's label: red for a destructive one, else `normal`.
  func buttonColor(_ b: PresentedDialog.Button, palette: Palette, normal: RGBA) -> RGBA {
    b.role == .destructive ? palette.accent(.red) : normal
  }

  /// Lays out `text` in `width` and draws it with its top at `y`, centred or leading in the
  /// column at `x`; returns its height.
  @discardableResult
  func drawText(
    _ text: String, font: FontSpec, color: RGBA, x: Double, y: Double, width: Double, centred: Bool,
    lineLimit: Int? = nil, _ ctx: inout DrawContext
  ) -> Double {
    let layout = measurer.layout(text, font: font, maxWidth: width, lineLimit: lineLimit)
    for (i, line) in layout.lines.enumerated() {
      let lx = centred ? x + (width - line.width) / 2 : x
      let baseline = y + layout.ascent + Double(i) * layout.lineHeight
      ctx.items.append(
        .text(
          TextRun(text: line.text, font: font, color: color, origin: Point(lx, baseline), width: line.width)))
    }
    return layout.height
  }

  /// How a dialog's title and message are set: fonts, colours, the space between them, and
  /// whether they are centred.
  struct DialogTextStyle {
    var title: FontSpec
    var titleColor: RGBA
    var message: FontSpec
    var messageColor: RGBA
    var spacing: Double
    var centred: Bool
  }

  /// Draws a dialog's title and message (what it has of them) in a column of `width` at `x`
  /// from `y` down; returns their height (0 with neither).
  @discardableResult
  func dialogText(
    _ d: PresentedDialog, _ style: DialogTextStyle, x: Double, y: Double, width: Double,
    _ ctx: inout DrawContext
  ) -> Double {
    var h = 0.0
    if let t = d.title {
      h += drawText(
        t, font: style.title, color: style.titleColor, x: x, y: y, width: width, centred: style.centred, &ctx)
    }
    if let m = d.message {
      if d.title != nil { h += style.spacing }
      h += drawText(
        m, font: style.message, color: style.messageColor, x: x, y: y + h, width: width,
        centred: style.centred,
        &ctx)
    }
    return h
  }

  /// The height ``dialogText(_:_:x:y:width:_:)`` takes.
  func dialogTextHeight(_ d: PresentedDialog, _ style: DialogTextStyle, width: Double) -> Double {
    var scratch = DrawContext()
    return dialogText(d, style, x: 0, y: 0, width: width, &scratch)
  }

  /// The height `text` takes in `width`.
  func textHeight(_ text: String, font: FontSpec, width: Double) -> Double {
    measurer.layout(text, font: font, maxWidth: width, lineLimit: nil).height
  }

  // MARK: iOS 13–18

  /// [U] The iOS 18 alert: 270 pt wide, 14 pt corners, a blurred light (or dark) material;
  /// title 17 pt semibold and message 13 pt, centred, 16 pt from the sides, 19 pt from the top
  /// and above the buttons; 44 pt buttons in the tint colour (Cancel semibold) with hairline
  /// separators between them.
  func alert18(_ d: PresentedDialog, full: Rect, palette: Palette, scale: Double, _ ctx: inout DrawContext) {
    let width = 270.0
    let inner = width - 32
    let style = DialogTextStyle(
      title: FontSpec(size: 17, weight: .semibold), titleColor: palette.label(.primary),
      message: FontSpec(size: 13), messageColor: palette.label(.primary), spacing: 2, centred: true)
    let buttonHeight = 44.0
    let textHeight = 19 + dialogTextHeight(d, style, width: inner) + 19
    let sideBySide = d.buttons.count == 2
    let rows = sideBySide ? 1 : d.buttons.count
    let height = textHeight + Double(rows) * buttonHeight
    let box = Rect(x: full.midX - width / 2, y: full.midY - height / 2, width: width, height: height)
    let shape = Shape.roundedRect(box, radius: 14, continuous: true)
    let material = palette.material(.thick)
    ctx.items.append(.backdrop(shape, blurRadius: material.blur, tint: material.tint, edge: .clear))
    dialogText(d, style, x: box.x + 16, y: box.y + 19, width: inner, &ctx)
    let hairline = 1 / max(1, scale)
    let tint = palette.accent(.blue)
    let order = Self.dialogButtonOrder(d.buttons, sideBySide: sideBySide)
    let top = box.y + textHeight
    for (i, b) in order.enumerated() {
      let cell =
        sideBySide
        ? Rect(x: box.x + Double(i) * width / 2, y: top, width: width / 2, height: buttonHeight)
        : Rect(x: box.x, y: top + Double(i) * buttonHeight, width: width, height: buttonHeight)
      // A separator above every row, and between the two side-by-side buttons.
      ctx.items.append(
        .fill(.rect(Rect(x: box.x, y: cell.y, width: width, height: hairline)), .color(palette.separator)))
      if sideBySide && i == 1 {
        ctx.items.append(
          .fill(
            .rect(Rect(x: cell.x, y: cell.y, width: hairline, height: buttonHeight)),
            .color(palette.separator)))
      }
      let font = FontSpec(size: 17, weight: b.role == .cancel ? .semibold : .regular)
      let h = self.textHeight(b.title, font: font, width: cell.width - 16)
      drawText(
        b.title, font: font, color: buttonColor(b, palette: palette, normal: tint), x: cell.x + 8,
        y: cell.midY - h / 2, width: cell.width - 16, centred: true, lineLimit: 1, &ctx)
    }
  }

  /// [U] The iOS 18 action sheet on iPhone: 8 pt from the screen's sides, its bottom at the
  /// safe area (8 pt above the edge without one); a Cancel row apart, 8 pt below the group of the
  /// title, message and choices; 57 pt rows with 20 pt labels in the tint colour (Cancel
  /// semibold), 14 pt corners; title 13 pt semibold and message 13 pt in the secondary label
  /// colour, centred.
  func actionSheet18(
    _ d: PresentedDialog, full: Rect, safe: EdgeInsets, palette: Palette, scale: Double,
    _ ctx: inout DrawContext
  ) {
    let margin = 8.0
    let width = full.width - 2 * margin
    let inner = width - 32
    let row = 57.0
    let secondary = palette.label(.secondary)
    let style = DialogTextStyle(
      title: FontSpec(size: 13, weight: .semibold), titleColor: secondary, message: FontSpec(size: 13),
      messageColor: secondary, spacing: 2, centred: true)
    let tint = palette.accent(.blue)
    let hairline = 1 / max(1, scale)
    let cancel = d.buttons.last { $0.role == .cancel }
    let choices = d.buttons.filter { $0.role != .cancel }
    let text = dialogTextHeight(d, style, width: inner)
    let header = text > 0 ? 14 + text + 14 : 0
    let bottom = full.maxY - max(safe.bottom, margin)
    let cancelBox = cancel.map { _ in Rect(x: margin, y: bottom - row, width: width, height: row) }
    let groupHeight = header + Double(choices.count) * row
    let groupBottom = (cancelBox?.y).map { $0 - margin } ?? bottom
    let group = Rect(x: margin, y: groupBottom - groupHeight, width: width, height: groupHeight)
    if groupHeight > 0 {
      let material = palette.material(.thick)
      ctx.items.append(
        .backdrop(
          .roundedRect(group, radius: 14, continuous: true), blurRadius: material.blur, tint: material.tint,
          edge: .clear))
    }
    dialogText(d, style, x: group.x + 16, y: group.y + 14, width: inner, &ctx)
    let font = FontSpec(size: 20)
    for (i, b) in choices.enumerated() {
      let cell = Rect(x: group.x, y: group.y + header + Double(i) * row, width: width, height: row)
      if header > 0 || i > 0 {
        ctx.items.append(
          .fill(.rect(Rect(x: cell.x, y: cell.y, width: width, height: hairline)), .color(palette.separator)))
      }
      let h = textHeight(b.title, font: font, width: inner)
      drawText(
        b.title, font: font, color: buttonColor(b, palette: palette, normal: tint), x: cell.x + 16,
        y: cell.midY - h / 2, width: inner, centred: true, lineLimit: 1, &ctx)
    }
    if let cancel, let cancelBox {
      // The Cancel row is opaque, a step lighter than the material in dark mode.
      ctx.items.append(
        .fill(
          .roundedRect(cancelBox, radius: 14, continuous: true),
          .color(palette.color(.secondarySystemGroupedBackground))))
      let bold = FontSpec(size: 20, weight: .semibold)
      let h = textHeight(cancel.title, font: bold, width: inner)
      drawText(
        cancel.title, font: bold, color: tint, x: cancelBox.x + 16, y: cancelBox.midY - h / 2, width: inner,
        centred: true, lineLimit: 1, &ctx)
    }
  }

  // MARK: iOS 26

  /// A capsule button of iOS 26: a grey fill, its label centred (Cancel semibold).
  func capsuleButton(_ b: PresentedDialog.Button, in box: Rect, palette: Palette, _ ctx: inout DrawContext) {
    ctx.items.append(
      .fill(.roundedRect(box, radius: box.height / 2, continuous: true), .color(palette.tertiaryFill)))
    let font = FontSpec(size: 17, weight: b.role == .cancel ? .semibold : .medium)
    let h = textHeight(b.title, font: font, width: box.width - 24)
    drawText(
      b.title, font: font, color: buttonColor(b, palette: palette, normal: palette.label(.primary)),
      x: box.x + 12,
      y: box.midY - h / 2, width: box.width - 24, centred: true, lineLimit: 1, &ctx)
  }

  /// [C] The iOS 26 alert: a 300 pt card with 34 pt corners of glass made nearly opaque;
  /// title 17 pt bold and message 15 pt, leading-aligned, 24 pt from the sides and top; 48 pt
  /// capsule buttons 16 pt from the card's sides and bottom, two side by side 12 pt apart,
  /// three or more stacked 8 pt apart.
  func alert26(_ d: PresentedDialog, full: Rect, palette: Palette, _ ctx: inout DrawContext) {
    let width = min(300, full.width - 32)
    let inner = width - 48
    let style = DialogTextStyle(
      title: FontSpec(size: 17, weight: .bold), titleColor: palette.label(.primary),
      message: FontSpec(size: 15),
      messageColor: palette.label(.secondary), spacing: 6, centred: false)
    let buttonHeight = 48.0
    let textHeight = 24 + dialogTextHeight(d, style, width: inner) + 20
    let sideBySide = d.buttons.count == 2
    let rows = sideBySide ? 1 : d.buttons.count
    let height = textHeight + Double(rows) * buttonHeight + Double(rows - 1) * 8 + 16
    let box = Rect(x: full.midX - width / 2, y: full.midY - height / 2, width: width, height: height)
    let shape = Shape.roundedRect(box, radius: 34, continuous: true)
    let material = palette.material(.ultraThick)
    ctx.items.append(.shadow(shape, color: RGBA(0, 0, 0, 0.12), radius: 20, offset: Point(0, 4)))
    ctx.items.append(
      .backdrop(shape, blurRadius: material.blur, tint: material.tint, edge: palette.glass.edge))
    dialogText(d, style, x: box.x + 24, y: box.y + 24, width: inner, &ctx)
    let order = Self.dialogButtonOrder(d.buttons, sideBySide: sideBySide)
    let top = box.y + textHeight
    let buttonsWidth = width - 32
    for (i, b) in order.enumerated() {
      let cell =
        sideBySide
        ? Rect(
          x: box.x + 16 + Double(i) * (buttonsWidth + 12) / 2, y: top, width: (buttonsWidth - 12) / 2,
          height: buttonHeight)
        : Rect(
          x: box.x + 16, y: top + Double(i) * (buttonHeight + 8), width: buttonsWidth, height: buttonHeight)
      capsuleButton(b, in: cell, palette: palette, &ctx)
    }
  }

  /// [C] The iOS 26 confirmation dialog on iPhone: a glass card with 34 pt corners floating
  /// 8 pt from the screen's sides and bottom, like iOS 26's inset sheets, its bottom corners
  /// concentric with the display's (its radius less the margin); the title and
  /// message centred in the secondary label colour, then 50 pt capsule buttons stacked 8 pt
  /// apart with Cancel last.
  func actionSheet26(
    _ d: PresentedDialog, full: Rect, palette: Palette, displayCornerRadius: Double, _ ctx: inout DrawContext
  ) {
    let margin = 8.0
    let width = full.width - 2 * margin
    let inner = width - 48
    let row = 50.0
    let secondary = palette.label(.secondary)
    let style = DialogTextStyle(
      title: FontSpec(size: 13, weight: .semibold), titleColor: secondary, message: FontSpec(size: 13),
      messageColor: secondary, spacing: 2, centred: true)
    let text = dialogTextHeight(d, style, width: inner)
    let header = 20 + text + (text > 0 ? 14 : 0)
    let order = Self.dialogButtonOrder(d.buttons, sideBySide: false)
    let height = header + Double(order.count) * row + Double(max(0, order.count - 1)) * 8 + 16
    let box = Rect(x: margin, y: full.maxY - margin - height, width: width, height: height)
    let bottom = max(34, displayCornerRadius - margin)
    let shape = Shape.roundedCorners(box, topLeft: 34, topRight: 34, bottomRight: bottom, bottomLeft: bottom)
    let material = palette.material(.ultraThick)
    ctx.items.append(.shadow(shape, color: RGBA(0, 0, 0, 0.12), radius: 20, offset: Point(0, 4)))
    ctx.items.append(
      .backdrop(shape, blurRadius: material.blur, tint: material.tint, edge: palette.glass.edge))
    dialogText(d, style, x: box.x + 24, y: box.y + 20, width: inner, &ctx)
    for (i, b) in order.enumerated() {
      let cell = Rect(
        x: box.x + 16, y: box.y + header + Double(i) * (row + 8), width: width - 32, height: row)
      capsuleButton(b, in: cell, palette: palette, &ctx)
    }
  }
}
