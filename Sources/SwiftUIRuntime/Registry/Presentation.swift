import Detents
import SwiftSource
import ViewTree

// Presentation: sheets, covers and popovers, and the `presentation…` modifiers that configure
// a sheet from its content (seed 000). Their effect shows on the presented sheet, so their
// examples sit inside one.
extension Registry {
  /// A presented sheet around the modified view, for the examples of presentation modifiers.
  static let inSheet = #"Color.white.sheet(isPresented: .constant(true)) { Text("Sheet")@@ }"#

  static let presentation: [APIEntry] = [
    presenter("sheet", iOS: OSVersion(13, 0), labels: ["isPresented", "item", "onDismiss", "content"]),
    presenter(
      "fullScreenCover", iOS: OSVersion(14, 0), labels: ["isPresented", "item", "onDismiss", "content"],
      macOS: .some(nil)),
    presenter(
      "popover", iOS: OSVersion(13, 0),
      labels: ["isPresented", "item", "attachmentAnchor", "arrowEdge", "content"]),
    .modifier(
      "presentationDetents", .presentation, labels: ["selection"], iOS: OSVersion(16, 0),
      example: ".presentationDetents([.medium])", context: inSheet
    ) { c throws(EvalError) in
      guard let set = c.first else { throw c.error("presentationDetents needs detents") }
      var detents: [PresentationDetent] = []
      for d in try c.interpreter.elements(set, c.node) {
        guard case .native(.detent(let det)) = try c.native(d, as: "PresentationDetent") else {
          throw c.interpreter.error(
            "presentationDetents needs PresentationDetent values, got \(d.typeName)", c.args[0].node ?? c.node
          )
        }
        detents.append(det)
      }
      var v = c.modified.adding(
        .plain(.presentationDetents(detents, hasSelection: c.label("selection") != nil)))
      if let sel = c.label("selection") {
        guard case .binding(let box) = sel else { throw c.error("selection: needs a binding, as $selection") }
        v = v.adding(.environment("detentSelection", .binding(box)))
      }
      return .view(v)
    },
    .modifier(
      "presentationDragIndicator", .presentation, iOS: OSVersion(16, 0),
      example: ".presentationDragIndicator(.visible)",
      context: inSheet
    ) { c throws(EvalError) in
      guard case .visibility(let vis) = try c.firstNative("Visibility") else {
        throw c.error("needs a Visibility")
      }
      return c.plain(.presentationDragIndicator(vis))
    },
    .modifier(
      "presentationBackgroundInteraction", .presentation, iOS: OSVersion(16, 4),
      effect: .behaviour("lets touches reach the view behind the sheet at the detents it names"),
      example: ".presentationBackgroundInteraction(.enabled)", context: inSheet
    ) { c throws(EvalError) in
      guard case .backgroundInteraction(let b) = try c.firstNative("PresentationBackgroundInteraction") else {
        throw c.error("needs a PresentationBackgroundInteraction")
      }
      return c.plain(.presentationBackgroundInteraction(b))
    },
    .modifier(
      "presentationContentInteraction", .presentation, iOS: OSVersion(16, 4),
      effect: .behaviour("chooses whether a drag on scrolling content scrolls it or resizes the sheet"),
      example: ".presentationContentInteraction(.scrolls)", context: inSheet
    ) { c throws(EvalError) in
      guard case .contentInteraction(let ci) = try c.firstNative("PresentationContentInteraction") else {
        throw c.error("needs a PresentationContentInteraction")
      }
      return c.plain(.presentationContentInteraction(ci))
    },
    .modifier(
      "presentationCornerRadius", .presentation, iOS: OSVersion(16, 4),
      example: ".presentationCornerRadius(40)",
      context: inSheet
    ) { c in
      c.plain(.presentationCornerRadius(c.first.flatMap { c.interpreter.number($0) }))
    },
    .modifier(
      "presentationBackground", .presentation, labels: ["alignment", "content"], iOS: OSVersion(16, 4),
      example: ".presentationBackground(.yellow)", context: inSheet
    ) { c throws(EvalError) in
      if let content = c.args.last?.value, case .closure = content {
        let views = try c.content(content)
        if case .builtin(.color(let s), _)? = views.first.map({ c.interpreter.flattenList($0) })?.first?.kind
        {
          return c.plain(.presentationBackground(s))
        }
        return c.plain(.presentationBackground(.material(.regular)))
      }
      guard case .style(let s) = try c.firstNative("ShapeStyle") else {
        throw c.error("presentationBackground needs a style")
      }
      return c.plain(.presentationBackground(s))
    },
    .modifier(
      "presentationSizing", .presentation, iOS: OSVersion(18, 0),
      effect: .behaviour(
        "sizes a sheet on iPad and Mac (.page, .form, .fitted); a phone's sheet is full width"),
      example: ".presentationSizing(.form)", context: inSheet
    ) { c throws(EvalError) in
      guard case .sizing(let s) = try c.firstNative("PresentationSizing") else {
        throw c.error("needs a PresentationSizing")
      }
      return c.plain(.presentationSizing(s))
    },
    .modifier(
      "presentationCompactAdaptation", .presentation, labels: ["horizontal", "vertical"],
      iOS: OSVersion(16, 4),
      macOS: .some(nil),
      effect: .behaviour(
        "in a compact size class a popover stays a popover (.none, .popover) or becomes a sheet (the default) or a cover; a sheet becomes a cover with .fullScreenCover"
      ),
      example: ".presentationCompactAdaptation(.none)", context: inSheet
    ) { c throws(EvalError) in
      func adaptation(_ v: Value?) throws(EvalError) -> PresentationAdaptation {
        guard let v, case .native(.adaptation(let a)) = try c.native(v, as: "PresentationAdaptation") else {
          throw c.error("presentationCompactAdaptation needs a PresentationAdaptation, as .popover")
        }
        return a
      }
      if c.label("horizontal") != nil || c.label("vertical") != nil {
        return c.plain(
          .presentationCompactAdaptation(
            horizontal: try adaptation(c.label("horizontal")), vertical: try adaptation(c.label("vertical"))))
      }
      let a = try adaptation(c.first)
      return c.plain(.presentationCompactAdaptation(horizontal: a, vertical: a))
    },
    .modifier(
      "interactiveDismissDisabled", .presentation, iOS: OSVersion(15, 0),
      effect: .behaviour("a drag down past the lowest detent springs back instead of dismissing"),
      example: ".interactiveDismissDisabled()", context: inSheet
    ) { c in
      var disabled = true
      if case .bool(let b)? = c.first { disabled = b }
      return c.plain(.interactiveDismissDisabled(disabled))
    },
    .type(
      "PresentationDetent", .presentation, iOS: OSVersion(16, 0),
      ".medium, .large, .height(_:), .fraction(_:), .custom(_:) with CustomPresentationDetent"),
    .type(
      "PresentationBackgroundInteraction", .presentation, iOS: OSVersion(16, 4),
      ".automatic, .disabled, .enabled(upThrough:)"),
    .type(
      "PresentationContentInteraction", .presentation, iOS: OSVersion(16, 4), ".automatic, .resizes, .scrolls"
    ),
    .type("PresentationSizing", .presentation, iOS: OSVersion(18, 0), ".automatic, .page, .form, .fitted"),
    .type(
      "PresentationAdaptation", .presentation, iOS: OSVersion(16, 4),
      ".automatic, .none, .popover, .sheet, .fullScreenCover"),
    .type("Visibility", .presentation, ".automatic, .visible, .hidden"),
    .modifier(
      "alert", .presentation, labels: ["isPresented", "presenting", "actions", "message", "item", "content"],
      unsupportedLabels: ["error"],
      effect: .behaviour(
        "presents an alert (a centred card over a dimmed screen) while isPresented is true or item non-nil; "
          + "a tap on one of its buttons runs its action and dismisses it"),
      example: #".alert("Delete?", isPresented: .constant(true)) { Button("Delete", role: .destructive) {} }"#
    ) { c throws(EvalError) in try dialog(c, .alert) },
    .modifier(
      "confirmationDialog", .presentation,
      labels: ["isPresented", "titleVisibility", "presenting", "actions", "message"], iOS: OSVersion(15, 0),
      effect: .behaviour(
        "presents a confirmation dialog (an action sheet at the bottom of a phone's screen, with a Cancel "
          + "button) while isPresented is true; a tap on a button runs its action and dismisses it"),
      example:
        #".confirmationDialog("Photo", isPresented: .constant(true)) { Button("Delete", role: .destructive) {} }"#
    ) { c throws(EvalError) in try dialog(c, .confirmationDialog) },
    .modifier(
      "actionSheet", .presentation, labels: ["isPresented", "item", "content"], macOS: .some(nil),
      effect: .behaviour(
        "the iOS 13 confirmation dialog: presents the ActionSheet its closure returns while isPresented is true"
      ),
      example:
        #".actionSheet(isPresented: .constant(true)) { ActionSheet(title: Text("Photo"), buttons: [.cancel()]) }"#
    ) { c throws(EvalError) in try dialog(c, .confirmationDialog) },
    .type(
      "Alert", .presentation,
      "Alert(title:message:dismissButton:), Alert(title:message:primaryButton:secondaryButton:); "
        + "Alert.Button .default(_:action:), .cancel(_:action:), .cancel(_:), .destructive(_:action:)"),
    .type(
      "ActionSheet", .presentation, "ActionSheet(title:message:buttons:) with Alert.Button values"),
    // `contextMenu { … }` (and `contextMenu(menuItems:preview:)`): a long press on the view
    // opens a menu of the items, beside the view, as a `Menu` (``ProgramRuntime/registerMenu``);
    // the view keeps its own taps. The lifted preview iOS shows (the view's, or `preview:`'s)
    // is not drawn.
    .modifier(
      "contextMenu", .presentation, labels: ["menuItems", "preview"], unsupportedLabels: ["forSelectionType"],
      effect: .behaviour(
        "a long press (--long-press) opens a menu of its items beside the view; choosing one runs it and "
          + "closes the menu (the lifted preview is not drawn)"),
      example: #".contextMenu { Button("Copy") {} }"#
    ) { c throws(EvalError) in
      let content =
        c.label("menuItems")
        ?? c.args.first { $0.label == nil && c.interpreter.isClosureValue($0.value) }?.value
      guard content != nil else {
        throw c.error("contextMenu needs its menu items: .contextMenu { Button(…) }")
      }
      return c.adding(
        .menu(MenuRequest(content: content, primaryAction: nil, node: c.node, isContextMenu: true)))
    },
    .unsupported(.modifier, "inspector", .presentation, iOS: OSVersion(17, 0)),
    .unsupported(.modifier, "fileImporter", .presentation, iOS: OSVersion(14, 0)),
    .unsupported(.modifier, "fileExporter", .presentation, iOS: OSVersion(14, 0)),
  ]

