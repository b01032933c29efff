import SwiftUI

struct Finishable: View {
    @State private var show = false

    var body: some View {
        Button("Start") { show = true }
            .sheet(isPresented: $show) {
                Button("Finish") { show = false }
                    .interactiveDismissDisabled()
            }
    }
}
