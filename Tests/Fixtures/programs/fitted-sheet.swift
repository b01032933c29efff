// A sheet sized to its content (presentationSizing(.fitted)): on iPad a card as tall as the two
// lines and their padding; on iPhone a full-height sheet as ever (issue 15, item 9).
import SwiftUI
struct Fit: View {
    @State private var shown = true
    var body: some View {
        Text("Root")
            .sheet(isPresented: $shown) {
                VStack(spacing: 12) {
                    Text("Short content")
                    Text("Two lines")
                }
                .padding()
                .presentationSizing(.fitted)
            }
    }
}
#Preview { Fit() }
