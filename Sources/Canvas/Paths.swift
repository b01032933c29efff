import CPangoCairo
import Foundation
import Layout

/// Apple's continuous ("squircle") corner, as one corner of `UIBezierPath(roundedRect:
/// cornerRadius:)` since iOS 7, reverse-engineered by PaintCode and widely reused. Each
/// point is (along the incoming edge, along the outgoing edge) in multiples of the radius; the
/// corner starts 1.528 radii before the corner point, where a circular corner would start at 1.
private let continuousCorner: [(Double, Double)] = [
  // curve 1: control, control, end
  (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600),
  // line
  (0.63149399, 0.07491100),
  // curve 2
  (0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399),
  // curve 3
  (0, 0.86840701), (0, 1.08849299), (0, 1.52866483),
]
/// How far along each edge a continuous corner reaches, in radii.
let continuousReach = 1.52866483

/// A circular corner in the same form (three cubics split at 21° and 69°, where the
/// continuous corner's pieces meet, and a line of zero length), so the two can be blended.
private let circularCorner: [(Double, Double)] = {
  func at(_ phi: Double) -> (Double, Double) { (1 - sin(phi), 1 - cos(phi)) }
  func tangent(_ phi: Double) -> (Double, Double) { (-cos(phi), sin(phi)) }
  var points: [(Double, Double)] = []
  let cuts = [0.0, 21.0, 69.0, 90.0].map { $0 * .pi / 180 }
  for i in 0..<3 {
    let a = cuts[i]
    let b = cuts[i + 1]
    let k = 4.0 / 3.0 * tan((b - a) / 4)
    let (pa, ta, pb, tb) = (at(a), tangent(a), at(b), tangent(b))
    points.append((pa.0 + k * ta.0, pa.1 + k * ta.1))
    points.append((pb.0 - k * tb.0, pb.1 - k * tb.1))
    points.append(pb)
    if i == 0 { points.append(pb) }
  }
  return points
}()

extension Shape {
  /// Appends the shape to `cr`'s path, in user space.
  func addPath(to cr: OpaquePointer) {
    switch self {
    case .rect(let b):
      cairo_rectangle(cr, b.x, b.y, b.width, b.height)
    case .roundedRect(let b, let r, let continuous):
      addRoundedRect(cr, b, radii: (r, r, r, r), continuous: continuous)
    case .roundedCorners(let b, let tl, let tr, let br, let bl):
      // SwiftUI's UnevenRoundedRectangle defaults to the continuous style.
      addRoundedRect(cr, b, radii: (tl, tr, br, bl), continuous: true)
    case .ellipse(let b):
      guard b.width > 0, b.height > 0 else { return }
      cairo_save(cr)
      cairo_translate(cr, b.midX, b.midY)
      cairo_scale(cr, b.width / 2, b.height / 2)
      cairo_new_sub_path(cr)
      cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
      cairo_close_path(cr)
      cairo_restore(cr)
    case .path(let elements):
      var current = Point(0, 0)
      for e in elements {
        switch e {
        case .move(let p):
          cairo_move_to(cr, p.x, p.y)
          current = p
        case .line(let p):
          cairo_line_to(cr, p.x, p.y)
          current = p
        case .quad(let p, let c):
          // A quadratic as the cubic with the same curve.
          let c1 = Point(current.x + 2 / 3 * (c.x - current.x), current.y + 2 / 3 * (c.y - current.y))
          let c2 = Point(p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y))
          cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
          current = p
        case .cubic(let p, let c1, let c2):
          cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
          current = p
        case .close:
          cairo_close_path(cr)
        }
      }
    }
  }
}

extension Shape {
  /// The shape moved inwards by `d` on every side, or nil for free paths.
  func inset(by d: Double) -> Shape? {
    switch self {
    case .rect(let b): .rect(b.inset(by: d))
    case .roundedRect(let b, let r, let c): .roundedRect(b.inset(by: d), radius: max(0, r - d), continuous: c)
    case .roundedCorners(let b, let tl, let tr, let br, let bl):
      .roundedCorners(
        b.inset(by: d), topLeft: max(0, tl - d), topRight: max(0, tr - d), bottomRight: max(0, br - d),
        bottomLeft: max(0, bl - d))
    case .ellipse(let b): .ellipse(b.inset(by: d))
    case .path: nil
    }
  }
}

/// A rectangle with per-corner radii (top-left, top-right, bottom-right, bottom-left).
///
/// Radii are clamped to half the shorter side. A continuous corner needs 1.528 radii of edge
/// on each side; where the rectangle is too short for that (pills, capsules), the corner is
/// blended towards a circular one, fully circular at half the side, so a radius animating
/// past that point changes the shape smoothly.
private func addRoundedRect(
  _ cr: OpaquePointer, _ b: Rect, radii: (Double, Double, Double, Double), continuous: Bool
) {
  let half = min(b.width, b.height) / 2
  guard half > 0 else { return }
  let rs = [radii.0, radii.1, radii.2, radii.3].map { min(max(0, $0), half) }
  if rs.allSatisfy({ $0 == 0 }) {
    cairo_rectangle(cr, b.x, b.y, b.width, b.height)
    return
  }
  // Corners clockwise from the top-left: corner point, unit vector back along the incoming
  // edge, unit vector along the outgoing edge.
  let corners: [(Point, Point, Point)] = [
    (Point(b.x, b.y), Point(0, 1), Point(1, 0)),
    (Point(b.maxX, b.y), Point(-1, 0), Point(0, 1)),
    (Point(b.maxX, b.maxY), Point(0, -1), Point(-1, 0)),
    (Point(b.x, b.maxY), Point(1, 0), Point(0, -1)),
  ]
  func at(_ i: Int, _ u: Double, _ v: Double, _ r: Double) -> Point {
    let (c, e1, e2) = corners[i]
    return Point(c.x + (u * e1.x + v * e2.x) * r, c.y + (u * e1.y + v * e2.y) * r)
  }
  // Per corner: how continuous it can be (1 = Apple's, 0 = circular) and its profile.
  let profiles: [(reach: Double, points: [(Double, Double)])] = rs.map { r in
    let t = continuous && r > 0 ? min(1, max(0, (half / r - 1) / (continuousReach - 1))) : 0
    let points = zip(circularCorner, continuousCorner).map { c, s in
      (c.0 + (s.0 - c.0) * t, c.1 + (s.1 - c.1) * t)
    }
    return (1 + (continuousReach - 1) * t, points)
  }
  cairo_new_sub_path(cr)
  // Start at the top-left corner's end on the top edge, then go round.
  let start = at(0, 0, profiles[0].reach, rs[0])
  cairo_move_to(cr, start.x, start.y)
  for i in [1, 2, 3, 0] {
    let r = rs[i]
    let entry = at(i, profiles[i].reach, 0, r)
    cairo_line_to(cr, entry.x, entry.y)
    if r == 0 { continue }
    let pts = profiles[i].points.map { at(i, $0.0, $0.1, r) }
    cairo_curve_to(cr, pts[0].x, pts[0].y, pts[1].x, pts[1].y, pts[2].x, pts[2].y)
    cairo_line_to(cr, pts[3].x, pts[3].y)
    cairo_curve_to(cr, pts[4].x, pts[4].y, pts[5].x, pts[5].y, pts[6].x, pts[6].y)
    cairo_curve_to(cr, pts[7].x, pts[7].y, pts[8].x, pts[8].y, pts[9].x, pts[9].y)
  }
  cairo_close_path(cr)
}
