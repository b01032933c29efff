import SwiftUI

struct TrailView: View {
  @State private var trail = Trail()
  @State private var showStops = false

  var body: some View {
    Button("Show \(trail.name)") { showStops = true }
      .sheet(isPresented: $showStops) {
        StopList(stops: trail.stops)
          .presentationDetents([.medium, .large])
      }
  }
}

#Preview { TrailView() }
