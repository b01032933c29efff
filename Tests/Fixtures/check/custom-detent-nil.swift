import SwiftUI

// A peek detent that gives up at accessibility text sizes: there the sheet has no peek stop.
struct Peek: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? {
        if context.dynamicTypeSize.isAccessibilitySize { return nil }
        return 120
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
