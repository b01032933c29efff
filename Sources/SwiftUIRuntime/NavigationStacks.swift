import Portable
import SwiftSource
import ViewTree

/// What a tap on a `NavigationLink` pushes.
enum NavigationLinkTarget {
  /// `NavigationLink(destination:label:)`: this view.
  case destination(ViewValue)
  /// `NavigationLink(value:label:)`: this value, drawn by the stack's
  /// `navigationDestination(for:)` of its type.
  case value(Value)
}

/// A `navigationDestination` modifier as the program wrote it.
enum NavigationDestinationRequest {
  /// `navigationDestination(for: T.self) { value in … }`: how values of type `T` are drawn.
  case forType(String, Closure)
  /// `navigationDestination(isPresented: $b) { … }`: a screen pushed while `b` is true.
  case isPresented(BindingBox, Closure, Syntax)
}

/// A navigation stack while it renders: the destinations and links its screens declare, in
/// the order they render (the root first, then each pushed screen), so a screen's value is
/// drawn by a destination declared on a screen under it.
final class NavigationFrame {
  /// The stack's identity.
  let key: String
  /// `NavigationStack(path:)`'s binding.
  let path: BindingBox?
  var destinations: [(type: String, builder: Closure)] = []
  var presented: [(key: String, binding: BindingBox, builder: Closure, node: Syntax)] = []
  /// The destination of each link rendered, by the link's identity.
  var links: [String: ViewValue] = [:]

  init(key: String, path: BindingBox?) {
    self.key = key
    self.path = path
  }
}

/// A screen pushed on a stack without a path binding (and a link's screen on one with).
enum NavigationEntry {
  /// A value of `NavigationLink(value:)`.
  case value(Value)
  /// The destination of the link with this identity.
  case link(String)
}

/// How a pushed screen is popped (its back button, `dismiss()` in it): the stack goes back to
/// the screens under it.
enum NavigationPop {
  /// The path binding keeps its first `keep` values.
  case path(BindingBox, keep: Int)
  /// The stack's own entries keep their first `keep`.
  case entries(stack: String, keep: Int)
  /// `navigationDestination(isPresented:)`: its binding goes false.
  case presented(BindingBox)
}

extension ProgramRuntime {
  /// Renders a navigation stack: its root, then each pushed screen (the path's values, the
  /// screens pushed by links, the destinations presented by a binding), each drawn with the
  /// destinations the screens under it declared. Only the front screen's controls can be
  /// tapped; its back button pops it.
  func renderNavigation(
    _ root: [ViewValue], path: BindingBox?, _ v: ViewValue, _ ctx: RenderContext, _ seen: inout Set<String>,
    source: SourceLocationRef?
  ) throws(EvalError) -> ViewNode {
    let stackKey = ctx.identity.description
    let frame = NavigationFrame(key: stackKey, path: path)
    var nctx = ctx
    nctx.navigation = frame
    let syntax = v.node ?? interp.tree.rootNode
    let firstTap = taps.count
    var kids: [ViewNode] = []
    for (i, c) in root.enumerated() { kids.append(try render(c, nctx.child("\(i)"), &seen)) }
    var screens: [(node: ViewNode, pop: NavigationPop, firstTap: Int)] = []
    func push(_ view: ViewValue, _ component: String, _ pop: NavigationPop) throws(EvalError) {
      var sctx = nctx.child(component)
      let start = taps.count
      let id = "push:" + sctx.identity.description
      let number = presentationNumber(id)
      navigationPops[id] = pop
      sctx.presentation = number
      let node = try render(view, sctx, &seen)
      screens.append((node, pop, start))
    }
    if let path {
      let values = try interp.elements(try path.get(), syntax)
      for (i, value) in values.enumerated() {
        try push(
          try destination(for: value, frame, syntax), "path\(i):\(interp.key(value))", .path(path, keep: i))
      }
    }
    let entries = navigationEntries[stackKey] ?? []
    var kept = 0
    entryLoop: for (i, entry) in entries.enumerated() {
      let view: ViewValue
      switch entry {
      case .value(let value): view = try destination(for: value, frame, syntax)
      case .link(let link):
        // A link that is no longer on screen takes its screen (and those above) with it.
        guard let d = frame.links[link] else { break entryLoop }
        view = d
      }
      try push(view, "entry\(i)", .entries(stack: stackKey, keep: i))
      kept += 1
    }
    if kept < entries.count { navigationEntries[stackKey] = Array(entries.prefix(kept)) }
    var k = 0
    while k < frame.presented.count {
      let p = frame.presented[k]
      k += 1
      guard case .bool(true) = try p.binding.get() else { continue }
      let value = try interp.invoke(p.builder, [], p.node)
      try push(try interp.viewValue(value, p.node), "destination:\(p.key)", .presented(p.binding))
    }
    // Only the front screen can be tapped; its back button comes first, as it is drawn first.
    if let top = screens.last {
      taps.removeSubrange(firstTap..<top.firstTap)
      if !top.node.hidesBackButton {
        let back = Closure(
          name: "back",
          body: .native { [this = UnownedRef(self)] _ throws(EvalError) in
            try this.object.pop(top.pop)
            return .void
          })
        let below =
          screens.count >= 2
          ? screens[screens.count - 2].node.navigationTitle : ViewNode.navigationTitle(of: kids)
        var labels = ["Back"]
        if let below, !below.isEmpty, below != "Back" { labels.append(below) }
        taps.insert(contentsOf: labels.map { Tap(label: $0, action: back, level: tapLevel) }, at: firstTap)
      }
    }
    logNavigation(
      stackKey, titles: [ViewNode.navigationTitle(of: kids) ?? "root"] + screens.map { screenTitle($0.node) })
    return ViewNode(
      .navigationStack(pushed: screens.count), children: kids + screens.map { $0.node },
      identity: ctx.identity,
      source: source)
  }

