import Detents
import ViewTree

// Gestures: gesture values and the modifiers that attach them. Their effect is behaviour:
// `detents simulate` and the Studio deliver taps and drags to them.
extension Registry {
  static let gestures: [APIEntry] = [
    gesture("DragGesture", labels: ["minimumDistance", "coordinateSpace"], example: "DragGesture()"),
    gesture("TapGesture", labels: ["count"], example: "TapGesture()"),
    .modifier(
      "gesture", .gestures, labels: ["including"],
      effect: .behaviour("the gesture's onChanged and onEnded run as a finger drags the view"),
      example: ".gesture(DragGesture())"
    ) { c throws(EvalError) in try attach(c) },
    .modifier(
      "simultaneousGesture", .gestures, labels: ["including"],
      effect: .behaviour("as gesture(_:), alongside the gestures of the views below"),
      example: ".simultaneousGesture(DragGesture())"
    ) { c throws(EvalError) in try attach(c) },
    .modifier(
      "onTapGesture", .gestures, labels: ["count", "perform"],
      effect: .behaviour("runs its action when a tap lands on the view"), example: ".onTapGesture {}"
    ) { c throws(EvalError) in
      guard case .closure(let f)? = c.args.last?.value else { throw c.error("onTapGesture needs a closure") }
      return c.adding(.onTapGesture(f))
    },
    .unsupported(.view, "LongPressGesture", .gestures),
    .unsupported(.view, "MagnificationGesture", .gestures),
    .unsupported(.view, "MagnifyGesture", .gestures, iOS: OSVersion(17, 0)),
    .unsupported(.view, "RotationGesture", .gestures),
    .unsupported(.view, "SpatialTapGesture", .gestures, iOS: OSVersion(16, 0)),
    .unsupported(.modifier, "onLongPressGesture", .gestures),
    .unsupported(.modifier, "highPriorityGesture", .gestures),
    .unsupported(.modifier, "allowsHitTesting", .gestures),
    .unsupported(.modifier, "onHover", .gestures),
    .unsupported(.modifier, "draggable", .gestures, iOS: OSVersion(16, 0)),
    .unsupported(.modifier, "dropDestination", .gestures, iOS: OSVersion(16, 0)),
    .unsupported(.modifier, "onDrag", .gestures),
    .unsupported(.modifier, "onDrop", .gestures),
    .unsupported(.modifier, "sensoryFeedback", .gestures, iOS: OSVersion(17, 0)),
  ]

  /// A gesture value; `onChanged`/`onEnded` are its methods (`Builtins.swift`).
  private static func gesture(_ name: String, labels: [String], example: String) -> APIEntry {
    APIEntry(
      .view, name, family: .gestures, labels: labels,
      effect: .behaviour("a gesture value for gesture(_:) and simultaneousGesture(_:)"), example: example
    ) { _ in .native(.gesture(Gesture())) }
  }

  /// `gesture(_:)` and `simultaneousGesture(_:)`.
  private static func attach(_ c: ViewCall) throws(EvalError) -> Value {
    guard case .native(.gesture(let g))? = c.first else { throw c.error("\(c.name) needs a gesture") }
    return c.adding(.gesture(g))
  }
}
