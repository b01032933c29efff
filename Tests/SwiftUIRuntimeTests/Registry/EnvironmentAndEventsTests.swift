import Testing
import ViewTree

// The environment (Registry/EnvironmentAndEvents.swift and `Interpreter.environmentDefault`):
// a program's own keys read their default where no view above sets them, as SwiftUI does.

private let keys = """
  private struct AccentKey: EnvironmentKey {
      static let defaultValue: String = "blue"
  }
  private struct ThemeKey: EnvironmentKey {
      static var defaultValue: String { "plain" }
  }
  extension EnvironmentValues {
      var accentName: String {
          get { self[AccentKey.self] }
          set { self[AccentKey.self] = newValue }
      }
      var theme: String {
          get { self[ThemeKey.self] }
          set { self[ThemeKey.self] = newValue }
      }
      @Entry var count: Int = 3
  }
  struct Child: View {
      @Environment(\\.accentName) private var accentName
      @Environment(\\.theme) private var theme
      @Environment(\\.count) private var count
      var body: some View { Text("\\(accentName) \\(theme) \\(count)") }
  }
  """

@Suite struct EnvironmentAndEventsTests {
  @Test func aCustomKeyReadsItsDefaultWhereNoViewSetsIt() throws {
    let shown = try shows(
      """
      Child()
      Child().environment(\\.accentName, "red").environment(\\.count, 7)
      Child().environment(\\.theme, "dark")
      """, decls: keys)
    #expect(shown == ["blue plain 3", "red plain 7", "blue dark 3"])
  }

  @Test func aDefaultIsMadeOnceAndSharedLikeAStatic() throws {
    // `static var defaultValue = Model()` is one object: SwiftUI reads the static each time.
    let shown = try shows(
      """
      Counter()
      Counter()
      """,
      decls: """
        final class Model { var n = 0 }
        private struct ModelKey: EnvironmentKey { static var defaultValue = Model() }
        extension EnvironmentValues {
            var model: Model {
                get { self[ModelKey.self] }
                set { self[ModelKey.self] = newValue }
            }
        }
        struct Counter: View {
            @Environment(\\.model) private var model
            var body: some View {
                model.n += 1
                return Text("n \\(model.n)")
            }
        }
        """)
    #expect(shown == ["n 1", "n 2"])
  }
}
