import Detents
import Layout
import Preview
import Testing

/// The screen a run leaves, drawn: every sheet on screen, not only the front one.
@Suite struct PreviewScreenTests {
  /// A root that presents a sheet at `.large`, which presents a second sheet (medium, large).
  static let stacked = """
    import SwiftUI
    struct Stacked: View {
      @State private var first = true
      var body: some View {
        Text("Root view").sheet(isPresented: $first) { FirstSheet() }
      }
    }
    struct FirstSheet: View {
      @State private var second = true
      var body: some View {
        Text("First sheet")
          .sheet(isPresented: $second) {
            Text("Second sheet").presentationDetents([.medium, .large])
          }
      }
    }
    #Preview { Stacked() }
    """

  @Test func inLandscapeTheAsPresentedRowNamesTheStopItShows() throws {
    // .medium falls back to .large in compact height: the row says so, and the picture is the
    // .large frame's (issue 15, item 13).
    let program = """
      import SwiftUI
      struct Picked: View {
        @State private var detent = PresentationDetent.medium
        var body: some View {
          Text("Root").sheet(isPresented: .constant(true)) {
            Text("Sheet").presentationDetents([.medium, .large], selection: $detent)
          }
        }
      }
      #Preview { Picked() }
      """
    var options = PreviewOptions()
    options.orientation = .landscape
    let result = PreviewSource(program, path: "picked.swift").run(options)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let frames = try #require(result.screen).frames
    #expect(frames.map(\.label) == ["as presented: medium → large", "large"])
    #expect(frames[0].sheet?.height == frames[1].sheet?.height)
    var portrait = PreviewOptions()
    portrait.orientation = .portrait
    let upright = try #require(PreviewSource(program, path: "picked.swift").run(portrait).screen).frames
    #expect(upright[0].label == "as presented: medium")
  }

  @Test func aSheetOverASheetDrawsBothAndTheFirstRecedesWhenTheSecondIsLarge() throws {
    var options = PreviewOptions()
    options.time = 1
    let result = PreviewSource(Self.stacked, path: "stacked.swift").run(options)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let screen = try #require(result.screen)
    #expect(screen.underneath.map(\.id) == ["/root/Stacked#0"])
    let frames = screen.frames
    #expect(frames.map(\.label) == ["as presented: medium", "medium", "large"])
    // At medium the first sheet is as it is, in full size; at large it recedes.
    let medium = frames[1].displayList(measurer: measurer)
    let large = frames[2].displayList(measurer: measurer)
    for list in [medium, large] {
      #expect(run("Root view", in: list) != nil && run("Second sheet", in: list) != nil)
    }
    let atMedium = try #require(run("First sheet", in: medium))
    let atLarge = try #require(run("First sheet", in: large))
    #expect(atMedium.font.size == 17)
    #expect(abs(atLarge.font.size - 17 * SheetMetrics.presenterScale) < 1e-9)
    // The front sheet is never scaled.
    #expect(run("Second sheet", in: large)?.font.size == 17)
  }

  // MARK: --style and presentationSizing

  static let pad = DeviceCatalog.device(named: "iPad Pro 13-inch (M4)")!

  /// The front sheet's frame and the display list of `program` run to 1 s with `style` on `device`.
  func shown(
    _ program: String, style: PresentationStyle, device: Device = pad
  ) throws -> (sheet: PresentedSheet, list: DisplayList) {
    var options = PreviewOptions(environment: SheetEnvironment(device: device, style: style), time: 1)
    options.device = device
    return try presented(program, options, path: "style.swift")
  }

  /// The sheet's card, filled or glass (its own corners: the only such shape on an iPad screen).
  func cards(_ list: DisplayList) -> [Rect] {
    (fills(list).map(\.shape) + backdrops(list)).compactMap {
      if case .roundedCorners(let b, _, _, _, _) = $0 { b } else { nil }
    }
  }

