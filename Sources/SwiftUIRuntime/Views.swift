import Detents
import Foundation
import SwiftSource
import ViewTree

extension Interpreter {
  // MARK: View builders

  /// Runs statements in `@ViewBuilder` mode: every expression statement that produces a view
  /// is collected; `if`, `switch` and `for`-less control flow choose views.
  func execBuilder(_ stmts: [Syntax], _ s: Scope, _ views: inout [ViewValue]) throws -> Flow {
    for stmt in stmts {
      try step(stmt)
      switch stmt.kind {
      case .ifExpr:
        try builderIf(stmt, s, &views)
      case .switchExpr:
        var chosen: [ViewValue] = []
        // Reuse the statement switch, collecting views from the chosen case's body.
        let flow = try switchBuilder(stmt, s, &chosen)
        views.append(ViewValue(.list(chosen), node: stmt))
        if case .returned = flow { return flow }
      case .returnStmt:
        if let e = ReturnStmt(unchecked: stmt).value { return .returned(try eval(e, s)) }
        return .returned(.view(ViewValue(.list(views), node: stmt)))
      default:
        if isStatement(stmt) {
          let flow = try exec(stmt, s)
          if case .normal = flow { continue }
          return flow
        }
        let v = try eval(stmt, s)
        if let view = try? viewValue(v, stmt) { views.append(view) }
      }
    }
    return .normal
  }

  func builderIf(_ node: Syntax, _ s: Scope, _ views: inout [ViewValue]) throws {
    let ifExpr = IfExpr(unchecked: node)
    let scope = Scope(parent: s)
    var inner: [ViewValue] = []
    if try conditionsHold(ifExpr.conditions, scope) {
      _ = try execBuilder(ifExpr.body.statements, scope, &inner)
      views.append(ViewValue(.list(inner), node: node))
    } else if let e = ifExpr.elseBody {
      if e.kind == .ifExpr {
        try builderIf(e, s, &inner)
      } else {
        _ = try execBuilder(CodeBlock(unchecked: e).statements, Scope(parent: s), &inner)
      }
      views.append(ViewValue(.list(inner), node: node))
    } else {
      views.append(ViewValue(.list([]), node: node))
    }
  }

  func switchBuilder(_ node: Syntax, _ s: Scope, _ views: inout [ViewValue]) throws -> Flow {
    let switchExpr = SwitchExpr(unchecked: node)
    let subject = try eval(switchExpr.subject, s)
    for sc in switchExpr.cases {
      let scope = Scope(parent: s)
      var matched = sc.isDefault
      for item in sc.items where try caseItemMatches(item, subject, scope) {
        matched = true
        break
      }
      if matched { return try execBuilder(sc.statements, scope, &views) }
    }
    return .normal
  }

  /// A value as a view: built-in views, user views, lists.
  func viewValue(_ v: Value, _ node: Syntax) throws -> ViewValue {
    switch v {
    case .view(let view): return view
    case .instance(let inst) where inst.type.isView: return ViewValue(.user(inst), node: node)
    case .string(let s): return ViewValue(.builtin(.text(s), children: []), node: node)
    case .native(.style(let style)): return ViewValue(.builtin(.color(style), children: []), node: node)
    case .implicit:
      if case .native(.style(let style)) = try resolveNative(v, as: "Color") {
        return ViewValue(.builtin(.color(style), children: []), node: node)
      }
    case .closure(let c):
      return try viewValue(try invoke(c, [], node), node)
    case .void:
      return ViewValue(.list([]), node: node)
    default:
      break
    }
    throw error("\(v.typeName) is not a View", node)
  }

  /// The content of a view-builder argument (a trailing closure or a view).
  func builderContent(_ v: Value?, _ node: Syntax) throws -> [ViewValue] {
    guard let v else { return [] }
    if case .closure(let c) = v {
      let result: Value
      if case .syntax(let decl, let params, let scope, let selfValue, _, let isAsync) = c.body,
        decl.kind == .closureExpr
      {
        let builder = Closure(
          name: c.name,
          body: .syntax(
            decl, params: params, scope: scope, selfValue: selfValue, isBuilder: true, isAsync: isAsync))
        result = try invoke(builder, [], node)
      } else {
        result = try invoke(c, [], node)
      }
      return [try viewValue(result, node)]
    }
    return [try viewValue(v, node)]
  }

