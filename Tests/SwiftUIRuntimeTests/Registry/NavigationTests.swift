import Detents
import SwiftUIRuntime
import Testing
import ViewTree

// Navigation (Registry/Navigation.swift, NavigationStacks.swift): links push screens on the
// stack they are in, destinations draw pushed values, the back button and `dismiss` pop.

/// The first navigation stack in a tree (presented content too).
private func stack(_ node: ViewNode) -> ViewNode? {
  if case .navigationStack = node.kind { return node }
  for m in node.modifiers {
    if case .presentation(let p) = m, let s = stack(p.content) { return s }
  }
  for c in node.children { if let s = stack(c) { return s } }
  return nil
}

/// The texts of the front screen of the first stack: the last pushed, else the root.
private func front(_ r: RunResult) -> [String] {
  guard let s = stack(r.tree) else { return [] }
  let (root, pushed) = s.navigationScreens
  return (pushed.last.map { [$0] } ?? root).flatMap(texts)
}

private func depth(_ r: RunResult) -> Int {
  guard let s = stack(r.tree), case .navigationStack(let n) = s.kind else { return -1 }
  return n
}

private func taps(_ labels: String...) -> [(time: Double, Interaction)] {
  labels.enumerated().map { (0.1 * Double($0.offset + 1), .tapButton($0.element)) }
}

private let destinationLinks = """
  import SwiftUI
  struct Home: View {
    var body: some View {
      NavigationStack {
        List {
          NavigationLink("Details") { Text("More").navigationTitle("Detail") }
          NavigationLink(destination: Text("Second screen")) { Text("Other") }
        }
        .navigationTitle("Home")
      }
    }
  }
  #Preview { Home() }
  """

@Suite struct NavigationTests {
  @Test func aDestinationLinkPushesItsScreen() throws {
    let before = try run(destinationLinks)
    #expect(depth(before) == 0)
    #expect(front(before) == ["Details", "Other"])
    let r = try run(destinationLinks, at: 1, interactions: taps("Details"))
    #expect(depth(r) == 1)
    #expect(front(r) == ["More"])
    #expect(r.log.contains { $0.hasSuffix("push 'Detail' (depth 1)") })
    let other = try run(destinationLinks, at: 1, interactions: taps("Other"))
    #expect(front(other) == ["Second screen"])
  }

  @Test func theBackButtonPopsByBackOrThePreviousTitle() throws {
    for back in ["Back", "Home"] {
      let r = try run(destinationLinks, at: 1, interactions: taps("Details", back))
      #expect(depth(r) == 0, "tap '\(back)'")
      #expect(front(r) == ["Details", "Other"])
      #expect(r.log.contains { $0.hasSuffix("pop to 'Home' (depth 0)") })
    }
  }

