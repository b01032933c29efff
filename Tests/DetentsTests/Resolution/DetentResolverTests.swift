import Detents
import Foundation
import Testing

func env(
  _ device: String = "iphone-16-pro", _ orientation: Orientation = .portrait, os: OSVersion = .latest,
  style: PresentationStyle = .sheet, type: DynamicTypeSize = .large
) -> SheetEnvironment {
  SheetEnvironment(
    device: DeviceCatalog.device(named: device)!, orientation: orientation, os: os, style: style,
    dynamicTypeSize: type)
}

func env(_ orientation: Orientation, os: OSVersion = .latest) -> SheetEnvironment {
  env("iphone-16-pro", orientation, os: os)
}

/// One row of a resolution table: detents in an environment → the heights the sheet rests at.
struct StopsCase: CustomTestStringConvertible, Sendable {
  let detents: [PresentationDetent]
  let environment: SheetEnvironment
  let heights: [Double]
  init(_ detents: [PresentationDetent], _ environment: SheetEnvironment, _ heights: [Double]) {
    self.detents = detents
    self.environment = environment
    self.heights = heights
  }
  var testDescription: String {
    "\(detents) on \(environment.device.id) \(environment.orientation) \(environment.style) → \(heights)"
  }
}

struct Third: CustomPresentationDetent {
  static func height(in context: Context) -> Scalar? { context.maxDetentValue / 3 }
}
struct NilInCompactHeight: CustomPresentationDetent {
  static func height(in context: Context) -> Scalar? {
    context.verticalSizeClass == .compact ? nil : 200
  }
}
struct Oversized: CustomPresentationDetent {
  static func height(in context: Context) -> Scalar? { context.maxDetentValue + 500 }
}
struct Negative: CustomPresentationDetent {
  static func height(in context: Context) -> Scalar? { -10 }
}
struct NotANumber: CustomPresentationDetent {
  static func height(in context: Context) -> Scalar? { .nan }
}
struct Infinite: CustomPresentationDetent {
  static func height(in context: Context) -> Scalar? { .infinity }
}
struct BiggerForAccessibility: CustomPresentationDetent {
  static func height(in context: Context) -> Scalar? {
    context.dynamicTypeSize.isAccessibilitySize ? 300 : 150
  }
}

@Suite struct DetentResolverTests {
  /// maxDetentValue = screen − top safe area − 10 pt gap − bottom safe area on iPhone and iPad
  /// page sheets; form sheets 620; covers the whole screen; cards in windows lose 2 × 24 pt.
  @Test(arguments: [
    ("iphone-16-pro", Orientation.portrait, PresentationStyle.sheet, 768.0),
    ("iphone-16-pro", .landscape, .sheet, 371),
    ("iphone-se-3rd-generation", .portrait, .sheet, 637),
    ("iphone-se-3rd-generation", .landscape, .sheet, 365),
    ("iphone-16", .portrait, .sheet, 749),
    ("iphone-17-pro", .landscape, .sheet, 352),
    ("iphone-air", .portrait, .sheet, 800),
    ("iphone-16-pro", .portrait, .cover, 874),
    ("ipad-pro-11-inch-m4", .portrait, .sheet, 620),
    ("ipad-pro-11-inch-m4", .portrait, .form, 620),
    ("ipad-pro-11-inch-m4", .portrait, .page, 1156),
    ("ipad-pro-11-inch-m4", .landscape, .page, 780),
    ("mac", .portrait, .sheet, 748),  // attached under the title bar: one margin, below
    ("vision-pro", .portrait, .sheet, 672),
  ])
  func maxDetentValuePerDeviceAndStyle(
    device: String, orientation: Orientation, style: PresentationStyle, expected: Double
  ) {
    let r = DetentResolver.resolve([.large], in: env(device, orientation, style: style))
    #expect(Double(r.maxDetentValue) == expected)
  }

