import Detents
import Portable
import SwiftSource
import ViewTree

/// What a run produced: the view tree at the end, the presentations, and what happened.
public struct RunResult: Sendable {
  public let time: Double
  public let tree: ViewNode
  public let presentations: [PresentedState]
  /// The alerts and confirmation dialogs on screen, in the order they were presented (the last
  /// is in front).
  public let dialogs: [PresentedDialog]
  /// Events in time order: state changes, task starts and ends, sheet events, prints.
  public let log: [String]
  /// The environment the program ran in (the preview's `preferredColorScheme` applied).
  public let environment: SheetEnvironment
  /// The entry point that ran, from 0 in `SwiftUIProgram.previews()`; nil for a view type run by
  /// name.
  public let preview: Int?
  /// When neither a preview nor `--view` chose the root: the view type that ran and why.
  public var entryPoint: String? = nil
  /// The semantic pass's warnings: known SwiftUI that does not run yet, in code the run may
  /// never reach (it is an error if the run reaches it).
  public internal(set) var warnings: [Diagnostic] = []
}

/// Lays out a screen and says what each `GeometryReader` on it learns, by the reader's
/// identity: how the runtime, which does not lay out, gives readers their geometry. The
/// pipeline (Preview) lays out with the text measurer it draws with.
public typealias ReaderLayout = @Sendable (ReaderLayoutRequest) -> [ViewIdentity: ReaderGeometry]

/// The screen a ``ReaderLayout`` lays out: the tree just evaluated and what is presented.
public struct ReaderLayoutRequest: Sendable {
  /// The presenting view.
  public let root: ViewNode
  /// The presentations on screen, the front one last (their sheets where the engine has them).
  public let presentations: [PresentedState]
  /// The alerts and dialogs on screen, the front one last.
  public let dialogs: [PresentedDialog]
  /// The environment the program runs in.
  public let environment: SheetEnvironment
}

/// Something a person does to a running program.
public enum Interaction: Sendable {
  /// A touch on the presenting view (background) or on the front sheet's content: runs the
  /// gestures attached there (`DragGesture.onChanged/onEnded`, tap gestures).
  case touch(onSheet: Bool)
  /// A drag of the front sheet by its grabber: points (positive down) over seconds.
  case dragSheet(translation: Double, duration: Double)
  /// Taps the button whose label contains this text.
  case tapButton(String)
  /// Touches and holds the view whose label contains this text: opens its `contextMenu`, or
  /// the menu of a `Menu` with a `primaryAction:`.
  case longPress(String)
  /// A finger goes down on the front sheet (its grabber or its body) and stays down: the
  /// ``fingerMoved(translation:velocity:)`` that follow drag it, ``fingerLifted(translation:velocity:)``
  /// lets it go. What a live canvas sends while a pointer drags, one event at a time.
  case fingerDown
  /// The finger that is down has moved `translation` points from where it went down (positive
  /// down), moving at `velocity` pt/s: the sheet follows (rubber-banded past its ends).
  case fingerMoved(translation: Double, velocity: Double)
  /// The finger lifts at `translation` with `velocity`: the sheet projects the velocity and
  /// settles on a detent, or dismisses.
  case fingerLifted(translation: Double, velocity: Double)
  /// A key press on the front window (the front sheet's, else the root's): Return runs the
  /// button with `.keyboardShortcut(.defaultAction)`, Escape the `.cancelAction` one (seed 003:
  /// "Return and Escape run Add and Cancel through their shortcuts").
  case key(KeyPress)
  /// A person drags the front Mac window sheet's edges until it is this wide and this tall
  /// (points; nil keeps that side as it is).
  case resizeSheet(width: Double? = nil, height: Double? = nil)
}

/// A key a person presses that a program's buttons can answer through their shortcuts.
public enum KeyPress: String, Sendable, CaseIterable {
  case `return`, escape

  /// The `KeyboardShortcut` the key triggers.
  public var shortcut: String { self == .return ? "defaultAction" : "cancelAction" }
  /// How a log names it.
  public var name: String { self == .return ? "Return" : "Escape" }
}

/// A SwiftUI program loaded from source: run it to a time, with interactions on the way.
public final class SwiftUIProgram: @unchecked Sendable {
  public let path: String
  public let tree: SyntaxTree

  /// Parses `source`; syntax errors are returned as diagnostics by `load`.
  public init(source: String, path: String) {
    self.path = path
    self.tree = SourceFile.parse(source)
  }

  /// The program of a tree already parsed.
  public init(tree: SyntaxTree, path: String) {
    self.path = path
    self.tree = tree
  }

  /// The syntax errors, if any.
  public var diagnostics: [Diagnostic] { tree.diagnostics }

