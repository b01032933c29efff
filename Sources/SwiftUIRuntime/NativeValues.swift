import Detents
import Portable
import SwiftSource
import ViewTree

extension Interpreter {
  /// Resolves an implicit member chain (or a value) as a SwiftUI type: `.medium` as a
  /// detent, `.title2.bold()` as a font, `.white.opacity(0.25)` as a style.
  func resolveNative(_ v: Value, as typeName: String) throws(EvalError) -> Value {
    // A shape view used as a shape: `.clipShape(Circle())`, `.background(.red, in: Capsule())`.
    if typeName == "Shape", case .view(let view) = v, view.modifiers.isEmpty,
      case .builtin(.shape(let kind, _), _) = view.kind
    {
      return .native(.shape(kind))
    }
    guard case .implicit(let chain) = v else { return v }
    var current: Value? = nil
    for step in chain.steps {
      if let c = current {
        if let args = step.arguments {
          current = try builtinMethod(c, step.name, args, chain.node, scope: globals)
        } else {
          current = try builtinMember(c, step.name, chain.node)
        }
      } else {
        current = try staticNative(typeName, step.name, step.arguments, chain.node)
      }
    }
    return current ?? v
  }

  func animationValue(_ v: Value, _ node: Syntax) throws(EvalError) -> Animation? {
    let r = try resolveNative(v, as: "Animation")
    switch r {
    case .native(.animation(let a)): return a
    case .nilValue: return nil
    default: throw error("expected an Animation, got \(v.typeName)", node)
    }
  }

  func label(_ args: [Argument]?, _ name: String) -> Value? { args?.first { $0.label == name }?.value }

  func num(_ args: [Argument]?, _ name: String, _ node: Syntax) throws(EvalError) -> Double? {
    guard let v = label(args, name) else { return nil }
    guard let n = number(v) else { throw error("'\(name)' must be a number", node) }
    return n
  }