  /// (detents, environment) → the heights the sheet rests at, ascending.
  static let stopsTable: [StopsCase] = [
    StopsCase([.medium, .large], env(), [384.0, 768]),
    StopsCase([.large, .medium], env(), [384, 768]),  // order of declaration does not matter
    StopsCase([.height(180), .large], env(), [180, 768]),
    StopsCase([.fraction(0.25), .fraction(0.6), .large], env(), [192, 460.8, 768]),
    StopsCase([.custom(Third.self), .large], env(), [256, 768]),
    StopsCase([.custom(Third.self)], env(), [256]),
    StopsCase([.medium, .large], env(.landscape), [371]),  // compact height: medium falls back to large
    StopsCase([.medium], env(.landscape), [371]),
    StopsCase([.height(120), .medium, .large], env(.landscape), [120, 371]),  // height stays active
    StopsCase([.fraction(0.5), .large], env(.landscape), [185.5, 371]),
    // Regular width, but still compact height.
    StopsCase([.medium, .large], env("iphone-16-pro-max", .landscape), [409]),
    StopsCase([.medium, .large], env("ipad-pro-11-inch-m4", .portrait, style: .page), [578, 1156]),
    StopsCase([.medium, .large], env("ipad-pro-11-inch-m4"), [310, 620]),
    StopsCase([.medium, .large], env("vision-pro"), [504, 672]),
    StopsCase([], env(), [768]),  // an empty set means [.large]
    StopsCase([.height(5000)], env(), [768]),  // clamped
    StopsCase([.custom(Oversized.self), .height(100)], env(), [100, 768]),
    StopsCase([.custom(NilInCompactHeight.self), .large], env(), [200, 768]),
    StopsCase([.custom(NilInCompactHeight.self), .large], env(.landscape), [371]),
    StopsCase(
      [.custom(Negative.self), .custom(NotANumber.self), .custom(Infinite.self), .height(0), .fraction(-1)],
      env(), [768]),
    StopsCase([.medium, .height(384), .fraction(0.5), .large], env(), [384, 768]),  // one height, one stop
    StopsCase([.custom(BiggerForAccessibility.self)], env(type: .xxxLarge), [150]),
    StopsCase([.custom(BiggerForAccessibility.self)], env(type: .accessibility1), [300]),
    StopsCase([.medium, .height(100)], env(os: OSVersion(15, 0)), [768]),  // no detents before iOS 16
    StopsCase([.medium, .height(100)], env(style: .cover), [874]),
  ]

  @Test(arguments: stopsTable)
  func stops(_ c: StopsCase) {
    let r = DetentResolver.resolve(c.detents, in: c.environment)
    let heights = r.stops.map { Double($0.height) }
    #expect(
      heights.count == c.heights.count && zip(heights, c.heights).allSatisfy { abs($0 - $1) < 1e-9 },
      "\(heights)")
  }

  @Test func inactiveDetentsSayWhy() {
    let r = DetentResolver.resolve(
      [.medium, .custom(NilInCompactHeight.self), .height(-4), .custom(Oversized.self), .height(120)],
      in: env(.landscape))
    func status(_ d: PresentationDetent) -> ResolvedDetent.Status? {
      r.entries.first { $0.detent == d }?.status
    }
    #expect(status(.medium) == .inactive(.compactHeight))
    #expect(status(.custom(NilInCompactHeight.self)) == .inactive(.customReturnedNil))
    #expect(status(.height(-4)) == .inactive(.invalidValue(-4)))
    #expect(status(.custom(Oversized.self)) == .clamped(requested: 871))
    #expect(status(.height(120)) == .active)
    // Active ones come first, by height; every inactive one has a note.
    #expect(r.entries.prefix(2).map(\.detent) == [.height(120), .custom(Oversized.self)])
    #expect(r.entries.filter { !$0.isActive }.allSatisfy { $0.note != nil })
  }

  @Test func equalHeightsActAsOneStopNamedCanonically() {
    let r = DetentResolver.resolve([.height(384), .medium, .fraction(0.5), .large], in: env())
    #expect(r.stops.count == 2)
    #expect(r.stops[0].detent == .medium)
    #expect(Set(r.stops[0].detents) == [.medium, .height(384), .fraction(0.5)])
    #expect(r.stopIndex(of: .height(384)) == 0)
    #expect(r.entries.first { $0.detent == .height(384) }?.status == .sameHeight(as: .medium))
  }

  @Test func fallbacksAreReported() {
    #expect(DetentResolver.resolve([], in: env()).notes == [.emptySetUsesLarge])
    let r = DetentResolver.resolve([.medium], in: env(.landscape))
    #expect(r.notes == [.noActiveDetentFallsBackToLarge])
    #expect(r.stops.first?.isFallback == true)
    // A selection of .medium in compact height rests at the .large fallback.
    #expect(r.stopIndex(of: .medium) == 0)
    #expect(DetentResolver.resolve([.medium], in: env(style: .popover)).notes == [.detentsIgnored(.popover)])
  }

  @Test func contextCarriesTheEnvironment() {
    struct Recorder: CustomPresentationDetent {
      static func height(in context: Context) -> Scalar? {
        // Encode what the context saw in the height, to check it from outside.
        var h: Scalar = 100
        if context.verticalSizeClass == .compact { h += 1 }
        if context.horizontalSizeClass == .regular { h += 2 }
        if context.dynamicTypeSize == .accessibility5 { h += 4 }
        return h
      }
    }
    func height(_ e: SheetEnvironment) -> Double? {
      Double(DetentResolver.resolve([.custom(Recorder.self)], in: e).stops[0].height)
    }
    #expect(height(env()) == 100)
    #expect(height(env(.landscape)) == 101)
    #expect(height(env("iphone-16-pro-max", .landscape)) == 103)
    #expect(height(env("ipad-pro-11-inch-m4", .portrait, type: .accessibility5)) == 106)
  }
}

