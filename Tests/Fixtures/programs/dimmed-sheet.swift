import SwiftUI

// A sheet at .medium dims the screen behind it: a tap beside it dismisses it (onDismiss runs),
// and the button behind it is not tapped.
struct DimmedSheet: View {
    @State private var shown = false
    @State private var dismissals = 0
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("dismissed \(dismissals), taps \(taps)")
            Button("Show") { shown = true; taps += 1 }
        }
        .sheet(isPresented: $shown, onDismiss: { dismissals += 1 }) {
            Text("Details").presentationDetents([.medium])
        }
    }
}

#Preview { DimmedSheet() }
