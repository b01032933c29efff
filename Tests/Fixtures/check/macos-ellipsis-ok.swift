import SwiftUI

struct NewEventButton: View {
    @State private var adding = false

    var body: some View {
        Button("New Event…") { adding = true }
            .sheet(isPresented: $adding) { Text("Form") }
    }
}
