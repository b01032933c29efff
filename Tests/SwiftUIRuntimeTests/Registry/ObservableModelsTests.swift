import SwiftUIRuntime
import Testing

// The observable models of the environment-and-events family: `ObservableObject` with
// `@Published`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject`, `@Observable` with
// `@Bindable` and `@Environment(Model.self)`, and the bindings they give (`$model.field`,
// `ForEach($items)`). Each program is tapped and the texts drawn after it are read.

/// The texts drawn at `t` after tapping `taps` (one every 0.1 s from 0.1 s).
private func textsAfter(_ source: String, tapping taps: [String], at t: Double = 2) throws -> [String] {
  let interactions = taps.enumerated().map {
    (Double($0.offset + 1) * 0.1, Interaction.tapButton($0.element))
  }
  return texts(try run(source, at: t, interactions: interactions).tree)
}

@Suite struct ObservableModelsTests {
  static let counter = """
    class Counter: ObservableObject {
      @Published var count = 0
      var unobserved = 0
      init() { print("made a Counter") }
      func bump() { count += 1 }
    }
    """

  @Test func aStateObjectIsMadeOnceAndItsChangesRedraw() throws {
    let source = """
      \(Self.counter)
      struct Screen: View {
        @StateObject private var counter = Counter()
        var body: some View {
          VStack {
            Text("count \\(counter.count)")
            Button("bump") { counter.bump() }
            Button("add") { counter.count += 10 }
          }
        }
      }
      #Preview { Screen() }
      """
    let r = try run(source, at: 1, interactions: [(0.1, .tapButton("bump")), (0.2, .tapButton("add"))])
    #expect(texts(r.tree) == ["count 11", "bump", "add"])
    // Three passes of the body (first screen, two taps), one object.
    #expect(printed(r) == ["made a Counter"])
  }

