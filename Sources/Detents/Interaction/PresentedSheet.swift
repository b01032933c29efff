/// Something that happened to a presented sheet that the program around it must hear about.
public enum SheetEvent: Hashable, Sendable {
  /// The sheet finished appearing.
  case presented(at: Double)
  /// A drag's release chose a detent other than the selection, or the sheet came to rest on
  /// one after a change of its detents: write it to `selection:`.
  case selectionChanged(from: PresentationDetent, to: PresentationDetent, at: Double)
  /// The sheet came to rest (after a drag, a selection change or a detent-set change).
  case settled(PresentationDetent, height: Scalar, at: Double)
  /// The sheet is gone: set `isPresented` to false (for `.interactive`) and run `onDismiss`.
  case dismissed(DismissReason, at: Double)

  /// When it happened, in seconds on the sheet's clock.
  public var time: Double {
    switch self {
    case .presented(let t), .selectionChanged(_, _, let t), .settled(_, _, let t), .dismissed(_, let t): t
    }
  }
}

/// Why a sheet went away.
public enum DismissReason: String, Hashable, Sendable {
  /// The person swiped it down.
  case interactive
  /// The program set `isPresented` to false, cleared `item`, or called `dismiss()`.
  case programmatic
}

/// Where the sheet is between its two neighbouring detents.
public struct DetentProgress: Hashable, Sendable {
  /// The stop at or below the sheet (nil below the smallest detent: toward dismissal).
  public let lower: DetentStop?
  /// The stop above the sheet (nil at or above the largest).
  public let upper: DetentStop?
  /// 0 at `lower` (or fully dismissed), 1 at `upper`.
  public let fraction: Double
}

/// A presented sheet driven through time by drags, selection changes and dismissals.
///
/// Time is an input: every call takes the time it happens at (seconds, never decreasing),
/// and queries answer for the current time. Nothing depends on a wall clock, so a test or a
/// render at t = 1.25 s is exact and repeatable. Events the program must act on (selection
/// writes, dismissal) collect in `events`; drain them with `takeEvents()`.
///
/// Choices made where Apple is silent (each has a test):
/// - With no selection, or a selection that is not an active detent, the sheet shows at the
///   smallest active detent (UIKit's rule for a nil selection); the selection is not written
///   until the sheet settles somewhere after a drag.
/// - The selection is written when a drag is released towards a different detent (as the
///   finger lifts, before the spring settles), and when a change of the detent set moves the
///   sheet to another detent (when it arrives).
/// - A programmatic selection change with no animation moves the sheet at once; during a drag
///   the drag wins and the release decides.
/// - `onDismiss` (the `.dismissed` event) follows both swipes and programmatic dismissal, once
///   the sheet is off screen (Apple: "the closure to execute when dismissing the sheet").
public struct PresentedSheet: Sendable {
  public private(set) var configuration: SheetConfiguration
  public let environment: SheetEnvironment
  public private(set) var resolution: DetentResolution
  /// The current time on the sheet's clock.
  public private(set) var time: Double
  /// The selection as the sheet knows it (the value of the `selection:` binding).
  public private(set) var selection: PresentationDetent?
  /// Events not yet taken.
  public private(set) var events: [SheetEvent] = []
  /// The scrollable content in the sheet, if any.
  public private(set) var scroll: ScrollContent?

  private var phase: Phase
  /// The stop the sheet rests at or is heading to.
  private var stopIndex: Int
  /// The stop the sheet last came to rest at.
  private var restingStop: Int

  private enum Phase: Sendable {
    case resting(Double)
    case dragging(Drag)
    case moving(Motion, Goal)
    case dismissed
  }

  private enum Goal: Sendable {
    case stop(Int, notify: Bool)
    case dismiss(DismissReason)
    case present
  }

  private struct Drag: Sendable {
    var startHeight: Double
    var sheetTranslation: Double  // finger movement routed to the sheet (down positive)
    var fingerTranslation: Double
    var velocity: Double
    var height: Double
    var onContent: Bool
    var lastTime: Double
  }

