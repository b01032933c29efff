import Detents
import ViewTree

/// Buttons, toggles, text fields, lists and navigation stacks, built from the primitives.
///
/// Metrics Apple does not publish are chosen here and marked [C]; they aim at what iOS draws.
struct ControlBuilder {
  let builder: LayoutBuilder

  func text(_ s: String, _ env: LayoutEnvironment, color: RGBA, font: FontSpec? = nil) -> LayoutNode {
    TextNode(
      s, font: font ?? env.fontSpec, color: color, alignment: env.textAlignment, lineLimit: env.lineLimit,
      measurer: env.measurer)
  }

  /// A button: its label in the tint colour, or on a tinted capsule for bordered styles.
  func button(_ node: ViewNode, role: ButtonRole?, _ env: LayoutEnvironment) -> LayoutNode {
    if env.platform == .mac, let push = macButton(node, role: role, env) { return push }
    var inner = env
    let tint = role == .destructive ? env.palette.accent(.red) : env.color(env.tint)
    let style = env.buttonStyle
    switch style {
    case .borderedProminent, .glassProminent:
      inner.foreground = .rgb(1, 1, 1, 1)
    case .plain:
      break
    default:
      inner.foreground = .rgb(tint.r, tint.g, tint.b, tint.a)
    }
    let label = buttonLabel(node, inner)
    let capsule = env.palette.os.hasLiquidGlass
    // [C] bordered buttons: 12 pt side and 7 pt top/bottom padding; capsules on iOS 26, 6 pt
    // rounded rectangles before.
    let shape: ShapeKind = capsule ? .capsule : .roundedRectangle(cornerRadius: 6)
    switch style {
    case .bordered, .glass:
      let padded = PaddingNode(
        child: PaddingNode(child: label, edges: .horizontal, amount: 12), edges: .vertical, amount: 7)
      return StyledBackgroundNode(content: padded, shape: shape, style: .paint(.color(tint.opacity(0.15))))
    case .borderedProminent, .glassProminent:
      let padded = PaddingNode(
        child: PaddingNode(child: label, edges: .horizontal, amount: 12), edges: .vertical, amount: 7)
      return StyledBackgroundNode(content: padded, shape: shape, style: .paint(.color(tint)))
    default:
      return label
    }
  }

  /// A button's label: its one child, or its children side by side 8 pt apart.
  func buttonLabel(_ node: ViewNode, _ env: LayoutEnvironment) -> LayoutNode {
    node.children.count == 1
      ? builder.build(node.children[0], env)
      : StackNode(
        axis: .horizontal, children: node.children.map { builder.build($0, env) }, spacing: 8,
        crossAlignment: .center)
  }

  /// A toggle: the title, then a 51 × 31 switch at the trailing edge.
  func toggle(title: String, isOn: Bool, _ env: LayoutEnvironment) -> LayoutNode {
    // On: green, unless a `tint` other than the accent colour is set.
    let on: RGBA =
      if case .color(.accentColor) = env.tint { env.palette.accent(.green) } else { env.color(env.tint) }
    let track = isOn ? on : env.palette.label(.quaternary).opacity(1.3)
    let knob = LayeredNode(
      content: FixedFrameNode(
        child: FillNode(shape: .capsule, paint: .paint(.color(track))), width: 51, height: 31,
        alignment: .center),
      layer: FixedFrameNode(
        child: FillNode(shape: .circle, paint: .paint(.color(.white))), width: 27, height: 27,
        alignment: .center),
      alignment: isOn
        ? Alignment(horizontal: .trailing, vertical: .center)
        : Alignment(horizontal: .leading, vertical: .center),
      behind: false)
    let padded = PaddingNode(child: knob, edges: .horizontal, amount: 0)
    return StackNode(
      axis: .horizontal,
      children: [
        text(title, env, color: env.color(env.foreground)), SpacerNode(axis: .horizontal, minLength: nil),
        padded,
      ],
      spacing: 8, crossAlignment: .center)
  }

