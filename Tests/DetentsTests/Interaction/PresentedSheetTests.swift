import Detents
import Foundation
import Testing

struct Peek: CustomPresentationDetent {
  static func height(in context: Context) -> Scalar? {
    guard context.maxDetentValue > 0 else { return nil }
    return max(context.maxDetentValue * 0.22, min(context.maxDetentValue, 150))
  }
}

let peek = PresentationDetent.custom(Peek.self)

func makeSheet(
  _ detents: Set<PresentationDetent> = [peek, .height(400), .large],
  selection: PresentationDetent? = .height(400),
  dismissDisabled: Bool = false, environment: SheetEnvironment = env(),
  configure: (inout SheetConfiguration) -> Void = { _ in }
) -> PresentedSheet {
  var c = SheetConfiguration(detents: detents)
  c.interactiveDismissDisabled = dismissDisabled
  configure(&c)
  return PresentedSheet(configuration: c, environment: environment, selection: selection)
}

/// Drags the finger `dy` points over `seconds` at 120 Hz (`FingerMove`), starting at `t`, and
/// lifts it unless `release` is false; returns the end time.
@discardableResult
func drag(
  _ sheet: inout PresentedSheet, _ dy: Scalar, over seconds: Double, from t: Double, onContent: Bool = false,
  release: Bool = true
) -> Double {
  let move = FingerMove(by: dy, at: t, over: seconds)
  if release {
    sheet.drag(move, onContent: onContent)
    return move.end
  }
  sheet.dragBegan(at: t, onContent: onContent)
  sheet.follow(move)
  return move.end
}

@Suite struct PresentedSheetTests {
  @Test func startsAtTheSelectionOrTheSmallestDetent() {
    #expect(makeSheet().height == 400)
    #expect(makeSheet(selection: nil).height == 168.96)
    #expect(makeSheet(selection: .medium).height == 168.96)  // not among the detents: smallest
    let s = makeSheet([.medium, .large], selection: .medium, environment: env(.landscape))
    #expect(s.height == 371)  // compact height: medium falls back to large
    #expect(s.currentDetent == .medium)
  }

  @Test func flingUpGoesToLargeAndWritesTheSelectionAsTheFingerLifts() {
    var s = makeSheet()
    let t = drag(&s, -120, over: 0.1, from: 0)
    #expect(s.currentDetent == .large)
    // Written at the release, while the sheet still springs (UIKit's selectedDetentIdentifier
    // is the detent the person selects), stamped with the release's time.
    #expect(s.selection == .large && !s.isSettled)
    let taken = s.takeEvents()
    guard case .selectionChanged(let from, let to, let at) = taken.first else {
      Issue.record("expected a selection change, got \(taken)")
      return
    }
    #expect(from == .height(400) && to == .large && at == t)
    s.advance(to: t + 3)
    // Settling writes nothing more.
    #expect(!s.takeEvents().contains { if case .selectionChanged = $0 { true } else { false } })
    #expect(s.selection == .large && s.height == 768 && s.isSettled)
  }

  @Test func aSlowDragBelowHalfTheSmallestDetentDismisses() {
    var s = makeSheet(selection: nil)
    let t = drag(&s, 110, over: 2, from: 0)  // 168.96 → 58.96, slowly
    #expect(s.isDismissing && !s.isDismissed)
    s.advance(to: t + 3)
    #expect(s.isDismissed)
    let taken = s.takeEvents()
    #expect(taken.contains { if case .dismissed(.interactive, _) = $0 { true } else { false } })
  }

  @Test func dismissDisabledRubberBandsAndStays() {
    var s = makeSheet(selection: nil, dismissDisabled: true)
    let t = drag(&s, 400, over: 0.5, from: 0, release: false)
    #expect(s.height < 168.96 && s.height > 0)  // resists: moved less than 400 pt
    #expect(168.96 - s.height < 400 * 0.55)
    s.dragEnded(translation: 400, velocity: 800, at: t)
    s.advance(to: t + 3)
    #expect(!s.isDismissed && s.height == 168.96)
    let taken = s.takeEvents()
    #expect(!taken.contains { if case .dismissed = $0 { true } else { false } })
  }

  @Test func dragAboveTheLargestRubberBands() {
    var s = makeSheet(selection: .large)
    drag(&s, -200, over: 0.5, from: 0, release: false)
    #expect(s.height > 768 && s.height < 768 + 200)
    #expect(abs(Double(s.height) - (768 + ScrollPhysics.rubberBand(200, dimension: 840 - 768))) < 1e-9)
    #expect(s.appearance.frame.y > 0)  // never past the top of the screen
  }