  /// `sheet`, `fullScreenCover` or `popover`, with `isPresented:` or `item:`.
  private static func presenter(_ name: String, iOS: OSVersion, labels: [String], macOS: OSVersion?? = .none)
    -> APIEntry
  {
    .modifier(
      name, .presentation, labels: labels, iOS: iOS, macOS: macOS,
      example: #".\#(name)(isPresented: .constant(true)) { Text("Sheet") }"#
    ) { c throws(EvalError) in
      let kind: Presentation.Kind =
        c.name == "sheet" ? .sheet : c.name == "popover" ? .popover : .fullScreenCover
      var req = SheetRequest(
        kind: kind, isPresented: nil, item: nil, onDismiss: nil,
        content: Closure(name: "empty") { _ in .void },
        node: c.node)
      (req.isPresented, req.item) = try presentedBindings(c)
      if case .closure(let f)? = c.label("onDismiss") { req.onDismiss = f }
      guard
        case .closure(let content)? = c.args.last(where: { $0.label == nil || $0.label == "content" })?.value
      else {
        throw c.error("'\(c.name)' needs content")
      }
      req.content = content
      return c.adding(.sheet(req))
    }
  }

  /// The `isPresented:` and `item:` bindings of a presentation modifier; one of them is needed.
  private static func presentedBindings(_ c: ViewCall) throws(EvalError) -> (BindingBox?, BindingBox?) {
    var isPresented: BindingBox?
    var item: BindingBox?
    if let b = c.label("isPresented") {
      guard case .binding(let box) = try c.native(b, as: "Binding") else {
        throw c.error("isPresented: needs a binding, as $isPresented")
      }
      isPresented = box
    }
    if let b = c.label("item") {
      guard case .binding(let box) = b else { throw c.error("item: needs a binding, as $item") }
      item = box
    }
    if isPresented == nil && item == nil { throw c.error("'\(c.name)' needs isPresented: or item:") }
    return (isPresented, item)
  }

