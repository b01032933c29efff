import SwiftUI

struct Presenter: View {
    @Environment(\.dismiss) private var dismiss
    @State private var show = false

    var body: some View {
        Button("Open") { show = true }
            .sheet(isPresented: $show) {
                Button("Close") { dismiss() }
            }
    }
}
