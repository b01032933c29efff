/// A uniform scale followed by a translation, applied to display items: x′ = x·scale + dx,
/// y′ = y·scale + dy. Lengths (radii, line widths, font sizes, blur) scale with it.
///
/// The display list has no transform item: a scaled part of a screen (the presenting view
/// pushed back behind a full-height sheet) is mapped item by item, so its positions are the
/// ones on screen and every consumer (Cairo, SVG, JSON, tests) draws it unchanged.
public struct ScaleMap: Hashable, Sendable {
  /// The factor for coordinates and lengths.
  public var scale: Double
  /// The translation after scaling.
  public var dx: Double
  public var dy: Double

  /// x′ = x·`scale` + `dx`, y′ = y·`scale` + `dy`.
  public init(scale: Double, dx: Double, dy: Double) {
    self.scale = scale
    self.dx = dx
    self.dy = dy
  }

  /// Scales about `anchor` by `scale`, then moves by (`dx`, `dy`).
  public init(scale: Double, about anchor: Point, dx: Double = 0, dy: Double = 0) {
    self.init(scale: scale, dx: anchor.x * (1 - scale) + dx, dy: anchor.y * (1 - scale) + dy)
  }

  /// A mapped point.
  public func point(_ p: Point) -> Point { Point(p.x * scale + dx, p.y * scale + dy) }

  /// A mapped rectangle (its size scales).
  public func rect(_ r: Rect) -> Rect {
    Rect(x: r.x * scale + dx, y: r.y * scale + dy, width: r.width * scale, height: r.height * scale)
  }

  /// A mapped shape, radii scaled.
  public func shape(_ s: Shape) -> Shape {
    switch s {
    case .rect(let b): .rect(rect(b))
    case .roundedRect(let b, let r, let c): .roundedRect(rect(b), radius: r * scale, continuous: c)
    case .roundedCorners(let b, let tl, let tr, let br, let bl):
      .roundedCorners(
        rect(b), topLeft: tl * scale, topRight: tr * scale, bottomRight: br * scale, bottomLeft: bl * scale)
    case .ellipse(let b): .ellipse(rect(b))
    case .path(let elements): .path(elements.map(element))
    }
  }

  func element(_ e: PathElement) -> PathElement {
    switch e {
    case .move(let p): .move(point(p))
    case .line(let p): .line(point(p))
    case .quad(let p, let c): .quad(point(p), control: point(c))
    case .cubic(let p, let c1, let c2): .cubic(point(p), control1: point(c1), control2: point(c2))
    case .close: .close
    }
  }

  /// A mapped paint (gradient end points move; colours stay).
  public func paint(_ p: Paint) -> Paint {
    switch p {
    case .color: p
    case .linearGradient(let start, let end, let stops):
      .linearGradient(start: point(start), end: point(end), stops: stops)
    }
  }

  /// `item` mapped, groups and all.
  public func item(_ item: DisplayItem) -> DisplayItem {
    switch item {
    case .fill(let s, let p): return .fill(shape(s), paint(p))
    case .stroke(let s, let p, let w): return .stroke(shape(s), paint(p), lineWidth: w * scale)
    case .text(var run):
      run.font.size *= scale
      run.font.lineHeight *= scale
      run.origin = point(run.origin)
      run.width *= scale
      return .text(run)
    case .symbol(let name, let box, let color): return .symbol(name: name, box: rect(box), color: color)
    case .group(let opacity, let clip, let items):
      return .group(opacity: opacity, clip: clip.map(shape), items: items.map(self.item))
    case .backdrop(let s, let blur, let tint, let edge):
      return .backdrop(shape(s), blurRadius: blur * scale, tint: tint, edge: edge)
    case .shadow(let s, let color, let radius, let offset):
      return .shadow(
        shape(s), color: color, radius: radius * scale, offset: Point(offset.x * scale, offset.y * scale))
    }
  }
}
