import Detents
import Foundation
import Testing

@Test func detentsAreHashableAndCustomTypesCompareByType() {
  struct A: CustomPresentationDetent { static func height(in c: Context) -> Scalar? { 100 } }
  struct B: CustomPresentationDetent { static func height(in c: Context) -> Scalar? { 100 } }
  let set: Set<PresentationDetent> = [.medium, .large, .custom(A.self), .custom(A.self), .custom(B.self)]
  #expect(set.count == 4)
  #expect(PresentationDetent.height(.nan) == .height(.nan))
  #expect(PresentationDetent.height(0) == .height(-0.0))
  #expect(PresentationDetent.fraction(0.5) != .height(0.5))
}
