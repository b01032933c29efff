import Detents
import ViewTree

// Text and images: `Text`, `Image`, `Label` and the modifiers that style text.
extension Registry {
  /// `value` written in the format style `style`, as `Text(_:format:)` shows it and
  /// `TextField(value:format:)` edits it: `.currency(code:)` of a number (en_US).
  static func formatted(_ value: Value, _ style: Value, _ c: ViewCall, in api: String) throws(EvalError)
    -> String
  {
    guard case .native(.currencyFormat(let code)) = try c.interpreter.resolveNative(style, as: "FormatStyle"),
      let n = c.interpreter.number(value)
    else { throw c.error("\(api) supports .currency(code:) of a number only yet") }
    return c.interpreter.currencyText(n, code: code)
  }

  static let textAndImages: [APIEntry] = [
    .view(
      "Text", .textAndImages, labels: ["verbatim", "format"],
      unsupportedLabels: ["tableName", "bundle", "comment", "style"], example: #"Text("Hello")"#
    ) { c throws(EvalError) in
      guard let s = c.first else { throw c.error("Text needs a string") }
      // `Text(amount, format: .currency(code: "USD"))`.
      if let f = c.label("format") { return c.view(.text(try formatted(s, f, c, in: "Text(_:format:)"))) }
      if case .string(let str) = s { return c.view(.text(str)) }
      return c.view(.text(c.interpreter.describe(s)))
    },
    .view(
      "Image", .textAndImages, labels: ["systemName", "decorative"],
      unsupportedLabels: ["uiImage", "nsImage", "bundle", "variableValue", "label"],
      example: #"Image(systemName: "star")"#
    ) { c throws(EvalError) in
      if case .string(let s)? = c.label("systemName") { return c.view(.image(systemName: s)) }
      // `Image("cover")`, `Image(decorative:)`: an asset, which no source file carries; it
      // draws as a labelled placeholder (the semantic pass warns, `missing-asset`).
      if case .string(let s)? = c.label("decorative") { return c.view(.assetImage(name: s)) }
      if let s = c.string { return c.view(.assetImage(name: s)) }
      // `Image(.poster)`: the ImageResource Xcode generates for an asset (iOS 17), by its name.
      if case .implicit(let chain)? = c.first, chain.steps.count == 1, chain.steps[0].arguments == nil {
        return c.view(.assetImage(name: chain.steps[0].name))
      }
      throw c.error("Image needs an asset name or systemName:")
    },
    .view(
      "Label", .textAndImages, labels: ["systemImage", "image", "title", "icon"], iOS: OSVersion(14, 0),
      example: #"Label("Mail", systemImage: "envelope")"#
    ) { c in
      let title = c.string ?? ""
      if case .string(let icon)? = c.label("systemImage") {
        return c.view(.label(title: title, systemImage: icon))
      }
      return c.view(.label(title: title, systemImage: "questionmark"))
    },
    .modifier("font", .textAndImages, example: ".font(.largeTitle)") { c throws(EvalError) in
      if case .nilValue? = c.first { return c.unchanged }
      guard case .font(let f) = try c.firstNative("Font") else { throw c.error("font needs a Font") }
      return c.plain(.font(f))
    },
    .modifier("fontWeight", .textAndImages, iOS: OSVersion(16, 0), example: ".fontWeight(.heavy)") {
      c throws(EvalError) in
      guard case .fontWeight(let w) = try c.firstNative("Font.Weight") else {
        throw c.error("fontWeight needs a weight")
      }
      return c.plain(.fontWeight(w))
    },
    .modifier("bold", .textAndImages, example: ".bold()") { c in c.plain(.fontWeight(.bold)) },
    .modifier(
      "italic", .textAndImages,
      effect: .accepted("Text keeps its upright face: Detents draws Inter's roman only, for now"),
      example: ".italic()"
    ) { c in c.unchanged },
    .modifier("foregroundStyle", .textAndImages, iOS: OSVersion(15, 0), example: ".foregroundStyle(.red)") {
      c throws(EvalError) in
      try foreground(c)
    },
    .modifier("foregroundColor", .textAndImages, example: ".foregroundColor(.red)") { c throws(EvalError) in
      try foreground(c)
    },
    .modifier(
      "multilineTextAlignment", .textAndImages, example: ".multilineTextAlignment(.trailing)",
      context:
        #"VStack { Text("A long line of text that wraps onto a second line in a narrow frame").frame(width: 120)@@ }"#
    ) { c throws(EvalError) in
      guard case .textAlignment(let t) = try c.firstNative("TextAlignment") else {
        throw c.error("needs a TextAlignment")
      }
      return c.plain(.multilineTextAlignment(t))
    },
    .modifier(
      "lineLimit", .textAndImages, unsupportedLabels: ["reservesSpace"], example: ".lineLimit(1)",
      context:
        #"Text("A long line of text that wraps onto a second line in a narrow frame")@@.frame(width: 120)"#
    ) { c in
      c.plain(.lineLimit(c.first.flatMap { c.interpreter.number($0) }.map { Int($0) }))
    },
    .modifier(
      "labelStyle", .textAndImages, iOS: OSVersion(14, 0),
      effect: .accepted("labels draw with their icon and title, the automatic style, whatever style is set"),
      example: ".labelStyle(.iconOnly)"
    ) { c in c.unchanged },
    .type(
      "Font", .textAndImages, "text styles (.title, .body, …), .system(size:weight:), .bold() and .weight(_:)"
    ),
    .type("Font.Weight", .textAndImages, "the nine weights, .ultraLight to .black"),
    .type("TextAlignment", .textAndImages, ".leading, .center, .trailing"),
    .unsupported(.view, "AsyncImage", .textAndImages, iOS: OSVersion(15, 0)),
    .modifier(
      "resizable", .textAndImages, labels: ["capInsets", "resizingMode"],
      example: #".resizable()"#, context: #"Image(systemName: "star")@@.frame(width: 80, height: 40)"#
    ) { c in c.plain(.resizable) },
    .modifier(
      "scaledToFit", .textAndImages, example: ".scaledToFit()",
      context: #"Image(systemName: "star").resizable()@@.frame(width: 80, height: 40)"#
    ) { c in c.plain(.aspectRatio(nil, contentMode: .fit)) },
    .modifier(
      "scaledToFill", .textAndImages, example: ".scaledToFill()",
      context: #"Image(systemName: "star").resizable()@@.frame(width: 80, height: 40)"#
    ) { c in c.plain(.aspectRatio(nil, contentMode: .fill)) },
    .modifier(
      "aspectRatio", .textAndImages, labels: ["contentMode"], example: ".aspectRatio(2, contentMode: .fit)",
      context: #"Image(systemName: "star").resizable()@@.frame(width: 80, height: 80)"#
    ) { c throws(EvalError) in
      var mode = ContentMode.fit
      if let m = c.label("contentMode") {
        guard case .native(.contentMode(let cm)) = try c.native(m, as: "ContentMode") else {
          throw c.error("aspectRatio needs a ContentMode")
        }
        mode = cm
      }
      let ratio = c.args.first { $0.label == nil }.flatMap { c.interpreter.number($0.value) }
      return c.plain(.aspectRatio(ratio, contentMode: mode))
    },
    .modifier(
      "imageScale", .textAndImages, example: ".imageScale(.large)", context: #"Image(systemName: "star")@@"#
    ) { c throws(EvalError) in
      guard case .imageScale(let s) = try c.firstNative("Image.Scale") else {
        throw c.error("imageScale needs an Image.Scale")
      }
      return c.plain(.imageScale(s))
    },
    .modifier(
      "renderingMode", .textAndImages,
      effect: .accepted(
        "symbols draw in the foreground style either way, and asset images are placeholders here"),
      example: ".renderingMode(.template)", context: #"Image(systemName: "star")@@"#
    ) { c in c.unchanged },
    .type("ContentMode", .textAndImages, "the two modes, .fit and .fill"),
    .type("Image.Scale", .textAndImages, ".small, .medium, .large"),
    .unsupported(.modifier, "symbolRenderingMode", .textAndImages, iOS: OSVersion(15, 0)),
    .unsupported(.modifier, "textCase", .textAndImages, iOS: OSVersion(14, 0)),
    .modifier("underline", .textAndImages, labels: ["color", "pattern"], example: ".underline()") {
      c throws(EvalError) in try decoration(.underline, c)
    },
    .modifier("strikethrough", .textAndImages, labels: ["color", "pattern"], example: ".strikethrough()") {
      c throws(EvalError) in try decoration(.strikethrough, c)
    },
    .unsupported(.modifier, "kerning", .textAndImages),
    .unsupported(.modifier, "tracking", .textAndImages),
    .unsupported(.modifier, "lineSpacing", .textAndImages),
    .modifier(
      "minimumScaleFactor", .textAndImages,
      effect: .accepted(
        "not modelled yet: text keeps its font size, and where it does not fit it wraps or is truncated instead of shrinking"
      ),
      example: ".minimumScaleFactor(0.5)"
    ) { c in c.unchanged },
    .unsupported(.modifier, "truncationMode", .textAndImages),
    .unsupported(.modifier, "monospacedDigit", .textAndImages, iOS: OSVersion(15, 0)),
    .unsupported(.modifier, "textSelection", .textAndImages, iOS: OSVersion(15, 0)),
    .unsupported(.modifier, "interpolation", .textAndImages),
    .unsupported(.modifier, "antialiased", .textAndImages),
    .unsupported(.modifier, "symbolVariant", .textAndImages, iOS: OSVersion(15, 0)),
    .unsupported(.modifier, "fontDesign", .textAndImages, iOS: OSVersion(16, 1)),
    .unsupported(.modifier, "fontWidth", .textAndImages, iOS: OSVersion(16, 0)),
    .unsupported(.modifier, "monospaced", .textAndImages, iOS: OSVersion(15, 0)),
    .unsupported(.modifier, "allowsTightening", .textAndImages),
    .unsupported(.modifier, "dynamicTypeSize", .textAndImages, iOS: OSVersion(15, 0)),
  ]

