// Detents' own example: a day plan for an island loop, with a sheet that peeks at the bottom,
// opens to 400 pt, and goes full height. Run `make run` to preview it at every detent.
import SwiftUI

struct PeekDetent: CustomPresentationDetent {
  static func height(in context: Context) -> CGFloat? {
    // A fifth of the room, but never less than 140 pt; larger for accessibility sizes.
    let base = max(context.maxDetentValue * 0.2, 140)
    return context.dynamicTypeSize.isAccessibilitySize ? base * 1.3 : base
  }
}

struct IslandLoop: View {
  @State private var showPlan = true
  @State private var detent = PresentationDetent.custom(PeekDetent.self)
  private let legs = [
    ("Lighthouse", "ferry", "8:40"),
    ("Fish market", "cart", "10:15"),
    ("Old fort", "flag", "12:30"),
    ("Botanic garden", "leaf", "15:00"),
  ]

  var body: some View {
    ZStack {
      LinearGradient(colors: [.mint, .teal, .blue], startPoint: .top, endPoint: .bottom)
        .ignoresSafeArea()
      VStack(spacing: 12) {
        Text("Island loop")
          .font(.largeTitle.bold())
          .foregroundStyle(.white)
        Text("4 stops · 11 km")
          .font(.headline)
          .foregroundStyle(.white.opacity(0.8))
        Button("Show the plan") { showPlan = true }
          .buttonStyle(.borderedProminent)
          .tint(.white.opacity(0.3))
      }
      .frame(maxHeight: .infinity, alignment: .top)
      .padding(.top, 48)
    }
    .sheet(isPresented: $showPlan) {
      plan
        .presentationDetents([.custom(PeekDetent.self), .height(400), .large], selection: $detent)
        .presentationDragIndicator(.visible)
        .presentationBackgroundInteraction(.enabled(upThrough: .custom(PeekDetent.self)))
        .interactiveDismissDisabled()
    }
  }

  private var plan: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 12) {
        Text("Today's plan")
          .font(.title2.bold())
        ForEach(legs, id: \.0) { leg in
          HStack {
            Label(leg.0, systemImage: "mappin.circle.fill")
              .font(.headline)
            Spacer()
            Text(leg.2)
              .foregroundStyle(.secondary)
          }
          .padding(14)
          .background(.quaternary.opacity(0.5), in: .rect(cornerRadius: 14))
        }
      }
      .padding(20)
    }
  }
}

#Preview {
  IslandLoop()
}
