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

@Test func aCustomDetentIsNamedByItsTypeOrByItsOwnName() {
  struct PeekDetent: CustomPresentationDetent { static func height(in c: Context) -> Scalar? { 100 } }
  struct Named: CustomPresentationDetent {
    static let name = "peek"
    static func height(in c: Context) -> Scalar? { 120 }
  }
  struct AlsoPeek: CustomPresentationDetent {
    static let name = "peek"
    static func height(in c: Context) -> Scalar? { 120 }
  }
  #expect(PresentationDetent.custom(PeekDetent.self).description == "custom:PeekDetent")
  #expect(PresentationDetent.custom(Named.self).description == "custom:peek")
  // The name is the identity: two types that give the same name are one detent.
  #expect(PresentationDetent.custom(Named.self) == .custom(AlsoPeek.self))
  #expect(PresentationDetent.custom(Named.self) != .custom(PeekDetent.self))
}
