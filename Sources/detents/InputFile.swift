import Foundation
import Glibc
import SwiftSource

/// The one way the command line reads an input file (a Swift program, a script, a display
/// list): a regular file, or `-` for standard input, at most `sizeLimit` bytes.
///
/// Anything else is refused with what it is, before it is opened (opening a named pipe would
/// wait for a writer; reading `/dev/zero` would never end): "is a folder", "is not a regular
/// file (a character device)", "is larger than 128 MiB", "no such file", "permission denied".
enum InputFile {
  /// The largest input read: 128 MiB, the parser's own limit (`SourceFile.maximumSourceSize`),
  /// used for every kind of input so that one number says what the command line reads.
  static let sizeLimit = SourceFile.maximumSourceSize

  /// The bytes of `path` (`-` is standard input); `what` names the input in messages when it is
  /// not plain ("script" gives "cannot read script 'x': …").
  static func read(_ path: String, what: String? = nil, limit: Int = sizeLimit) throws(InputError) -> [UInt8]
  {
    let name = (what.map { $0 + " " } ?? "") + (path == "-" ? "standard input" : "'\(path)'")
    func fail(_ reason: String) -> InputError { InputError(message: "cannot read \(name): \(reason)") }
    let tooLarge = "is larger than \(limit >> 20) MiB"
    func contents(_ fd: Int32) throws(InputError) -> [UInt8] {
      switch readAll(fd, limit: limit) {
      case .bytes(let b): return b
      case .tooLarge: throw fail(tooLarge)
      case .failed(let code): throw fail(describeErrno(code))
      }
    }
    if path == "-" { return try contents(STDIN_FILENO) }
    var info = stat()
    guard stat(path, &info) == 0 else { throw fail(describeErrno(errno)) }
    if let kind = kindOfNonRegularFile(info.st_mode) {
      throw fail(kind == "folder" ? "is a folder" : "is not a regular file (\(kind))")
    }
    if Int(info.st_size) > limit { throw fail(tooLarge) }
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw fail(describeErrno(errno)) }
    defer { close(fd) }
    return try contents(fd)
  }

  /// The text of `path`, which must be UTF-8.
  /// The files `operands` name, a folder standing for every `.swift` file under it (hidden
  /// folders and `.build` left out), sorted by path; files keep their place (`-` too).
  static func swiftFiles(_ operands: [String]) throws(InputError) -> [String] {
    var out: [String] = []
    for path in operands {
      var isFolder: ObjCBool = false
      guard path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
        isFolder.boolValue
      else {
        out.append(path)
        continue
      }
      guard let walker = FileManager.default.enumerator(atPath: path) else {
        throw InputError(message: "cannot read the folder '\(path)'")
      }
      var found: [String] = []
      for case let name as String in walker where name.hasSuffix(".swift") {
        if name.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
        found.append((path.hasSuffix("/") ? path : path + "/") + name)
      }
      out += found.sorted()
    }
    return out
  }

  /// The Swift files `run` and `preview` read as one module, as Xcode builds a target's
  /// sources together: the files named, folders expanded (``swiftFiles(_:)``), each with its
  /// text. A folder without a Swift file is an error that says so.
  static func moduleFiles(_ paths: [String]) throws(InputError) -> [(path: String, text: String)] {
    let files = try swiftFiles(paths)
    guard !files.isEmpty else {
      throw InputError(
        message: "cannot read '\(paths.joined(separator: " "))': the folder has no .swift file")
    }
    return try files.map { p throws(InputError) in (p, try readText(p)) }
  }

  static func readText(_ path: String, what: String? = nil) throws(InputError) -> String {
    let bytes = try read(path, what: what)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      let name = (what.map { $0 + " " } ?? "") + (path == "-" ? "standard input" : "'\(path)'")
      throw InputError(message: "\(name) is not valid UTF-8")
    }
    return text
  }

  /// What a file is when it is not a regular file ("folder", "a character device", …), or nil.
  static func kindOfNonRegularFile(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "folder"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFIFO: "a pipe; use - to read standard input"
    case S_IFSOCK: "a socket"
    default: "not a file"
    }
  }

  private enum ReadResult {
    case bytes([UInt8])
    case tooLarge
    case failed(Int32)
  }

  /// Reads `fd` to its end, stopping as soon as it holds more than `limit` bytes.
  private static func readAll(_ fd: Int32, limit: Int) -> ReadResult {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        return .failed(errno)  // a folder as standard input (`< dir`) reads as EISDIR
      }
      if n == 0 { return .bytes(bytes) }
      if bytes.count + n > limit { return .tooLarge }
      bytes.append(contentsOf: chunk[..<n])
    }
  }
}
