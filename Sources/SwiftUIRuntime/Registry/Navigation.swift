import Detents
import Portable
import SwiftSource
import ViewTree

// Navigation and toolbars: navigation containers, titles, toolbar items.
extension Registry {
  static let navigation: [APIEntry] = [
    .view(
      "NavigationStack", .navigation, labels: ["path", "root"], iOS: OSVersion(16, 0),
      example: #"NavigationStack { Text("A").navigationTitle("Title") }"#
    ) { c throws(EvalError) in try stack(c, content: c.label("root") ?? c.trailing, path: c.label("path")) },
    .view(
      "NavigationView", .navigation, labels: ["content"],
      example: #"NavigationView { Text("A").navigationTitle("Title") }"#
    ) { c throws(EvalError) in try stack(c, content: c.label("content") ?? c.trailing, path: nil) },
    // A phone's split view is collapsed: a stack that starts at the sidebar, whose links and
    // destinations push the screens. The detail column shows only where there is room for it.
    .view(
      "NavigationSplitView", .navigation,
      labels: ["columnVisibility", "preferredCompactColumn", "sidebar", "content", "detail"],
      iOS: OSVersion(16, 0),
      example: #"NavigationSplitView { Text("Sidebar").navigationTitle("Mail") } detail: { Text("Detail") }"#
    ) { c throws(EvalError) in try splitView(c) },
    .view(
      "NavigationLink", .navigation, labels: ["destination", "label", "value"],
      unsupportedLabels: ["isActive", "tag", "selection", "isDetailLink"],
      example: #"NavigationStack { List { NavigationLink("Details") { Text("More") } } }"#
    ) { c throws(EvalError) in try navigationLink(c) },
    toolbarItem("ToolbarItem", labels: ["placement", "content", "id"]),
    toolbarItem("ToolbarItemGroup", labels: ["placement", "content"]),
    .modifier(
      "navigationTitle", .navigation, iOS: OSVersion(14, 0), example: #".navigationTitle("Inbox")"#,
      context: #"NavigationStack { Text("Hi")@@ }"#
    ) { c in
      c.plain(.navigationTitle(c.first.map { titleText(c, $0) } ?? ""))
    },
    // The iOS 13 spelling, deprecated but common in real code: the same title.
    .modifier(
      "navigationBarTitle", .navigation, labels: ["displayMode"], macOS: .some(nil),
      example: #".navigationBarTitle("Inbox")"#, context: #"NavigationView { Text("Hi")@@ }"#
    ) { c in
      c.plain(.navigationTitle(c.first.map { titleText(c, $0) } ?? ""))
    },
    .modifier(
      "navigationViewStyle", .navigation,
      effect: .accepted("a navigation view draws as a stack on every device, the style on a phone"),
      example: ".navigationViewStyle(.stack)"
    ) { c in c.unchanged },
    .modifier(
      "navigationBarTitleDisplayMode", .navigation, iOS: OSVersion(14, 0), macOS: .some(nil),
      effect: .behaviour(
        "inline puts a small title centred in the bar; large (and automatic) a large title under it"),
      example: ".navigationBarTitleDisplayMode(.inline)"
    ) { c throws(EvalError) in
      guard let v = c.args.first?.value,
        case .string(let name) = try c.native(v, as: "NavigationBarItem.TitleDisplayMode"),
        let mode = TitleDisplayMode(rawValue: name)
      else { throw c.error("needs a NavigationBarItem.TitleDisplayMode") }
      return c.plain(.navigationBarTitleDisplayMode(mode))
    },
    .modifier(
      "toolbar", .navigation, labels: ["content"], unsupportedLabels: ["for"], iOS: OSVersion(14, 0),
      example: #".toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") {} } }"#,
      context: #"NavigationStack { Text("Hi")@@.navigationTitle("Title") }"#
    ) { c throws(EvalError) in
      guard case .closure(let content)? = c.args.last?.value else { return c.unchanged }
      var items: [Value] = []
      if case .syntax(let decl, _, let cscope, _, _, _) = content.body {
        let s = Scope(parent: cscope)
        for stmt in ClosureExpr(decl)?.statements ?? [] { items.append(try c.interpreter.eval(stmt, s)) }
      }
      return c.adding(.toolbar(items))
    },
    .modifier(
      "toolbarBackground", .navigation, labels: ["for"], iOS: OSVersion(16, 0),
      effect: .accepted("not drawn yet: bars keep their standard material"),
      example: ".toolbarBackground(.visible, for: .navigationBar)"
    ) { c in c.unchanged },
    .type("NavigationBarItem", .navigation, "the namespace of TitleDisplayMode"),
    .type(
      "NavigationBarItem.TitleDisplayMode", .navigation, iOS: OSVersion(14, 0), ".automatic, .inline, .large"),
    .type(
      "ToolbarItemPlacement", .navigation,
      ".automatic, .confirmationAction, .cancellationAction, .principal, …"),
    .type(
      "NavigationPath", .navigation, iOS: OSVersion(16, 0),
      "the values pushed on a stack: append, removeLast, count, isEmpty (held as an array)"),
    .type(
      "NavigationSplitViewVisibility", .navigation, iOS: OSVersion(16, 0),
      ".all, .automatic, .doubleColumn, .detailOnly: a phone's collapsed split view shows one column whatever it says"
    ),
    .modifier(
      "navigationDestination", .navigation, labels: ["for", "isPresented", "destination"],
      unsupportedLabels: ["item"], iOS: OSVersion(16, 0),
      effect: .behaviour(
        "says how the stack draws a pushed value of a type, or pushes a screen while a binding is true"),
      example: #".navigationDestination(for: Int.self) { Text("Number \($0)") }"#,
      context: #"NavigationStack { List { NavigationLink("One", value: 1) }@@ }"#
    ) { c throws(EvalError) in try navigationDestination(c) },
    // The iOS 13 spelling of toolbar items in the bar: views, not `ToolbarItem`s.
    .modifier(
      "navigationBarItems", .navigation, labels: ["leading", "trailing"], macOS: .some(nil),
      example: #".navigationBarItems(trailing: Button("Edit") {})"#,
      context: #"NavigationView { Text("Hi")@@.navigationTitle("Title") }"#
    ) { c throws(EvalError) in try navigationBarItems(c) },
    .modifier(
      "navigationBarBackButtonHidden", .navigation, iOS: OSVersion(13, 0),
      effect: .behaviour("a pushed screen's bar draws no back button, and it cannot be tapped"),
      example: ".navigationBarBackButtonHidden(true)",
      context: #"NavigationStack { NavigationLink("Open", destination: Text("Pushed")@@) }"#
    ) { c in
      var hidden = true
      if case .bool(let b)? = c.first { hidden = b }
      return c.plain(.navigationBarBackButtonHidden(hidden))
    },
    .unsupported(.modifier, "navigationBarHidden", .navigation, macOS: .some(nil)),
    .modifier(
      "toolbarColorScheme", .navigation, labels: ["for"], iOS: OSVersion(16, 0),
      effect: .accepted(
        "a bar takes this scheme only where its background is visible (toolbarBackground(.visible, for:)), and bar backgrounds are not drawn yet: bars keep the screen's scheme"
      ),
      example: ".toolbarColorScheme(.dark, for: .navigationBar)"
    ) { c in c.unchanged },
    .unsupported(.modifier, "toolbarRole", .navigation, iOS: OSVersion(16, 0)),
    .unsupported(.modifier, "navigationSubtitle", .navigation, iOS: OSVersion(26, 0)),
    .unsupported(.modifier, "toolbarTitleDisplayMode", .navigation, iOS: OSVersion(17, 0)),
    .unsupported(.modifier, "statusBarHidden", .navigation, macOS: .some(nil)),
    .unsupported(.modifier, "statusBar", .navigation, macOS: .some(nil)),
    .unsupported(.modifier, "persistentSystemOverlays", .navigation, iOS: OSVersion(16, 0)),
  ]

