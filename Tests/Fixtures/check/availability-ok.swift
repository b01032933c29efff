import SwiftUI

struct GuardedPresenter: View {
    @State private var show = false

    var body: some View {
        Button("Show") { show = true }
            .sheet(isPresented: $show) {
                if #available(iOS 16.4, *) {
                    Text("Styled").presentationCornerRadius(24)
                } else {
                    Text("Styled")
                }
            }
    }
}
