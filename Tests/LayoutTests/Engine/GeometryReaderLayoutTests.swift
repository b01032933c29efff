import Detents
import Layout
import Testing
import ViewTree

/// A reader's recorded frame and its content's, laid out offered 200 × 300.
private func readerLayout(_ node: ViewNode) -> DrawContext {
  layOut(node, width: 200, height: 300, centred: false, recordsFrames: true)
}

@Suite struct GeometryReaderLayoutTests {
  /// `VStack(spacing: 0) { Color.frame(height: 50); GeometryReader { Text("A") } }`.
  static let underAFixedHeight = ViewNode(
    .vstack(alignment: .center, spacing: 0),
    children: [
      ViewNode(.color(.color(.red))).modifier(.frame(width: nil, height: 50, alignment: .center)),
      ViewNode(
        .geometryReader(geometry: nil), children: [ViewNode(.text("A"))],
        identity: ViewIdentity(["reader"])),
    ])

  @Test func aReaderTakesWhatIsLeftAndPlacesItsContentAtItsTopLeadingCorner() throws {
    let ctx = readerLayout(Self.underAFixedHeight)
    let reader = try #require(ctx.readers.first { $0.identity == ViewIdentity(["reader"]) })
    // All of the 200 × 300 offered but the 50 pt above it.
    #expect(reader.geometry.frame == Rect(x: 0, y: 50, width: 200, height: 250))
    let node = try #require(ctx.frames.first { $0.node == "GeometryReaderNode" })
    #expect(node.frame == reader.geometry.frame)
    // "A" at the corner, not centred as a ZStack would.
    let text = try #require(ctx.frames.first { $0.node == "TextNode" })
    #expect(text.frame.origin == Point(0, 50))
  }

  @Test func aReaderOfferedNoLengthIsTenPoints() throws {
    let ctx = layOut(
      ViewNode(.hstack(alignment: .center, spacing: 0), children: [ViewNode(.geometryReader(geometry: nil))]),
      width: 200, height: 300, centred: false, recordsFrames: true)
    // In an HStack it takes the whole height offered; asked for its ideal size, 10 × 10.
    let reader = try #require(ctx.readers.first)
    #expect(reader.geometry.frame.height == 300)
    let ideal = LayoutBuilder().build(
      ViewNode(.geometryReader(geometry: nil)),
      LayoutEnvironment(
        palette: Palette(scheme: .light, os: .latest), dynamicTypeSize: .large,
        measurer: FixedMetricsTextMeasurer(), scale: 3)
    ).size(.unspecified)
    #expect(ideal == Size(width: 10, height: 10))
  }

  @Test func aNamedCoordinateSpaceIsTheFrameOfTheViewThatNamesIt() throws {
    let named = ViewNode(
      .vstack(alignment: .center, spacing: 0),
      children: [
        ViewNode(.color(.color(.red))).modifier(.frame(width: nil, height: 40, alignment: .center)),
        Self.underAFixedHeight.modifier(.coordinateSpace("card")),
      ])
    let ctx = readerLayout(named)
    let g = try #require(ctx.readers.first).geometry
    #expect(g.namedSpaces["card"] == Rect(x: 0, y: 40, width: 200, height: 260))
    #expect(g.frame(in: .named("card")) == Rect(x: 0, y: 50, width: 200, height: 210))
    #expect(g.frame(in: .local) == Rect(x: 0, y: 0, width: 200, height: 210))
    #expect(g.frame(in: .global)?.y == 90)
    #expect(g.frame(in: .named("other")) == nil)
  }

  @Test func aReaderInsideAnOpacityGroupIsStillFound() throws {
    let ctx = readerLayout(Self.underAFixedHeight.modifier(.opacity(0.5)).modifier(.coordinateSpace("o")))
    let g = try #require(ctx.readers.first).geometry
    #expect(g.frame.y == 50)
    #expect(g.namedSpaces["o"] != nil)
  }
}
