import Detents
import Layout
import SwiftUIRuntime
import ViewTree

/// The screen a run left, the one model every drawing of it starts from: the environment it ran
/// in, the presenting view and the front presentation as the runtime reports it.
public struct PreviewScreen: Sendable {
  /// The environment the program ran in (a preview's `preferredColorScheme` applied).
  public let environment: SheetEnvironment
  /// The presenting view: the evaluated tree of the entry point.
  public let root: ViewNode
  /// The front presentation (the last presented), with its content and the engine's sheet.
  public let presentation: PresentedState?
  /// The sheets behind the front one, bottom first: each presented the next (a sheet over a
  /// sheet); they are drawn behind it as they are.
  public let underneath: [PresentedState]
  /// The front alert or confirmation dialog, drawn over everything in every frame.
  public let dialog: PresentedDialog?

  /// The screen of a run's end.
  public init(run: RunResult) {
    environment = run.environment
    root = run.tree
    presentation = run.presentations.last
    underneath = Array(run.presentations.dropLast())
    dialog = run.dialogs.last
  }

  /// The screen at the run's end: the sheet where the program and the engine left it, moving
  /// or at rest.
  public var current: Screen { screen(with: presentation?.sheet, underneath: underneath) }

  /// What `detents preview` draws. Without a presentation, the program alone; with one, the
  /// sheet at rest where the program put it (as presented), then at each of its stops, lowest
  /// first.
  public var frames: [PreviewFrame] {
    guard let p = presentation else { return [PreviewFrame(kind: .program, screen: current)] }
    var rest = p.sheet
    rest.advance(to: rest.time + Motion.maximumDuration)
    // The sheets behind rest too.
    let behind = underneath.map { u in
      var s = u.sheet
      s.advance(to: s.time + Motion.maximumDuration)
      return u.with(sheet: s)
    }
    // The stop the sheet rests on: another detent than the selection where the selection falls
    // back (`.medium` in compact height rests at `.large`).
    let shown = rest.resolution.stopIndex(of: rest.currentDetent).map { rest.resolution.stops[$0].detent }
    var out = [
      PreviewFrame(
        kind: .asPresented(rest.currentDetent, showing: shown ?? rest.currentDetent),
        screen: screen(with: rest, underneath: behind))
    ]
    for stop in rest.resolution.stops {
      var s = rest
      s.select(stop.detent, animation: nil, at: s.time)
      out.append(PreviewFrame(kind: .detent(stop), screen: screen(with: s, underneath: behind)))
    }
    return out
  }

  /// The display list of ``current``, its text measured by `measurer`.
  public func displayList<M: TextMeasurer>(measurer: M) -> DisplayList {
    compose(current, measurer: measurer)
  }

  /// This screen with the front presentation's sheet in state `sheet` in front of `underneath`.
  func screen(with sheet: PresentedSheet?, underneath: [PresentedState]) -> Screen {
    guard let p = presentation, let sheet else {
      return Screen(environment: environment, root: root, dialog: dialog)
    }
    return Screen(
      environment: environment, root: root, presentation: p.with(sheet: sheet), underneath: underneath,
      dialog: dialog)
  }
}

extension PreviewScreen {
  /// How the runtime learns its `GeometryReader`s' geometry: the screen laid out as it is
  /// drawn, with `measurer`, the front sheet at rest where it is going (a reader in a sheet
  /// sees the sheet's place once it has moved there, not a frame of its animation).
  static func readerLayout(measurer: any TextMeasurer) -> ReaderLayout {
    { request in
      var front = request.presentations.last
      if var sheet = front?.sheet {
        sheet.advance(to: sheet.time + Motion.maximumDuration)
        front = front?.with(sheet: sheet)
      }
      let screen = Screen(
        environment: request.environment, root: request.root, presentation: front,
        dialog: request.dialogs.last)
      return ScreenComposer(measurer: measurer).readerGeometry(screen)
    }
  }
}

/// One drawing of a preview: the program alone, the sheet as presented, or the sheet at one
/// detent.
public struct PreviewFrame: Sendable {
  /// Which drawing a frame is.
  public enum Kind: Sendable {
    /// Nothing is presented: the program's view alone.
    case program
    /// The sheet at rest where the program put it: the selection, and the stop it shows
    /// (another detent where the selection falls back, as `.medium` in compact height).
    case asPresented(PresentationDetent, showing: PresentationDetent)
    /// The sheet at one of its stops.
    case detent(DetentStop)
  }

  /// Which drawing.
  public let kind: Kind
  /// Its screen, for Layout.
  public let screen: Screen

  /// The front sheet in this frame, nil for the program alone.
  public var sheet: PresentedSheet? { screen.presentation?.sheet }

  /// How `detents preview` names the frame: `—`, `as presented: medium`, `height:400`;
  /// `as presented: medium → large` where the selection falls back to another stop.
  public var label: String {
    switch kind {
    case .program: "—"
    case .asPresented(let d, let shown) where shown != d: "as presented: \(d) → \(shown)"
    case .asPresented(let d, _): "as presented: \(d)"
    case .detent(let stop): stop.detent.description
    }
  }

  /// The frame's display list, its text measured by `measurer`.
  public func displayList<M: TextMeasurer>(measurer: M) -> DisplayList {
    compose(screen, measurer: measurer)
  }
}

/// Lays out and composes a screen: the one place the pipeline calls the composer.
func compose<M: TextMeasurer>(_ screen: Screen, measurer: M) -> DisplayList {
  ScreenComposer(measurer: measurer).compose(screen)
}
