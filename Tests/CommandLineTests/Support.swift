import Foundation

/// A new empty folder under the temporary directory; the test removes it.
func temporaryFolder() throws -> String {
  let path = NSTemporaryDirectory() + "detents-cli-tests-\(UUID().uuidString)"
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}
