import Detents
import Layout
import SwiftSource
import SwiftUIRuntime

/// A live preview, the engine of an editor's canvas: it takes edits, taps, touches, drags of
/// the sheet and time steps one at a time and always has the current screen.
///
/// The session is a pure function of its history: the source, the options and the
/// interactions so far, each at its time. A step of time or an interaction continues the
/// live run where it stopped (its state, suspended tasks and moving sheets: a
/// ``ProgramSession``), so a step costs only the time it covers; an edit or a change of
/// options replays the history from t = 0 into the new code (the same taps land in it), so
/// any state can be reproduced from its history alone. Both give the same screen: a test
/// compares them step by step.
///
///     var session = PreviewSession(text, path: "Demo.swift")
///     try session.tap("Show details")
///     try session.advance(by: 0.5)
///     try session.drag(by: -300, over: 0.2)
///     let list = session.displayList(measurer: measurer)
public struct PreviewSession: Sendable {
  /// The source as last edited.
  public private(set) var source: PreviewSource
  /// The options: the environment, the session's time and every interaction so far.
  public private(set) var options: PreviewOptions
  /// The last run: its diagnostics, or the run and its screen.
  public private(set) var result: PreviewResult
  /// The screen of the last run that worked; kept while an edit has errors, so that an editor
  /// shows the last good screen with the diagnostics.
  public private(set) var screen: PreviewScreen?
  /// The live run that the next step continues, and how many steps it has taken when this
  /// value took its last one. A copy of the session that stepped on shares the run but not
  /// the count, so it sees the run is not its own and replays instead.
  private var live: ProgramSession?
  private var liveSteps = 0
  /// How many steps have continued the live run rather than replayed (for tests and the
  /// Studio's statistics).
  public private(set) var continuedSteps = 0
  /// The interactions after the time a ``seek(to:)`` went back to: steps of time replay them
  /// when they come due (a clock played again); a new interaction forgets them.
  public private(set) var future: [(time: Double, Interaction)] = []

  /// A session on `text`, run to `options.time` with `options.interactions`.
  public init(_ text: String, path: String, options: PreviewOptions = PreviewOptions()) {
    self.init(source: PreviewSource(text, path: path), options: options)
  }

  /// A session on a loaded source (one file, or a module of several), run to `options.time`
  /// with `options.interactions`.
  public init(source: PreviewSource, options: PreviewOptions = PreviewOptions()) {
    self.source = source
    self.options = options
    (result, live) = source.start(options)
    liveSteps = live?.steps ?? 0
    screen = result.screen
  }

  /// The virtual time the session has reached.
  public var time: Double { options.time }

  /// The diagnostics of the last run: empty when it worked.
  public var diagnostics: [PreviewDiagnostic] { result.diagnostics }

  /// The display list of the current screen (the last good one while there are diagnostics).
  public func displayList<M: TextMeasurer>(measurer: M) -> DisplayList? {
    screen?.displayList(measurer: measurer)
  }

  /// Replaces the source and re-runs it to the same time with the same interactions. An edit
  /// with errors is kept (the next edit can fix it): its diagnostics are in ``diagnostics``,
  /// ``screen`` stays the last good one.
  public mutating func edit(_ text: String) {
    source = PreviewSource(text, path: source.path)
    rerun()
  }

  /// Changes the options that are not history (device, orientation, appearance, …) and
  /// re-runs; `change` must leave `time` and `interactions` alone.
  public mutating func configure(_ change: (inout PreviewOptions) -> Void) {
    let (time, interactions) = (options.time, options.interactions)
    change(&options)
    options.time = time
    options.interactions = interactions
    rerun()
  }

  /// Lets `seconds` of virtual time pass: tasks run, sheets move.
  public mutating func advance(by seconds: Double) throws(PreviewDiagnostic) {
    try apply(to: options.time + max(0, seconds), adding: nil)
  }

  /// Taps the button whose label contains `label`, now. A tap that finds no such button is
  /// thrown and not kept.
  public mutating func tap(_ label: String) throws(PreviewDiagnostic) {
    try apply(to: options.time, adding: .tapButton(label))
  }

  /// Touches and holds the view whose label contains `label`, now: its context menu opens. A
  /// press that finds no such view is thrown and not kept.
  public mutating func longPress(_ label: String) throws(PreviewDiagnostic) {
    try apply(to: options.time, adding: .longPress(label))
  }

  /// Resizes the front Mac window sheet by its edge to `height` points, now.
  public mutating func resize(toHeight height: Double) throws(PreviewDiagnostic) {
    try apply(to: options.time, adding: .resizeSheet(height: height))
  }

  /// Resizes the front Mac window sheet by its side edges to `width` points, now.
  public mutating func resize(toWidth width: Double) throws(PreviewDiagnostic) {
    try apply(to: options.time, adding: .resizeSheet(width: width))
  }

