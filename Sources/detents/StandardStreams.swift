import Foundation
import Glibc
import Synchronization

/// The one path from the command line to standard output: every command writes through it,
/// so a write that fails is noticed and reported instead of lost (or, with `FileHandle.write`,
/// a crash).
///
/// Output is buffered (64 KiB) and written with `write(2)`; `finish()` writes the rest at the
/// end of a command. What a failure does:
/// - a full disk or another write error (`> /dev/full`): the rest is dropped and the command
///   exits 1 with `detents CMD: cannot write standard output: no space left on device`;
/// - a closed pipe (`detents devices | head -1`): the reader has what it wanted, so the rest is
///   dropped quietly and the exit code stays the command's own (0 when it succeeded), not the
///   141 of a SIGPIPE death, so `set -o pipefail` scripts do not fail on a `| head`. `main`
///   ignores SIGPIPE so that the write returns EPIPE instead of killing the process.
enum StandardOutput {
  private struct State {
    var buffer: [UInt8] = []
    /// The errno of the first failed write; EPIPE when the reader went away.
    var failure: Int32?
  }

  private static let state = Mutex(State())
  private static let bufferSize = 64 << 10

  /// Writes `text` and a newline (or `terminator`), as `print` would.
  static func line(_ text: String = "", terminator: String = "\n") {
    write(Array((text + terminator).utf8))
  }

  /// Writes bytes as they are (images on `--out -`).
  static func write(_ bytes: [UInt8]) {
    state.withLock { s in
      guard s.failure == nil else { return }
      s.buffer.append(contentsOf: bytes)
      if s.buffer.count >= bufferSize { flush(&s) }
    }
  }

  /// Writes what is buffered now (before a line on standard error, so the two stay in order
  /// on a terminal).
  static func flush() { state.withLock { flush(&$0) } }

  /// Writes the rest and returns why standard output could not be written, or nil. A closed
  /// pipe is not a failure (see the type's documentation).
  static func finish() -> String? {
    state.withLock { s in
      flush(&s)
      guard let code = s.failure, code != EPIPE else { return nil }
      return describeErrno(code)
    }
  }

  private static func flush(_ s: inout State) {
    guard s.failure == nil, !s.buffer.isEmpty else {
      s.buffer.removeAll(keepingCapacity: true)
      return
    }
    if let code = writeAll(STDOUT_FILENO, s.buffer) { s.failure = code }
    s.buffer.removeAll(keepingCapacity: true)
  }
}

/// Writes all of `bytes` to `fd`, retrying short writes and interrupts; returns the errno of
/// a failure, or nil.
func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
  bytes.withUnsafeBytes { raw -> Int32? in
    var offset = 0
    while offset < raw.count {
      let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += n
    }
    return nil
  }
}

/// Writes a line to standard error (after what standard output has buffered). A failure to
/// write standard error has nowhere to be reported and is ignored.
func printError(_ message: String, terminator: String = "\n") {
  StandardOutput.flush()
  _ = writeAll(STDERR_FILENO, Array((message + terminator).utf8))
}

/// An errno in plain words, for messages: "no such file", "permission denied", ….
func describeErrno(_ code: Int32) -> String {
  switch code {
  case ENOENT: "no such file"
  case EACCES, EPERM: "permission denied"
  case EISDIR: "is a folder"
  case ENOTDIR: "a part of the path is not a folder"
  case ENOSPC: "no space left on device"
  case EDQUOT: "disk quota exceeded"
  case EROFS: "read-only file system"
  case EEXIST: "already exists"
  case EIO: "input/output error"
  case ENAMETOOLONG: "the name is too long"
  case ELOOP: "too many symbolic links"
  case EPIPE: "the reader closed the pipe"
  default: String(cString: strerror(code)).lowercased()
  }
}

/// Any error in plain words: Foundation's file errors by what went wrong (never their domain
/// and code), the command line's own errors by their message.
func describe(_ error: any Error) -> String {
  switch error {
  case let e as InputError: return e.message
  case let e as UsageError: return e.message
  default: break
  }
  let ns = error as NSError
  if ns.domain == NSPOSIXErrorDomain { return describeErrno(Int32(ns.code)) }
  if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
    return describeErrno(Int32(underlying.code))
  }
  if ns.domain == NSCocoaErrorDomain {
    switch CocoaError.Code(rawValue: ns.code) {
    case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file"
    case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
    case .fileWriteOutOfSpace: return "no space left on device"
    case .fileWriteVolumeReadOnly: return "read-only file system"
    case .fileWriteFileExists: return "already exists"
    case .fileReadCorruptFile: return "the file is damaged"
    case .fileReadInapplicableStringEncoding: return "not valid UTF-8"
    default: return "cannot read or write the file"
    }
  }
  // Another Foundation domain: its description would be "Error Domain=… Code=…".
  if ns.domain.hasPrefix("NS") || ns.domain.hasPrefix("kCF") { return "unexpected system error" }
  return "\(error)"
}