  /// The program's entry points, in source order: `#Preview`s, `PreviewProvider`s, and each
  /// view of a provider's `Group`. Throws what reading the declarations throws.
  public func previews() throws(RunError) -> [PreviewInfo] {
    if let first = tree.diagnostics.first(where: { $0.severity == .error }) {
      throw .error(RuntimeError(first))
    }
    do {
      return try Interpreter(tree: tree, path: path, budget: RunBudget()).previews.map { $0.info }
    } catch {
      throw RunError(error)
    }
  }

  /// Runs one entry point to time `until`, applying `interactions` at their times: the preview
  /// numbered `preview` (from 0, as in ``previews()``), else the preview or view type named
  /// `root`, else the first preview.
  public func run(
    until: Double = 0, environment: SheetEnvironment = SheetEnvironment(), root: String? = nil,
    preview: Int? = nil, interactions: [(time: Double, Interaction)] = [], budget: RunBudget = RunBudget()
  ) throws(RunError) -> RunResult {
    let session = try ProgramSession(
      program: self, environment: environment, root: root, preview: preview, budget: budget)
    return try session.advance(to: until, interactions: interactions)
  }
}

/// A run that goes on: it starts the program once and then takes steps of time and
/// interactions, each continuing where the last one stopped (its state, its suspended
/// tasks, its sheets in motion), as a live canvas needs. ``SwiftUIProgram/run(until:environment:root:preview:interactions:budget:)``
/// is one session taken to its time in one step, so a session's steps and one run over the
/// same history give the same result.
///
/// A step that fails (a run error, a tap on a button that is not there) leaves the session
/// between two states: every later step throws ``ProgramSession/isBroken``'s error, and the
/// caller replays the history in a new session.
public final class ProgramSession: @unchecked Sendable {
  /// The semantic pass's warnings, found before the program started.
  public let warnings: [Diagnostic]
  private let program: SwiftUIProgram
  private let environment: SheetEnvironment
  private let root: String?
  private let preview: Int?
  private let budget: RunBudget
  private let readerLayout: ReaderLayout?
  private let contentSizer: (any ContentSizer)?
  private var runtime: ProgramRuntime?
  /// The error that broke the session, if a step failed.
  public private(set) var failure: RunError?

  /// A session of `program` in `environment`: syntax and the semantic pass are checked
  /// here (their errors are thrown); the program starts with the first step.
  /// `readerLayout` lays the screen out for `GeometryReader`s (nil: their proxies know no
  /// frame, all zero); `contentSizer` measures the content of `.fitted` sheets (without one
  /// they are sized as form sheets).
  public init(
    program: SwiftUIProgram, environment: SheetEnvironment = SheetEnvironment(), root: String? = nil,
    preview: Int? = nil, budget: RunBudget = RunBudget(), readerLayout: ReaderLayout? = nil,
    contentSizer: (any ContentSizer)? = nil
  ) throws(RunError) {
    self.readerLayout = readerLayout
    if let first = program.tree.diagnostics.first(where: { $0.severity == .error }) {
      throw .error(RuntimeError(first))
    }
    let semantic = program.check(environment: environment)
    let errors = semantic.filter { $0.severity == .error }
    warnings = semantic.filter { $0.severity == .warning }
    if !errors.isEmpty {
      throw .semantic(SemanticErrors(errors: errors.map { RuntimeError($0) }, warnings: warnings))
    }
    self.program = program
    self.environment = environment
    self.root = root
    self.preview = preview
    self.budget = budget
    self.contentSizer = contentSizer
  }

  deinit { runtime?.shutDown() }

  /// How many steps have been taken.
  public private(set) var steps = 0

  /// Whether a step failed; later steps throw that step's error again.
  public var isBroken: Bool { failure != nil }

  /// The virtual time reached.
  public var time: Double { runtime?.now ?? 0 }

  /// Runs to `time`, applying `interactions` (at times from now on) on the way, and returns
  /// the state there.
  public func advance(to time: Double, interactions: [(time: Double, Interaction)] = []) throws(RunError)
    -> RunResult
  {
    if let failure { throw failure }
    steps += 1
    // The recursive evaluator goes as deep on the host stack as the program nests its calls
    // and views (up to the call-depth budget; 500 calls overflow an 8 MB stack in a debug
    // build): run it on a thread with a large stack, whatever thread the caller is on. Tasks
    // need no thread of their own: they are frames on the heap (TaskMachine.swift).
    // In the Embedded build there are no threads: the evaluator runs on the caller's stack,
    // which is set when the module is linked (Portable's Threads).
    let box = ResultBox()
    Threads.runWaiting(stackSize: 64 << 20) { [self] in
      do throws(RunError) {
        let live: ProgramRuntime
        if let runtime {
          live = runtime
          live.reopen()
        } else {
          live = try ProgramRuntime(
            program: program, environment: environment, budget: budget, readerLayout: readerLayout)
          live.contentSizer = contentSizer
          runtime = live
          try live.start(root: root, preview: preview)
        }
        // Custom detents answer from what they computed between steps (drawing asks them).
        defer { live.close() }
        box.result = .success(try live.advance(until: time, interactions: interactions))
      } catch {
        box.result = .failure(error)
      }
    }
    do throws(RunError) {
      var result = try box.result!.get()
      result.warnings = warnings
      return result
    } catch {
      failure = error
      runtime?.shutDown()
      throw error
    }
  }
}

