import SwiftUI

struct SideBySide: View {
    @State private var first = false
    @State private var second = false

    var body: some View {
        VStack {
            Button("First") { first = true }
                .sheet(isPresented: $first) { Text("First sheet") }
            Button("Second") { second = true }
                .sheet(isPresented: $second) { Text("Second sheet") }
        }
    }
}
