import SwiftUI

struct WrongPlace: View {
    @State private var show = false

    var body: some View {
        Button("Open") { show = true }
            .presentationDetents([.medium, .large])
            .sheet(isPresented: $show) {
                Text("Content")
            }
    }
}