  /// A sheet of `.medium` and `.large` presented from the start.
  static let sheetProgram = """
    import SwiftUI
    struct Demo: View {
      @State private var shown = true
      var body: some View {
        Text("Root").sheet(isPresented: $shown) {
          Text("Details").presentationDetents([.medium, .large])
        }
      }
    }
    #Preview { Demo() }
    """

  @Test func theStyleOptionShowsTheProgramsSheetAsAPageAFormOrACover() throws {
    // A page sheet is the readable width, at the bottom; a form sheet a centred 540 pt card;
    // a cover fills the screen without dimming; each as tall as `detents resolve --style` says.
    let page = try shown(Self.sheetProgram, style: .page)
    // (At .medium on iOS 26 the glass card floats 8 pt inside the page width.)
    #expect(page.sheet.resolution.geometry.width == 704)
    #expect(cards(page.list).map(\.width) == [704 - 2 * SheetMetrics.floatingInset])
    let form = try shown(Self.sheetProgram, style: .form)
    let card = try #require(cards(form.list).first)
    #expect(card.width == 540 && abs(card.midX - 1032 / 2) < 1e-9)
    let cover = try shown(Self.sheetProgram, style: .cover)
    #expect(cover.sheet.resolution.geometry.placement == .fullScreen && cover.sheet.dimming == 0)
    #expect(cards(cover.list).isEmpty && run("Details", in: cover.list) != nil)
    for (style, shown) in [(PresentationStyle.page, page), (.form, form), (.cover, cover)] {
      let resolved = DetentResolver.resolve(
        [.medium, .large] as Set<PresentationDetent>, in: SheetEnvironment(device: Self.pad, style: style))
      #expect(shown.sheet.resolution.maxDetentValue == resolved.maxDetentValue, "\(style)")
    }
    #expect(page.sheet.resolution.maxDetentValue != form.sheet.resolution.maxDetentValue)
  }

  /// A sheet whose content sets `presentationSizing(.fitted)`, of `lines` lines of text.
  static func fitted(_ lines: Int) -> String {
    """
    import SwiftUI
    struct Fit: View {
      @State private var shown = true
      var body: some View {
        Text("Root").sheet(isPresented: $shown) {
          VStack(spacing: 12) {
            \((0..<lines).map { "Text(\"Line \($0)\")" }.joined(separator: "\n        "))
          }
          .padding()
          .presentationSizing(.fitted)
        }
      }
    }
    #Preview { Fit() }
    """
  }

  @Test func aFittedSheetIsAsTallAsItsContentWhateverTheStyleOption() throws {
    let two = try shown(Self.fitted(2), style: .sheet)
    let three = try shown(Self.fitted(3), style: .page)  // the program's sizing wins
    // A centred card as tall as its content: 16 pt padding above and below the lines.
    let card2 = try #require(cards(two.list).first)
    let card3 = try #require(cards(three.list).first)
    #expect(card2.width == 540 && card2.height == two.sheet.height && two.sheet.height < 620)
    let first = try #require(run("Line 0", in: two.list))
    let last = try #require(run("Line 1", in: two.list))
    #expect(first.origin.y > card2.y + 16 && last.origin.y < card2.maxY - 16)
    // One more line: taller by a line and the spacing, still centred on the screen.
    let (l1, l2) = (try #require(run("Line 1", in: three.list)), try #require(run("Line 2", in: three.list)))
    let line = l2.origin.y - l1.origin.y
    #expect(abs(card3.height - card2.height - line) < 1e-9)
    #expect(abs(card3.midY - card2.midY) < 1e-9)
    // On iPhone a sheet stays a full-width bottom sheet (presentationSizing sizes iPad and Mac sheets).
    let phone = try shown(Self.fitted(2), style: .sheet, device: DeviceCatalog.defaultDevice)
    #expect(phone.sheet.resolution.maxDetentValue == 768)
  }
}
