import Detents
import Layout
import Preview
import Testing

/// Navigation bars as iOS draws them (issue 15, item 5), read from the display list: the
/// inline title, no large titles in compact height, the grouped background behind the bar,
/// iOS 26's glass bar buttons with a prominent confirmation action, and bar items that stop
/// growing at accessibility sizes.
@Suite struct NavigationBarFidelityTests {
  /// A `NavigationStack` whose root is a `Form` titled "Edit Profile", with Cancel and Done.
  static func program(mode: String?) -> String {
    """
    import SwiftUI
    struct Edit: View {
      var body: some View {
        NavigationStack {
          Form {
            Section("Profile") { Text("Name") }
          }
          .navigationTitle("Edit Profile")
          \(mode.map { ".navigationBarTitleDisplayMode(.\($0))" } ?? "")
          .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
            ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
          }
        }
      }
    }
    #Preview { Edit() }
    """
  }

  func drawn(
    mode: String? = nil, os: OSVersion = .latest, orientation: Orientation = .portrait,
    type: DynamicTypeSize = .large
  ) throws -> DisplayList {
    var options = PreviewOptions()
    options.os = os
    options.orientation = orientation
    options.dynamicTypeSize = type
    let result = PreviewSource(Self.program(mode: mode), path: "edit.swift").run(options)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    return try #require(result.screen).displayList(measurer: measurer)
  }

  @Test(arguments: [OSVersion(18, 0), .latest])
  func inlinePutsASmallCentredTitleInTheBar(os: OSVersion) throws {
    let list = try drawn(mode: "inline", os: os)
    let title = try #require(run("Edit Profile", in: list))
    #expect(title.font.size == 17 && title.font.weight == .semibold)
    #expect(abs(title.origin.x + title.width / 2 - 201) < 0.5)  // centred on the 402 pt screen
    // In the bar, level with its buttons.
    let cancel = try #require(run("Cancel", in: list))
    #expect(abs(title.origin.y - cancel.origin.y) < 1)
    // The large mode draws it 34 pt bold under the bar, at the leading margin.
    let large = try #require(run("Edit Profile", in: try drawn(mode: "large", os: os)))
    #expect(large.font.size == 34 && large.origin.x == 16 && large.origin.y > cancel.origin.y + 30)
  }

  @Test func compactHeightShowsNoLargeTitle() throws {
    let portrait = try #require(run("Edit Profile", in: try drawn()))
    #expect(portrait.font.size == 34)
    let list = try drawn(orientation: .landscape)
    let title = try #require(run("Edit Profile", in: list))
    let cancel = try #require(run("Cancel", in: list))
    #expect(title.font.size == 17 && abs(title.origin.y - cancel.origin.y) < 1)
  }

  @Test(arguments: [OSVersion(18, 0), .latest])
  func aGroupedFormsBackgroundRunsUpBehindTheBarAndTheTitle(os: OSVersion) throws {
    let list = try drawn(os: os)
    let grouped = Palette(scheme: .light, os: os).color(.systemGroupedBackground)
    let title = try #require(run("Edit Profile", in: list))
    let behind = fills(list).contains {
      guard case .rect(let b) = $0.shape, case .color(grouped) = $0.paint else { return false }
      return b.y <= 62 && b.maxY > title.origin.y && b.width == 402  // from the safe area's top
    }
    #expect(behind)
  }

  @Test func iOS26BarButtonsSitOnGlassAndTheConfirmationIsProminent() throws {
    let list = try drawn()
    let palette = Palette(scheme: .light, os: .latest)
    let cancel = try #require(run("Cancel", in: list))
    let done = try #require(run("Done", in: list))
    #expect(cancel.color == palette.label(.primary))
    #expect(done.color == .white && done.font.weight == .semibold)
    // Cancel on a 44 pt glass capsule; Done on a capsule filled with the tint.
    let glass = backdrops(list).compactMap { s -> Rect? in
      if case .roundedRect(let b, _, _) = s { b } else { nil }
    }
    #expect(
      glass.contains { $0.height == 44 && $0.contains(Point(cancel.origin.x + 1, cancel.origin.y - 3)) })
    let tinted = fills(list).contains {
      guard case .roundedRect(let b, _, _) = $0.shape, case .color(let c) = $0.paint else { return false }
      return c == palette.accent(.blue) && b.height == 44
        && b.contains(Point(done.origin.x + 1, done.origin.y - 3))
    }
    #expect(tinted)
  }

  @Test func beforeIOS26BarButtonsAreTintedText() throws {
    let list = try drawn(os: OSVersion(18, 0))
    let tint = Palette(scheme: .light, os: OSVersion(18, 0)).accent(.blue)
    #expect(run("Cancel", in: list)?.color == tint && run("Done", in: list)?.color == tint)
    #expect(backdrops(list).isEmpty)
  }

  @Test func barItemsStopGrowingAtAccessibilitySizes() throws {
    let xxx = try drawn(mode: "inline", type: .xxxLarge)
    let ax3 = try drawn(mode: "inline", type: .accessibility3)
    for name in ["Cancel", "Done", "Edit Profile"] {
      #expect(run(name, in: ax3)?.font.size == run(name, in: xxx)?.font.size, "\(name)")
    }
    // The form's rows keep growing.
    let (big, small) = (try #require(run("Name", in: ax3)), try #require(run("Name", in: xxx)))
    #expect(big.font.size > small.font.size)
  }
}
