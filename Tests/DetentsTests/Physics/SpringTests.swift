import Detents
import Foundation
import Testing

@Suite struct SpringTests {
  // Apple's check values on the `Spring` documentation page.
  @Test func durationBounceMapsToApplesPhysicalConstants() {
    let s = Spring(duration: 0.5, bounce: 0.3)
    #expect(abs(s.stiffness - 157.9) < 0.05)
    #expect(abs(s.damping - 17.6) < 0.05)
    let p = Spring(stiffness: 100, damping: 10)
    #expect(abs(p.response - 0.63) < 0.005)
    #expect(abs(p.bounce - 0.5) < 1e-9)
  }

  @Test(arguments: [
    // (animation, expected response, expected damping ratio) — SwiftUI's documented presets.
    (Animation.smooth(), 0.5, 1.0),
    (Animation.snappy(), 0.5, 0.85),
    (Animation.bouncy(), 0.5, 0.7),
    (Animation.snappy(duration: 0.4), 0.4, 0.85),
    (Animation.bouncy(duration: 0.3, extraBounce: 0.1), 0.3, 0.6),
    (Animation.spring(response: 0.5, dampingFraction: 0.825), 0.5, 0.825),
    (Animation.spring(duration: 0.5, bounce: -0.5), 0.5, 2.0),
    (Animation.default, 0.55, 1.0),
    (Animation.spring, 0.5, 1.0),
  ])
  func presetsMapToSprings(animation: Animation, response: Double, damping: Double) {
    guard case .spring(let s) = animation else {
      Issue.record("\(animation) is not a spring")
      return
    }
    #expect(abs(s.response - response) < 1e-9)
    #expect(abs(s.dampingRatio - damping) < 1e-9)
  }

  /// The closed form agrees with a fine RK4 integration of x'' = −kx − cx' in every regime.
  @Test(arguments: [0.3, 0.86, 1.0, 1.7])
  func closedFormMatchesNumericIntegration(damping: Double) {
    let s = Spring(response: 0.45, dampingRatio: damping)
    let (from, to, v0) = (100.0, 400.0, -900.0)
    var x = from - to
    var v = v0
    let dt = 1.0 / 20000
    var t = 0.0
    func acc(_ x: Double, _ v: Double) -> Double { -s.stiffness * x - s.damping * v }
    for checkpoint in [0.05, 0.2, 0.5, 1.0] {
      while t < checkpoint - dt / 2 {
        let k1x = v, k1v = acc(x, v)
        let k2x = v + dt / 2 * k1v, k2v = acc(x + dt / 2 * k1x, v + dt / 2 * k1v)
        let k3x = v + dt / 2 * k2v, k3v = acc(x + dt / 2 * k2x, v + dt / 2 * k2v)
        let k4x = v + dt * k3v, k4v = acc(x + dt * k3x, v + dt * k3v)
        x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        t += dt
      }
      let closed = s.state(from: from, to: to, velocity: v0, at: checkpoint)
      #expect(abs(closed.position - (to + x)) < 1e-4, "position at \(checkpoint) s, ζ = \(damping)")
      #expect(abs(closed.velocity - v) < 1e-2, "velocity at \(checkpoint) s, ζ = \(damping)")
    }
  }

  @Test func motionSettlesAndStaysSettled() {
    for anim in [
      Animation.snappy(duration: 0.4), .bouncy(), .default, .spring(response: 0.5, dampingFraction: 2),
    ] {
      let m = Motion(from: 400, to: 768, velocity: 1500, start: 1, animation: anim)
      #expect(m.duration > 0.1 && m.duration < Motion.maximumDuration, "\(anim)")
      for t in stride(from: m.end, through: m.end + 2, by: 0.01) {
        let (p, v) = m.state(at: t)
        #expect(p == 768 && v == 0)
      }
      // Just before the end, it was still measurably moving or away from the target.
      let (p, v) = m.state(at: m.end - 1.0 / 120)
      #expect(abs(p - 768) > 0.01 || abs(v) > 0.1, "\(anim) settled earlier than reported")
    }
  }

  @Test func timingCurvesFollowTheirBezier() {
    let c = TimingCurve.easeInOut
    #expect(abs(c.value(at: 0.5) - 0.5) < 1e-6)
    #expect(c.value(at: 0.25) < 0.25)  // eases in
    #expect(abs(c.value(at: 0.25) + c.value(at: 0.75) - 1) < 1e-6)  // symmetric
    var last = 0.0
    for i in 1...100 {
      let v = c.value(at: Double(i) / 100)
      #expect(v >= last)
      last = v
    }
    #expect(TimingCurve.linear.value(at: 0.37) == 0.37)
    let m = Motion(from: 0, to: 100, velocity: 0, start: 0, animation: .linear(duration: 0.35))
    #expect(abs(m.state(at: 0.175).position - 50) < 1e-9)
    #expect(m.end == 0.35)
  }
}

@Suite struct ScrollPhysicsTests {
  @Test(arguments: [(1000.0, 499.0), (-2000.0, -998.0), (0.0, 0.0), (300.0, 149.7)])
  func projectionUsesTheNormalDecelerationRate(velocity: Double, distance: Double) {
    #expect(abs(ScrollPhysics.projectedDistance(velocity: velocity) - distance) < 1e-9)
  }

  @Test func decelerationComesToRestAtTheProjection() {
    let rest = ScrollPhysics.decelerated(velocity: 1000, after: 30).offset
    #expect(abs(rest - (-1000 / (1000 * log(0.998)))) < 1e-6)
    #expect(abs(rest - ScrollPhysics.projectedDistance(velocity: 1000)) < 1.5)
  }

  @Test func rubberBandFollowsUIScrollViewsFormula() {
    // b = (1 − 1/(x·0.55/d + 1))·d
    #expect(
      abs(ScrollPhysics.rubberBand(100, dimension: 874) - (1 - 1 / (100 * 0.55 / 874 + 1)) * 874) < 1e-9)
    #expect(ScrollPhysics.rubberBand(0, dimension: 874) == 0)
    #expect(ScrollPhysics.rubberBand(-5, dimension: 874) == 0)
    // Slower than the finger, never past the viewport.
    for x in [1.0, 50, 500, 50000] {
      let b = ScrollPhysics.rubberBand(x, dimension: 874)
      #expect(b < x && b < 874 && b > 0)
    }
  }
}

@Test func defaultAnimationDependsOnTheOS() {
  #expect(Animation.default(on: OSVersion(16, 4)) == .easeInOut(duration: 0.35))
  #expect(Animation.default(on: OSVersion(17, 0)) == .spring(response: 0.55, dampingFraction: 1))
}
