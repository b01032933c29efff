import SwiftUI

struct Trapped: View {
    @State private var show = false

    var body: some View {
        Button("Start") { show = true }
            .sheet(isPresented: $show) {
                Text("No way out")
                    .interactiveDismissDisabled()
            }
    }
}
