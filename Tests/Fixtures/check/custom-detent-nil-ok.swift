import SwiftUI

// The peek detent grows with the text instead of giving up.
struct Peek: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? {
        context.dynamicTypeSize.isAccessibilitySize ? 200 : 120
    }
}

struct PeekSheet: View {
    @State private var show = false

    var body: some View {
        Button("Show") { show = true }
            .sheet(isPresented: $show) {
                Text("Peek").presentationDetents([.custom(Peek.self), .large])
            }
    }
}
