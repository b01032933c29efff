import Detents
import ViewTree

// Shapes, colours and styles: colours and gradients as views, the shapes, and the modifiers
// that fill, clip and layer.
extension Registry {
  static let shapesAndColours: [APIEntry] = [
    .view(
      "Color", .shapesAndColours,
      labels: ["red", "green", "blue", "opacity", "white", "hue", "saturation", "brightness", "uiColor"],
      unsupportedLabels: ["nsColor", "cgColor"],
      example: "Color(red: 1, green: 0.5, blue: 0)"
    ) { c throws(EvalError) in
      guard case .native(.style(let s)) = try c.interpreter.staticNative("Color", "init", c.args, c.node)
      else {
        throw c.error("bad Color")
      }
      return c.view(.color(s))
    },
    .view(
      "LinearGradient", .shapesAndColours, labels: ["colors", "stops", "gradient", "startPoint", "endPoint"],
      example: "LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)"
    ) { c throws(EvalError) in
      guard case .native(.style(let s)) = try c.interpreter.gradient(c.args, c.node) else {
        throw c.error("bad LinearGradient")
      }
      return c.view(.color(s))
    },
    shape("Rectangle", labels: [], example: "Rectangle()") { _ in .rectangle },
    shape(
      "RoundedRectangle", labels: ["cornerRadius", "cornerSize", "style"],
      example: "RoundedRectangle(cornerRadius: 12)"
    ) { c throws(EvalError) in
      .roundedRectangle(cornerRadius: try c.number("cornerRadius") ?? 0)
    },
    shape("Capsule", labels: ["style"], example: "Capsule()") { _ in .capsule },
    shape("Circle", labels: [], example: "Circle()") { _ in .circle },
    shape("Ellipse", labels: [], example: "Ellipse()") { _ in .ellipse },
    layer(
      "background", labels: ["alignment", "in", "ignoresSafeAreaEdges"], example: ".background(Color.yellow)"),
    layer("overlay", labels: ["alignment", "in"], example: #".overlay { Text("Top") }"#),
    .modifier(
      "tint", .shapesAndColours, iOS: OSVersion(15, 0), example: ".tint(.red)",
      context: #"Button("Save") {}@@"#
    ) { c throws(EvalError) in
      guard case .style(let s) = try c.firstNative("ShapeStyle") else { throw c.error("tint needs a colour") }
      return c.plain(.tint(s))
    },
    // The iOS 13 spelling of tint, deprecated but common in real code.
    .modifier(
      "accentColor", .shapesAndColours, example: ".accentColor(.red)", context: #"Button("Save") {}@@"#
    ) { c throws(EvalError) in
      guard case .style(let s) = try c.firstNative("ShapeStyle") else {
        throw c.error("accentColor needs a colour")
      }
      return c.plain(.tint(s))
    },
    .modifier("opacity", .shapesAndColours, example: ".opacity(0.5)") { c throws(EvalError) in
      c.plain(.opacity(try c.number(at: 0)))
    },
    .modifier(
      "clipShape", .shapesAndColours, labels: ["style"], example: ".clipShape(Circle())",
      context: "Color.red@@"
    ) { c throws(EvalError) in
      guard case .shape(let s) = try c.firstNative("Shape") else { throw c.error("clipShape needs a shape") }
      return c.plain(.clipShape(s))
    },
    .modifier(
      "cornerRadius", .shapesAndColours, labels: ["antialiased"], example: ".cornerRadius(16)",
      context: "Color.red@@"
    ) { c throws(EvalError) in
      c.plain(.cornerRadius(try c.number(at: 0)))
    },
    .modifier(
      "shadow", .shapesAndColours, labels: ["color", "radius", "x", "y"],
      effect: .accepted("not drawn yet: the view is drawn without its shadow"), example: ".shadow(radius: 4)"
    ) { c in c.unchanged },
    .modifier(
      "contentShape", .shapesAndColours,
      effect: .accepted("changes only where taps land, which Detents tests against the view's frame"),
      example: ".contentShape(Rectangle())"
    ) { c in c.unchanged },
    .type(
      "ShapeStyle", .shapesAndColours,
      "colours, materials, hierarchical styles (.secondary, …), .tint, gradients"),
    .type(
      "Gradient", .shapesAndColours, "Gradient(colors:), for LinearGradient(gradient:startPoint:endPoint:)"),
    .type("Material", .shapesAndColours, ".ultraThinMaterial to .ultraThickMaterial, .bar"),
    .type("Shape", .shapesAndColours, ".rect(cornerRadius:), .capsule, .circle, .ellipse, .rectangle"),
    .unsupported(.view, "Path", .shapesAndColours),
    .unsupported(.view, "UnevenRoundedRectangle", .shapesAndColours, iOS: OSVersion(16, 0)),
    .unsupported(.view, "ContainerRelativeShape", .shapesAndColours, iOS: OSVersion(14, 0)),
    .unsupported(.view, "RadialGradient", .shapesAndColours),
    .unsupported(.view, "AngularGradient", .shapesAndColours),
    .unsupported(.view, "MeshGradient", .shapesAndColours, iOS: OSVersion(18, 0)),
    .type(
      "UIColor", .shapesAndColours,
      "UIColor(white:alpha:), UIColor(red:green:blue:alpha:), the system colours that SwiftUI names too; Color(uiColor:)"
    ),
    .type(
      "UIImage", .shapesAndColours,
      "UIImage(named:) draws the missing-asset placeholder; UIImage(systemName:); for UIColor(patternImage:), which draws that placeholder's fill"
    ),
    .unsupported(.type, "NSColor", .shapesAndColours),
    .modifier(
      "fill", .shapesAndColours, labels: ["style"], example: ".fill(.orange)",
      context: #"VStack { Circle()@@.frame(width: 40, height: 40); Text("Below") }"#
    ) { c throws(EvalError) in
      // A method of shapes, not of views: it comes right after the shape (`Circle().fill(.red)`),
      // and paints it instead of the foreground style.
      guard case .builtin(.shape(let kind, _), _) = c.modified.kind, c.modified.modifiers.isEmpty else {
        throw c.error("fill(_:) is a method of shapes, written right after one: Circle().fill(.red)")
      }
      guard c.first != nil else { return c.view(.shape(kind, fill: nil)) }
      guard case .style(let style) = try c.firstNative("ShapeStyle") else {
        throw c.error("fill needs a style")
      }
      return c.view(.shape(kind, fill: style))
    },
    .unsupported(.modifier, "trim", .shapesAndColours),
    stroke("stroke", example: ".stroke(.blue, lineWidth: 2)"),
    stroke("strokeBorder", example: ".strokeBorder(.red, lineWidth: 4)"),
    .type(
      "StrokeStyle", .shapesAndColours,
      "StrokeStyle(lineWidth:) for stroke(style:); dashes, caps and joins are not drawn yet (an error names them)"
    ),
    .unsupported(.modifier, "border", .shapesAndColours),
    .unsupported(.modifier, "mask", .shapesAndColours),
    .unsupported(.modifier, "blur", .shapesAndColours),
    .unsupported(.modifier, "brightness", .shapesAndColours),
    .unsupported(.modifier, "contrast", .shapesAndColours),
    .unsupported(.modifier, "saturation", .shapesAndColours),
    .unsupported(.modifier, "grayscale", .shapesAndColours),
    .unsupported(.modifier, "colorMultiply", .shapesAndColours),
    .unsupported(.modifier, "hueRotation", .shapesAndColours),
    .unsupported(.modifier, "blendMode", .shapesAndColours),
    .unsupported(.modifier, "compositingGroup", .shapesAndColours),
    .unsupported(.modifier, "drawingGroup", .shapesAndColours),
    .unsupported(.modifier, "backgroundStyle", .shapesAndColours, iOS: OSVersion(16, 0)),
  ]

  /// `stroke` and `strokeBorder`: methods of shapes that outline them with a style (the
  /// foreground style when none is given), `lineWidth:` (1 pt by default) or
  /// `style: StrokeStyle(lineWidth:)`.
  private static func stroke(_ name: String, example: String) -> APIEntry {
    .modifier(
      name, .shapesAndColours, labels: ["lineWidth", "style", "antialiased"], example: example,
      context: #"VStack { Circle()@@.frame(width: 40, height: 40); Text("Below") }"#
    ) { c throws(EvalError) in
      guard case .builtin(.shape(let kind, nil), _) = c.modified.kind, c.modified.modifiers.isEmpty else {
        throw c.error(
          "\(c.name)(_:lineWidth:) is a method of shapes, written right after one: Circle().\(c.name)(.red)")
      }
      var style: ShapeStyleValue?
      if let first = c.args.first, first.label == nil {
        guard case .native(.style(let s)) = try c.native(first.value, as: "ShapeStyle") else {
          throw c.error("\(c.name) needs a style (a Color, .primary, a gradient)")
        }
        style = s
      }
      var width = try c.number("lineWidth") ?? 1
      if let s = c.label("style") {
        guard case .native(.strokeStyle(let w)) = s else {
          throw c.error("style: needs a StrokeStyle(lineWidth:)")
        }
        width = w
      }
      return c.view(.strokedShape(kind, style: style, lineWidth: width, inset: c.name == "strokeBorder"))
    }
  }

  /// A shape view of the kind `kind` makes from the call.
  private static func shape(
    _ name: String, labels: [String], example: String,
    _ kind: @escaping @Sendable (ViewCall) throws(EvalError) -> ShapeKind
  ) -> APIEntry {
    .view(name, .shapesAndColours, labels: labels, example: example) { c throws(EvalError) in
      c.view(.shape(try kind(c), fill: nil))
    }
  }

  /// `background` or `overlay`: a view, a style (in a shape), or builder content, behind or in
  /// front of the modified view.
  private static func layer(_ name: String, labels: [String], example: String) -> APIEntry {
    .modifier(name, .shapesAndColours, labels: labels, example: example) { c throws(EvalError) in
      let isBackground = c.name == "background"
      var alignment = Alignment.center
      if let a = c.label("alignment"), case .native(.alignment(let al)) = try c.native(a, as: "Alignment") {
        alignment = al
      }
      let shape: ShapeKind? = try c.label("in").map { v throws(EvalError) in
        guard case .native(.shape(let s)) = try c.native(v, as: "Shape") else {
          throw c.error("in: needs a shape")
        }
        return s
      }
      guard let content = c.args.first(where: { $0.label == nil }) else { return c.unchanged }
      func layered(_ lv: ViewValue) -> Value {
        c.adding(isBackground ? .background(lv, alignment) : .overlay(lv, alignment))
      }
      if case .closure = content.value {
        return layered(ViewValue(.list(try c.content(content.value)), node: c.node))
      }
      if case .native(.style(let st)) = try c.native(content.value, as: "ShapeStyle") {
        if isBackground { return c.plain(.backgroundStyle(st, in: shape)) }
        return c.adding(.overlay(ViewValue(.builtin(.color(st), children: []), node: c.node), alignment))
      }
      return layered(try c.interpreter.viewValue(content.value, c.node))
    }
  }
}

// The static members of colours, shape styles and shapes.
extension Registry {
  /// The types whose static members are colours and styles: `Color.red`, `.red` as a
  /// `ShapeStyle`, `.ultraThinMaterial` as a `Material`.
  static let styleTypes = ["Color", "ShapeStyle", "Material", "HierarchicalShapeStyle"]