  /// A navigation stack of `content`, with `NavigationStack(path:)`'s binding.
  private static func stack(_ c: ViewCall, content: Value?, path: Value?) throws(EvalError) -> Value {
    var binding: BindingBox?
    if let path {
      guard case .binding(let b) = path else {
        throw c.error("NavigationStack(path:) needs a binding, as $path")
      }
      binding = b
    }
    let root: [ViewValue] = try c.content(content)
    return .view(ViewValue(.navigation(root: root, path: binding), node: c.node))
  }

  /// `NavigationSplitView`: on a phone (compact width) a stack from its sidebar.
  private static func splitView(_ c: ViewCall) throws(EvalError) -> Value {
    if case .native(.sizeClass(.regular))? = c.interpreter.environment["horizontalSizeClass"] {
      throw c.interpreter.error(
        Registry.unsupportedMessage("NavigationSplitView") + " in a regular width (its columns side by side)",
        c.node, id: .unsupportedAPI)
    }
    var sidebar: Value? = c.label("sidebar")
    if sidebar == nil {
      sidebar =
        c.args.first(where: { (a: Argument) -> Bool in a.label == nil && c.interpreter.isClosureValue(a.value)
        })?.value
    }
    guard let sidebar else { throw c.error("NavigationSplitView needs a sidebar") }
    let root: [ViewValue] = try c.content(sidebar)
    return .view(ViewValue(.navigation(root: root, path: nil), node: c.node))
  }

