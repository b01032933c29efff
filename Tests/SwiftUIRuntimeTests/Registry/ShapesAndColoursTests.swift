import Layout
import Portable
import SwiftSource
import SwiftUIRuntime
import Testing

// Shapes and colours (Registry/ShapesAndColours.swift): gradients built from a `Gradient`,
// and colours from assets that are not here (`Color("name")`, `UIColor(patternImage:)`).

@Suite struct ShapesAndColoursTests {
  /// The stops of the linear gradients drawn.
  func gradientStops(_ list: DisplayList) -> [[GradientStop]] {
    items(list).compactMap { if case .fill(_, .linearGradient(_, _, let stops)) = $0 { stops } else { nil } }
  }

  @Test func aGradientOfColoursDrawsAsTheLinearGradientOfThoseColours() throws {
    let viaGradient = try drawn(
      controlProgram(
        "",
        "LinearGradient(gradient: Gradient(colors: [.white, .blue, .gray]), startPoint: .top, endPoint: .bottom)"
      )
    ).get()
    let viaColors = try drawn(
      controlProgram(
        "", "LinearGradient(colors: [.white, .blue, .gray], startPoint: .top, endPoint: .bottom)")
    ).get()
    let stops = try #require(gradientStops(viaGradient).first)
    #expect(stops.count == 3)
    #expect(stops.first?.color == .white)
    #expect(stops.map(\.location) == [0, 0.5, 1])
    #expect(gradientStops(viaGradient) == gradientStops(viaColors))
  }

  @Test func colourComponentsCanBeImplicitNumberMembers() throws {
    // `Color(red: .random(in: 0...1), …)`, as an extension on Color writes it: the seeded
    // random numbers of the run, each a component between 0 and 1.
    let list = try drawn(
      controlProgram(
        "",
        "Color(red: .random(in: 0...1), green: .random(in: 0...1), blue: .zero).frame(width: 100, height: 40)"
      )
    ).get()
    let fill = try #require(colourFills(list).first { $0.bounds.width == 100 && $0.bounds.height == 40 })
    #expect(fill.color.b == 0)
    #expect(fill.color.r > 0 || fill.color.g > 0)
    #expect(fill.color.r != fill.color.g)
  }

  /// `fill` paints a shape with its style instead of the foreground; the same shape with
  /// `.foregroundStyle` of that colour draws the same fill. It is a method of shapes only.
  @Test func fillPaintsAShape() throws {
    let filled = try drawn(controlProgram("", "Circle().fill(.orange).frame(width: 40, height: 40)")).get()
    let styled = try drawn(
      controlProgram("", "Circle().foregroundStyle(.orange).frame(width: 40, height: 40)")
    ).get()
    let plain = try drawn(controlProgram("", "Circle().frame(width: 40, height: 40)")).get()
    let disc = try #require(colourFills(filled).first { $0.bounds.width == 40 && $0.bounds.height == 40 })
    #expect(colourFills(styled).map(\.color).contains(disc.color))
    #expect(!colourFills(plain).map(\.color).contains(disc.color))
    let wrong = drawn(controlProgram("", #"Text("a").padding().fill(.red)"#))
    guard case .failure(let f) = wrong else {
      Issue.record("fill on a text ran")
      return
    }
    #expect(f.message == "fill(_:) is a method of shapes, written right after one: Circle().fill(.red)")
  }

  @Test func aGradientNeedsColours() throws {
    let r = drawn(
      controlProgram(
        "", "LinearGradient(gradient: Gradient(colors: [1, 2]), startPoint: .top, endPoint: .bottom)"))
    guard case .failure(let f) = r else {
      Issue.record("numbers made a gradient")
      return
    }
    #expect(f.message.contains("colors: must be colours"))
  }

  @Test func aPatternImageColourFromAMissingAssetIsThePlaceholderFillAndAWarning() throws {
    let source = controlProgram(
      "",
      #"""
      VStack(spacing: 0) {
        Color(uiColor: UIColor(patternImage: UIImage(named: "gradient2")!)).frame(width: 100, height: 40)
        Color("Brand").frame(width: 100, height: 40)
        Color.red.frame(width: 100, height: 40)
      }
      """#)
    let list = try drawn(source).get()
    let warnings = try run(source).warnings.filter { $0.id == .missingAsset }
    #expect(warnings.count == 2)
    #expect(
      warnings.contains { $0.message.contains("UIImage(named:)") && $0.message.contains("'gradient2'") })
    #expect(warnings.contains { $0.message.contains("Color(_:)") && $0.message.contains("'Brand'") })
    let fills = colourFills(list).filter { $0.bounds.width == 100 && $0.bounds.height == 40 }
    #expect(fills.count == 3)
    // Both asset colours draw as the quaternary label fill of the Image placeholder; red stays red.
    let placeholder = Palette(scheme: .light, os: .iOS26).label(.quaternary)
    #expect(fills.filter { $0.color == placeholder }.count == 2)
    #expect(fills.last?.color != placeholder)
  }
}
