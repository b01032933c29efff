import SwiftUI

struct OwnPresenter: View {
    @State private var show = false

    var body: some View {
        Button("Open") { show = true }
            .sheet(isPresented: $show) { Closer() }
    }
}

struct Closer: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Close") { dismiss() }
    }
}
