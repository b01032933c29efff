import SwiftUI

struct AdaptedPopover: View {
    @State private var show = false

    var body: some View {
        Button("Info") { show = true }
            .popover(isPresented: $show) {
                Text("Info")
                    .presentationCompactAdaptation(.sheet)
                    .presentationDetents([.medium, .large])
            }
    }
}
