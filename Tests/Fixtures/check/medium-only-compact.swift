import SwiftUI

struct HalfSheet: View {
    @State private var show = false

    var body: some View {
        Button("Half") { show = true }
            .sheet(isPresented: $show) {
                Text("Half").presentationDetents([.medium])
            }
    }
}
