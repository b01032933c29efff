// Height and fraction: a 220 pt detent and three quarters of the screen
import SwiftUI

struct PlayerView: View {
  @State private var showQueue = true

  var body: some View {
    ZStack {
      Color.indigo.ignoresSafeArea()
      Text("Now playing")
        .font(.title.bold())
        .foregroundStyle(.white)
    }
    .sheet(isPresented: $showQueue) {
      List {
        Section("Up next") {
          Text("Harbour lights")
          Text("Evening tram")
          Text("Rain on the square")
        }
      }
      .presentationDetents([.height(220), .fraction(0.75)])
      .presentationDragIndicator(.visible)
    }
  }
}

#Preview {
  PlayerView()
}
