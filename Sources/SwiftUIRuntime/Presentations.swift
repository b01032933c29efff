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
    let builder: Closure
    if case .syntax(let decl, let params, let scope, let selfValue, _, let isAsync) = req.content.body {
      builder = Closure(
        name: "content",
        body: .syntax(
          decl, params: params, scope: scope, selfValue: selfValue, isBuilder: true, isAsync: isAsync))
    } else {
      builder = req.content
    }
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

  /// Brings the engine in line with the rendered presentations: presents, dismisses, replaces,
  /// reconfigures, and applies selection changes made by the program (with the animation of the
  /// `withAnimation` that made them).
  func updatePresentations(animation: Animation??) throws(EvalError) {
    for (key, record) in presentations.sorted(by: { $0.value.level < $1.value.level }) {
      // An error in a custom detent the last engine call resolved, before more program code runs.
      try throwDetentError()
      let entry = stack.entries.first { $0.id == key }
      if renderedPresentations.contains(key) {
        var env = environment
        env.style =
          record.request.kind == .fullScreenCover
          ? .cover : record.request.kind == .popover ? .popover : sizing(of: record.content)
        let selection = try record.selection.flatMap { b throws(EvalError) in try detentOf(b.get()) }
        let request = PresentationStack.Request(
          id: key, configuration: record.configuration, environment: env, selection: selection,
          level: record.level)
        guard let entry else {
          shownItems[key] = record.itemKey
          if !stack.isPending(id: key) {
            if stack.present(request, at: now) {
              log.append(
                logTime(now) + "  present \(record.request.kind.rawValue) (\(describe(record.configuration)))"
              )
            }
          }
          continue
        }
        if entry.sheet.isDismissing { continue }
        if record.itemKey != nil, let shown = shownItems[key], shown != record.itemKey {
          stack.replace(id: key, with: request, at: now)
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
