/// A type that computes a detent's height, as SwiftUI's `CustomPresentationDetent`.
///
/// Return a height in points, or `nil` to make the detent inactive in this context. Heights
/// above `context.maxDetentValue` are clamped to it; zero, negative and non-finite heights
/// make the detent inactive. Both are reported by ``DetentResolver``.
///
/// SwiftUI's requirement returns `CGFloat?`; this engine's returns `Scalar?` (a `Double`), the
/// one number type of Detents' geometry on every platform, WebAssembly included. On 64-bit Apple
/// platforms `CGFloat` is a `Double`, so a SwiftUI detent's body moves over unchanged but for
/// the type's name; SwiftUI programs run by `SwiftUIRuntime` keep writing `CGFloat`.
public protocol CustomPresentationDetent: SendableMetatype {
  /// The detent's height in `context`, or `nil` when it is inactive there.
  static func height(in context: Context) -> Scalar?

  /// The detent's name: its identity (two custom detents with the same name are equal) and
  /// how it is printed (`custom:NAME`). By default the type's own name, as SwiftUI identifies
  /// custom detents by their type.
  static var name: String { get }
}

extension CustomPresentationDetent {
  /// The information a custom detent's `height(in:)` gets.
  public typealias Context = PresentationDetent.Context

  // The default reads the type's name by reflection, which Embedded Swift does not have (it
  // would print "(cannot print value in embedded Swift)", making every custom detent equal).
  // There a conforming type must name itself, and the compiler says so; everywhere else the
  // name is what it always was.
  #if !hasFeature(Embedded)
    /// The type's own name (`PeekDetent`).
    public static var name: String { String(describing: Self.self) }
  #endif
}

extension PresentationDetent {
  /// What a custom detent knows when it computes its height: `maxDetentValue` and the
  /// environment (Dynamic Type size, size classes, colour scheme, Reduce Motion).
  ///
  /// Environment values are reachable directly, as in SwiftUI: `context.dynamicTypeSize`.
  /// SwiftUI reaches them by dynamic member lookup over key paths; Embedded Swift has no key
  /// paths, so here each of ``DetentEnvironment``'s values has its own property.
  public struct Context: Sendable {
    /// The height a `.large` sheet takes here: the tallest height any detent may resolve to.
    public let maxDetentValue: Scalar
    /// The environment the sheet is presented in.
    public let environment: DetentEnvironment

    /// Makes a context; runtimes and tests use this to call custom detents.
    public init(maxDetentValue: Scalar, environment: DetentEnvironment = DetentEnvironment()) {
      self.maxDetentValue = maxDetentValue
      self.environment = environment
    }

    /// The environment's Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize { environment.dynamicTypeSize }
    /// The environment's vertical size class (`.compact` on iPhones in landscape).
    public var verticalSizeClass: UserInterfaceSizeClass { environment.verticalSizeClass }
    /// The environment's horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass { environment.horizontalSizeClass }
    /// The environment's colour scheme.
    public var colorScheme: ColorScheme { environment.colorScheme }
    /// Whether the environment asks for reduced motion.
    public var accessibilityReduceMotion: Bool { environment.accessibilityReduceMotion }
  }
}

/// The environment values a sheet is resolved in (the subset of SwiftUI's `EnvironmentValues`
/// that affects detents).
public struct DetentEnvironment: Hashable, Sendable {
  /// The Dynamic Type size; `.large` is the system default.
  public var dynamicTypeSize: DynamicTypeSize
  /// The vertical size class: `.compact` on iPhones in landscape.
  public var verticalSizeClass: UserInterfaceSizeClass
  /// The horizontal size class.
  public var horizontalSizeClass: UserInterfaceSizeClass
  /// Light or dark.
  public var colorScheme: ColorScheme
  /// Whether the person asked for reduced motion.
  public var accessibilityReduceMotion: Bool

  /// The defaults of an iPhone in portrait: large type, regular height, compact width, light.
  public init(
    dynamicTypeSize: DynamicTypeSize = .large,
    verticalSizeClass: UserInterfaceSizeClass = .regular,
    horizontalSizeClass: UserInterfaceSizeClass = .compact,
    colorScheme: ColorScheme = .light,
    accessibilityReduceMotion: Bool = false
  ) {
    self.dynamicTypeSize = dynamicTypeSize
    self.verticalSizeClass = verticalSizeClass
    self.horizontalSizeClass = horizontalSizeClass
    self.colorScheme = colorScheme
    self.accessibilityReduceMotion = accessibilityReduceMotion
  }
}

/// A size class, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: String, Hashable, Sendable, CaseIterable {
  case compact, regular
}

/// Light or dark appearance, as SwiftUI's `ColorScheme`.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
  case light, dark
}

/// The twelve Dynamic Type sizes, as SwiftUI's `DynamicTypeSize`.
public enum DynamicTypeSize: Int, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// True for the five accessibility sizes (AX1 through AX5).
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

  /// SwiftUI's case name, as `xxLarge` or `accessibility3`.
  public var description: String {
    switch self {
    case .xSmall: "xSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .xLarge: "xLarge"
    case .xxLarge: "xxLarge"
    case .xxxLarge: "xxxLarge"
    case .accessibility1: "accessibility1"
    case .accessibility2: "accessibility2"
    case .accessibility3: "accessibility3"
    case .accessibility4: "accessibility4"
    case .accessibility5: "accessibility5"
    }
  }

  /// Parses SwiftUI's case name, case-insensitively, or the short forms `xs`, `s`, `m`, `l`,
  /// `xl`, `xxl`, `xxxl`, `ax1`…`ax5`.
  public init?(name: String) {
    let n = name.lowercased()
    let short = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"]
    if let i = short.firstIndex(of: n) {
      self = DynamicTypeSize(rawValue: i)!
      return
    }
    guard let match = DynamicTypeSize.allCases.first(where: { $0.description.lowercased() == n }) else {
      return nil
    }
    self = match
  }
}