  /// `alert`, `confirmationDialog` or `actionSheet`: the iOS 15 form with a title, `actions` and
  /// `message` (and `presenting:` data), or the iOS 13 form whose closure returns an `Alert` or
  /// `ActionSheet` (`isPresented:content:`, `item:content:`).
  private static func dialog(_ c: ViewCall, _ style: PresentedDialog.Style) throws(EvalError) -> Value {
    var req = DialogRequest(style: style, node: c.node)
    (req.isPresented, req.item) = try presentedBindings(c)
    let title = c.args.first { $0.label == nil && !c.interpreter.isClosureValue($0.value) }
    let closures = c.args.filter { $0.label == nil && c.interpreter.isClosureValue($0.value) }
    if c.name == "actionSheet" || title == nil {
      // The iOS 13 form: `alert(isPresented:content:)`, `alert(item:content:)`, `actionSheet(…)`.
      guard case .closure(let f)? = c.label("content") ?? closures.last?.value else {
        throw c.error(
          "'\(c.name)(isPresented:content:)' needs a closure that returns an \(style == .alert ? "Alert" : "ActionSheet")"
        )
      }
      req.legacy = f
      return c.adding(.dialog(req))
    }
    guard let title else { throw c.error("'\(c.name)' needs a title") }
    guard req.item == nil else {
      throw c.interpreter.error(
        Registry.unsupportedMessage("\(c.name)(_:item:)"), c.node, id: .unsupportedAPI)
    }
    guard let text = c.interpreter.textString(title.value) else {
      throw c.interpreter.error(
        "'\(c.name)' needs a title (a String or a Text), got \(title.value.typeName)", title.node ?? c.node)
    }
    req.title = text
    if let p = c.label("presenting") { req.presenting = p }
    if let v = c.label("titleVisibility") {
      guard case .native(.visibility(let vis)) = try c.native(v, as: "Visibility") else {
        throw c.error("titleVisibility: needs a Visibility")
      }
      req.titleVisibility = vis
    }
    let actions = c.label("actions") ?? closures.first?.value
    if case .closure(let f)? = actions { req.actions = f }
    if case .closure(let f)? = c.label("message") { req.message = f }
    return c.adding(.dialog(req))
  }
}

