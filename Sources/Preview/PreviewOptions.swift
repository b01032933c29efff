import Detents
import Layout
import SwiftUIRuntime

/// Which entry point of a file runs: its first preview, the Nth, or one by name.
public enum PreviewEntry: Hashable, Sendable {
  /// The first `#Preview` or `PreviewProvider` view.
  case first
  /// The preview numbered N (from 1), as ``PreviewSource/previews()`` lists them
  /// (`--preview N`).
  case number(Int)
  /// The preview with this name (`#Preview("NAME")`, `previewDisplayName`, the provider), or
  /// else the view type NAME (`--view NAME`).
  case named(String)
}

/// Everything a preview depends on besides the source: where it is shown (device,
/// orientation, OS, Dynamic Type, appearance, Reduce Motion, presentation style), how long the
/// program runs, what a person does on the way, the evaluation budget and which preview runs.
public struct PreviewOptions: Sendable {
  /// The device, from `DeviceCatalog`.
  public var device: Device
  /// Portrait or landscape; a device without the orientation shows portrait.
  public var orientation: Orientation
  /// The OS release the program runs on.
  public var os: OSVersion
  /// The Dynamic Type size.
  public var dynamicTypeSize: DynamicTypeSize
  /// Light or dark appearance; a preview's `preferredColorScheme` overrides it.
  public var colorScheme: ColorScheme
  /// The Reduce Motion setting (`accessibilityReduceMotion`).
  public var reduceMotion: Bool
  /// The presentation style the sheet is shown in (`presentationSizing`, cover, popover).
  public var style: PresentationStyle
  /// Seconds of virtual time the program runs for (`--at`); the run goes on at least to the
  /// last interaction, so that none is dropped.
  public var time: Double
  /// What a person does, and when: touches, taps on buttons by label, drags of the sheet.
  public var interactions: [(time: Double, Interaction)]
  /// Limits on the evaluation, so that an endless loop ends with an error.
  public var budget: RunBudget
  /// Which entry point runs.
  public var entry: PreviewEntry
  /// The text measurer for the layouts a run needs before drawing: `GeometryReader`s (so that
  /// what a reader's content says, a `minY`, is where the drawing puts it) and the content of a
  /// `.fitted` sheet (so that the sheet fits its text as drawn). Give the one that draws
  /// (Pango); the default is fixed metrics.
  public var measurer: any TextMeasurer = FixedMetricsTextMeasurer()

  /// Options for `environment` (its device, orientation, OS, style, Dynamic Type, colour
  /// scheme and Reduce Motion), at t = 0, without interactions, the first preview.
  public init(
    environment: SheetEnvironment = SheetEnvironment(), time: Double = 0,
    interactions: [(time: Double, Interaction)] = [], budget: RunBudget = RunBudget(),
    entry: PreviewEntry = .first
  ) {
    device = environment.device
    orientation = environment.orientation
    os = environment.os
    style = environment.style
    dynamicTypeSize = environment.values.dynamicTypeSize
    colorScheme = environment.values.colorScheme
    reduceMotion = environment.values.accessibilityReduceMotion
    self.time = time
    self.interactions = interactions
    self.budget = budget
    self.entry = entry
  }

  /// The environment the program runs in, built from the options (size classes follow the
  /// device and orientation).
  public var environment: SheetEnvironment {
    SheetEnvironment(
      device: device, orientation: orientation, os: os, style: style, dynamicTypeSize: dynamicTypeSize,
      colorScheme: colorScheme, reduceMotion: reduceMotion)
  }

  /// How long the program runs: `time`, or the last interaction's time when that is later.
  public var runTime: Double {
    var end = time
    for i in interactions where i.time > end { end = i.time }
    return end
  }
}
