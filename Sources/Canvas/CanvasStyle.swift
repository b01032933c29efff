import Foundation
import Layout

/// Chosen drawing constants, each with its reason.
enum CanvasStyle {
  /// A backdrop's `blurRadius` is the Gaussian's standard deviation in points, as in CSS
  /// `backdrop-filter: blur(r)`, which the browser Studio uses: the two outputs then match.
  static func backdropSigma(blurRadius: Double) -> Double { blurRadius }

  /// A shadow's `radius` is twice the standard deviation, as in CSS `box-shadow` and canvas
  /// `shadowBlur` (and close to Core Animation's `shadowRadius` look).
  static func shadowSigma(radius: Double) -> Double { radius / 2 }

  /// Blurred backdrops are boosted in saturation, as UIKit materials and Liquid Glass are
  /// (their backdrop filters saturate what shows through); 1.6 is a judgement between plain
  /// blur (1.0) and the ≈1.8 reported for system materials, since our tint is flat.
  static let backdropSaturation = 1.6

  /// SVG and PDF cannot read back what is drawn, so a backdrop is its tint with alpha raised
  /// two thirds of the way to opaque: frosted glass hides most of what is under it.
  static func vectorBackdropTint(_ tint: RGBA) -> RGBA {
    RGBA(tint.r, tint.g, tint.b, tint.a + (1 - tint.a) * 2 / 3)
  }

  /// The backdrop's hairline edge: one device pixel inside the shape (at least a third of a
  /// point), as UIKit hairlines are one pixel.
  static func edgeWidth(scale: Double) -> Double { max(1 / max(scale, 1), 1.0 / 3) }

  /// Blurs are computed on a copy downsampled by σ / 3 pixels (at most 8×) and scaled back
  /// up bilinearly: a blur of σ still spans 3 low-resolution pixels, so nothing visible is
  /// lost, and the blur itself becomes negligible (a 3× sheet-sized backdrop takes ~3 ms, most
  /// of it reading the frame and scaling the copy back up).
  static let downsampleSigmaPerPixel = 3.0
  static let maxDownsample = 8

  /// Raster resolution of a shadow's blurred mask in SVG/PDF output, in pixels per point.
  static let vectorShadowPixelsPerPoint = 2.0

  /// Material Icons are drawn on a 24-unit grid whose live area is the middle 20 units; the
  /// live area fills the symbol's box, as an SF Symbol's glyph fills its frame.
  static let symbolLiveArea = 20.0 / 24.0
}
