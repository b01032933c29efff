import SwiftUI

// A menu with a submenu, a toggle and a section, an icon-only menu in the toolbar and a text
// with a context menu (issue 12): `detents run --tap` opens a menu by its label and then
// chooses among its items, which the run prints among the presentations with their groups;
// choosing one closes the menu; `--long-press` opens a context menu.
struct Files: View {
  @State private var sort = "Name"
  @State private var showsHidden = true
  @State private var deleting = false

  var body: some View {
    NavigationStack {
      VStack(spacing: 20) {
        Text("Sorted by \(sort)")
          .contextMenu {
            Button("Rename", systemImage: "pencil") { sort = "Renamed" }
          }
        Menu("Sort") {
          Button("Name") { sort = "Name" }
          Button {
            sort = "Date"
          } label: {
            Label("Date", systemImage: "calendar")
          }
          Divider()
          Toggle("Show Hidden", isOn: $showsHidden)
          Section("Danger") {
            Button("Delete All", role: .destructive) { deleting = true }
          }
          Menu("Copy") {
            Button("Copy Path") {}
            Button("Copy Name") {}
          }
        }
      }
      .navigationTitle("Files")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Menu {
            Button("Select") {}
          } label: {
            Image(systemName: "ellipsis.circle")
          }
        }
      }
      .alert("Delete all files?", isPresented: $deleting) {
        Button("Delete", role: .destructive) {}
      }
    }
  }
}

#Preview { Files() }
