// A navigation stack with a destination link and a value link (issue 12: pushed screens).
import SwiftUI

struct Home: View {
  @State private var showSettings = false
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Details") { Text("More").navigationTitle("Detail") }
        NavigationLink("Numbers", value: 3)
      }
      .navigationTitle("Home")
      .navigationDestination(for: Int.self) { n in Text("Number \(n)").navigationTitle("Number") }
    }
  }
}

#Preview { Home() }
