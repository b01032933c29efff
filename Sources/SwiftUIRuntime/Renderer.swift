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
  /// The lazy grid or list whose own content this is (its `ForEach` builds only a window of
  /// its data); nil below that level.
  var lazyContainer: ViewIdentity?
  var lazyContainerIsVertical = true
  /// How many items the lazy container's `ForEach` builds first (``ProgramRuntime/initialLazyWindow``
  /// for a grid; a screen of 44 pt rows for a list).
  var lazyContainerWindow = ProgramRuntime.initialLazyWindow
  /// Whether that first window covers any screen by itself (a list's: see
  /// ``ProgramRuntime/listRowMinimum``), so that no layout needs to check it.
  var lazyContainerWindowCoversScreen = false

  func child(_ component: String) -> RenderContext {
    var c = self
    c.identity = identity.child(component)
    return c
  }
}

extension ProgramRuntime {
  /// Evaluates the view tree from the root (``renderPass(_:)``) and, when it has
  /// `GeometryReader`s, settles their geometry with layout.
  ///
  /// A reader's content is a function of the frame layout gives the reader, and layout needs
  /// the content; SwiftUI calls the closure during layout. Here evaluation (state, tasks,
  /// `onReceive`, taps) and layout are separate steps, so they take turns: a reader's content
  /// is evaluated with the proxy of the frame the previous layout gave it (before the first:
  /// a frame of no size at the origin, ``ReaderGeometry/unknown``); the tree is laid out
  /// (``readerLayout``, the screen as it will be drawn, with the same text measurer); and when
  /// any reader's geometry changed, the tree is evaluated again with the new geometry and laid
  /// out again. A reader's frame depends on its place, not on its content (it takes what it is
  /// offered), so the second pass normally settles it. The passes are bounded: content that
  /// keeps moving its own reader (a state change that resizes what is around it, each pass)
  /// stops after ``readerPasses`` layouts, drawn with the last geometry, and is reported once
  /// in the log, never a hang. A tree without readers is laid out by nobody here: it pays for
  /// no layout and no second pass.
  ///
  /// Lazy grids and lists build their cells and rows as SwiftUI's do, only as many as the
  /// screen shows: a `ForEach` directly in a `LazyVGrid`, `LazyHGrid` or `List` builds the first
  /// ``initialLazyWindow`` items of its data; when it has more, the same layout says where
  /// the grid's built cells end, and while they end before the screen's edge along the grid's
  /// axis, the window grows fourfold and the tree is evaluated again (at most
  /// ``layoutPasses`` layouts in all). A `List` builds a screen of 44 pt rows, plus one, which
  /// always reaches past the screen: it needs no layout and never grows. Cells past the screen
  /// are not built: they cannot be tapped and do not appear in `--dump`, whose grid says how
  /// many it built.
  func render(_ root: ViewValue) throws(EvalError) -> ViewNode {
    var node = try renderPass(root)
    // A list's first window always reaches past the screen's bottom (rows of at least 44 pt,
    // one more than a screen of them, from wherever the list starts): only readers and grids
    // need the layout.
    let needsLayout =
      readersRendered > 0 || lazyTruncated.keys.contains { !lazyWindowCoversScreen.contains($0) }
    guard needsLayout, let layout = readerLayout else { return node }
    let screen = environment.device.size(environment.orientation)
    for pass in 1...ProgramRuntime.layoutPasses {
      let found = layout(
        ReaderLayoutRequest(
          root: node, presentations: presentedStates(), dialogs: renderedDialogs.map { $0.dialog },
          environment: environment))
      var grew = false
      for (id, t) in lazyTruncated {
        guard let frame = found[id]?.frame else { continue }
        let end = t.vertical ? frame.y + frame.height : frame.x + frame.width
        if end < (t.vertical ? screen.height : screen.width) {
          lazyWindows[id] = min(t.total, t.built * 4)
          grew = true
        }
      }
      var changed: [ViewIdentity] = []
      for (id, g) in found where lazyTruncated[id] == nil && readerGeometry[id] != g {
        readerGeometry[id] = g
        changed.append(id)
      }
      if changed.isEmpty && !grew { return node }
      if pass == ProgramRuntime.layoutPasses { return node }
      if pass >= ProgramRuntime.readerPasses && !changed.isEmpty {
        for id in changed.sorted(by: { $0.description < $1.description }) where !unsettledReaders.contains(id)
        {
          unsettledReaders.insert(id)
          log.append(
            logTime(now)
              + "  GeometryReader \(id): its content keeps changing its frame; drawn with the frame of "
              + "layout pass \(pass)")
        }
        if !grew { return node }
      }
      node = try renderPass(root)
    }
    return node
  }