  /// A static member or initializer of a SwiftUI type.
  func staticNative(_ type: String, _ name: String, _ args: [Argument]?, _ node: Syntax) throws(EvalError)
    -> Value
  {
    func unknown() -> EvalError {
      error("type '\(type)' has no member '\(name)'", node, id: .unknownMember)
    }
    switch type {
    case "PresentationDetent":
      switch name {
      case "medium": return .native(.detent(.medium))
      case "large": return .native(.detent(.large))
      case "height", "fraction":
        guard let a = args?.first, let n = number(a.value) else {
          throw error("\(name)(_:) needs a number", node)
        }
        return .native(.detent(name == "height" ? .height(n) : .fraction(n)))
      case "custom":
        guard let a = args?.first, case .type(.user(let t)) = a.value else {
          throw error("custom(_:) needs a CustomPresentationDetent type, as .custom(MyDetent.self)", node)
        }
        guard t.conforms(to: "CustomPresentationDetent") else {
          throw error("'\(t.name)' does not conform to CustomPresentationDetent", node)
        }
        return .native(.detent(customDetent(t, node)))
      default: throw unknown()
      }
    case "Font":
      if let style = TextStyle(rawValue: name) { return .native(.font(FontValue(.style(style)))) }
      if name == "system" || name == "init" {
        let size = args?.first.flatMap { number($0.value) } ?? 17
        var f = FontValue(.size(size))
        if let w = label(args, "weight"),
          case .native(.fontWeight(let fw)) = try resolveNative(w, as: "Font.Weight")
        {
          f.weight = fw
        }
        return .native(.font(f))
      }
      throw unknown()
    case "NavigationSplitViewVisibility":
      // Kept as its name: a phone's collapsed split view shows one column whatever it says.
      guard ["all", "automatic", "doubleColumn", "detailOnly"].contains(name) else { throw unknown() }
      return .string(name)
    case "Font.Weight":
      if let w = FontWeightName(rawValue: name) { return .native(.fontWeight(w)) }
      throw unknown()
    case "Color", "ShapeStyle", "Material", "HierarchicalShapeStyle":
      if let c = NamedColor(rawValue: name) { return .native(.style(.color(c))) }
      switch name {
      case "tertiary": return .native(.style(.hierarchical(.tertiary)))
      case "quaternary": return .native(.style(.hierarchical(.quaternary)))
      case "quinary": return .native(.style(.hierarchical(.quinary)))
      case "ultraThinMaterial": return .native(.style(.material(.ultraThin)))
      case "thinMaterial": return .native(.style(.material(.thin)))
      case "regularMaterial": return .native(.style(.material(.regular)))
      case "thickMaterial": return .native(.style(.material(.thick)))
      case "ultraThickMaterial": return .native(.style(.material(.ultraThick)))
      case "bar": return .native(.style(.material(.bar)))
      case "tint": return .native(.style(.tint))
      case "init":
        let r = try num(args, "red", node) ?? 0
        let g = try num(args, "green", node) ?? 0
        let b = try num(args, "blue", node) ?? 0
        let o = try num(args, "opacity", node) ?? 1
        if let w = try num(args, "white", node) { return .native(.style(.rgb(w, w, w, o))) }
        return .native(.style(.rgb(r, g, b, o)))
      case "linearGradient":
        return try gradient(args, node)
      default: throw unknown()
      }
    case "Alignment":
      let table: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
        "bottomTrailing": .bottomTrailing,
      ]
      if let a = table[name] { return .native(.alignment(a)) }
      throw unknown()
    case "HorizontalAlignment":
      switch name {
      case "leading": return .native(.horizontalAlignment(.leading))
      case "center": return .native(.horizontalAlignment(.center))
      case "trailing": return .native(.horizontalAlignment(.trailing))
      default: throw unknown()
      }
    case "VerticalAlignment":
      switch name {
      case "top": return .native(.verticalAlignment(.top))
      case "center": return .native(.verticalAlignment(.center))
      case "bottom": return .native(.verticalAlignment(.bottom))
      case "firstTextBaseline": return .native(.verticalAlignment(.firstTextBaseline))
      case "lastTextBaseline": return .native(.verticalAlignment(.lastTextBaseline))
      default: throw unknown()
      }
    case "Edge.Set", "Edge":
      let table: [String: EdgeSet] = [
        "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing, "horizontal": .horizontal,
        "vertical": .vertical, "all": .all,
      ]
      if let e = table[name] { return .native(.edges(e)) }
      throw unknown()
    case "UnitPoint":
      let table: [String: UnitPoint] = [
        "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing, "center": .center,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
        "bottomTrailing": .bottomTrailing,
      ]
      if let u = table[name] { return .native(.unitPoint(u)) }
      throw unknown()
    case "Animation":
      /// The number argument `label`, or `fallback` when it is not given; a value out of
      /// `AnimationParameters`' ranges is an error at the argument (it would crawl or never settle).
      func value(_ label: String, _ fallback: Double) throws(EvalError) -> Double {
        guard let v = try num(args, label, node) else { return fallback }
        do {
          try AnimationParameters.check(label, v, of: name)
        } catch {
          throw self.error(error.message, args?.first { $0.label == error.label }?.node ?? node)
        }
        return v
      }
      func spring(response: Double, dampingFraction: Double) throws(EvalError) -> Animation {
        let animation = Animation.spring(
          response: try value("response", response),
          dampingFraction: try value("dampingFraction", dampingFraction))
        _ = try value("blendDuration", 0)
        return animation
      }
      func preset(_ make: (Double, Double) -> Animation) throws(EvalError) -> Animation {
        make(try value("duration", 0.5), try value("extraBounce", 0))
      }
      func curve(_ make: (Double) -> Animation) throws(EvalError) -> Animation {
        make(try value("duration", 0.35))
      }
      let animation: Animation
      switch name {
      case "default": animation = .default(on: currentOS)
      case "spring":
        if label(args, "response") != nil || label(args, "dampingFraction") != nil {
          animation = try spring(response: 0.5, dampingFraction: 0.825)
        } else {
          animation = .spring(duration: try value("duration", 0.5), bounce: try value("bounce", 0))
          _ = try value("blendDuration", 0)
        }
      case "smooth": animation = try preset { .smooth(duration: $0, extraBounce: $1) }
      case "snappy": animation = try preset { .snappy(duration: $0, extraBounce: $1) }
      case "bouncy": animation = try preset { .bouncy(duration: $0, extraBounce: $1) }
      case "interactiveSpring": animation = try spring(response: 0.15, dampingFraction: 0.86)
      case "easeInOut": animation = try curve { .easeInOut(duration: $0) }
      case "easeIn": animation = try curve { .easeIn(duration: $0) }
      case "easeOut": animation = try curve { .easeOut(duration: $0) }
      case "linear": animation = try curve { .linear(duration: $0) }
      default: throw unknown()
      }
      return .native(.animation(animation))
    case "Visibility":
      if let v = Visibility(rawValue: name) { return .native(.visibility(v)) }
      throw unknown()
    case "PresentationBackgroundInteraction":
      switch name {
      case "automatic": return .native(.backgroundInteraction(.automatic))
      case "disabled": return .native(.backgroundInteraction(.disabled))
      case "enabled":
        if let up = label(args, "upThrough") {
          guard case .native(.detent(let d)) = try resolveNative(up, as: "PresentationDetent") else {
            throw error("upThrough: needs a PresentationDetent", node)
          }
          return .native(.backgroundInteraction(.enabled(upThrough: d)))
        }
        return .native(.backgroundInteraction(.enabled))
      default: throw unknown()
      }
    case "PresentationContentInteraction":
      if let c = PresentationContentInteraction(rawValue: name) { return .native(.contentInteraction(c)) }
      throw unknown()
    case "ButtonStyle", "PrimitiveButtonStyle":
      if let b = ButtonStyleKind(rawValue: name) { return .native(.buttonStyle(b)) }
      throw unknown()
    case "ButtonRole":
      if let r = ButtonRole(rawValue: name) { return .native(.buttonRole(r)) }
      throw unknown()
    case "TextAlignment":
      if let t = TextAlignment(rawValue: name) { return .native(.textAlignment(t)) }
      throw unknown()
    case "Duration":
      guard let a = args?.first, let n = number(a.value) else {
        throw error("\(name)(_:) needs a number", node)
      }
      switch name {
      case "seconds": return .native(.duration(n))
      case "milliseconds": return .native(.duration(n / 1000))
      default: throw unknown()
      }
    case "DynamicTypeSize":
      if let d = DynamicTypeSize(name: name) { return .native(.dynamicTypeSize(d)) }
      throw unknown()
    case "ColorScheme":
      if let c = ColorScheme(rawValue: name) { return .native(.colorScheme(c)) }
      throw unknown()
    case "UserInterfaceSizeClass":
      if let c = UserInterfaceSizeClass(rawValue: name) { return .native(.sizeClass(c)) }
      throw unknown()
    case "Shape", "RoundedRectangle":
      switch name {
      case "rect":
        if let r = try num(args, "cornerRadius", node) {
          return .native(.shape(.roundedRectangle(cornerRadius: r)))
        }
        return .native(.shape(.rectangle))
      case "capsule": return .native(.shape(.capsule))
      case "circle": return .native(.shape(.circle))
      case "ellipse": return .native(.shape(.ellipse))
      case "rectangle": return .native(.shape(.rectangle))
      default: throw unknown()
      }
    case "PresentationSizing":
      switch name {
      case "automatic": return .native(.sizing(.sheet))
      case "page": return .native(.sizing(.page))
      case "form": return .native(.sizing(.form))
      case "fitted": return .native(.sizing(.fitted))
      default: throw unknown()
      }
    case "Binding":
      if name == "constant", let v = args?.first?.value {
        return .binding(BindingBox(name: "constant", get: { v }, set: { _ in }))
      }
      throw unknown()
    case "KeyboardShortcut":
      return .native(.keyboardShortcut(name))
    case "ToolbarItemPlacement":
      return .string(name)
    case "Task":
      switch name {
      case "isCancelled": return .bool(host?.isCancelled ?? false)
      case "sleep":
        var seconds = 0.0
        if let a = args?.first {
          if a.label == "nanoseconds", let n = number(a.value) {
            seconds = n / 1e9
          } else if case .native(.duration(let d)) = try resolveNative(a.value, as: "Duration") {
            seconds = d
          } else if a.label == nil, let n = number(a.value) {
            // `Task.sleep(_ duration: UInt64)` counts nanoseconds, as `nanoseconds:` does.
            seconds = n / 1e9
          }
        }
        guard let awaited = awaitedCall, awaited.id == node.id else {
          if host?.inTask != true { throw error("Task.sleep is only allowed inside a task", node) }
          throw error(
            "'await' here cannot suspend the task, which is not supported yet: a task suspends only at "
              + "an 'await' that begins a statement of the task or of an async function it awaits",
            evaluatedAwait ?? node)
        }
        if host?.isCancelled == true { throw .cancelled }
        awaitedCall = nil
        capturedSleep = seconds
        return .void
      case "checkCancellation":
        if host?.isCancelled == true { throw .cancelled }
        return .void
      case "yield": return .void
      default: throw unknown()
      }
    default:
      throw error("'\(type)' has no member '\(name)' that Detents knows", node, id: .unknownMember)
    }
  }

  func gradient(_ args: [Argument]?, _ node: Syntax) throws(EvalError) -> Value {
    guard let colorsValue = label(args, "colors"), case .array(let colors) = colorsValue else {
      throw error("LinearGradient needs colors:", node)
    }
    let styles = try colors.map { c throws(EvalError) -> ShapeStyleValue in
      guard case .native(.style(let s)) = try resolveNative(c, as: "Color") else {
        throw error("colors: must be colours", node)
      }
      return s
    }
    func point(_ name: String, _ fallback: UnitPoint) throws(EvalError) -> UnitPoint {
      guard let v = label(args, name) else { return fallback }
      guard case .native(.unitPoint(let u)) = try resolveNative(v, as: "UnitPoint") else {
        throw error("\(name): must be a UnitPoint", node)
      }
      return u
    }
    return .native(
      .style(
        .linearGradient(
          colors: styles, start: try point("startPoint", .top), end: try point("endPoint", .bottom))))
  }

  /// A `.custom(T.self)` detent: its height calls `T.height(in:)` in the interpreter while the
  /// run lasts. An error there is kept in `detentErrors` (the engine's resolver cannot throw);
  /// the runtime reports it after the engine call. Heights outlive the run: the detent is part
  /// of the result, so after the run it answers from what the run computed.
  func customDetent(_ t: UserType, _ node: Syntax) -> PresentationDetent {
    let heights = customDetentHeights
    return .custom(named: t.name) { context in
      heights.height(of: t, in: context)
    }
  }

  // MARK: Members and methods of native values

  func nativeMember(_ n: Native, _ name: String, _ node: Syntax) throws(EvalError) -> Value {
    switch (n, name) {
    case (.detentContext(let c), "maxDetentValue"): return .double(c.maxDetentValue)
    case (.detentContext(let c), "dynamicTypeSize"): return .native(.dynamicTypeSize(c.dynamicTypeSize))
    case (.detentContext(let c), "verticalSizeClass"): return .native(.sizeClass(c.verticalSizeClass))
    case (.detentContext(let c), "horizontalSizeClass"): return .native(.sizeClass(c.horizontalSizeClass))
    case (.detentContext(let c), "colorScheme"): return .native(.colorScheme(c.colorScheme))
    case (.dynamicTypeSize(let d), "isAccessibilitySize"): return .bool(d.isAccessibilitySize)
    case (.font(var f), "bold"), (.font(var f), "italic"), (.font(var f), "monospaced"):
      // As properties these are methods in SwiftUI; accept `.bold` without parentheses too.
      if name == "bold" {
        f.weight = .bold
      } else if name == "italic" {
        f.italic = true
      } else {
        f.monospaced = true
      }
      return .native(.font(f))
    case (.duration(let d), "components"): return .tuple([("seconds", .int(Int(d)))])
    default:
      throw error("value of type '\(n.typeName)' has no member '\(name)'", node, id: .unknownMember)
    }
  }

  func nativeMethod(_ n: Native, _ name: String, _ args: [Argument], _ node: Syntax) throws(EvalError)
    -> Value
  {
    switch (n, name) {
    case (.font(var f), "bold"):
      f.weight = .bold
      return .native(.font(f))
    case (.font(var f), "italic"):
      f.italic = true
      return .native(.font(f))
    case (.font(var f), "monospaced"):
      f.monospaced = true
      return .native(.font(f))
    case (.font(var f), "weight"):
      guard let a = args.first,
        case .native(.fontWeight(let w)) = try resolveNative(a.value, as: "Font.Weight")
      else {
        throw error("weight(_:) needs a Font.Weight", node)
      }
      f.weight = w
      return .native(.font(f))
    case (.style(let s), "opacity"):
      return .native(.style(.opacity(s, try argNumber(args, 0, node))))
    case (.animation(let a), "delay"), (.animation(let a), "speed"), (.animation(let a), "repeatCount"):
      return .native(.animation(a))
    case (.gesture(var g), "onChanged"):
      guard case .closure(let c) = args.first?.value else { throw error("onChanged needs a closure", node) }
      g.onChanged = c
      return .native(.gesture(g))
    case (.gesture(var g), "onEnded"):
      guard case .closure(let c) = args.first?.value else { throw error("onEnded needs a closure", node) }
      g.onEnded = c
      return .native(.gesture(g))
    case (.dismissAction(let id), "callAsFunction"):
      host?.dismiss(presentation: id)
      return .void
    default:
      throw error("value of type '\(n.typeName)' has no method '\(name)'", node)
    }
  }
}

