/// A shape to fill, stroke or clip with, in screen points.
public enum Shape: Hashable, Sendable {
  case rect(Rect)
  /// A rounded rectangle; `continuous` asks for Apple's squircle-like corners.
  case roundedRect(Rect, radius: Double, continuous: Bool)
  /// A rectangle with its own radius per corner (top-left, top-right, bottom-right, bottom-left).
  case roundedCorners(Rect, topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double)
  case ellipse(Rect)
  /// A free path.
  case path([PathElement])

  /// The shape's bounding box.
  public var bounds: Rect {
    switch self {
    case .rect(let b), .roundedRect(let b, _, _), .ellipse(let b),
      .roundedCorners(let b, _, _, _, _):
      return b
    case .path(let elements):
      var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
      for e in elements {
        for p in e.points {
          minX = min(minX, p.x)
          minY = min(minY, p.y)
          maxX = max(maxX, p.x)
          maxY = max(maxY, p.y)
        }
      }
      return minX.isFinite
        ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        : Rect(x: 0, y: 0, width: 0, height: 0)
    }
  }
}

/// One step of a free path.
public enum PathElement: Hashable, Sendable {
  case move(Point)
  case line(Point)
  case quad(Point, control: Point)
  case cubic(Point, control1: Point, control2: Point)
  case close

  var points: [Point] {
    switch self {
    case .move(let p), .line(let p): [p]
    case .quad(let p, let c): [p, c]
    case .cubic(let p, let c1, let c2): [p, c1, c2]
    case .close: []
    }
  }
}

/// What a shape is filled or stroked with.
public enum Paint: Hashable, Sendable {
  case color(RGBA)
  /// A linear gradient between two points in screen points, with stops (location 0…1, colour).
  case linearGradient(start: Point, end: Point, stops: [GradientStop])
}

/// A gradient stop.
public struct GradientStop: Hashable, Sendable {
  public var location: Double
  public var color: RGBA
  public init(_ location: Double, _ color: RGBA) {
    self.location = location
    self.color = color
  }
}

/// One line of text, already laid out: drawn from `origin` (the left end of the baseline).
public struct TextRun: Hashable, Sendable {
  public var text: String
  public var font: FontSpec
  public var color: RGBA
  public var origin: Point
  /// The width layout measured, for alignment checks and SVG/JSON consumers.
  public var width: Double

  public init(text: String, font: FontSpec, color: RGBA, origin: Point, width: Double) {
    self.text = text
    self.font = font
    self.color = color
    self.origin = origin
    self.width = width
  }
}

/// One drawing command. Groups nest: their opacity and clip apply to their items.
public indirect enum DisplayItem: Hashable, Sendable {
  case fill(Shape, Paint)
  case stroke(Shape, Paint, lineWidth: Double)
  case text(TextRun)
  /// An SF Symbol by name, drawn to fit `box` in `color` (the drawing side maps names to an
  /// icon font and draws a visible placeholder for names it does not know).
  case symbol(name: String, box: Rect, color: RGBA)
  /// Items drawn with an opacity and an optional clip.
  case group(opacity: Double, clip: Shape?, items: [DisplayItem])
  /// Frosted glass: what is already drawn under `shape` is blurred by `blurRadius`, tinted
  /// with `tint`, and edged with a hairline of `edge` (iOS 26 Liquid Glass, materials).
  case backdrop(Shape, blurRadius: Double, tint: RGBA, edge: RGBA)
  /// A soft shadow under `shape`.
  case shadow(Shape, color: RGBA, radius: Double, offset: Point)
}

/// Everything needed to draw one frame: a size in points, a scale, and the commands in order.
public struct DisplayList: Hashable, Sendable {
  public var width: Double
  public var height: Double
  /// Pixels per point for raster output.
  public var scale: Double
  public var items: [DisplayItem]

  public init(width: Double, height: Double, scale: Double, items: [DisplayItem] = []) {
    self.width = width
    self.height = height
    self.scale = scale
    self.items = items
  }
}