// The static members of presentation types: detents, interactions, sizings.
extension Registry {
  static let presentationMembers: [MemberEntry] =
    [
      .value(["PresentationDetent"], "medium", .presentation, iOS: OSVersion(16, 0), .detent(.medium)),
      .value(["PresentationDetent"], "large", .presentation, iOS: OSVersion(16, 0), .detent(.large)),
      .computed(["PresentationDetent"], "height", .presentation, iOS: OSVersion(16, 0)) {
        c throws(EvalError) in
        .native(.detent(.height(try c.firstNumber())))
      },
      .computed(["PresentationDetent"], "fraction", .presentation, iOS: OSVersion(16, 0)) {
        c throws(EvalError) in
        .native(.detent(.fraction(try c.firstNumber())))
      },
      .computed(["PresentationDetent"], "custom", .presentation, iOS: OSVersion(16, 0)) {
        c throws(EvalError) in
        guard case .type(.user(let t))? = c.first else {
          throw c.error("custom(_:) needs a CustomPresentationDetent type, as .custom(MyDetent.self)")
        }
        guard t.conforms(to: "CustomPresentationDetent") else {
          throw c.error("'\(t.name)' does not conform to CustomPresentationDetent")
        }
        return .native(.detent(c.interpreter.customDetent(t, c.node)))
      },
      .value(
        ["PresentationBackgroundInteraction"], "automatic", .presentation, iOS: OSVersion(16, 4),
        .backgroundInteraction(.automatic)),
      .value(
        ["PresentationBackgroundInteraction"], "disabled", .presentation, iOS: OSVersion(16, 4),
        .backgroundInteraction(.disabled)),
      // `.enabled` is a value, `.enabled(upThrough:)` a function of the same name.
      .computed(
        ["PresentationBackgroundInteraction"], "enabled", .presentation, labels: ["upThrough"],
        function: false,
        iOS: OSVersion(16, 4)
      ) { c throws(EvalError) in
        guard let up = c.label("upThrough") else { return .native(.backgroundInteraction(.enabled)) }
        guard case .native(.detent(let d)) = try c.native(up, as: "PresentationDetent") else {
          throw c.error("upThrough: needs a PresentationDetent")
        }
        return .native(.backgroundInteraction(.enabled(upThrough: d)))
      },
    ]
    + PresentationContentInteraction.allCases.map {
      .value(
        ["PresentationContentInteraction"], $0.rawValue, .presentation, iOS: OSVersion(16, 4),
        .contentInteraction($0))
    }
    + Visibility.allCases.map {
      .value(["Visibility"], $0.rawValue, .presentation, iOS: OSVersion(15, 0), .visibility($0))
    }
    + MemberEntry.cases(
      ["PresentationAdaptation"], .presentation, iOS: OSVersion(16, 4),
      PresentationAdaptation.allCases.map { ($0.rawValue, .adaptation($0)) })
    + MemberEntry.cases(
      ["PresentationSizing"], .presentation, iOS: OSVersion(18, 0),
      [
        ("automatic", .sizing(.sheet)), ("page", .sizing(.page)), ("form", .sizing(.form)),
        ("fitted", .sizing(.fitted)),
      ])
}

