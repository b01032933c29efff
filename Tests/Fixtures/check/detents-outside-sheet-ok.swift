import SwiftUI

struct RightPlace: View {
    @State private var show = false

    var body: some View {
        Button("Open") { show = true }
            .sheet(isPresented: $show) {
                Panel()
            }
    }
}

struct Panel: View {
    var body: some View {
        Text("Content").presentationDetents([.medium, .large])
    }
}