  /// `NavigationLink` with a destination (a view or a closure) or a value, and a title or a
  /// label.
  private static func navigationLink(_ c: ViewCall) throws(EvalError) -> Value {
    let closure: Value? = c.args.first(where: { (a: Argument) -> Bool in
      a.label == nil && c.interpreter.isClosureValue(a.value)
    })?.value
    let target: NavigationLinkTarget
    var label: Value? = c.label("label")
    if let value = c.label("value") {
      target = .value(value)
      if label == nil { label = closure }
    } else if let destination = c.label("destination") {
      target = .destination(try linkView(c, destination))
      if label == nil { label = closure }
    } else if let destination = closure {
      // `NavigationLink("Title") { Destination() }`, `NavigationLink { D } label: { L }`.
      target = .destination(try linkView(c, destination))
    } else {
      throw c.error("NavigationLink needs a destination or a value")
    }
    var labelViews: [ViewValue]
    if let title = c.string {
      labelViews = [ViewValue(.builtin(.text(title), children: []), node: c.node)]
    } else if let label {
      labelViews = try c.content(label)
    } else {
      throw c.error("NavigationLink needs a title or a label")
    }
    let link = ViewValue(.builtin(.navigationLink, children: labelViews), node: c.node)
    return .view(link.adding(.navigationLink(target)))
  }

  /// `navigationDestination(for:destination:)` and `navigationDestination(isPresented:destination:)`.
  private static func navigationDestination(_ c: ViewCall) throws(EvalError) -> Value {
    guard case .closure(let builder)? = c.label("destination") ?? c.trailing else {
      throw c.error("navigationDestination needs a destination closure")
    }
    if let type = c.label("for") {
      guard case .type(let t) = type else {
        throw c.error("navigationDestination(for:) needs a type, as Int.self")
      }
      return c.adding(.navigationDestination(.forType(t.name, builder)))
    }
    guard case .binding(let b)? = c.label("isPresented") else {
      throw c.error("navigationDestination needs for: a type or isPresented: a binding")
    }
    return c.adding(.navigationDestination(.isPresented(b, builder, c.node)))
  }