extension SwiftUIProgram {
  /// The semantic pass's errors and warnings for a run in `environment` (its OS and
  /// platform), in source order; none when the program's use of SwiftUI checks out.
  /// ``run(until:environment:root:preview:interactions:budget:)`` runs it first and stops on
  /// its errors.
  public func check(environment: SheetEnvironment) -> [Diagnostic] {
    var pass = SemanticPass(tree: tree, os: environment.os, isMac: environment.device.family == .mac)
    return pass.run()
  }
}

/// What the semantic pass found: every error, in source order. A run stops on them before
/// anything is evaluated (``RunError/semantic(_:)``).
public struct SemanticErrors: Sendable {
  /// The errors, in source order; never empty.
  public let errors: [RuntimeError]
  /// The warnings found with them, in source order.
  public let warnings: [Diagnostic]
}

/// An interaction that cannot happen: a tap on a button that is not on screen
/// (``RunError/interaction(_:)``).
public struct InteractionError: CustomStringConvertible, Sendable {
  public let message: String
  public var description: String { message }
}

/// Measures a presentation's content, for `presentationSizing(.fitted)`: the runtime has no
/// layout of its own, so the host that draws (Preview, with Layout) tells it how tall the
/// content is.
public protocol ContentSizer: AnyObject, Sendable {
  /// The height `content` takes at its ideal size in a sheet presented in `environment` (its
  /// width the sheet's), or nil when it cannot tell.
  func idealHeight(of content: ViewNode, in environment: SheetEnvironment) -> Double?
  /// The size `content` takes at its ideal size when nothing is proposed (a Mac window sheet
  /// is as big as its content), or nil when it cannot tell.
  func idealSize(of content: ViewNode, in environment: SheetEnvironment) -> Size?
  /// The narrowest and widest `content` takes when offered no width and all the width there
  /// is (a Mac window sheet resizes between them), or nil when it cannot tell.
  func widthLimits(of content: ViewNode, in environment: SheetEnvironment) -> ClosedRange<Double>?
}

extension ContentSizer {
  /// A sizer that measures only heights cannot tell.
  public func idealSize(of content: ViewNode, in environment: SheetEnvironment) -> Size? { nil }
  /// A sizer that measures only heights cannot tell.
  public func widthLimits(of content: ViewNode, in environment: SheetEnvironment) -> ClosedRange<Double>? {
    nil
  }
}

/// Carries a run's result back from the thread it ran on.
final class ResultBox: @unchecked Sendable {
  var result: Result<RunResult, RunError>?
}

/// Runs one program: rendering, state, tasks on a virtual clock, and presentations.
final class ProgramRuntime: RuntimeHost, @unchecked Sendable {
  let interp: Interpreter
  /// Fixed once the root is chosen (a preview's `preferredColorScheme` sets its scheme).
  private(set) var environment: SheetEnvironment
  var os: OSVersion { environment.os }
  var isMac: Bool { environment.device.family == .mac }
  private(set) var now: Double = 0

  // State
  var stateCells: [String: Cell] = [:]
  var dirty = false
  var transactionAnimation: Animation?? = nil

  /// The state cell kept under `key` (a view's identity and a name, as `@State` keeps its
  /// value), made with `initial()` the first time it is asked for.
  func stateCell(_ key: String, initial: () throws(EvalError) -> Value) throws(EvalError) -> Cell {
    if let existing = stateCells[key] { return existing }
    let cell = Cell(try initial())
    stateCells[key] = cell
    return cell
  }

  // Tasks
  var tasks: [TaskRecord] = []
  var taskSeq = 0
  var currentTask: TaskRecord?
  var viewTasks: [String: (task: TaskRecord, idKey: String)] = [:]
  /// The timers of the views on screen, by the key of their `.onReceive`.
  var viewTimers: [String: TimerRecord] = [:]