  /// The number `dismiss` and `presentation` use for a presentation or pushed screen by its key.
  func presentationNumber(_ key: String) -> Int {
    if let n = presentationIDs[key] { return n }
    let n = presentationIDs.count + 1
    presentationIDs[key] = n
    presentationByNumber[n] = key
    return n
  }

  /// The view a pushed value is drawn with: the `navigationDestination(for:)` of its type
  /// declared last on the screens rendered so far. Without one, SwiftUI pushes a screen with a
  /// yellow warning triangle (and logs that no destination matches): so does Detents.
  func destination(for value: Value, _ frame: NavigationFrame, _ node: Syntax) throws(EvalError) -> ViewValue
  {
    let type = value.typeName
    guard let d = frame.destinations.last(where: { $0.type == type }) else {
      log.append(
        logTime(now) + "  no navigationDestination(for: \(type).self) on the stack for a pushed \(type)")
      let triangle = ViewValue(
        .builtin(.image(systemName: "exclamationmark.triangle.fill"), children: []), node: node)
      return triangle.adding(.plain(.foregroundStyle(.color(.yellow)))).adding(
        .plain(.font(FontValue(.style(.largeTitle)))))
    }
    let result = try interp.invoke(d.builder, [Argument(label: nil, value: value)], node)
    return try interp.viewValue(result, node)
  }

  /// A tap on a link: pushes its value (on the path binding when the stack has one) or its
  /// destination.
  func push(_ target: NavigationLinkTarget, link: String, _ frame: NavigationFrame)
    throws(EvalError)
  {
    switch target {
    case .value(let value):
      if let path = frame.path {
        var values = try interp.elements(try path.get(), interp.tree.rootNode)
        values.append(value)
        try path.set(.array(values))
      } else {
        navigationEntries[frame.key, default: []].append(.value(value))
      }
    case .destination:
      navigationEntries[frame.key, default: []].append(.link(link))
    }
    stateDidChange()
  }

  /// Pops a pushed screen and those above it.
  func pop(_ pop: NavigationPop) throws(EvalError) {
    switch pop {
    case .path(let path, let keep):
      let values = try interp.elements(try path.get(), interp.tree.rootNode)
      try path.set(.array(Array(values.prefix(keep))))
    case .entries(let stack, let keep):
      navigationEntries[stack] = Array((navigationEntries[stack] ?? []).prefix(keep))
    case .presented(let binding):
      try binding.set(.bool(false))
    }
    stateDidChange()
  }

  /// A screen's title as a log names it: its navigation title, else its first text.
  func screenTitle(_ node: ViewNode) -> String {
    if let t = node.navigationTitle { return t }
    let text = textOf(node)
    return text.isEmpty ? "untitled" : text
  }

  /// Logs a stack's pushes and pops: what changed since its last render.
  func logNavigation(_ stack: String, titles names: [String]) {
    let before = navigationShown[stack] ?? [names[0]]
    navigationShown[stack] = names
    guard before != names else { return }
    var common = 0
    while common < min(before.count, names.count) && before[common] == names[common] { common += 1 }
    common = max(common, 1)
    if common < before.count {
      log.append(logTime(now) + "  pop to '\(names[common - 1])' (depth \(common - 1))")
    }
    for i in common..<names.count { log.append(logTime(now) + "  push '\(names[i])' (depth \(i))") }
  }
}
