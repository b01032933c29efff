import Detents
import Foundation
import Layout
import Testing
import ViewTree

/// Lays out `node` in a `width` × `height` frame with fixed text metrics (a character is
/// 0.5 × the font size wide; body text is 17 pt, so 8.5 pt a character, on 22 pt lines) and
/// returns the frame of every node that has an identity.
func frames(_ node: ViewNode, width: Double = 390, height: Double = 844) -> [String: Rect] {
  // As a hosting view does: the root's size for the whole space, centred in it.
  let ctx = layOut(node, width: width, height: height, centred: true, recordsFrames: true)
  var out: [String: Rect] = [:]
  for f in ctx.frames where !f.identity.path.isEmpty {
    out[f.identity.description] = f.frame  // the innermost node of an identity: the view itself
  }
  return out
}

func size(_ node: ViewNode, _ p: ProposedSize) -> Size {
  let env = LayoutEnvironment(
    palette: Palette(scheme: .light, os: .latest), dynamicTypeSize: .large,
    measurer: FixedMetricsTextMeasurer(), scale: 3)
  return LayoutBuilder().build(node, env).size(p)
}

func text(_ s: String, _ id: String) -> ViewNode { ViewNode(.text(s), identity: ViewIdentity([id])) }
func color(_ id: String) -> ViewNode { ViewNode(.color(.color(.red)), identity: ViewIdentity([id])) }

@Suite struct StackLayoutTests {
  @Test func aStackPlacedAtTheSizeItAnsweredKeepsItsChildrensSizes() throws {
    // "GET IT" padded by 25 a side is 101 pt wide and less flexible than "a b c d" (59.5 pt):
    // it is offered its share first. Placed in the 172.5 pt the stack asked for, dividing the
    // frame again would offer it 80 pt and wrap it; the stack keeps the sizes it answered with.
    let row = ViewNode(
      .hstack(alignment: .center, spacing: 12),
      children: [
        text("GET IT", "get").modifier(.padding(.horizontal, 25)), text("a b c d", "caption"),
      ])
    let f = frames(row)
    // (The frame of an identity is its innermost node's: the text inside the padding.)
    let get = try #require(f["/get"])
    #expect(abs(get.width - 51) < 0.01)
    #expect(abs(get.height - 22) < 0.01, "GET IT wrapped: \(get)")
    #expect(abs((f["/caption"]?.width ?? 0) - 59.5) < 0.01)
  }

  @Test func vstackStacksWithTheDefaultSpacingAndCentres() {
    let v = ViewNode(
      .vstack(alignment: .center, spacing: nil), children: [text("Hello", "a"), text("Hi", "b")],
      identity: ViewIdentity(["v"]))
    #expect(size(v, .unspecified) == Size(width: 42.5, height: 22 + 8 + 22))
    let f = frames(
      ViewNode(.zstack(alignment: .center), children: [v]).modifier(
        .frame(width: 390, height: 844, alignment: .center)))
    #expect(f["/v"] == Rect(x: (390 - 42.5) / 2, y: (844 - 52) / 2, width: 42.5, height: 52))
    #expect(f["/b"]?.x == (390 - 42.5) / 2 + (42.5 - 17) / 2)  // "Hi" centred in the stack
  }

  @Test func leadingAlignmentAndExplicitSpacing() {
    let v = ViewNode(
      .vstack(alignment: .leading, spacing: 14), children: [text("Hello", "a"), text("Hi", "b")],
      identity: ViewIdentity(["v"]))
    let f = frames(v.modifier(.frame(width: 200, height: 100, alignment: .topLeading)))
    // The 200 × 100 frame is centred on the 390 × 844 screen at (95, 372).
    #expect(f["/a"] == Rect(x: 95, y: 372, width: 42.5, height: 22))
    #expect(f["/b"] == Rect(x: 95, y: 408, width: 17, height: 22))
  }

  @Test func spacerPushesToTheEdges() {
    let h = ViewNode(
      .hstack(alignment: .center, spacing: nil),
      children: [text("Cancel", "a"), ViewNode(.spacer(minLength: nil)), text("Done", "b")])
    let f = frames(h.modifier(.frame(width: 300, height: 44, alignment: .center)))
    #expect(f["/a"]?.x == 45.0 && f["/b"]?.maxX == 345.0)
  }

  @Test func flexibleChildrenShareEqually() {
    let h = ViewNode(.hstack(alignment: .center, spacing: 0), children: [color("a"), color("b"), color("c")])
    let f = frames(h.modifier(.frame(width: 300, height: 50, alignment: .center)))
    #expect(f["/a"]?.width == 100 && f["/b"]?.width == 100 && f["/c"]?.width == 100)
    #expect(f["/b"]?.x == 145.0)
  }