  /// Presents a sheet at `time`. With `appearing`, it rises from below the screen with the
  /// presentation spring; otherwise it is already at rest.
  public init(
    configuration: SheetConfiguration, environment: SheetEnvironment, selection: PresentationDetent? = nil,
    at time: Double = 0, appearing: Bool = false, scroll: ScrollContent? = nil
  ) {
    self.configuration = configuration
    self.environment = environment
    let resolution = DetentResolver.resolve(configuration.detents, in: environment)
    self.resolution = resolution
    self.time = time
    self.selection = selection
    self.scroll = scroll
    let index = selection.flatMap { resolution.stopIndex(of: $0) } ?? 0
    self.stopIndex = index
    self.restingStop = index
    let target = resolution.stops[index].height
    if appearing, environment.values.accessibilityReduceMotion {
      // Reduce Motion: the sheet fades in at its detent instead of rising.
      let motion = Motion(
        from: target, to: target, velocity: 0, start: time,
        animation: .curve(.easeInOut, duration: SheetMetrics.reducedMotionFade))
      phase = .moving(motion, .present)
    } else if appearing {
      let from = resolution.geometry.offscreenHeight
      let motion = Motion(
        from: from, to: target, velocity: 0, start: time, animation: .spring(SheetMetrics.presentSpring))
      phase = .moving(motion, .present)
    } else {
      phase = .resting(target)
    }
  }

  // MARK: Queries

  /// The sheet's height now (negative while it slides off screen).
  public var height: Scalar { heightAndVelocity.height }

  /// The sheet's vertical velocity now, pt/s, positive when it grows.
  public var velocity: Scalar { heightAndVelocity.velocity }

  private var heightAndVelocity: (height: Double, velocity: Double) {
    switch phase {
    case .resting(let h): (h, 0)
    case .dragging(let d): (d.height, -d.velocity)
    case .moving(let m, _):
      {
        let s = m.state(at: time); return (s.position, s.velocity)
      }()
    case .dismissed: (resolution.geometry.offscreenHeight, 0)
    }
  }

  /// The detent the sheet rests at or is heading to: the selection when it names that stop,
  /// otherwise the stop's canonical detent.
  public var currentDetent: PresentationDetent {
    let stop = resolution.stops[stopIndex]
    if let s = selection, resolution.stopIndex(of: s) == stopIndex { return s }
    return stop.detent
  }

  /// True when nothing moves: no drag, no animation.
  public var isSettled: Bool {
    switch phase {
    case .resting, .dismissed: true
    case .dragging, .moving: false
    }
  }

  /// True once the sheet is gone.
  public var isDismissed: Bool { if case .dismissed = phase { true } else { false } }

  /// True while a finger is on the sheet.
  public var isDragging: Bool { if case .dragging = phase { true } else { false } }

  /// True from the moment a dismissal is decided until the sheet is gone.
  public var isDismissing: Bool {
    switch phase {
    case .moving(_, .dismiss), .dismissed: true
    default: false
    }
  }

  /// Where the sheet is between its neighbouring detents.
  public var progress: DetentProgress {
    let h = height
    let stops = resolution.stops
    if h < stops[0].height {
      return DetentProgress(lower: nil, upper: stops[0], fraction: max(0, h) / stops[0].height)
    }
    for i in 1..<stops.count where h < stops[i].height {
      let lo = stops[i - 1].height
      let hi = stops[i].height
      return DetentProgress(lower: stops[i - 1], upper: stops[i], fraction: (h - lo) / (hi - lo))
    }
    return DetentProgress(lower: stops[stops.count - 1], upper: nil, fraction: 0)
  }

  /// How the sheet looks now.
  public var appearance: SheetAppearance {
    SheetAppearance(
      height: height, configuration: configuration, resolution: resolution, opacity: opacity,
      width: resizedWidth)
  }

  /// The sheet's opacity, 0…1: below 1 only while it cross-fades in or out with Reduce Motion
  /// (a presentation or a dismissal the program or a tap on the dimming view starts).
  public var opacity: Scalar {
    guard environment.values.accessibilityReduceMotion, case .moving(let m, let goal) = phase,
      m.from == m.to, case .curve(let curve, let duration) = m.animation, duration > 0
    else { return 1 }
    let p = curve.value(at: min(max((time - m.start) / duration, 0), 1))
    switch goal {
    case .present: return p
    case .dismiss: return 1 - p
    case .stop: return 1
    }
  }

