// A program with a typo in a modifier: `detents run` and `detents preview` say where.
import SwiftUI

struct Broken: View {
  @State private var show = true
  var body: some View {
    Text("Hello")
      .sheet(isPresented: $show) {
        Text("Sheet")
          .presentationDetents([.medium])
          .presentationDragIndicatr(.visible)
      }
  }
}

#Preview { Broken() }
