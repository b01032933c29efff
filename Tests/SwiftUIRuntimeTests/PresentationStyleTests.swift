import Detents
import SwiftUIRuntime
import Testing
import ViewTree

/// The style a presentation is shown in: its kind, its content's `presentationSizing`, else the
/// run's style; a fitted sheet measured by the host's sizer.
@Suite struct PresentationStyleTests {
  static let pad = DeviceCatalog.device(named: "iPad Pro 11-inch (M4)")!

  /// A sheet presented from the start; `sizing` is its content's `presentationSizing`, if any.
  static func program(sizing: String? = nil) -> String {
    """
    import SwiftUI
    struct Demo: View {
      @State private var shown = true
      var body: some View {
        Text("Root").sheet(isPresented: $shown) {
          Text("Sheet")\(sizing.map { ".presentationSizing(.\($0))" } ?? "")
        }
      }
    }
    #Preview { Demo() }
    """
  }

  /// Answers a fixed height and remembers what it was asked about.
  final class FixedSizer: ContentSizer, @unchecked Sendable {
    let height: Double
    var asked: [(text: String, style: PresentationStyle)] = []
    init(height: Double) { self.height = height }
    func idealHeight(of content: ViewNode, in environment: SheetEnvironment) -> Double? {
      if case .text(let t) = content.kind { asked.append((t, environment.style)) }
      return height
    }
  }

  func sheet(_ source: String, style: PresentationStyle, sizer: FixedSizer? = nil) throws -> PresentedSheet {
    let session = try ProgramSession(
      program: SwiftUIProgram(source: source, path: "style.swift"),
      environment: SheetEnvironment(device: Self.pad, style: style), contentSizer: sizer)
    return try #require(try session.advance(to: 1).presentations.first?.sheet)
  }

  @Test func aSheetWithoutSizingTakesTheRunsStyleAndItsOwnSizingWins() throws {
    #expect(try sheet(Self.program(), style: .page).environment.style == .page)
    #expect(try sheet(Self.program(), style: .cover).resolution.geometry.placement == .fullScreen)
    #expect(try sheet(Self.program(sizing: "form"), style: .page).environment.style == .form)
    #expect(try sheet(Self.program(), style: .sheet).resolution.maxDetentValue == 620)  // iPad's form sheet
  }

  @Test func aFittedSheetIsAsTallAsTheSizerSays() throws {
    let sizer = FixedSizer(height: 200)
    let fitted = try sheet(Self.program(sizing: "fitted"), style: .sheet, sizer: sizer)
    #expect(fitted.resolution.maxDetentValue == 200)
    #expect(
      sizer.asked.count == 1 && sizer.asked.first?.text == "Sheet" && sizer.asked.first?.style == .fitted)
    // The run's style can ask for it too; without a sizer a fitted sheet is a form sheet.
    #expect(try sheet(Self.program(), style: .fitted, sizer: sizer).resolution.maxDetentValue == 200)
    #expect(try sheet(Self.program(sizing: "fitted"), style: .sheet).resolution.maxDetentValue == 620)
    // A sheet that is not fitted is never measured.
    let unasked = FixedSizer(height: 200)
    _ = try sheet(Self.program(sizing: "page"), style: .fitted, sizer: unasked)
    #expect(unasked.asked.isEmpty)
  }
}
