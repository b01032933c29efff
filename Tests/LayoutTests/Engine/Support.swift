import Detents
import Layout
import ViewTree

/// Lays out `node` offered `width` × `height` with fixed text metrics (every character 0.5 ×
/// the font size wide, lines 1.2 × apart), light, at 3× scale: at its size at the origin, or
/// centred in the space as a hosting view does.
func layOut(_ node: ViewNode, width: Double, height: Double, centred: Bool, recordsFrames: Bool)
  -> DrawContext
{
  let env = LayoutEnvironment(
    palette: Palette(scheme: .light, os: .latest), dynamicTypeSize: .large,
    measurer: FixedMetricsTextMeasurer(), scale: 3)
  let root = LayoutBuilder().build(node, env)
  var ctx = DrawContext(recordsFrames: recordsFrames)
  let s = root.size(ProposedSize(width: width, height: height))
  let origin = centred ? Point((width - s.width) / 2, (height - s.height) / 2) : Point(0, 0)
  root.place(in: Rect(x: origin.x, y: origin.y, width: s.width, height: s.height), &ctx)
  return ctx
}

/// The display list of `node` offered `width` × `height`, laid out at its size at the origin.
func laidOut(_ node: ViewNode, width: Double = 200, height: Double = 200) -> [DisplayItem] {
  layOut(node, width: width, height: height, centred: false, recordsFrames: false).items
}