  @Test func anObservedObjectChangedByAChildRedrawsTheParent() throws {
    let source = """
      \(Self.counter)
      struct Child: View {
        @ObservedObject var counter: Counter
        var body: some View { Button("child bump") { counter.bump() } }
      }
      struct Parent: View {
        @StateObject private var counter = Counter()
        var body: some View {
          VStack {
            Text("parent sees \\(counter.count)")
            Child(counter: counter)
          }
        }
      }
      #Preview { Parent() }
      """
    #expect(
      try textsAfter(source, tapping: ["child bump", "child bump"]) == ["parent sees 2", "child bump"])
  }

  @Test func anEnvironmentObjectReachesViewsBelowAndSheets() throws {
    let source = """
      \(Self.counter)
      struct Row: View {
        @EnvironmentObject var counter: Counter
        var body: some View { Button("row \\(counter.count)") { counter.bump() } }
      }
      struct Screen: View {
        @State private var show = false
        var body: some View {
          VStack {
            Row()
            Button("open") { show = true }
          }
          .sheet(isPresented: $show) { Row() }
        }
      }
      #Preview { Screen().environmentObject(Counter()) }
      """
    let r = try run(source, at: 2, interactions: [(0.1, .tapButton("row 0")), (0.2, .tapButton("open"))])
    #expect(texts(r.tree).first == "row 1")
    let sheet = try #require(r.presentations.first)
    #expect(texts(sheet.content) == ["row 1"])
  }

  @Test func aMissingEnvironmentObjectIsALocatedError() {
    let source = """
      \(Self.counter)
      struct Row: View {
        @EnvironmentObject var counter: Counter
        var body: some View { Text("\\(counter.count)") }
      }
      #Preview { Row() }
      """
    #expect(
      runtimeError(source)
        == "8:3: no ObservableObject of type Counter found: a View.environmentObject(_:) for Counter may be missing as an ancestor of this view"
    )
  }

  @Test func aPlainPropertyOfAnObservableObjectIsNotObserved() throws {
    // Only `@Published` properties publish: a change of another one redraws nothing until
    // something published changes.
    let source = """
      \(Self.counter)
      struct Screen: View {
        @StateObject private var counter = Counter()
        @State private var other = 0
        var body: some View {
          VStack {
            Text("unobserved \\(counter.unobserved)")
            Button("quiet") { counter.unobserved += 1 }
            Button("loud") { counter.count += 1 }
          }
        }
      }
      #Preview { Screen() }
      """
    #expect(try textsAfter(source, tapping: ["quiet"]).first == "unobserved 0")
    #expect(try textsAfter(source, tapping: ["quiet", "loud"]).first == "unobserved 1")
  }

  static let library = """
    @Observable class Book {
      var title = "Dune"
      var read = false
      @ObservationIgnored var opened = 0
    }
    """

  @Test func anObservableClassInTheEnvironmentWithBindableBindings() throws {
    let source = """
      \(Self.library)
      struct Flag: View {
        @Binding var on: Bool
        var body: some View { Button(on ? "read" : "unread") { on.toggle() } }
      }
      struct Detail: View {
        @Bindable var book: Book
        var body: some View { Flag(on: $book.read) }
      }
      struct Screen: View {
        @Environment(Book.self) private var book
        var body: some View {
          VStack {
            Text("\\(book.title): \\(book.read ? "done" : "to read")")
            Detail(book: book)
          }
        }
      }
      #Preview { Screen().environment(Book()) }
      """
    #expect(try textsAfter(source, tapping: []) == ["Dune: to read", "unread"])
    #expect(try textsAfter(source, tapping: ["unread"]) == ["Dune: done", "read"])
    #expect(try textsAfter(source, tapping: ["unread", "read"]) == ["Dune: to read", "unread"])
  }

  @Test func aLocalBindableGivesBindingsToTheObject() throws {
    let source = """
      \(Self.library)
      struct Title: View {
        @Binding var text: String
        var body: some View { Button("rename \\(text)") { text += "!" } }
      }
      struct Screen: View {
        @State private var book = Book()
        var body: some View {
          @Bindable var book = book
          Title(text: $book.title)
        }
      }
      #Preview { Screen() }
      """
    #expect(try textsAfter(source, tapping: ["rename Dune", "rename Dune!"]) == ["rename Dune!!"])
  }

  @Test func anIgnoredPropertyOfAnObservableClassIsNotObserved() throws {
    let source = """
      \(Self.library)
      struct Screen: View {
        @State private var book = Book()
        var body: some View {
          Button("opened \\(book.opened)") { book.opened += 1 }
        }
      }
      #Preview { Screen() }
      """
    #expect(try textsAfter(source, tapping: ["opened 0"]) == ["opened 0"])
  }

  @Test func forEachOverABindingGivesEachRowABindingToItsElement() throws {
    let source = """
      struct Item: Identifiable {
        let id: Int
        var done = false
      }
      class Store: ObservableObject {
        @Published var items = [Item(id: 1), Item(id: 2)]
      }
      struct Row: View {
        @Binding var item: Item
        var body: some View { Button("\\(item.id) \\(item.done ? "done" : "open")") { item.done.toggle() } }
      }
      struct Screen: View {
        @ObservedObject var store: Store
        var body: some View {
          VStack {
            ForEach($store.items) { $item in
              Text(item.done ? "x" : "-")
              Row(item: $item)
            }
            ForEach($store.items, content: Row.init)
            Text("\\(store.items.filter { $0.done }.count) done")
          }
        }
      }
      #Preview { Screen(store: Store()) }
      """
    #expect(
      try textsAfter(source, tapping: ["2 open"])
        == ["-", "1 open", "x", "2 done", "1 open", "2 done", "1 done"])
  }

  @Test func listOverABindingGivesEachRowABinding() throws {
    let source = """
      struct Item: Identifiable {
        let id: Int
        var count = 0
      }
      struct Screen: View {
        @State private var items = [Item(id: 1), Item(id: 2)]
        var body: some View {
          List($items) { $item in
            Button("\\(item.id): \\(item.count)") { item.count += 1 }
          }
        }
      }
      #Preview { Screen() }
      """
    #expect(try textsAfter(source, tapping: ["2: 0", "2: 1", "1: 0"]) == ["1: 1", "2: 2"])
  }

  @Test func aStateObjectGivenToTheInitializerIsTheOneKept() throws {
    let source = """
      \(Self.counter)
      struct Screen: View {
        @StateObject var counter: Counter
        var body: some View { Button("count \\(counter.count)") { counter.bump() } }
      }
      #Preview {
        let counter = Counter()
        counter.count = 5
        return Screen(counter: counter)
      }
      """
    #expect(try textsAfter(source, tapping: ["count 5"]) == ["count 6"])
  }

  @Test func aBindingToAMemberOfAStateStruct() throws {
    let source = """
      struct Address { var city = "Oslo" }
      struct Field: View {
        @Binding var text: String
        var body: some View { Button("field \\(text)") { text = "Bergen" } }
      }
      struct Screen: View {
        @State private var address = Address()
        var body: some View {
          VStack {
            Text(address.city)
            Field(text: self.$address.city)
          }
        }
      }
      #Preview { Screen() }
      """
    #expect(try textsAfter(source, tapping: ["field Oslo"]) == ["Bergen", "field Bergen"])
  }

  @Test func bindingGetSetRunsItsClosures() throws {
    let source = """
      struct Field: View {
        @Binding var n: Int
        var body: some View { Button("n \\(n)") { n += 1 } }
      }
      struct Screen: View {
        @State private var doubled = 0
        var body: some View {
          VStack {
            Text("doubled \\(doubled)")
            Field(n: Binding(get: { doubled / 2 }, set: { doubled = $0 * 2 }))
          }
        }
      }
      #Preview { Screen() }
      """
    #expect(try textsAfter(source, tapping: ["n 0", "n 1"]) == ["doubled 4", "n 2"])
  }

  @Test func presentationModeDismissesTheSheet() throws {
    let source = """
      struct Child: View {
        @Environment(\\.presentationMode) var presentationMode
        var body: some View {
          Button("Close") { self.presentationMode.wrappedValue.dismiss() }
        }
      }
      struct Parent: View {
        @State private var show = true
        var body: some View {
          Text(show ? "shown" : "gone").sheet(isPresented: $show) { Child() }
        }
      }
      #Preview { Parent() }
      """
    let before = try run(source, at: 1)
    #expect(before.presentations.count == 1)
    let r = try run(source, at: 3, interactions: [(1, .tapButton("Close"))])
    #expect(r.presentations.isEmpty)
    #expect(texts(r.tree) == ["gone"])
  }

  @Test func stateDidSetRunsOnAssignment() throws {
    let source = """
      struct Screen: View {
        @State private var n = 0 { didSet { log += "\\(oldValue)->\\(n);" } }
        @State private var log = ""
        var body: some View {
          VStack {
            Text(log)
            Button("bump") { n += 1 }
          }
        }
      }
      #Preview { Screen() }
      """
    #expect(try textsAfter(source, tapping: ["bump", "bump"]).first == "0->1;1->2;")
  }

  @Test func aPublishedDidSetRunsOnEveryChange() throws {
    let source = """
      class Store: ObservableObject {
        @Published var items: [String] {
          didSet { saves += 1 }
        }
        var saves = 0
        init() { items = [] }
      }
      struct Screen: View {
        @StateObject private var store = Store()
        var body: some View {
          Button("add (\\(store.items.count), saved \\(store.saves))") { store.items.append("x") }
        }
      }
      #Preview { Screen() }
      """
    #expect(try textsAfter(source, tapping: ["add (0", "add (1"]) == ["add (2, saved 2)"])
  }
}
