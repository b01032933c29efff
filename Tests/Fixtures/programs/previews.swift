// Previews as published code declares them: a PreviewProvider inside #if DEBUG whose Group
// holds two previews (the second dark and in Spanish, as in Xcode's templates), and a #Preview.
import SwiftUI

struct Scores: View {
  var title: String
  @State private var shown = true
  var body: some View {
    Text(title)
      .sheet(isPresented: $shown) {
        Text("Details").presentationDetents([.medium, .large])
      }
  }
}

#if DEBUG
struct Scores_Previews: PreviewProvider {
  static var previews: some View {
    let title = "Scores"
    return Group {
      NavigationView {
        Scores(title: title)
      }
      NavigationView {
        Scores(title: title + " (dark)")
      }
      .preferredColorScheme(.dark)
      .environment(\.locale, Locale(identifier: "es"))
      .previewDisplayName("Dark")
    }
  }
}
#endif

#Preview("Plain") { Text("No sheet") }
