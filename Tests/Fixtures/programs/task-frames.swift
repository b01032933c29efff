// Tasks on the virtual clock without threads: the view's task awaits an async function that
// awaits another; a second task started from onAppear interleaves with it; the events and the
// text show when each step ran.
import SwiftUI

struct Steps: View {
  @State private var steps: [String] = []

  var body: some View {
    Text(steps.joined(separator: " "))
      .task {
        let total = await load(3)
        steps.append("total \(total)")
      }
      .onAppear {
        Task {
          for i in 1...2 {
            try? await Task.sleep(for: .seconds(0.75))
            steps.append("tick\(i)")
          }
        }
      }
  }

  func load(_ count: Int) async -> Int {
    var sum = 0
    for i in 1...count {
      sum += await fetch(i)
    }
    return sum
  }

  func fetch(_ i: Int) async -> Int {
    defer { steps.append("got\(i)") }
    try? await Task.sleep(for: .seconds(0.5))
    return i * 10
  }
}

#Preview { Steps() }