  /// A text field or editor: the text (or the placeholder, in the placeholder colour),
  /// taking the full width offered.
  func textField(placeholder: String, text value: String, editor: Bool, _ env: LayoutEnvironment)
    -> LayoutNode
  {
    if env.platform == .mac && !editor { return macTextField(placeholder: placeholder, text: value, env) }
    let shown = value.isEmpty ? placeholder : value
    let color = value.isEmpty ? env.palette.label(.tertiary) : env.color(env.foreground)
    let t = text(shown, env, color: color)
    if !editor && env.textFieldStyle == .roundedBorder {
      // [C] `.roundedBorder` is UIKit's `UITextField.BorderStyle.roundedRect`: a box of the
      // system background with a hairline border of the opaque separator colour, 5 pt corners,
      // the text inset 7 pt at the sides and 6 pt above and below (34 pt high with the body font).
      // The same on iOS 18 and 26: Liquid Glass did not restyle the bordered field.
      let inset = PaddingNode(
        child: PaddingNode(child: t, edges: .horizontal, amount: 7), edges: .vertical, amount: 6)
      return StyledBackgroundNode(
        content: FlexibleFrameNode(
          child: inset, minW: nil, idealW: nil, maxW: .infinity, minH: nil, idealH: nil, maxH: nil,
          alignment: .leading),
        shape: .roundedRectangle(cornerRadius: 5),
        style: .paint(.color(env.palette.color(.systemBackground))),
        border: (env.palette.opaqueSeparator, 1 / env.scale))
    }
    return FlexibleFrameNode(
      child: t, minW: nil, idealW: nil, maxW: .infinity, minH: editor ? 100 : nil, idealH: nil,
      maxH: editor ? .infinity : nil,
      alignment: .topLeading)
  }

  /// `List` and `Form` in the inset-grouped style: sections of rows on rounded cards over the
  /// grouped background. [C] 16 pt margins, rows at least 44 pt with 16/11 pt padding,
  /// 10 pt card radius (26 on iOS 26), 35 pt between sections.
  func insetGroupedList(_ node: ViewNode, _ env: LayoutEnvironment) -> LayoutNode {
    typealias Row = (node: ViewNode, actions: Set<RowEditAction>)
    var sections: [(header: String?, footer: String?, rows: [Row])] = []
    var loose: [Row] = []
    func flushLoose() {
      if !loose.isEmpty {
        sections.append((nil, nil, loose))
        loose = []
      }
    }
    // A `ForEach` is a group of rows; its `onDelete` and `onMove` go to each of them.
    func rows(of n: ViewNode, _ actions: Set<RowEditAction>) -> [Row] {
      if case .group = n.kind {
        var inner = actions
        for m in n.modifiers {
          guard case .rowEditing(let a) = m else { return [(n, actions)] }
          inner.insert(a)
        }
        return n.children.flatMap { rows(of: $0, inner) }
      }
      return [(n, actions)]
    }
    var editing: (selecting: Bool, selected: Set<String>)?
    for case .listEditing(let selecting, let selected) in node.modifiers {
      editing = (selecting, Set(selected))
    }
    for (child, actions) in node.children.flatMap({ rows(of: $0, []) }) {
      if case .section(let header, let footer) = child.kind {
        flushLoose()
        sections.append((header, footer, child.children.flatMap { rows(of: $0, actions) }))
      } else {
        loose.append((child, actions))
      }
    }
    flushLoose()
    let radius: Double = env.palette.os.hasLiquidGlass ? 26 : 10
    var blocks: [LayoutNode] = []
    for (i, section) in sections.enumerated() {
      var parts: [LayoutNode] = []
      if let header = section.header {
        let h = text(
          header, env, color: env.palette.label(.secondary),
          font: Typography.resolve(FontValue(.style(.footnote)), env.dynamicTypeSize))
        parts.append(
          PaddingNode(child: PaddingNode(child: h, edges: .horizontal, amount: 16), edges: .bottom, amount: 7)
        )
      }
      var rowNodes: [LayoutNode] = []
      let options = section.rows.map { ListRowOptions($0.node) }
      for (k, (row, actions)) in section.rows.enumerated() {
        let o = options[k]
        // The separator between two rows: hidden when the row above hides its bottom one or
        // this row its top one; tinted by the row above's bottom tint, else this row's top.
        if k > 0, !options[k - 1].hidesBottom, !o.hidesTop {
          let tint = options[k - 1].bottomTint ?? o.topTint
          rowNodes.append(
            PaddingNode(
              child: DividerNode(
                stackAxis: .vertical, color: tint.map { env.color($0) } ?? env.palette.separator,
                scale: env.scale),
              edges: .leading, amount: o.insets?.leading ?? options[k - 1].insets?.leading ?? 16))
        }
        var rowEnv = env
        rowEnv.inListRow = true
        // [C] Rows are at least 44 pt tall (defaultMinListRowHeight); the content sits 16 pt
        // from the card's sides and 11 pt from the row's top and bottom, or at the row's
        // listRowInsets.
        let insets = o.insets ?? EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        var built =
          row.kind == .navigationLink
          ? linkRow(row, rowEnv, chevron: editing == nil) : builder.build(row, rowEnv)
        if let editing { built = editControls(built, row: row, actions: actions, editing, env) }
        let content = FlexibleFrameNode(
          child: built, minW: nil,
          idealW: nil, maxW: .infinity, minH: max(0, 44 - insets.top - insets.bottom), idealH: nil, maxH: nil,
          alignment: .leading)
        rowNodes.append(PaddingNode(child: content, insets: insets))
      }
      let card = StyledBackgroundNode(
        content: StackNode(axis: .vertical, children: rowNodes, spacing: 0, crossAlignment: .leading),
        shape: .roundedRectangle(cornerRadius: radius),
        style: .paint(.color(env.palette.color(.secondarySystemGroupedBackground))))
      parts.append(card)
      if let footer = section.footer {
        let f = text(
          footer, env, color: env.palette.label(.secondary),
          font: Typography.resolve(FontValue(.style(.footnote)), env.dynamicTypeSize))
        parts.append(
          PaddingNode(child: PaddingNode(child: f, edges: .horizontal, amount: 16), edges: .top, amount: 7))
      }
      let block = StackNode(axis: .vertical, children: parts, spacing: 0, crossAlignment: .leading)
      blocks.append(PaddingNode(child: block, edges: .top, amount: i == 0 ? 20 : 35))
    }
    let column = PaddingNode(
      child: StackNode(axis: .vertical, children: blocks, spacing: 0, crossAlignment: .leading),
      edges: .horizontal,
      amount: 16)
    // A list that built only some of its rows reports nothing: its first window of rows always
    // reaches past the screen (SwiftUIRuntime's ProgramRuntime.listRowMinimum: rows are at
    // least 44 pt, above), so no layout checks it.
    return ScrollNode(
      content: PaddingNode(child: column, edges: .bottom, amount: 20),
      offset: env.scrollOffsets[node.identity] ?? 0,
      background: .paint(.color(env.palette.color(.systemGroupedBackground))), env: env)
  }