  /// `navigationBarItems(leading:trailing:)`: the views as toolbar items at each end of the bar.
  private static func navigationBarItems(_ c: ViewCall) throws(EvalError) -> Value {
    var items: [Value] = []
    let ends: [(label: String, placement: String)] = [
      ("leading", "navigationBarLeading"), ("trailing", "navigationBarTrailing"),
    ]
    for end in ends {
      guard let v = c.label(end.label) else { continue }
      let views: [ViewValue] = try c.content(v)
      let content = ViewValue(.list(views), node: c.node)
      items.append(.native(.toolbarItem(placement: end.placement, content: content)))
    }
    return c.adding(.toolbar(items))
  }

  /// A link's destination: a view, or what a destination closure makes.
  private static func linkView(_ c: ViewCall, _ v: Value) throws(EvalError) -> ViewValue {
    let views = try c.content(v)
    return views.count == 1 ? views[0] : ViewValue(.list(views), node: c.node)
  }

  /// A navigation title's text: a string, or the text of `Text("…")`.
  private static func titleText(_ c: ViewCall, _ v: Value) -> String {
    if case .view(let view) = v, case .builtin(.text(let s), _) = view.kind { return s }
    return c.interpreter.describe(v)
  }

  /// `ToolbarItem` or `ToolbarItemGroup`: a placement and its content.
  private static func toolbarItem(_ name: String, labels: [String]) -> APIEntry {
    APIEntry(
      .view, name, family: .navigation, labels: labels, iOS: OSVersion(14, 0),
      effect: .behaviour("placed in the toolbar of the navigation bar it is declared in, by `toolbar`"),
      example: #"ToolbarItem(placement: .confirmationAction) { Button("Done") {} }"#
    ) { c throws(EvalError) in
      var placement = "automatic"
      if let p = c.label("placement") {
        guard case .string(let s) = try c.native(p, as: "ToolbarItemPlacement") else {
          throw c.error("placement: needs a ToolbarItemPlacement")
        }
        placement = s
      }
      let content = try c.content(c.trailing)
      return .native(.toolbarItem(placement: placement, content: ViewValue(.list(content), node: c.node)))
    }
  }
}

// The static members of navigation types: toolbar item placements, kept by name for the
// toolbar's layout. Their macOS availability follows the paired release: the iOS-only
// placements (`topBarLeading`, `navigationBarTrailing`, `bottomBar`) are not flagged on the Mac yet.
extension Registry {
  static let navigationMembers: [MemberEntry] =
    [
      ("automatic", OSVersion(14, 0)), ("principal", OSVersion(14, 0)), ("navigation", OSVersion(14, 0)),
      ("primaryAction", OSVersion(14, 0)), ("secondaryAction", OSVersion(16, 0)),
      ("status", OSVersion(14, 0)),
      ("confirmationAction", OSVersion(14, 0)), ("cancellationAction", OSVersion(14, 0)),
      ("destructiveAction", OSVersion(14, 0)), ("keyboard", OSVersion(15, 0)),
      ("bottomBar", OSVersion(14, 0)),
      ("navigationBarLeading", OSVersion(14, 0)), ("navigationBarTrailing", OSVersion(14, 0)),
      ("topBarLeading", OSVersion(17, 0)), ("topBarTrailing", OSVersion(17, 0)), ("title", OSVersion(26, 0)),
      ("largeTitle", OSVersion(26, 0)), ("subtitle", OSVersion(26, 0)),
    ].map { name, iOS in
      .computed(["ToolbarItemPlacement"], name, .navigation, function: false, iOS: iOS) { _ in .string(name) }
    }
    + TitleDisplayMode.allCases.map { mode in
      .computed(
        ["NavigationBarItem.TitleDisplayMode"], mode.rawValue, .navigation, function: false,
        iOS: OSVersion(14, 0)
      ) { _ in .string(mode.rawValue) }
    }
    // Kept as its name: a phone's collapsed split view shows one column whatever it says.
    + ["all", "automatic", "doubleColumn", "detailOnly"].map { name in
      .computed(["NavigationSplitViewVisibility"], name, .navigation, function: false, iOS: OSVersion(16, 0))
      {
        _ in .string(name)
      }
    }
}
