import Detents
import Foundation
import SwiftUIRuntime
import Testing
import ViewTree

/// Entry points: `#Preview`, `PreviewProvider` (as most published code declares previews) and
/// each view of a provider's `Group`, in source order.
@Suite struct PreviewEntryPointTests {
  static let views = """
    import SwiftUI
    struct Card: View {
      var label: String
      var body: some View { Text("card " + label) }
    }
    """

  func program(_ previews: String) -> SwiftUIProgram {
    SwiftUIProgram(source: Self.views + "\n" + previews, path: "test.swift")
  }

  func shown(_ previews: String, preview: Int? = nil, root: String? = nil) throws -> [String] {
    texts(try program(previews).run(root: root, preview: preview).tree)
  }

  @Test func aPreviewProviderIsAnEntryPoint() throws {
    let source = """
      struct Card_Previews: PreviewProvider {
        static var previews: some View {
          Card(label: "one")
        }
      }
      """
    #expect(try shown(source) == ["card one"])
    let list = try program(source).previews()
    #expect(list.map(\.description) == ["Card_Previews"])
    #expect(list.map(\.location.line) == [6])
  }

  @Test func storedPreviewsAndAProviderWithoutThem() throws {
    let source = """
      struct Card_Previews: PreviewProvider {
        static var previews = Card(label: "stored")
      }
      struct Empty_Previews: PreviewProvider {}
      """
    #expect(try shown(source) == ["card stored"])
    #expect {
      _ = try program(source).run(preview: 1)
    } throws: { e in
      guard let e = runtimeError(of: e) else { return false }
      return e.message == "'Empty_Previews' has no static var previews" && e.location.line == 9
    }
  }

  @Test func previewsThatBuildDataAndReturnAView() throws {
    let source = """
      struct Card_Previews: PreviewProvider {
        static let base = "b"
        static var previews: some View {
          let label = base + "uilt"
          var suffix = ""
          suffix += "!"
          return Card(label: label + suffix)
        }
      }
      """
    #expect(try shown(source) == ["card built!"])
  }

  /// Each view of the `Group` is its own preview; declarations before the `Group` are shared;
  /// modifiers on the `Group` apply to each view.
  static let group = """
    struct Card_Previews: PreviewProvider {
      static var previews: some View {
        let shared = "s"
        return Group {
          Card(label: shared + "1")
            .previewDisplayName("First")
          Card(label: shared + "2")
            .preferredColorScheme(.dark)
            .environment(\\.locale, Locale(identifier: "es"))
            .previewDevice(PreviewDevice(rawValue: "iPhone 12"))
          Card(label: shared + "3")
            .previewLayout(.fixed(width: 300, height: 100))
            .previewInterfaceOrientation(.landscapeLeft)
            .previewDevice("iPhone SE (3rd generation)")
        }
        .previewLayout(.sizeThatFits)
        .padding(7)
      }
    }
    #Preview("Last") { Card(label: "macro") }
    """

  @Test func eachViewOfAGroupIsAPreview() throws {
    let list = try program(Self.group).previews()
    #expect(
      list.map(\.description) == [
        "Card_Previews, Group view 1 of 3 \"First\"", "Card_Previews, Group view 2 of 3 (dark)",
        "Card_Previews, Group view 3 of 3", "#Preview \"Last\"",
      ])
    #expect(list.map(\.number) == [1, 2, 3, 4])
    #expect(list.map(\.location.line) == [10, 12, 16, 25])
    #expect(list.map(\.colorScheme) == [nil, .dark, nil, nil])
    #expect(try shown(Self.group) == ["card s1"])
    #expect(try shown(Self.group, preview: 1) == ["card s2"])
    #expect(try shown(Self.group, preview: 2) == ["card s3"])
    #expect(try shown(Self.group, preview: 3) == ["card macro"])
  }

  @Test func theGroupsModifiersApplyToEachView() throws {
    let r = try program(Self.group).run(preview: 2)
    #expect(r.tree.dump().contains("padding"))
    #expect(r.preview == 2)
  }

  @Test func preferredColorSchemeRunsThePreviewDark() throws {
    let light = try program(Self.group).run(preview: 0)
    let dark = try program(Self.group).run(preview: 1)
    #expect(light.environment.values.colorScheme == .light)
    #expect(dark.environment.values.colorScheme == .dark)
  }

  @Test(arguments: [
    ("First", 0, "card s1"), ("Card_Previews", 0, "card s1"), ("Last", 3, "card macro"),
  ])
  func aNameChoosesAPreview(name: String, index: Int, text: String) throws {
    let r = try program(Self.group).run(root: name)
    #expect(r.preview == index)
    #expect(texts(r.tree) == [text])
  }

  @Test func aViewTypeByNameStillRuns() throws {
    let source = Self.group + "\nstruct Plain: View { var body: some View { Text(\"plain\") } }"
    let r = try SwiftUIProgram(source: Self.views + "\n" + source, path: "t.swift").run(root: "Plain")
    #expect(r.preview == nil)
    #expect(texts(r.tree) == ["plain"])
  }

  @Test func aPreviewNumberOutOfRangeIsAnError() {
    #expect {
      _ = try program(Self.group).run(preview: 4)
    } throws: { e in runtimeError(of: e)?.message == "there is no preview 5; the program has 4" }
  }

  /// A `Group` whose views depend on statements inside it stays one preview.
  @Test func aGroupWithStatementsIsOnePreview() throws {
    let source = """
      struct Card_Previews: PreviewProvider {
        static var previews: some View {
          Group {
            if true { Card(label: "a") }
            Card(label: "b")
          }
        }
      }
      """
    #expect(try program(source).previews().map(\.description) == ["Card_Previews"])
    #expect(try shown(source) == ["card a", "card b"])
  }

  @Test func aFileWithoutPreviewsSaysSo() {
    #expect {
      _ = try program("").run()
    } throws: { e in
      runtimeError(of: e)?.message == "the program has no #Preview or PreviewProvider; name the view to run"
    }
  }
}