  /// The black dimming over the view behind, 0…1 (alpha).
  public var dimming: Scalar {
    // A cover hides what is behind it; a popover leaves it undimmed (UIKit's popover dimming
    // view is clear: a tap on it dismisses the popover).
    if isDismissed || resolution.geometry.placement == .fullScreen
      || resolution.geometry.placement == .popover
    {
      return 0
    }
    let maxAlpha =
      environment.device.family == .mac
      ? SheetMetrics.macDimmingAlpha
      : environment.os.hasLiquidGlass ? SheetMetrics.dimmingAlphaGlass : SheetMetrics.dimmingAlphaClassic
    let h = max(0, height)
    let fade = opacity
    func ramp(_ from: Scalar, _ to: Scalar) -> Scalar {
      to <= from ? (h > from ? 1 : 0) : min(max((h - from) / (to - from), 0), 1)
    }
    switch effectiveBackgroundInteraction {
    case .enabled: return 0
    case .enabledUpThrough(let d):
      guard let undimmed = resolution.height(of: d) else {
        return fade * maxAlpha * ramp(0, resolution.stops[0].height)
      }
      let next = resolution.stops.first { $0.height > undimmed + 0.5 }?.height ?? resolution.maxDetentValue
      return fade * maxAlpha * ramp(undimmed, next)
    case .automatic, .disabled:
      return fade * maxAlpha * ramp(0, resolution.stops[0].height)
    }
  }

  /// Whether a touch at a screen point reaches the view behind the sheet now.
  public func backgroundReceivesTouch(x: Scalar, y: Scalar) -> Bool {
    if isDismissed { return true }
    if appearance.frame.contains(Point(x, y)) { return false }
    switch effectiveBackgroundInteraction {
    case .enabled: return true
    case .automatic, .disabled: return false
    case .enabledUpThrough(let d):
      guard let undimmed = resolution.height(of: d) else { return false }
      return height <= undimmed + 0.5
    }
  }

  /// Background interaction as it applies on this OS (the modifier needs iOS 16.4, macOS 13.3).
  private var effectiveBackgroundInteraction: PresentationBackgroundInteraction {
    environment.os < environment.device.family.presentationStylingRelease
      ? .automatic : configuration.backgroundInteraction
  }

  /// When the current motion ends (and its events fire), or nil when nothing moves by itself.
  public var nextEventTime: Double? {
    if case .moving(let m, _) = phase { return m.end }
    return nil
  }

  /// Removes and returns the events so far.
  public mutating func takeEvents() -> [SheetEvent] {
    defer { events.removeAll(keepingCapacity: true) }
    return events
  }

  // MARK: Time

  /// Moves the clock to `t`, finishing any motion that ends by then (its events carry the
  /// time it ended, not `t`).
  /// A person resizes a Mac window sheet by its bottom edge to `height` at `t` (seed 000: "the
  /// user can still resize via the window edges"): it rests there, at a detent or between two,
  /// kept between ``SheetMetrics/macSheetMinimumSize`` and the window's room. Only a window
  /// sheet at rest resizes; otherwise nothing changes and the answer is false.
  public mutating func resize(toHeight height: Scalar, at t: Double) -> Bool {
    resize(toWidth: nil, height: height, at: t)
  }