  /// A row of a list in edit mode, with its controls. [C] Apple publishes no metrics; these
  /// match the system's drawing on iOS 18 and 26. Leading, 16 pt before the content: with a
  /// selection, a selection circle (`circle` in the tertiary label colour, or
  /// `checkmark.circle.fill` in the tint for a selected row); else, for a row that can be
  /// deleted, the delete control (`minus.circle.fill` in system red). Both at title 3 size
  /// (22 pt at the large Dynamic Type size). Trailing, for a row that can move, the reorder
  /// handle (`line.3.horizontal`, body size, in the tertiary label colour).
  func editControls(
    _ content: LayoutNode, row: ViewNode, actions: Set<RowEditAction>,
    _ editing: (selecting: Bool, selected: Set<String>), _ env: LayoutEnvironment
  ) -> LayoutNode {
    let controlFont = Typography.resolve(FontValue(.style(.title3)), env.dynamicTypeSize)
    var parts: [LayoutNode] = []
    if editing.selecting {
      let selected = row.tagKey.map { editing.selected.contains($0) } ?? false
      parts.append(
        SymbolNode(
          selected ? "checkmark.circle.fill" : "circle", font: controlFont,
          color: selected ? env.color(env.tint) : env.palette.label(.tertiary)))
    } else if actions.contains(.delete) {
      parts.append(SymbolNode("minus.circle.fill", font: controlFont, color: env.palette.color(.red)))
    }
    parts.append(content)
    if actions.contains(.move) {
      parts += [
        SpacerNode(axis: .horizontal, minLength: nil),
        SymbolNode(
          "line.3.horizontal", font: Typography.resolve(FontValue(.style(.body)), env.dynamicTypeSize),
          color: env.palette.label(.tertiary)),
      ]
    }
    guard parts.count > 1 else { return content }
    return StackNode(axis: .horizontal, children: parts, spacing: 16, crossAlignment: .center)
  }

  /// What a list row says of itself to its list (`listRowSeparator`, `listRowSeparatorTint`,
  /// `listRowInsets` on the row or on the one view it wraps); the outermost of each wins.
  struct ListRowOptions {
    var hidesTop = false
    var hidesBottom = false
    var topTint: ShapeStyleValue?
    var bottomTint: ShapeStyleValue?
    var insets: EdgeInsets?

