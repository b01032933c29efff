import SwiftUI

struct DoneAndCancel: View {
    @State private var show = false

    var body: some View {
        Button("Compose") { show = true }
            .sheet(isPresented: $show) {
                NavigationStack {
                    Text("Draft")
                        .toolbar {
                            Button("Cancel", role: .cancel) { show = false }
                            Button("Done") { show = false }
                        }
                }
            }
    }
}