  /// A person resizes a Mac window sheet by its edges to `width` and `height` at `t` (nil keeps
  /// that side): the height as ``resize(toHeight:at:)``; the width, about the window's centre,
  /// between the content's narrowest and widest (its `frame(minWidth:maxWidth:)`; a content of
  /// fixed width does not widen), never under ``SheetMetrics/macSheetMinimumSize`` nor past the
  /// window's room. Only a window sheet at rest resizes; otherwise the answer is false.
  public mutating func resize(toWidth width: Scalar?, height: Scalar?, at t: Double) -> Bool {
    advance(to: t)
    guard resolution.geometry.placement == .windowSheet, case .resting(let now) = phase,
      width?.isFinite ?? true, height?.isFinite ?? true
    else { return false }
    if let height {
      let room = resolution.geometry.maxDetentValue
      phase = .resting(min(max(height, min(SheetMetrics.macSheetMinimumSize.height, room)), room))
    } else {
      phase = .resting(now)
    }
    if let width {
      let geometry = resolution.geometry
      let room = max(0, geometry.screen.width - 2 * SheetMetrics.cardMargin)
      let limits = environment.contentWidthLimits ?? 0...Scalar.infinity
      let lowest = min(max(limits.lowerBound, SheetMetrics.macSheetMinimumSize.width), room)
      let highest = max(lowest, min(limits.upperBound, room))
      resizedWidth = min(max(width, lowest), highest)
    }
    return true
  }

  /// The width a person gave a Mac window sheet by its edges (nil: its content's ideal width).
  public private(set) var resizedWidth: Scalar?

  public mutating func advance(to t: Double) {
    guard t > time else { return }
    if case .moving(let motion, let goal) = phase, motion.end <= t {
      time = motion.end
      finish(goal, at: motion.end)
    }
    time = t
  }

  private mutating func finish(_ goal: Goal, at t: Double) {
    switch goal {
    case .present:
      phase = .resting(resolution.stops[stopIndex].height)
      events.append(.presented(at: t))
    case .dismiss(let reason):
      phase = .dismissed
      events.append(.dismissed(reason, at: t))
    case .stop(let i, let notify):
      stopIndex = i
      let stop = resolution.stops[i]
      phase = .resting(stop.height)
      if notify { select(stop: i, at: t) }
      restingStop = i
      events.append(.settled(currentDetent, height: stop.height, at: t))
    }
  }

  /// Writes stop `i`'s detent to the selection at `t`, when it changes it. Without a selection
  /// (no `selection:` binding) only a move to another stop counts; a selection that names no
  /// active detent is corrected wherever the sheet goes.
  private mutating func select(stop i: Int, at t: Double) {
    let changed = selection.map { resolution.stopIndex(of: $0) != i } ?? (i != restingStop)
    guard changed else { return }
    let old = selection ?? resolution.stops[max(restingStop, 0)].detent
    selection = resolution.stops[i].detent
    events.append(.selectionChanged(from: old, to: resolution.stops[i].detent, at: t))
  }

  // MARK: Drags

  /// A finger touches the sheet at `t` (on its scrollable content when `onContent`). A moving
  /// sheet is caught where it is. Returns false when the sheet cannot be dragged here (Mac,
  /// full-screen cover, popover, or already dismissed).
  @discardableResult
  public mutating func dragBegan(at t: Double, onContent: Bool = false) -> Bool {
    advance(to: t)
    guard resolution.geometry.isDraggable, !isDismissed, !isDismissing else { return false }
    let h = height
    if case .dragging = phase { return true }
    scroll?.stopDecelerating(at: t)
    phase = .dragging(
      Drag(
        startHeight: h, sheetTranslation: 0, fingerTranslation: 0, velocity: 0, height: h,
        onContent: onContent && scroll != nil, lastTime: t))
    return true
  }

  /// The finger has moved `translation` points from where it went down (positive is down),
  /// moving at `velocity` pt/s, at time `t`.
  public mutating func dragChanged(translation: Scalar, velocity: Scalar, at t: Double) {
    advance(to: t)
    guard case .dragging(var d) = phase else { return }
    let delta = translation - d.fingerTranslation
    d.fingerTranslation = translation
    d.velocity = velocity
    d.lastTime = t
    if d.onContent, var content = scroll {
      d.sheetTranslation += route(delta, drag: d, content: &content)
      scroll = content
    } else {
      d.sheetTranslation += delta
    }
    d.height = limitedHeight(raw: d.startHeight - d.sheetTranslation)
    phase = .dragging(d)
  }

