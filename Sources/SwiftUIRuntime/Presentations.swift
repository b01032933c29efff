import Detents
import Portable
import SwiftSource
import ViewTree

extension ProgramRuntime {
  /// Evaluates a `sheet`/`fullScreenCover`/`popover` during a render: when it is presented,
  /// its content is rendered (one level up, with `dismiss` bound to it) and its presentation
  /// modifiers are read into the sheet's configuration.
  func registerPresentation(_ req: SheetRequest, key: String, ctx: RenderContext, _ seen: inout Set<String>)
    throws(EvalError)
  {
    var presented = false
    var itemValue: Value = .nilValue
    if let b = req.isPresented, case .bool(let v) = try b.get() { presented = v }
    if let b = req.item {
      itemValue = try b.get()
      presented = !itemValue.isNil
    }
    guard presented else { return }
    let number = presentationNumber(key)
    var cctx = ctx.child("presentation:\(key.split(separator: "#").last ?? "")")
    let itemKey = req.item == nil ? nil : interp.key(itemValue)
    if let itemKey { cctx = cctx.child("item:\(itemKey)") }
    cctx.level = ctx.level + 1
    cctx.presentation = number
    cctx.inSheet = true
    cctx.environment["isPresented"] = .bool(true)
    selectionBindings[number] = nil
    let args = req.item == nil ? [] : [Argument(label: nil, value: itemValue)]
    let builder = interp.asBuilder(req.content)
    let savedPresentation = interp.presentationID
    interp.presentationID = number
    defer { interp.presentationID = savedPresentation }
    let value = try interp.invoke(builder, args, req.node)
    let content = try render(try interp.viewValue(value, req.node), cctx, &seen)
    var config = SheetConfiguration()
    var background: ShapeStyleValue?
    var detentsSeen = false
    for m in allModifiers(content) {
      switch m {
      case .presentationDetents(let d, _) where !detentsSeen:
        config.detents = Set(d)
        detentsSeen = true
      case .presentationDragIndicator(let v): config.dragIndicator = v
      case .presentationBackgroundInteraction(let b): config.backgroundInteraction = b
      case .presentationContentInteraction(let c): config.contentInteraction = c
      case .presentationCornerRadius(let r): config.cornerRadius = r
      case .presentationBackground(let s):
        background = s
        config.background = .custom("\(s)")
      case .interactiveDismissDisabled(let b): config.interactiveDismissDisabled = b
      default: break
      }
    }
    presentations[key] = PresentationRecord(
      request: req, level: ctx.level, content: content, configuration: config,
      selection: selectionBindings[number],
      background: background, itemKey: itemKey)
    renderedPresentations.insert(key)
  }

  /// Every modifier in a presentation's content, outermost view first, not looking inside
  /// nested presentations (their modifiers belong to them).
  func allModifiers(_ node: ViewNode) -> [ViewModifierValue] {
    var out: [ViewModifierValue] = []
    var queue = [node]
    while !queue.isEmpty {
      let n = queue.removeFirst()
      for m in n.modifiers.reversed() {
        if case .presentation = m { continue }
        out.append(m)
      }
      queue += n.children
    }
    return out
  }

  /// Where a presentation is shown: the run's environment with the presentation's style. A
  /// cover is one by its kind; a sheet takes its content's `presentationSizing`, else the
  /// run's style (`--style`: a sheet of the program shown as a page, form, fitted sheet or
  /// cover, as `detents resolve --style` resolves it); a popover is one in regular width and
  /// height. In a compact size class the content's `presentationCompactAdaptation` applies
  /// (by default a popover becomes a sheet there, as on iPhone). A fitted sheet is as tall as
  /// its content, measured by the host's ``ContentSizer``.
  func presentationEnvironment(_ record: PresentationRecord) -> SheetEnvironment {
    var env = environment
    switch record.request.kind {
    case .fullScreenCover: env.style = .cover
    case .popover, .sheet:
      let sheetStyle = sizing(of: record.content) ?? environment.style
      let isPopover = record.request.kind == .popover
      env.style = isPopover ? .popover : sheetStyle
      let (h, v) = compactAdaptation(of: record.content)
      if let a = PresentationAdaptation.inEffect(horizontal: h, vertical: v, in: env.values) {
        env.style = a.style(popover: isPopover, sheetStyle: sheetStyle)
      }
    }
    if env.style == .fitted, let sizer = contentSizer {
      env.fittedContentHeight = sizer.idealHeight(of: record.content, in: env)
    }
    // A Mac sheet is a window sized to its content's ideal size (its detents, when partial,
    // give its initial height instead). A popover is as big as its content too.
    if env.device.family == .mac || env.style == .popover,
      let size = contentSizer?.idealSize(of: record.content, in: env)
    {
      env.fittedContentWidth = size.width
      env.fittedContentHeight = size.height
      if env.device.family == .mac {
        env.contentWidthLimits = contentSizer?.widthLimits(of: record.content, in: env)
      }
    }
    return env
  }

  /// Brings the engine in line with the rendered presentations: presents, dismisses, replaces,
  /// reconfigures, and applies selection changes made by the program (with the animation of the
  /// `withAnimation` that made them).
  func updatePresentations(animation: Animation??) throws(EvalError) {
    for (key, record) in presentations.sorted(by: { $0.value.level < $1.value.level }) {
      // An error in a custom detent the last engine call resolved, before more program code runs.
      try throwDetentError()
      let entry = stack.entries.first { $0.id == key }
      if renderedPresentations.contains(key) {
        let selection = try record.selection.flatMap { b throws(EvalError) in try detentOf(b.get()) }
        // Made only to present (a fitted sheet's content is measured then, not at every update).
        func request() -> PresentationStack.Request {
          PresentationStack.Request(
            id: key, configuration: record.configuration, environment: presentationEnvironment(record),
            selection: selection, level: record.level)
        }
        guard let entry else {
          shownItems[key] = record.itemKey
          if !stack.isPending(id: key) {
            if stack.present(request(), at: now) {
              log.append(
                logTime(now) + "  present \(record.request.kind.rawValue) (\(describe(record.configuration)))"
              )
            }
          }
          continue
        }
        if entry.sheet.isDismissing { continue }
        if record.itemKey != nil, let shown = shownItems[key], shown != record.itemKey {
          stack.replace(id: key, with: request(), at: now)
          log.append(logTime(now) + "  item changed: the sheet is replaced")
          shownItems[key] = record.itemKey
          continue
        }
        shownItems[key] = record.itemKey
        if entry.sheet.configuration != record.configuration {
          stack.withSheet(id: key) { $0.reconfigure(record.configuration, at: self.now) }
        }
        if let selection, entry.sheet.selection != selection {
          let anim: Animation? = animation.flatMap { $0 }
          stack.withSheet(id: key) { _ = $0.select(selection, animation: anim, at: self.now) }
          log.append(
            logTime(now) + "  selection = \(selection.description) "
              + (anim.map { "animated: \($0)" } ?? "(no animation)"))
        }
      } else if let entry, !entry.sheet.isDismissing {
        stack.dismiss(id: key, at: now)
        log.append(
          logTime(now) + "  dismiss \(record.request.kind.rawValue) (the program set it to false)")
      }
    }
    try applySheetEvents()
  }

  func describe(_ c: SheetConfiguration) -> String {
    let detents = c.detents.map { $0.description }.sorted().joined(separator: ", ")
    return "detents [\(detents)]" + (c.interactiveDismissDisabled ? ", dismiss disabled" : "")
  }
}

extension ProgramRuntime {
  /// Evaluates an `alert`, `confirmationDialog` or `actionSheet` during a render: when it is
  /// presented, its title, message and buttons are evaluated (with the `presenting:` data or
  /// the item), and each button becomes a tap that dismisses it (its binding goes false, its
  /// item nil, as SwiftUI does) and then runs the button's action. While a dialog is up it is
  /// modal: its buttons are the only ones a tap reaches (``render(_:)``).
  func registerDialog(_ req: DialogRequest, key: String, ctx: RenderContext, _ seen: inout Set<String>)
    throws(EvalError)
  {
    var presented = false
    var data: Value?
    if let b = req.isPresented, case .bool(let v) = try b.get() { presented = v }
    if let b = req.item {
      let v = try b.get()
      presented = !v.isNil
      data = v
    }
    if let p = req.presenting {
      // `presenting:` data that is nil shows nothing, whatever the binding says.
      if p.isNil { presented = false } else { data = p }
    }
    guard presented else { return }
    let args = data.map { [Argument(label: nil, value: $0)] } ?? []
    let dctx = ctx.child("dialog:\(key.split(separator: "#").last ?? "")")
    var title: String?
    var message: String?
    var buttons: [(button: PresentedDialog.Button, action: Closure?)] = []
    if let legacy = req.legacy {
      let type = req.style == .alert ? "Alert" : "ActionSheet"
      let v = try interp.invoke(legacy, args, req.node)
      guard case .native(.alert(let a)) = v, a.style == req.style else {
        throw interp.error("this closure must return an \(type), got \(v.typeName)", req.node)
      }
      title = a.title
      message = a.message
      buttons = a.buttons.map {
        (PresentedDialog.Button(title: $0.label ?? "Cancel", role: $0.role), $0.action)
      }
    } else {
      // A confirmation dialog's title shows on iOS only with `titleVisibility: .visible`: the
      // `.automatic` default hides it on a phone (the message, if any, still shows).
      title = req.style == .confirmationDialog && req.titleVisibility != .visible ? nil : req.title
      if let m = req.message {
        let views = try interp.builderContent(.closure(m), req.node, args: args)
        let node = try render(ViewValue(.list(views), node: req.node), dctx.child("message"), &seen)
        message = textOf(node)
      }
      if let a = req.actions {
        let views = try interp.builderContent(.closure(a), req.node, args: args)
        let saved = taps
        taps = []
        let node = try render(ViewValue(.list(views), node: req.node), dctx.child("actions"), &seen)
        let found = taps
        taps = saved
        let roles = try dialogButtonRoles(node)
        guard roles.count == found.count else {
          throw interp.error(
            "every button of an \(req.style == .alert ? "alert" : "dialog") needs an action", req.node)
        }
        buttons = zip(found, roles).map { (PresentedDialog.Button(title: $0.label, role: $1), $0.action) }
      }
    }
    // The buttons the system adds: an alert with none gets OK; a confirmation dialog on a
    // phone always has a Cancel, the program's (role `.cancel`) or the system's.
    if req.style == .alert && buttons.isEmpty {
      buttons = [(PresentedDialog.Button(title: "OK"), nil)]
    } else if req.style == .confirmationDialog && !buttons.contains(where: { $0.button.role == .cancel }) {
      buttons.append((PresentedDialog.Button(title: "Cancel", role: .cancel), nil))
    }
    let dialog = PresentedDialog(
      id: key, style: req.style, title: title, message: message, buttons: buttons.map { $0.button })
    var dialogTaps: [Tap] = []
    for (button, action) in buttons {
      let tap = Closure(name: button.title) { [this = UnownedRef(self)] _ throws(EvalError) in
        try req.isPresented?.set(.bool(false))
        try req.item?.set(.nilValue)
        this.object.dirty = true
        if let action { _ = try this.object.interp.invoke(action, [], req.node) }
        return .void
      }
      dialogTaps.append(Tap(label: button.title, action: tap, level: tapLevel))
    }
    renderedDialogs.append((dialog, dialogTaps))
  }

  /// The roles of the buttons in a dialog's rendered actions, in order; anything else that
  /// would draw there is not supported yet.
  func dialogButtonRoles(_ node: ViewNode) throws(EvalError) -> [ButtonRole?] {
    switch node.kind {
    case .button(let role): return [role]
    case .group, .empty: break
    case .textField:
      throw interp.error(Registry.unsupportedMessage("TextField in an alert"), nil, id: .unsupportedAPI)
    default:
      return []
    }
    var out: [ButtonRole?] = []
    for c in node.children { out += try dialogButtonRoles(c) }
    return out
  }

  /// Logs the dialogs that appeared or went away in the last render.
  func updateDialogs() {
    let now = renderedDialogs.map { $0.dialog }
    for d in now where !shownDialogs.contains(where: { $0.id == d.id }) {
      log.append(logTime(self.now) + "  present \(d.style.rawValue)" + (d.title.map { " '\($0)'" } ?? ""))
    }
    for d in shownDialogs where !now.contains(where: { $0.id == d.id }) {
      log.append(logTime(self.now) + "  dismiss \(d.style.rawValue)")
    }
    shownDialogs = now
  }
}
