import Detents
import Foundation
import Testing

@Suite struct OSVersionTests {
  @Test func theModeledVersionsAreWhereSheetBehaviourChanges() {
    #expect(OSVersion.modeled.map(\.description) == ["15.0", "16.0", "16.4", "17.0", "18.0", "26.0"])
    #expect(OSVersion.modeled == OSVersion.modeled.sorted())
    #expect(OSVersion.modeled.contains(.latest))
  }

  @Test func spellingsOfAModeledVersionParseToIt() {
    #expect(OSVersion("17").map { OSVersion.modeled.contains($0) } == true)
    #expect(OSVersion("ios16.4") == .iOS16_4)
    #expect(OSVersion("99").map { OSVersion.modeled.contains($0) } == false)
  }

  @Test func theDefaultAnimationChangesAtIOS17() {
    #expect(Animation.default(on: OSVersion(16, 4)) == .easeInOut())
    #expect(Animation.default(on: .iOS17) == .default)
  }
}