  static let shapesAndColoursMembers: [MemberEntry] =
    uiColorMembers + uiImageMembers
    + NamedColor.allCases.map { color in
      // The five colours added in iOS 15.
      let late: Set<NamedColor> = [.mint, .teal, .cyan, .indigo, .brown]
      return .value(
        styleTypes, color.rawValue, .shapesAndColours,
        iOS: late.contains(color) ? OSVersion(15, 0) : OSVersion(13, 0), .style(.color(color)))
    }
    + [
      MemberEntry.value(
        styleTypes, "tertiary", .shapesAndColours, iOS: OSVersion(15, 0), .style(.hierarchical(.tertiary))),
      .value(
        styleTypes, "quaternary", .shapesAndColours, iOS: OSVersion(15, 0), .style(.hierarchical(.quaternary))
      ),
      .value(
        styleTypes, "quinary", .shapesAndColours, iOS: OSVersion(16, 0), .style(.hierarchical(.quinary))),
      .value(styleTypes, "tint", .shapesAndColours, iOS: OSVersion(15, 0), .style(.tint)),
      .computed(
        styleTypes, "init", .shapesAndColours,
        labels: ["red", "green", "blue", "opacity", "white", "uiColor"]
      ) {
        c throws(EvalError) in
        if let u = c.label("uiColor") { return try c.native(u, as: "UIColor") }
        // `Color("Brand")`: a colour from the asset catalogue, which is not here.
        if case .string? = c.first, c.args?.first?.label == nil { return .native(.style(assetPlaceholder)) }
        let o = try c.number("opacity") ?? 1
        if let w = try c.number("white") { return .native(.style(.rgb(w, w, w, o))) }
        return .native(
          .style(.rgb(try c.number("red") ?? 0, try c.number("green") ?? 0, try c.number("blue") ?? 0, o)))
      },
      .computed(
        styleTypes, "linearGradient", .shapesAndColours, labels: ["colors", "startPoint", "endPoint"],
        iOS: OSVersion(15, 0)
      ) {
        c throws(EvalError) in
        try c.interpreter.gradient(c.args, c.node)
      },
    ]
    + [
      ("ultraThinMaterial", MaterialKind.ultraThin), ("thinMaterial", .thin), ("regularMaterial", .regular),
      ("thickMaterial", .thick), ("ultraThickMaterial", .ultraThick), ("bar", .bar),
    ].map { .value(styleTypes, $0.0, .shapesAndColours, iOS: OSVersion(15, 0), .style(.material($0.1))) }
    // `Gradient(colors:)`: the colours of a gradient, for `LinearGradient(gradient:…)`. Held
    // as the array of its colours (Detents draws evenly spaced stops, as SwiftUI does for
    // `colors:`); `Gradient(stops:)` is not supported yet.
    + [
      MemberEntry.computed(["Gradient"], "init", .shapesAndColours, labels: ["colors"]) {
        c throws(EvalError) in
        guard case .array(let colors)? = c.label("colors") else {
          throw c.error("Gradient needs colors: (Gradient(stops:) is not supported yet)")
        }
        return .array(
          try colors.map { v throws(EvalError) -> Value in
            let color = try c.native(v, as: "Color")
            guard case .native(.style) = color else { throw c.error("Gradient's colors: must be colours") }
            return color
          })
      }
    ]
    + MemberEntry.cases(
      ["UnitPoint"], .shapesAndColours,
      [
        ("top", .unitPoint(.top)), ("bottom", .unitPoint(.bottom)), ("leading", .unitPoint(.leading)),
        ("trailing", .unitPoint(.trailing)), ("center", .unitPoint(.center)),
        ("topLeading", .unitPoint(.topLeading)),
        ("topTrailing", .unitPoint(.topTrailing)), ("bottomLeading", .unitPoint(.bottomLeading)),
        ("bottomTrailing", .unitPoint(.bottomTrailing)),
      ])
    + [
      // Shapes as `Shape` values (iOS 17): `.clipShape(.capsule)`, `.rect(cornerRadius: 12)`.
      MemberEntry.computed(
        ["Shape", "RoundedRectangle"], "rect", .shapesAndColours, labels: ["cornerRadius"], function: false,
        iOS: OSVersion(17, 0)
      ) {
        c throws(EvalError) in
        if let r = try c.number("cornerRadius") { return .native(.shape(.roundedRectangle(cornerRadius: r))) }
        return .native(.shape(.rectangle))
      }
    ]
    + MemberEntry.cases(
      ["Shape", "RoundedRectangle"], .shapesAndColours, iOS: OSVersion(17, 0),
      [
        ("capsule", .shape(.capsule)), ("circle", .shape(.circle)), ("ellipse", .shape(.ellipse)),
        ("rectangle", .shape(.rectangle)),
      ])
}

extension Registry {
  /// What an asset that is not here draws as a colour (`Color("Brand")`,
  /// `UIColor(patternImage:)`): the quaternary label fill of the `Image("name")` placeholder,
  /// so that it reads as missing in both colour schemes. The semantic pass warns
  /// (`missing-asset`).
  static let assetPlaceholder = ShapeStyleValue.hierarchical(.quaternary)

