/// An operating system version (`16.0`, `16.4`, `18`, `26`): it decides which presentation
/// API exists and how a sheet looks (iOS 26 Liquid Glass versus the iOS 18 sheet).
public struct OSVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
  public let major: Int
  public let minor: Int

  public init(_ major: Int, _ minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// Parses `26`, `16.4` or `ios16.4` (the prefix is ignored).
  public init?(_ text: String) {
    var t = Substring(text.lowercased())
    for prefix in ["ipados", "ios", "macos", "visionos"] where t.hasPrefix(prefix) {
      t = t.dropFirst(prefix.count)
      break
    }
    let parts = t.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count), let major = Int(parts[0]), major >= 0 else { return nil }
    let minor = parts.count > 1 ? Int(parts[1]) : 0
    guard let minor, minor >= 0 else { return nil }
    self.init(major, minor)
  }

  public static func < (a: Self, b: Self) -> Bool { (a.major, a.minor) < (b.major, b.minor) }

  public var description: String { "\(major).\(minor)" }

  /// iOS 16.0: `presentationDetents`, `presentationDragIndicator`, `interactiveDismissDisabled`.
  public static let iOS16 = OSVersion(16, 0)
  /// iOS 16.4: background and content interaction, corner radius, presentation background.
  public static let iOS16_4 = OSVersion(16, 4)
  /// iOS 17: `.default` becomes a spring.
  public static let iOS17 = OSVersion(17, 0)
  /// iOS 18: `presentationSizing`.
  public static let iOS18 = OSVersion(18, 0)
  /// iOS 26: Liquid Glass sheets.
  public static let iOS26 = OSVersion(26, 0)

  /// iOS 15, standing for the releases before detents (a sheet is always `.large`).
  public static let iOS15 = OSVersion(15, 0)

  /// The versions whose behaviour Detents models, oldest first: each is where something about
  /// sheets changes. A version between two behaves as the older one, but only these are
  /// offered, so that a run never claims to show a release it does not know.
  public static let modeled: [OSVersion] = [.iOS15, .iOS16, .iOS16_4, .iOS17, .iOS18, .iOS26]

  /// The version the command line uses when none is given.
  public static let latest = iOS26

  /// Whether sheets use the Liquid Glass look (iOS 26 and later; macOS and visionOS took the
  /// same number, 26, in 2025).
  public var hasLiquidGlass: Bool { self >= .iOS26 }
}

/// Where each platform's presentation API starts. `--os` is a release of the device's own
/// platform (`--device mac --os 15` is macOS 15), so every gate is read through its platform.
///
/// Availability [O] from Apple's documentation pages: `presentationDetents(_:)` is iOS 16.0,
/// iPadOS 16.0, macOS 13.0, visionOS 1.0; `PresentationBackgroundInteraction` (and the
/// corner-radius, background and content-interaction modifiers of the same release) iOS 16.4,
/// macOS 13.3, visionOS 1.0.
extension DeviceFamily {
  /// The platform's name as people write it: iOS, iPadOS, macOS, visionOS.
  public var osName: String {
    switch self {
    case .phone: "iOS"
    case .pad: "iPadOS"
    case .mac: "macOS"
    case .vision: "visionOS"
    }
  }

  /// The first release with `presentationDetents`, `presentationDragIndicator` and
  /// `interactiveDismissDisabled`.
  public var detentsRelease: OSVersion {
    switch self {
    case .phone, .pad: .iOS16
    case .mac: OSVersion(13, 0)
    case .vision: OSVersion(1, 0)
    }
  }

  /// The first release with background and content interaction, corner radius and
  /// presentation background.
  public var presentationStylingRelease: OSVersion {
    switch self {
    case .phone, .pad: .iOS16_4
    case .mac: OSVersion(13, 3)
    case .vision: OSVersion(1, 0)
    }
  }

  /// The releases whose sheets Detents models on this platform, oldest first (the first of a
  /// platform with a release before detents stands for those releases). iOS: ``OSVersion/modeled``;
  /// macOS 12 (before detents), 13, 13.3, 14, 15 and 26; visionOS 1, 2 and 26 (the releases
  /// Apple shipped: visionOS 1 in 2024, 2 in 2024, 26 in 2025).
  public var modeledReleases: [OSVersion] {
    switch self {
    case .phone, .pad: OSVersion.modeled
    case .mac:
      [OSVersion(12, 0), OSVersion(13, 0), OSVersion(13, 3), OSVersion(14, 0), OSVersion(15, 0), .iOS26]
    case .vision: [OSVersion(1, 0), OSVersion(2, 0), .iOS26]
    }
  }
}