/// `#if` conditions as a preview build sees them: a Debug build of an iOS app on the simulator.
@Suite struct CompilationConditionTests {
  static let conditions: [(String, Bool)] = [
    ("DEBUG", true), ("!DEBUG", false), ("RELEASE", false), ("os(iOS)", true), ("os(macOS)", false),
    ("os(watchOS) || os(tvOS)", false), ("canImport(UIKit)", true), ("canImport(AppKit)", false),
    ("DEBUG && os(macOS)", false), ("FOO || DEBUG", true), ("(DEBUG)", true), ("swift(>=5.9)", true),
    ("swift(<5.0)", false), ("compiler(>=6.0)", true), ("targetEnvironment(simulator)", true),
    ("!(os(macOS) && canImport(AppKit))", true),
  ]

  /// The condition chooses between two `#Preview`s at top level and two stored properties in a
  /// struct.
  @Test(arguments: conditions)
  func conditionPicksTheClause(condition: String, holds: Bool) throws {
    let source = """
      import SwiftUI
      struct Flag: View {
        #if \(condition)
        var word = "member-yes"
        #else
        var word = "member-no"
        #endif
        var body: some View { Text(word) }
      }
      #if \(condition)
      #Preview { VStack { Text("top-yes"); Flag() } }
      #elseif true
      #Preview { VStack { Text("top-no"); Flag() } }
      #endif
      """
    let shown = texts(try SwiftUIProgram(source: source, path: "t.swift").run().tree)
    #expect(shown == (holds ? ["top-yes", "member-yes"] : ["top-no", "member-no"]))
  }

  @Test func aDebugGuardedProviderIsFound() throws {
    let source = """
      import SwiftUI
      struct Page: View { var body: some View { Text("page") } }
      #if DEBUG
      struct Page_Previews : PreviewProvider {
          static var previews: some View {
              Page()
          }
      }
      #endif
      """
    #expect(texts(try SwiftUIProgram(source: source, path: "t.swift").run().tree) == ["page"])
  }
}
