import Geometry
import Testing

@Suite struct PointTests {
  @Test func theUnlabelledInitialiserTakesXThenY() {
    let p = Point(3, -4)
    #expect(p.x == 3 && p.y == -4)
    #expect(Point.zero == Point(0, 0))
    #expect(Point(3, 4) != Point(4, 3))
  }

  @Test func finiteOnlyWhenBothCoordinatesAre() {
    #expect(Point(1e300, -1e300).isFinite)
    #expect(!Point(.nan, 0).isFinite)
    #expect(!Point(0, -.infinity).isFinite)
  }

  @Test func equalPointsHashAlike() {
    // 0 and −0 are equal, so a set holds one of them.
    #expect(Set([Point(0, 0), Point(-0.0, 0), Point(1, 0)]).count == 2)
  }
}
