import Geometry
import Testing

@Suite struct SizeTests {
  @Test func aSizeKeepsWhatItIsGiven() {
    let s = Size(width: -2, height: 0)
    #expect(s.width == -2 && s.height == 0)
    #expect(Size.zero == Size(width: 0, height: 0))
    #expect(Size(width: 1, height: 2) != Size(width: 2, height: 1))
  }

  @Test func finiteOnlyWhenBothExtentsAre() {
    #expect(Size(width: 0, height: 0).isFinite)
    #expect(!Size(width: .infinity, height: 0).isFinite)
    #expect(!Size(width: 0, height: .nan).isFinite)
  }
}