  @Test func onlyTheFrontScreenCanBeTapped() throws {
    // Under the pushed screen the root's links are hidden: tapping one is an error.
    #expect(throws: RunError.self) {
      try run(destinationLinks, at: 1, interactions: taps("Details", "Other"))
    }
  }

  @Test func valueLinksPushOnThePathBinding() throws {
    let source = """
      import SwiftUI
      struct Home: View {
        @State private var path: [Int] = []
        var body: some View {
          NavigationStack(path: $path) {
            VStack {
              Text("count \\(path.count)")
              NavigationLink("Three", value: 3)
              NavigationLink(value: 7) { Text("Seven") }
            }
            .navigationDestination(for: Int.self) { n in
              VStack {
                Text("Number \\(n)")
                NavigationLink("Next", value: n + 1)
                Button("Home") { path = [] }
              }
            }
          }
        }
      }
      #Preview { Home() }
      """
    let r = try run(source, at: 1, interactions: taps("Three", "Next"))
    #expect(depth(r) == 2)
    #expect(front(r) == ["Number 4", "Next", "Home"])
    // The root, under the screens, shows the path the links appended to.
    let root = try #require(stack(r.tree)).navigationScreens.root.flatMap(texts)
    #expect(root.first == "count 2")
    let seven = try run(source, at: 1, interactions: taps("Seven"))
    #expect(front(seven).first == "Number 7")
    // The program empties the path: back to the root. ("Home" is the button: the root has no
    // title, so the back button is only "Back".)
    let home = try run(source, at: 1, interactions: taps("Three", "Next", "Home"))
    #expect(depth(home) == 0)
    // The back button removes the last value.
    let back = try run(source, at: 1, interactions: taps("Three", "Next", "Back"))
    #expect(front(back).first == "Number 3")
  }

  @Test func aNavigationPathAppendsCountsAndRemoves() throws {
    let source = """
      import SwiftUI
      struct Home: View {
        @State private var path = NavigationPath()
        var body: some View {
          NavigationStack(path: $path) {
            VStack {
              Text("empty \\(path.isEmpty)")
              Button("Go") { path.append("Picture") }
            }
            .navigationTitle("Books")
            .navigationDestination(for: String.self) { name in
              VStack {
                Text("\\(name) \\(path.count)")
                Button("Deeper") { path.append(name + "!") }
                Button("Pop two") { path.removeLast(2) }
                Button("Up") { path.removeLast() }
                Button("Reset") { path = NavigationPath() }
              }
            }
          }
        }
      }
      #Preview { Home() }
      """
    let one = try run(source, at: 1, interactions: taps("Go"))
    #expect(front(one).first == "Picture 1")
    let two = try run(source, at: 1, interactions: taps("Go", "Deeper"))
    #expect(front(two).first == "Picture! 2")
    #expect(depth(try run(source, at: 1, interactions: taps("Go", "Deeper", "Up"))) == 1)
    let upTwo = try run(source, at: 1, interactions: taps("Go", "Deeper", "Pop two"))
    #expect(depth(upTwo) == 0)
    #expect(front(upTwo).first == "empty true")
    #expect(depth(try run(source, at: 1, interactions: taps("Go", "Deeper", "Reset"))) == 0)
  }

  @Test func aDestinationPresentedByABindingPushesWhileItIsTrue() throws {
    let source = """
      import SwiftUI
      struct Home: View {
        @State private var showing = false
        var body: some View {
          NavigationStack {
            VStack {
              Text("showing \\(showing)")
              Button("Open") { showing = true }
            }
            .navigationDestination(isPresented: $showing) { Text("Opened").navigationTitle("Opened") }
          }
        }
      }
      #Preview { Home() }
      """
    let open = try run(source, at: 1, interactions: taps("Open"))
    #expect(front(open) == ["Opened"])
    // The back button sets the binding back to false.
    let back = try run(source, at: 1, interactions: taps("Open", "Back"))
    #expect(front(back) == ["showing false", "Open"])
  }

  @Test func dismissInAPushedScreenPopsIt() throws {
    let source = """
      import SwiftUI
      struct Child: View {
        @Environment(\\.dismiss) var dismiss
        var body: some View { Button("Close") { dismiss() } }
      }
      struct Home: View {
        var body: some View {
          NavigationView { NavigationLink("Open", destination: Child()) }
        }
      }
      #Preview { Home() }
      """
    #expect(depth(try run(source, at: 1, interactions: taps("Open"))) == 1)
    let r = try run(source, at: 1, interactions: taps("Open", "Close"))
    #expect(depth(r) == 0)
    #expect(r.log.contains { $0.hasSuffix("dismiss: the pushed screen pops") })
  }

  @Test func aHiddenBackButtonCannotBeTapped() throws {
    let source = """
      import SwiftUI
      struct Home: View {
        var body: some View {
          NavigationStack {
            NavigationLink("Open") { Text("Pushed").navigationBarBackButtonHidden(true) }
          }
        }
      }
      #Preview { Home() }
      """
    #expect(depth(try run(source, at: 1, interactions: taps("Open"))) == 1)
    #expect(throws: RunError.self) { try run(source, at: 1, interactions: taps("Open", "Back")) }
  }

  @Test func aPushInsideASheetHappensInTheSheet() throws {
    let source = """
      import SwiftUI
      struct Home: View {
        @State private var shown = true
        var body: some View {
          Text("Behind").sheet(isPresented: $shown) {
            NavigationStack { NavigationLink("Settings") { Text("Inside") } }
          }
        }
      }
      #Preview { Home() }
      """
    let r = try run(source, at: 1, interactions: taps("Settings"))
    #expect(texts(r.tree).first == "Behind")
    let sheet = try #require(r.presentations.last)
    let s = try #require(stack(sheet.content))
    #expect(s.navigationScreens.pushed.flatMap(texts) == ["Inside"])
  }

  @Test func aSplitViewOnAPhoneIsAStackFromItsSidebar() throws {
    let source = """
      import SwiftUI
      struct Home: View {
        @State var visible = NavigationSplitViewVisibility.all
        @State var chosen: Int? = nil
        var body: some View {
          NavigationSplitView(columnVisibility: $visible) {
            Button("Pick 2") { chosen = 2 }
              .navigationDestination(
                isPresented: Binding(get: { chosen != nil }, set: { if !$0 { chosen = nil } })
              ) { Text("Picked \\(chosen ?? 0)") }
          } detail: {
            Text("Empty")
          }
        }
      }
      #Preview { Home() }
      """
    let first = try run(source)
    #expect(front(first) == ["Pick 2"])
    let r = try run(source, at: 1, interactions: taps("Pick 2"))
    #expect(front(r) == ["Picked 2"])
    #expect(front(try run(source, at: 1, interactions: taps("Pick 2", "Back"))) == ["Pick 2"])
  }

  @Test func aValueWithoutADestinationPushesAWarningScreen() throws {
    let source = """
      import SwiftUI
      struct Home: View {
        var body: some View { NavigationStack { NavigationLink("Go", value: 1.5) } }
      }
      #Preview { Home() }
      """
    let r = try run(source, at: 1, interactions: taps("Go"))
    let pushed = try #require(stack(r.tree)?.navigationScreens.pushed.last)
    #expect(pushed.kind == .image(systemName: "exclamationmark.triangle.fill"))
    #expect(
      r.log.contains {
        $0.hasSuffix("no navigationDestination(for: Double.self) on the stack for a pushed Double")
      })
  }

  @Test func navigationBarItemsAreToolbarItems() throws {
    let source = """
      import SwiftUI
      struct Home: View {
        var body: some View {
          NavigationView {
            Text("List").navigationBarItems(leading: Text("Left"), trailing: Button("Add") {})
          }
        }
      }
      #Preview { Home() }
      """
    let list = try #require(stack(try run(source).tree)?.children.first)
    let placements = list.modifiers.compactMap { m -> String? in
      if case .toolbarItem(let p, _) = m { p } else { nil }
    }
    #expect(placements == ["navigationBarLeading", "navigationBarTrailing"])
  }

  @Test func aLinkOutsideAStackCannotBeTapped() throws {
    let source = """
      import SwiftUI
      struct Home: View {
        var body: some View { NavigationLink("Nowhere") { Text("Never") } }
      }
      #Preview { Home() }
      """
    #expect(throws: RunError.self) { try run(source, at: 1, interactions: taps("Nowhere")) }
  }

  @Test(arguments: [
    (
      #"NavigationStack { NavigationLink("A", isActive: .constant(true)) { Text("B") } }"#,
      "6:55: 'NavigationLink(isActive:)' is SwiftUI, but Detents does not support it yet"
    ),
    (
      #"NavigationStack { Text("A").navigationDestination(item: .constant(1)) { Text("\($0)") } }"#,
      "6:63: 'navigationDestination(item:)' is SwiftUI, but Detents does not support it yet"
    ),
    (
      #"NavigationStack { Text("A").navigationDestination(for: Int.self) }"#,
      "6:34: navigationDestination needs a destination closure"
    ),
  ])
  func unsupportedFormsAreLocatedErrors(_ body: String, _ expected: String) {
    #expect(runtimeError(probe(body)) == expected)
  }

  @Test func aSplitViewInARegularWidthIsUnsupported() throws {
    let source = probe(#"NavigationSplitView { Text("A") } detail: { Text("B") }"#)
    var env = SheetEnvironment()
    env.values.horizontalSizeClass = .regular
    #expect(throws: RunError.self) { try run(source, environment: env) }
  }
}