  /// `UIImage(named:)`: an asset, held as the `Image` placeholder view it draws as.
  static let uiImageMembers: [MemberEntry] = [
    .computed(["UIImage"], "init", .shapesAndColours, labels: ["named", "systemName"], macOS: .some(nil)) {
      c throws(EvalError) in
      if case .string(let s)? = c.label("systemName") {
        return .view(ViewValue(.builtin(.image(systemName: s), children: []), node: c.node))
      }
      guard case .string(let s)? = c.label("named") else {
        throw c.error("UIImage needs named: or systemName:")
      }
      return .view(ViewValue(.builtin(.assetImage(name: s), children: []), node: c.node))
    }
  ]

  /// UIKit's colours, for `Color(uiColor:)`: those that SwiftUI names too are that named colour
  /// (`.systemBackground`, `.label` as `.primary`, `.systemRed` as `.red`), so they follow the
  /// colour scheme as SwiftUI's do; components make an RGB colour. The grays `systemGray2` …
  /// `systemGray6` have no SwiftUI name yet and stay `unsupported-api`.
  static let uiColorMembers: [MemberEntry] =
    [
      ("systemBackground", NamedColor.systemBackground),
      ("secondarySystemBackground", .secondarySystemBackground),
      ("systemGroupedBackground", .systemGroupedBackground),
      ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground), ("label", .primary),
      ("secondaryLabel", .secondary), ("systemRed", .red), ("systemOrange", .orange),
      ("systemYellow", .yellow),
      ("systemGreen", .green), ("systemMint", .mint), ("systemTeal", .teal), ("systemCyan", .cyan),
      ("systemBlue", .blue), ("systemIndigo", .indigo), ("systemPurple", .purple), ("systemPink", .pink),
      ("systemBrown", .brown), ("systemGray", .gray), ("black", .black), ("white", .white), ("clear", .clear),
      ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("blue", .blue),
      ("purple", .purple), ("gray", .gray),
    ].map { MemberEntry.value(["UIColor"], $0.0, .shapesAndColours, macOS: .some(nil), .style(.color($0.1))) }
    + [
      .computed(
        ["UIColor"], "init", .shapesAndColours,
        labels: ["red", "green", "blue", "alpha", "white", "patternImage"],
        macOS: .some(nil)
      ) { c throws(EvalError) in
        // `UIColor(patternImage:)`: the image is an asset, which is not here.
        if c.label("patternImage") != nil { return .native(.style(assetPlaceholder)) }
        let a = try c.number("alpha") ?? 1
        if let w = try c.number("white") { return .native(.style(.rgb(w, w, w, a))) }
        return .native(
          .style(.rgb(try c.number("red") ?? 0, try c.number("green") ?? 0, try c.number("blue") ?? 0, a)))
      }
    ]
}