  // Presentations
  /// Measures the content of fitted sheets (the host's layout).
  var contentSizer: (any ContentSizer)?
  var stack = PresentationStack()
  var presentations: [String: PresentationRecord] = [:]
  var presentationIDs: [String: Int] = [:]
  var presentationByNumber: [Int: String] = [:]

  // What the last render found
  var appeared: Set<String> = []
  var onChangeLast: [String: String] = [:]
  var gestures: [(inSheet: Bool, gesture: Gesture)] = []
  var taps: [Tap] = []
  /// The presentation level of the view being rendered: the level of the taps it registers.
  var tapLevel = 0

  /// What a long press reaches this render: views with a `contextMenu`, and menus with a
  /// `primaryAction:` (by the same labels as taps).
  var longPresses: [Tap] = []

  /// Registers a tap of the view being rendered (``tapLevel``).
  func addTap(_ t: (label: String, action: Closure)) {
    taps.append(Tap(label: t.label, action: t.action, level: tapLevel))
  }
  /// The values of the tags rendered this pass, by key (a tapped picker option sets its own).
  var tagValues: [String: Value] = [:]
  var renderedPresentations: Set<String> = []
  var log: [String] = []
  var renderCount = 0
  var previousValues: [String: Value] = [:]
  var selectionBindings: [Int: BindingBox] = [:]
  var renderDepth = 0
  var disappearActions: [String: Closure] = [:]
  var shownItems: [String: String?] = [:]
  /// The dialogs the last render found presented, with their buttons' taps.
  var renderedDialogs: [(dialog: PresentedDialog, taps: [Tap])] = []
  /// The dialogs on screen, as last logged.
  var shownDialogs: [PresentedDialog] = []
  /// The menus open around the content being rendered, outermost first: a submenu's chain
  /// (their open state, and the control the outermost one hangs from).
  var openMenus: [(open: Cell, source: ViewIdentity)] = []
  /// The open state of every menu open in the last render: touching the background closes
  /// them all.
  var renderedMenus: [Cell] = []

  // Geometry readers (see `render(_:)`)
  /// Lays out the screen to tell readers their geometry; nil: readers get none.
  let readerLayout: ReaderLayout?
  /// What the last layout told each reader, by the reader's identity.
  var readerGeometry: [ViewIdentity: ReaderGeometry] = [:]
  /// How many readers the last render pass evaluated.
  var readersRendered = 0
  /// Lazy grids (`LazyVGrid`, `LazyHGrid`) whose `ForEach` built only part of its data this
  /// pass, by identity: how many items it built and of how many, and its axis (see
  /// ``render(_:)``).
  var lazyTruncated: [ViewIdentity: (built: Int, total: Int, vertical: Bool)] = [:]
  /// The lazy containers of the last render whose first window covers any screen (lists).
  var lazyWindowCoversScreen: Set<ViewIdentity> = []
  /// How many items of its `ForEach` each lazy grid builds, by identity (kept across renders,
  /// grown when layout shows the built items end before the screen does).
  var lazyWindows: [ViewIdentity: Int] = [:]
  /// The readers reported as never settling (each once).
  var unsettledReaders: Set<ViewIdentity> = []

  // Navigation
  /// The screens pushed on each stack (by its identity) that no path binding holds.
  var navigationEntries: [String: [NavigationEntry]] = [:]
  /// How each pushed screen (by its key, `push:` and its identity) is popped.
  var navigationPops: [String: NavigationPop] = [:]
  /// The titles of each stack's screens at its last render, for the log's pushes and pops.
  var navigationShown: [String: [String]] = [:]

  struct PresentationRecord {
    var request: SheetRequest
    var level: Int
    var content: ViewNode
    var configuration: SheetConfiguration
    var selection: BindingBox?
    var background: ShapeStyleValue?
    var itemKey: String?
  }

  init(
    program: SwiftUIProgram, environment: SheetEnvironment, budget: RunBudget,
    readerLayout: ReaderLayout? = nil
  ) throws(RunError) {
    self.readerLayout = readerLayout
    if let first = program.tree.diagnostics.first(where: { $0.severity == .error }) {
      throw .error(RuntimeError(first))
    }
    self.environment = environment
    do { self.interp = try Interpreter(tree: program.tree, path: program.path, budget: budget) } catch {
      throw RunError(error)
    }
    interp.host = self
  }

  // MARK: RuntimeHost

  func logEvent(_ text: String) { log.append(logTime(now) + "  " + text) }

  func stateDidChange() {
    dirty = true
    // Inside `withAnimation`, the change carries that animation to the next render.
    if let animation = interp.transaction { transactionAnimation = .some(animation) }
  }

  var isCancelled: Bool { currentTask?.cancelled ?? false }

