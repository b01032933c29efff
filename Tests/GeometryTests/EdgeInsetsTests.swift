import Geometry
import Testing

@Suite struct EdgeInsetsTests {
  @Test func edgesNotGivenAreZero() {
    let i = EdgeInsets(top: 59, bottom: 34)
    #expect(i.top == 59 && i.leading == 0 && i.bottom == 34 && i.trailing == 0)
    #expect(EdgeInsets.zero == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    // Leading and trailing are different edges.
    #expect(EdgeInsets(leading: 1) != EdgeInsets(trailing: 1))
  }
}