  /// The finger lifts at `t` with `velocity` (pt/s, positive is down): the sheet settles on a
  /// detent or dismisses.
  public mutating func dragEnded(translation: Scalar, velocity: Scalar, at t: Double) {
    dragChanged(translation: translation, velocity: velocity, at: t)
    guard case .dragging(let d) = phase else { return }
    var sheetVelocity = -velocity
    let belowLargest = d.height < resolution.stops[resolution.stops.count - 1].height - 0.5
    if d.onContent, var content = scroll, content.lastConsumerWasContent {
      if configuration.contentInteraction == .scrolls, velocity < 0, belowLargest {
        // `.scrolls`: the content took the swipe, but an upward release below the largest
        // detent hands the scroll's velocity to the sheet (a flick expands it, as the
        // settle policy decides from that velocity); the content stops where it is.
        content.stopDecelerating(at: t)
      } else {
        // The content was scrolling when the finger lifted: it keeps the momentum.
        content.decelerate(velocity: -velocity, at: t)
        sheetVelocity = 0
      }
      scroll = content
    }
    let target = SettlePolicy.target(
      height: d.height, velocity: sheetVelocity, stops: resolution.stops.map { $0.height },
      canDismiss: !configuration.interactiveDismissDisabled)
    let reduce = environment.values.accessibilityReduceMotion
    let spring = reduce ? SheetMetrics.reducedMotionSettleSpring : SheetMetrics.settleSpring
    // With Reduce Motion the release still carries the finger's velocity (the person moved
    // the sheet), at most ω·distance toward the target: a critically damped spring started so
    // never passes its target.
    func carried(to target: Double) -> Double {
      guard reduce else { return sheetVelocity }
      let limit = 2 * .pi / spring.response * abs(target - d.height)
      return min(max(sheetVelocity, -limit), limit)
    }
    switch target {
    case .dismiss:
      let to = resolution.geometry.offscreenHeight
      startMotion(
        to: to, velocity: carried(to: to), from: d.height, animation: .spring(spring),
        goal: .dismiss(.interactive), at: t)
    case .stop(let i):
      stopIndex = i
      // The release chooses the detent, and the selection is written then, not when the
      // spring comes to rest (UIKit: `selectedDetentIdentifier` is "the most recent detent
      // that the user selects"; its delegate hears of the change as the finger lifts), so a
      // program that sets the selection during the settle sees the person's choice.
      select(stop: i, at: t)
      let to = resolution.stops[i].height
      startMotion(
        to: to, velocity: carried(to: to), from: d.height, animation: .spring(spring),
        goal: .stop(i, notify: false), at: t)
    }
  }

  /// The height for a raw finger-driven height: rubber-banded above the largest detent, and
  /// below the smallest when dismissal is disabled; otherwise it follows the finger down.
  ///
  /// The rubber band's dimension is the room the sheet has that way (UIScrollView uses its
  /// viewport): above, the space between the sheet's top and the screen's top, so a `.large`
  /// sheet barely stretches; below, the smallest detent's height, so it never leaves the screen.
  private func limitedHeight(raw: Double) -> Double {
    let top = resolution.stops[resolution.stops.count - 1].height
    let bottom = resolution.stops[0].height
    if raw > top {
      let room = max(1, resolution.geometry.baseline - top)
      return top + ScrollPhysics.rubberBand(raw - top, dimension: room)
    }
    if raw < bottom {
      if configuration.interactiveDismissDisabled {
        return bottom - ScrollPhysics.rubberBand(bottom - raw, dimension: bottom)
      }
      return max(raw, resolution.geometry.offscreenHeight)
    }
    return raw
  }

  /// Splits a finger movement between the content's scroll offset and the sheet; returns the
  /// part (down positive) that moves the sheet.
  private func route(_ delta: Double, drag: Drag, content: inout ScrollContent) -> Double {
    let top = resolution.stops[resolution.stops.count - 1].height
    let viewport = max(0, drag.height)
    var rest = delta
    if delta < 0 {  // finger up: grow the sheet or scroll forward
      let up = -delta
      let room = max(0, top - drag.height)
      if configuration.contentInteraction.resizesFirst {
        let toSheet = min(up, room)
        let scrolled = content.scroll(by: up - toSheet, viewport: viewport)
        rest = -(toSheet + (up - toSheet - scrolled))
      } else {
        let scrolled = content.scroll(by: up, viewport: viewport)
        rest = -(up - scrolled)
      }
    } else if delta > 0 {  // finger down: scroll back to the top first, then move the sheet
      let scrolled = -content.scroll(by: -delta, viewport: viewport)
      rest = delta - scrolled
    }
    content.lastConsumerWasContent = abs(rest) < abs(delta) / 2
    return rest
  }

