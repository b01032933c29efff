// A sheet that presents a second sheet: both are drawn, the first behind the second (issue 15,
// item 2).
import SwiftUI

struct Stacked: View {
    @State private var first = true
    var body: some View {
        Text("Root view")
            .sheet(isPresented: $first) { FirstSheet() }
    }
}

struct FirstSheet: View {
    @State private var second = true
    var body: some View {
        VStack {
            Text("First sheet")
            Spacer()
        }
        .sheet(isPresented: $second) {
            Text("Second sheet")
                .presentationDetents([.medium, .large])
        }
    }
}

#Preview { Stacked() }
