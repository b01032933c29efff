// City walk: a sheet with a custom detent that peeks over the map
import SwiftUI

/// A peek that shows the walk's title and the next stop: a quarter of the room, at least 150 pt.
struct StopsPeek: CustomPresentationDetent {
  static func height(in context: Context) -> CGFloat? {
    max(context.maxDetentValue * 0.25, 150)
  }
}

struct CityWalk: View {
  @State private var showStops = true
  @State private var detent = PresentationDetent.custom(StopsPeek.self)
  private let stops = [
    ("Old harbour", "ferry", "9:00"),
    ("Flower market", "leaf", "9:40"),
    ("Cathedral steps", "building.columns", "10:25"),
    ("Riverside café", "cup.and.saucer", "11:10"),
  ]

  var body: some View {
    ZStack {
      LinearGradient(
        colors: [.green.opacity(0.5), .teal, .blue.opacity(0.7)], startPoint: .top, endPoint: .bottom
      )
      .ignoresSafeArea()
      VStack(spacing: 8) {
        Text("City walk")
          .font(.largeTitle.bold())
          .foregroundStyle(.white)
        Text("4 stops · 3.2 km · 2 h")
          .font(.headline)
          .foregroundStyle(.white.opacity(0.85))
      }
      .frame(maxHeight: .infinity, alignment: .top)
      .padding(.top, 56)
    }
    .sheet(isPresented: $showStops) {
      stopList
        .presentationDetents([.custom(StopsPeek.self), .medium, .large], selection: $detent)
        .presentationDragIndicator(.visible)
        .presentationBackgroundInteraction(.enabled(upThrough: .custom(StopsPeek.self)))
        // The stops are the screen's own panel, as in Maps: it never goes away.
        // detents:ignore dismiss-disabled-no-exit
        .interactiveDismissDisabled()
    }
  }

  private var stopList: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 12) {
        Text("Stops")
          .font(.title2.bold())
        ForEach(stops, id: \.0) { stop in
          HStack {
            Label(stop.0, systemImage: stop.1)
              .font(.headline)
            Spacer()
            Text(stop.2)
              .foregroundStyle(.secondary)
          }
          .padding(14)
          .background(.quaternary.opacity(0.5), in: .rect(cornerRadius: 14))
        }
      }
      .padding(20)
    }
  }
}

#Preview {
  CityWalk()
}
