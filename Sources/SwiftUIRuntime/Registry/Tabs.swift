import Detents
import ViewTree

// Tab views: `TabView` with its tabs' `tabItem` labels, chosen by `tag` and `selection:`.
extension Registry {
  static let tabs: [APIEntry] = [
    .view(
      "TabView", .tabs, labels: ["selection", "content"],
      example: #"TabView { Text("A").tabItem { Label("Home", systemImage: "house") } }"#
    ) { c throws(EvalError) in
      var binding: BindingBox?
      if let s = c.label("selection") {
        guard case .binding(let b) = try c.native(s, as: "Binding") else {
          throw c.error("TabView's selection: needs a binding")
        }
        binding = b
      }
      let tabs = try c.content(c.label("content") ?? c.trailing)
      return .view(
        ViewValue(.builtin(.tabView(items: [], selected: 0), children: tabs), node: c.node).adding(
          .control(.tabView(binding))))
    },
    .modifier(
      "tabItem", .tabs, labels: ["label"],
      effect: .behaviour("the tab's icon and caption in the tab bar of the TabView that holds it"),
      example: #".tabItem { Label("Home", systemImage: "house") }"#,
      context: #"TabView { Text("A")@@ }"#
    ) { c throws(EvalError) in
      let label = try c.content(c.label("label") ?? c.trailing)
      return c.adding(.tabItem(ViewValue(.list(label), node: c.node)))
    },
    .unsupported(.view, "Tab", .tabs, iOS: OSVersion(18, 0)),
    .unsupported(.modifier, "tabViewStyle", .tabs, iOS: OSVersion(14, 0)),
    .unsupported(.modifier, "tabBarMinimizeBehavior", .tabs, iOS: OSVersion(26, 0)),
  ]
}
