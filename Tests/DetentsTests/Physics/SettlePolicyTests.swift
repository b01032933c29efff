import Detents
import Foundation
import Portable
import Testing

/// A deterministic random source for property tests, so failures reproduce.
typealias SeededRandom = SplitMix64

struct SettleCase: CustomTestStringConvertible, Sendable {
  let height: Double
  let velocity: Double
  let stops: [Double]
  let canDismiss: Bool
  let expected: SettleTarget
  let why: String
  var testDescription: String { "h \(height), v \(velocity) → \(expected): \(why)" }
}

@Suite struct SettlePolicyTests {
  static let three = [168.96, 400, 768]  // seed 001's peek, 400 pt and large on an iPhone 16 Pro
  static let two = [384.0, 768]

  static let table: [SettleCase] = [
    .init(height: 400, velocity: 0, stops: three, canDismiss: true, expected: .stop(1), why: "at rest stays"),
    .init(
      height: 520, velocity: 0, stops: three, canDismiss: true, expected: .stop(1),
      why: "below the 584 midpoint"),
    .init(
      height: 600, velocity: 0, stops: three, canDismiss: true, expected: .stop(2), why: "above the midpoint"),
    .init(
      height: 520, velocity: 1200, stops: three, canDismiss: true, expected: .stop(2),
      why: "projection 0.499 s × 1200 passes the midpoint"),
    .init(
      height: 520, velocity: 100, stops: three, canDismiss: true, expected: .stop(1),
      why: "projected 569.9 is still below 584"),
    .init(
      height: 168.96, velocity: 1500, stops: three, canDismiss: true, expected: .stop(1),
      why: "a normal fling moves one detent"),
    .init(
      height: 168.96, velocity: 3000, stops: three, canDismiss: true, expected: .stop(2),
      why: "a strong fling skips 400"),
    .init(
      height: 768, velocity: -1500, stops: three, canDismiss: true, expected: .stop(1), why: "one detent down"
    ),
    .init(
      height: 768, velocity: -3000, stops: three, canDismiss: true, expected: .dismiss,
      why: "a strong fling down dismisses"),
    .init(
      height: 768, velocity: -3000, stops: three, canDismiss: false, expected: .stop(0),
      why: "…unless dismissal is disabled"),
    .init(
      height: 168.96, velocity: -400, stops: three, canDismiss: true, expected: .dismiss,
      why: "projected below half the peek"),
    .init(
      height: 168.96, velocity: -100, stops: three, canDismiss: true, expected: .stop(0),
      why: "a gentle flick down stays"),
    .init(
      height: 70, velocity: 0, stops: three, canDismiss: true, expected: .dismiss,
      why: "released below half the smallest"),
    .init(
      height: 90, velocity: 0, stops: three, canDismiss: true, expected: .stop(0),
      why: "released above half the smallest"),
    .init(
      height: 70, velocity: 0, stops: three, canDismiss: false, expected: .stop(0),
      why: "no dismissal: back up"),
    .init(
      height: 900, velocity: 0, stops: three, canDismiss: true, expected: .stop(2),
      why: "rubber-banded above the top"),
    .init(
      height: 900, velocity: -500, stops: three, canDismiss: true, expected: .stop(2),
      why: "above the top, gentle down"),
    .init(
      height: 900, velocity: -1500, stops: three, canDismiss: true, expected: .stop(1),
      why: "above the top, fling down"),
    .init(height: 300, velocity: 0, stops: two, canDismiss: true, expected: .stop(0), why: "300 > 192"),
    .init(height: 150, velocity: 0, stops: two, canDismiss: true, expected: .dismiss, why: "150 < 192"),
    .init(
      height: 384, velocity: -386, stops: two, canDismiss: true, expected: .dismiss,
      why: "dismisses above 192 / 0.499 = 384.8 pt/s"),
    .init(
      height: 384, velocity: -383, stops: two, canDismiss: true, expected: .stop(0),
      why: "just under the velocity threshold"),
    .init(height: 768, velocity: 0, stops: [768], canDismiss: true, expected: .stop(0), why: "one detent"),
    .init(
      height: 300, velocity: 0, stops: [768], canDismiss: true, expected: .dismiss,
      why: "below half of the only detent"),
    .init(
      height: .nan, velocity: .infinity, stops: two, canDismiss: false, expected: .stop(0),
      why: "garbage in stays safe"),
  ]

  @Test(arguments: table)
  func target(_ c: SettleCase) {
    #expect(
      SettlePolicy.target(height: c.height, velocity: c.velocity, stops: c.stops, canDismiss: c.canDismiss)
        == c.expected)
  }

  /// For one height, a larger upward velocity never lands lower.
  @Test func largerUpwardVelocityNeverLandsLower() {
    var rng = SeededRandom(seed: 42)
    func rank(_ t: SettleTarget) -> Int { if case .stop(let i) = t { i + 1 } else { 0 } }
    for _ in 0..<20000 {
      let count = Int.random(in: 1...5, using: &rng)
      let stops = (0..<count).map { _ in Double.random(in: 40...800, using: &rng) }.sorted()
      let h = Double.random(in: -100...1000, using: &rng)
      let v1 = Double.random(in: -6000...6000, using: &rng)
      let v2 = v1 + Double.random(in: 0...3000, using: &rng)
      let canDismiss = Bool.random(using: &rng)
      let a = SettlePolicy.target(height: h, velocity: v1, stops: stops, canDismiss: canDismiss)
      let b = SettlePolicy.target(height: h, velocity: v2, stops: stops, canDismiss: canDismiss)
      #expect(rank(a) <= rank(b), "h \(h) stops \(stops) v \(v1) → \(a), v \(v2) → \(b)")
      if !canDismiss { #expect(a != .dismiss) }
    }
  }
}
