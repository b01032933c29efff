import Foundation
import Glibc
import Testing

@testable import detents

@Suite struct OutputFilesTests {
  static func contents(_ dir: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
  }

  @Test func allFilesAreWrittenWithNoTemporaryLeft() throws {
    let dir = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try OutputFiles.write(
      [(dir + "/out/a.png", Data("a".utf8)), (dir + "/out/b.png", Data("b".utf8))], creating: dir + "/out")
    #expect(Self.contents(dir + "/out") == ["a.png", "b.png"])
    #expect(try String(contentsOfFile: dir + "/out/b.png", encoding: .utf8) == "b")
  }

  @Test func aFolderInTheWayLeavesNothingNewBehind() throws {
    let dir = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/b.png", withIntermediateDirectories: false)
    do {
      try OutputFiles.write([(dir + "/a.png", Data("a".utf8)), (dir + "/b.png", Data("b".utf8))])
      Issue.record("wrote over a folder")
    } catch {
      #expect(error.message == "cannot write '\(dir)/b.png': is a folder")
      #expect(!error.message.contains("Domain"))
    }
    #expect(Self.contents(dir) == ["b.png"])
  }

  @Test func aFolderMadeForAFailedWriteIsRemovedAgain() throws {
    let dir = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data().write(to: URL(fileURLWithPath: dir + "/file"))
    // The second target's folder is a file: the first image and the new folder must go.
    #expect(throws: InputError.self) {
      try OutputFiles.write(
        [(dir + "/new/deeper/a.png", Data("a".utf8)), (dir + "/file/b.png", Data("b".utf8))],
        creating: dir + "/new/deeper")
    }
    #expect(Self.contents(dir) == ["file"])
  }

  @Test func aReplacedFileGetsTheNewContents() throws {
    let dir = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/a.svg"))
    try OutputFiles.write([(dir + "/a.svg", Data("new".utf8))])
    #expect(try String(contentsOfFile: dir + "/a.svg", encoding: .utf8) == "new")
    #expect(Self.contents(dir) == ["a.svg"])
  }
}
