import Detents
import SwiftUIRuntime
import Testing
import ViewTree

/// The presentation family's alerts and dialogs (`Registry/Presentation.swift`): `alert` in its
/// iOS 15 and iOS 13 forms, `confirmationDialog`, `actionSheet`; what is presented, and what a
/// tap on one of their buttons does.
@Suite struct PresentationDialogTests {
  /// A view with a button "Ask" that sets `shown`, a text of `log`, and `modifier` on it.
  static func program(_ modifier: String, decls: String = "") -> String {
    """
    import SwiftUI
    struct Demo: View {
      @State private var shown = false
      @State private var log = "start"
      \(decls)
      var body: some View {
        VStack {
          Text(log)
          Button("Ask") { shown = true }
        }
        \(modifier)
      }
    }
    #Preview { Demo() }
    """
  }

  static func tapping(_ taps: [String], _ source: String) throws -> RunResult {
    try run(
      source, at: Double(taps.count),
      interactions: taps.enumerated().map { (Double($0.offset) + 0.5, .tapButton($0.element)) })
  }

  static let iOS15Alert = program(
    """
    .alert("Delete all?", isPresented: $shown) {
      Button("Delete", role: .destructive) { log = "deleted" }
      Button("Keep", role: .cancel) { log = "kept" }
    } message: {
      Text("This cannot be undone.")
    }
    """)

  @Test func anAlertIsPresentedByItsBindingWithItsTitleMessageAndButtons() throws {
    #expect(try run(Self.iOS15Alert).dialogs.isEmpty)
    let d = try #require(try Self.tapping(["Ask"], Self.iOS15Alert).dialogs.first)
    #expect(d.style == .alert)
    #expect(d.title == "Delete all?")
    #expect(d.message == "This cannot be undone.")
    #expect(d.buttons == [.init(title: "Delete", role: .destructive), .init(title: "Keep", role: .cancel)])
  }

  @Test func tappingAButtonRunsItsActionAndDismisses() throws {
    let r = try Self.tapping(["Ask", "Delete"], Self.iOS15Alert)
    #expect(r.dialogs.isEmpty)
    #expect(texts(r.tree).first == "deleted")
    #expect(r.log.contains { $0.hasSuffix("present alert 'Delete all?'") })
    #expect(r.log.contains { $0.hasSuffix("dismiss alert") })
  }

  @Test func anAlertIsModalButtonsBehindItCannotBeTapped() throws {
    #expect(throws: RunError.self) { try Self.tapping(["Ask", "Ask"], Self.iOS15Alert) }
  }

