// A value thrown out of a Task {} ends that task only (Swift drops it; Detents logs it).
import SwiftUI
struct E: Error {}
struct V: View {
  var body: some View { Text("x").task { Task { throw E() } } }
}
#Preview { V() }
