/// The sheets on screen, one per level: SwiftUI shows one sheet at a time from a presenter,
/// and a sheet may present another from inside itself.
///
/// Rules (SwiftUI's behaviour; each has a test):
/// - A presentation from level L (0 = the root view, k = inside the k-th sheet) shows only when
///   nothing is presented from L yet. A second request while one is up is ignored and reported
///   (SwiftUI logs "only presenting a single sheet is supported").
/// - A request made while the sheet at that level is sliding away waits and appears when it is
///   gone: this is how `sheet(item:)` replaces its sheet when `item` changes, with the old
///   sheet's `onDismiss` in between.
/// - Dismissing a sheet dismisses the sheets it presented too; each reports its own dismissal.
public struct PresentationStack: Sendable {
  /// One presented sheet.
  public struct Entry: Sendable {
    /// The presentation's identity (for `sheet(item:)`, the item's id).
    public let id: String
    public var sheet: PresentedSheet
  }

  /// A request to present a sheet.
  public struct Request: Sendable {
    public let id: String
    public let configuration: SheetConfiguration
    public let environment: SheetEnvironment
    public let selection: PresentationDetent?
    public let level: Int

    public init(
      id: String, configuration: SheetConfiguration, environment: SheetEnvironment,
      selection: PresentationDetent? = nil, level: Int = 0
    ) {
      self.id = id
      self.configuration = configuration
      self.environment = environment
      self.selection = selection
      self.level = level
    }
  }

  /// What happened, for the program around the sheets.
  public enum Event: Hashable, Sendable {
    /// An event of the sheet with this id.
    case sheet(id: String, SheetEvent)
    /// A request was ignored because `presenting` is already up from its level.
    case ignored(id: String, presenting: String, at: Double)
    /// A request came from a level with no presenter on screen.
    case noPresenter(id: String, level: Int, at: Double)
  }

  /// The sheets on screen, bottom first.
  public private(set) var entries: [Entry] = []
  /// Requests waiting for the sheet at their level to finish leaving.
  public private(set) var pending: [Request] = []
  public private(set) var events: [Event] = []
  public private(set) var time: Double

  public init(at time: Double = 0) { self.time = time }

  /// The front-most sheet.
  public var top: Entry? { entries.last }

  /// The next time a sheet finishes a motion, or nil when none moves.
  public var nextEventTime: Double? { entries.compactMap { $0.sheet.nextEventTime }.min() }

  /// Whether a request with `id` is waiting for its level to free up.
  public func isPending(id: String) -> Bool { pending.contains { $0.id == id } }

  /// Presents `request` at `t` (rising into view) if its level is free; returns whether it was
  /// shown or queued.
  @discardableResult
  public mutating func present(_ request: Request, at t: Double) -> Bool {
    advance(to: t)
    if request.level > entries.count {
      events.append(.noPresenter(id: request.id, level: request.level, at: t))
      return false
    }
    if request.level < entries.count {
      let occupant = entries[request.level]
      if occupant.sheet.isDismissing && !pending.contains(where: { $0.level == request.level }) {
        pending.append(request)
        return true
      }
      events.append(.ignored(id: request.id, presenting: occupant.id, at: t))
      return false
    }
    entries.append(
      Entry(
        id: request.id,
        sheet: PresentedSheet(
          configuration: request.configuration, environment: request.environment,
          selection: request.selection,
          at: t, appearing: true)))
    return true
  }

  /// Dismisses the sheet with `id` (and every sheet above it) at `t`, for `reason`.
  public mutating func dismiss(
    id: String, animation: Animation? = .spring(SheetMetrics.presentSpring),
    reason: DismissReason = .programmatic, at t: Double
  ) {
    advance(to: t)
    guard let i = entries.firstIndex(where: { $0.id == id }) else { return }
    for k in stride(from: entries.count - 1, through: i, by: -1) {
      entries[k].sheet.dismiss(animation: animation, reason: reason, at: t)
    }
    collect(at: t)
  }

  /// Changes the sheet with `id` (a `sheet(item:)` whose item changed): the old sheet slides
  /// away, reports its dismissal, and the new one appears.
  public mutating func replace(id: String, with request: Request, at t: Double) {
    dismiss(id: id, at: t)
    present(request, at: t)
  }

  /// Applies `body` to the sheet with `id` (drags, selection changes) at its current time.
  public mutating func withSheet(id: String, _ body: (inout PresentedSheet) -> Void) {
    guard let i = entries.firstIndex(where: { $0.id == id }) else { return }
    body(&entries[i].sheet)
    collect(at: time)
  }

  /// Moves the clock to `t`: sheets move, dismissed ones leave, waiting requests appear.
  public mutating func advance(to t: Double) {
    guard t >= time else { return }
    // Step through the moments sheets finish leaving, so waiting requests start on time.
    while true {
      var next: Double?
      for k in entries.indices {
        var probe = entries[k].sheet
        probe.advance(to: t)
        if probe.isDismissed,
          let e = probe.events.last(where: { if case .dismissed = $0 { true } else { false } })
        {
          next = min(next ?? e.time, e.time)
        }
      }
      guard let when = next else { break }
      for k in entries.indices { entries[k].sheet.advance(to: when) }
      time = when
      collect(at: when)
      for request in pending.filter({ $0.level == entries.count }) {
        pending.removeAll { $0.id == request.id && $0.level == request.level }
        present(request, at: when)
      }
    }
    for k in entries.indices { entries[k].sheet.advance(to: t) }
    time = t
    collect(at: t)
  }

  /// Moves sheet events into `events` and drops sheets that are gone.
  private mutating func collect(at t: Double) {
    for k in entries.indices {
      for e in entries[k].sheet.takeEvents() { events.append(.sheet(id: entries[k].id, e)) }
    }
    while let first = entries.firstIndex(where: { $0.sheet.isDismissed }) {
      entries.removeSubrange(first...)
    }
  }

  /// Removes and returns the events so far.
  public mutating func takeEvents() -> [Event] {
    defer { events.removeAll(keepingCapacity: true) }
    return events
  }
}
