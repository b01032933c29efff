import Detents
import Foundation
import SharedFolder
import Testing

/// Seed 000's Dynamic-Type-aware custom detent, written from its description: a third of the
/// maximum, 1.4× at accessibility sizes, never more than half.
struct GrowsWithType: CustomPresentationDetent {
  static func height(in context: Context) -> Scalar? {
    let scale: Scalar = context.dynamicTypeSize.isAccessibilitySize ? 1.4 : 1
    return min(context.maxDetentValue * 0.33 * scale, context.maxDetentValue * 0.5)
  }
}

/// The seed examples and the detent sets their sheets declare. The test below fails when an
/// example is added to `shared/seeds/examples` without a row here.
enum SeedExamples {
  static let detentSets: [String: [[PresentationDetent]]] = [
    "000-bottom-sheet.swift": [[.medium, .large]],
    "000-height-and-fraction.swift": [[.height(180), .large], [.fraction(0.25), .fraction(0.6), .large]],
    "000-maps-sheet.swift": [[.height(120), .medium, .large]],
    "000-onboarding.swift": [[.large]],
    "000-one-third-detent.swift": [[.custom(GrowsWithType.self), .large]],
    "000-selection.swift": [[.medium, .large]],
    "000-styled-sheet.swift": [[.medium, .large]],
    "001-custom-detent-sheet.swift": [[peek, .height(400), .large]],
    "002-third-height.swift": [[.custom(Third.self)]],
    "003-macos-new-event.swift": [[]],
    "003-sheet-default.swift": [[.medium, .large]],
  ]
}

@Suite struct SeedExampleTests {
  @Test func everyExampleHasADetentSetRow() throws {
    for f in try SharedFolder.current.seedExampleFiles().map(\.lastPathComponent) {
      #expect(SeedExamples.detentSets[f] != nil, "\(f) has no row in SeedExamples.detentSets")
    }
  }

  /// The rows say what the files say: every literal `.height(N)` and `.fraction(F)` appears.
  @Test func rowsMatchTheSources() throws {
    for (file, sets) in SeedExamples.detentSets {
      let source = try SharedFolder.current.seedExample(file)
      for d in sets.joined() {
        switch d.kind {
        case .height(let h): #expect(source.contains(".height(\(formatPoints(h)))"), "\(file): \(d)")
        case .fraction(let f): #expect(source.contains(".fraction(\(formatPoints(f)))"), "\(file): \(d)")
        case .medium: #expect(source.contains(".medium"), "\(file)")
        default: break
        }
      }
    }
  }

  /// Every example's detent set resolves on every device, in both orientations, to sane stops.
  @Test func everySetResolvesEverywhere() {
    for (file, sets) in SeedExamples.detentSets {
      for detents in sets {
        for device in DeviceCatalog.all {
          for orientation in Orientation.allCases where device.supports(orientation) {
            for os in [OSVersion(16, 0), OSVersion(18, 0), OSVersion(26, 0)] {
              let e = SheetEnvironment(device: device, orientation: orientation, os: os)
              let r = DetentResolver.resolve(detents, in: e)
              let heights = r.stops.map(\.height)
              let context = "\(file) \(detents) on \(device.name) \(orientation) iOS \(os)"
              #expect(
                !heights.isEmpty && heights == heights.sorted() && Set(heights).count == heights.count,
                "\(context)")
              #expect(heights.allSatisfy { $0 > 0 && $0 <= r.maxDetentValue && $0.isFinite }, "\(context)")
              #expect(
                r.maxDetentValue > 100 && r.maxDetentValue < device.size(orientation).height, "\(context)")
              let sheet = PresentedSheet(
                configuration: SheetConfiguration(detents: Set(detents)), environment: e)
              #expect(heights.contains(sheet.height), "\(context)")
            }
          }
        }
      }
    }
  }

  // Statements of the seeds, one test each.

  @Test func fractionIsAPortionOfTheAvailableHeightNotTheScreen() {
    let r = DetentResolver.resolve([.fraction(0.25)], in: env())
    #expect(r.stops[0].height == 768 * 0.25)
    #expect(r.stops[0].height < 874 * 0.25)
  }

  @Test func oneThirdDetentGrowsWithAccessibilityTypeButStaysUnderHalf() {
    let normal = DetentResolver.resolve([.custom(GrowsWithType.self)], in: env(type: .xxxLarge)).stops[0]
      .height
    let ax = DetentResolver.resolve([.custom(GrowsWithType.self)], in: env(type: .accessibility2)).stops[0]
      .height
    #expect(abs(normal - 768 * 0.33) < 1e-9)
    #expect(abs(ax - 768 * 0.33 * 1.4) < 1e-9)  // 0.462 of the maximum: under the half cap
    #expect(ax > normal && ax <= 768 * 0.5)
  }

  @Test func mapsSheetKeepsTheMapUsableThroughMediumAndNeverDismisses() {
    var s = makeSheet([.height(120), .medium, .large], selection: .height(120), dismissDisabled: true) {
      $0.backgroundInteraction = .enabled(upThrough: .medium)
    }
    #expect(s.backgroundReceivesTouch(x: 200, y: 200))
    s.select(.medium, animation: nil, at: 0)
    #expect(s.backgroundReceivesTouch(x: 200, y: 200) && s.dimming == 0)
    s.select(.large, animation: nil, at: 0.1)
    #expect(!s.backgroundReceivesTouch(x: 200, y: 30) && s.dimming > 0)
    s.select(.height(120), animation: nil, at: 0.2)
    let t = drag(&s, 500, over: 0.2, from: 0.3)  // a hard swipe down
    s.advance(to: t + 3)
    #expect(!s.isDismissed && s.height == 120)
  }

  @Test func dismissDisabledSheetsStillResizeBetweenDetents() {
    var s = makeSheet([.medium, .large], selection: .medium, dismissDisabled: true)
    let t = drag(&s, -150, over: 0.15, from: 0)
    s.advance(to: t + 3)
    #expect(s.height == 768 && s.selection == .large)
  }

  @Test func onboardingIsLargeOnlyWithNoGrabber() {
    let s = makeSheet([.large], selection: nil, dismissDisabled: true)
    #expect(s.height == 768 && !s.appearance.showsDragIndicator)
  }

  @Test func mediumOnlyInLandscapeBecomesFullHeight() {
    let r = DetentResolver.resolve([.medium], in: env(.landscape))
    #expect(r.stops.map(\.height) == [r.maxDetentValue])
    let withHeight = DetentResolver.resolve([.medium, .height(150)], in: env(.landscape))
    #expect(withHeight.stops.map(\.height) == [150])  // "add a .height or .fraction detent"
  }

  @Test func thirdHeightIsTheOnlyDetentAtAThird() {
    let r = DetentResolver.resolve([.custom(Third.self)], in: env())
    #expect(r.stops.map(\.height) == [256])
    #expect(!makeSheet([.custom(Third.self)], selection: nil).appearance.showsDragIndicator)
  }

  @Test func macSheetsAreWindowSheetsNotDragged() {
    var s = makeSheet([], selection: nil, environment: env("mac"))
    #expect(s.resolution.geometry.placement == .windowSheet)
    let began = s.dragBegan(at: 0)
    #expect(!began)
  }
}
