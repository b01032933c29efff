import Detents
import Portable
import SwiftSource
import ViewTree

// `Menu`: a control whose tap opens a list of items beside it.
//
// What SwiftUI does, from Apple's `Menu` documentation: the content is "a group of menu
// items" (buttons, toggles, pickers, other menus as submenus, dividers and sections); a
// button's label of two `Text`s is a title and a subtitle; with `primaryAction:` the primary
// interaction (a tap) runs the action and a long press opens the menu. Choosing an item closes
// the menu (`menuActionDismissBehavior`'s automatic default), as does a touch outside it.
//
// Choices made here: the open state is kept by the menu's identity, as `@State` is; a
// submenu opens in its parent's place, under its own title (the iOS 14–15 way, where iOS 16+
// expands it over the parent: the items drawn and tapped are the same); a `Picker` in a menu
// shows its options inline, in a group of their own, the selected one checked; a `Text` or a
// `Label` in a menu is a row that takes no tap. A long press (`--long-press`) opens a
// `contextMenu`, and the menu of a `Menu` with `primaryAction:`, whose tap runs the action; a
// context menu hangs from its view as a menu from its control (iOS also lifts a preview of
// the view over a blurred screen, which is not drawn).
extension ProgramRuntime {
  /// Registers a `Menu` during a render: a tap on its label (`label`) opens it, or runs its
  /// `primaryAction:` (a long press then opens it); a `contextMenu` opens on a long press on
  /// its view; while it is open its content is evaluated and made a
  /// ``PresentedDialog`` of style `.menu`, hanging from the label's frame (for a submenu, from
  /// the outermost menu's), whose items are the only taps on screen. Choosing an item closes
  /// every menu of the chain, then runs the item's action; an item that is a submenu opens it.
  func registerMenu(
    _ req: MenuRequest, _ node: ViewNode, key: String, label: String, ctx: RenderContext,
    _ seen: inout Set<String>
  ) throws(EvalError) -> ViewNode {
    let stateKey = ctx.identity.description + ".menuOpen"
    let open = try stateCell(stateKey) { .bool(false) }
    let outer = openMenus
    let node = node.modifier(.behavior(req.isContextMenu ? "contextMenu" : "menu"))
    let openIt = Closure(
      name: "openMenu",
      body: .native { [this = UnownedRef(self)] _ throws(EvalError) in
        open.value = .bool(true)
        this.object.stateDidChange()
        return .void
      })
    if req.isContextMenu {
      // The view keeps its own taps; a long press opens its menu.
      longPresses.append(Tap(label: label, action: openIt, level: tapLevel))
    } else if let primary = req.primaryAction, outer.isEmpty {
      addTap((label: label, action: primary))
      longPresses.append(Tap(label: label, action: openIt, level: tapLevel))
    } else {
      addTap((label: label, action: openIt))
    }
    // Seen while its control is on screen: when the control goes, the menu closes
    // (``renderPass(_:)``).
    seen.insert(stateKey)
    guard case .bool(true) = open.value else { return node }
    renderedMenus.append(open)
    let source = outer.first?.source ?? node.identity
    let views = try interp.builderContent(req.content, req.node)
    let savedTaps = taps
    taps = []
    let place = renderedDialogs.count
    openMenus.append((open, source))
    let content = try render(ViewValue(.list(views), node: req.node), ctx.child("menu"), &seen)
    openMenus.removeLast()
    let found = taps
    taps = savedTaps

    var items = MenuItems()
    items.collect(content, runtime: self)
    let chain = outer.map { $0.open } + [open]
    var used = Set<Int>()
    var buttons: [PresentedDialog.Button] = []
    var menuTaps: [Tap] = []
    for (item, tapLabel) in items.items {
      var item = item
      guard item.isEnabled, let tapLabel,
        let i = found.indices.first(where: { !used.contains($0) && found[$0].label == tapLabel })
      else {
        item.isEnabled = false
        buttons.append(item)
        continue
      }
      used.insert(i)
      buttons.append(item)
      let chosen = found[i]
      if item.opensSubmenu {
        menuTaps.append(Tap(label: chosen.label, action: chosen.action, level: tapLevel))
        continue
      }
      let action = Closure(
        name: chosen.label,
        body: .native { [this = UnownedRef(self)] _ throws(EvalError) in
          for cell in chain { cell.value = .bool(false) }
          this.object.stateDidChange()
          _ = try this.object.interp.invoke(chosen.action, [], req.node)
          return .void
        })
      menuTaps.append(Tap(label: chosen.label, action: action, level: tapLevel))
    }
    let menu = PresentedDialog(
      id: key, style: .menu, title: label, message: nil, buttons: buttons, groupTitles: items.titles,
      source: source, isSubmenu: !outer.isEmpty)
    // Behind its submenus (appended while its content rendered): an open submenu is in front.
    renderedDialogs.insert((menu, menuTaps), at: place)
    return node
  }

