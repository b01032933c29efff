import Portable

/// A colour in sRGB with alpha, components 0…1.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
  public var r: Double, g: Double, b: Double, a: Double

  public init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  /// From 0–255 components, as the HIG publishes them.
  public init(rgb255 r: Int, _ g: Int, _ b: Int, alpha: Double = 1) {
    self.init(Double(r) / 255, Double(g) / 255, Double(b) / 255, alpha)
  }

  /// The colour with its alpha multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> RGBA { RGBA(r, g, b, a * opacity) }

  public static let clear = RGBA(0, 0, 0, 0)
  public static let black = RGBA(0, 0, 0)
  public static let white = RGBA(1, 1, 1)

  public var description: String {
    "#" + hex2(Int((r * 255).rounded())) + hex2(Int((g * 255).rounded())) + hex2(Int((b * 255).rounded()))
      + (a < 1 ? "@" + formatFixed(a, digits: 2) : "")
  }
}
