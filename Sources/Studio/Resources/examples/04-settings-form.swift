// Settings form: toggles in a large sheet, dark background
import SwiftUI

struct SettingsSheet: View {
  @State private var showSettings = true
  @State private var notifications = true
  @State private var offlineMaps = false

  var body: some View {
    Color.black.ignoresSafeArea()
      .sheet(isPresented: $showSettings) {
        NavigationStack {
          Form {
            Section("Walks") {
              Toggle("Notifications", isOn: $notifications)
              Toggle("Offline maps", isOn: $offlineMaps)
            }
            Section("About") {
              Text("Detents Studio example")
            }
          }
          .navigationTitle("Settings")
        }
        .presentationDetents([.large])
      }
  }
}

#Preview {
  SettingsSheet()
}