  @Test func aNewDragCatchesAMovingSheetWhereItIs() {
    var s = makeSheet()
    s.select(.large, animation: .snappy(duration: 0.4), at: 0)
    s.advance(to: 0.1)
    let moving = s.height
    #expect(moving > 400 && moving < 768)
    s.dragBegan(at: 0.1)
    s.dragChanged(translation: 0, velocity: 0, at: 0.15)
    #expect(s.height == moving)  // held where the finger caught it
  }

  @Test func programmaticSelectionFollowsItsAnimation() {
    var s = makeSheet()
    let accepted = s.select(.large, animation: .snappy(duration: 0.4), at: 1)
    #expect(accepted)
    s.advance(to: 1.2)
    let expected = Spring(duration: 0.4, bounce: 0.15).state(from: 400, to: 768, velocity: 0, at: 0.2)
      .position
    #expect(abs(Double(s.height) - expected) < 1e-9)
    // No animation: at once.
    var j = makeSheet()
    j.select(peek, animation: nil, at: 0)
    #expect(j.height == 168.96 && j.isSettled)
    // The program wrote the selection itself: no selectionChanged event.
    s.advance(to: 5)
    let taken = s.takeEvents()
    #expect(!taken.contains { if case .selectionChanged = $0 { true } else { false } })
  }

  @Test func selectingAnInactiveDetentLeavesTheSheetWhereItIs() {
    var s = makeSheet()
    let accepted = s.select(.medium, animation: .default, at: 0)
    #expect(!accepted)
    s.advance(to: 2)
    #expect(s.height == 400)
  }

