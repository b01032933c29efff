import Foundation
import SharedFolder
import Testing

@Suite struct SharedFolderTests {
  let root = URL(fileURLWithPath: "/work/checkout")

  @Test func defaultsAreBesideThePackage() {
    let folder = SharedFolder(environment: [:], packageRoot: root)
    #expect(folder.root.path == "/work/shared")
    #expect(folder.seeds.path == "/work/shared/seeds")
    #expect(folder.seedExamples.path == "/work/shared/seeds/examples")
    #expect(folder.corpus.path == "/work/shared/corpus")
    #expect(folder.wild.path == "/work/shared/wild")
  }

  @Test func sharedMovesTheSeedsWithIt() {
    let relative = SharedFolder(environment: ["DETENTS_SHARED": "inputs/shared"], packageRoot: root)
    #expect(relative.root.path == "/work/checkout/inputs/shared")
    #expect(relative.seeds.path == "/work/checkout/inputs/shared/seeds")
    let absolute = SharedFolder(environment: ["DETENTS_SHARED": "/data/shared"], packageRoot: root)
    #expect(absolute.seeds.path == "/data/shared/seeds")
  }

  @Test func seedsCanBeElsewhere() {
    let folder = SharedFolder(
      environment: ["DETENTS_SHARED": "/data/shared", "DETENTS_SEEDS": "../spec"], packageRoot: root)
    #expect(folder.root.path == "/data/shared")
    #expect(folder.seeds.path == "/work/spec")
    #expect(folder.corpus.path == "/data/shared/corpus")
  }

  @Test func emptyVariablesCountAsUnset() {
    let folder = SharedFolder(environment: ["DETENTS_SHARED": "", "DETENTS_SEEDS": ""], packageRoot: root)
    #expect(folder.seeds.path == "/work/shared/seeds")
  }

  @Test func filesAreSortedAndFiltered() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "shared-folder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    for name in ["b.swift", "a.swift", "notes.md"] {
      try Data().write(to: dir.appendingPathComponent(name))
    }
    let folder = SharedFolder(environment: ["DETENTS_SHARED": dir.path], packageRoot: root)
    #expect(try folder.files(in: dir, suffix: ".swift").map(\.lastPathComponent) == ["a.swift", "b.swift"])
    #expect(folder.filesOrNone(in: dir, suffix: ".txt").isEmpty)
  }

  /// Finding nothing is an error that names the folder and the variable that moves it.
  @Test func missingFoldersSayWhereAndHow() {
    let folder = SharedFolder(environment: ["DETENTS_SHARED": "/nonexistent/shared"], packageRoot: root)
    #expect {
      try folder.seedExampleFiles()
    } throws: { error in
      let line = "\(error)"
      return line.contains("seeds are not at /nonexistent/shared/seeds")
        && line.contains("no *.swift files in /nonexistent/shared/seeds/examples")
        && line.contains("DETENTS_SEEDS=") && !line.contains("\n")
    }
    #expect {
      try folder.seedExample("001-custom-detent-sheet.swift")
    } throws: { error in
      "\(error)".contains("/nonexistent/shared/seeds/examples/001-custom-detent-sheet.swift is missing")
    }
    #expect {
      try folder.files(in: folder.corpus, suffix: ".swift")
    } throws: { error in
      let line = "\(error)"
      return line.contains("shared folder is not at /nonexistent/shared") && line.contains("DETENTS_SHARED=")
        && !line.contains("DETENTS_SEEDS")
    }
  }

  /// Why: the benchmarks' whole-process rows (`make bench`, `make bench-parser`) read these
  /// times and statuses; a status must come through as the program gave it, a killed program
  /// must not read as a success, and the time must be the program's own (a `sleep` of 0.2 s
  /// is not 0, nor the ~50 ms steps Foundation's `Process` gave).
  @Test func wholeProcessTimesAndStatuses() throws {
    let cases: [(arguments: [String], status: Int32)] = [
      (["/bin/sh", "-c", "exit 0"], 0), (["/bin/sh", "-c", "exit 3"], 3),
      (["/bin/sh", "-c", "echo to the void; echo also >&2; exit 1"], 1),
      (["/bin/sh", "-c", "kill -9 $$"], 137),
    ]
    for c in cases {
      let run = try #require(WholeProcess.time(c.arguments), "\(c.arguments)")
      #expect(run.status == c.status, "\(c.arguments)")
    }
    let sleep = try #require(WholeProcess.time(["/bin/sleep", "0.2"]))
    #expect(sleep.status == 0 && sleep.milliseconds >= 200 && sleep.milliseconds < 5_000)
    #expect(WholeProcess.time(["/no/such/program"]) == nil)
    #expect(WholeProcess.time([]) == nil)
  }
}
