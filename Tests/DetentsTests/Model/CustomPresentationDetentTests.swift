import Detents
import Testing

/// A custom detent reads the environment straight off its context (`context.colorScheme`), as
/// in SwiftUI, with each value its own property rather than a key path (Embedded Swift has none).
@Test func contextReadsEachEnvironmentValue() {
  let environment = DetentEnvironment(
    dynamicTypeSize: .accessibility2, verticalSizeClass: .compact, horizontalSizeClass: .regular,
    colorScheme: .dark, accessibilityReduceMotion: true)
  let context = PresentationDetent.Context(maxDetentValue: 700, environment: environment)
  #expect(context.maxDetentValue == 700)
  #expect(context.dynamicTypeSize == .accessibility2)
  #expect(context.verticalSizeClass == .compact)
  #expect(context.horizontalSizeClass == .regular)
  #expect(context.colorScheme == .dark)
  #expect(context.accessibilityReduceMotion)
  let defaults = PresentationDetent.Context(maxDetentValue: 500)
  #expect(defaults.verticalSizeClass == .regular && defaults.horizontalSizeClass == .compact)
  #expect(defaults.colorScheme == .light && !defaults.accessibilityReduceMotion)
}
