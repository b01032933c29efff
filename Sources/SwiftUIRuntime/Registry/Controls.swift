import Detents
import Portable
import ViewTree

// Controls: buttons, toggles, text input, and the modifiers that style or configure them.
extension Registry {
  static let controls: [APIEntry] = [
    .view(
      "Button", .controls, labels: ["action", "label", "role", "systemImage", "image"],
      unsupportedLabels: ["intent"],
      example: #"Button("Save") {}"#
    ) { c throws(EvalError) in
      var role: ButtonRole?
      if let r = c.label("role"), case .native(.buttonRole(let br)) = try c.native(r, as: "ButtonRole") {
        role = br
      }
      var labelViews: [ViewValue] = []
      if let title = titleLabel(c) {
        labelViews = title
      } else if let l = c.label("label") {
        labelViews = try c.content(l)
      } else if let last = c.args.last, last.label == nil, c.interpreter.isClosureValue(last.value),
        c.args.count >= 2
      {
        labelViews = try c.content(last.value)
      }
      var v = ViewValue(.builtin(.button(role: role), children: labelViews), node: c.node)
      let action =
        c.label("action") ?? c.args.first { $0.label == nil && c.interpreter.isClosureValue($0.value) }?.value
      if case .closure(let f)? = action { v = v.adding(.onTapGesture(f)) }
      return .view(v)
    },
    // `EditButton()`: a bar button reading "Edit", or "Done" while the edit mode of its
    // environment is active (`.environment(\.editMode, $mode)` above it, else its
    // presentation's own, ``Interpreter/editModes``); a tap switches it between inactive and
    // active. The label and the tap are made when it renders, where the environment is known.
    .view("EditButton", .controls, example: "EditButton()") { c throws(EvalError) in
      .view(ViewValue(.builtin(.button(role: nil), children: []), node: c.node).adding(.control(.editButton)))
    },
    .view(
      "Toggle", .controls, labels: ["isOn", "label"],
      example: #"Toggle("Wi-Fi", isOn: .constant(true))"#
    ) { c throws(EvalError) in
      guard let box = try binding(c, "isOn") else { throw c.error("Toggle needs an isOn: binding") }
      var on = false
      if case .bool(let v) = try box.get() { on = v }
      var title = c.string ?? ""
      if c.string == nil { title = plainText(try c.content(c.label("label") ?? c.trailing)) }
      return .view(
        ViewValue(.builtin(.toggle(title: title, isOn: on), children: []), node: c.node).adding(
          .control(.toggle(box))))
    },
    .view(
      "Picker", .controls, labels: ["selection", "label", "content"],
      unsupportedLabels: ["sources", "systemImage", "image"],
      example: #"Picker("Size", selection: .constant(1)) { Text("S").tag(0); Text("M").tag(1) }"#
    ) { c throws(EvalError) in
      guard let box = try binding(c, "selection") else {
        throw c.error("Picker needs a selection: binding")
      }
      var title = c.string ?? ""
      if c.string == nil { title = plainText(try c.content(c.label("label"))) }
      let options = try c.content(c.label("content") ?? c.trailing)
      return .view(
        ViewValue(.builtin(.picker(title: title, selected: nil), children: options), node: c.node).adding(
          .control(.picker(box))))
    },
    .view(
      "Stepper", .controls,
      labels: ["value", "in", "step", "label", "onIncrement", "onDecrement", "onEditingChanged"],
      unsupportedLabels: ["format"],
      example: #"Stepper("Guests: 2", value: .constant(2), in: 1...8)"#
    ) { c throws(EvalError) in
      let increment: Closure
      let decrement: Closure
      if let box = try binding(c, "value") {
        let step = try c.number("step") ?? 1
        var bounds: (lower: Double, upper: Double)?
        if let r = c.label("in") { bounds = try range(r, c) }
        func stepper(_ sign: Double) -> Closure {
          Closure(
            name: sign > 0 ? "increment" : "decrement",
            body: .native { _ throws(EvalError) in
              let old = try box.get()
              let n: Double
              switch old {
              case .int(let i): n = Double(i)
              case .double(let d): n = d
              default: return .void
              }
              var next = n + sign * step
              if let bounds { next = min(max(next, bounds.lower), bounds.upper) }
              if case .int = old { try box.set(.int(Int(next))) } else { try box.set(.double(next)) }
              return .void
            })
        }
        increment = stepper(1)
        decrement = stepper(-1)
      } else {
        let none = Closure(name: "none", body: .native { _ in .void })
        if case .closure(let f)? = c.label("onIncrement") { increment = f } else { increment = none }
        if case .closure(let f)? = c.label("onDecrement") { decrement = f } else { decrement = none }
      }
      let label: [ViewValue] =
        if let title = c.string {
          [ViewValue(.builtin(.text(title), children: []), node: c.node)]
        } else {
          try c.content(c.label("label") ?? c.trailing)
        }
      return .view(
        ViewValue(.builtin(.stepper, children: label), node: c.node).adding(
          .control(.stepper(increment: increment, decrement: decrement))))
    },
    .view(
      "Slider", .controls,
      labels: ["value", "in", "step", "label", "minimumValueLabel", "maximumValueLabel", "onEditingChanged"],
      example: #"Slider(value: .constant(30), in: 0...100)"#
    ) { c throws(EvalError) in
      guard let box = try binding(c, "value"), let value = c.interpreter.number(try box.get()) else {
        throw c.error("Slider needs a value: binding to a number")
      }
      let bounds = try c.label("in").map { r throws(EvalError) in try range(r, c) } ?? (lower: 0, upper: 1)
      let span = bounds.upper - bounds.lower
      let fraction = span > 0 ? min(max((value - bounds.lower) / span, 0), 1) : 0
      // On iOS the `label:` is for VoiceOver only; the value labels sit at the track's ends.
      var ends: [ViewValue] = []
      if let lo = c.label("minimumValueLabel"), let hi = c.label("maximumValueLabel") {
        ends = try c.content(lo) + c.content(hi)
      }
      return c.view(.slider(fraction: fraction), ends)
    },
    .view(
      "ProgressView", .controls, labels: ["value", "total", "label", "currentValueLabel"],
      unsupportedLabels: ["timerInterval", "countsDown"], iOS: OSVersion(14, 0),
      example: #"ProgressView("Downloading", value: 0.4)"#
    ) { c throws(EvalError) in
      var fraction: Double?
      if let v = c.label("value") {
        // `value: nil` is an indeterminate progress view: a spinner.
        if let n = c.interpreter.number(v) {
          let total = try c.number("total") ?? 1
          fraction = total > 0 ? min(max(n / total, 0), 1) : 0
        }
      }
      let label: [ViewValue] =
        if let title = c.string {
          [ViewValue(.builtin(.text(title), children: []), node: c.node)]
        } else {
          try c.content(c.label("label") ?? c.trailing)
        }
      return c.view(.progressView(fraction: fraction), label)
    },
    .view(
      "DatePicker", .controls, labels: ["selection", "in", "displayedComponents", "label"],
      example: #"DatePicker("Start", selection: .constant(Date()))"#
    ) { c throws(EvalError) in
      guard let box = try binding(c, "selection"), case .native(.date(let t)) = try box.get() else {
        throw c.error("DatePicker needs a selection: binding to a Date")
      }
      var components: Set<String> = ["date", "hourAndMinute"]
      if let d = c.label("displayedComponents") {
        let parts: [Value] = if case .array(let a) = d { a } else { [d] }
        components = Set(
          parts.compactMap { p -> String? in
            if case .implicit(let chain) = p { return chain.steps.first?.name }
            return nil
          })
      }
      let label: [ViewValue] =
        if let title = c.string {
          [ViewValue(.builtin(.text(title), children: []), node: c.node)]
        } else {
          try c.content(c.label("label") ?? c.trailing)
        }
      let shown = CalendarDate(secondsSinceReferenceDate: t)
      return c.view(
        .datePicker(
          date: components.contains("date") ? shown.mediumDate : nil,
          time: components.contains("hourAndMinute") ? shown.shortTime : nil), label)
    },
    .view(
      "ColorPicker", .controls, labels: ["selection", "supportsOpacity", "label"], iOS: OSVersion(14, 0),
      example: #"ColorPicker("Tint", selection: .constant(Color.orange))"#
    ) { c throws(EvalError) in
      guard let box = try binding(c, "selection") else {
        throw c.error("ColorPicker needs a selection: binding to a Color")
      }
      // A `Color(…)` value is a colour view; `.orange` resolves as a style.
      let color: ShapeStyleValue
      switch try c.native(try box.get(), as: "Color") {
      case .native(.style(let s)): color = s
      case .view(let v):
        guard case .builtin(.color(let s), _) = v.kind else { fallthrough }
        color = s
      default: throw c.error("ColorPicker needs a selection: binding to a Color")
      }
      let label: [ViewValue] =
        if let title = c.string {
          [ViewValue(.builtin(.text(title), children: []), node: c.node)]
        } else {
          try c.content(c.label("label") ?? c.trailing)
        }
      return c.view(.colorPicker(color: color), label)
    },
    .modifier(
      "pickerStyle", .controls, example: ".pickerStyle(.segmented)",
      context: #"Picker("Size", selection: .constant(1)) { Text("S").tag(0); Text("M").tag(1) }@@"#
    ) { c throws(EvalError) in
      guard case .pickerStyle(let p) = try c.firstNative("PickerStyle") else {
        throw c.error("pickerStyle needs a picker style")
      }
      return c.plain(.pickerStyle(p))
    },
    .modifier(
      "toggleStyle", .controls,
      effect: .accepted(
        "the switch is the only toggle style on iOS that Detents draws: .automatic and .switch"),
      example: ".toggleStyle(.switch)", context: #"Toggle("Wi-Fi", isOn: .constant(true))@@"#
    ) { c throws(EvalError) in
      var name = ""
      if case .implicit(let chain)? = c.first { name = chain.steps.first?.name ?? "" }
      if case .string(let s)? = c.first { name = s }
      guard name == "switch" || name == "automatic" else {
        throw c.interpreter.error(
          Registry.unsupportedMessage("toggleStyle(.\(name))"), c.node, id: .unsupportedAPI)
      }
      return c.unchanged
    },
    .modifier(
      "keyboardType", .controls, macOS: .some(nil),
      effect: .accepted("chooses the on-screen keyboard, which Detents does not draw"),
      example: ".keyboardType(.numberPad)"
    ) { c in c.unchanged },
    .modifier(
      "textContentType", .controls,
      effect: .accepted("a hint for AutoFill, which Detents does not offer"),
      example: ".textContentType(.emailAddress)"
    ) { c in c.unchanged },
    .modifier(
      "autocorrectionDisabled", .controls, iOS: OSVersion(15, 0),
      effect: .accepted("Detents types no text, so nothing is corrected"),
      example: ".autocorrectionDisabled()"
    ) { c in c.unchanged },
    .modifier(
      "disableAutocorrection", .controls,
      effect: .accepted("Detents types no text, so nothing is corrected"),
      example: ".disableAutocorrection(true)"
    ) { c in c.unchanged },
    .modifier(
      "textInputAutocapitalization", .controls, iOS: OSVersion(15, 0), macOS: .some(nil),
      effect: .accepted("Detents types no text, so nothing is capitalized"),
      example: ".textInputAutocapitalization(.never)"
    ) { c in c.unchanged },
    .type(
      "PickerStyle", .controls,
      ".automatic, .menu, .segmented, .wheel, .inline, .navigationLink, .palette (and the *PickerStyle() types)"
    ),
    .type("SegmentedPickerStyle", .controls, "the segmented picker style"),
    .type(
      "TextFieldStyle", .controls, ".automatic, .plain, .roundedBorder (and the *TextFieldStyle() types)"),
    .type("RoundedBorderTextFieldStyle", .controls, "the rounded-border text field style"),
    .type("PlainTextFieldStyle", .controls, "the plain text field style"),
    .type("DefaultTextFieldStyle", .controls, "the automatic text field style"),
    .type("WheelPickerStyle", .controls, "the wheel picker style"),
    .type("MenuPickerStyle", .controls, "the menu picker style"),
    .type("InlinePickerStyle", .controls, "the inline picker style"),
    .type("DefaultPickerStyle", .controls, "the automatic picker style"),
    .type("ToggleStyle", .controls, ".automatic, .switch"),
    .type("SwitchToggleStyle", .controls, "the switch toggle style"),
    .view(
      "TextField", .controls, labels: ["text", "prompt", "axis", "value", "format"],
      unsupportedLabels: ["formatter", "onEditingChanged", "onCommit"],
      example: #"TextField("Name", text: .constant("Ada"))"#
    ) { c throws(EvalError) in
      // `TextField("Amount", value: $amount, format: .currency(code: "USD"))` shows the value
      // in its format, as the field does when it is not being edited.
      if let style = c.label("format") {
        guard let box = try binding(c, "value") else {
          throw c.error("TextField(value:format:) needs a binding")
        }
        let text = try formatted(try box.get(), style, c, in: "TextField(value:format:)")
        return c.view(.textField(placeholder: c.string ?? "", text: text))
      }
      return c.view(.textField(placeholder: c.string ?? "", text: try boundText(c)))
    },
    // A secure field draws its text as bullets, one a character, as iOS does once typing ends.
    .view(
      "SecureField", .controls, labels: ["text", "prompt"],
      example: #"SecureField("Password", text: .constant("hunter2"))"#
    ) { c throws(EvalError) in
      let text = try boundText(c)
      return c.view(.textField(placeholder: c.string ?? "", text: String(repeating: "•", count: text.count)))
    },
    .view(
      "TextEditor", .controls, labels: ["text"], iOS: OSVersion(14, 0),
      example: #"TextEditor(text: .constant("Notes"))"#
    ) { c throws(EvalError) in
      c.view(.textEditor(text: try boundText(c)))
    },
    .modifier(
      "buttonStyle", .controls, example: ".buttonStyle(.borderedProminent)", context: #"Button("Save") {}@@"#
    ) { c throws(EvalError) in
      guard case .buttonStyle(let b) = try c.firstNative("ButtonStyle") else {
        throw c.error("buttonStyle needs a style")
      }
      return c.plain(.buttonStyle(b))
    },
    .modifier(
      "keyboardShortcut", .controls, labels: ["modifiers"], iOS: OSVersion(14, 0),
      effect: .accepted("a hardware keyboard's shortcut: nothing on screen shows it"),
      example: ".keyboardShortcut(.defaultAction)"
    ) { c in
      if case .implicit(let chain)? = c.first {
        return c.plain(.keyboardShortcut(chain.steps.first?.name ?? ""))
      }
      return c.plain(.keyboardShortcut(c.first.map(c.interpreter.describe) ?? ""))
    },
    .modifier(
      "textFieldStyle", .controls, example: ".textFieldStyle(.roundedBorder)",
      context: #"TextField("Name", text: .constant(""))@@"#
    ) { c throws(EvalError) in
      guard case .textFieldStyle(let s) = try c.firstNative("TextFieldStyle") else {
        throw c.error("textFieldStyle needs a style")
      }
      return c.plain(.textFieldStyle(s))
    },
    .modifier(
      "disabled", .controls,
      effect: .accepted("not drawn yet: a disabled control looks enabled (taps still reach it)"),
      example: ".disabled(true)"
    ) { c in c.unchanged },
    .modifier(
      "submitLabel", .controls, iOS: OSVersion(15, 0),
      effect: .accepted("names the return key of the on-screen keyboard, which Detents does not draw"),
      example: ".submitLabel(.done)"
    ) { c in c.unchanged },
    .modifier(
      "onSubmit", .controls, labels: ["of"], iOS: OSVersion(15, 0),
      effect: .accepted("runs when the return key is pressed; Detents has no keyboard input"),
      example: ".onSubmit {}"
    ) { c in c.unchanged },
    .modifier(
      "focused", .controls, labels: ["equals"], iOS: OSVersion(15, 0),
      effect: .accepted("focus shows only as the keyboard, which Detents does not draw"),
      example: ".focused(.constant(true))"
    ) { c in c.unchanged },
    .type("ButtonStyle", .controls, ".automatic, .plain, .borderless, .bordered, .borderedProminent"),
    .type("PrimitiveButtonStyle", .controls, "the same styles as ButtonStyle"),
    .type("ButtonRole", .controls, ".cancel, .destructive"),
    .type("KeyboardShortcut", .controls, ".defaultAction, .cancelAction"),
    // `Menu("Sort") { … }`, `Menu("Sort", systemImage: "arrow.up.arrow.down") { … }`,
    // `Menu { … } label: { … }`, each with an optional `primaryAction:`. Its label draws as a
    // borderless button's, in the tint. A tap on it opens the menu: the content is evaluated
    // then, and its items (buttons, toggles, a picker's options, submenus, split by dividers
    // and sections) are drawn beside the label and are the only taps on screen until one is
    // chosen or the background is touched (``ProgramRuntime/registerMenu``). With
    // `primaryAction:` a tap runs the action, as on iOS, where the menu opens on a long press.
    .view(
      "Menu", .controls, labels: ["content", "label", "primaryAction", "systemImage"],
      unsupportedLabels: ["image"], iOS: OSVersion(14, 0),
      example: #"Menu("Sort") { Button("Name") {}; Button("Date") {} }"#
    ) { c throws(EvalError) in
      var labelViews = titleLabel(c) ?? []
      if c.string == nil { labelViews = try c.content(c.label("label")) }
      let content =
        c.label("content")
        ?? c.args.first { $0.label == nil && c.interpreter.isClosureValue($0.value) }?.value
      var primary: Closure?
      if case .closure(let f)? = c.label("primaryAction") { primary = f }
      return .view(
        ViewValue(.builtin(.button(role: nil), children: labelViews), node: c.node).adding(
          .menu(MenuRequest(content: content, primaryAction: primary, node: c.node))))
    },
    .unsupported(.view, "ShareLink", .controls, iOS: OSVersion(16, 0)),
    // `Link("Terms", destination: url)` or `Link(destination: url) { label }`: a button whose
    // label draws in the tint, as a borderless button's; a tap opens the URL, which a run
    // notes in its log ("open URL …"), as there is no browser here.
    .view(
      "Link", .controls, labels: ["destination", "label"], iOS: OSVersion(14, 0),
      example: #"Link("Apple", destination: URL(string: "https://www.apple.com")!)"#
    ) { c throws(EvalError) in
      guard case .native(.url(let path))? = c.label("destination") else {
        throw c.error("Link needs destination: a URL")
      }
      let address = path.containsText("://") ? path : "file://" + path
      var label = try c.content(c.label("label") ?? c.trailing)
      if let title = c.string { label = [ViewValue(.builtin(.text(title), children: []), node: c.node)] }
      let interp = c.interpreter
      let open = Closure(
        name: "openURL",
        body: .native { [interp = UnownedRef(interp)] _ throws(EvalError) in
          interp.object.host?.logEvent("open URL " + address)
          return .void
        })
      return .view(
        ViewValue(.builtin(.button(role: nil), children: label), node: c.node).adding(.onTapGesture(open)))
    },
    .unsupported(.view, "PhotosPicker", .controls, iOS: OSVersion(16, 0)),
    .unsupported(.view, "Gauge", .controls, iOS: OSVersion(16, 0)),
    .unsupported(.view, "ControlGroup", .controls, iOS: OSVersion(15, 0)),
    // `LabeledContent("Name", value: "Ada")` or `LabeledContent("Name") { content }`: the label
    // leading in the primary colour, the value trailing in the secondary one, as a Form row
    // of Settings draws it.
    .view(
      "LabeledContent", .controls, labels: ["value", "content", "label"], unsupportedLabels: ["format"],
      iOS: OSVersion(16, 0), example: #"LabeledContent("Version", value: "1.0")"#
    ) { c throws(EvalError) in
      var label: [ViewValue] = []
      if let title = c.string {
        label = [ViewValue(.builtin(.text(title), children: []), node: c.node)]
      } else {
        label = try c.content(c.label("label"))
      }
      var value: [ViewValue]
      if let v = c.label("value") {
        value = [ViewValue(.builtin(.text(c.interpreter.describe(v)), children: []), node: c.node)]
      } else {
        value = try c.content(c.label("content") ?? c.trailing)
      }
      value = value.map { $0.adding(.plain(.foregroundStyle(.hierarchical(.secondary)))) }
      return c.view(
        .hstack(alignment: .center, spacing: nil),
        label + [ViewValue(.builtin(.spacer(minLength: nil), children: []), node: c.node)] + value)
    },
    .unsupported(.modifier, "controlSize", .controls, iOS: OSVersion(15, 0)),
    .unsupported(.modifier, "datePickerStyle", .controls),
    .unsupported(.modifier, "progressViewStyle", .controls, iOS: OSVersion(14, 0)),
    .unsupported(.modifier, "menuStyle", .controls, iOS: OSVersion(14, 0)),
    .unsupported(.modifier, "labelsHidden", .controls),
    .unsupported(.modifier, "controlGroupStyle", .controls, iOS: OSVersion(15, 0)),
    .unsupported(.modifier, "onExitCommand", .controls, iOS: OSVersion(17, 0)),
    .unsupported(.modifier, "buttonBorderShape", .controls, iOS: OSVersion(15, 0)),
    .unsupported(.modifier, "menuIndicator", .controls, iOS: OSVersion(15, 0)),
    .unsupported(.modifier, "focusable", .controls, iOS: OSVersion(17, 0)),
    .unsupported(.modifier, "onKeyPress", .controls, iOS: OSVersion(17, 0)),
    .unsupported(.modifier, "help", .controls, iOS: OSVersion(14, 0)),
    .unsupported(.modifier, "autocapitalization", .controls, macOS: .some(nil)),
  ]

