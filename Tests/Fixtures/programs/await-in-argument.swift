// A task suspends only at an `await` that begins a statement: an `await` inside a call's
// argument is a located "not supported yet" error when the statement runs, not a hang or a
// value computed without waiting.
import SwiftUI

struct Report: View {
  @State private var text = ""

  var body: some View {
    Text(text)
      .task {
        text = "loading"
        print(await value())
      }
  }

  func value() async -> Int {
    try? await Task.sleep(for: .seconds(1))
    return 42
  }
}

#Preview { Report() }
