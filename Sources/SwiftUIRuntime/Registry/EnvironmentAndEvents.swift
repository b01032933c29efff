import Detents
import ViewTree

// Environment, state and events: lifecycle actions, tasks, identity, the environment, user
// view modifiers, and the property wrappers that hold state.
extension Registry {
  static let environmentAndEvents: [APIEntry] = [
    .modifier(
      "onAppear", .environmentAndEvents, labels: ["perform"],
      effect: .behaviour("runs its action when the view first appears on screen"), example: ".onAppear {}"
    ) { c in
      guard case .closure(let f)? = c.args.last?.value else { return c.unchanged }
      return c.adding(.onAppear(f))
    },
    .modifier(
      "onDisappear", .environmentAndEvents, labels: ["perform"],
      effect: .behaviour("runs its action when the view leaves the screen"), example: ".onDisappear {}"
    ) { c in
      guard case .closure(let f)? = c.args.last?.value else { return c.unchanged }
      return c.adding(.onDisappear(f))
    },
    .modifier(
      "task", .environmentAndEvents, labels: ["id", "priority"], iOS: OSVersion(15, 0),
      effect: .behaviour("starts a task on the virtual clock when the view appears; a new id restarts it"),
      example: ".task {}"
    ) { c throws(EvalError) in
      guard case .closure(let f)? = c.args.last?.value else { throw c.error("task needs a closure") }
      return c.adding(.task(id: c.label("id"), f))
    },
    .modifier(
      "onReceive", .environmentAndEvents, labels: ["perform"],
      effect: .behaviour(
        "of a Timer.publish(every:on:in:).autoconnect() timer: runs its action with the date at every tick on the virtual clock while the view is on screen"
      ),
      example: ".onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in }"
    ) { c throws(EvalError) in
      // Only timers publish here: any other publisher (NotificationCenter, a subject) is
      // Combine that Detents does not run.
      guard case .native(.timerPublisher(let interval))? = c.first else {
        throw c.interpreter.error(
          Registry.unsupportedMessage("onReceive")
            + " (only of a Timer.publish(every:on:in:).autoconnect() timer)",
          c.node, id: .unsupportedAPI)
      }
      guard case .closure(let f)? = c.args.last?.value else { throw c.error("onReceive needs a closure") }
      return c.adding(.onReceiveTimer(interval: interval, f))
    },
    .modifier(
      "onChange", .environmentAndEvents, labels: ["of", "initial", "perform"], iOS: OSVersion(14, 0),
      effect: .behaviour("runs its action when the value it watches changes"), example: ".onChange(of: 1) {}"
    ) { c throws(EvalError) in
      guard let of = c.label("of"), case .closure(let f)? = c.args.last?.value else {
        throw c.error("onChange needs of: and a closure")
      }
      var initial = false
      if case .bool(let b)? = c.label("initial") { initial = b }
      return c.adding(.onChange(of: of, f, initial: initial))
    },
    .modifier(
      "id", .environmentAndEvents,
      effect: .behaviour(
        "an explicit identity: state below it belongs to this id, and resets when it changes"),
      example: ".id(1)"
    ) { c throws(EvalError) in
      guard let v = c.first else { throw c.error("id(_:) needs a value") }
      return c.adding(.environment("id", v))
    },
    .modifier(
      "environment", .environmentAndEvents,
      effect: .behaviour("sets an environment value (\\.dismiss, …) for the views below"),
      example: ".environment(\\.colorScheme, .dark)"
    ) { c throws(EvalError) in
      if case .keyPath(let path)? = c.first, c.args.count > 1 {
        return c.adding(.environment(path.joined(separator: "."), c.args[1].value))
      }
      // `.environment(model)`: an `@Observable` object, for `@Environment(Model.self)`.
      if c.args.count == 1, case .instance(let object)? = c.first {
        guard object.object != nil else { throw c.error("environment(_:) needs an @Observable object") }
        return c.adding(.environment(Interpreter.environmentObjectKey(object.type.name), .instance(object)))
      }
      return c.unchanged
    },
    .modifier(
      "environmentObject", .environmentAndEvents,
      effect: .behaviour(
        "puts an ObservableObject in the environment, for the @EnvironmentObject properties below"),
      example: ".environmentObject(Model())"
    ) { c throws(EvalError) in
      guard case .instance(let object)? = c.first, object.object != nil else {
        throw c.error("environmentObject(_:) needs an ObservableObject")
      }
      return c.adding(.environment(Interpreter.environmentObjectKey(object.type.name), .instance(object)))
    },
    .modifier(
      "modifier", .environmentAndEvents,
      effect: .behaviour("applies a ViewModifier of the program's: its body(content:) draws the view"),
      example: ".modifier(Bordered())"
    ) { c throws(EvalError) in
      guard case .instance(let m)? = c.first, m.type.isViewModifier else {
        throw c.error("modifier(_:) needs a ViewModifier")
      }
      return .view(ViewValue(.userModifier(content: c.modified, modifier: m), node: c.node))
    },
    .modifier(
      "tag", .environmentAndEvents, unsupportedLabels: ["includeOptional"],
      effect: .behaviour("identifies a view for a Picker or TabView selection; it draws nothing"),
      example: ".tag(1)"
    ) { c throws(EvalError) in
      guard let value = c.first else { throw c.error("tag(_:) needs a value") }
      return c.adding(.tag(value))
    },
    .modifier(
      "accessibilityLabel", .environmentAndEvents, iOS: OSVersion(14, 0),
      effect: .behaviour("read by VoiceOver, which has no pixels; `--tap` finds a control by it"),
      example: #".accessibilityLabel("Close")"#
    ) { c in
      guard let label = c.string else { return c.unchanged }
      return c.plain(.accessibilityLabel(label))
    },
    accessibility("accessibilityHint", example: #".accessibilityHint("Closes the sheet")"#),
    accessibility("accessibilityValue", example: #".accessibilityValue("3 of 5")"#),
    accessibility("accessibilityHidden", example: ".accessibilityHidden(true)"),
    accessibility("accessibilityIdentifier", example: #".accessibilityIdentifier("close")"#),
    accessibility("accessibilityAddTraits", example: ".accessibilityAddTraits(.isButton)"),
    accessibility(
      "accessibilityElement", labels: ["children"], example: ".accessibilityElement(children: .combine)"),
    accessibility("accessibilityAdjustableAction", example: ".accessibilityAdjustableAction { _ in }"),
    accessibility("accessibilityAction", labels: ["named"], example: ".accessibilityAction {}"),
    accessibility("accessibilityRemoveTraits", example: ".accessibilityRemoveTraits(.isImage)"),
    accessibility("accessibilitySortPriority", example: ".accessibilitySortPriority(1)"),
    .modifier(
      "presentationBackgroundStyle", .environmentAndEvents,
      effect: .accepted("not SwiftUI API: accepted for programs written against early betas; no effect"),
      example: ".presentationBackgroundStyle(.red)"
    ) { c in c.unchanged },
    .type("DynamicTypeSize", .environmentAndEvents, iOS: OSVersion(15, 0), ".xSmall … .accessibility5"),
    .type("ColorScheme", .environmentAndEvents, ".light, .dark"),
    .type(
      "EditMode", .environmentAndEvents,
      ".inactive, .transient, .active and isEditing; \\.editMode in the environment is a Binding<EditMode>? that EditButton and lists read (each presentation has its own unless a view sets it)"
    ),
    .type("UserInterfaceSizeClass", .environmentAndEvents, ".compact, .regular"),
    .type("Binding", .environmentAndEvents, "Binding(get:set:), .constant(_:), $state projections"),
    .type(
      "Locale", .environmentAndEvents,
      "Locale(identifier:) names the environment's locale (not evaluated further); Locale.current is en_US, currency USD"
    ),
    .type(
      "ObservableObject", .environmentAndEvents,
      "a class whose @Published properties, when they change, re-evaluate the views that hold it"),
    .propertyWrapper(
      "State", "a value the view keeps by its identity; a change re-evaluates the views"),
    .propertyWrapper("Binding", "a value another view keeps, read and written through"),
    .propertyWrapper(
      "Environment",
      "a value of the environment (\\.dismiss, \\.presentationMode, …) or an @Observable object put there with .environment(_:)"
    ),
    .propertyWrapper(
      "Published",
      "a property of an ObservableObject whose changes re-evaluate the views that hold the object"),
    .propertyWrapper(
      "AppStorage", iOS: OSVersion(14, 0),
      "a value kept in UserDefaults.standard under its key (in memory for the run); a change re-evaluates the views"
    ),
    .propertyWrapper(
      "StateObject", iOS: OSVersion(14, 0),
      "an ObservableObject made once, when the view first appears, and kept while it stays"),
    .propertyWrapper(
      "ObservedObject", "an ObservableObject the view is given; its changes re-evaluate the view"),
    .propertyWrapper(
      "EnvironmentObject", "the ObservableObject of its type that .environmentObject(_:) put above the view"),
    .propertyWrapper(
      "Bindable", iOS: OSVersion(17, 0),
      "an @Observable object whose properties give bindings ($model.name), as a property or a local"),
    .propertyWrapper(
      "ObservationIgnored", iOS: OSVersion(17, 0), "a property of an @Observable class that is not observed"),
    .propertyWrapper(
      "Observable", iOS: OSVersion(17, 0),
      "the Observation macro: every stored property of the class is observed by the views that read it"),
    .unsupported(.propertyWrapper, "SceneStorage", .environmentAndEvents, iOS: OSVersion(14, 0)),
    .propertyWrapper(
      "FocusState", iOS: OSVersion(15, 0),
      "which field has focus, kept as @State is (false or nil at first); there is no keyboard here, so nothing draws focused"
    ),
    .unsupported(.propertyWrapper, "Namespace", .environmentAndEvents, iOS: OSVersion(14, 0)),
    .unsupported(.propertyWrapper, "GestureState", .environmentAndEvents),
    .unsupported(.propertyWrapper, "ScaledMetric", .environmentAndEvents, iOS: OSVersion(14, 0)),
    .unsupported(.propertyWrapper, "Query", .environmentAndEvents, iOS: OSVersion(17, 0)),
    .unsupported(.modifier, "onOpenURL", .environmentAndEvents, iOS: OSVersion(14, 0)),
    .unsupported(.modifier, "preference", .environmentAndEvents),
    .unsupported(.modifier, "onPreferenceChange", .environmentAndEvents),
    .unsupported(.modifier, "redacted", .environmentAndEvents, iOS: OSVersion(14, 0)),
    .unsupported(.modifier, "privacySensitive", .environmentAndEvents, iOS: OSVersion(15, 0)),
    .unsupported(.modifier, "colorScheme", .environmentAndEvents),
    .unsupported(.modifier, "unredacted", .environmentAndEvents, iOS: OSVersion(14, 0)),
    .unsupported(.modifier, "flipsForRightToLeftLayoutDirection", .environmentAndEvents),
  ]

  /// What VoiceOver reads: accepted, with nothing to draw.
  private static func accessibility(_ name: String, labels: [String] = [], example: String) -> APIEntry {
    .modifier(
      name, .environmentAndEvents, labels: labels, iOS: OSVersion(14, 0),
      effect: .accepted("read by VoiceOver, which has no pixels"), example: example
    ) { c in c.unchanged }
  }
}

// The static members of environment values' types.
extension Registry {
  static let environmentAndEventsMembers: [MemberEntry] =
    DynamicTypeSize.allCases.map {
      .value(
        ["DynamicTypeSize"], $0.description, .environmentAndEvents, iOS: OSVersion(15, 0),
        .dynamicTypeSize($0))
    }
    + ColorScheme.allCases.map {
      .value(["ColorScheme"], $0.rawValue, .environmentAndEvents, .colorScheme($0))
    }
    + EditModeValue.allCases.map {
      .value(["EditMode"], $0.rawValue, .environmentAndEvents, .editMode($0))
    }
    + UserInterfaceSizeClass.allCases.map {
      .value(["UserInterfaceSizeClass"], $0.rawValue, .environmentAndEvents, .sizeClass($0))
    }
    + [
      .computed(["Binding"], "constant", .environmentAndEvents) { c throws(EvalError) in
        guard let v = c.first else { throw c.error("constant(_:) needs a value") }
        return .binding(BindingBox(name: "constant", get: { v }, set: { _ in }))
      }
    ]
}
