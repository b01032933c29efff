import SwiftUI

struct AddSheet: View {
    @State private var adding = false

    var body: some View {
        Button("Add Item…") { adding = true }
            .sheet(isPresented: $adding) {
                HStack {
                    Button("Cancel", role: .cancel) { adding = false }
                    Button("Add") { adding = false }
                        .keyboardShortcut(.defaultAction)
                }
            }
    }
}