  func stringArg(_ args: [Argument], _ node: Syntax) throws -> String? {
    guard let a = args.first(where: { $0.label == nil }), case .string(let s) = a.value else { return nil }
    return s
  }

  // MARK: Built-in views

  func makeView(_ name: String, _ args: [Argument], _ node: Syntax, scope: Scope) throws -> Value {
    func trailing() -> Value? { args.last { $0.label == nil && isClosureValue($0.value) }?.value }
    func view(_ kind: ViewKind, _ children: [ViewValue] = []) -> Value {
      .view(ViewValue(.builtin(kind, children: children), node: node))
    }
    if let introduced = Catalog.views[name], currentOS < introduced {
      throw error("'\(name)' is only available in iOS \(introduced) or newer", node)
    }
    if let allowed = Catalog.viewLabels[name] {
      for a in args {
        guard let l = a.label, !allowed.contains(l) else { continue }
        let best = allowed.min { editDistance($0, l) < editDistance($1, l) }
        let hint =
          best.flatMap { editDistance($0, l) <= max(2, l.count / 3) ? "; did you mean '\($0):'?" : nil } ?? ""
        throw error("incorrect argument label '\(l):' in call to '\(name)'\(hint)", a.node ?? node)
      }
    }
    switch name {
    case "Text":
      if let s = args.first?.value {
        if case .string(let str) = s { return view(.text(str)) }
        return view(.text(describe(s)))
      }
      throw error("Text needs a string", node)
    case "Image":
      if let a = args.first(where: { $0.label == "systemName" }), case .string(let s) = a.value {
        return view(.image(systemName: s))
      }
      if let s = try stringArg(args, node) { return view(.image(systemName: s)) }
      throw error("Image needs systemName:", node)
    case "Label":
      let title = try stringArg(args, node) ?? ""
      if let icon = label(args, "systemImage"), case .string(let i) = icon {
        return view(.label(title: title, systemImage: i))
      }
      return view(.label(title: title, systemImage: "questionmark"))
    case "Button":
      var role: ButtonRole?
      if let r = label(args, "role"),
        case .native(.buttonRole(let br)) = try resolveNative(r, as: "ButtonRole")
      {
        role = br
      }
      var labelViews: [ViewValue] = []
      if let title = try stringArg(args, node) {
        if let icon = label(args, "systemImage"), case .string(let i) = icon {
          labelViews = [ViewValue(.builtin(.label(title: title, systemImage: i), children: []), node: node)]
        } else {
          labelViews = [ViewValue(.builtin(.text(title), children: []), node: node)]
        }
      } else if let l = label(args, "label") {
        labelViews = try builderContent(l, node)
      } else if let last = args.last, last.label == nil, isClosureValue(last.value), args.count >= 2 {
        labelViews = try builderContent(last.value, node)
      }
      var v = ViewValue(.builtin(.button(role: role), children: labelViews), node: node)
      let action =
        args.first { $0.label == "action" }?.value
        ?? args.first { $0.label == nil && isClosureValue($0.value) }?.value
      if case .closure(let c)? = action { v = v.adding(.onTapGesture(c)) }
      return .view(v)
    case "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack":
      let spacing = try num(args, "spacing", node)
      let kind: ViewKind
      switch name {
      case "VStack", "LazyVStack":
        var a: Alignment.Horizontal = .center
        if let v = label(args, "alignment"),
          case .native(.horizontalAlignment(let h)) = try resolveNative(v, as: "HorizontalAlignment")
        {
          a = h
        }
        kind = .vstack(alignment: a, spacing: spacing)
      case "HStack", "LazyHStack":
        var a: Alignment.Vertical = .center
        if let v = label(args, "alignment"),
          case .native(.verticalAlignment(let h)) = try resolveNative(v, as: "VerticalAlignment")
        {
          a = h
        }
        kind = .hstack(alignment: a, spacing: spacing)
      default:
        var a: Alignment = .center
        if let v = label(args, "alignment"),
          case .native(.alignment(let al)) = try resolveNative(v, as: "Alignment")
        {
          a = al
        }
        kind = .zstack(alignment: a)
      }
      return view(kind, try builderContent(trailing(), node))
    case "Group":
      return view(.group, try builderContent(trailing(), node))
    case "EmptyView":
      return view(.empty)
    case "Spacer":
      return view(.spacer(minLength: try num(args, "minLength", node)))
    case "Divider":
      return view(.divider)
    case "ScrollView":
      return view(.scrollView(vertical: true), try builderContent(trailing(), node))
    case "List", "Form":
      if let data = args.first(where: { $0.label == nil && !isClosureValue($0.value) }), let row = trailing(),
        case .closure(let c) = row
      {
        let each = ViewValue(
          .forEach(data: try elements(data.value, node), id: .identifiable, row: c), node: node)
        return view(name == "List" ? .list : .form, [each])
      }
      return view(name == "List" ? .list : .form, try builderContent(trailing(), node))
    case "Section":
      let header = try stringArg(args, node)
      var content: Value? = args.first { $0.label == "content" }?.value
      if content == nil { content = args.first { $0.label == nil && isClosureValue($0.value) }?.value }
      return view(.section(header: header, footer: nil), try builderContent(content, node))
    case "NavigationStack", "NavigationView":
      return view(.navigationStack, try builderContent(trailing(), node))
    case "ForEach":
      guard let data = args.first(where: { $0.label == nil && !isClosureValue($0.value) }),
        let row = trailing(), case .closure(let c) = row
      else {
        throw error("ForEach needs data and a row closure", node)
      }
      var id: ViewValue.KeyPathOrNil = .identifiable
      if let k = label(args, "id"), case .keyPath(let path) = k {
        id = path == ["self"] ? .selfID : .path(path)
      }
      if case .range = data.value { id = .selfID }
      return .view(ViewValue(.forEach(data: try elements(data.value, node), id: id, row: c), node: node))
    case "TextField", "SecureField":
      let placeholder = try stringArg(args, node) ?? ""
      var text = ""
      if let b = label(args, "text"), case .binding(let box) = b, case .string(let s) = try box.get() {
        text = s
      }
      return view(.textField(placeholder: placeholder, text: text))
    case "TextEditor":
      var text = ""
      if let b = label(args, "text"), case .binding(let box) = b, case .string(let s) = try box.get() {
        text = s
      }
      return view(.textEditor(text: text))
    case "Toggle":
      let title = try stringArg(args, node) ?? ""
      var on = false
      if let b = label(args, "isOn"), case .binding(let box) = b, case .bool(let v) = try box.get() { on = v }
      return view(.toggle(title: title, isOn: on))
    case "Color":
      if case .native(.style(let s)) = try staticNative("Color", "init", args, node) {
        return view(.color(s))
      }
      throw error("bad Color", node)
    case "LinearGradient":
      if case .native(.style(let s)) = try gradient(args, node) { return view(.color(s)) }
      throw error("bad LinearGradient", node)
    case "Rectangle": return view(.shape(.rectangle, fill: nil))
    case "RoundedRectangle":
      return view(
        .shape(.roundedRectangle(cornerRadius: try num(args, "cornerRadius", node) ?? 0), fill: nil))
    case "Capsule": return view(.shape(.capsule, fill: nil))
    case "Circle": return view(.shape(.circle, fill: nil))
    case "Ellipse": return view(.shape(.ellipse, fill: nil))
    case "ToolbarItem", "ToolbarItemGroup":
      var placement = "automatic"
      if let p = label(args, "placement") {
        if case .implicit(let c) = p {
          placement = c.steps.first?.name ?? placement
        } else if case .string(let s) = p {
          placement = s
        }
      }
      let content = try builderContent(trailing(), node)
      return .native(.toolbarItem(placement: placement, content: ViewValue(.list(content), node: node)))
    case "DragGesture", "TapGesture":
      return .native(.gesture(Gesture()))
    case "GeometryReader":
      throw error("GeometryReader is not supported yet", node)
    default:
      throw error("'\(name)' is not supported yet", node)
    }
  }