  var inTask: Bool { currentTask != nil }

  func dismiss(presentation number: Int) {
    // In a pushed screen, `dismiss` pops it.
    if let id = presentationByNumber[number], let pop = navigationPops[id] {
      log.append(logTime(now) + "  dismiss: the pushed screen pops")
      try? self.pop(pop)
      return
    }
    guard let id = presentationByNumber[number], let record = presentations[id] else { return }
    // As SwiftUI does: the binding goes false; the next render dismisses the sheet.
    try? record.request.isPresented?.set(.bool(false))
    try? record.request.item?.set(.nilValue)
    dirty = true
  }

  func startTask(_ closure: Closure) {
    schedule(label: "Task", closure: closure)
  }

  var screenSize: (width: Double, height: Double) {
    let size = environment.device.size(environment.orientation)
    return (Double(size.width), Double(size.height))
  }

  func runOnMainQueue(_ closure: Closure, after delay: Double, label: String) {
    schedule(label: label, closure: closure, wake: now + max(0, delay))
  }

  /// The run is over: custom detents answer from what they computed; suspended tasks are
  /// dropped with their frames.
  func shutDown() {
    interp.customDetentHeights.isOpen = false
    tasks = []
    viewTasks = [:]
    viewTimers = [:]
    // Break the cycles that `weak` would have (Embedded Swift has none): the interpreter and
    // its custom-detent table point back at what holds them.
    interp.host = nil
    interp.customDetentHeights.interpreter = nil
  }

  @discardableResult
  func schedule(label: String, closure: Closure, wake: Double? = nil) -> TaskRecord {
    taskSeq += 1
    let t = TaskRecord(id: taskSeq, label: label, wake: wake ?? now, closure: closure)
    tasks.append(t)
    log.append(logTime(now) + "  task started: " + label)
    return t
  }

  // MARK: The run loop

  /// The root view and the preview that ran, once ``start(root:preview:)`` chose them.
  private var rootValue: ViewValue?
  private var ranPreview: Int?
  /// The view that ran and why, when no preview chose it (see ``rootView(_:preview:)``).
  var entryPoint: String?
  /// The tree of the last render.
  private var currentTree: ViewNode?

  /// Chooses the entry point and renders it at t = 0.
  func start(root rootName: String?, preview: Int?) throws(RunError) {
    let (value, ran) = try evaluating { () throws(EvalError) in try rootView(rootName, preview: preview) }
    rootValue = value
    ranPreview = ran
    if let i = ran, let scheme = interp.previews[i].info.colorScheme {
      environment.values.colorScheme = scheme
    }
    currentTree = try evaluating { () throws(EvalError) in try render(value) }
  }

  /// Between steps custom detents answer from what they computed; a step opens them again.
  func close() { interp.customDetentHeights.isOpen = false }
  func reopen() { interp.customDetentHeights.isOpen = true }

