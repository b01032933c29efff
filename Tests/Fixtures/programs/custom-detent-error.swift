// A custom detent whose height(in:) reads past the end of an array: the run ends with an error
// there (as the app would crash), not with the detent silently missing.
import SwiftUI

struct Peek: CustomPresentationDetent {
  static let heights: [CGFloat] = [120, 240]
  static func height(in context: Context) -> CGFloat? {
    heights[context.dynamicTypeSize.isAccessibilitySize ? 1 : 2]
  }
}

struct Demo: View {
  @State private var shown = true
  var body: some View {
    Text("Base")
      .sheet(isPresented: $shown) {
        Text("Sheet")
          .presentationDetents([.custom(Peek.self), .large])
      }
  }
}

#Preview { Demo() }
