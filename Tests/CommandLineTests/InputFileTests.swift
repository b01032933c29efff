import Foundation
import Glibc
import Testing

@testable import detents

@Suite struct InputFileTests {
  static func message(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch { return (error as? InputError)?.message ?? "\(error)" }
  }

  @Test func aRegularFileIsReadWhole() throws {
    let dir = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data("let x = 1\n".utf8).write(to: URL(fileURLWithPath: dir + "/a.swift"))
    #expect(try InputFile.readText(dir + "/a.swift") == "let x = 1\n")
  }

  @Test func whatIsNotARegularFileIsNamed() throws {
    let dir = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(mkfifo(dir + "/fifo", 0o600) == 0)
    #expect(Self.message { _ = try InputFile.read(dir) } == "cannot read '\(dir)': is a folder")
    #expect(
      Self.message { _ = try InputFile.read("/dev/zero") }
        == "cannot read '/dev/zero': is not a regular file (a character device)")
    #expect(
      Self.message { _ = try InputFile.read(dir + "/fifo") }?.contains("(a pipe; use - to read") == true)
    #expect(
      Self.message { _ = try InputFile.read(dir + "/none") } == "cannot read '\(dir)/none': no such file")
    #expect(
      Self.message { _ = try InputFile.read(dir + "/none", what: "script") }
        == "cannot read script '\(dir)/none': no such file")
  }

  @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
    let dir = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data(count: 3 << 20).write(to: URL(fileURLWithPath: dir + "/big"))
    #expect(
      Self.message { _ = try InputFile.read(dir + "/big", limit: 2 << 20) }
        == "cannot read '\(dir)/big': is larger than 2 MiB")
    #expect(try InputFile.read(dir + "/big", limit: 3 << 20).count == 3 << 20)
    #expect(InputFile.sizeLimit == 128 << 20)
  }

  @Test func textThatIsNotUTF8IsSaidSo() throws {
    let dir = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data([0x61, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: dir + "/latin1"))
    #expect(
      Self.message { _ = try InputFile.readText(dir + "/latin1") } == "'\(dir)/latin1' is not valid UTF-8")
  }
}
