import Testing

/// `Timer.publish(every:on:in:).autoconnect()` received with `.onReceive`: ticks on the virtual
/// clock, each with the date, while the view that receives it is on screen.
@Suite struct TimersTests {
  /// A view that prints what `action` says at every tick of a timer of `every` seconds.
  static func program(every: String, state: String = "", _ action: String, shown: String = "Text(\"t\")")
    -> String
  {
    """
    import SwiftUI
    struct Ticker: View {
      let timer = Timer.publish(every: \(every), on: .main, in: .common).autoconnect()
      let start = Date()
      \(state)
      var body: some View {
        \(shown)
          .onReceive(timer) { date in
            \(action)
          }
      }
    }
    #Preview { Ticker() }
    """
  }

  @Test func ticksEveryIntervalWithTheDate() {
    let source = Self.program(every: "0.5", "print(date.timeIntervalSince(start))")
    #expect(outcome(source, at: 1.6) == ["0.5", "1.0", "1.5"])
  }

  @Test func aTickChangesStateAndTheViewDrawsIt() {
    let source = Self.program(
      every: "1", state: "@State private var count = 0", "count += 1", shown: "Text(\"\\(count)\")")
    let shown = (try? run(source, at: 3.5)).map { SwiftUIRuntimeTests.texts($0.tree) } ?? []
    #expect(shown == ["3"])
  }

  @Test func theTimerStopsWhenTheViewLeavesTheScreen() {
    let source = """
      import SwiftUI
      struct Ticker: View {
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        @State private var count = 0
        var body: some View {
          VStack {
            if count < 2 {
              Text("ticking").onReceive(timer) { _ in
                count += 1
                print(count)
              }
            }
          }
        }
      }
      #Preview { Ticker() }
      """
    #expect(outcome(source, at: 10) == ["1", "2"])
  }

  @Test func onReceiveOfAnotherPublisherIsALocatedError() {
    let source = Self.program(every: "1", "print(date)").replacingOccurrences(
      of: ".onReceive(timer)", with: ".onReceive(start)")
    #expect(
      outcome(source, at: 1) == [
        "error: 8:7: 'onReceive' is SwiftUI, but Detents does not support it yet (only of a Timer.publish(every:on:in:).autoconnect() timer)"
      ])
  }

  @Test func aTimerNeedsAPositiveInterval() {
    let source = Self.program(every: "0", "print(date)")
    #expect(
      outcome(source, at: 1) == ["error: 3:20: Timer.publish needs every: a positive number of seconds"])
  }
}
