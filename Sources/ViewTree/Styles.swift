import Detents

/// A colour as SwiftUI code names it; resolved to RGB by layout for a colour scheme and OS.
public enum NamedColor: String, Hashable, Sendable, CaseIterable {
  case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
  case gray, black, white, clear
  /// `.primary` … `.quaternary` as colours (label colours).
  case primary, secondary
  /// The system backgrounds.
  case systemBackground, secondarySystemBackground, systemGroupedBackground, secondarySystemGroupedBackground
  /// `.accentColor`, the app tint (blue by default).
  case accentColor
}

/// A hierarchical style level, as SwiftUI's `.primary` … `.quinary` shape styles.
public enum HierarchyLevel: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case primary, secondary, tertiary, quaternary, quinary

  /// SwiftUI's name: `primary` … `quinary`.
  public var description: String {
    switch self {
    case .primary: "primary"
    case .secondary: "secondary"
    case .tertiary: "tertiary"
    case .quaternary: "quaternary"
    case .quinary: "quinary"
    }
  }
}

/// A material, as SwiftUI's `.ultraThinMaterial` … `.ultraThickMaterial`.
public enum MaterialKind: String, Hashable, Sendable, CaseIterable {
  case ultraThin, thin, regular, thick, ultraThick, bar
}

/// Something a shape or text is painted with: SwiftUI's `ShapeStyle` values.
public indirect enum ShapeStyleValue: Hashable, Sendable {
  case color(NamedColor)
  /// A colour given by components (`Color(red:green:blue:)`), 0…1.
  case rgb(Double, Double, Double, Double)
  case hierarchical(HierarchyLevel)
  case material(MaterialKind)
  case linearGradient(colors: [ShapeStyleValue], start: UnitPoint, end: UnitPoint)
  /// `style.opacity(x)`.
  case opacity(ShapeStyleValue, Double)
  /// The current tint (`.tint`).
  case tint
}

/// A point in a view's unit square, as SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
  public var x: Double, y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
  public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// The Dynamic Type text styles, as SwiftUI's `Font.TextStyle`.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
  case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
}

/// A font as SwiftUI code describes it: a text style or a size, with a weight and traits.
public struct FontValue: Hashable, Sendable {
  /// What the font starts from: a Dynamic Type text style, or a fixed size in points.
  public enum Base: Hashable, Sendable {
    case style(TextStyle)
    case size(Double)
  }
  public var base: Base
  /// An explicit weight (`.bold()`, `.weight(.semibold)`); nil uses the style's own.
  public var weight: FontWeightName?
  public var italic: Bool
  public var monospaced: Bool

  public init(_ base: Base, weight: FontWeightName? = nil, italic: Bool = false, monospaced: Bool = false) {
    self.base = base
    self.weight = weight
    self.italic = italic
    self.monospaced = monospaced
  }

  public static let body = FontValue(.style(.body))
}

/// SwiftUI's `Font.Weight` names.
public enum FontWeightName: String, Hashable, Sendable, CaseIterable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// Edges, as SwiftUI's `Edge.Set`.
public struct EdgeSet: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let top = EdgeSet(rawValue: 1), leading = EdgeSet(rawValue: 2)
  public static let bottom = EdgeSet(rawValue: 4), trailing = EdgeSet(rawValue: 8)
  public static let horizontal: EdgeSet = [.leading, .trailing], vertical: EdgeSet = [.top, .bottom]
  public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]
}

/// Alignment in a frame or stack, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
  /// SwiftUI's `HorizontalAlignment`; its description is the case name (`leading`).
  public enum Horizontal: Hashable, Sendable, CustomStringConvertible {
    case leading, center, trailing
    public var description: String {
      switch self {
      case .leading: "leading"
      case .center: "center"
      case .trailing: "trailing"
      }
    }
  }
  /// SwiftUI's `VerticalAlignment`; its description is the case name (`firstTextBaseline`).
  public enum Vertical: Hashable, Sendable, CustomStringConvertible {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
    public var description: String {
      switch self {
      case .top: "top"
      case .center: "center"
      case .bottom: "bottom"
      case .firstTextBaseline: "firstTextBaseline"
      case .lastTextBaseline: "lastTextBaseline"
      }
    }
  }
  public var horizontal: Horizontal
  public var vertical: Vertical
  public init(horizontal: Horizontal, vertical: Vertical) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Text alignment for multi-line text, as SwiftUI's `TextAlignment`.
public enum TextAlignment: String, Hashable, Sendable { case leading, center, trailing }

