import Detents
import ViewTree

// Animation: animation values, `withAnimation`, and the modifiers that animate or transform.
// The sheet's own motion (presenting, dragging, snapping to a detent) is the engine's, in
// Detents; these are the program's.
extension Registry {
  static let animation: [APIEntry] = [
    .modifier(
      "animation", .animation, labels: ["value"],
      effect: .accepted(
        "not modelled yet: the view's changes appear at once; sheet motion uses the engine's springs"),
      example: ".animation(.default, value: 1)"
    ) { c in c.unchanged },
    .modifier(
      "transition", .animation,
      effect: .accepted("not modelled yet: views appear and disappear at once"),
      example: ".transition(.opacity)"
    ) { c in c.unchanged },
    .modifier(
      "scaleEffect", .animation, labels: ["anchor", "x", "y"],
      effect: .accepted("not drawn yet: the view is drawn at its laid-out size"), example: ".scaleEffect(2)"
    ) { c in c.unchanged },
    .type(
      "Animation", .animation,
      ".default, .spring(…), .smooth, .snappy, .bouncy, .interactiveSpring, .easeInOut, .easeIn, .easeOut, .linear"
    ),
    .function(
      "withAnimation", .animation, "runs its body; a presentation it changes moves with the animation given"),
    .unsupported(.type, "AnyTransition", .animation),
    .unsupported(.modifier, "rotationEffect", .animation),
    .unsupported(.modifier, "rotation3DEffect", .animation),
    .unsupported(.modifier, "matchedGeometryEffect", .animation, iOS: OSVersion(14, 0)),
    .unsupported(.modifier, "contentTransition", .animation, iOS: OSVersion(16, 0)),
    .unsupported(.modifier, "symbolEffect", .animation, iOS: OSVersion(17, 0)),
    .unsupported(.modifier, "phaseAnimator", .animation, iOS: OSVersion(17, 0)),
    .unsupported(.modifier, "keyframeAnimator", .animation, iOS: OSVersion(17, 0)),
  ]
}

// The static members of `Animation`: each a curve or spring with its parameters checked
// against `AnimationParameters` (a value out of range would crawl or never settle).
extension Registry {
  static let animationMembers: [MemberEntry] = [
    .computed(["Animation"], "default", .animation, function: false) { c in
      .native(.animation(.default(on: c.interpreter.currentOS)))
    },
    .computed(
      ["Animation"], "spring", .animation,
      labels: ["response", "dampingFraction", "blendDuration", "duration", "bounce"]
    ) { c throws(EvalError) in
      if c.label("response") != nil || c.label("dampingFraction") != nil {
        return .native(.animation(try spring(c, response: 0.5, dampingFraction: 0.825)))
      }
      let animation = Animation.spring(
        duration: try parameter(c, "duration", 0.5), bounce: try parameter(c, "bounce", 0))
      _ = try parameter(c, "blendDuration", 0)
      return .native(.animation(animation))
    },
    .computed(
      ["Animation"], "interactiveSpring", .animation,
      labels: ["response", "dampingFraction", "blendDuration"]
    ) { c throws(EvalError) in
      .native(.animation(try spring(c, response: 0.15, dampingFraction: 0.86)))
    },
    preset("smooth") { .smooth(duration: $0, extraBounce: $1) },
    preset("snappy") { .snappy(duration: $0, extraBounce: $1) },
    preset("bouncy") { .bouncy(duration: $0, extraBounce: $1) },
    curve("easeInOut") { .easeInOut(duration: $0) },
    curve("easeIn") { .easeIn(duration: $0) },
    curve("easeOut") { .easeOut(duration: $0) },
    curve("linear") { .linear(duration: $0) },
  ]

  /// The number argument `label` of an animation, or `fallback` when it is not given; a value
  /// out of `AnimationParameters`' ranges is an error at the argument.
  private static func parameter(_ c: MemberCall, _ label: String, _ fallback: Double) throws(EvalError)
    -> Double
  {
    guard let v = try c.number(label) else { return fallback }
    do {
      try AnimationParameters.check(label, v, of: c.name)
    } catch {
      throw c.interpreter.error(error.message, c.args?.first { $0.label == error.label }?.node ?? c.node)
    }
    return v
  }

  private static func spring(_ c: MemberCall, response: Double, dampingFraction: Double) throws(EvalError)
    -> Animation
  {
    let animation = Animation.spring(
      response: try parameter(c, "response", response),
      dampingFraction: try parameter(c, "dampingFraction", dampingFraction))
    _ = try parameter(c, "blendDuration", 0)
    return animation
  }

  /// `.smooth`, `.snappy`, `.bouncy` (iOS 17): a value, or a call with `duration:` and
  /// `extraBounce:`.
  private static func preset(_ name: String, _ make: @escaping @Sendable (Double, Double) -> Animation)
    -> MemberEntry
  {
    .computed(
      ["Animation"], name, .animation, labels: ["duration", "extraBounce"], function: false,
      iOS: OSVersion(17, 0)
    ) {
      c throws(EvalError) in
      .native(.animation(make(try parameter(c, "duration", 0.5), try parameter(c, "extraBounce", 0))))
    }
  }

  /// A timing curve: a value (0.35 s), or a call with `duration:`.
  private static func curve(_ name: String, _ make: @escaping @Sendable (Double) -> Animation) -> MemberEntry
  {
    .computed(["Animation"], name, .animation, labels: ["duration"], function: false) { c throws(EvalError) in
      .native(.animation(make(try parameter(c, "duration", 0.35))))
    }
  }
}