  /// The text of label views: a `Text`'s string, a `Label`'s title ("" for other views).
  static func plainText(_ views: [ViewValue]) -> String {
    views.map { v -> String in
      switch v.kind {
      case .builtin(.text(let s), _), .builtin(.label(let s, _), _): return s
      case .builtin(_, let children): return plainText(children)
      case .list(let items): return plainText(items)
      default: return ""
      }
    }.filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// The binding labelled `label`: `$state`, or `.constant(x)`.
  static func binding(_ c: ViewCall, _ label: String) throws(EvalError) -> BindingBox? {
    guard let v = c.label(label) else { return nil }
    if case .binding(let b) = try c.native(v, as: "Binding") { return b }
    return nil
  }

  /// The bounds of a range argument (`0...10`), as numbers.
  private static func range(_ v: Value, _ c: ViewCall) throws(EvalError) -> (lower: Double, upper: Double) {
    guard case .range(let lo, let hi, let closed) = v else {
      throw c.error("'\(c.name)' needs a range of numbers for in:, as 0...10")
    }
    return (Double(lo), Double(closed ? hi : hi - 1))
  }

  /// The string a `text:` binding holds, or "" when there is none.
  private static func boundText(_ c: ViewCall) throws(EvalError) -> String {
    if let box = try binding(c, "text"), case .string(let s) = try box.get() { return s }
    return ""
  }
}

// The static members of control types: button styles and roles, keyboard shortcuts.
extension Registry {
  static let controlsMembers: [MemberEntry] =
    [
      MemberEntry.value(
        ["ButtonStyle", "PrimitiveButtonStyle"], "automatic", .controls, .buttonStyle(.automatic)),
      .value(["ButtonStyle", "PrimitiveButtonStyle"], "plain", .controls, .buttonStyle(.plain)),
      .value(["ButtonStyle", "PrimitiveButtonStyle"], "borderless", .controls, .buttonStyle(.borderless)),
      .value(
        ["ButtonStyle", "PrimitiveButtonStyle"], "bordered", .controls, iOS: OSVersion(15, 0),
        .buttonStyle(.bordered)),
      .value(
        ["ButtonStyle", "PrimitiveButtonStyle"], "borderedProminent", .controls, iOS: OSVersion(15, 0),
        .buttonStyle(.borderedProminent)),
      .value(
        ["ButtonStyle", "PrimitiveButtonStyle"], "glass", .controls, iOS: OSVersion(26, 0),
        .buttonStyle(.glass)),
      .value(
        ["ButtonStyle", "PrimitiveButtonStyle"], "glassProminent", .controls, iOS: OSVersion(26, 0),
        .buttonStyle(.glassProminent)),
      .value(["ButtonRole"], "cancel", .controls, iOS: OSVersion(15, 0), .buttonRole(.cancel)),
      .value(["ButtonRole"], "destructive", .controls, iOS: OSVersion(15, 0), .buttonRole(.destructive)),
    ]
    // Picker styles: `.segmented`, and the `SegmentedPickerStyle()` spellings of iOS 13.
    + [
      (PickerStyleKind.automatic, OSVersion(13, 0)), (.menu, OSVersion(14, 0)),
      (.segmented, OSVersion(13, 0)),
      (.wheel, OSVersion(13, 0)), (.inline, OSVersion(14, 0)), (.navigationLink, OSVersion(16, 0)),
      (.palette, OSVersion(17, 0)),
    ].map { .value(["PickerStyle"], $0.0.rawValue, .controls, iOS: $0.1, .pickerStyle($0.0)) }
    + [
      ("SegmentedPickerStyle", PickerStyleKind.segmented), ("WheelPickerStyle", .wheel),
      ("MenuPickerStyle", .menu),
      ("InlinePickerStyle", .inline), ("DefaultPickerStyle", .automatic),
    ].map { type, style in
      .computed(
        [type], "init", .controls,
        iOS: style == .menu || style == .inline ? OSVersion(14, 0) : OSVersion(13, 0)
      ) {
        _ in .native(.pickerStyle(style))
      }
    }
    // Toggle styles, by name: `toggleStyle` draws the switch and says the others are not
    // supported yet.
    + [("automatic", OSVersion(13, 0)), ("switch", OSVersion(13, 0)), ("button", OSVersion(15, 0))].map {
      name, iOS in
      .computed(["ToggleStyle"], name, .controls, function: false, iOS: iOS) { _ in .string(name) }
    }
    + [.computed(["SwitchToggleStyle"], "init", .controls) { _ in .string("switch") }]
    // Text field styles: `.roundedBorder`, and the `RoundedBorderTextFieldStyle()` spellings.
    + [TextFieldStyleKind.automatic, .plain, .roundedBorder].map {
      .value(["TextFieldStyle"], $0.rawValue, .controls, .textFieldStyle($0))
    }
    + [
      ("RoundedBorderTextFieldStyle", TextFieldStyleKind.roundedBorder), ("PlainTextFieldStyle", .plain),
      ("DefaultTextFieldStyle", .automatic),
    ].map { type, style in .computed([type], "init", .controls) { _ in .native(.textFieldStyle(style)) } }
    // Keyboard shortcuts: the two standard ones (iOS 14), kept by name for `detents check`'s
    // macOS rules; they have no effect on a touch screen.
    + ["defaultAction", "cancelAction"].map {
      .value(["KeyboardShortcut"], $0, .controls, iOS: OSVersion(14, 0), .keyboardShortcut($0))
    }
}

extension Registry {
  /// A control's label from its title argument: `Label(title, systemImage:)` when the call has
  /// a `systemImage:`, else `Text(title)`; nil when the call has no title
  /// (`Button("Save", systemImage: "square.and.arrow.down") {}`, `Menu("Sort") {}`).
  static func titleLabel(_ c: ViewCall) -> [ViewValue]? {
    guard let title = c.string else { return nil }
    if case .string(let icon)? = c.label("systemImage") {
      return [ViewValue(.builtin(.label(title: title, systemImage: icon), children: []), node: c.node)]
    }
    return [ViewValue(.builtin(.text(title), children: []), node: c.node)]
  }
}
