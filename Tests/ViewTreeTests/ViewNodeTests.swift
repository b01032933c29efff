import Detents
import Testing
import ViewTree

@Suite struct ViewIdentityTests {
  @Test func theRootIsASlash() {
    #expect(ViewIdentity().description == "/")
    #expect(ViewIdentity().path.isEmpty)
  }

  @Test func childrenExtendThePathWithoutChangingTheParent() {
    let root = ViewIdentity()
    let row = root.child("VStack").child("3")
    #expect(row.description == "/VStack/3")
    #expect(row.path == ["VStack", "3"])
    #expect(root.description == "/")
  }

  @Test func identitiesAreEqualByPath() {
    let a = ViewIdentity(["List", "id:7"])
    #expect(a == ViewIdentity().child("List").child("id:7"))
    #expect(a != ViewIdentity(["List", "id:8"]))
    #expect(Set([a, ViewIdentity(["List", "id:7"]), ViewIdentity(["List"])]).count == 2)
  }
}

@Suite struct ViewNodeTests {
  @Test func aNewNodeHasNoChildrenModifiersOrSource() {
    let n = ViewNode(.text("hi"))
    #expect(n.kind == .text("hi"))
    #expect(n.children.isEmpty)
    #expect(n.modifiers.isEmpty)
    #expect(n.identity == ViewIdentity())
    #expect(n.source == nil)
  }

  @Test func modifiersAppendOutsideTheExistingOnesAndLeaveTheOriginal() {
    let text = ViewNode(.text("x"))
    let padded = text.modifier(.padding(.all, 8))
    let framed = padded.modifier(.frame(width: 100, height: nil, alignment: .center))
    #expect(text.modifiers.isEmpty)
    #expect(padded.modifiers == [.padding(.all, 8)])
    #expect(framed.modifiers == [.padding(.all, 8), .frame(width: 100, height: nil, alignment: .center)])
  }

  @Test func modifierOrderMakesNodesDifferent() {
    let a = ViewNode(.text("x")).modifier(.padding(.all, 8)).modifier(.opacity(0.5))
    let b = ViewNode(.text("x")).modifier(.opacity(0.5)).modifier(.padding(.all, 8))
    #expect(a != b)
    #expect(a == ViewNode(.text("x"), modifiers: [.padding(.all, 8), .opacity(0.5)]))
  }

  @Test func nodesDifferByIdentity() {
    let a = ViewNode(.text("x"), identity: ViewIdentity(["a"]))
    let b = ViewNode(.text("x"), identity: ViewIdentity(["b"]))
    #expect(a != b)
    #expect(a == ViewNode(.text("x"), identity: ViewIdentity(["a"])))
  }

  static func sheet(_ title: String, presented: Bool = true) -> Presentation {
    Presentation(kind: .sheet, isPresented: presented, content: ViewNode(.text(title)))
  }

  @Test func presentationsAreFoundInChildrenBackgroundsOverlaysAndToolbars() {
    let inChild = ViewNode(.text("a")).modifier(.presentation(Self.sheet("child")))
    let inBackground = ViewNode(.color(.color(.red))).modifier(.presentation(Self.sheet("background")))
    let inOverlay = ViewNode(.text("o")).modifier(.presentation(Self.sheet("overlay")))
    let inToolbar = ViewNode(.button(role: nil)).modifier(.presentation(Self.sheet("toolbar")))
    let root = ViewNode(
      .vstack(alignment: .center, spacing: nil), children: [inChild],
      modifiers: [
        .background(inBackground, alignment: .center), .overlay(inOverlay, alignment: .top),
        .toolbarItem(placement: "topBarTrailing", content: inToolbar),
        .presentation(Self.sheet("root", presented: false)),
      ])
    let titles = root.presentations.map { p -> String in
      if case .text(let s) = p.content.kind { return s }
      return "?"
    }
    // The node's own modifiers first (background, overlay, toolbar nest before its own
    // presentation, in modifier order), then its children.
    #expect(titles == ["background", "overlay", "toolbar", "root", "child"])
    #expect(root.presentations.map(\.isPresented) == [true, true, true, false, true])
  }

  @Test func presentationsInsidePresentedContentAreNotTheTreesOwn() {
    let inner = Presentation(
      kind: .popover, isPresented: true,
      content: ViewNode(.text("inner")).modifier(.presentation(Self.sheet("nested"))))
    let root = ViewNode(.text("root")).modifier(.presentation(inner))
    #expect(root.presentations.count == 1)
    #expect(root.presentations.first?.kind == .popover)
  }

  @Test func aPresentationKeepsItsDefaults() {
    let p = Self.sheet("s")
    #expect(p.sizing == .sheet)
    #expect(p.itemID == nil)
    #expect(p.selection == nil)
    #expect(p.background == nil)
    #expect(p.configuration == SheetConfiguration())
  }
}
