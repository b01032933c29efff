import SwiftUI

struct BareSheet: View {
    @State private var show = false

    var body: some View {
        Button("Edit") { show = true }
            .sheet(isPresented: $show) {
                Form { Text("Name") }
                    .navigationTitle("Edit")
            }
    }
}
