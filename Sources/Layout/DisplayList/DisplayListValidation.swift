/// Why a display list cannot be drawn, and where in it: `items[2].group.items[0]: …`.
public struct DisplayListProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where, as a path into the list (`items[2].group.items[0]`); empty for the list itself.
  public let path: String
  public let message: String

  public init(path: String, _ message: String) {
    self.path = path
    self.message = message
  }

  public var description: String { path.isEmpty ? message : "at \(path): \(message)" }
}

extension DisplayList {
  /// What a display list may hold to be drawn: beyond these a list is refused with a
  /// ``DisplayListProblem`` instead of exhausting the stack, memory or the text engine (Pango
  /// sizes are 32-bit in 1/1024 pt, and complain on stderr far below that).
  public enum Limits {
    /// Groups inside groups. Screens the layout composes nest a few dozen at most.
    public static let groupDepth = 100
    /// Items in the whole list, counting those inside groups.
    public static let items = 1_000_000
    /// Elements of one free path.
    public static let pathElements = 100_000
    /// Stops of one gradient.
    public static let gradientStops = 256
    /// UTF-8 bytes of one text run.
    public static let textLength = 100_000
    /// Width and height of the list, in points.
    public static let side = 16_384.0
    /// Pixels per point.
    public static let scale = 8.0
    /// Font sizes (and line heights), in points.
    public static let fontSize = 4_096.0
    /// Any coordinate, length or radius, in points.
    public static let coordinate = 1_000_000.0
  }

  /// Checks the list against ``Limits``: every number finite, sizes, counts and depth in range.
  public func validate() throws(DisplayListProblem) {
    func check(_ ok: Bool, _ path: String, _ message: @autoclosure () -> String) throws(DisplayListProblem) {
      if !ok { throw DisplayListProblem(path: path, message()) }
    }
    for (name, v) in [("width", width), ("height", height)] {
      try check(
        v.isFinite && v > 0 && v <= Limits.side, name,
        "\(format(v)) is not a size above 0 and at most \(format(Limits.side)) points")
    }
    try check(
      scale.isFinite && scale > 0 && scale <= Limits.scale, "scale",
      "\(format(scale)) is not a scale above 0 and at most \(format(Limits.scale))")
    var count = 0
    var stack: [(items: [DisplayItem], path: String, depth: Int)] = [(items, "items", 0)]
    while let (items, base, depth) = stack.popLast() {
      count += items.count
      try check(count <= Limits.items, base, "more than \(Limits.items) items")
      for (i, item) in items.enumerated() {
        let path = "\(base)[\(i)]"
        try check(item.isFinite, path, "a number is not finite (NaN or infinite)")
        switch item {
        case .fill(let shape, let paint), .stroke(let shape, let paint, _):
          try Self.check(shape, path)
          if case .linearGradient(let start, let end, let stops) = paint {
            try check(
              stops.count <= Limits.gradientStops, path, "more than \(Limits.gradientStops) gradient stops")
            try check(start.isWithinLimits && end.isWithinLimits, path, Self.tooFar)
          }
          if case .stroke(_, _, let lineWidth) = item {
            try check(
              abs(lineWidth) <= Limits.coordinate, path, "line width \(format(lineWidth)) is too large")
          }
        case .text(let run):
          try check(
            run.font.size > 0 && run.font.size <= Limits.fontSize, path,
            "font size \(format(run.font.size)) is not above 0 and at most \(format(Limits.fontSize)) points")
          try check(
            abs(run.font.lineHeight) <= Limits.fontSize, path,
            "line height \(format(run.font.lineHeight)) is more than \(format(Limits.fontSize)) points")
          try check(
            run.text.utf8.count <= Limits.textLength, path, "text longer than \(Limits.textLength) bytes")
          try check(run.origin.isWithinLimits && abs(run.width) <= Limits.coordinate, path, Self.tooFar)
        case .symbol(_, let box, _):
          try check(box.isWithinLimits, path, Self.tooFar)
        case .group(_, let clip, let inner):
          if let clip { try Self.check(clip, path) }
          try check(depth < Limits.groupDepth, path, "groups nest deeper than \(Limits.groupDepth) levels")
          stack.append((inner, path + ".group.items", depth + 1))
        case .backdrop(let shape, let blur, _, _):
          try Self.check(shape, path)
          try check(
            blur >= 0 && blur <= Limits.coordinate, path, "blur radius \(format(blur)) is out of range")
        case .shadow(let shape, _, let radius, let offset):
          try Self.check(shape, path)
          try check(
            radius >= 0 && radius <= Limits.coordinate && offset.isWithinLimits, path,
            "shadow radius or offset out of range")
        }
      }
    }
  }

