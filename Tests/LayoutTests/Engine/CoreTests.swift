import Detents
import Layout
import Testing
import ViewTree

@Suite struct CoreTests {
  /// Recorded frames name each node's kind without reflection (Embedded Swift has none): each
  /// node class names itself, and the name is its class's name.
  @Test func recordedFramesNameTheNodeKinds() {
    let tree = ViewNode(
      .vstack(alignment: .center, spacing: nil),
      children: [
        ViewNode(.text("Hi")).modifier(.padding(.all, 4)),
        ViewNode(.spacer(minLength: nil)),
        ViewNode(.color(.color(.red))),
      ]
    ).modifier(.frame(width: 200, height: 100, alignment: .center))
    let env = LayoutEnvironment(
      palette: Palette(scheme: .light, os: .latest), dynamicTypeSize: .large,
      measurer: FixedMetricsTextMeasurer(), scale: 3)
    let root = LayoutBuilder().build(tree, env)
    var ctx = DrawContext(recordsFrames: true)
    _ = root.size(ProposedSize(width: 200, height: 100))
    root.place(in: Rect(x: 0, y: 0, width: 200, height: 100), &ctx)
    #expect(root.kindName == String(describing: type(of: root)))
    let names = ctx.frames.map(\.node)
    for kind in ["FixedFrameNode", "StackNode", "PaddingNode", "TextNode", "FillNode"] {
      #expect(names.contains(kind), "no \(kind) in \(names)")
    }
    #expect(!names.contains("LayoutNode"))
  }
}
