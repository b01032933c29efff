import Layout
import Testing

// Lists and forms (Registry/ListsAndForms.swift): modifiers of rows that a run accepts without
// simulating the gesture behind them.

@Suite struct ListsAndFormsTests {
  @Test func swipeActionsAreAcceptedAndNotDrawn() throws {
    let source = controlProgram(
      #"@State private var rows = ["Milk", "Eggs"]"#,
      #"""
      List {
        ForEach(rows, id: \.self) { row in
          Text(row)
            .swipeActions(edge: .trailing, allowsFullSwipe: true) {
              Button("Delete", role: .destructive) { rows.removeAll { $0 == row } }
            }
        }
      }
      """#)
    let texts = runs(try drawn(source).get()).map(\.text)
    #expect(texts.contains("Milk") && texts.contains("Eggs"))
    // Swipes are not simulated: the actions stay hidden, so no run can tap them.
    #expect(!texts.contains("Delete"))
    guard case .failure(let f) = drawn(source, taps: ["Delete"]) else {
      Issue.record("a hidden swipe action was tapped")
      return
    }
    #expect(f.message.contains("no button labelled 'Delete'"))
  }

  @Test func swipeActionsTakeOnlyTheirLabels() {
    let r = drawn(controlProgram("", #"Text("Row").swipeActions(side: .leading) { Button("Pin") {} }"#))
    guard case .failure(let f) = r else {
      Issue.record("an unknown label was accepted")
      return
    }
    #expect(f.message.contains("side"))
  }
}
