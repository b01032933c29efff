import SwiftUI

struct Steady: View {
    @State private var loggedIn = true
    @State private var show = false

    var body: some View {
        VStack {
            if loggedIn {
                Button("Profile") { show = true }
            }
        }
        .sheet(isPresented: $show) { Text("Profile") }
    }
}
