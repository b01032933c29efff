import Detents
import Foundation
import Testing

/// Which animation arguments Detents animates: the rest crawl or never settle.
@Suite struct AnimationParametersTests {
  /// The label at fault when `label: value` is given to `animation`, or nil when it passes.
  static func fault(_ animation: String, _ label: String, _ value: Double) -> String? {
    do {
      try AnimationParameters.check(label, value, of: animation)
      return nil
    } catch {
      return error.label
    }
  }

  @Test(
    arguments: [
      // (animation, label, value, the label at fault or nil)
      // Durations, responses and blend durations: finite seconds from 0 to 60.
      ("spring", "response", 0.55, nil), ("spring", "response", 0, nil), ("spring", "response", 60, nil),
      ("spring", "response", -1, "response"), ("spring", "response", -0.01, "response"),
      ("spring", "response", 60.5, "response"), ("spring", "response", .nan, "response"),
      ("spring", "response", .infinity, "response"), ("easeInOut", "duration", 0.35, nil),
      ("easeInOut", "duration", 0, nil), ("linear", "duration", 60, nil),
      ("linear", "duration", 61, "duration"),
      ("easeIn", "duration", -0.1, "duration"), ("easeIn", "duration", 3600, "duration"),
      ("easeOut", "duration", .nan, "duration"), ("easeOut", "duration", -.infinity, "duration"),
      ("spring", "duration", 1e9, "duration"), ("spring", "blendDuration", 0, nil),
      ("spring", "blendDuration", .infinity, "blendDuration"),
      ("spring", "blendDuration", -1, "blendDuration"),
      // dampingFraction: finite, above 0 (undamped never settles), at most 10.
      ("spring", "dampingFraction", 1, nil), ("spring", "dampingFraction", 0.825, nil),
      ("spring", "dampingFraction", 10, nil), ("interactiveSpring", "dampingFraction", 5, nil),
      ("spring", "dampingFraction", 0, "dampingFraction"),
      ("spring", "dampingFraction", -0.5, "dampingFraction"),
      ("spring", "dampingFraction", 10.5, "dampingFraction"),
      ("spring", "dampingFraction", 40, "dampingFraction"),
      ("spring", "dampingFraction", .infinity, "dampingFraction"),
      ("spring", "dampingFraction", .nan, "dampingFraction"),
      // bounce: strictly between -1 and 1.
      ("spring", "bounce", 0, nil), ("spring", "bounce", 0.99, nil), ("spring", "bounce", -0.99, nil),
      ("spring", "bounce", 1, "bounce"), ("spring", "bounce", -1, "bounce"),
      ("spring", "bounce", 1.5, "bounce"),
      ("spring", "bounce", .nan, "bounce"),
      // extraBounce: the preset's base bounce plus extraBounce, strictly between -1 and 1.
      ("smooth", "extraBounce", 0.1, nil), ("smooth", "extraBounce", 0.99, nil),
      ("smooth", "extraBounce", -0.99, nil), ("bouncy", "extraBounce", 0.69, nil),
      ("bouncy", "extraBounce", 0.7, "extraBounce"), ("snappy", "extraBounce", 0.85, "extraBounce"),
      ("snappy", "extraBounce", 0.8, nil), ("bouncy", "extraBounce", -1.3, "extraBounce"),
      ("bouncy", "extraBounce", -1.2, nil), ("smooth", "extraBounce", -2, "extraBounce"),
      ("smooth", "extraBounce", .nan, "extraBounce"),
      // Labels not listed are left to the caller.
      ("spring", "speed", -5, nil),
    ] as [(String, String, Double, String?)])
  func argumentsAreCheckedByLabel(animation: String, label: String, value: Double, fault: String?) {
    #expect(Self.fault(animation, label, value) == fault)
  }

  @Test(
    arguments: [
      ("spring", "dampingFraction", 0, "dampingFraction must be above 0 and at most 10, not 0"),
      ("spring", "response", -1, "response takes seconds from 0 to 60, not -1"),
      ("linear", "duration", 1e9, "duration takes seconds from 0 to 60, not 1e+09"),
      ("smooth", "duration", .nan, "duration takes seconds from 0 to 60, not nan"),
      ("spring", "bounce", 1, "bounce must be strictly between -1 and 1, not 1"),
      (
        "bouncy", "extraBounce", 0.7,
        "extraBounce 0.7 makes bouncy's bounce 1 (0.3 + extraBounce); it must be strictly between -1 and 1"
      ),
    ] as [(String, String, Double, String)])
  func theMessageNamesTheArgumentItsValueAndTheRange(
    animation: String, label: String, value: Double, message: String
  ) {
    #expect(throws: AnimationParameters.OutOfRange(label, message)) {
      try AnimationParameters.check(label, value, of: animation)
    }
  }

  @Test func onlyTheSpringPresetsHaveABaseBounce() {
    let names = ["smooth", "snappy", "bouncy", "spring", "interactiveSpring", "easeInOut"]
    #expect(
      names.map { AnimationParameters.presetBounce(of: $0) }
        == [Animation.smoothBounce, Animation.snappyBounce, Animation.bouncyBounce, nil, nil, nil])
  }

}