  @Test func anAlertWithNoButtonsGetsOK() throws {
    let source = Self.program(#".alert(Text("Saved"), isPresented: $shown) {}"#)
    let d = try #require(try Self.tapping(["Ask"], source).dialogs.first)
    #expect(d.title == "Saved")
    #expect(d.message == nil)
    #expect(d.buttons == [.init(title: "OK")])
    #expect(try Self.tapping(["Ask", "OK"], source).dialogs.isEmpty)
  }

  @Test func presentingDataIsPassedToTheBuilders() throws {
    let source = Self.program(
      """
      .alert("Rename", isPresented: $shown, presenting: name) { n in
        Button("Use \\(n)") { log = n }
      } message: { n in Text("Call it \\(n)?") }
      """, decls: #"let name: String? = "Ada""#)
    let d = try #require(try Self.tapping(["Ask"], source).dialogs.first)
    #expect(d.message == "Call it Ada?")
    #expect(d.buttons.first?.title == "Use Ada")
    #expect(texts(try Self.tapping(["Ask", "Use Ada"], source).tree).first == "Ada")
  }

  static let iOS13Alert = program(
    """
    .alert(isPresented: $shown) {
      Alert(
        title: Text("Pay?"), message: Text("Money moves at once"),
        primaryButton: .destructive(Text("Pay")) { log = "paid" },
        secondaryButton: .cancel())
    }
    """)

  @Test func theIOS13AlertWithPrimaryAndSecondaryButtons() throws {
    let d = try #require(try Self.tapping(["Ask"], Self.iOS13Alert).dialogs.first)
    #expect(d.title == "Pay?")
    #expect(d.message == "Money moves at once")
    #expect(d.buttons == [.init(title: "Pay", role: .destructive), .init(title: "Cancel", role: .cancel)])
    let paid = try Self.tapping(["Ask", "Pay"], Self.iOS13Alert)
    #expect(texts(paid.tree).first == "paid")
    #expect(paid.dialogs.isEmpty)
    let cancelled = try Self.tapping(["Ask", "Cancel"], Self.iOS13Alert)
    #expect(texts(cancelled.tree).first == "start")
    #expect(cancelled.dialogs.isEmpty)
  }

  @Test func anAlertValueInAPropertyWithADismissButtonOrNone() throws {
    let source = Self.program(
      ".alert(isPresented: $shown) { () -> Alert in okAlert }",
      decls: #"var okAlert: Alert = Alert(title: Text("Done"), dismissButton: .default(Text("Close")))"#)
    #expect(try Self.tapping(["Ask"], source).dialogs.first?.buttons == [.init(title: "Close")])
    let bare = Self.program(#".alert(isPresented: $shown) { Alert(title: Text("Done")) }"#)
    #expect(try Self.tapping(["Ask"], bare).dialogs.first?.buttons == [.init(title: "OK")])
  }

  @Test func alertOfAnItemShowsWhileItIsNonNilAndTheTapClearsIt() throws {
    let source = """
      import SwiftUI
      struct Pick: Identifiable { let id: Int }
      struct Demo: View {
        @State private var picked: Pick?
        var body: some View {
          Button("Pick") { picked = Pick(id: 7) }
            .alert(item: $picked) { p in Alert(title: Text("Picked \\(p.id)")) }
        }
      }
      #Preview { Demo() }
      """
    #expect(try Self.tapping(["Pick"], source).dialogs.first?.title == "Picked 7")
    #expect(try Self.tapping(["Pick", "OK"], source).dialogs.isEmpty)
  }

  @Test func aConfirmationDialogHidesItsTitleAndGetsACancel() throws {
    let source = Self.program(
      """
      .confirmationDialog("Photo", isPresented: $shown) {
        Button("Delete", role: .destructive) { log = "deleted" }
        Button("Share", role: .none) {}
      } message: { Text("What now?") }
      """)
    let d = try #require(try Self.tapping(["Ask"], source).dialogs.first)
    #expect(d.style == .confirmationDialog)
    #expect(d.title == nil)
    #expect(d.message == "What now?")
    #expect(d.buttons.map(\.title) == ["Delete", "Share", "Cancel"])
    #expect(d.buttons.map(\.role) == [.destructive, nil, .cancel])
    #expect(try Self.tapping(["Ask", "Cancel"], source).dialogs.isEmpty)
    let visible = Self.program(
      #".confirmationDialog("Photo", isPresented: $shown, titleVisibility: .visible) { Button("A") {} }"#)
    #expect(try Self.tapping(["Ask"], visible).dialogs.first?.title == "Photo")
  }

  @Test func anActionSheetWithItsButtons() throws {
    let source = Self.program(
      """
      .actionSheet(isPresented: $shown) {
        ActionSheet(title: Text("Title"), message: Text("Message"), buttons: [
          .default(Text("One"), action: { log = "one" }), .destructive(Text("Two")), .cancel({ log = "c" }),
        ])
      }
      """)
    let d = try #require(try Self.tapping(["Ask"], source).dialogs.first)
    #expect(d.style == .confirmationDialog)
    #expect(d.title == "Title")
    #expect(d.buttons.map(\.title) == ["One", "Two", "Cancel"])
    #expect(texts(try Self.tapping(["Ask", "One"], source).tree).first == "one")
    #expect(texts(try Self.tapping(["Ask", "Cancel"], source).tree).first == "c")
  }

  @Test func unsupportedAndWrongFormsAreLocatedErrors() throws {
    #expect(
      runtimeError(Self.program(#".alert("T", isPresented: $shown, error: nil) {}"#))?.contains(
        "'alert(error:)' is SwiftUI, but Detents does not support it yet") == true)
    let wrongType = Self.program(#".actionSheet(isPresented: $shown) { Alert(title: Text("T")) }"#)
    #expect(
      (try? Self.tapping(["Ask"], wrongType)) == nil,
      "an actionSheet closure that returns an Alert is an error")
    let noBinding = Self.program(#".alert("T") {}"#)
    #expect(runtimeError(noBinding)?.contains("'alert' needs isPresented: or item:") == true)
  }
}
