import Canvas
import Foundation
import Layout
import Testing

/// Golden-image comparison in swift-snapshot-testing's layout: references live in
/// `__Snapshots__/<suite file>/<name>.png` next to the test file. A missing reference is
/// recorded and reported as a warning, to be checked by eye and committed; when `CI` is set it
/// is an error, so CI never passes without one. `DETENTS_RECORD=1` re-records all. A mismatch fails and writes `<name>.actual.png` and
/// `<name>.diff.png` (differing pixels in red over a faded reference) under
/// `.build/snapshot-failures/`, never into the source tree.
struct Snapshot {
  /// Largest per-channel difference that still counts as the same pixel: antialiasing and
  /// FreeType versions move glyph edges by a few levels.
  var channelTolerance = 24
  /// Fraction of pixels allowed beyond the tolerance.
  var allowedFraction = 0.002

  func check(
    _ list: DisplayList, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let testFile = URL(fileURLWithPath: filePath)
    let suite = testFile.deletingPathExtension().lastPathComponent
    let folder = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__/\(suite)")
    let reference = folder.appendingPathComponent("\(name).png")
    let actual = try CanvasRenderer().draw(list).image()
    let record = ProcessInfo.processInfo.environment["DETENTS_RECORD"] == "1"
    if record || !FileManager.default.fileExists(atPath: reference.path) {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try actual.pngData().write(to: reference, options: .atomic)
      if record {
        print("snapshot: recorded \(reference.path)")
      } else {
        let ci = ProcessInfo.processInfo.environment["CI"] != nil
        Issue.record(
          "no reference for snapshot '\(name)'; recorded \(reference.path)\(ci ? "" : ": check it by eye and commit it")",
          severity: ci ? .error : .warning, sourceLocation: sourceLocation)
      }
      return
    }
    let expected = try RasterImage(png: try Data(contentsOf: reference))
    guard expected.width == actual.width, expected.height == actual.height else {
      try writeFailure(name, testFile: testFile, actual: actual, diff: nil)
      Issue.record(
        "snapshot '\(name)' is \(actual.width)×\(actual.height) px, reference \(expected.width)×\(expected.height)",
        sourceLocation: sourceLocation)
      return
    }
    var differing = 0
    var worst = 0
    var diff = [UInt8](repeating: 0, count: actual.pixels.count)
    for i in stride(from: 0, to: actual.pixels.count, by: 4) {
      var d = 0
      for c in 0..<4 { d = max(d, abs(Int(actual.pixels[i + c]) - Int(expected.pixels[i + c]))) }
      worst = max(worst, d)
      if d > channelTolerance {
        differing += 1
        diff[i] = 255
        diff[i + 3] = 255
      } else {
        let grey = UInt8(200 + Int(expected.pixels[i + 1]) / 5)
        diff[i] = grey
        diff[i + 1] = grey
        diff[i + 2] = grey
        diff[i + 3] = 255
      }
    }
    let allowed = Int(Double(actual.width * actual.height) * allowedFraction)
    if differing > allowed {
      let diffImage = RasterImage(width: actual.width, height: actual.height, pixels: diff)
      let where_ = try writeFailure(name, testFile: testFile, actual: actual, diff: diffImage)
      Issue.record(
        "snapshot '\(name)': \(differing) pixels differ by more than \(channelTolerance) (allowed \(allowed), worst \(worst)); see \(where_)",
        sourceLocation: sourceLocation)
    }
  }

  @discardableResult
  private func writeFailure(_ name: String, testFile: URL, actual: RasterImage, diff: RasterImage?) throws
    -> String
  {
    // The package root is two levels above Tests/CanvasTests.
    let root = testFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let out = root.appendingPathComponent(".build/snapshot-failures")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try actual.pngData().write(to: out.appendingPathComponent("\(name).actual.png"))
    if let diff { try diff.pngData().write(to: out.appendingPathComponent("\(name).diff.png")) }
    return out.path
  }
}
