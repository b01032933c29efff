#if hasFeature(Embedded)
  import Portable
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A problem found in the source, with the byte offset it points at.
///
/// The lexer and the parser never throw; they record diagnostics and keep going. Render one as
/// `path:line:column: error: message` with ``SourceFile/render(_:path:)``.
public struct Diagnostic: Sendable, Equatable {
  /// How bad a diagnostic is.
  public enum Severity: String, Sendable {
    case error, warning, note
  }

  /// Error, warning or note.
  public var severity: Severity
  /// What is wrong, in the compiler's style ("expected ')' to close '(' opened at 3:14").
  public var message: String
  /// Where it points: the UTF-8 offset, line and column.
  public var location: SourceLocation
  /// What kind of problem it is; ``DiagnosticID/syntax`` for the parser's.
  public var id: DiagnosticID
  /// How many bytes from `location` it covers (0: just the place).
  public var length: Int
  /// More about it, in order.
  public var notes: [DiagnosticNote]
  /// Edits that fix it (the nearest name for a misspelt one).
  public var fixIts: [FixIt]

  /// Creates a diagnostic.
  public init(
    _ severity: Severity, _ message: String, at location: SourceLocation, id: DiagnosticID = .syntax,
    length: Int = 0, notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) {
    self.severity = severity
    self.message = message
    self.location = location
    self.id = id
    self.length = length
    self.notes = notes
    self.fixIts = fixIts
  }
}

/// Formats located messages as a compiler does, for the parser's diagnostics and for every
/// other located error (the runtime's, a script's): `path:line:column: error: message`, the
/// source line, and a caret under the column.
///
/// A line longer than ``maximumColumns`` is cut to a window of that many bytes around the
/// column, with `…` where text was left out, so that a diagnostic in a generated or minified
/// file (one 800 KB line) stays readable.
public enum DiagnosticRenderer {
  /// The most bytes of a source line a diagnostic shows.
  public static let maximumColumns = 120

  /// Renders a message at `line`:`column` (1-based; the column counts UTF-8 bytes) of a source
  /// line given as UTF-8 bytes, without its line terminator.
  public static func render<Line: Collection<UInt8>>(
    _ severity: Diagnostic.Severity, _ message: String, path: String, line: Int, column: Int,
    lineText: Line
  ) -> String {
    let bytes = Array(lineText)
    let caretAt = max(0, min(column - 1, bytes.count))
    let window = self.window(bytes, around: caretAt)
    var out = "\(path):\(line):\(column): \(severity.rawValue): \(message)\n"
    let cutBefore = window.lowerBound > 0
    if cutBefore { out += "…" }
    out += String(decoding: bytes[window], as: UTF8.self)
    if window.upperBound < bytes.count { out += "…" }
    out += "\n"
    // One space per character before the caret (a tab stays a tab, to line up with the text).
    var caret = cutBefore ? " " : ""
    for b in bytes[window.lowerBound..<caretAt] where b & 0xC0 != 0x80 {
      caret += b == 9 ? "\t" : " "
    }
    return out + caret + "^"
  }

  /// The bytes of a line to show: all of them when there are at most ``maximumColumns``, else
  /// that many around `caret` (a third before it), moved to whole UTF-8 characters: back over
  /// at most three continuation bytes, as many as a character has (a longer run is not UTF-8,
  /// and the cut stays where it falls).
  static func window(_ bytes: [UInt8], around caret: Int) -> Range<Int> {
    let n = bytes.count
    guard n > maximumColumns else { return 0..<n }
    /// `i`, or the start of the character that `i` is inside.
    func characterStart(_ i: Int) -> Int {
      var k = i
      while k > max(0, i - 3) && k < n && bytes[k] & 0xC0 == 0x80 { k -= 1 }
      return k < n && bytes[k] & 0xC0 == 0x80 ? i : k
    }
    let first = max(0, min(caret - maximumColumns / 3, n - maximumColumns))
    let start = characterStart(first)
    return start..<max(start, characterStart(min(n, first + maximumColumns)))
  }
}