/// One row of the availability table: whether `.medium` is a stop on a platform's release
/// (`--os` is the device's own platform: macOS 15 on the Mac, not iOS 15).
struct GateCase: CustomTestStringConvertible, Sendable {
  let device: String
  let os: OSVersion
  let mediumIsActive: Bool
  var testDescription: String { "\(device) \(os) → medium \(mediumIsActive ? "active" : "unavailable")" }
}

@Suite struct DetentAvailabilityTests {
  static let cases: [GateCase] = [
    GateCase(device: "iphone-16-pro", os: .iOS15, mediumIsActive: false),
    GateCase(device: "iphone-16-pro", os: .iOS16, mediumIsActive: true),
    GateCase(device: "ipad-pro-11-inch-m4", os: .iOS15, mediumIsActive: false),
    GateCase(device: "ipad-pro-11-inch-m4", os: .iOS18, mediumIsActive: true),
    GateCase(device: "mac", os: OSVersion(12, 0), mediumIsActive: false),
    GateCase(device: "mac", os: OSVersion(13, 0), mediumIsActive: true),
    GateCase(device: "mac", os: OSVersion(14, 0), mediumIsActive: true),
    GateCase(device: "mac", os: OSVersion(15, 0), mediumIsActive: true),
    GateCase(device: "mac", os: .iOS26, mediumIsActive: true),
    GateCase(device: "vision-pro", os: OSVersion(1, 0), mediumIsActive: true),
    GateCase(device: "vision-pro", os: OSVersion(2, 0), mediumIsActive: true),
  ]

  @Test(arguments: cases) func presentationDetentsIsGatedByThePlatformsOwnRelease(_ c: GateCase) {
    let r = DetentResolver.resolve([.medium, .large], in: env(c.device, os: c.os))
    let medium = r.entries.first { $0.detent == .medium }!
    #expect(medium.isActive == c.mediumIsActive)
    #expect(r.stops.count == (c.mediumIsActive ? 2 : 1))
    if !c.mediumIsActive {
      let family = DeviceCatalog.device(named: c.device)!.family
      #expect(
        medium.note
          == "presentationDetents needs \(family.osName) \(family.detentsRelease); on \(family.osName) \(c.os) sheets are .large only"
      )
    }
  }

  @Test func everyPlatformModelsItsOwnReleasesOldestFirst() {
    for family in DeviceFamily.allCases {
      let releases = family.modeledReleases
      #expect(releases == releases.sorted())
      #expect(releases.contains(.latest))
      #expect(releases.contains(family.detentsRelease))
    }
    #expect(DeviceFamily.mac.modeledReleases.first! < DeviceFamily.mac.detentsRelease)
  }
}
