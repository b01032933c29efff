import Detents
import Layout
import Portable
import Preview
import SwiftUIRuntime
import Testing
import ViewTree

// GeometryReader and coordinateSpace (Registry/StacksAndLayout.swift): what the proxy tells the
// content, and where the content is drawn.

/// The texts drawn by `body` (in `controlProgram`) that start with `prefix`, without it.
private func proxyTexts(_ body: String, _ prefix: String, state: String = "") throws -> [String] {
  try runs(drawn(controlProgram(state, body)).get()).map(\.text).filter { $0.hasPrefix(prefix) }.map {
    String($0.dropFirst(prefix.count))
  }
}

/// Counts the calls of a ``ReaderLayout`` and answers each with `answer(call)`.
private final class CountingLayout: @unchecked Sendable {
  var calls = 0
  let answer: @Sendable (Int, ReaderLayoutRequest) -> [ViewIdentity: ReaderGeometry]
  init(_ answer: @escaping @Sendable (Int, ReaderLayoutRequest) -> [ViewIdentity: ReaderGeometry]) {
    self.answer = answer
  }
  var layout: ReaderLayout {
    { [self] request in
      calls += 1
      return answer(calls, request)
    }
  }
}

/// The identities of the readers in `node`.
private func readerIdentities(_ node: ViewNode) -> [ViewIdentity] {
  var out: [ViewIdentity] = []
  if case .geometryReader = node.kind { out.append(node.identity) }
  for c in node.children { out += readerIdentities(c) }
  return out
}

@Suite struct GeometryReaderTests {
  let device = DeviceCatalog.defaultDevice
  var screen: Size { device.size(.portrait) }
  var safe: EdgeInsets { device.safeArea(.portrait) }