  /// How many times at most a render lays out its `GeometryReader`s (see ``render(_:)``).
  static let readerPasses = 3
  /// How many layouts a render takes at most, lazy grids growing included (48 → 192 → 768 →
  /// 3,072 → 12,288 items).
  static let layoutPasses = 5
  /// How many items of its `ForEach` a lazy grid builds first: more than a screen of the
  /// smallest cells people write (a 3-column grid of 40 pt rows fills an iPhone with 66).
  static let initialLazyWindow = 48
  /// The least height of a `List` row (SwiftUI's `defaultMinListRowHeight`).
  static let listRowMinimum = 44.0

  /// One evaluation of the view tree from the root: bodies run, state attaches by identity,
  /// tasks and presentations start and stop as views appear and disappear.
  func renderPass(_ root: ViewValue) throws(EvalError) -> ViewNode {
    renderCount += 1
    if renderCount > 10_000 {
      throw interp.error("the view tree was re-evaluated more than 10000 times", root.node)
    }
    dirty = false
    readersRendered = 0
    lazyTruncated = [:]
    lazyWindowCoversScreen = []
    let animation = transactionAnimation
    transactionAnimation = nil
    var seen = Set<String>()
    gestures = []
    taps = []
    tagValues = [:]
    renderedPresentations = []
    renderedDialogs = []
    renderedMenus = []
    longPresses = []
    var ctx = RenderContext(identity: ViewIdentity(["root"]))
    ctx.environment = baseEnvironment()
    let node = try render(root, ctx, &seen)
    // An alert, dialog or menu is modal: only its buttons take taps.
    if let front = renderedDialogs.last {
      taps = front.taps
      longPresses = []
    }
    updateDialogs()
    try updatePresentations(animation: animation)
    // Views that disappeared: their tasks are cancelled and their onDisappear runs.
    for key in appeared.subtracting(seen) {
      if let t = viewTasks[key] {
        t.task.cancelled = true
        if t.task.started && !t.task.finished {
          t.task.wake = now
          log.append(logTime(now) + "  task cancelled: " + t.task.label + " (its view disappeared)")
        }
        viewTasks[key] = nil
      }
      viewTimers[key] = nil
      // A menu whose control went away is closed: it does not come back open.
      if key.hasSuffix(".menuOpen") { stateCells[key]?.value = .bool(false) }
      if let c = disappearActions.removeValue(forKey: key) { _ = try interp.invoke(c, [], nil) }
    }
    appeared = seen
    // A state change during this render (onAppear, onChange) asks for another pass.
    if dirty { return try renderPass(root) }
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
    let outerLevel = tapLevel
    tapLevel = ctx.level
    defer {
      renderDepth -= 1
      tapLevel = outerLevel
    }
    if renderDepth > 400 {
      throw interp.error(
        "views nested more than 400 deep (a view that contains itself?)", v.node, id: .budgetExceeded)
    }
    var ctx = ctx
    // Only a lazy grid's own content (its groups and ForEach) builds a window of its data.
    let lazyContainer = ctx.lazyContainer
    switch v.kind {
    case .list, .forEach: break
    default: ctx.lazyContainer = nil
    }
    for case .environment(let name, let value) in v.modifiers {
      if name == "id" {
        ctx = ctx.child("id=\(interp.key(value))")
      } else {
        // The view and everything below it (its presentations too) read the value.
        ctx.environment[name] = value
      }
    }
    let source = v.node.map {
      SourceLocationRef(line: $0.startLocation.line, column: $0.startLocation.column)
    }
    var node: ViewNode
    switch v.kind {
    case .builtin(.tabView, let children):
      node = try renderTabView(v, children, ctx, source, &seen)
    case .builtin(let kind, let children):
      var kids: [ViewNode] = []
      var childCtx = ctx
      switch kind {
      case .grid(let vertical, _, _, _):
        childCtx.lazyContainer = ctx.identity
        childCtx.lazyContainerIsVertical = vertical
      case .list:
        // A List is lazy too (a collection view): it makes the rows on screen. Its rows are at
        // least 44 pt tall (defaultMinListRowHeight, as Layout draws them), so a screen's height
        // over 44, plus one, covers the screen before anything is laid out (20 rows on an
        // iPhone 16 Pro instead of a grid's 48); shorter rows are caught by the layout check,
        // which grows the window.
        childCtx.lazyContainer = ctx.identity
        childCtx.lazyContainerIsVertical = true
        let screen = environment.device.size(environment.orientation)
        childCtx.lazyContainerWindow = Int(screen.height / ProgramRuntime.listRowMinimum) + 1
        childCtx.lazyContainerWindowCoversScreen = true
      default: break
      }
      for (i, c) in children.enumerated() { kids.append(try render(c, childCtx.child("\(i)"), &seen)) }
      node = ViewNode(kind, children: kids, identity: ctx.identity, source: source)
      if let t = lazyTruncated[ctx.identity] {
        node = node.modifier(.behavior("lazy: built \(t.built) of \(t.total) items"))
      }
      if kind == .list || kind == .form { node = try listEditing(node, v, ctx) }
    case .list(let items):
      var kids: [ViewNode] = []
      for (i, c) in items.enumerated() { kids.append(try render(c, ctx.child("\(i)"), &seen)) }
      node =
        kids.count == 1 && v.modifiers.isEmpty
        ? kids[0] : ViewNode(.group, children: kids, identity: ctx.identity, source: source)
    case .forEach(let data, let id, let row):
      var kids: [ViewNode] = []
      var shown = data[...]
      // Without a layout (a runtime not in the pipeline) nothing tells where the screen
      // ends: every item is built.
      if let grid = lazyContainer, readerLayout != nil {
        let window = lazyWindows[grid] ?? ctx.lazyContainerWindow
        if lazyWindows[grid] == nil && ctx.lazyContainerWindowCoversScreen {
          lazyWindowCoversScreen.insert(grid)
        }
        if data.count > window {
          shown = data.prefix(window)
          let before = lazyTruncated[grid]
          lazyTruncated[grid] = (
            (before?.built ?? 0) + window, (before?.total ?? 0) + data.count, ctx.lazyContainerIsVertical
          )
        }
      }
      for (i, element) in shown.enumerated() {
        // A binding to an element (`ForEach($items)`) is identified by the element.
        var identified = element
        if case .binding(let b) = element { identified = try b.get() }
        let key: String
        var idValue: Value?
        switch id {
        case .selfID: idValue = identified
        case .path(let p):
          var x = identified
          for name in p {
            x = try interp.getMember(x, name, v.node ?? interp.tree.rootNode, scope: interp.globals)
          }
          idValue = x
        case .identifiable:
          if case .instance(let inst) = identified, let idv = inst.fields["id"] { idValue = idv }
        }
        if let idValue {
          key = interp.key(idValue)
          // The id is the row's implicit tag, for a picker's selection.
          tagValues[key] = idValue
        } else {
          key = "\(i)"
        }
        // A row closure is a view builder: `{ item in Text(…); Text(…) }` is two views.
        let rowViews = try interp.builderContent(
          .closure(row), v.node ?? interp.tree.rootNode, args: [Argument(label: nil, value: element)])
        var rowCtx = ctx
        rowCtx.lazyContainer = nil
        for rowView in rowViews { kids.append(try render(rowView, rowCtx.child("id:\(key)"), &seen)) }
      }
      node = ViewNode(.group, children: kids, identity: ctx.identity, source: source)
    case .navigation(let root, let path):
      node = try renderNavigation(root, path: path, v, ctx, &seen, source: source)
    case .geometryReader(let content):
      // The content made for what the last layout told this reader (see `render(_:)`).
      readersRendered += 1
      let geometry = readerGeometry[ctx.identity]
      let views = try interp.builderContent(
        .closure(content), v.node ?? interp.tree.rootNode,
        args: [Argument(label: nil, value: .native(.geometryProxy(geometry)))])
      var kids: [ViewNode] = []
      for (i, c) in views.enumerated() { kids.append(try render(c, ctx.child("\(i)"), &seen)) }
      node = ViewNode(
        .geometryReader(geometry: geometry), children: kids, identity: ctx.identity, source: source)
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
      case "State", "StateObject", "FocusState":
        let key = ctx.identity.description + "." + p.name
        let cell = try stateCell(key) { () throws(EvalError) -> Value in
          var initial = inst.fields[p.name]
          if initial == nil, let e = p.initializer {
            let s = Scope(parent: interp.globals)
            s.selfCell = Cell(.instance(inst))
            s.selfType = inst.type
            initial = try interp.coerceDeclared(try interp.eval(e, s), p.typeNode)
          }
          // `@FocusState var isFocused: Bool` has no initializer: nothing is focused.
          if initial == nil, p.wrapper == "FocusState", p.typeNode?.kind != .optionalType {
            initial = .bool(false)
          }
          return initial ?? .nilValue
        }
        let name = p.name
        inst.fields[p.name] = .binding(
          BindingBox(
            name: name, get: { cell.value },
            set: { [this = UnownedRef(self)] v in
              cell.value = v
              this.object.stateDidChange()
            }))
      case "AppStorage":
        // `@AppStorage("key") var x = 0`: the value of `UserDefaults.standard` under the key,
        // the initial value while the key has none; setting it sets the key.
        guard let keyNode = p.wrapperArguments?.arguments.first?.value,
          case .string(let key) = try interp.eval(keyNode, Scope(parent: interp.globals))
        else {
          throw interp.error(
            "@AppStorage needs its key, as @AppStorage(\"name\")", p.wrapperArguments?.syntax)
        }
        var initial = inst.fields[p.name]
        if initial == nil, let e = p.initializer {
          initial = try interp.coerceDeclared(try interp.eval(e, Scope(parent: interp.globals)), p.typeNode)
        }
        let fallback = initial ?? .nilValue
        inst.fields[p.name] = .binding(
          BindingBox(
            name: p.name, get: { [this = UnownedRef(self)] in this.object.interp.defaults[key] ?? fallback },
            set: { [this = UnownedRef(self)] v in
              this.object.interp.defaults[key] = v.isNil ? nil : v
              this.object.stateDidChange()
            }))
      case "Environment":
        // `@Environment(\.dismiss)`: the key path's first component names the value;
        // `@Environment(Model.self)`: the object `.environment(model)` put there.
        let argument = p.wrapperArguments?.arguments.first?.value
        if let type = argument.flatMap(MemberAccessExpr.init), type.syntax.name == "self" {
          let base = type.base
          let object = ctx.environment[Interpreter.environmentObjectKey(base.name)]
          if object == nil, p.typeNode?.kind != .optionalType {
            throw interp.error(
              "no \(base.name) in the environment: put one there with .environment(_:) on a view above",
              p.wrapperArguments?.syntax)
          }
          inst.fields[p.name] = object ?? .nilValue
          continue
        }
        let keyName = argument.flatMap(KeyPathExpr.init)?.components.first?.name ?? p.name
        if keyName == "dismiss" || keyName == "presentationMode" {
          inst.fields[p.name] = .native(.dismissAction(ctx.presentation ?? -1))
        } else if keyName == "editMode" {
          inst.fields[p.name] = .binding(editModeBinding(ctx))
        } else {
          if let value = ctx.environment[keyName] {
            inst.fields[p.name] = value
          } else {
            inst.fields[p.name] = try interp.environmentDefault(keyName) ?? .nilValue
          }
        }
      case "EnvironmentObject":
        let typeName = p.typeNode?.name ?? p.name
        guard let object = ctx.environment[Interpreter.environmentObjectKey(typeName)] else {
          // SwiftUI stops the app with the same words.
          throw interp.error(
            "no ObservableObject of type \(typeName) found: a View.environmentObject(_:) for \(typeName) may be missing as an ancestor of this view",
            p.wrapperArguments?.syntax)
        }
        inst.fields[p.name] = object
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
      case .onReceiveTimer(let interval, let c):
        seen.insert(key)
        appeared.insert(key)
        if let timer = viewTimers[key] {
          timer.action = c
        } else {
          viewTimers[key] = TimerRecord(interval: interval, start: now, action: c)
        }
        node = node.modifier(.behavior("onReceive"))
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
            log.append(logTime(now) + "  onChange: " + clipped(interp.describe(of)))
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
            log.append(logTime(now) + "  onChange (initial): " + clipped(interp.describe(of)))
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
        addTap((label: tapLabel(node, later: modifiers[index...]), action: c))
      case .dialog(let req):
        try registerDialog(req, key: key, ctx: ctx, &seen)
      case .menu(let req):
        node = try registerMenu(
          req, node, key: key, label: tapLabel(node, later: modifiers[index...]), ctx: ctx, &seen)
      case .control(let behavior):
        node = try registerTaps(behavior, node, ctx)
      case .tag(let value):
        let k = interp.key(value)
        tagValues[k] = value
        node = node.modifier(.tag(k))
      case .tabItem:
        // Drawn in the bar by the tab view that holds this tab (`renderTabView`).
        break
      case .navigationLink(let target):
        // Outside a navigation stack a link is drawn, disabled, as SwiftUI does.
        guard let frame = ctx.navigation else { break }
        let link = "\(ctx.identity)#link\(index)"
        if case .destination(let d) = target { frame.links[link] = d }
        let label = tapLabel(node, later: modifiers[index...])
        addTap(
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
                sizing: record.configuration.detents.isEmpty ? .sheet : sizing(of: record.content) ?? .sheet,
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

  func textOf(_ node: ViewNode, symbols: Bool = false) -> String {
    switch node.kind {
    case .text(let s): return s
    case .label(let t, _): return t
    case .toggle(let t, _): return t
    case .image(let name) where symbols: return name
    case .assetImage(let name) where symbols: return name
    default:
      return node.children.map { textOf($0, symbols: symbols) }.filter { !$0.isEmpty }.joined(separator: " ")
    }
  }

  /// The name `--tap` finds a tappable view by: its `accessibilityLabel` (on it, also when
  /// written after the tap, or on its label), else its text, else, for an icon-only control,
  /// its symbol or asset name (`Button { … } label: { Image(systemName: "plus") }` is "plus").
  func tapLabel(_ node: ViewNode, later: ArraySlice<RuntimeModifier>) -> String {
    for m in later { if case .plain(.accessibilityLabel(let l)) = m { return l } }
    if let l = accessibilityLabel(node) { return l }
    let text = textOf(node)
    return text.isEmpty ? textOf(node, symbols: true) : text
  }

  /// The first `accessibilityLabel` on `node` or inside it.
  func accessibilityLabel(_ node: ViewNode) -> String? {
    for m in node.modifiers { if case .accessibilityLabel(let l) = m { return l } }
    for c in node.children { if let l = accessibilityLabel(c) { return l } }
    return nil
  }

  // MARK: Controls

  /// A native closure for a tap's action.
  /// The edit mode of the environment: the binding `.environment(\.editMode, $mode)` put
  /// above, else the presentation's own (``Interpreter/editModes``).
  func editModeBinding(_ ctx: RenderContext) -> BindingBox {
    if case .binding(let b)? = ctx.environment["editMode"] { return b }
    let screen = ctx.presentation ?? -1
    return BindingBox(
      name: "editMode",
      get: { [this = UnownedRef(self)] in
        .native(.editMode(this.object.interp.editModes[screen] ?? .inactive))
      },
      set: { [this = UnownedRef(self)] v in
        if case .native(.editMode(let m)) = v { this.object.interp.editModes[screen] = m }
        this.object.stateDidChange()
      })
  }

  /// The mode a binding holds (`EditMode`; an implicit `.active` written into a `@State`
  /// resolved).
  func editMode(_ b: BindingBox) throws(EvalError) -> EditModeValue {
    let v = try b.get()
    if case .native(.editMode(let m)) = v { return m }
    if case .implicit(let chain) = v, chain.steps.count == 1,
      let m = EditModeValue(rawValue: chain.steps[0].name)
    {
      return m
    }
    return .inactive
  }

  /// A list in edit mode draws its rows' edit controls: marks it, with the keys of the rows
  /// its `selection:` binding holds.
  func listEditing(_ node: ViewNode, _ v: ViewValue, _ ctx: RenderContext) throws(EvalError) -> ViewNode {
    guard try editMode(editModeBinding(ctx)).isEditing else { return node }
    var selection: BindingBox?
    for case .control(.listSelection(let b)) in v.modifiers { selection = b }
    guard let selection else { return node.modifier(.listEditing(selecting: false, selected: [])) }
    var selected: [String] = []
    switch try selection.get() {
    case .set(let items), .array(let items): selected = items.map { interp.key($0) }
    case .nilValue: break
    case let one: selected = [interp.key(one)]
    }
    return node.modifier(.listEditing(selecting: true, selected: selected))
  }

  func tapAction(_ name: String, _ body: @escaping () throws(EvalError) -> Void) -> Closure {
    Closure(
      name: name,
      body: .native { _ throws(EvalError) in
        try body()
        return .void
      })
  }

  /// Registers the taps of a rendered control, and for a picker reads its options and
  /// which one is selected into the node.
  ///
  /// The taps: a toggle's title flips it; each option's text of a picker selects the option
  /// (in every style: a menu's options are tapped by their text without opening the menu,
  /// which is not drawn); a stepper's label followed by " +" increments it and by " -"
  /// decrements it (so `--tap "+"` reaches the first stepper on screen, and its label alone
  /// increments).
  func registerTaps(_ behavior: ControlBehavior, _ node: ViewNode, _ ctx: RenderContext) throws(EvalError)
    -> ViewNode
  {
    var node = node
    switch behavior {
    case .editButton:
      let mode = editModeBinding(ctx)
      let editing = try editMode(mode).isEditing
      let label = editing ? "Done" : "Edit"
      node.children = [ViewNode(.text(label), identity: ctx.identity.child("label"), source: node.source)]
      addTap(
        (
          label: label,
          action: tapAction("toggleEditMode") { () throws(EvalError) in
            try mode.set(.native(.editMode(editing ? .inactive : .active)))
          }
        ))
    case .listSelection:
      // Read where the list renders (``listEditing(_:_:_:)``).
      break
    case .toggle(let binding):
      addTap(
        (
          label: textOf(node),
          action: tapAction("toggle") { () throws(EvalError) in
            if case .bool(let on) = try binding.get() { try binding.set(.bool(!on)) }
          }
        ))
    case .picker(let binding):
      guard case .picker(let title, _) = node.kind else { return node }
      func options(_ n: ViewNode) -> [ViewNode] {
        if case .group = n.kind, n.modifiers.isEmpty { return n.children.flatMap(options) }
        if case .empty = n.kind, n.modifiers.isEmpty { return [] }
        return [n]
      }
      let current = interp.key(try binding.get())
      let all = node.children.flatMap(options)
      node.kind = .picker(title: title, selected: all.firstIndex { $0.tagKey == current })
      node.children = all
      for option in all {
        guard let k = option.tagKey, let value = tagValues[k] else { continue }
        addTap(
          (
            label: textOf(option),
            action: tapAction("select") { () throws(EvalError) in try binding.set(value) }
          ))
      }
    case .stepper(let increment, let decrement):
      let label = textOf(node)
      addTap((label: label.isEmpty ? "+" : label + " +", action: increment))
      addTap((label: label.isEmpty ? "-" : label + " -", action: decrement))
    case .tabView:
      break
    }
    return node
  }

  /// A `TabView`: the tab items of every tab are rendered for the bar, with a tap each that
  /// selects the tab; only the selected tab's content is rendered (SwiftUI builds the others
  /// when they are first shown). Tabs are identified by their `tag`, or by their position.
  func renderTabView(
    _ v: ViewValue, _ children: [ViewValue], _ ctx: RenderContext, _ source: SourceLocationRef?,
    _ seen: inout Set<String>
  ) throws(EvalError) -> ViewNode {
    let tabs = children.flatMap(interp.flattenList)
    var binding: BindingBox?
    for case .control(.tabView(let b)) in v.modifiers { binding = b }
    var tags: [Value] = []
    for (i, tab) in tabs.enumerated() {
      var tag = Value.int(i)
      for case .tag(let t) in tab.modifiers { tag = t }
      tags.append(tag)
    }
    // Without a binding, the tab view's own state, kept by identity as `@State` is.
    let stateKey = ctx.identity.description + ".selectedTab"
    let own = try stateCell(stateKey) { tags.first ?? .nilValue }
    let current = interp.key(try binding?.get() ?? own.value)
    let selected = tags.firstIndex { interp.key($0) == current } ?? 0
    var items: [ViewNode] = []
    for (i, tab) in tabs.enumerated() {
      var item = ViewNode(.empty, identity: ctx.identity.child("tabItem\(i)"))
      for case .tabItem(let label) in tab.modifiers {
        item = try render(label, ctx.child("tabItem\(i)"), &seen)
      }
      items.append(item)
      let value = tags[i]
      addTap(
        (
          label: textOf(item),
          action: tapAction("tab") { [this = UnownedRef(self)] () throws(EvalError) in
            if let binding {
              try binding.set(value)
            } else {
              own.value = value
              this.object.stateDidChange()
            }
          }
        ))
    }
    let content =
      tabs.isEmpty ? ViewNode(.empty) : try render(tabs[selected], ctx.child("\(selected)"), &seen)
    return ViewNode(
      .tabView(items: items, selected: selected), children: [content], identity: ctx.identity, source: source)
  }

  func detentOf(_ v: Value) throws(EvalError) -> PresentationDetent? {
    if case .native(.detent(let d)) = try interp.resolveNative(v, as: "PresentationDetent") { return d }
    return nil
  }

  /// The `presentationSizing` a presentation's content sets, if any.
  func sizing(of content: ViewNode) -> PresentationStyle? {
    for m in allModifiers(content) { if case .presentationSizing(let s) = m { return s } }
    return nil
  }

  /// The `presentationCompactAdaptation` a presentation's content sets (horizontal, vertical),
  /// `.automatic` for both when it sets none.
  func compactAdaptation(of content: ViewNode) -> (PresentationAdaptation, PresentationAdaptation) {
    for m in allModifiers(content) {
      if case .presentationCompactAdaptation(let h, let v) = m { return (h, v) }
    }
    return (.automatic, .automatic)
  }
}
