import SwiftUI

struct CoverPresenter: View {
    @State private var show = false

    var body: some View {
        Button("Cover") { show = true }
            .fullScreenCover(isPresented: $show) {
                Text("Cover").presentationDetents([.medium, .large])
            }
    }
}
