import Detents
import Foundation
import Testing

@Suite struct InteractionLimitsTests {
  @Test func timesFromZeroToAnHourPass() throws {
    for t in [0, 0.5, InteractionLimits.maximumTime] {
      try InteractionLimits.checkTime(t, "wait")
    }
  }

  @Test func timesBeyondAnHourNegativeOrNotFiniteAreRefusedWithTheRange() {
    for t in [InteractionLimits.maximumTime.nextUp, -0.001, 1e300, .infinity, .nan] {
      #expect(throws: ValueOutOfRange.self) { try InteractionLimits.checkTime(t, "wait") }
    }
    do {
      try InteractionLimits.checkTime(1e300, "wait")
    } catch {
      // Huge numbers are written short, not as 300 digits.
      #expect(error.message == "wait takes seconds from 0 to 3600, not 1e+300")
    }
  }

  @Test func distancesUpToTheLimitEitherWayPass() throws {
    for d in [-InteractionLimits.maximumDistance, -1, 0, 250.5, InteractionLimits.maximumDistance] {
      try InteractionLimits.checkDistance(d, "drag")
    }
    for d in [InteractionLimits.maximumDistance.nextUp, -100_001, .infinity, .nan] {
      #expect(throws: ValueOutOfRange.self) { try InteractionLimits.checkDistance(d, "drag") }
    }
  }
}
