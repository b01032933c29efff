import Foundation
import Layout
import Testing

@testable import Studio

/// The Studio's request handling without sockets: ``StudioAPI/respond(_:)`` on requests as the
/// server would pass them.
@Suite struct StudioAPITests {
  let api = StudioAPI()

  /// A program with a sheet at a custom detent (192 pt on the default iPhone 16 Pro), .medium
  /// and .large.
  static let sheetProgram = """
    import SwiftUI

    struct Peek: CustomPresentationDetent {
      static func height(in context: Context) -> CGFloat? { max(context.maxDetentValue * 0.25, 150) }
    }

    struct Demo: View {
      @State private var show = true
      var body: some View {
        Text("Behind")
          .sheet(isPresented: $show) {
            Text("Stops")
              .presentationDetents([.custom(Peek.self), .medium, .large])
          }
      }
    }

    #Preview { Demo() }
    """

  /// The body of a render or session request: `source` and the other fields as JSON text.
  static func body(_ source: String, _ fields: String = "") -> String {
    var w = JSONTextWriter(pretty: false)
    w.string(source)
    return "{\"source\":\(w.text)\(fields.isEmpty ? "" : "," + fields)}"
  }

  static func object(_ r: StudioResponse) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(r.body)) as? [String: Any])
  }

  /// The response's display list, read back with Layout's reader (which validates it).
  static func displayList(_ json: [String: Any]) throws -> DisplayList? {
    guard let list = json["displayList"], !(list is NSNull) else { return nil }
    let data = try JSONSerialization.data(withJSONObject: list)
    return try DisplayList.decode(json: [UInt8](data))
  }

  static func texts(_ items: [DisplayItem]) -> [String] {
    items.flatMap { item -> [String] in
      switch item {
      case .text(let t): [t.text]
      case .group(_, _, let items): texts(items)
      default: []
      }
    }
  }

  func post(_ path: String, _ body: String) -> StudioResponse {
    api.respond(StudioRequest(method: "POST", path: path, text: body))
  }

  @Test func renderRunsTheProgramAndReturnsItsDisplayList() throws {
    let r = post("/api/render", Self.body(Self.sheetProgram, "\"at\":1"))
    #expect(r.status == 200)
    #expect(r.contentType.hasPrefix("application/json"))
    let json = try Self.object(r)
    #expect((json["diagnostics"] as? [Any])?.isEmpty == true)
    let sheet = try #require((json["presentations"] as? [[String: Any]])?.first)
    #expect(sheet["detent"] as? String == "custom:Peek")
    #expect(sheet["height"] as? Double == 192)
    #expect(sheet["settled"] as? Bool == true)
    let stops = try #require(sheet["detents"] as? [[String: Any]])
    #expect(stops.map { $0["detent"] as? String } == ["custom:Peek", "medium", "large"])
    let list = try #require(try Self.displayList(json))
    #expect(list.width == 402 && list.height == 874)
    #expect(Self.texts(list.items).contains("Stops"))
    #expect(Self.texts(list.items).contains("Behind"))
  }

  /// The pitfalls `detents check` finds come with the run's diagnostics, each with its rule
  /// id, at its line, stage "check": the editor shows them inline (issue 14). Only `.medium`
  /// declared is `medium-only-compact`; the run itself is fine, so the picture is there too.
  @Test func renderShowsTheCheckersFindings() throws {
    let source = Self.sheetProgram.replacingOccurrences(
      of: "[.custom(Peek.self), .medium, .large]", with: "[.medium]")
    #expect(source != Self.sheetProgram)
    let json = try Self.object(post("/api/render", Self.body(source, "\"at\":1")))
    let found = try #require(json["diagnostics"] as? [[String: Any]])
    let rule = try #require(found.first { $0["id"] as? String == "medium-only-compact" })
    #expect(rule["stage"] as? String == "check")
    #expect(rule["severity"] as? String == "warning")
    #expect((rule["line"] as? Int ?? 0) > 0)
    #expect(try Self.displayList(json) != nil)
    // A session's answers carry them too, at every step.
    let made = try Self.object(post("/api/session", Self.body(source, "\"at\":1")))
    let id = try #require(made["session"] as? String)
    let stepped = try Self.object(post("/api/session/\(id)/advance", "{\"seconds\":0.5}"))
    for answer in [made, stepped] {
      let ids = (answer["diagnostics"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
      #expect(ids.contains("medium-only-compact"))
    }
  }

  /// `POST /api/check` answers only the findings, as a render writes them, for the page that
  /// renders in WebAssembly (no Check in that build): the same rule at the same place as the
  /// render's, nothing of the run (no display list), and the OS a request names is the target
  /// (iOS 15 has no detents: the availability rule instead). Broken code gets none, a GET 405.
  @Test func checkAnswersOnlyTheFindings() throws {
    let source = Self.sheetProgram.replacingOccurrences(
      of: "[.custom(Peek.self), .medium, .large]", with: "[.medium]")
    let rendered = try Self.object(post("/api/render", Self.body(source, "\"at\":1")))
    let fromRender = (rendered["diagnostics"] as? [[String: Any]] ?? []).filter {
      $0["stage"] as? String == "check"
    }
    let r = post("/api/check", Self.body(source))
    #expect(r.status == 200)
    let json = try Self.object(r)
    #expect(json.keys.sorted() == ["diagnostics"])
    let found = try #require(json["diagnostics"] as? [[String: Any]])
    let rule = try #require(found.first { $0["id"] as? String == "medium-only-compact" })
    #expect(rule["stage"] as? String == "check")
    #expect(found.count == fromRender.count)
    let renderRule = try #require(fromRender.first { $0["id"] as? String == "medium-only-compact" })
    #expect(rule["line"] as? Int == renderRule["line"] as? Int)
    #expect(rule["column"] as? Int == renderRule["column"] as? Int)
    // The clean program has no medium-only finding.
    let clean = try Self.object(post("/api/check", Self.body(Self.sheetProgram)))
    let cleanIDs = (clean["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    #expect(!cleanIDs.contains("medium-only-compact"))
    let old = try Self.object(post("/api/check", Self.body(source, "\"os\":\"15.0\"")))
    let oldIDs = (old["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    #expect(oldIDs.contains("availability"), "\(oldIDs)")
    let broken = try Self.object(post("/api/check", Self.body(source + "\n}}")))
    #expect((broken["diagnostics"] as? [Any])?.isEmpty == true)
    #expect(post("/api/check", "{}").status == 400)
    #expect(api.respond(StudioRequest(method: "GET", path: "/api/check")).status == 405)
  }

  @Test func renderSaysHowCanvasDrawsEachSymbol() throws {
    let source = Self.sheetProgram.replacingOccurrences(
      of: "Text(\"Stops\")",
      with: "VStack { Image(systemName: \"star.fill\"); Image(systemName: \"no.such.symbol\") }")
    let json = try Self.object(post("/api/render", Self.body(source, "\"at\":1")))
    let symbols = try #require(json["symbols"] as? [String: Any])
    let star = try #require(symbols["star.fill"] as? [String: Any])
    #expect(star["style"] as? String == "glyph")
    #expect(star["codepoint"] as? Int == 0xE838)
    #expect(symbols["no.such.symbol"] is NSNull)
    #expect(symbols.count == 2)
  }

  @Test func renderTakesTheDeviceAndAppearance() throws {
    let json = try Self.object(
      post(
        "/api/render",
        Self.body(Self.sheetProgram, "\"device\":\"iPhone SE (3rd generation)\",\"dark\":true,\"at\":1"))
    )
    let list = try #require(try Self.displayList(json))
    #expect(list.width == 375 && list.height == 667)
  }

  @Test func brokenCodeIsA200WithDiagnosticsAtTheirLines() throws {
    let source = "import SwiftUI\n\nstruct A: View {\n  var body: some View { Text(\"x\" }\n}\n"
    let r = post("/api/render", Self.body(source))
    #expect(r.status == 200)
    let json = try Self.object(r)
    let first = try #require((json["diagnostics"] as? [[String: Any]])?.first)
    #expect(first["line"] as? Int == 4)
    #expect(first["severity"] as? String == "error")
    #expect(first["id"] as? String == "syntax")
    #expect((first["message"] as? String)?.contains("expected ')'") == true)
    #expect(json["displayList"] is NSNull)
  }

  @Test func aLoopingProgramEndsWithABudgetDiagnostic() throws {
    let source = """
      import SwiftUI
      struct Looping: View {
        var body: some View {
          var n = 0
          while true { n += 1 }
          return Text("\\(n)")
        }
      }
      #Preview { Looping() }
      """
    let json = try Self.object(post("/api/render", Self.body(source, "\"maxSteps\":20000")))
    let first = try #require((json["diagnostics"] as? [[String: Any]])?.first)
    #expect(first["line"] as? Int == 5)
    #expect((first["message"] as? String)?.contains("more than 20000 steps") == true)
  }

  @Test(arguments: [
    ("{\"source\"", 400, "not valid JSON at line 1, column 10"),
    ("[1, 2]", 400, "must be a JSON object, not an array"),
    ("{}", 400, "missing 'source'"),
    ("{\"source\": 3}", 400, "'source' must be a string, not a number"),
    ("{\"source\": \"\", \"dark\": \"yes\"}", 400, "'dark' must be a boolean, not a string"),
    ("{\"source\": \"\", \"device\": \"iPhone 99\"}", 400, "unknown device 'iPhone 99'"),
    ("{\"source\": \"\", \"os\": \"12.0\"}", 400, "'os' is one of"),
    ("{\"source\": \"\", \"at\": -1}", 400, "'at' takes seconds"),
    ("{\"source\": \"\", \"maxSteps\": 0}", 400, "'maxSteps' is a whole number"),
  ])
  func badRequestsAre400WithWhatIsWrong(body: String, status: Int, message: String) throws {
    let r = post("/api/render", body)
    #expect(r.status == status)
    #expect((try Self.object(r)["error"] as? String)?.contains(message) == true, "\(r.text)")
  }

  @Test func aBodyOverTheLimitIs413() {
    let small = StudioAPI(limits: StudioLimits(maximumBodyBytes: 64))
    let r = small.respond(
      StudioRequest(method: "POST", path: "/api/render", text: Self.body(Self.sheetProgram)))
    #expect(r.status == 413)
    #expect(r.text.contains("larger than 64 bytes"))
    let fits = small.respond(StudioRequest(method: "POST", path: "/api/render", text: Self.body("")))
    #expect(fits.status == 200)
  }

  @Test(arguments: [
    "/nope", "/api/nope", "/api/render/x", "/../Package.swift", "/js/../../Package.swift",
    "/%2e%2e/etc/passwd",
    "//etc/passwd", "/etc/passwd", "/vendor/codemirror/lib/../../../../../etc/passwd", "/fonts/../inter",
  ])
  func unknownPathsAre404(path: String) {
    let r = api.respond(StudioRequest(method: "GET", path: path))
    #expect(r.status == 404, "\(path): \(r.text)")
  }

  @Test func thePageItsScriptsCodeMirrorAndInterAreServed() {
    let page = api.respond(StudioRequest(method: "GET", path: "/"))
    #expect(page.status == 200 && page.contentType.hasPrefix("text/html"))
    #expect(page.text.contains("data-testid=\"editor\""))
    for (path, type) in [
      ("/js/main.js", "text/javascript"), ("/js/draw.js", "text/javascript"), ("/studio.css", "text/css"),
      ("/vendor/codemirror/lib/codemirror.js", "text/javascript"),
      ("/vendor/codemirror/mode/swift/swift.js", "text/javascript"), ("/fonts/Inter-Regular.otf", "font/otf"),
      ("/fonts/Inter-BoldItalic.otf", "font/otf"), ("/fonts/InterDisplay-Black.otf", "font/otf"),
      ("/fonts/MaterialIcons-Regular.ttf", "font/ttf"), ("/fonts/DejaVuSansMono.ttf", "font/ttf"),
      ("/js/fonts.js", "text/javascript"), ("/embed", "text/html"), ("/js/share.js", "text/javascript"),
      ("/js/record.js", "text/javascript"), ("/js/timeline.js", "text/javascript"),
      ("/js/variants.js", "text/javascript"), ("/js/pointer.js", "text/javascript"),
    ] {
      let r = api.respond(StudioRequest(method: "GET", path: path))
      #expect(r.status == 200 && r.contentType.hasPrefix(type) && !r.body.isEmpty, "\(path)")
    }
  }

  @Test func aKnownPathWithTheWrongMethodIs405() {
    #expect(api.respond(StudioRequest(method: "GET", path: "/api/render")).status == 405)
    #expect(api.respond(StudioRequest(method: "POST", path: "/")).status == 405)
  }

  @Test func everyExampleRunsWithoutErrors() throws {
    let list = api.respond(StudioRequest(method: "GET", path: "/api/examples"))
    let examples = try #require(try JSONSerialization.jsonObject(with: Data(list.body)) as? [[String: Any]])
    #expect(examples.count >= 3)
    #expect((examples.first?["title"] as? String)?.hasPrefix("City walk") == true)
    for e in examples {
      let source = try #require(e["source"] as? String)
      let json = try Self.object(post("/api/render", Self.body(source, "\"at\":1")))
      let errors = (json["diagnostics"] as? [[String: Any]])?.filter { $0["severity"] as? String == "error" }
      #expect(errors?.isEmpty == true, "\(e["id"] ?? ""): \(errors ?? [])")
      let drawn = try Self.displayList(json)
      #expect(drawn != nil)
    }
  }

  @Test func theWatchedFilesEventsAreServerSentEventsOfItsText() throws {
    #expect(api.respond(StudioRequest(method: "GET", path: "/api/events")).status == 404)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "studio-events-\(UInt64.random(in: 0...UInt64.max)).swift"
    ).path
    try Self.sheetProgram.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let watching = StudioAPI(watching: path)
    let r = watching.respond(StudioRequest(method: "GET", path: "/api/events"))
    #expect(r.status == 200 && r.contentType == "text/event-stream" && r.streamsFileEvents)
    let lines = r.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.count == 5 && lines[0] == "retry: 1000" && lines[1] == "event: file" && r.text.hasSuffix("\n\n"))
    let data = try #require(lines.count > 2 && lines[2].hasPrefix("data: ") ? lines[2].dropFirst(6) : nil)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
    #expect(json["source"] as? String == Self.sheetProgram && json["path"] as? String == path)
    #expect(watching.respond(StudioRequest(method: "POST", path: "/api/events")).status == 405)
  }
}
