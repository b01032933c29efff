import SwiftUI

// An alert and a confirmation dialog, each presented by a button (issue 12): `detents run
// --tap` prints them among the presentations, and a tap on one of their buttons runs its
// action and dismisses it.
struct Inbox: View {
  @State private var asking = false
  @State private var choosing = false
  @State private var status = "3 messages"

  var body: some View {
    VStack {
      Text(status)
      Button("Delete all") { asking = true }
      Button("More") { choosing = true }
    }
    .alert("Delete all messages?", isPresented: $asking) {
      Button("Delete", role: .destructive) { status = "no messages" }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("This cannot be undone.")
    }
    .confirmationDialog("Messages", isPresented: $choosing) {
      Button("Mark all as read") { status = "all read" }
    }
  }
}

#Preview { Inbox() }