/// The bytes of `word` (eight bytes, little-endian) equal to `byte`, as the top bit of each:
/// for y = word ^ (byte in every byte), the top bit of each byte of
/// ~(((y & 0x7F…) + 0x7F…) | y | 0x7F…) is set exactly where y has a zero byte (no carries
/// cross bytes). Used to scan eight bytes at a time.
@inline(__always) func bytesEqual(to byte: UInt8, in word: UInt64) -> UInt64 {
  let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
  let y = word ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
  return ~(((y & low7) &+ low7) | y | low7)
}

/// Maps UTF-8 offsets to lines and columns, and gives the text of a line.
///
/// Offsets are 32-bit (half the memory of `Int`s: a 50 MB file has 1.7 million lines), so the
/// source must be under 4 GiB; ``SourceFile`` reads at most 128 MiB.
public struct LineTable: Sendable {
  /// Offsets at which each line starts; `lineStarts[0] == 0`.
  public let lineStarts: [UInt32]
  /// The number of bytes in the source.
  public let count: Int

  /// Builds the table for `bytes` (under 4 GiB); `\n`, `\r\n` and a lone `\r` each end a
  /// line.
  public init(_ bytes: UnsafeBufferPointer<UInt8>) {
    precondition(UInt64(bytes.count) <= UInt64(UInt32.max), "LineTable: more than 4 GiB")
    var starts: [UInt32] = [0]
    var i = 0
    let n = bytes.count
    guard let base = bytes.baseAddress, n > 0 else {
      lineStarts = starts
      count = n
      return
    }
    // Fast path without carriage returns: eight bytes at a time (see ``bytesEqual(to:in:)``).
    // One memchr per line cost more than the scan: lines are short.
    if memchr(base, 13, n) == nil {
      // Room for lines of 12 bytes on average (real code averages about 30): the table never
      // grows, which would copy it; pages of the reservation that stay unused are never mapped.
      starts.reserveCapacity(n / 12 + 16)
      let raw = UnsafeRawPointer(base)
      while i + 8 <= n {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
        var hits = bytesEqual(to: 10, in: word)
        while hits != 0 {
          starts.append(UInt32(truncatingIfNeeded: i + hits.trailingZeroBitCount >> 3 + 1))
          hits &= hits &- 1
        }
        i += 8
      }
      while i < n {
        if bytes[i] == 10 { starts.append(UInt32(truncatingIfNeeded: i + 1)) }
        i += 1
      }
      lineStarts = starts
      count = n
      return
    }
    while i < n {
      let b = bytes[i]
      if b == 10 {
        starts.append(UInt32(truncatingIfNeeded: i + 1))
      } else if b == 13 {
        if i + 1 < n && bytes[i + 1] == 10 { i += 1 }
        starts.append(UInt32(truncatingIfNeeded: i + 1))
      }
      i += 1
    }
    lineStarts = starts
    count = n
  }

  /// The location of a byte offset (clamped to the source).
  public func location(ofOffset offset: Int) -> SourceLocation {
    let off = max(0, min(offset, count))
    var lo = 0
    var hi = lineStarts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if Int(lineStarts[mid]) <= off { lo = mid } else { hi = mid - 1 }
    }
    return SourceLocation(line: lo + 1, column: off - Int(lineStarts[lo]) + 1, offset: off)
  }

  /// The byte range of a 1-based line, without its line terminator.
  public func rangeOfLine(_ line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    guard line >= 1 && line <= lineStarts.count else { return count..<count }
    let s = Int(lineStarts[line - 1])
    var e = line < lineStarts.count ? Int(lineStarts[line]) : count
    while e > s && (bytes[e - 1] == 10 || bytes[e - 1] == 13) { e -= 1 }
    return s..<e
  }
}
