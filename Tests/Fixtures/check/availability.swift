import SwiftUI

struct StyledPresenter: View {
    @State private var show = false

    var body: some View {
        Button("Show") { show = true }
            .sheet(isPresented: $show) {
                Text("Styled")
                    .presentationDetents([.medium, .large])
                    .presentationCornerRadius(24)
            }
    }
}
