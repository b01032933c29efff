// Tap to present: a button shows a sheet at medium, drag it to large
import SwiftUI

struct TicketView: View {
  @State private var showTicket = false

  var body: some View {
    VStack(spacing: 16) {
      Text("Museum pass")
        .font(.largeTitle.bold())
      Text("Valid today until 18:00")
        .foregroundStyle(.secondary)
      Button("Show ticket") { showTicket = true }
        .buttonStyle(.borderedProminent)
    }
    .sheet(isPresented: $showTicket) {
      VStack(spacing: 12) {
        Text("Admit one")
          .font(.title.bold())
        Text("Gate B · Level 2")
          .font(.headline)
        RoundedRectangle(cornerRadius: 16)
          .fill(.orange)
          .frame(width: 200, height: 200)
      }
      .presentationDetents([.medium, .large])
      .presentationCornerRadius(28)
    }
  }
}

#Preview {
  TicketView()
}
