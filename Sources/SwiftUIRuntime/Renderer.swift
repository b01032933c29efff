import Detents
import Portable
import SwiftSource
import ViewTree

/// The content a `ViewModifier` wraps, with the context it is rendered in.
final class ModifierContent {
  let view: ViewValue
  let context: RenderContext
  init(_ view: ViewValue, _ context: RenderContext) {
    self.view = view
    self.context = context
  }
}

/// What a view inherits while it is rendered.
struct RenderContext {
  var identity: ViewIdentity
  /// Presentation nesting: 0 for the root view, k inside the k-th presented sheet.
  var level: Int = 0
  /// The number of the presentation whose content this is (for `dismiss`).
  var presentation: Int?
  var inSheet: Bool = false
  /// The content a `ViewModifier`'s `body(content:)` wraps.
  var modifierContent: ModifierContent?
  var environment: [String: Value] = [:]
  /// The navigation stack this view is in, while it renders.
  var navigation: NavigationFrame?

  func child(_ component: String) -> RenderContext {
    var c = self
    c.identity = identity.child(component)
    return c
  }
}

extension ProgramRuntime {
  /// Evaluates the view tree from the root: bodies run, state attaches by identity, tasks and
  /// presentations start and stop as views appear and disappear.
  func render(_ root: ViewValue) throws(EvalError) -> ViewNode {
    renderCount += 1
    if renderCount > 10_000 {
      throw interp.error("the view tree was re-evaluated more than 10000 times", root.node)
    }
    dirty = false
    let animation = transactionAnimation
    transactionAnimation = nil
    var seen = Set<String>()
    gestures = []
    taps = []
    renderedPresentations = []
    var ctx = RenderContext(identity: ViewIdentity(["root"]))
    ctx.environment = baseEnvironment()
    let node = try render(root, ctx, &seen)
    try updatePresentations(animation: animation)
    // Views that disappeared: their tasks are cancelled and their onDisappear runs.
    for key in appeared.subtracting(seen) {
      if let t = viewTasks[key] {
        t.task.cancelled = true
        if t.task.started && !t.task.finished { t.task.wake = now }
        viewTasks[key] = nil
      }
      if let c = disappearActions.removeValue(forKey: key) { _ = try interp.invoke(c, [], nil) }
    }
    appeared = seen
    // A state change during this render (onAppear, onChange) asks for another pass.
    if dirty { return try render(root) }
    return node
  }

  func baseEnvironment() -> [String: Value] {
    [
      "accessibilityReduceMotion": .bool(environment.values.accessibilityReduceMotion),
      "dynamicTypeSize": .native(.dynamicTypeSize(environment.values.dynamicTypeSize)),
      "colorScheme": .native(.colorScheme(environment.values.colorScheme)),
      "horizontalSizeClass": .native(.sizeClass(environment.values.horizontalSizeClass)),
      "verticalSizeClass": .native(.sizeClass(environment.values.verticalSizeClass)),
      "isPresented": .bool(false),
    ]
  }

  func render(_ v: ViewValue, _ ctx: RenderContext, _ seen: inout Set<String>) throws(EvalError) -> ViewNode {
    renderDepth += 1
    defer { renderDepth -= 1 }
    if renderDepth > 400 {
      throw interp.error(
        "views nested more than 400 deep (a view that contains itself?)", v.node, id: .budgetExceeded)
    }
    var ctx = ctx
    for case .environment("id", let idValue) in v.modifiers { ctx = ctx.child("id=\(interp.key(idValue))") }
    let source = v.node.map {
      SourceLocationRef(line: $0.startLocation.line, column: $0.startLocation.column)
    }
    var node: ViewNode
    switch v.kind {
    case .builtin(let kind, let children):
      var kids: [ViewNode] = []
      for (i, c) in children.enumerated() { kids.append(try render(c, ctx.child("\(i)"), &seen)) }
      node = ViewNode(kind, children: kids, identity: ctx.identity, source: source)
    case .list(let items):
      var kids: [ViewNode] = []
      for (i, c) in items.enumerated() { kids.append(try render(c, ctx.child("\(i)"), &seen)) }
      node =
        kids.count == 1 && v.modifiers.isEmpty
        ? kids[0] : ViewNode(.group, children: kids, identity: ctx.identity, source: source)
    case .forEach(let data, let id, let row):
      var kids: [ViewNode] = []
      for (i, element) in data.enumerated() {
        let key: String
        switch id {
        case .selfID: key = interp.key(element)
        case .path(let p):
          var x = element
          for name in p {
            x = try interp.getMember(x, name, v.node ?? interp.tree.rootNode, scope: interp.globals)
          }
          key = interp.key(x)
        case .identifiable:
          if case .instance(let inst) = element, let idv = inst.fields["id"] {
            key = interp.key(idv)
          } else {
            key = "\(i)"
          }
        }
        let rowValue = try interp.invoke(row, [Argument(label: nil, value: element)], v.node)
        let rowView = try interp.viewValue(rowValue, v.node ?? interp.tree.rootNode)
        kids.append(try render(rowView, ctx.child("id:\(key)"), &seen))
      }
      node = ViewNode(.group, children: kids, identity: ctx.identity, source: source)
    case .navigation(let root, let path):
      node = try renderNavigation(root, path: path, v, ctx, &seen, source: source)
    case .user(let inst):
      node = try renderUser(inst, v, ctx, &seen)
    case .modifierContent:
      guard let mc = ctx.modifierContent else {
        throw interp.error("'content' is only available inside a ViewModifier's body", v.node)
      }
      node = try render(mc.view, mc.context, &seen)
    case .userModifier(let content, let modifier):
      let mctx = ctx.child(modifier.type.name)
      let selfCell = try attachState(modifier, mctx)
      let saved = interp.environment
      interp.environment = ctx.environment
      defer { interp.environment = saved }
      guard let decl = modifier.type.methods["body"]?.first else {
        throw interp.error("'\(modifier.type.name)' has no body(content:)", v.node)
      }
      let f = interp.function(
        decl, scope: interp.globals, selfCell: selfCell, selfType: modifier.type, isStatic: false)
      let placeholder = ViewValue(.modifierContent, node: v.node)
      let result = try interp.invoke(f, [Argument(label: "content", value: .view(placeholder))], v.node)
      var bodyCtx = mctx
      bodyCtx.modifierContent = ModifierContent(content, ctx.child("content"))
      node = try render(try interp.viewValue(result, decl), bodyCtx, &seen)
    }
    return try applyModifiers(v.modifiers, to: node, ctx, &seen)
  }

