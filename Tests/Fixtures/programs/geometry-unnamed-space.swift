import SwiftUI

// A GeometryReader that measures in a coordinate space no view above it names: a located
// error once the reader is laid out (the space is named "card" on a sibling, not an ancestor).
struct Cards: View {
  var body: some View {
    VStack {
      Text("Top").coordinateSpace(name: "card")
      GeometryReader { proxy in
        Text("y \(Int(proxy.frame(in: .named("card")).minY))")
      }
    }
  }
}

#Preview { Cards() }
