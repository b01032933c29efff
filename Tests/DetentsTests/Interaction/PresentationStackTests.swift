import Detents
import Foundation
import Testing

@Suite struct PresentationStackTests {
  func request(_ id: String, level: Int = 0) -> PresentationStack.Request {
    .init(
      id: id, configuration: SheetConfiguration(detents: [.medium, .large]), environment: env(), level: level)
  }

  @Test func oneSheetAtATimeFromAPresenter() {
    var stack = PresentationStack()
    let r1 = stack.present(request("a"), at: 0)
    #expect(r1)
    let r2 = stack.present(request("b"), at: 0.5)
    #expect(!r2)
    #expect(stack.entries.map(\.id) == ["a"])
    let r3 = stack.takeEvents()
    #expect(r3.contains(.ignored(id: "b", presenting: "a", at: 0.5)))
  }

  @Test func aSheetCanPresentAnotherFromInside() {
    var stack = PresentationStack()
    stack.present(request("a"), at: 0)
    let r4 = stack.present(request("b", level: 1), at: 1)
    #expect(r4)
    #expect(stack.entries.map(\.id) == ["a", "b"])
    let r6 = stack.present(request("c", level: 3), at: 1)
    #expect(!r6)  // no such presenter
  }

  @Test func itemReplacementDismissesThenPresentsWithOnDismissBetween() {
    var stack = PresentationStack()
    stack.present(request("item-1"), at: 0)
    stack.advance(to: 2)
    _ = stack.takeEvents()
    stack.replace(id: "item-1", with: request("item-2"), at: 2)
    #expect(stack.entries.map(\.id) == ["item-1"])  // the old one is still sliding away
    stack.advance(to: 2.2)
    #expect(stack.entries.map(\.id) == ["item-1"])
    stack.advance(to: 6)
    #expect(stack.entries.map(\.id) == ["item-2"])
    let events = stack.takeEvents()
    let dismissed = events.firstIndex {
      if case .sheet("item-1", .dismissed(.programmatic, _)) = $0 { true } else { false }
    }
    let presented = events.firstIndex { if case .sheet("item-2", .presented) = $0 { true } else { false } }
    #expect(dismissed != nil && presented != nil && dismissed! < presented!)
    // The new sheet started rising when the old one was gone, not when we looked.
    if case .sheet(_, .dismissed(_, let gone)) = events[dismissed!],
      case .sheet(_, .presented(let shown)) = events[presented!]
    {
      #expect(shown > gone && shown - gone < 1.5)
    }
  }

  @Test func dismissingAParentDismissesItsChildren() {
    var stack = PresentationStack()
    stack.present(request("a"), at: 0)
    stack.present(request("b", level: 1), at: 0.1)
    stack.dismiss(id: "a", at: 2)
    stack.advance(to: 5)
    #expect(stack.entries.isEmpty)
    let gone = stack.takeEvents().compactMap { e -> String? in
      if case .sheet(let id, .dismissed) = e { id } else { nil }
    }
    #expect(Set(gone) == ["a", "b"])
  }

  @Test func aSwipedAwaySheetFreesItsLevel() {
    var stack = PresentationStack()
    stack.present(request("a"), at: 0)
    stack.advance(to: 2)
    stack.withSheet(id: "a") { s in
      s.dragBegan(at: 2)
      s.dragChanged(translation: 300, velocity: 1500, at: 2.2)
      s.dragEnded(translation: 300, velocity: 1500, at: 2.2)
    }
    stack.advance(to: 4)
    #expect(stack.entries.isEmpty)
    let r5 = stack.present(request("b"), at: 4)
    #expect(r5)
  }
}
