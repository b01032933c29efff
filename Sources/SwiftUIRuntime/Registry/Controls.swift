import Detents
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
      if let title = c.string {
        if case .string(let icon)? = c.label("systemImage") {
          labelViews = [
            ViewValue(.builtin(.label(title: title, systemImage: icon), children: []), node: c.node)
          ]
        } else {
          labelViews = [ViewValue(.builtin(.text(title), children: []), node: c.node)]
        }
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
    .view("Toggle", .controls, labels: ["isOn"], example: #"Toggle("Wi-Fi", isOn: .constant(true))"#) {
      c throws(EvalError) in
      var on = false
      if case .binding(let box)? = c.label("isOn"), case .bool(let v) = try box.get() { on = v }
      return c.view(.toggle(title: c.string ?? "", isOn: on))
    },
    .view(
      "TextField", .controls, labels: ["text", "prompt", "axis"],
      unsupportedLabels: ["value", "format", "formatter", "onEditingChanged", "onCommit"],
      example: #"TextField("Name", text: .constant("Ada"))"#
    ) { c throws(EvalError) in
      c.view(.textField(placeholder: c.string ?? "", text: try boundText(c)))
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
      "textFieldStyle", .controls,
      effect: .accepted(
        "text fields draw in the style of a plain field on a form row, whatever style is set"),
      example: ".textFieldStyle(.roundedBorder)"
    ) { c in c.unchanged },
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
    .unsupported(.view, "Picker", .controls),
    .unsupported(.view, "Stepper", .controls),
    .unsupported(.view, "Slider", .controls),
    .unsupported(.view, "DatePicker", .controls),
    .unsupported(.view, "ColorPicker", .controls, iOS: OSVersion(14, 0)),
    .unsupported(.view, "Menu", .controls, iOS: OSVersion(14, 0)),
    .unsupported(.view, "ShareLink", .controls, iOS: OSVersion(16, 0)),
    .unsupported(.view, "Link", .controls, iOS: OSVersion(14, 0)),
    .unsupported(.view, "PhotosPicker", .controls, iOS: OSVersion(16, 0)),
    .unsupported(.view, "ProgressView", .controls, iOS: OSVersion(14, 0)),
    .unsupported(.view, "Gauge", .controls, iOS: OSVersion(16, 0)),
    .unsupported(.view, "ControlGroup", .controls, iOS: OSVersion(15, 0)),
    .unsupported(.view, "LabeledContent", .controls, iOS: OSVersion(16, 0)),
    .unsupported(.modifier, "pickerStyle", .controls),
    .unsupported(.modifier, "toggleStyle", .controls),
    .unsupported(.modifier, "controlSize", .controls, iOS: OSVersion(15, 0)),
    .unsupported(.modifier, "datePickerStyle", .controls),
    .unsupported(.modifier, "progressViewStyle", .controls, iOS: OSVersion(14, 0)),
    .unsupported(.modifier, "menuStyle", .controls, iOS: OSVersion(14, 0)),
    .unsupported(.modifier, "keyboardType", .controls, macOS: .some(nil)),
    .unsupported(.modifier, "textContentType", .controls),
    .unsupported(
      .modifier, "textInputAutocapitalization", .controls, iOS: OSVersion(15, 0), macOS: .some(nil)),
    .unsupported(.modifier, "autocorrectionDisabled", .controls, iOS: OSVersion(15, 0)),
    .unsupported(.modifier, "disableAutocorrection", .controls),
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

  /// The string a `text:` binding holds, or "" when there is none.
  private static func boundText(_ c: ViewCall) throws(EvalError) -> String {
    if case .binding(let box)? = c.label("text"), case .string(let s) = try box.get() { return s }
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
    // Keyboard shortcuts: the two standard ones (iOS 14), kept by name for `detents check`'s
    // macOS rules; they have no effect on a touch screen.
    + ["defaultAction", "cancelAction"].map {
      .value(["KeyboardShortcut"], $0, .controls, iOS: OSVersion(14, 0), .keyboardShortcut($0))
    }
}
