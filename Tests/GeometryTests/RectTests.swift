import Geometry
import Testing

@Suite struct RectTests {
  let r = Rect(x: 10, y: 20, width: 100, height: 40)

  @Test func edgesAndCentreComeFromOriginAndSize() {
    #expect(r.maxX == 110 && r.maxY == 60)
    #expect(r.midX == 60 && r.midY == 40)
    #expect(r.origin == Point(10, 20) && r.size == Size(width: 100, height: 40))
    #expect(Rect(origin: r.origin, size: r.size) == r)
  }

  @Test func aNegativeSizeIsKeptAndItsMaxEdgesLieBeforeTheOrigin() {
    let n = Rect(x: 10, y: 10, width: -4, height: -6)
    #expect(n.width == -4 && n.height == -6)
    #expect(n.maxX == 6 && n.maxY == 4)
    #expect(n.midX == 8 && n.midY == 7)
  }

  @Test func insettingMovesEverySideIn() {
    #expect(r.inset(by: 2) == Rect(x: 12, y: 22, width: 96, height: 36))
    // A negative inset grows the rectangle on every side.
    #expect(r.inset(by: -5) == Rect(x: 5, y: 15, width: 110, height: 50))
  }

  @Test func insettingPastTheMiddleLeavesNothingRatherThanANegativeSize() {
    // 25 is more than half of the height (40) but not of the width (100).
    #expect(r.inset(by: 25) == Rect(x: 35, y: 45, width: 50, height: 0))
    #expect(r.inset(by: 80) == Rect(x: 90, y: 100, width: 0, height: 0))
  }

  @Test func edgeInsetsMoveEachEdgeByItsOwnAmount() {
    let screen = Rect(origin: .zero, size: Size(width: 402, height: 874))
    let safe = EdgeInsets(top: 62, leading: 1, bottom: 34, trailing: 3)
    // Leading moves the left edge, trailing the right one: the width loses both.
    #expect(screen.inset(by: safe) == Rect(x: 1, y: 62, width: 398, height: 778))
    #expect(screen.inset(by: .zero) == screen)
  }

  @Test func overlappingEdgeInsetsLeaveNothing() {
    let i = EdgeInsets(top: 30, leading: 60, bottom: 30, trailing: 60)
    #expect(r.inset(by: i) == Rect(x: 70, y: 50, width: 0, height: 0))
  }

  @Test func containsCountsTheTopAndLeftEdgesButNotTheBottomAndRight() {
    #expect(r.contains(Point(10, 20)))
    #expect(r.contains(Point(109.999, 59.999)))
    #expect(!r.contains(Point(110, 30)))
    #expect(!r.contains(Point(50, 60)))
    #expect(!r.contains(Point(9.999, 30)))
    #expect(!r.contains(Point(50, 19.999)))
    // Side by side, the shared edge belongs to the right-hand rectangle only.
    let right = Rect(x: 110, y: 20, width: 50, height: 40)
    #expect(right.contains(Point(110, 30)) && !r.contains(Point(110, 30)))
  }

  @Test func anEmptyOrNegativeRectContainsNothing() {
    #expect(!Rect(x: 0, y: 0, width: 0, height: 10).contains(Point(0, 5)))
    #expect(!Rect(x: 0, y: 0, width: -10, height: 10).contains(Point(-5, 5)))
    #expect(!Rect(x: 0, y: 0, width: 10, height: 10).contains(Point(.nan, 5)))
  }

  @Test func finiteOnlyWhenEveryNumberIs() {
    #expect(r.isFinite)
    #expect(!Rect(x: .nan, y: 0, width: 1, height: 1).isFinite)
    #expect(!Rect(x: 0, y: .infinity, width: 1, height: 1).isFinite)
    #expect(!Rect(x: 0, y: 0, width: -.infinity, height: 1).isFinite)
    #expect(!Rect(x: 0, y: 0, width: 1, height: .nan).isFinite)
  }
}