  /// Runs from now to `end`, applying `interactions` (at times from now on) at their times.
  func advance(until end: Double, interactions: [(time: Double, Interaction)]) throws(RunError) -> RunResult {
    guard let rootValue, var tree = currentTree else { preconditionFailure("advance before start") }
    defer { currentTree = tree }
    var pendingInteractions = interactions.sorted { $0.time < $1.time }
    var guardCounter = 0
    while true {
      guardCounter += 1
      if guardCounter > 100_000 {
        throw RunError(interp.error("the program did not settle (more than 100000 events)", nil))
      }
      // Run every task that is due now.
      if let task = tasks.filter({ !$0.finished && $0.wake <= now + 1e-12 }).min(by: {
        ($0.wake, $0.id) < ($1.wake, $1.id)
      }) {
        try evaluating { () throws(EvalError) in try step(task) }
        if task.finished { log.append(logTime(now) + "  task finished: " + task.label) }
        if dirty { tree = try evaluating { () throws(EvalError) in try render(rootValue) } }
        continue
      }
      // Then every timer that ticks now (in the order the views appeared), with the date.
      if let (_, timer) = viewTimers.filter({ $0.value.next <= now + 1e-12 }).min(by: {
        ($0.value.next, $0.key) < ($1.value.next, $1.key)
      }) {
        timer.next += timer.interval
        _ = try evaluating { () throws(EvalError) in
          try interp.invoke(timer.action, [Argument(label: nil, value: .native(.date(interp.dateNow)))], nil)
        }
        if dirty { tree = try evaluating { () throws(EvalError) in try render(rootValue) } }
        continue
      }
      // The next thing that happens: a task wakes, a timer ticks, a sheet finishes moving, an
      // interaction.
      let nextTask = (tasks.filter { !$0.finished }.map { $0.wake } + viewTimers.values.map { $0.next }).min()
      let nextSheet = stack.nextEventTime
      let nextTouch = pendingInteractions.first?.time
      let next = [nextTask, nextSheet, nextTouch].compactMap { $0 }.filter { $0 <= end + 1e-12 }.min()
      guard let t = next else { break }
      now = max(now, t)
      stack.advance(to: now)
      try evaluating { () throws(EvalError) in try applySheetEvents() }
      // What is due at a time happens before an interaction at that time: a person acts on
      // the screen as it is at that moment (and a live session, which stops at a step's end
      // having run what was due then, sees it the same way).
      let taskDue =
        tasks.contains { !$0.finished && $0.wake <= now + 1e-12 }
        || viewTimers.values.contains { $0.next <= now + 1e-12 }
      if !taskDue, let i = pendingInteractions.first, i.time <= now + 1e-12 {
        pendingInteractions.removeFirst()
        try interact(i.1, tree: tree)
      }
      if dirty { tree = try evaluating { () throws(EvalError) in try render(rootValue) } }
    }
    now = max(now, end)
    stack.advance(to: now)
    try evaluating { () throws(EvalError) in try applySheetEvents() }
    if dirty { tree = try evaluating { () throws(EvalError) in try render(rootValue) } }
    // The result is drawn after the run: compute now, where errors can still be reported, the
    // custom heights drawing asks for beyond the detents (`upThrough:` of the background
    // interaction), so they are remembered.
    for entry in stack.entries {
      if case .enabledUpThrough(let d) = entry.sheet.configuration.backgroundInteraction {
        _ = entry.sheet.resolution.height(of: d)
      }
    }
    try evaluating { () throws(EvalError) in try throwDetentError() }
    let states = presentedStates()
    return RunResult(
      time: now, tree: tree, presentations: states, dialogs: renderedDialogs.map { $0.dialog },
      log: log + interp.output.map { "print: " + $0 },
      environment: environment, preview: ranPreview, entryPoint: entryPoint)
  }

  /// The presentations on screen, as the result reports them and layout draws them.
  func presentedStates() -> [PresentedState] {
    stack.entries.compactMap { entry -> PresentedState? in
      guard let r = presentations[entry.id] else { return nil }
      return PresentedState(
        id: entry.id, kind: r.request.kind, content: r.content, sheet: entry.sheet, background: r.background)
    }
  }

  /// Runs `task` until it sleeps or finishes. A run error (a budget, a failed force unwrap)
  /// ends the run at its place. A value the program throws out of a task ends only that task:
  /// Swift keeps it in the task's result, which nobody reads for a `Task {}` whose handle is
  /// dropped, so the error is lost there; Detents logs it as an event instead, since a program
  /// that throws out of a task usually did not mean to. A cancelled task's `CancellationError`
  /// ends it quietly.
  func step(_ task: TaskRecord) throws(EvalError) {
    let machine = task.machine ?? TaskMachine()
    task.machine = machine
    currentTask = task
    defer { currentTask = nil }
    do {
      if let wake = try interp.resume(machine, closure: task.closure, cancelled: task.cancelled) {
        task.wake = wake
      } else {
        task.finished = true
      }
    } catch {
      task.finished = true
      switch error {
      case .cancelled: break
      case .thrown(let value):
        log.append(
          logTime(now) + "  task ended by an error it threw: \(task.label): \(interp.describe(value))")
      case .error: throw error
      }
    }
  }

  // MARK: Sheet events and interactions

  /// Throws the first error raised inside a custom detent's `height(in:)` during the engine's
  /// last calls: such errors end the run, at their place in the program.
  func throwDetentError() throws(EvalError) {
    if let e = interp.detentErrors.first { throw .error(e) }
  }

  /// Applies what the engine reports after a call (every engine call is followed by this):
  /// errors of custom detents first, then the sheet events.
  func applySheetEvents() throws(EvalError) {
    try throwDetentError()
    for event in stack.takeEvents() {
      guard case .sheet(let id, let e) = event, let record = presentations[id] else {
        if case .ignored(let id, let presenting, let t) = event {
          log.append(
            logTime(t)
              + "  ignored presentation \(id): \(presenting) is already presented (one sheet at a time)")
        }
        continue
      }
      switch e {
      case .selectionChanged(_, let to, let t):
        log.append(logTime(t) + "  sheet heads to a new detent: selection = " + to.description)
        try record.selection?.set(.native(.detent(to)))
      case .dismissed(let reason, let t):
        log.append(logTime(t) + "  sheet dismissed (\(reason.rawValue))")
        if reason == .interactive {
          try record.request.isPresented?.set(.bool(false))
          try record.request.item?.set(.nilValue)
        }
        if let d = record.request.onDismiss {
          log.append(logTime(t) + "  onDismiss runs")
          _ = try interp.invoke(d, [], record.request.node)
        }
        dirty = true
      case .presented(let t):
        log.append(logTime(t) + "  sheet presented")
      case .settled:
        break
      }
    }
  }

