import Detents
import Layout
import SwiftUIRuntime
import ViewTree

/// Measures a fitted sheet's content with Layout, for the runtime (``ContentSizer``): the
/// content laid out at the sheet's width, at the elevated level, in its ideal height (SwiftUI's
/// `presentationSizing(.fitted)`: "dictated by the ideal size of the content").
final class LayoutContentSizer: ContentSizer {
  let measurer: any TextMeasurer

  init(measurer: any TextMeasurer) { self.measurer = measurer }

  func idealHeight(of content: ViewNode, in environment: SheetEnvironment) -> Double? {
    var unfitted = environment
    unfitted.fittedContentHeight = nil
    // The width the sheet has whatever its height (a form sheet's on iPad).
    let geometry = SheetGeometry(unfitted)
    guard geometry.width > 0 else { return nil }
    let env = layoutEnvironment(
      environment, box: Rect(x: 0, y: 0, width: geometry.width, height: geometry.maxDetentValue))
    let height = LayoutBuilder().build(content, env).size(ProposedSize(width: geometry.width, height: nil))
      .height
    return height.isFinite && height > 0 ? height : nil
  }

  func idealSize(of content: ViewNode, in environment: SheetEnvironment) -> Size? {
    let screen = environment.device.size(environment.orientation)
    let env = layoutEnvironment(
      environment, box: Rect(x: 0, y: 0, width: screen.width, height: screen.height))
    let size = LayoutBuilder().build(content, env).size(ProposedSize(width: nil, height: nil))
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
    return size
  }

  func widthLimits(of content: ViewNode, in environment: SheetEnvironment) -> ClosedRange<Double>? {
    let screen = environment.device.size(environment.orientation)
    let env = layoutEnvironment(
      environment, box: Rect(x: 0, y: 0, width: screen.width, height: screen.height))
    let node = LayoutBuilder().build(content, env)
    let narrowest = node.size(ProposedSize(width: 0, height: nil)).width
    let widest = node.size(ProposedSize(width: .infinity, height: nil)).width
    guard narrowest.isFinite, narrowest >= 0, widest >= narrowest else { return nil }
    return narrowest...widest
  }

  /// A sheet content's layout environment: at the elevated level, on the device's platform,
  /// filling `box`.
  private func layoutEnvironment(_ environment: SheetEnvironment, box: Rect) -> LayoutEnvironment {
    var env = LayoutEnvironment(
      palette: Palette(scheme: environment.values.colorScheme, os: environment.os, elevated: true),
      dynamicTypeSize: environment.values.dynamicTypeSize, measurer: measurer,
      scale: environment.device.scale)
    env.platform = environment.device.family
    env.container = box
    env.safeArea = box
    return env
  }
}