    init(_ row: ViewNode) {
      var chain = [row]
      while case .group = chain[chain.count - 1].kind, chain[chain.count - 1].children.count == 1 {
        chain.append(chain[chain.count - 1].children[0])
      }
      for node in chain.reversed() {
        for m in node.modifiers {
          switch m {
          case .listRowSeparator(let v, let edges):
            if edges.contains(.top) { hidesTop = v == .hidden }
            if edges.contains(.bottom) { hidesBottom = v == .hidden }
          case .listRowSeparatorTint(let tint, let edges):
            if edges.contains(.top) { topTint = tint }
            if edges.contains(.bottom) { bottomTint = tint }
          case .listRowInsets(let i): insets = i
          default: break
          }
        }
      }
    }
  }

  /// A `NavigationLink` as a list row: its label in the primary colour, then a disclosure
  /// chevron at the trailing edge. [C] The chevron: `chevron.right`, footnote size, semibold,
  /// in the tertiary label colour (UITableViewCell's disclosure indicator on iOS 18 and 26).
  func linkRow(_ row: ViewNode, _ env: LayoutEnvironment, chevron: Bool = true) -> LayoutNode {
    let label = builder.build(ViewNode(.group, children: row.children, modifiers: row.modifiers), env)
    // In edit mode a row's accessory goes (UITableViewCell's editingAccessoryType is none).
    guard chevron else { return label }
    let chevron = SymbolNode(
      "chevron.right",
      font: Typography.resolve(FontValue(.style(.footnote), weight: .semibold), env.dynamicTypeSize),
      color: env.palette.label(.tertiary))
    return StackNode(
      axis: .horizontal, children: [label, SpacerNode(axis: .horizontal, minLength: nil), chevron],
      spacing: 8,
      crossAlignment: .center)
  }

  /// The back button of a pushed screen's bar. iOS 26 (Liquid Glass): a 44 pt glass circle
  /// with a chevron in the label colour, no title. Before: the chevron and the previous
  /// screen's title (else "Back") in the tint colour, 17 pt, the chevron semibold. [C] Apple
  /// publishes neither drawing's metrics; these match screenshots of each system.
  func backButton(previousTitle: String?, _ env: LayoutEnvironment) -> LayoutNode {
    let body = Typography.resolve(FontValue(.style(.body)), env.dynamicTypeSize)
    var bold = FontValue(.style(.body))
    bold.weight = .semibold
    let chevronFont = Typography.resolve(bold, env.dynamicTypeSize)
    if env.palette.os.hasLiquidGlass {
      let glass = env.palette.glass
      return StyledBackgroundNode(
        content: FixedFrameNode(
          child: SymbolNode("chevron.left", font: chevronFont, color: env.palette.label(.primary)), width: 44,
          height: 44, alignment: .center),
        shape: .circle, style: .backdrop(blur: glass.blur, tint: glass.tint))
    }
    let tint = env.color(env.tint)
    return StackNode(
      axis: .horizontal,
      children: [
        SymbolNode("chevron.left", font: chevronFont, color: tint),
        text(previousTitle ?? "Back", env, color: tint, font: body),
      ], spacing: 5, crossAlignment: .center)
  }