/// A shape view or a shape argument (`background(_:in:)`, `clipShape`).
public enum ShapeKind: Hashable, Sendable {
  case rectangle
  case roundedRectangle(cornerRadius: Double)
  case capsule
  case circle
  case ellipse
}

/// How `aspectRatio(_:contentMode:)` fits a ratio in what is offered.
public enum ContentMode: String, Hashable, Sendable, CaseIterable { case fit, fill }
/// `Image.Scale`: the size of symbols relative to the font.
public enum ImageScale: String, Hashable, Sendable, CaseIterable { case small, medium, large }
/// A line drawn with text: `strikethrough` or `underline`.
public enum TextDecoration: String, Hashable, Sendable { case strikethrough, underline }

/// A button's role: `Button(role:)`.
public enum ButtonRole: String, Hashable, Sendable { case cancel, destructive }
/// A picker style (`pickerStyle(.segmented)`); `automatic` draws as a menu, or as a form row
/// with the value on the trailing side inside a `Form` or `List`.
public enum PickerStyleKind: String, Hashable, Sendable {
  case automatic, menu, segmented, wheel, inline, navigationLink, palette
}

/// A text field's style (`textFieldStyle(.roundedBorder)`, `RoundedBorderTextFieldStyle()`):
/// `automatic` and `plain` draw the bare text, `roundedBorder` a bordered box around it.
public enum TextFieldStyleKind: String, Hashable, Sendable {
  case automatic, plain, roundedBorder
}

/// A button's style: `buttonStyle(_:)` (`.glass` and `.glassProminent` from iOS 26).
public enum ButtonStyleKind: String, Hashable, Sendable {
  case automatic, plain, borderless, bordered, borderedProminent, glass, glassProminent
}

extension ShapeStyleValue: CustomStringConvertible {
  /// SwiftUI's spelling: `.teal`, `.quaternary.opacity(0.6)`, `LinearGradient([.teal, .blue])`.
  public var description: String {
    switch self {
    case .color(let c): "." + c.rawValue
    case .rgb(let r, let g, let b, let a):
      "Color(red: \(r), green: \(g), blue: \(b)\(a < 1 ? ", opacity: \(a)" : ""))"
    case .hierarchical(let l): ".\(l)"
    case .material(let m): m == .bar ? ".bar" : ".\(m.rawValue)Material"
    case .linearGradient(let colors, let start, let end):
      "LinearGradient([\(colors.map { $0.description }.joined(separator: ", "))], \(start) → \(end))"
    case .opacity(let s, let o): "\(s).opacity(\(o))"
    case .tint: ".tint"
    }
  }
}

extension UnitPoint: CustomStringConvertible {
  public var description: String {
    let names: [(UnitPoint, String)] = [
      (.top, ".top"), (.bottom, ".bottom"), (.leading, ".leading"), (.trailing, ".trailing"),
      (.center, ".center"),
      (.topLeading, ".topLeading"), (.topTrailing, ".topTrailing"), (.bottomLeading, ".bottomLeading"),
      (.bottomTrailing, ".bottomTrailing"),
    ]
    return names.first { $0.0 == self }?.1 ?? "UnitPoint(x: \(x), y: \(y))"
  }
}

extension FontValue: CustomStringConvertible {
  /// SwiftUI's spelling: `.headline`, `.title2.bold()`, `.system(size: 20).weight(.semibold)`.
  public var description: String {
    var s: String
    switch base {
    case .style(let t): s = "." + t.rawValue
    case .size(let n): s = ".system(size: \(n == n.rounded() ? String(Int(n)) : String(n)))"
    }
    if let w = weight { s += w == .bold ? ".bold()" : ".weight(.\(w.rawValue))" }
    if italic { s += ".italic()" }
    if monospaced { s += ".monospaced()" }
    return s
  }
}

extension ShapeKind: CustomStringConvertible {
  public var description: String {
    switch self {
    case .rectangle: "Rectangle()"
    case .roundedRectangle(let r):
      "RoundedRectangle(cornerRadius: \(r == r.rounded() ? String(Int(r)) : String(r)))"
    case .capsule: "Capsule()"
    case .circle: "Circle()"
    case .ellipse: "Ellipse()"
    }
  }
}

/// SwiftUI's `NavigationBarItem.TitleDisplayMode`: a large title under the bar, or a small one
/// in it.
public enum TitleDisplayMode: String, Hashable, Sendable, CaseIterable {
  /// The previous screen's mode; large at the root.
  case automatic
  /// A small title centred in the bar.
  case inline
  /// A large title under the bar (in regular height).
  case large
}
