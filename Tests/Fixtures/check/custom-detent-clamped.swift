import SwiftUI

// A detent of a fixed 700 pt: taller than the room a sheet has on small phones and in
// landscape, where it is clamped and acts as .large.
struct Tall: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? {
        700
    }
}

struct TallSheet: View {
    @State private var show = false

    var body: some View {
        Button("Show") { show = true }
            .sheet(isPresented: $show) {
                Text("Tall").presentationDetents([.custom(Tall.self), .medium])
            }
    }
}