  /// A navigation stack: the front screen (the last pushed, else the root) under a 44 pt bar
  /// with its toolbar items (and a back button when it was pushed), its large title, then its
  /// content. The screens under it are not drawn.
  ///
  /// The bar follows UIKit's: `.inline` (and every title in compact height, where iOS shows
  /// no large titles) is a headline-sized title centred in the bar; `.automatic` takes the
  /// previous screen's mode, large at the root. The bar's scroll-edge appearance is
  /// transparent, so a grouped `Form`/`List` background runs up behind the bar and the title.
  /// On iOS 26 each bar button sits on a glass capsule in the label colour and the
  /// confirmation action is prominent (a capsule in the tint, white semibold text); before, a
  /// button is its text in the tint. Bar items and the inline title stop growing at the
  /// largest non-accessibility Dynamic Type size (bars show the Large Content Viewer beyond).
  /// [C] the capsule: 44 pt tall, 14 pt of padding each side.
  func navigationStack(_ node: ViewNode, _ env: LayoutEnvironment) -> LayoutNode {
    let (root, pushed) = node.navigationScreens
    let screen = pushed.last.map { [$0] } ?? root
    let title = ViewNode.navigationTitle(of: screen)
    var mode = TitleDisplayMode.automatic
    for s in ([root] + pushed.map { [$0] }).reversed() {
      let own = s.map { $0.titleDisplayMode }.first { $0 != .automatic } ?? .automatic
      if own != .automatic {
        mode = own
        break
      }
    }
    let inlineTitle = mode == .inline || env.compactHeight
    var leading: [(ViewNode, String)] = []
    var trailing: [(ViewNode, String)] = []
    func scan(_ n: ViewNode) {
      for m in n.modifiers {
        if case .toolbarItem(let placement, let content) = m {
          if ["cancellationAction", "topBarLeading", "navigationBarLeading"].contains(placement) {
            leading.append((content, placement))
          } else {
            trailing.append((content, placement))
          }
        }
      }
      if case .navigationStack = n.kind { return }
      n.children.forEach(scan)
    }
    screen.forEach(scan)
    var barEnv = env
    barEnv.font = FontValue(.style(.body))
    barEnv.dynamicTypeSize = min(env.dynamicTypeSize, .xxxLarge)
    let glass = env.palette.os.hasLiquidGlass
    func item(_ v: ViewNode, placement: String, bold: Bool) -> LayoutNode {
      var e = barEnv
      guard glass else {
        if bold { e.font.weight = .semibold }
        return builder.build(v, e)
      }
      let prominent = placement == "confirmationAction"
      e.buttonStyle = .plain
      e.foreground = prominent ? .rgb(1, 1, 1, 1) : .hierarchical(.primary)
      if prominent { e.font.weight = .semibold }
      let label = FlexibleFrameNode(
        child: PaddingNode(child: builder.build(v, e), edges: .horizontal, amount: 14), minW: 44, idealW: nil,
        maxW: nil, minH: 44, idealH: nil, maxH: nil, alignment: .center)
      let style: ResolvedStyle =
        prominent
        ? .paint(.color(env.color(env.tint)))
        : .backdrop(blur: env.palette.glass.blur, tint: env.palette.glass.tint)
      return StyledBackgroundNode(content: label, shape: .capsule, style: style)
    }
    var back: [LayoutNode] = []
    if let top = pushed.last, !top.hidesBackButton {
      let below =
        pushed.count >= 2
        ? pushed[pushed.count - 2].navigationTitle : ViewNode.navigationTitle(of: root)
      back = [backButton(previousTitle: below, barEnv)]
    }
    // [C] Bar items sit 16 pt from the edges; the iOS 18 back button's chevron 8 pt. On iOS 26
    // the glass capsules sit 8 pt lower (a 52 pt bar), clear of a sheet's round top corners.
    let leadingInset: Double = !back.isEmpty && !glass ? 8 : 16
    var bar: LayoutNode = FixedFrameNode(
      child: PaddingNode(
        child: PaddingNode(
          child: StackNode(
            axis: .horizontal,
            children: back + leading.map { item($0.0, placement: $0.1, bold: false) } + [
              SpacerNode(axis: .horizontal, minLength: nil)
            ]
              + trailing.map { item($0.0, placement: $0.1, bold: true) }, spacing: 16, crossAlignment: .center
          ),
          edges: .leading, amount: leadingInset),
        edges: .trailing, amount: 16),
      width: nil, height: 44, alignment: .center)
    if inlineTitle, let title {
      let t = text(
        title, barEnv, color: env.palette.label(.primary),
        font: Typography.resolve(FontValue(.style(.headline)), barEnv.dynamicTypeSize))
      bar = LayeredNode(content: bar, layer: t, alignment: .center, behind: false)
    }
    if glass { bar = PaddingNode(child: bar, edges: .top, amount: 8) }
    var column: [LayoutNode] = [bar]
    if !inlineTitle, let title {
      let t = text(
        title, env, color: env.palette.label(.primary),
        font: Typography.resolve(FontValue(.style(.largeTitle), weight: .bold), env.dynamicTypeSize))
      column.append(
        FlexibleFrameNode(
          child: PaddingNode(child: t, edges: .horizontal, amount: 16), minW: nil, idealW: nil,
          maxW: .infinity, minH: 52,
          idealH: nil, maxH: nil, alignment: .leading))
    }
    let content = screen.map { builder.build($0, env) }
    column.append(
      FlexibleFrameNode(
        child: content.count == 1
          ? content[0] : StackNode(axis: .vertical, children: content, spacing: 8, crossAlignment: .center),
        minW: nil, idealW: nil, maxW: .infinity, minH: nil, idealH: nil, maxH: .infinity, alignment: .top))
    let stack = StackNode(axis: .vertical, children: column, spacing: 0, crossAlignment: .center)
    // A grouped list or form: its background shows through the transparent bar.
    let grouped = screen.first.map {
      switch $0.kind {
      case .form, .list: true
      default: false
      }
    }
    guard grouped == true else { return stack }
    return StyledBackgroundNode(
      content: stack, shape: .rectangle, style: .paint(.color(env.palette.color(.systemGroupedBackground))))
  }
}
