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
    ) { c throws(EvalError) in
      c.view(.navigationStack, try c.content(c.trailing))
    },
    .view(
      "NavigationView", .navigation, labels: ["content"],
      example: #"NavigationView { Text("A").navigationTitle("Title") }"#
    ) { c throws(EvalError) in
      c.view(.navigationStack, try c.content(c.trailing))
    },
    toolbarItem("ToolbarItem", labels: ["placement", "content", "id"]),
    toolbarItem("ToolbarItemGroup", labels: ["placement", "content"]),
    .modifier(
      "navigationTitle", .navigation, iOS: OSVersion(14, 0), example: #".navigationTitle("Inbox")"#,
      context: #"NavigationStack { Text("Hi")@@ }"#
    ) { c in
      c.plain(.navigationTitle(c.first.map(c.interpreter.describe) ?? ""))
    },
    // The iOS 13 spelling, deprecated but common in real code: the same title.
    .modifier(
      "navigationBarTitle", .navigation, labels: ["displayMode"], macOS: .some(nil),
      example: #".navigationBarTitle("Inbox")"#, context: #"NavigationView { Text("Hi")@@ }"#
    ) { c in
      c.plain(.navigationTitle(c.first.map(c.interpreter.describe) ?? ""))
    },
    .modifier(
      "navigationViewStyle", .navigation,
      effect: .accepted("a navigation view draws as a stack on every device, the style on a phone"),
      example: ".navigationViewStyle(.stack)"
    ) { c in c.unchanged },
    .modifier(
      "navigationBarTitleDisplayMode", .navigation, iOS: OSVersion(14, 0), macOS: .some(nil),
      effect: .accepted("not modelled yet: the bar draws its title the same way in every mode"),
      example: ".navigationBarTitleDisplayMode(.inline)"
    ) { c in c.unchanged },
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
    .type(
      "ToolbarItemPlacement", .navigation,
      ".automatic, .confirmationAction, .cancellationAction, .principal, …"),
    .unsupported(.view, "NavigationLink", .navigation),
    .unsupported(.view, "NavigationSplitView", .navigation, iOS: OSVersion(16, 0)),
    .unsupported(.type, "NavigationPath", .navigation, iOS: OSVersion(16, 0)),
    .unsupported(.modifier, "navigationDestination", .navigation, iOS: OSVersion(16, 0)),
    .unsupported(.modifier, "navigationBarItems", .navigation, macOS: .some(nil)),
    .unsupported(.modifier, "navigationBarHidden", .navigation, macOS: .some(nil)),
    .unsupported(.modifier, "navigationBarBackButtonHidden", .navigation),
    .unsupported(.modifier, "toolbarColorScheme", .navigation, iOS: OSVersion(16, 0)),
    .unsupported(.modifier, "toolbarRole", .navigation, iOS: OSVersion(16, 0)),
    .unsupported(.modifier, "navigationSubtitle", .navigation, iOS: OSVersion(26, 0)),
    .unsupported(.modifier, "toolbarTitleDisplayMode", .navigation, iOS: OSVersion(17, 0)),
    .unsupported(.modifier, "statusBarHidden", .navigation, macOS: .some(nil)),
    .unsupported(.modifier, "statusBar", .navigation, macOS: .some(nil)),
    .unsupported(.modifier, "persistentSystemOverlays", .navigation, iOS: OSVersion(16, 0)),
  ]

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
}
