import SwiftUI

// The same detent, kept within the room the sheet has everywhere.
struct Tall: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? {
        min(700, context.maxDetentValue)
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