  @Test func aReaderUnderAFixedHeightTextSeesItsPlaceOnScreenAndTheSizeOffered() throws {
    let body = #"""
      VStack(spacing: 0) {
        Text("Top").frame(height: 50)
        GeometryReader { p in
          VStack(alignment: .leading, spacing: 0) {
            Text("g\(Int(p.frame(in: .global).minY))")
            Text("l\(Int(p.frame(in: .local).minY))")
            Text("w\(Int(p.size.width)) h\(Int(p.size.height))")
            Text("x\(Int(p.frame(in: .global).maxX)) \(Int(p.frame(in: .local).midX))")
          }
        }
      }
      """#
    let texts = try runs(drawn(controlProgram("", body)).get()).map(\.text)
    // The root VStack fills the safe area; the reader, flexible both ways, takes all of it but
    // the 50 pt text.
    let minY = Int(safe.top + 50)
    let height = Int(screen.height - safe.top - safe.bottom - 50)
    #expect(texts.contains("g\(minY)"), "\(texts)")
    #expect(texts.contains("l0"))
    #expect(texts.contains("w\(Int(screen.width)) h\(height)"))
    #expect(texts.contains("x\(Int(screen.width)) \(Int(screen.width / 2))"))
  }

  @Test func theContentIsDrawnWhereTheProxySaysTheReaderIs() throws {
    let list = try drawn(
      controlProgram(
        "",
        #"HStack(spacing: 0) { Color.red.frame(width: 60); GeometryReader { p in Text("x\(Int(p.frame(in: .global).minX))") } }"#
      )
    ).get()
    let text = try #require(runs(list).first { $0.text.hasPrefix("x") })
    #expect(text.text == "x60")
    // Leading text starts at its frame's left edge: the reader's, at the corner.
    #expect(abs(text.origin.x - 60) < 0.01)
  }

  @Test func aNamedCoordinateSpaceMeasuresFromTheViewThatNamesIt() throws {
    for naming in [#".coordinateSpace(name: "outer")"#, #".coordinateSpace(.named("outer"))"#] {
      let body = #"""
        VStack(spacing: 0) {
          Text("Top").frame(height: 50)
          GeometryReader { p in Text("n\(Int(p.frame(in: .named("outer")).minY))") }
        }
        """# + naming
      #expect(try proxyTexts(body, "n") == ["50"], "\(naming)")
    }
  }

  @Test func aSpaceNoViewAboveNamesIsALocatedError() {
    let r = drawn(
      controlProgram("", #"GeometryReader { p in Text("\(p.frame(in: .named("nowhere")).minY)") }"#))
    guard case .failure(let f) = r else {
      Issue.record("ran")
      return
    }
    #expect(f.message.contains("no coordinate space named 'nowhere'"), "\(f.message)")
  }

  @Test func aFullScreenReaderReportsTheSafeAreaInsetsOfItsEdges() throws {
    let texts = try proxyTexts(
      #"GeometryReader { p in Text("s\(Int(p.safeAreaInsets.top)) \(Int(p.safeAreaInsets.bottom)) \(Int(p.safeAreaInsets.leading))") }"#,
      "s")
    #expect(texts == ["\(Int(safe.top)) \(Int(safe.bottom)) 0"])
  }

  @Test func aReaderInASheetSeesTheSheetsPlaceOnScreen() throws {
    let body = #"""
      Text("Behind").sheet(isPresented: .constant(true)) {
        GeometryReader { p in Text("y\(Int(p.frame(in: .global).minY)) \(Int(p.frame(in: .local).minY))") }
          .presentationDetents([.medium])
      }
      """#
    var options = PreviewOptions()
    options.time = 2
    let result = PreviewSource(controlProgram("", body), path: "probe.swift").run(options)
    #expect(result.diagnostics.isEmpty)
    let list = try #require(result.screen).displayList(measurer: FixedMetricsTextMeasurer())
    let text = try #require(runs(list).first { $0.text.hasPrefix("y") })
    let parts = text.text.dropFirst().split(separator: " ")
    let y = try #require(Double(String(parts[0])))
    // A medium sheet's top is about half-way down the screen, and the text hangs from it.
    #expect(y > screen.height * 0.4 && y < screen.height * 0.6, "\(text.text)")
    #expect(parts[1] == "0")
    #expect(text.origin.y > y && text.origin.y < y + 25, "baseline \(text.origin.y), top \(y)")
  }

  @Test func aProgramWithoutReadersIsNeverLaidOutByTheRuntime() throws {
    let counter = CountingLayout { _, _ in [:] }
    let plain = SwiftUIProgram(source: controlProgram("", #"VStack { Text("A") }"#), path: "p.swift")
    _ = try ProgramSession(program: plain, readerLayout: counter.layout).advance(to: 1)
    #expect(counter.calls == 0)
    let withReader = SwiftUIProgram(
      source: controlProgram("", #"GeometryReader { p in Text("\(p.size.width)") }"#), path: "r.swift")
    _ = try ProgramSession(program: withReader, readerLayout: counter.layout).advance(to: 1)
    #expect(counter.calls > 0)
  }

  @Test func aReaderThatSettlesIsEvaluatedOnceMoreWithItsFrame() throws {
    let frame = Rect(x: 5, y: 7, width: 30, height: 40)
    let counter = CountingLayout { _, request in
      Dictionary(
        uniqueKeysWithValues: readerIdentities(request.root).map { ($0, ReaderGeometry(frame: frame)) })
    }
    let program = SwiftUIProgram(
      source: controlProgram("", #"GeometryReader { p in Text("w\(Int(p.size.width))") }"#), path: "r.swift")
    let result = try ProgramSession(program: program, readerLayout: counter.layout).advance(to: 0)
    // Pass 1 with no frame, layout, pass 2 with the frame, layout: unchanged, done.
    #expect(counter.calls == 2)
    #expect(result.tree.dump().contains(#"Text("w30")"#), "\(result.tree.dump())")
  }

  @Test func aReaderWhoseFrameNeverSettlesStopsAfterThreeLayoutsAndIsReported() throws {
    // Every layout moves the reader: the passes stop, and the log says so once.
    let counter = CountingLayout { call, request in
      Dictionary(
        uniqueKeysWithValues: readerIdentities(request.root).map {
          ($0, ReaderGeometry(frame: Rect(x: 0, y: Double(call), width: 10, height: 10)))
        })
    }
    let program = SwiftUIProgram(
      source: controlProgram("", #"GeometryReader { p in Text("y\(Int(p.frame(in: .global).minY))") }"#),
      path: "r.swift")
    let result = try ProgramSession(program: program, readerLayout: counter.layout).advance(to: 0)
    #expect(counter.calls == 3)
    #expect(result.log.filter { $0.contains("keeps changing its frame") }.count == 1, "\(result.log)")
    #expect(result.tree.dump().contains(#"Text("y2")"#))
  }
}