  /// Presses `key` now: it runs the front window's button with the matching shortcut.
  public mutating func press(_ key: KeyPress) throws(PreviewDiagnostic) {
    try apply(to: options.time, adding: .key(key))
  }

  /// A touch on the presenting view (or on the sheet's content, `onSheet`), now: it runs the
  /// gestures attached there.
  public mutating func touch(onSheet: Bool = false) throws(PreviewDiagnostic) {
    try apply(to: options.time, adding: .touch(onSheet: onSheet))
  }

  /// Drags the front sheet by its grabber `distance` points (positive down) over `seconds`,
  /// from now (a `FingerMove`, released at its end); the session's time moves to the end of
  /// the drag.
  public mutating func drag(by distance: Double, over seconds: Double) throws(PreviewDiagnostic) {
    let duration = max(0, seconds)
    try apply(to: options.time + duration, adding: .dragSheet(translation: distance, duration: duration))
  }

  /// A finger goes down on the front sheet now and stays down (a pointer drag that is
  /// followed event by event: ``moveFinger(to:velocity:after:)``, then
  /// ``liftFinger(at:velocity:after:)``).
  public mutating func putFingerDown() throws(PreviewDiagnostic) {
    try apply(to: options.time, adding: .fingerDown)
  }

  /// `seconds` after the last step, the finger that is down is at `translation` points from
  /// where it went down (positive down), moving at `velocity` pt/s; the sheet follows it.
  public mutating func moveFinger(to translation: Double, velocity: Double, after seconds: Double)
    throws(PreviewDiagnostic)
  {
    let t = options.time + max(0, seconds)
    try apply(to: t, adding: .fingerMoved(translation: translation, velocity: velocity), at: t)
  }

  /// `seconds` after the last step, the finger lifts at `translation` with `velocity`: the
  /// sheet settles (the steps of time that follow play it).
  public mutating func liftFinger(at translation: Double, velocity: Double, after seconds: Double)
    throws(PreviewDiagnostic)
  {
    let t = options.time + max(0, seconds)
    try apply(to: t, adding: .fingerLifted(translation: translation, velocity: velocity), at: t)
  }

  /// Shows the session at time `t`, earlier or later: the history is replayed to `t` with the
  /// interactions made before it; those after it are kept in ``future`` for the steps of time
  /// that follow (a scrubber moved back and played again shows the same thing).
  public mutating func seek(to t: Double) throws(PreviewDiagnostic) {
    do { try InteractionLimits.checkTime(t, "the time") } catch {
      throw PreviewDiagnostic(.options, error.message)
    }
    var all = options.interactions + future
    // Stable by time: two interactions at one time keep their order.
    // (A closure, not a key path: Embedded Swift has none.)
    all = all.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map {
      $0.element
    }
    options.interactions = all.filter { $0.time <= t + 1e-12 }
    future = all.filter { $0.time > t + 1e-12 }
    options.time = t
    rerun()
  }

  /// Goes back to t = 0 and forgets every interaction (for a history that an edit made
  /// impossible, as a tap on a button the edit renamed).
  public mutating func restart() {
    options.time = 0
    options.interactions = []
    future = []
    rerun()
  }

  /// Runs the history with one more interaction (at the current time, or at `when`) to
  /// `time`. The step is kept only when the run works; else what stopped it is thrown and
  /// nothing changes (while the source has errors, no step is taken).
  private mutating func apply(to time: Double, adding interaction: Interaction?, at when: Double? = nil)
    throws(PreviewDiagnostic)
  {
    var next = options
    var added = interaction.map { [(time: when ?? options.time, $0)] } ?? []
    var later = future
    if interaction == nil {
      // A step of time after a seek back: the interactions it reaches happen again.
      let due = later.prefix { $0.time <= time + 1e-12 }.count
      added = Array(later.prefix(due))
      later.removeFirst(due)
    } else {
      later = []
    }
    next.interactions += added
    next.time = time
    if let problem = PreviewSource.timeProblem(next) { throw problem }
    // Continue the live run when it is this session's and at this session's time.
    if let live, !live.isBroken, live.steps == liveSteps, result.run != nil {
      let step = PreviewSource.advance(live, to: next.runTime, interactions: added)
      if step.run != nil {
        continuedSteps += 1
        liveSteps = live.steps
        future = later
        options = next
        result = step
        screen = step.screen
        return
      }
      // The step failed: the live run is broken. Replay, which says why, and keeps nothing.
      self.live = nil
    }
    let (run, session) = source.start(next)
    if let first = run.diagnostics.first(where: { $0.severity == .error }) { throw first }
    future = later
    options = next
    result = run
    screen = run.screen
    live = session
    liveSteps = session?.steps ?? 0
  }

  private mutating func rerun() {
    (result, live) = source.start(options)
    liveSteps = live?.steps ?? 0
    if let s = result.screen { screen = s }
  }
}
