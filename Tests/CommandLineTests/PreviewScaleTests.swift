import Foundation
import Testing

@testable import detents

/// `detents preview --scale N` draws PNGs at N pixels per point instead of the device's scale
/// (docs/fidelity.md's small renders).
@Suite struct PreviewScaleTests {
  static let program = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/programs/fidelity-nav-sheet.swift").path

  /// The width and height a PNG's IHDR chunk gives.
  func pngSize(_ path: String) throws -> (Int, Int) {
    let d = try #require(FileManager.default.contents(atPath: path))
    func be32(_ at: Int) -> Int { d[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be32(16), be32(20))
  }

  @Test func theScaleSetsThePixelsPerPoint() throws {
    let dir = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for (scale, out) in [("0.5", "/half"), (nil, "/device")] {
      let args =
        [Self.program, "--detent", "large", "--out", dir + out] + (scale.map { ["--scale", $0] } ?? [])
      #expect(PreviewCommand.run(args) == 0)
    }
    // iPhone 16 Pro: 402 × 874 pt, 3× by default.
    #expect(try pngSize(dir + "/half/fidelity-nav-sheet-iphone-16-pro-large.png") == (201, 437))
    #expect(try pngSize(dir + "/device/fidelity-nav-sheet-iphone-16-pro-large.png") == (1206, 2622))
  }
}
