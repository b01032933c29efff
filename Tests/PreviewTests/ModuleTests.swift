import Preview
import SwiftSource
import Testing

/// Several files run as one module: a view in one, what it uses in another; diagnostics name
/// the file and its own line.
@Suite struct ModuleTests {
  static let files: [(path: String, text: String)] = [
    ("Model.swift", "struct Walk {\n  let name = \"Coast\"\n}"),
    (
      "Home.swift",
      "import SwiftUI\n\nstruct Home: View {\n  var body: some View { Text(Walk().name).bold() }\n}\n#Preview { Home() }\n"
    ),
  ]

  @Test func linesAreToldAsTheirFilesLines() {
    let module = SourceModule(files: Self.files)
    // The first file has no final newline: one is added, so the second starts on line 4.
    #expect(module.files.map(\.firstLine) == [1, 4])
    #expect(module.locate(2) == ("Model.swift", 2))
    #expect(module.locate(4) == ("Home.swift", 1))
    #expect(module.locate(9) == ("Home.swift", 6))
  }

  @Test func aViewUsesATypeOfAnotherFile() throws {
    let source = PreviewSource(files: Self.files, path: "Walks")
    let result = source.run(PreviewOptions())
    #expect(result.diagnostics.isEmpty)
    let screen = try #require(result.screen)
    #expect(texts(screen.displayList(measurer: measurer)).map(\.text).contains("Coast"))
  }

  @Test func anErrorNamesItsFileAndLine() throws {
    var files = Self.files
    files[1].text = files[1].text.replacingOccurrences(of: ".bold()", with: ".bolt()")
    let source = PreviewSource(files: files, path: "Walks")
    let d = try #require(source.run(PreviewOptions()).diagnostics.first)
    #expect(
      source.render(d).hasPrefix("Home.swift:4:42: error: value of type 'some View' has no member 'bolt'"))
  }
}