// The static members of the old alert types: `Alert(title:message:dismissButton:)`,
// `ActionSheet(title:message:buttons:)` and their buttons, `.default(Text("OK"))`.
extension Registry {
  static let dialogMembers: [MemberEntry] = [
    .computed(
      ["Alert"], "init", .presentation,
      labels: ["title", "message", "dismissButton", "primaryButton", "secondaryButton"]
    ) { c throws(EvalError) in
      .native(.alert(try c.interpreter.alertValue(.alert, c.args ?? [], c.node)))
    },
    .computed(["ActionSheet"], "init", .presentation, labels: ["title", "message", "buttons"]) {
      c throws(EvalError) in
      .native(.alert(try c.interpreter.alertValue(.confirmationDialog, c.args ?? [], c.node)))
    },
    alertButton("default", role: nil),
    alertButton("cancel", role: .cancel),
    alertButton("destructive", role: .destructive),
  ]

  /// `.default(_:action:)`, `.cancel(_:action:)` (its label optional: the system's Cancel),
  /// `.destructive(_:action:)`.
  private static func alertButton(_ name: String, role: ButtonRole?) -> MemberEntry {
    .computed(["Alert.Button", "ActionSheet.Button"], name, .presentation, labels: ["action"]) {
      c throws(EvalError) in
      var button = AlertButtonValue(label: nil, role: role, action: nil)
      for a in c.args ?? [] {
        if case .closure(let f) = a.value, a.label == nil || a.label == "action" {
          button.action = f
        } else if a.label == nil, let text = c.interpreter.textString(a.value) {
          button.label = text
        } else if a.label == "action", case .nilValue = a.value {
        } else {
          throw c.interpreter.error("Alert.Button.\(name) takes a Text label and an action", a.node ?? c.node)
        }
      }
      if button.label == nil && role != .cancel {
        throw c.error("Alert.Button.\(name)(_:action:) needs a Text label")
      }
      return .native(.alertButton(button))
    }
  }
}