  func interact(_ i: Interaction, tree: ViewNode) throws(RunError) {
    switch i {
    case .resizeSheet(let width, let height):
      var resized = false
      if let top = stack.top {
        stack.withSheet(id: top.id) { resized = $0.resize(toWidth: width, height: height, at: now) }
      }
      guard resized else {
        throw .interaction(
          InteractionError(
            message: "at \(formatFixed(now, digits: 3)) s there is no Mac window sheet at rest to resize "
              + "(only a Mac sheet resizes by its edges)"))
      }
      let shown = stack.top.map { top in
        width == nil
          ? formatPoints(top.sheet.height) + " pt"
          : formatPoints(top.sheet.appearance.frame.width) + " × " + formatPoints(top.sheet.height) + " pt"
      }
      log.append(logTime(now) + "  resize the sheet to \(shown ?? "") by its edge")
    case .key(let key):
      // The window in front takes the key: the front sheet's content, else the root view.
      let front = stack.top.flatMap { presentations[$0.id]?.content } ?? tree
      guard let button = Self.node(in: front, withShortcut: key.shortcut) else {
        log.append(logTime(now) + "  key \(key.name): no button has .keyboardShortcut(.\(key.shortcut))")
        return
      }
      let label = tapLabel(button, later: [])
      let level = stack.top == nil ? 0 : stack.entries.count
      guard let tap = taps.last(where: { $0.label == label && $0.level <= level }) else {
        log.append(logTime(now) + "  key \(key.name): '\(label)' is not on screen")
        return
      }
      log.append(logTime(now) + "  key \(key.name) runs '\(tap.label)' (.\(key.shortcut))")
      _ = try evaluating { () throws(EvalError) in try interp.invoke(tap.action, [], nil) }
    case .touch(let onSheet):
      // A touch outside an open menu only closes it.
      if closeMenus() { return }
      // A touch on the background behind a dimming sheet lands on its dimming view.
      if !onSheet, try dimmingTakesTap(what: "touch on the background", level: 0) { return }
      log.append(logTime(now) + "  touch on the " + (onSheet ? "sheet" : "background"))
      for g in gestures where g.inSheet == onSheet {
        let value = Value.tuple([("translation", .tuple([("width", .double(0)), ("height", .double(0))]))])
        if let c = g.gesture.onChanged {
          _ = try evaluating { () throws(EvalError) in
            try interp.invoke(c, [Argument(label: nil, value: value)], nil)
          }
        }
        if let c = g.gesture.onEnded {
          _ = try evaluating { () throws(EvalError) in
            try interp.invoke(c, [Argument(label: nil, value: value)], nil)
          }
        }
      }
    case .dragSheet(let dy, let duration):
      guard let top = stack.top else { return }
      log.append(
        logTime(now)
          + "  drag the sheet by \(formatFixed(dy, digits: 0)) pt over \(formatFixed(duration, digits: 2)) s")
      let move = FingerMove(by: dy, at: now, over: duration)
      stack.withSheet(id: top.id) { $0.drag(move) }
      now = move.end
      stack.advance(to: now)
      try evaluating { () throws(EvalError) in try applySheetEvents() }
    case .fingerDown:
      guard let top = stack.top else { return }
      var began = false
      stack.withSheet(id: top.id) { began = $0.dragBegan(at: now) }
      log.append(
        logTime(now)
          + (began
            ? "  finger down on the sheet at \(formatFixed(top.sheet.height, digits: 0)) pt"
            : "  finger down on the sheet: it cannot be dragged"))
    case .fingerMoved(let dy, let velocity):
      guard let top = stack.top, top.sheet.isDragging else { return }
      stack.withSheet(id: top.id) { $0.dragChanged(translation: dy, velocity: velocity, at: now) }
    case .fingerLifted(let dy, let velocity):
      guard let top = stack.top, top.sheet.isDragging else { return }
      stack.withSheet(id: top.id) { $0.dragEnded(translation: dy, velocity: velocity, at: now) }
      log.append(
        logTime(now)
          + "  finger up: the sheet dragged by \(formatFixed(dy, digits: 0)) pt, at \(formatFixed(velocity, digits: 0)) pt/s"
      )
      try evaluating { () throws(EvalError) in try applySheetEvents() }
    case .longPress(let text):
      guard let press = longPresses.first(where: { !text.isEmpty && $0.label.containsText(text) }) else {
        let shown = longPresses.map { "'\($0.label)'" }.joined(separator: ", ")
        throw .interaction(
          InteractionError(
            message:
              "at \(formatFixed(now, digits: 3)) s there is no view labelled '\(text)' with a context menu "
              + "on screen"
              + (shown.isEmpty
                ? " (none has one: a long press opens a .contextMenu, or the menu of a Menu with primaryAction:)"
                : " (views with one: \(shown))")))
      }
      if try dimmingTakesTap(what: "long press on '\(press.label)'", level: press.level) { return }
      log.append(logTime(now) + "  long press on '\(press.label)'")
      _ = try evaluating { () throws(EvalError) in try interp.invoke(press.action, [], nil) }
    case .tapButton(let text):
      // Foundation's `contains`, which finds no empty text.
      guard let tap = taps.first(where: { !text.isEmpty && $0.label.containsText(text) }) else {
        let shown = taps.map { "'\($0.label)'" }.joined(separator: ", ")
        var modal = ""
        if let front = renderedDialogs.last?.dialog {
          modal =
            front.style == .menu
            ? "; the menu '\(front.title ?? "")' is open, and only its items take taps (a touch outside closes it)"
            : "; the \(front.style == .alert ? "alert" : "dialog") in front takes every tap"
        }
        throw .interaction(
          InteractionError(
            message: "at \(formatFixed(now, digits: 3)) s there is no button labelled '\(text)' on screen"
              + (shown.isEmpty ? " (there are no buttons)" : " (buttons: \(shown))") + modal))
      }
      if try dimmingTakesTap(what: "tap '\(tap.label)'", level: tap.level) { return }
      log.append(logTime(now) + "  tap '\(tap.label)'")
      _ = try evaluating { () throws(EvalError) in try interp.invoke(tap.action, [], nil) }
    }
  }

