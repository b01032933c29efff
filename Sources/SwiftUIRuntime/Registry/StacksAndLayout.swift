import Detents
import ViewTree

// Stacks and layout: the stacks, spacers, scroll views, and the modifiers that size and place.
extension Registry {
  static let stacksAndLayout: [APIEntry] = [
    stack("VStack", example: #"VStack(spacing: 12) { Text("A"); Text("B") }"#),
    stack("HStack", example: #"HStack(alignment: .top) { Text("A"); Text("B") }"#),
    stack("ZStack", example: #"ZStack(alignment: .bottom) { Color.blue; Text("A") }"#),
    // Lazy stacks lay out what is on screen as their eager forms do; Detents builds every row,
    // which a screenful of content cannot tell apart.
    stack("LazyVStack", iOS: OSVersion(14, 0), example: #"LazyVStack { Text("A"); Text("B") }"#),
    stack("LazyHStack", iOS: OSVersion(14, 0), example: #"LazyHStack { Text("A"); Text("B") }"#),
    .view("Group", .stacksAndLayout, labels: ["content"], example: #"Group { Text("A") }"#) {
      c throws(EvalError) in
      c.view(.group, try c.content(c.trailing))
    },
    .view("EmptyView", .stacksAndLayout, example: #"HStack { EmptyView(); Text("A") }"#) { c in c.view(.empty)
    },
    .view("Spacer", .stacksAndLayout, labels: ["minLength"], example: #"HStack { Spacer(); Text("A") }"#) {
      c throws(EvalError) in
      c.view(.spacer(minLength: try c.number("minLength")))
    },
    .view("Divider", .stacksAndLayout, example: "Divider()") { c in c.view(.divider) },
    .view(
      "ScrollView", .stacksAndLayout, labels: ["showsIndicators", "content"],
      example: #"ScrollView(.horizontal) { HStack { Text("A"); Text("B") } }"#
    ) { c throws(EvalError) in
      var vertical = true
      if let a = c.args.first(where: { $0.label == nil && !c.interpreter.isClosureValue($0.value) }) {
        // A horizontal scroll view scrolls sideways; `[.horizontal, .vertical]` scrolls as a
        // vertical one here (Detents scrolls one axis).
        guard case .axes(let h, let v) = try axes(a.value, c) else {
          throw c.error("ScrollView's axes must be an Axis.Set")
        }
        vertical = v || !h
      }
      return c.view(.scrollView(vertical: vertical), try c.content(c.trailing))
    },
    grid(
      "LazyVGrid",
      example: #"LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) { Text("A"); Text("B") }"#),
    grid(
      "LazyHGrid",
      example:
        #"LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) { Text("A"); Text("B"); Text("C") }"#
    ),
    .modifier("padding", .stacksAndLayout, example: ".padding(24)") { c throws(EvalError) in
      var edges = EdgeSet.all
      var amount: Double?
      for a in c.args {
        if let n = c.interpreter.number(a.value) {
          amount = n
        } else if case .native(.edgeInsets(let i)) = a.value {
          return c.plain(.paddingInsets(i))
        } else if case .native(.edges(let e)) = try c.native(a.value, as: "Edge.Set") {
          edges = e
        }
      }
      return c.plain(.padding(edges, amount))
    },
    .modifier(
      "frame", .stacksAndLayout,
      labels: [
        "width", "height", "alignment", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight",
        "maxHeight",
      ], example: ".frame(width: 200, height: 100)"
    ) { c throws(EvalError) in try frame(c) },
    .modifier(
      "ignoresSafeArea", .stacksAndLayout, labels: ["edges"], iOS: OSVersion(14, 0),
      example: ".ignoresSafeArea()", context: "Color.blue@@"
    ) { c throws(EvalError) in
      var edges = EdgeSet.all
      for a in c.args {
        if case .native(.edges(let e)) = try c.native(a.value, as: "Edge.Set") { edges = e }
      }
      return c.plain(.ignoresSafeArea(edges))
    },
    // The iOS 13 spelling of ignoresSafeArea, deprecated but common in real code.
    .modifier(
      "edgesIgnoringSafeArea", .stacksAndLayout, example: ".edgesIgnoringSafeArea(.all)",
      context: "Color.blue@@"
    ) { c throws(EvalError) in
      var edges = EdgeSet.all
      if let v = c.first, case .native(.edges(let e)) = try c.native(v, as: "Edge.Set") { edges = e }
      return c.plain(.ignoresSafeArea(edges))
    },
    .modifier(
      "layoutPriority", .stacksAndLayout, example: ".layoutPriority(1)",
      context:
        #"HStack { Text("A long label that competes for room")@@; Text("Another long label that competes") }.frame(width: 200)"#
    ) { c throws(EvalError) in
      c.plain(.layoutPriority(try c.number(at: 0)))
    },
    .modifier(
      "fixedSize", .stacksAndLayout, labels: ["horizontal", "vertical"],
      effect: .accepted("not modelled yet: the view is sized as it would be without it"),
      example: ".fixedSize()"
    ) { c in c.unchanged },
    .modifier("offset", .stacksAndLayout, labels: ["x", "y"], example: ".offset(x: 10, y: 10)") {
      c throws(EvalError) in
      if c.args.contains(where: { $0.label == nil }) {
        throw c.error("offset(_:) with a CGSize is not supported yet; offset(x:y:) is")
      }
      return c.plain(.offset(x: try c.number("x") ?? 0, y: try c.number("y") ?? 0))
    },
    .modifier(
      "position", .stacksAndLayout, labels: ["x", "y"], example: ".position(x: 40, y: 20)",
      context: #"ZStack { Text("A")@@ }.frame(width: 120, height: 60)"#
    ) { c throws(EvalError) in
      if c.args.contains(where: { $0.label == nil }) {
        throw c.error("position(_:) with a CGPoint is not supported yet; position(x:y:) is")
      }
      return c.plain(.position(x: try c.number("x") ?? 0, y: try c.number("y") ?? 0))
    },
    .modifier(
      "zIndex", .stacksAndLayout,
      effect: .accepted("not modelled yet: views draw in the order they are written"), example: ".zIndex(1)"
    ) { c in c.unchanged },
    .modifier(
      "clipped", .stacksAndLayout, labels: ["antialiased"], example: ".clipped()",
      context: #"Image(systemName: "star").resizable().scaledToFill().frame(width: 80, height: 20)@@"#
    ) { c in c.plain(.clipped) },
    .modifier(
      "hidden", .stacksAndLayout,
      effect: .accepted("not drawn yet: the view is drawn (SwiftUI keeps its space and draws nothing)"),
      example: ".hidden()"
    ) { c in c.unchanged },
    .modifier(
      "safeAreaInset", .stacksAndLayout, labels: ["edge", "alignment", "spacing", "content"],
      iOS: OSVersion(15, 0),
      effect: .accepted("not laid out yet: the inset content is not drawn and the safe area is unchanged"),
      example: #".safeAreaInset(edge: .bottom) { Text("Bar") }"#
    ) { c in c.unchanged },
    .type("Alignment", .stacksAndLayout, ".center, .leading, .top, .topLeading and the other six"),
    .type("HorizontalAlignment", .stacksAndLayout, ".leading, .center, .trailing"),
    .type("VerticalAlignment", .stacksAndLayout, ".top, .center, .bottom, the two baselines"),
    .type("Edge", .stacksAndLayout, "the four edges, and Edge.Set (.all, .horizontal, .vertical, .top, …)"),
    .type("UnitPoint", .stacksAndLayout, ".center, .top, .bottom, .leading, .trailing and the corners"),
    // The content depends on layout: the runtime evaluates it with the proxy of the frame the
    // last layout gave the reader, lays out again, and evaluates it again while that changes
    // (a few passes at most; see `ProgramRuntime.render(_:)`).
    .view(
      "GeometryReader", .stacksAndLayout, labels: ["content"],
      example:
        #"GeometryReader { proxy in Text("\(Int(proxy.size.width)) × \(Int(proxy.frame(in: .global).minY))") }"#
    ) { c throws(EvalError) in
      guard case .closure(let content)? = c.label("content") ?? c.trailing else {
        throw c.error("GeometryReader needs its content: a closure that takes a GeometryProxy")
      }
      return .view(ViewValue(.geometryReader(content: content), node: c.node))
    },
    .type(
      "GeometryProxy", .stacksAndLayout,
      "a GeometryReader's: size, safeAreaInsets, frame(in: .global | .local | .named(_:))"),
    .type("CoordinateSpace", .stacksAndLayout, ".global, .local, .named(_:)"),
    .view(
      "Grid", .stacksAndLayout, labels: ["alignment", "horizontalSpacing", "verticalSpacing", "content"],
      iOS: OSVersion(16, 0),
      example: #"Grid { GridRow { Text("A"); Text("Bee") }; GridRow { Text("Sea"); Text("D") } }"#
    ) { c throws(EvalError) in
      var alignment = Alignment.center
      if let v = c.label("alignment"), case .native(.alignment(let a)) = try c.native(v, as: "Alignment") {
        alignment = a
      }
      return c.view(
        .gridTable(
          alignment: alignment, horizontalSpacing: try c.number("horizontalSpacing"),
          verticalSpacing: try c.number("verticalSpacing")), try c.content(c.trailing))
    },
    .view(
      "GridRow", .stacksAndLayout, labels: ["alignment", "content"], iOS: OSVersion(16, 0),
      example: #"Grid { GridRow(alignment: .top) { Text("A"); Text("B") } }"#
    ) { c throws(EvalError) in
      var alignment: Alignment.Vertical?
      if let v = c.label("alignment"),
        case .native(.verticalAlignment(let a)) = try c.native(v, as: "VerticalAlignment")
      {
        alignment = a
      }
      return c.view(.gridRow(alignment: alignment), try c.content(c.trailing))
    },
    .type(
      "GridItem", .stacksAndLayout, iOS: OSVersion(14, 0),
      "a grid's column or row: GridItem(.fixed(_:) | .flexible(minimum:maximum:) | .adaptive(minimum:maximum:), spacing:, alignment:)"
    ),
    .type("EdgeInsets", .stacksAndLayout, "EdgeInsets(top:leading:bottom:trailing:), for padding"),
    .type("Axis", .stacksAndLayout, "Axis.Set: .horizontal, .vertical (a scroll view's axes)"),
    .unsupported(.view, "ViewThatFits", .stacksAndLayout, iOS: OSVersion(16, 0)),
    .unsupported(.view, "AnyView", .stacksAndLayout),
    .unsupported(.view, "TimelineView", .stacksAndLayout, iOS: OSVersion(15, 0)),
    .unsupported(.view, "Canvas", .stacksAndLayout, iOS: OSVersion(15, 0)),
    .unsupported(.modifier, "alignmentGuide", .stacksAndLayout),
    .unsupported(.modifier, "containerRelativeFrame", .stacksAndLayout, iOS: OSVersion(17, 0)),
    .modifier(
      "coordinateSpace", .stacksAndLayout, labels: ["name"],
      effect: .behaviour("names its view's frame for the GeometryReaders inside (frame(in: .named(_:)))"),
      example: #".coordinateSpace(name: "card")"#,
      // Inside the named VStack the reader is one line of text down; without it, in the outer
      // VStack, two: the example draws a different number.
      context:
        #"VStack { Text("Top"); VStack { Text("Mid"); GeometryReader { p in Text("y \(Int(p.frame(in: .named("card")).minY))") } }@@ }.coordinateSpace(name: "card")"#
    ) { c throws(EvalError) in
      if let v = c.label("name") { return c.plain(.coordinateSpace(coordinateSpaceName(v, c.interpreter))) }
      // iOS 17: `.coordinateSpace(.named("card"))`.
      guard case .coordinateSpace(.named(let name)) = try c.firstNative("CoordinateSpace") else {
        throw c.error("coordinateSpace needs a name: coordinateSpace(name:) or coordinateSpace(.named(_:))")
      }
      return c.plain(.coordinateSpace(name))
    },
    .unsupported(.modifier, "scrollDisabled", .stacksAndLayout, iOS: OSVersion(16, 0)),
    // iOS shows a scroll view's indicators only while it scrolls: at rest, as drawn here,
    // hidden and visible indicators look the same.
    .modifier(
      "scrollIndicators", .stacksAndLayout, labels: ["axes"], iOS: OSVersion(16, 0),
      effect: .accepted("scroll indicators show only while a view scrolls, never at rest as drawn here"),
      example: ".scrollIndicators(.hidden)", context: #"ScrollView { Text("A") }@@"#
    ) { c in c.unchanged },
    .unsupported(.modifier, "scrollPosition", .stacksAndLayout, iOS: OSVersion(17, 0)),
    .unsupported(.modifier, "scrollTargetBehavior", .stacksAndLayout, iOS: OSVersion(17, 0)),
    .unsupported(.modifier, "scrollTargetLayout", .stacksAndLayout, iOS: OSVersion(17, 0)),
    .modifier(
      "contentMargins", .stacksAndLayout, labels: ["for"], iOS: OSVersion(17, 0),
      example: ".contentMargins(.top, 24, for: .scrollContent)",
      context: #"ScrollView { Text("Scrolled") }@@"#
    ) { c throws(EvalError) in
      // `contentMargins(_ edges, _ length, for:)` or `contentMargins(_ length, for:)`; the
      // margins of scroll indicators alone change nothing drawn (indicators are not drawn).
      var edges = EdgeSet.all
      var lengthValue = c.first
      if c.args.count >= 2, c.args[1].label == nil {
        guard case .native(.edges(let e)) = try c.native(c.args[0].value, as: "Edge.Set") else {
          throw c.error("contentMargins(_:_:for:) needs an Edge.Set, then a length")
        }
        edges = e
        lengthValue = c.args[1].value
      }
      guard let lengthValue, let length = c.interpreter.number(lengthValue) else {
        throw c.error("contentMargins needs a length in points")
      }
      if case .implicit(let chain)? = c.label("for"), chain.steps.first?.name == "scrollIndicators" {
        return c.unchanged
      }
      return c.plain(.contentMargins(edges, length))
    },
    .unsupported(.modifier, "safeAreaPadding", .stacksAndLayout, iOS: OSVersion(17, 0)),
    .unsupported(.modifier, "scrollClipDisabled", .stacksAndLayout, iOS: OSVersion(17, 0)),
    .unsupported(.modifier, "scrollBounceBehavior", .stacksAndLayout, iOS: OSVersion(16, 4)),
    .unsupported(.modifier, "defaultScrollAnchor", .stacksAndLayout, iOS: OSVersion(17, 0)),
    .unsupported(.modifier, "onGeometryChange", .stacksAndLayout, iOS: OSVersion(16, 0)),
    .unsupported(.modifier, "visualEffect", .stacksAndLayout, iOS: OSVersion(17, 0)),
    .unsupported(.modifier, "scrollTransition", .stacksAndLayout, iOS: OSVersion(17, 0)),
    .unsupported(.modifier, "gridCellColumns", .stacksAndLayout, iOS: OSVersion(16, 0)),
  ]

  /// A stack view: its alignment, spacing and content.
  private static func stack(_ name: String, iOS: OSVersion = OSVersion(13, 0), example: String) -> APIEntry {
    .view(
      name, .stacksAndLayout,
      labels: name.hasSuffix("ZStack") ? ["alignment", "content"] : ["alignment", "spacing", "content"],
      iOS: iOS, example: example
    ) { c throws(EvalError) in
      let kind: ViewKind
      switch c.name {
      case "VStack", "LazyVStack":
        var a: Alignment.Horizontal = .center
        if let v = c.label("alignment"),
          case .native(.horizontalAlignment(let h)) = try c.native(v, as: "HorizontalAlignment")
        {
          a = h
        }
        kind = .vstack(alignment: a, spacing: try c.number("spacing"))
      case "HStack", "LazyHStack":
        var a: Alignment.Vertical = .center
        if let v = c.label("alignment"),
          case .native(.verticalAlignment(let h)) = try c.native(v, as: "VerticalAlignment")
        {
          a = h
        }
        kind = .hstack(alignment: a, spacing: try c.number("spacing"))
      default:
        var a: Alignment = .center
        if let v = c.label("alignment"), case .native(.alignment(let al)) = try c.native(v, as: "Alignment") {
          a = al
        }
        kind = .zstack(alignment: a)
      }
      return c.view(kind, try c.content(c.trailing))
    }
  }

  /// `LazyVGrid(columns:alignment:spacing:pinnedViews:content:)` and
  /// `LazyHGrid(rows:alignment:spacing:pinnedViews:content:)`. Lazy grids lay out what is on
  /// screen as an eager grid would; Detents builds every cell.
  private static func grid(_ name: String, example: String) -> APIEntry {
    let vertical = name == "LazyVGrid"
    return .view(
      name, .stacksAndLayout,
      labels: [vertical ? "columns" : "rows", "alignment", "spacing", "pinnedViews", "content"],
      iOS: OSVersion(14, 0), example: example
    ) { c throws(EvalError) in
      guard let itemsValue = c.label(vertical ? "columns" : "rows"), case .array(let values) = itemsValue
      else {
        throw c.error("\(name) needs \(vertical ? "columns" : "rows"): an array of GridItem")
      }
      let items = try values.map { v throws(EvalError) -> GridItemValue in
        guard case .native(.gridItem(let g)) = try c.native(v, as: "GridItem") else {
          throw c.error("\(name)'s \(vertical ? "columns" : "rows") must be GridItems, got \(v.typeName)")
        }
        return g
      }
      var alignment = Alignment.center
      if let a = c.label("alignment") {
        switch try c.native(a, as: vertical ? "HorizontalAlignment" : "VerticalAlignment") {
        case .native(.horizontalAlignment(let h)): alignment.horizontal = h
        case .native(.verticalAlignment(let v)): alignment.vertical = v
        default:
          throw c.error("\(name)'s alignment must be a \(vertical ? "Horizontal" : "Vertical")Alignment")
        }
      }
      return c.view(
        .grid(vertical: vertical, items: items, spacing: try c.number("spacing"), alignment: alignment),
        try c.content(c.trailing))
    }
  }

  /// A scroll view's `Axis.Set`: `.horizontal`, `.vertical`, or an array of them.
  private static func axes(_ v: Value, _ c: ViewCall) throws(EvalError) -> Native {
    if case .array(let parts) = v {
      var h = false
      var vert = false
      for p in parts {
        if case .axes(let ph, let pv) = try axes(p, c) {
          h = h || ph
          vert = vert || pv
        }
      }
      return .axes(horizontal: h, vertical: vert)
    }
    guard case .native(let n) = try c.native(v, as: "Axis.Set") else {
      throw c.error("ScrollView's axes must be an Axis.Set, got \(v.typeName)")
    }
    return n
  }

  /// `frame(width:height:alignment:)` and `frame(minWidth:…maxHeight:alignment:)`.
  private static func frame(_ c: ViewCall) throws(EvalError) -> Value {
    var alignment = Alignment.center
    if let a = c.label("alignment"), case .native(.alignment(let al)) = try c.native(a, as: "Alignment") {
      alignment = al
    }
    func dim(_ n: String) throws(EvalError) -> Double? {
      guard let v = c.label(n) else { return nil }
      if case .implicit(let chain) = v, chain.steps.first?.name == "infinity" { return .infinity }
      if case .nilValue = v { return nil }
      guard let x = c.interpreter.number(v) else { throw c.error("'\(n)' must be a number") }
      return x
    }
    let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    if c.args.contains(where: { flexible.contains($0.label ?? "") }) {
      return c.plain(
        .flexibleFrame(
          minWidth: try dim("minWidth"), idealWidth: try dim("idealWidth"), maxWidth: try dim("maxWidth"),
          minHeight: try dim("minHeight"), idealHeight: try dim("idealHeight"),
          maxHeight: try dim("maxHeight"),
          alignment: alignment))
    }
    return c.plain(.frame(width: try dim("width"), height: try dim("height"), alignment: alignment))
  }
}

// The static members of layout types: alignments and edges.
extension Registry {
  static let stacksAndLayoutMembers: [MemberEntry] =
    MemberEntry.cases(
      ["Alignment"], .stacksAndLayout,
      [
        ("center", .alignment(.center)), ("leading", .alignment(.leading)),
        ("trailing", .alignment(.trailing)),
        ("top", .alignment(.top)), ("bottom", .alignment(.bottom)), ("topLeading", .alignment(.topLeading)),
        ("topTrailing", .alignment(.topTrailing)), ("bottomLeading", .alignment(.bottomLeading)),
        ("bottomTrailing", .alignment(.bottomTrailing)),
      ])
    + MemberEntry.cases(
      ["HorizontalAlignment"], .stacksAndLayout,
      [
        ("leading", .horizontalAlignment(.leading)), ("center", .horizontalAlignment(.center)),
        ("trailing", .horizontalAlignment(.trailing)),
      ])
    + MemberEntry.cases(
      ["VerticalAlignment"], .stacksAndLayout,
      [
        ("top", .verticalAlignment(.top)), ("center", .verticalAlignment(.center)),
        ("bottom", .verticalAlignment(.bottom)),
        ("firstTextBaseline", .verticalAlignment(.firstTextBaseline)),
        ("lastTextBaseline", .verticalAlignment(.lastTextBaseline)),
      ])
    + MemberEntry.cases(
      ["Axis.Set", "Axis"], .stacksAndLayout,
      [
        ("horizontal", .axes(horizontal: true, vertical: false)),
        ("vertical", .axes(horizontal: false, vertical: true)),
      ]
    )
    + [
      .computed(["EdgeInsets"], "init", .stacksAndLayout, labels: ["top", "leading", "bottom", "trailing"]) {
        c throws(EvalError) in
        .native(
          .edgeInsets(
            EdgeInsets(
              top: try c.number("top") ?? 0, leading: try c.number("leading") ?? 0,
              bottom: try c.number("bottom") ?? 0, trailing: try c.number("trailing") ?? 0)))
      },
      .computed(
        ["GridItem"], "init", .stacksAndLayout, labels: ["spacing", "alignment"], iOS: OSVersion(14, 0)
      ) {
        c throws(EvalError) in
        var size = GridItemValue.Size.flexible(minimum: 10, maximum: .infinity)
        if let a = c.args?.first(where: { $0.label == nil }) {
          guard case .native(.gridItemSize(let s)) = try c.native(a.value, as: "GridItem.Size") else {
            throw c.error("GridItem needs a GridItem.Size (.fixed, .flexible, .adaptive)")
          }
          size = s
        }
        var alignment: Alignment?
        if let a = c.label("alignment") {
          guard case .native(.alignment(let al)) = try c.native(a, as: "Alignment") else {
            throw c.error("GridItem's alignment must be an Alignment")
          }
          alignment = al
        }
        return .native(.gridItem(GridItemValue(size, spacing: try c.number("spacing"), alignment: alignment)))
      },
      // [C] SwiftUI's defaults: a flexible item is 10 pt at least and unbounded; an adaptive
      // one is unbounded.
      .computed(["GridItem.Size"], "fixed", .stacksAndLayout, iOS: OSVersion(14, 0)) { c throws(EvalError) in
        .native(.gridItemSize(.fixed(try c.firstNumber())))
      },
      .computed(
        ["GridItem.Size"], "flexible", .stacksAndLayout, labels: ["minimum", "maximum"], iOS: OSVersion(14, 0)
      ) {
        c throws(EvalError) in
        .native(
          .gridItemSize(.flexible(minimum: try c.number("minimum") ?? 10, maximum: try gridMaximum(c))))
      },
      .computed(
        ["GridItem.Size"], "adaptive", .stacksAndLayout, labels: ["minimum", "maximum"], iOS: OSVersion(14, 0)
      ) {
        c throws(EvalError) in
        guard let minimum = try c.number("minimum") else {
          throw c.error("adaptive(minimum:maximum:) needs minimum:")
        }
        return .native(.gridItemSize(.adaptive(minimum: minimum, maximum: try gridMaximum(c))))
      },
    ]
    + MemberEntry.cases(
      ["CoordinateSpace", "CoordinateSpaceProtocol", "NamedCoordinateSpace"], .stacksAndLayout,
      [("global", .coordinateSpace(.global)), ("local", .coordinateSpace(.local))])
    + [
      .computed(
        ["CoordinateSpace", "CoordinateSpaceProtocol", "NamedCoordinateSpace"], "named", .stacksAndLayout
      ) { c throws(EvalError) in
        guard let v = c.first else { throw c.error("named(_:) needs the space's name") }
        return .native(.coordinateSpace(.named(coordinateSpaceName(v, c.interpreter))))
      }
    ]
    + MemberEntry.cases(
      ["Edge.Set", "Edge"], .stacksAndLayout,
      [
        ("top", .edges(.top)), ("bottom", .edges(.bottom)), ("leading", .edges(.leading)),
        ("trailing", .edges(.trailing)), ("horizontal", .edges(.horizontal)), ("vertical", .edges(.vertical)),
        ("all", .edges(.all)),
      ])
}

/// A grid item size's `maximum:` (`.infinity` written as such; unbounded when missing).
private func gridMaximum(_ c: MemberCall) throws(EvalError) -> Double {
  guard let v = c.label("maximum") else { return .infinity }
  if case .implicit(let chain) = v, chain.steps.first?.name == "infinity" { return .infinity }
  guard let n = c.interpreter.number(v) else { throw c.error("'maximum' must be a number") }
  return n
}

/// The name of a coordinate space as `coordinateSpace(name:)` and `.named(_:)` take it: a
/// string as written, any other hashable value by its key.
private func coordinateSpaceName(_ v: Value, _ interpreter: Interpreter) -> String {
  if case .string(let s) = v { return s }
  return interpreter.key(v)
}
