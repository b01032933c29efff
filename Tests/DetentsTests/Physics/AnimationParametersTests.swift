import Detents
import Foundation
import Testing

@Suite struct AnimationParametersTests {
  @Test func swiftUIDefaultsAndEverydayValuesPass() throws {
    let ok: [(String, Double)] = [
      ("response", 0.55), ("dampingFraction", 1), ("dampingFraction", 0.825), ("duration", 0.35),
      ("duration", 0), ("bounce", -1), ("bounce", 1), ("extraBounce", 0.1), ("blendDuration", 0),
      ("dampingFraction", AnimationParameters.maximumDampingFraction),
      ("duration", AnimationParameters.maximumDuration),
    ]
    for (label, value) in ok { try AnimationParameters.check(label, value) }
  }

  @Test func valuesThatAreNoAnimationAreRefused() {
    let bad: [(String, Double)] = [
      ("response", -1), ("duration", -0.1), ("dampingFraction", 0), ("dampingFraction", -0.5),
      ("dampingFraction", 10.5), ("bounce", 1.5), ("extraBounce", -2), ("duration", 61),
      ("blendDuration", .infinity), ("response", .nan),
    ]
    for (label, value) in bad {
      #expect(throws: ValueOutOfRange.self, "\(label): \(value)") {
        try AnimationParameters.check(label, value)
      }
    }
  }

  @Test func theMessageNamesTheArgumentAndItsRange() {
    #expect(throws: ValueOutOfRange("dampingFraction must be above 0 and at most 10, not 0")) {
      try AnimationParameters.check("dampingFraction", 0)
    }
    #expect(throws: ValueOutOfRange("response takes seconds from 0 to 60, not -1")) {
      try AnimationParameters.check("response", -1)
    }
  }

  @Test func otherLabelsAreLeftToTheCaller() throws {
    try AnimationParameters.check("speed", -5)
  }
}