  /// `strikethrough(_:color:)` and `underline(_:color:)`: `isActive` (default true) and an
  /// optional colour. (`pattern:` is accepted; the line draws solid.)
  private static func decoration(_ d: TextDecoration, _ c: ViewCall) throws(EvalError) -> Value {
    if let on = c.args.first(where: { $0.label == nil })?.value {
      guard case .bool(let active) = on else { throw c.error("\(c.name) needs a Bool") }
      if !active { return c.unchanged }
    }
    var color: ShapeStyleValue?
    if let v = c.label("color"), case .native(.style(let s)) = try c.native(v, as: "ShapeStyle") { color = s }
    return c.plain(.textDecoration(d, color: color))
  }

  /// `foregroundStyle(_:)` and `foregroundColor(_:)`.
  private static func foreground(_ c: ViewCall) throws(EvalError) -> Value {
    guard case .style(let s) = try c.firstNative("ShapeStyle") else {
      throw c.error("\(c.name) needs a style")
    }
    return c.plain(.foregroundStyle(s))
  }
}

// The static members of text and image types.
extension Registry {
  static let textAndImagesMembers: [MemberEntry] =
    TextStyle.allCases.map { style in
      // `largeTitle`, `title2`, `title3` and `caption2` arrived in iOS 14.
      let late: Set<TextStyle> = [.largeTitle, .title2, .title3, .caption2]
      return .value(
        ["Font"], style.rawValue, .textAndImages,
        iOS: late.contains(style) ? OSVersion(14, 0) : OSVersion(13, 0),
        .font(FontValue(.style(style))))
    } + [
      .computed(["Font"], "system", .textAndImages, labels: ["size", "weight", "design"]) {
        c throws(EvalError) in
        try systemFont(c)
      },
      .computed(["Font"], "init", .textAndImages, labels: ["size", "weight", "design"]) {
        c throws(EvalError) in
        try systemFont(c)
      },
    ] + FontWeightName.allCases.map { .value(["Font.Weight"], $0.rawValue, .textAndImages, .fontWeight($0)) }
    + MemberEntry.cases(
      ["ContentMode"], .textAndImages, [("fit", .contentMode(.fit)), ("fill", .contentMode(.fill))])
    + MemberEntry.cases(
      ["Image.Scale"], .textAndImages, ImageScale.allCases.map { ($0.rawValue, .imageScale($0)) })
    + MemberEntry.cases(
      ["TextAlignment"], .textAndImages,
      [
        ("leading", .textAlignment(.leading)), ("center", .textAlignment(.center)),
        ("trailing", .textAlignment(.trailing)),
      ])

  /// `Font.system(size:weight:)`: a fixed size (17 pt, the body size, when only a style is
  /// given: `.system(.largeTitle, design: .rounded)` keeps its design only, for now).
  private static func systemFont(_ c: MemberCall) throws(EvalError) -> Value {
    let size = c.args?.first.flatMap { c.interpreter.number($0.value) } ?? 17
    var f = FontValue(.size(size))
    if let w = c.label("weight"), case .native(.fontWeight(let fw)) = try c.native(w, as: "Font.Weight") {
      f.weight = fw
    }
    return .native(.font(f))
  }
}
