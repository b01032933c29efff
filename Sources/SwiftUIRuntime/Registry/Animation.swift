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
