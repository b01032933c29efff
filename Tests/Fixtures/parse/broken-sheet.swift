// A sheet demo with three mistakes: a missing ')', a stray token and an unterminated string.
import SwiftUI

struct BrokenSheet: View {
    @State private var isPresented = false

    var body: some View {
        Button("Show") { isPresented = true }
            .sheet(isPresented: $isPresented {
                Text("Hello")
                    .presentationDetents([.medium, .large])
            }
    }
}

struct Second: View {
    var body: some View {
        Text("ok") )
    }
}

let title = "unterminated
let after = 1