/// The heights of a run's custom detents: computed by the interpreter while the run lasts,
/// remembered by context so that the result, used after the run (drawing a preview, the
/// dimming of a background interaction `upThrough:` a custom detent), gives the same heights
/// without calling into an interpreter that is gone.
final class CustomDetentHeights: @unchecked Sendable {
  struct Key: Hashable {
    var type: String
    var maxDetentValue: Scalar
    var environment: DetentEnvironment
  }
  /// The interpreter that evaluates `height(in:)`; let go of when the run ends (the
  /// interpreter holds this table: Embedded Swift has no `weak` to break the cycle).
  var interpreter: Interpreter?
  /// False once the run is over: heights come from `computed` only.
  var isOpen = true
  var computed: [Key: Scalar?] = [:]

  func height(of t: UserType, in context: PresentationDetent.Context) -> Scalar? {
    let key = Key(type: t.name, maxDetentValue: context.maxDetentValue, environment: context.environment)
    guard isOpen, let interp = interpreter else { return computed[key] ?? nil }
    guard let decl = t.staticMethods["height"]?.first else { return nil }
    let f = interp.function(decl, scope: interp.globals, selfCell: nil, selfType: t, isStatic: true)
    do {
      let v = try interp.invoke(f, [Argument(label: "in", value: .native(.detentContext(context)))], decl)
      let h = interp.number(v)
      computed[key] = h
      return h
    } catch {
      switch error {
      case .error(let e): interp.detentErrors.append(e)
      // `height(in:)` does not throw, so only a run error comes out of it; anything else is
      // said without printing the error by reflection (Embedded Swift has none).
      case .thrown, .cancelled:
        interp.detentErrors.append(
          interp.runtimeError("'\(t.name).height(in:)' ended with an unexpected error", decl))
      }
      return nil
    }
  }
}