  /// Attaches `@State` storage (by identity) and environment values to a view instance.
  func attachState(_ inst: Instance, _ ctx: RenderContext) throws(EvalError) -> Cell {
    var inst = inst
    for p in inst.type.stored {
      switch p.wrapper {
      case "State", "StateObject":
        let key = ctx.identity.description + "." + p.name
        let cell: Cell
        if let existing = stateCells[key] {
          cell = existing
        } else {
          var initial = inst.fields[p.name]
          if initial == nil, let e = p.initializer {
            let s = Scope(parent: interp.globals)
            s.selfCell = Cell(.instance(inst))
            s.selfType = inst.type
            initial = try interp.coerceDeclared(try interp.eval(e, s), p.typeNode)
          }
          cell = Cell(initial ?? .nilValue)
          stateCells[key] = cell
        }
        let name = p.name
        inst.fields[p.name] = .binding(
          BindingBox(
            name: name, get: { cell.value },
            set: { [this = UnownedRef(self)] v in
              cell.value = v
              this.object.stateDidChange()
            }))
      case "Environment":
        // `@Environment(\.dismiss)`: the key path's first component names the value.
        let keyPath = p.wrapperArguments?.arguments.first?.value.flatMap(KeyPathExpr.init)
        let keyName = keyPath?.components.first?.name ?? p.name
        if keyName == "dismiss" {
          inst.fields[p.name] = .native(.dismissAction(ctx.presentation ?? -1))
        } else {
          inst.fields[p.name] = ctx.environment[keyName] ?? .nilValue
        }
      default:
        break
      }
    }
    return Cell(.instance(inst))
  }

  func renderUser(_ inst: Instance, _ v: ViewValue, _ ctx: RenderContext, _ seen: inout Set<String>)
    throws(EvalError)
    -> ViewNode
  {
    guard inst.type.isView else { throw interp.error("'\(inst.type.name)' does not conform to View", v.node) }
    let uctx = ctx.child(inst.type.name)
    let selfCell = try attachState(inst, uctx)
    guard case .instance(let live) = selfCell.value, let bodyBinding = inst.type.computed["body"] else {
      throw interp.error("'\(inst.type.name)' has no body", inst.type.node)
    }
    let s = Scope(parent: interp.globals)
    s.selfCell = selfCell
    s.selfType = live.type
    let saved = interp.environment
    let savedPresentation = interp.presentationID
    interp.environment = ctx.environment
    interp.presentationID = ctx.presentation
    defer {
      interp.environment = saved
      interp.presentationID = savedPresentation
    }
    let body = try interp.runGetter(bodyBinding, s)
    return try render(try interp.viewValue(body, bodyBinding), uctx, &seen)
  }

  // MARK: Modifiers with behaviour

