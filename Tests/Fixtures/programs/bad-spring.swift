// A spring with a negative response and no damping: an error at the argument, not a sheet that
// crawls for 10 s (the engine's longest settle) and never comes to rest.
import SwiftUI

struct Demo: View {
  @State private var shown = true
  @State private var selection: PresentationDetent = .medium
  var body: some View {
    Text("Base")
      .sheet(isPresented: $shown) {
        Text("Sheet")
          .presentationDetents([.medium, .large], selection: $selection)
      }
      .task {
        try? await Task.sleep(for: .seconds(1))
        withAnimation(.spring(response: -1, dampingFraction: 0)) { selection = .large }
      }
  }
}

#Preview { Demo() }
