import SwiftUI

struct LoneDone: View {
    @State private var show = false

    var body: some View {
        Button("Compose") { show = true }
            .sheet(isPresented: $show) {
                NavigationStack {
                    Text("Draft")
                        .toolbar {
                            Button("Done") { show = false }
                        }
                }
            }
    }
}