  /// The first view in `node`'s tree (not inside its presentations) with a
  /// `keyboardShortcut` named `shortcut`.
  static func node(in node: ViewNode, withShortcut shortcut: String) -> ViewNode? {
    for m in node.modifiers { if case .keyboardShortcut(shortcut) = m { return node } }
    for c in node.children { if let found = Self.node(in: c, withShortcut: shortcut) { return found } }
    return nil
  }

  /// Whether a tap at presentation level `level` (0: the root view) lands on the front
  /// sheet's dimming view instead ("a noninteractive dimming view underneath the sheet"): it
  /// does when the front sheet is above that level and dims it, unless the sheet lets the
  /// background take touches at its detent (no dimming there). A dismissible sheet is then
  /// dismissed, as by the person; `what` names the tap in the log. Behind a full-screen cover
  /// nothing is on screen: an interaction error.
  private func dimmingTakesTap(what: String, level: Int) throws(RunError) -> Bool {
    guard let top = stack.top, level < stack.entries.count, !top.sheet.isDismissed,
      top.sheet.dimming > 0 || top.sheet.resolution.geometry.placement == .fullScreen
    else { return false }
    if top.sheet.resolution.geometry.placement == .fullScreen {
      throw .interaction(
        InteractionError(
          message:
            "at \(formatFixed(now, digits: 3)) s the \(what) is behind a full-screen cover, not on screen"))
    }
    if top.sheet.configuration.interactiveDismissDisabled {
      log.append(logTime(now) + "  \(what) lands on the sheet's dimming view (the sheet cannot be dismissed)")
    } else {
      log.append(logTime(now) + "  \(what) lands on the sheet's dimming view: it dismisses the sheet")
      stack.dismiss(id: top.id, reason: .interactive, at: now)
      try evaluating { () throws(EvalError) in try applySheetEvents() }
    }
    return true
  }

  /// A value for a log line: at most 60 characters (a long one ends with `…`).
  func clipped(_ text: String) -> String {
    text.count <= 60 ? text : String(text.prefix(59)) + "…"
  }

  /// A log line's time: seconds to three places, right-aligned in seven characters (printf's
  /// `%7.3f`).
  func logTime(_ t: Double) -> String { padded(formatFixed(t, digits: 3), toWidth: 7) }

  /// Runs evaluator code in the run loop: its errors are the run's.
  @inline(__always) func evaluating<T>(_ body: () throws(EvalError) -> T) throws(RunError) -> T {
    do { return try body() } catch { throw RunError(error) }
  }
}

/// Something `--tap` can reach: a button, link or control's label, what a tap does, and the
/// presentation level it is drawn at (0: the root view; k: inside the k-th sheet).
struct Tap {
  var label: String
  var action: Closure
  var level: Int
}