  /// A touch outside an open menu closes it (and the menus it was opened from); the touch goes
  /// no further. Returns whether a menu was open.
  func closeMenus() -> Bool {
    guard renderedDialogs.last?.dialog.style == .menu else { return false }
    for cell in renderedMenus { cell.value = .bool(false) }
    log.append(logTime(now) + "  touch outside the menu: it closes")
    stateDidChange()
    return true
  }
}

/// The items of an open menu's rendered content, in order, each with the label its tap was
/// registered under (nil: a row that takes no tap), and the groups' headers.
struct MenuItems {
  var items: [(item: PresentedDialog.Button, tapLabel: String?)] = []
  var titles: [Int: String] = [:]
  var group = 0

  /// Starts a new group, unless the current one is still empty.
  mutating func newGroup() {
    if items.last?.item.group == group { group += 1 }
  }

  mutating func collect(_ node: ViewNode, runtime: ProgramRuntime) {
    let isMenu = node.modifiers.contains { if case .behavior("menu") = $0 { true } else { false } }
    switch node.kind {
    case .button(let role):
      var texts: [String] = []
      var icon: String?
      Self.look(node, &texts, &icon)
      let tap = runtime.tapLabel(node, later: [])
      items.append(
        (
          PresentedDialog.Button(
            title: texts.first ?? tap, role: role, subtitle: texts.count > 1 ? texts[1] : nil,
            systemImage: icon, opensSubmenu: isMenu, group: group), tap
        ))
    case .toggle(let title, let isOn):
      items.append((PresentedDialog.Button(title: title, isChecked: isOn, group: group), title))
    case .picker(let title, let selected):
      newGroup()
      if !title.isEmpty { titles[group] = title }
      for (i, option) in node.children.enumerated() {
        let text = runtime.textOf(option)
        var texts: [String] = []
        var icon: String?
        Self.look(option, &texts, &icon)
        items.append(
          (
            PresentedDialog.Button(
              title: texts.first ?? text, systemImage: icon, isChecked: i == selected, group: group), text
          ))
      }
      newGroup()
    case .divider:
      newGroup()
    case .section(let header, _):
      newGroup()
      if let header { titles[group] = header }
      for c in node.children { collect(c, runtime: runtime) }
      newGroup()
    case .text(let s):
      items.append((PresentedDialog.Button(title: s, isEnabled: false, group: group), nil))
    case .label(let title, let icon):
      items.append(
        (PresentedDialog.Button(title: title, systemImage: icon, isEnabled: false, group: group), nil))
    default:
      for c in node.children { collect(c, runtime: runtime) }
    }
  }

  /// The texts of an item's label, in order, and its symbol.
  static func look(_ node: ViewNode, _ texts: inout [String], _ icon: inout String?) {
    switch node.kind {
    case .text(let s): texts.append(s)
    case .label(let t, let i):
      texts.append(t)
      if icon == nil { icon = i }
    case .image(let name): if icon == nil { icon = name }
    default: for c in node.children { look(c, &texts, &icon) }
    }
  }
}