  @Test func removingTheCurrentDetentMovesToTheNearestAndWritesTheSelection() {
    var s = makeSheet()
    var c = s.configuration
    c.detents = [peek, .height(500), .large]
    s.reconfigure(c, at: 0)
    s.advance(to: 0.05)
    #expect(s.height > 400 && s.height < 500)  // animated, not a jump
    s.advance(to: 3)
    #expect(s.height == 500 && s.selection == .height(500))
    let events = s.takeEvents()
    #expect(
      events.contains {
        if case .selectionChanged(.height(400), .height(500), _) = $0 { true } else { false }
      })
  }

  @Test func onDismissFollowsProgrammaticDismissalToo() {
    var s = makeSheet()
    s.dismiss(at: 2)
    #expect(s.isDismissing && !s.isDismissed)
    s.advance(to: 5)
    #expect(s.isDismissed && s.height == -34)
    let events = s.takeEvents()
    #expect(events.count == 1)
    if case .dismissed(.programmatic, let t) = events.first {
      #expect(t > 2.2 && t < 3.5)
    } else {
      Issue.record("\(events)")
    }
    // Gestures do nothing once dismissed.
    let began = s.dragBegan(at: 6)
    #expect(!began)
  }

  @Test func progressBetweenNeighbouringDetents() {
    var s = makeSheet()
    s.dragBegan(at: 0)
    s.dragChanged(translation: -184, velocity: 0, at: 0.1)  // 400 → 584, half way to 768
    let p = s.progress
    #expect(p.lower?.height == 400 && p.upper?.height == 768 && abs(p.fraction - 0.5) < 1e-9)
    s.dragChanged(translation: 400 - 84.48, velocity: 0, at: 0.2)  // half way from the bottom to the peek
    #expect(s.progress.lower == nil && abs(s.progress.fraction - 0.5) < 1e-9)
  }

  @Test func appearingRisesFromOffscreen() {
    var s = PresentedSheet(
      configuration: SheetConfiguration(detents: [.medium, .large]), environment: env(), appearing: true)
    #expect(s.height == -34 && !s.isSettled)
    s.advance(to: 0.1)
    #expect(s.height > 0 && s.height < 384)
    s.advance(to: 3)
    #expect(s.height == 384)
    let taken = s.takeEvents()
    #expect(taken.first.map { if case .presented = $0 { true } else { false } } == true)
  }

  @Test func macSheetsAndCoversAreNotDragged() {
    var mac = makeSheet(environment: env("mac"))
    let macBegan = mac.dragBegan(at: 0)
    #expect(!macBegan)
    var cover = makeSheet(environment: env(style: .cover))
    let coverBegan = cover.dragBegan(at: 0)
    #expect(!coverBegan)
    #expect(cover.dimming == 0)
  }

  /// Random gestures never produce NaN and always end settled on a stop or dismissed.
  @Test func randomGesturesEndSettled() {
    var rng = SeededRandom(seed: 7)
    for round in 0..<300 {
      let all: [PresentationDetent] = [peek, .medium, .large, .height(250), .fraction(0.8), .height(600)]
      let detents = Set(all.filter { _ in Bool.random(using: &rng) })
      var s = makeSheet(detents, selection: nil, dismissDisabled: Bool.random(using: &rng))
      var t = 0.0
      for _ in 0..<Int.random(in: 1...6, using: &rng) {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0, 1:
          let dy = Scalar.random(in: -900...900, using: &rng)
          t = drag(&s, dy, over: Double.random(in: 0.02...0.8, using: &rng), from: t)
        case 2:
          let d = all.randomElement(using: &rng)!
          s.select(
            d,
            animation: [nil, .snappy(), .bouncy(extraBounce: 0.3), .easeInOut()].randomElement(using: &rng)!,
            at: t)
        default:
          break
        }
        t += Double.random(in: 0...0.6, using: &rng)
        s.advance(to: t)
        #expect(s.height.isFinite && s.velocity.isFinite && s.dimming.isFinite, "round \(round)")
        if s.isDismissed { break }
      }
      s.advance(to: t + 20)
      #expect(s.isSettled, "round \(round)")
      if !s.isDismissed {
        #expect(s.resolution.stops.contains { $0.height == s.height }, "round \(round): rests at \(s.height)")
      }
    }
  }

  // MARK: Reduce Motion (issue 15, item 12)

  func reduced(_ on: Bool = true) -> SheetEnvironment {
    SheetEnvironment(device: DeviceCatalog.device(named: "iphone-16-pro")!, reduceMotion: on)
  }

  @Test func withReduceMotionASheetFadesInAtItsDetentInsteadOfRising() {
    let c = SheetConfiguration(detents: [.medium, .large])
    var s = PresentedSheet(configuration: c, environment: reduced(), selection: .medium, appearing: true)
    #expect(s.height == 384 && s.opacity == 0)
    s.advance(to: SheetMetrics.reducedMotionFade / 2)
    #expect(s.height == 384 && abs(s.opacity - 0.5) < 1e-6)
    #expect(abs(s.appearance.opacity - 0.5) < 1e-6)
    #expect(s.dimming > 0 && s.dimming < SheetMetrics.dimmingAlphaGlass)  // the dimming fades with it
    s.advance(to: 1)
    #expect(s.opacity == 1 && s.takeEvents() == [.presented(at: SheetMetrics.reducedMotionFade)])
    // Without Reduce Motion it rises from below the screen, opaque.
    var m = PresentedSheet(configuration: c, environment: reduced(false), selection: .medium, appearing: true)
    m.advance(to: 0.1)
    #expect(m.height < 384 && m.opacity == 1)
  }

  @Test func withReduceMotionAProgrammaticDismissalFadesOutInPlace() {
    var s = PresentedSheet(
      configuration: SheetConfiguration(detents: [.medium, .large]), environment: reduced(),
      selection: .medium)
    s.dismiss(at: 0)
    s.advance(to: SheetMetrics.reducedMotionFade / 2)
    #expect(s.height == 384 && abs(s.opacity - 0.5) < 1e-6 && s.isDismissing)
    s.advance(to: 1)
    #expect(
      s.isDismissed && s.takeEvents() == [.dismissed(.programmatic, at: SheetMetrics.reducedMotionFade)])
  }

  @Test func withReduceMotionAFlungSheetSettlesWithoutOvershoot() {
    func peak(_ on: Bool) -> Scalar {
      var s = PresentedSheet(
        configuration: SheetConfiguration(detents: [.medium, .large]), environment: reduced(on),
        selection: .medium)
      let end = drag(&s, -150, over: 0.05, from: 0)  // a fast fling up: .large
      var top: Scalar = 0
      var t = end
      while t < end + 2 {
        s.advance(to: t)
        top = max(top, s.height)
        t += 1.0 / 240
      }
      #expect(s.currentDetent == .large)
      return top
    }
    #expect(peak(false) > 768 + 1)  // the settle spring overshoots .large a little
    #expect(peak(true) <= 768 + SheetMetrics.settleDistance)
  }
}
