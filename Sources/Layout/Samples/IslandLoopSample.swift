import Detents
import ViewTree

/// A hand-built screen for tests, benchmarks and demos (no runtime needed): a gradient
/// background with a title and a button, and a sheet with a scroll view of stops, a custom
/// "peek" detent, 400 pt and `.large`, interactive up through the peek.
public enum IslandLoopSample {
  public static let root = ViewNode(
    .zstack(alignment: .center),
    children: [
      ViewNode(
        .color(
          .linearGradient(colors: [.color(.teal), .color(.blue), .color(.indigo)], start: .top, end: .bottom))
      )
      .modifier(.ignoresSafeArea(.all)),
      ViewNode(
        .vstack(alignment: .center, spacing: 16),
        children: [
          ViewNode(.text("Island loop")).modifier(.font(FontValue(.style(.largeTitle), weight: .bold)))
            .modifier(.foregroundStyle(.color(.white))),
          ViewNode(.button(role: nil), children: [ViewNode(.text("Open the map"))]).modifier(
            .buttonStyle(.borderedProminent)
          )
          .modifier(.tint(.opacity(.color(.white), 0.25))),
        ]
      ).modifier(
        .flexibleFrame(
          minWidth: nil, idealWidth: nil, maxWidth: nil, minHeight: nil, idealHeight: nil,
          maxHeight: .infinity, alignment: .top)
      )
      .modifier(.padding(.top, 60)),
    ])

  public static let sheetContent = ViewNode(
    .scrollView(vertical: true),
    children: [
      ViewNode(
        .vstack(alignment: .leading, spacing: 14),
        children: [ViewNode(.text("Next stops")).modifier(.font(FontValue(.style(.title2), weight: .bold)))]
          + ["Lighthouse", "Fish market", "Old fort", "Botanic garden"].map { stop in
            ViewNode(.label(title: stop, systemImage: "mappin.circle.fill"), identity: ViewIdentity([stop]))
              .modifier(.font(FontValue(.style(.headline))))
              .modifier(
                .flexibleFrame(
                  minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                  maxHeight: nil, alignment: .leading)
              )
              .modifier(.padding(.all, 14))
              .modifier(
                .backgroundStyle(
                  .opacity(.hierarchical(.quaternary), 0.6), in: .roundedRectangle(cornerRadius: 16)))
          }
      ).modifier(.padding(.all, 24))
    ], identity: ViewIdentity(["scroll"]))

  public static func screen(
    _ detent: PresentationDetent, os: OSVersion = .latest, scheme: ColorScheme = .light
  ) -> Screen {
    let env = SheetEnvironment(os: os, colorScheme: scheme)
    var config = SheetConfiguration(detents: [peekDetent, .height(400), .large])
    config.dragIndicator = .visible
    config.cornerRadius = 30
    config.backgroundInteraction = .enabled(upThrough: peekDetent)
    let sheet = PresentedSheet(configuration: config, environment: env, selection: detent)
    return Screen(
      environment: env, root: root,
      presentation: PresentedState(
        id: "/root/IslandLoop#0", kind: .sheet, content: sheetContent, sheet: sheet))
  }

  public static let peekDetent = PresentationDetent.custom(named: "Peek") { c in
    max(c.maxDetentValue * 0.22, min(c.maxDetentValue, 150))
  }
}