  private static let tooFar = "a coordinate or length is beyond \(format(Limits.coordinate)) points"

  private static func check(_ shape: Shape, _ path: String) throws(DisplayListProblem) {
    if case .path(let elements) = shape, elements.count > Limits.pathElements {
      throw DisplayListProblem(path: path, "a path of more than \(Limits.pathElements) elements")
    }
    let radiiOK: Bool
    switch shape {
    case .roundedRect(_, let r, _): radiiOK = abs(r) <= Limits.coordinate
    case .roundedCorners(_, let a, let b, let c, let d):
      radiiOK = [a, b, c, d].allSatisfy { abs($0) <= Limits.coordinate }
    default: radiiOK = true
    }
    guard radiiOK, shape.bounds.isWithinLimits else { throw DisplayListProblem(path: path, tooFar) }
  }
}

private func format(_ v: Double) -> String { v.isFinite ? shortestNumber(v) : v.description }

// Whether an item's numbers are all finite: Cairo puts a context in an error state for good
// on a NaN or infinite coordinate, so the painter skips such items, and `validate()` refuses
// lists that hold them (`Point.isFinite` and `Rect.isFinite` are Geometry's).
extension Point {
  var isWithinLimits: Bool {
    abs(x) <= DisplayList.Limits.coordinate && abs(y) <= DisplayList.Limits.coordinate
  }
}

extension Rect {
  var isWithinLimits: Bool { [x, y, width, height].allSatisfy { abs($0) <= DisplayList.Limits.coordinate } }
}

extension RGBA {
  /// Every component is finite.
  @inlinable public var isFinite: Bool { r.isFinite && g.isFinite && b.isFinite && a.isFinite }
}

extension Shape {
  /// Every number of the shape is finite.
  @inlinable public var isFinite: Bool {
    switch self {
    case .rect(let b), .ellipse(let b): b.isFinite
    case .roundedRect(let b, let r, _): b.isFinite && r.isFinite
    case .roundedCorners(let b, let tl, let tr, let br, let bl):
      b.isFinite && tl.isFinite && tr.isFinite && br.isFinite && bl.isFinite
    case .path(let elements):
      elements.allSatisfy { e in
        switch e {
        case .move(let p), .line(let p): p.isFinite
        case .quad(let p, let c): p.isFinite && c.isFinite
        case .cubic(let p, let c1, let c2): p.isFinite && c1.isFinite && c2.isFinite
        case .close: true
        }
      }
    }
  }
}

extension Paint {
  /// Every number of the paint is finite.
  @inlinable public var isFinite: Bool {
    switch self {
    case .color(let c): c.isFinite
    case .linearGradient(let s, let e, let stops):
      s.isFinite && e.isFinite && stops.allSatisfy { $0.location.isFinite && $0.color.isFinite }
    }
  }
}

extension DisplayItem {
  /// Whether the item's own numbers are finite (a group's items are checked one by one).
  @inlinable public var isFinite: Bool {
    switch self {
    case .fill(let s, let p): s.isFinite && p.isFinite
    case .stroke(let s, let p, let w): s.isFinite && p.isFinite && w.isFinite
    case .text(let run):
      run.origin.isFinite && run.color.isFinite && run.font.size.isFinite && run.font.lineHeight.isFinite
        && run.width.isFinite
    case .symbol(_, let box, let color): box.isFinite && color.isFinite
    case .group(let opacity, let clip, _): opacity.isFinite && (clip?.isFinite ?? true)
    case .backdrop(let s, let blur, let tint, let edge):
      s.isFinite && blur.isFinite && tint.isFinite && edge.isFinite
    case .shadow(let s, let color, let radius, let offset):
      s.isFinite && color.isFinite && radius.isFinite && offset.isFinite
    }
  }
}
