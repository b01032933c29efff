import Testing

/// Combine as far as a `@Published` property's publisher goes: `$items.sink` receives the
/// current value and every change; `.debounce(for:scheduler:)` waits on the virtual clock and
/// lets the last of a burst through; `dropFirst()` skips the current value; `cancel()` stops it.
@Suite struct CombineTests {
  static let model = """
    final class Model: ObservableObject {
      @Published var count = 0
      var subscription: AnyCancellable?
      func watch(_ delay: Double, drop: Bool) {
        if delay > 0 {
          subscription = $count.debounce(for: delay, scheduler: RunLoop.main).sink { value in print("got", value) }
        } else if drop {
          subscription = $count.dropFirst().sink { print("got", $0) }
        } else {
          subscription = $count.sink { print("got", $0) }
        }
      }
    }
    """

  static let cases: [ProgramCase] = [
    ProgramCase(
      "a sink receives the current value and each change, in order",
      decls: model,
      """
      let m = Model()
      m.watch(0, drop: false)
      m.count = 1
      m.count = 2
      """, ["got 0", "got 1", "got 2"], at: 1),
    ProgramCase(
      "dropFirst skips the value the property has when the sink subscribes",
      decls: model,
      """
      let m = Model()
      m.watch(0, drop: true)
      m.count = 5
      """, ["got 5"], at: 1),
    ProgramCase(
      "debounce lets only the last of a burst through, after the delay",
      decls: model,
      """
      let m = Model()
      m.watch(0.5, drop: true)
      m.count = 1
      m.count = 2
      m.count = 3
      """, ["got 3"], at: 2),
    ProgramCase(
      "before the delay is over nothing is received",
      decls: model,
      """
      let m = Model()
      m.watch(5, drop: true)
      m.count = 1
      """, [], at: 2),
    ProgramCase(
      "a cancelled subscription receives nothing more",
      decls: model,
      """
      let m = Model()
      m.watch(0, drop: true)
      m.count = 1
      m.subscription?.cancel()
      m.count = 2
      """, ["got 1"], at: 1),
  ]

  @Test(arguments: cases) func published(_ c: ProgramCase) { c.check() }
}