  // MARK: Program

  /// The program set the selection at `t`, with `animation` (nil moves the sheet at once).
  /// Returns false when `detent` is not an active detent here (the sheet stays put).
  @discardableResult
  public mutating func select(_ detent: PresentationDetent, animation: Animation?, at t: Double) -> Bool {
    advance(to: t)
    selection = detent
    guard !isDismissed, !isDismissing, let i = resolution.stopIndex(of: detent) else { return false }
    if case .dragging = phase { return true }
    stopIndex = i
    let target = resolution.stops[i].height
    if let animation {
      let (h, v) = heightAndVelocity
      startMotion(
        to: target, velocity: v, from: h, animation: animation, goal: .stop(i, notify: false), at: t)
    } else {
      phase = .resting(target)
      events.append(.settled(detent, height: target, at: t))
    }
    return true
  }

  /// The sheet's detents (or other configuration) changed while presented: it moves, with
  /// `animation`, to the selection's new height, or to the nearest detent when the selection
  /// is no longer active (and then writes the selection).
  public mutating func reconfigure(
    _ configuration: SheetConfiguration, animation: Animation? = .spring(SheetMetrics.settleSpring),
    at t: Double
  ) {
    advance(to: t)
    let old = currentDetent
    self.configuration = configuration
    let oldHeight = resolution.stops[restingStop].height
    resolution = DetentResolver.resolve(configuration.detents, in: environment)
    restingStop = resolution.stops.firstIndex { $0.height == oldHeight } ?? -1
    guard !isDismissed, !isDismissing else { return }
    let (h, v) = heightAndVelocity
    let keep = resolution.stopIndex(of: selection ?? old)
    let i =
      keep
      ?? resolution.stops.indices.min {
        abs(resolution.stops[$0].height - h) < abs(resolution.stops[$1].height - h)
      }!
    stopIndex = i
    if case .dragging = phase { return }
    let target = resolution.stops[i].height
    if let animation, abs(target - h) > SheetMetrics.settleDistance {
      startMotion(
        to: target, velocity: v, from: h, animation: animation, goal: .stop(i, notify: keep == nil), at: t)
    } else {
      finish(.stop(i, notify: keep == nil), at: t)
    }
  }

  /// The program dismissed the sheet at `t` (`isPresented = false`, `item = nil` or
  /// `dismiss()`): it slides away and then reports `.dismissed(.programmatic)`. A tap on the
  /// dimming view behind it dismisses it too, as the person's doing: `reason` `.interactive`.
  public mutating func dismiss(
    animation: Animation? = .spring(SheetMetrics.presentSpring), reason: DismissReason = .programmatic,
    at t: Double
  ) {
    advance(to: t)
    guard !isDismissed, !isDismissing else { return }
    let (h, v) = heightAndVelocity
    let offscreen = resolution.geometry.offscreenHeight
    if animation != nil, environment.values.accessibilityReduceMotion {
      // Reduce Motion: the sheet fades out where it is instead of sliding away.
      startMotion(
        to: h, velocity: 0, from: h, animation: .curve(.easeInOut, duration: SheetMetrics.reducedMotionFade),
        goal: .dismiss(reason), at: t)
    } else if let animation {
      startMotion(
        to: offscreen, velocity: v, from: h, animation: animation, goal: .dismiss(reason), at: t)
    } else {
      phase = .dismissed
      events.append(.dismissed(reason, at: t))
    }
  }

  private mutating func startMotion(
    to target: Double, velocity: Double, from: Double, animation: Animation, goal: Goal, at t: Double
  ) {
    let motion = Motion(from: from, to: target, velocity: velocity, start: t, animation: animation)
    if motion.duration == 0 {
      finish(goal, at: t)
    } else {
      phase = .moving(motion, goal)
    }
  }
}