  func applyModifiers(
    _ modifiers: [RuntimeModifier], to node: ViewNode, _ ctx: RenderContext, _ seen: inout Set<String>
  ) throws(EvalError) -> ViewNode {
    var node = node
    for (index, m) in modifiers.enumerated() {
      let key = "\(ctx.identity)#\(index)"
      switch m {
      case .plain(let p):
        node = node.modifier(p)
      case .background(let layer, let a):
        node = node.modifier(
          .background(try render(layer, ctx.child("background\(index)"), &seen), alignment: a))
      case .overlay(let layer, let a):
        node = node.modifier(.overlay(try render(layer, ctx.child("overlay\(index)"), &seen), alignment: a))
      case .toolbar(let items):
        for (i, item) in items.enumerated() {
          if case .native(.toolbarItem(let placement, let content)) = item {
            node = node.modifier(
              .toolbarItem(
                placement: placement, content: try render(content, ctx.child("toolbar\(i)"), &seen)))
          } else if let v = try? interp.viewValue(item, interp.tree.rootNode) {
            node = node.modifier(
              .toolbarItem(placement: "automatic", content: try render(v, ctx.child("toolbar\(i)"), &seen)))
          }
        }
      case .environment(let name, let value):
        if name == "detentSelection", let number = ctx.presentation, case .binding(let b) = value {
          selectionBindings[number] = b
        }
      case .onAppear(let c):
        seen.insert(key)
        if !appeared.contains(key) {
          appeared.insert(key)
          _ = try interp.invoke(c, [], nil)
        }
        node = node.modifier(.behavior("onAppear"))
      case .onDisappear(let c):
        seen.insert(key)
        appeared.insert(key)
        disappearActions[key] = c
        node = node.modifier(.behavior("onDisappear"))
      case .task(let id, let c):
        seen.insert(key)
        let idKey = id.map { interp.key($0) } ?? ""
        if let existing = viewTasks[key] {
          if existing.idKey != idKey {
            existing.task.cancelled = true
            if existing.task.started && !existing.task.finished { existing.task.wake = now }
            log.append(logTime(now) + "  task(id:) changed: the task is cancelled and restarted")
            viewTasks[key] = (
              schedule(label: "task(id: \(idKey.split(separator: ":").last ?? ""))", closure: c), idKey
            )
          }
        } else {
          viewTasks[key] = (
            schedule(
              label: id == nil ? "task" : "task(id: \(idKey.split(separator: ":").last ?? ""))", closure: c),
            idKey
          )
        }
        appeared.insert(key)
        node = node.modifier(.behavior("task"))
      case .onChange(let of, let c, let initial):
        let k = interp.key(of)
        if let old = onChangeLast[key] {
          if old != k {
            onChangeLast[key] = k
            let params = closureParamCount(c)
            _ = try interp.invoke(
              c,
              params >= 2
                ? [
                  Argument(label: nil, value: previousValues[key] ?? .nilValue),
                  Argument(label: nil, value: of),
                ] : params == 1 ? [Argument(label: nil, value: of)] : [], nil)
            previousValues[key] = of
          }
        } else {
          onChangeLast[key] = k
          previousValues[key] = of
          if initial {
            _ = try interp.invoke(
              c,
              closureParamCount(c) >= 2
                ? [Argument(label: nil, value: of), Argument(label: nil, value: of)] : [], nil)
          }
        }
        node = node.modifier(.behavior("onChange"))
      case .gesture(let g):
        gestures.append((ctx.inSheet, g))
        node = node.modifier(.behavior("gesture"))
      case .onTapGesture(let c):
        taps.append((label: textOf(node), action: c))
      case .navigationLink(let target):
        // Outside a navigation stack a link is drawn, disabled, as SwiftUI does.
        guard let frame = ctx.navigation else { break }
        let link = "\(ctx.identity)#link\(index)"
        if case .destination(let d) = target { frame.links[link] = d }
        let label = textOf(node)
        taps.append(
          (
            label: label,
            action: Closure(
              name: "NavigationLink",
              body: .native { [this = UnownedRef(self)] _ throws(EvalError) in
                try this.object.push(target, link: link, frame)
                return .void
              })
          ))
      case .navigationDestination(let req):
        // Outside a navigation stack SwiftUI ignores it (and logs so).
        guard let frame = ctx.navigation else { break }
        switch req {
        case .forType(let type, let builder): frame.destinations.append((type, builder))
        case .isPresented(let binding, let builder, let syntax):
          frame.presented.append((key, binding, builder, syntax))
        }
      case .sheet(let req):
        try registerPresentation(req, key: key, ctx: ctx, &seen)
        if let record = presentations[key], renderedPresentations.contains(key) {
          node = node.modifier(
            .presentation(
              Presentation(
                kind: req.kind, isPresented: true, itemID: record.itemKey, content: record.content,
                configuration: record.configuration,
                selection: try record.selection.flatMap { b throws(EvalError) in try detentOf(b.get()) },
                sizing: record.configuration.detents.isEmpty ? .sheet : sizing(of: record.content),
                background: record.background,
                source: SourceLocationRef(
                  line: req.node.startLocation.line, column: req.node.startLocation.column))))
        }
      }
    }
    return node
  }

  func closureParamCount(_ c: Closure) -> Int {
    if case .syntax(let decl, let params, _, _, _, _) = c.body {
      if !params.isEmpty { return params.count }
      return ClosureExpr(decl)?.shorthandParameterCount ?? 0
    }
    return 0
  }

  func textOf(_ node: ViewNode) -> String {
    switch node.kind {
    case .text(let s): return s
    case .label(let t, _): return t
    default: return node.children.map(textOf).joined(separator: " ")
    }
  }

  func detentOf(_ v: Value) throws(EvalError) -> PresentationDetent? {
    if case .native(.detent(let d)) = try interp.resolveNative(v, as: "PresentationDetent") { return d }
    return nil
  }

  func sizing(of content: ViewNode) -> PresentationStyle {
    for m in allModifiers(content) { if case .presentationSizing(let s) = m { return s } }
    return .sheet
  }
}
