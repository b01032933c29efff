import Detents
import ViewTree

// Previews: the modifiers of `#Preview` and `PreviewProvider` previews. They configure the
// canvas, not the view: Detents' canvas is the device and options it is given, and
// `Previews.swift` reads a preview's name and colour scheme from the source.
extension Registry {
  static let previews: [APIEntry] = [
    preview("previewDevice", example: #".previewDevice("iPhone 15")"#),
    preview("previewLayout", example: ".previewLayout(.sizeThatFits)"),
    preview("previewDisplayName", iOS: OSVersion(14, 0), example: #".previewDisplayName("Dark")"#),
    preview("preferredColorScheme", example: ".preferredColorScheme(.dark)"),
    preview(
      "previewInterfaceOrientation", iOS: OSVersion(15, 0), example: ".previewInterfaceOrientation(.portrait)"
    ),
    .type("PreviewDevice", .previews, "a device name, as PreviewDevice(rawValue:) or a string literal"),
  ]

  private static func preview(_ name: String, iOS: OSVersion = OSVersion(13, 0), example: String) -> APIEntry
  {
    .modifier(
      name, .previews, iOS: iOS,
      effect: .accepted("configures the preview canvas (read from the source), not the view"),
      example: example
    ) { c in c.unchanged }
  }
}