  @Test func leastFlexibleChildIsSizedFirst() {
    // A fixed 50 pt child is offered its share first; the colours split what is left.
    let fixed = color("f").modifier(.frame(width: 50, height: nil, alignment: .center))
    let h = ViewNode(.hstack(alignment: .center, spacing: 10), children: [color("a"), fixed, color("b")])
    let f = frames(h.modifier(.frame(width: 300, height: 50, alignment: .center)))
    #expect(f["/f"]?.width == 50)
    #expect(f["/a"]?.width == 115 && f["/b"]?.width == 115)
  }

  @Test func textWrapsInAnHStackShareButNotTheFixedPart() {
    // SwiftUI gives the less flexible text its ideal width first.
    let long = text("one two three four five six", "long")
    let short = text("OK", "short")
    let h = ViewNode(.hstack(alignment: .top, spacing: 0), children: [long, short])
    let f = frames(h.modifier(.frame(width: 100, height: 200, alignment: .topLeading)))
    #expect(f["/short"]?.width == 17)
    #expect(f["/long"]!.width <= 83 && f["/long"]!.height > 22)
  }

  @Test func layoutPriorityWinsSpace() {
    let a = text("aaaaaaaaaa", "a")  // 85 pt ideal
    let b = text("bbbbbbbbbb", "b").modifier(.layoutPriority(1))
    let h = ViewNode(.hstack(alignment: .top, spacing: 0), children: [a, b])
    let f = frames(h.modifier(.frame(width: 120, height: 200, alignment: .topLeading)))
    #expect(f["/b"]?.width == 85)
    #expect(f["/a"]!.width <= 35)
  }

  @Test func zstackIsAsBigAsItsBiggestChild() {
    let z = ViewNode(
      .zstack(alignment: .center),
      children: [text("Hello", "a"), text("Hi", "b").modifier(.padding(.all, 20))])
    #expect(size(z, .unspecified) == Size(width: 57, height: 62))
  }
}

@Suite struct FrameAndPaddingTests {
  @Test func defaultPaddingIs16() {
    #expect(
      size(text("Hi", "a").modifier(.padding(.all, nil)), .unspecified)
        == Size(width: 17 + 32, height: 22 + 32))
    #expect(
      size(text("Hi", "a").modifier(.padding(.horizontal, 10)), .unspecified) == Size(width: 37, height: 22))
  }

  @Test func fixedFrameIsExactAndAlignsItsChild() {
    let f = frames(text("Hi", "a").modifier(.frame(width: 100, height: 50, alignment: .bottomTrailing)))
    #expect(f["/a"] == Rect(x: (390 - 100) / 2 + 83, y: (844 - 50) / 2 + 28, width: 17, height: 22))
  }

  @Test func maxWidthInfinityFillsAndMinWidthHugs() {
    let fill = text("Hi", "a").modifier(
      .flexibleFrame(
        minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil, maxHeight: nil,
        alignment: .leading))
    #expect(size(fill, ProposedSize(width: 300, height: 100)) == Size(width: 300, height: 22))
    #expect(size(fill, .unspecified) == Size(width: 17, height: 22))  // ideal: the child's
    let hug = text("Hi", "a").modifier(
      .flexibleFrame(
        minWidth: 100, idealWidth: nil, maxWidth: nil, minHeight: nil, idealHeight: nil, maxHeight: nil,
        alignment: .center))
    #expect(size(hug, ProposedSize(width: 300, height: 100)) == Size(width: 100, height: 22))
    let capped = color("c").modifier(
      .flexibleFrame(
        minWidth: nil, idealWidth: nil, maxWidth: 120, minHeight: 40, idealHeight: nil, maxHeight: 60,
        alignment: .center))
    #expect(size(capped, ProposedSize(width: 300, height: 10)) == Size(width: 120, height: 40))
  }

  @Test func textWrapsToTheProposedWidth() {
    let t = text("one two three", "t")  // 13 characters, 110.5 pt on one line
    // "one two" / "three"
    #expect(size(t, ProposedSize(width: 80, height: nil)) == Size(width: 59.5, height: 44))
    #expect(size(t, .unspecified) == Size(width: 110.5, height: 22))
  }

  @Test func backgroundTakesTheContentsSize() {
    let v = text("Hi", "a").modifier(.padding(.all, 14)).modifier(
      .background(color("bg"), alignment: .center))
    let f = frames(
      ViewNode(.vstack(alignment: .leading, spacing: 0), children: [v]).modifier(
        .frame(width: 300, height: 300, alignment: .topLeading)))
    #expect(f["/bg"]?.width == 45 && f["/bg"]?.height == 50)
  }
}

@Test func groupsInsideAZStackAreItsChildren() {
  // `ZStack { Color…; VStack… }` from a view builder arrives as a ZStack holding a Group: the
  // group's views are the ZStack's layers, each as big as the ZStack, not stacked vertically.
  let group = ViewNode(.group, children: [color("back"), text("front", "front")])
  let z = ViewNode(.zstack(alignment: .center), children: [group])
  let f = frames(z.modifier(.frame(width: 300, height: 500, alignment: .center)))
  #expect(f["/back"]?.height == 500.0 && f["/back"]?.width == 300.0)
}
