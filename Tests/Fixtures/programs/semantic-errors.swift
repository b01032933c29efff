import SwiftUI

// Three mistakes the semantic pass finds before anything runs, in code that would never run
// (a sheet that is not presented, an uncalled helper), and one API that does not run yet.
struct Settings: View {
  @State private var shown = false

  var body: some View {
    Button("Settings") { shown = true }
      .sheet(isPresented: $shown) {
        Form {
          Toggle("Wi-Fi", isOn: .constant(true))
            .paddng()
        }
        .presentationDetent([.medium])
      }
  }

  func badge() -> some View {
    Text("3").frame(widht: 20).help("Unread")
  }
}

#Preview { Settings() }