  // MARK: Modifiers

  func viewModifierCall(_ base: Value, _ name: String, _ args: [Argument], _ node: Syntax, scope: Scope)
    throws -> Value
  {
    let view = try viewValue(base, node)
    // A method from `extension View { … }` in the program.
    if let decls = viewExtensions[name] {
      let decl = pick(decls.filter { $0.kind == .funcDecl }, args)
      let f = function(decl, scope: globals, selfCell: Cell(.view(view)), selfType: nil, isStatic: false)
      return try invoke(f, args, node)
    }
    guard let info = Catalog.modifiers[name] else {
      let hint = Catalog.nearestModifier(name).map { "; did you mean '\($0)'?" } ?? ""
      throw error("value of type 'some View' has no member '\(name)'\(hint)", node)
    }
    for a in args {
      if let l = a.label, !info.labels.contains(l) {
        let best = info.labels.min { editDistance($0, l) < editDistance($1, l) }
        throw error(
          "incorrect argument label '\(l):' in call to '\(name)'\(best.map { "; did you mean '\($0):'?" } ?? "")",
          a.node ?? node)
      }
    }
    if isMac {
      guard let mac = info.macOS else { throw error("'\(name)' is unavailable in macOS", node) }
      if currentOS < mac {
        throw error(
          "'\(name)' is only available in macOS \(mac) or newer (running as macOS \(currentOS))", node)
      }
    } else if currentOS < info.introduced {
      throw error(
        "'\(name)' is only available in iOS \(info.introduced) or newer (running as iOS \(currentOS))", node)
    }
    func plain(_ m: ViewModifierValue) -> Value { .view(view.adding(.plain(m))) }
    func first() -> Value? { args.first?.value }
    func native(_ type: String, _ v: Value?) throws -> Native {
      guard let v else { throw error("'\(name)' needs an argument", node) }
      guard case .native(let n) = try resolveNative(v, as: type) else {
        throw error("'\(name)' expects \(type), got \(v.typeName)", args.first?.node ?? node)
      }
      return n
    }
    switch name {
    case "padding":
      var edges = EdgeSet.all
      var amount: Double?
      for a in args {
        if let n = number(a.value) {
          amount = n
        } else if case .native(.edges(let e)) = try resolveNative(a.value, as: "Edge.Set") {
          edges = e
        }
      }
      return plain(.padding(edges, amount))
    case "frame":
      var alignment = Alignment.center
      if let a = label(args, "alignment"),
        case .native(.alignment(let al)) = try resolveNative(a, as: "Alignment")
      {
        alignment = al
      }
      func dim(_ n: String) throws -> Double? {
        guard let v = label(args, n) else { return nil }
        if case .implicit(let c) = v, c.steps.first?.name == "infinity" { return .infinity }
        if case .nilValue = v { return nil }
        guard let x = number(v) else { throw error("'\(n)' must be a number", node) }
        return x
      }
      if args.contains(where: {
        ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].contains(
          $0.label ?? "")
      }) {
        return plain(
          .flexibleFrame(
            minWidth: try dim("minWidth"), idealWidth: try dim("idealWidth"), maxWidth: try dim("maxWidth"),
            minHeight: try dim("minHeight"), idealHeight: try dim("idealHeight"),
            maxHeight: try dim("maxHeight"), alignment: alignment))
      }
      return plain(.frame(width: try dim("width"), height: try dim("height"), alignment: alignment))
    case "background", "overlay":
      var alignment = Alignment.center
      if let a = label(args, "alignment"),
        case .native(.alignment(let al)) = try resolveNative(a, as: "Alignment")
      {
        alignment = al
      }
      let shape: ShapeKind? = try label(args, "in").map { v in
        guard case .native(.shape(let s)) = try resolveNative(v, as: "Shape") else {
          throw error("in: needs a shape", node)
        }
        return s
      }
      guard let content = args.first(where: { $0.label == nil }) else { return .view(view) }
      if case .closure = content.value {
        let layer = try builderContent(content.value, node)
        let lv = ViewValue(.list(layer), node: node)
        return .view(view.adding(name == "background" ? .background(lv, alignment) : .overlay(lv, alignment)))
      }
      if case .native(.style(let st)) = try resolveNative(content.value, as: "ShapeStyle") {
        if name == "background" { return plain(.backgroundStyle(st, in: shape)) }
        return .view(
          view.adding(.overlay(ViewValue(.builtin(.color(st), children: []), node: node), alignment)))
      }
      let lv = try viewValue(content.value, node)
      return .view(view.adding(name == "background" ? .background(lv, alignment) : .overlay(lv, alignment)))
    case "foregroundStyle", "foregroundColor":
      guard case .style(let s) = try native("ShapeStyle", first()) else {
        throw error("\(name) needs a style", node)
      }
      return plain(.foregroundStyle(s))
    case "tint":
      guard case .style(let s) = try native("ShapeStyle", first()) else {
        throw error("tint needs a colour", node)
      }
      return plain(.tint(s))
    case "font":
      if case .nilValue = first() { return .view(view) }
      guard case .font(let f) = try native("Font", first()) else { throw error("font needs a Font", node) }
      return plain(.font(f))
    case "fontWeight":
      guard case .fontWeight(let w) = try native("Font.Weight", first()) else {
        throw error("fontWeight needs a weight", node)
      }
      return plain(.fontWeight(w))
    case "bold":
      return plain(.fontWeight(.bold))
    case "italic":
      return .view(view)
    case "buttonStyle":
      guard case .buttonStyle(let b) = try native("ButtonStyle", first()) else {
        throw error("buttonStyle needs a style", node)
      }
      return plain(.buttonStyle(b))
    case "ignoresSafeArea":
      var edges = EdgeSet.all
      for a in args {
        if case .native(.edges(let e)) = try resolveNative(a.value, as: "Edge.Set") { edges = e }
      }
      return plain(.ignoresSafeArea(edges))
    case "multilineTextAlignment":
      guard case .textAlignment(let t) = try native("TextAlignment", first()) else {
        throw error("needs a TextAlignment", node)
      }
      return plain(.multilineTextAlignment(t))
    case "lineLimit":
      return plain(.lineLimit(first().flatMap { number($0) }.map { Int($0) }))
    case "opacity":
      return plain(.opacity(try argNumber(args, 0, node)))
    case "clipShape":
      guard case .shape(let s) = try native("Shape", first()) else {
        throw error("clipShape needs a shape", node)
      }
      return plain(.clipShape(s))
    case "cornerRadius":
      return plain(.cornerRadius(try argNumber(args, 0, node)))
    case "layoutPriority":
      return plain(.layoutPriority(try argNumber(args, 0, node)))
    case "navigationTitle":
      return plain(.navigationTitle(first().map(describe) ?? ""))
    case "keyboardShortcut":
      if case .implicit(let c)? = first() { return plain(.keyboardShortcut(c.steps.first?.name ?? "")) }
      return plain(.keyboardShortcut(first().map(describe) ?? ""))
    case "toolbar":
      guard let content = args.last?.value, case .closure(let c) = content else { return .view(view) }
      var items: [Value] = []
      if case .syntax(let decl, _, let cscope, _, _, _) = c.body {
        let s = Scope(parent: cscope)
        for stmt in ClosureExpr(decl)?.statements ?? [] {
          let v = try eval(stmt, s)
          items.append(v)
        }
      }
      return .view(view.adding(.toolbar(items)))
    case "sheet", "fullScreenCover", "popover":
      let kind: Presentation.Kind = name == "sheet" ? .sheet : name == "popover" ? .popover : .fullScreenCover
      var req = SheetRequest(
        kind: kind, isPresented: nil, item: nil, onDismiss: nil,
        content: Closure(name: "empty") { _ in .void }, node: node)
      if let b0 = label(args, "isPresented") {
        let b = try resolveNative(b0, as: "Binding")
        guard case .binding(let box) = b else {
          throw error("isPresented: needs a binding, as $isPresented", node)
        }
        req.isPresented = box
      }
      if let b = label(args, "item") {
        guard case .binding(let box) = b else { throw error("item: needs a binding, as $item", node) }
        req.item = box
      }
      if case .closure(let c)? = label(args, "onDismiss") { req.onDismiss = c }
      guard
        case .closure(let content)? = args.last(where: { $0.label == nil || $0.label == "content" })?.value
      else {
        throw error("'\(name)' needs content", node)
      }
      req.content = content
      if req.isPresented == nil && req.item == nil {
        throw error("'\(name)' needs isPresented: or item:", node)
      }
      return .view(view.adding(.sheet(req)))
    case "presentationDetents":
      guard let set = first() else { throw error("presentationDetents needs detents", node) }
      var detents: [PresentationDetent] = []
      for d in try elements(set, node) {
        guard case .native(.detent(let det)) = try resolveNative(d, as: "PresentationDetent") else {
          throw error(
            "presentationDetents needs PresentationDetent values, got \(d.typeName)", args[0].node ?? node)
        }
        detents.append(det)
      }
      var v = view.adding(
        .plain(.presentationDetents(detents, hasSelection: label(args, "selection") != nil)))
      if let sel = label(args, "selection") {
        guard case .binding(let box) = sel else {
          throw error("selection: needs a binding, as $selection", node)
        }
        v = v.adding(.environment("detentSelection", .binding(box)))
      }
      return .view(v)
    case "presentationDragIndicator":
      guard case .visibility(let vis) = try native("Visibility", first()) else {
        throw error("needs a Visibility", node)
      }
      return plain(.presentationDragIndicator(vis))
    case "presentationBackgroundInteraction":
      guard case .backgroundInteraction(let b) = try native("PresentationBackgroundInteraction", first())
      else { throw error("needs a PresentationBackgroundInteraction", node) }
      return plain(.presentationBackgroundInteraction(b))
    case "presentationContentInteraction":
      guard case .contentInteraction(let c) = try native("PresentationContentInteraction", first()) else {
        throw error("needs a PresentationContentInteraction", node)
      }
      return plain(.presentationContentInteraction(c))
    case "presentationCornerRadius":
      return plain(.presentationCornerRadius(first().flatMap { number($0) }))
    case "presentationBackground":
      if let c = args.last?.value, case .closure = c {
        let content = try builderContent(c, node)
        if case .builtin(.color(let s), _)? = content.first.map({ flattenList($0) })?.first?.kind {
          return plain(.presentationBackground(s))
        }
        return plain(.presentationBackground(.material(.regular)))
      }
      guard case .style(let s) = try native("ShapeStyle", first()) else {
        throw error("presentationBackground needs a style", node)
      }
      return plain(.presentationBackground(s))
    case "presentationSizing":
      guard case .sizing(let s) = try native("PresentationSizing", first()) else {
        throw error("needs a PresentationSizing", node)
      }
      return plain(.presentationSizing(s))
    case "interactiveDismissDisabled":
      var disabled = true
      if case .bool(let b)? = first() { disabled = b }
      return plain(.interactiveDismissDisabled(disabled))
    case "modifier":
      guard case .instance(let m)? = first(), m.type.isViewModifier else {
        throw error("modifier(_:) needs a ViewModifier", node)
      }
      return .view(ViewValue(.userModifier(content: view, modifier: m), node: node))
    case "onAppear":
      guard case .closure(let c)? = args.last?.value else { return .view(view) }
      return .view(view.adding(.onAppear(c)))
    case "onDisappear":
      guard case .closure(let c)? = args.last?.value else { return .view(view) }
      return .view(view.adding(.onDisappear(c)))
    case "task":
      guard case .closure(let c)? = args.last?.value else { throw error("task needs a closure", node) }
      return .view(view.adding(.task(id: label(args, "id"), c)))
    case "onChange":
      guard let of = label(args, "of"), case .closure(let c)? = args.last?.value else {
        throw error("onChange needs of: and a closure", node)
      }
      var initial = false
      if case .bool(let b)? = label(args, "initial") { initial = b }
      return .view(view.adding(.onChange(of: of, c, initial: initial)))
    case "simultaneousGesture", "gesture":
      guard case .native(.gesture(let g))? = first() else { throw error("\(name) needs a gesture", node) }
      return .view(view.adding(.gesture(g)))
    case "onTapGesture":
      guard case .closure(let c)? = args.last?.value else {
        throw error("onTapGesture needs a closure", node)
      }
      return .view(view.adding(.onTapGesture(c)))
    case "id":
      // An explicit identity: state below it belongs to this id, and resets when it changes.
      guard let v = first() else { throw error("id(_:) needs a value", node) }
      return .view(view.adding(.environment("id", v)))
    case "environment":
      if case .keyPath(let path)? = first(), args.count > 1 {
        return .view(view.adding(.environment(path.joined(separator: "."), args[1].value)))
      }
      return .view(view)
    default:
      // Known to the catalog, no effect on layout yet (accessibility, ids, styles…).
      return .view(view)
    }
  }

  func flattenList(_ v: ViewValue) -> [ViewValue] {
    if case .list(let items) = v.kind, v.modifiers.isEmpty { return items.flatMap(flattenList) }
    return [v]
  }
}
