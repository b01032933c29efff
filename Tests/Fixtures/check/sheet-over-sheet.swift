import SwiftUI

struct Stacked: View {
    @State private var first = false
    @State private var second = false

    var body: some View {
        Button("First") { first = true }
            .sheet(isPresented: $first) {
                Button("Second") { second = true }
                    .sheet(isPresented: $second) {
                        Text("Second sheet")
                    }
            }
    }
}
