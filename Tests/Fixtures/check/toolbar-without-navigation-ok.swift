import SwiftUI

struct WrappedSheet: View {
    @State private var show = false

    var body: some View {
        Button("Edit") { show = true }
            .sheet(isPresented: $show) {
                EditForm()
            }
    }
}

struct EditForm: View {
    var body: some View {
        NavigationStack {
            Form { Text("Name") }
                .navigationTitle("Edit")
        }
    }
}
