// A sheet with a NavigationStack: an inline title, Cancel and Done over a grouped Form (issue 15, item 5; docs/fidelity.md).
import SwiftUI

struct NavSheet: View {
    @State private var show = true
    @State private var name = "Ada"
    var body: some View {
        Text("Home")
            .sheet(isPresented: $show) {
                NavigationStack {
                    Form {
                        Section("Profile") {
                            Text("Name")
                            Text("Email")
                        }
                    }
                    .navigationTitle("Edit Profile")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { show = false } }
                        ToolbarItem(placement: .confirmationAction) { Button("Done") { show = false } }
                    }
                }
                .presentationDetents([.medium, .large])
            }
    }
}

#Preview { NavSheet() }
