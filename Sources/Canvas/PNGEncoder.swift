import CPangoCairo
import Foundation

/// A PNG encoder for Cairo's premultiplied ARGB32 pixels, written for UI frames: flat colours,
/// gradients and text, where most pixels are like the one above or the one to their left.
///
/// Opaque images are written as RGB, others as RGBA (unpremultiplied). A row like the one above
/// is written as Up-filtered zeros without being looked at further; in other rows the pixels are
/// compared with those above and to the left as Cairo's words, two at a time, only the pixels
/// that changed are unpremultiplied, and the row gets Up (2) or Sub (1), whichever leaves fewer
/// changed pairs. The filtered rows are deflated by ``FixedDeflate`` (fixed Huffman codes,
/// matches of the byte or the pixel before), in up to eight parts at once on the cores there are.
/// Seed 001 at `.large` on an iPhone 16 Pro (1206 × 2622 px): about 65M instructions (both
/// threads, callgrind) against 534M with zlib level 1 and the RLE strategy before, for a file
/// 1.7× as large (182 KB against 110 KB); Cairo's own writer (libpng, zlib level 6) is slower
/// still and a quarter smaller.
enum PNGEncoder {
  /// Encodes `height` rows of `width` ARGB32 pixels, `stride` bytes apart.
  static func encode(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) throws(CanvasError)
    -> Data
  {
    guard width > 0, height > 0 else { throw .invalidImage("empty image") }
    // The rows are split in parts (up to eight, of 64 rows or more) deflated at once on the
    // available cores (as pigz does): each part is a raw deflate stream, all but the last
    // ended by a sync flush, so they concatenate into one valid stream; the zlib trailer's
    // Adler-32 is combined from the parts'. More parts than cores keep both cores busy to the
    // end: rows of flat colour cost next to nothing, rows of text most.
    let parts = max(1, min(8, height / 64))
    let bounds = (0...parts).map { height * $0 / parts }
    let results = Slots(count: parts, repeating: Part(data: Data(), adler: 1, length: 0))
    defer { results.deallocate() }
    // Whether every pixel is opaque (then RGB, else RGBA), a part at a time.
    let scan = PixelSource(pixels: pixels, width: width, stride: stride, opaque: false)
    let opaqueParts = Slots(count: parts, repeating: false)
    defer { opaqueParts.deallocate() }
    DispatchQueue.concurrentPerform(iterations: parts) { k in
      opaqueParts[k] = scan.isOpaque(rows: bounds[k]..<bounds[k + 1])
    }
    let opaque = opaqueParts.values.allSatisfy { $0 }
    let source = PixelSource(pixels: pixels, width: width, stride: stride, opaque: opaque)
    DispatchQueue.concurrentPerform(iterations: parts) { k in
      results[k] = compress(source, rows: bounds[k]..<bounds[k + 1], last: k == parts - 1)
    }
    var idat = Data([0x78, 0x01])
    var adler: UInt = 1
    for k in 0..<parts {
      let part = results[k]
      idat.append(part.data)
      adler = k == 0 ? part.adler : adler32_combine(adler, part.adler, part.length)
    }
    idat.appendBigEndian(UInt32(truncatingIfNeeded: adler))

    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header = Data()
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    // Bit depth 8, colour type RGB (2) or RGBA (6), deflate, adaptive filters, no interlace.
    header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
    appendChunk("IHDR", header, to: &png)
    appendChunk("IDAT", idat, to: &png)
    appendChunk("IEND", Data(), to: &png)
    return png
  }

  /// A deflated run of rows: the raw deflate bytes, the Adler-32 of the filtered bytes and
  /// their count.
  struct Part {
    var data: Data
    var adler: UInt
    var length: Int
  }

  /// The pixels, read (never written) by the encoding threads, and whether all are opaque.
  struct PixelSource: @unchecked Sendable {
    let pixels: UnsafePointer<UInt8>
    let width: Int
    let stride: Int
    let opaque: Bool
    /// Bytes per pixel in the PNG: RGB or RGBA.
    var bpp: Int { opaque ? 3 : 4 }

    /// Whether every pixel of `rows` has alpha 255.
    func isOpaque(rows: Range<Int>) -> Bool {
      for y in rows {
        let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
        var all: UInt32 = 0xFF00_0000
        for x in 0..<width { all &= row[x] | 0x00FF_FFFF }
        if all != 0xFF00_0000 { return false }
      }
      return true
    }
  }

  /// Filters and deflates `rows`: a raw deflate stream, finished when `last`, else ended by
  /// a sync flush (an empty stored block) so the next part can follow it.
  private static func compress(_ src: PixelSource, rows: Range<Int>, last: Bool) -> Part {
    let width = src.width
    let bpp = src.bpp
    let rowBytes = width * bpp
    let lineBytes = rowBytes + 1
    // The unpremultiplied row above, brought up to date pixel by pixel as each row is filtered.
    var unpremultiplied = [UInt8](repeating: 0, count: rowBytes + 8)
    var line = [UInt8](repeating: 0, count: lineBytes + 8)
    func row(_ y: Int) -> UnsafePointer<UInt32> {
      UnsafeRawPointer(src.pixels + y * src.stride).assumingMemoryBound(to: UInt32.self)
    }
    if rows.lowerBound > 0 {
      // The Up filter of the first row needs the row above it.
      unpremultiplied.withUnsafeMutableBufferPointer {
        unpremultiply(row(rows.lowerBound - 1), width: width, opaque: src.opaque, into: $0.baseAddress!)
      }
    }
    // The worst case is every byte a 9-bit literal; the pages past what is written are never
    // touched.
    let capacity = rows.count * ((lineBytes * 9 + 7) / 8 + 1) + 64
    let output = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    defer { output.deallocate() }
    var out = FixedDeflate(output)
    out.beginBlock(final: last)
    var adler: UInt = 1
    let two: [UInt8] = [2]
    for y in rows {
      if y > 0 && memcmp(row(y), row(y - 1), width * 4) == 0 && rowBytes > 4 {
        // A row like the one above: Up leaves zeros.
        out.literal(2)
        out.literal(0)
        out.match(rowBytes - 1, distance: 1)
        adler = two.withUnsafeBufferPointer { UInt(libdeflate_adler32(UInt32(adler), $0.baseAddress, 1)) }
        adler = adler32Zeros(adler, count: rowBytes)
        continue
      }
      line.withUnsafeMutableBufferPointer { l in
        unpremultiplied.withUnsafeMutableBufferPointer { u in
          let line = l.baseAddress!
          let unp = u.baseAddress!
          if y == 0 {
            unpremultiply(row(y), width: width, opaque: src.opaque, into: unp)
            subFilter(unp, count: rowBytes, bpp: bpp, into: line)
          } else if !upFilter(
            row(y), above: row(y - 1), width: width, bpp: bpp, unpremultiplied: unp, into: line)
          {
            subFilter(unp, count: rowBytes, bpp: bpp, into: line)
          }
          adler = UInt(libdeflate_adler32(UInt32(adler), line, lineBytes))
          out.encode(line, count: lineBytes, bpp: bpp)
        }
      }
    }
    out.endBlock(final: last)
    return Part(data: Data(bytes: output, count: out.written), adler: adler, length: rows.count * lineBytes)
  }

  /// The Adler-32 after `count` more zero bytes: the first sum stays, the second grows by
  /// `count` times the first.
  static func adler32Zeros(_ adler: UInt, count: Int) -> UInt {
    let m: UInt = 65521
    let s1 = adler & 0xFFFF
    let s2 = ((adler >> 16) + (UInt(count) % m) * s1) % m
    return s2 << 16 | s1
  }

  /// One row of ARGB32 words as RGB or unpremultiplied RGBA bytes.
  private static func unpremultiply(
    _ row: UnsafePointer<UInt32>, width: Int, opaque: Bool, into out: UnsafeMutablePointer<UInt8>
  ) {
    if opaque {
      for x in 0..<width {
        let v = row[x]
        out[x * 3] = UInt8(truncatingIfNeeded: v >> 16)
        out[x * 3 + 1] = UInt8(truncatingIfNeeded: v >> 8)
        out[x * 3 + 2] = UInt8(truncatingIfNeeded: v)
      }
      return
    }
    let words = UnsafeMutableRawPointer(out)
    for x in 0..<width {
      words.storeBytes(of: rgba(row[x]).littleEndian, toByteOffset: x * 4, as: UInt32.self)
    }
  }

  /// Writes the Up filter (2) of the row into `line` when it suits better than Sub, and brings
  /// `unpremultiplied` (the row above's bytes) to this row's either way; returns whether it
  /// wrote Up. The pixels are compared as Cairo's words, two at a time: a pixel like the one
  /// above leaves zeros (and its bytes as they are); only the others are unpremultiplied.
  /// Up is chosen when no more pixel pairs differ from the pair above than from the pair to
  /// their left: ``FixedDeflate`` codes the zeros either leaves as runs.
  private static func upFilter(
    _ cur: UnsafePointer<UInt32>, above: UnsafePointer<UInt32>, width: Int, bpp: Int,
    unpremultiplied unp: UnsafeMutablePointer<UInt8>, into line: UnsafeMutablePointer<UInt8>
  ) -> Bool {
    line[0] = 2
    let out = line + 1
    out.initialize(repeating: 0, count: width * bpp)
    let c = UnsafeRawPointer(cur)
    let a = UnsafeRawPointer(above)
    var upDiffers = 0
    var leftDiffers = 0
    var x = 0
    while x < width {
      let pair = x + 2 <= width
      if pair {
        let word = c.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)
        if x > 0 && word != c.loadUnaligned(fromByteOffset: x * 4 - 4, as: UInt64.self) { leftDiffers += 1 }
        if word == a.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self) {
          x += 2
          continue
        }
        upDiffers += 1
      } else if x > 0 && cur[x] != cur[x - 1] {
        leftDiffers += 1
      }
      if pair {
        // Both pixels' new bytes less the old, eight (or six) bytes at once; a pixel like the
        // one above gives zeros.
        let o = x * bpp
        let new =
          bpp == 4
          ? UInt64(rgba(cur[x])) | UInt64(rgba(cur[x + 1])) << 32
          : UInt64(rgba(cur[x]) & 0xFF_FFFF) | UInt64(rgba(cur[x + 1]) & 0xFF_FFFF) << 24
        let old = UInt64(
          littleEndian: UnsafeRawPointer(unp).loadUnaligned(fromByteOffset: o, as: UInt64.self))
        let d = byteDifferences(new, old)
        if bpp == 4 {
          UnsafeMutableRawPointer(out).storeBytes(of: d.littleEndian, toByteOffset: o, as: UInt64.self)
          UnsafeMutableRawPointer(unp).storeBytes(of: new.littleEndian, toByteOffset: o, as: UInt64.self)
        } else {
          let o4 = UnsafeMutableRawPointer(out)
          let u4 = UnsafeMutableRawPointer(unp)
          o4.storeBytes(of: UInt32(truncatingIfNeeded: d).littleEndian, toByteOffset: o, as: UInt32.self)
          o4.storeBytes(
            of: UInt16(truncatingIfNeeded: d >> 32).littleEndian, toByteOffset: o + 4, as: UInt16.self)
          u4.storeBytes(of: UInt32(truncatingIfNeeded: new).littleEndian, toByteOffset: o, as: UInt32.self)
          u4.storeBytes(
            of: UInt16(truncatingIfNeeded: new >> 32).littleEndian, toByteOffset: o + 4, as: UInt16.self)
        }
      } else if cur[x] != above[x] {
        let o = x * bpp
        let v = rgba(cur[x])
        for k in 0..<bpp {
          let byte = UInt8(truncatingIfNeeded: v >> UInt32(8 * k))
          out[o + k] = byte &- unp[o + k]
          unp[o + k] = byte
        }
      }
      if !pair { upDiffers += 1 }
      x += 2
    }
    return upDiffers <= leftDiffers
  }

  /// One ARGB32 word as unpremultiplied R, G, B, A bytes (a little-endian 0xAABBGGRR).
  @inline(__always) private static func rgba(_ v: UInt32) -> UInt32 {
    let a = v >> 24
    if a == 255 || a == 0 { return (v & 0xFF00_FF00) | (v >> 16 & 0xFF) | (v & 0xFF) << 16 }
    let r = min(255, (((v >> 16) & 0xFF) * 255 + a / 2) / a)
    let g = min(255, (((v >> 8) & 0xFF) * 255 + a / 2) / a)
    let b = min(255, ((v & 0xFF) * 255 + a / 2) / a)
    return a << 24 | b << 16 | g << 8 | r
  }

  /// Writes the filter byte 1 and the Sub-filtered row: each byte less the byte `bpp` before.
  private static func subFilter(
    _ cur: UnsafePointer<UInt8>, count: Int, bpp: Int, into line: UnsafeMutablePointer<UInt8>
  ) {
    let c = UnsafeRawPointer(cur)
    // Byte-wise differences eight bytes at a time, the rest one at a time.
    let out = UnsafeMutableRawPointer(line + 1)
    line[0] = 1
    var k = 0
    while k < min(bpp, count) {
      line[k + 1] = cur[k]
      k += 1
    }
    while k + 8 <= count {
      let d = byteDifferences(
        c.loadUnaligned(fromByteOffset: k, as: UInt64.self),
        c.loadUnaligned(fromByteOffset: k - bpp, as: UInt64.self))
      out.storeBytes(of: d, toByteOffset: k, as: UInt64.self)
      k += 8
    }
    while k < count {
      line[k + 1] = cur[k] &- cur[k - bpp]
      k += 1
    }
  }

  /// The eight byte-wise differences `a - b` (mod 256) of two words, with no borrow from one
  /// byte into the next: the high bits are subtracted apart.
  @inline(__always) private static func byteDifferences(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let high: UInt64 = 0x8080_8080_8080_8080
    return ((a | high) &- (b & ~high)) ^ ((a ^ ~b) & high)
  }

  private static func appendChunk(_ type: String, _ body: Data, to png: inout Data) {
    png.appendBigEndian(UInt32(body.count))
    let typeBytes = Data(type.utf8)
    var crc = typeBytes.withUnsafeBytes { crc32(0, $0.bindMemory(to: UInt8.self).baseAddress, 4) }
    if !body.isEmpty {
      crc = body.withUnsafeBytes { crc32(crc, $0.bindMemory(to: UInt8.self).baseAddress, UInt32(body.count)) }
    }
    png.append(typeBytes)
    png.append(body)
    png.appendBigEndian(UInt32(crc))
  }
}

/// A raw deflate writer with the fixed Huffman codes (RFC 1951, 3.2.6) whose matches repeat
/// the byte before (distance 1) or the pixel before (distance 3 or 4) within a filtered row.
/// Filtered UI frames are runs of zeros and of repeated pixels between stretches of text
/// edges; these two distances find nearly all that zlib's RLE strategy finds, with no hash or
/// window search and no dynamic Huffman tables, for files about a third larger than zlib's.
struct FixedDeflate {
  private let base: UnsafeMutablePointer<UInt8>
  private var at = 0
  private var bits: UInt64 = 0
  private var count = 0

  /// Writes from `base`, which has room for the stream.
  init(_ base: UnsafeMutablePointer<UInt8>) { self.base = base }

  /// The bytes written so far (after ``endBlock(final:)``, the whole stream).
  var written: Int { at }

  @inline(__always) private mutating func put(_ value: UInt64, _ n: Int) {
    bits |= value << UInt64(count)
    count += n
    if count >= 32 {
      UnsafeMutableRawPointer(base).storeBytes(
        of: UInt32(truncatingIfNeeded: bits).littleEndian, toByteOffset: at, as: UInt32.self)
      at += 4
      bits >>= 32
      count -= 32
    }
  }

  private mutating func alignToByte() {
    while count > 0 {
      base[at] = UInt8(truncatingIfNeeded: bits)
      at += 1
      bits >>= 8
      count -= 8
    }
    bits = 0
    count = 0
  }

  /// A block header: BFINAL, then BTYPE 01 (fixed codes).
  mutating func beginBlock(final: Bool) { put(final ? 0b011 : 0b010, 3) }

  /// The end-of-block code; then, unless `final`, an empty stored block that brings the stream
  /// to a byte boundary (zlib's sync flush), so that another stream's blocks can follow.
  mutating func endBlock(final: Bool) {
    put(0, 7)
    if !final {
      put(0, 3)
      alignToByte()
      for b: UInt8 in [0, 0, 0xFF, 0xFF] {
        base[at] = b
        at += 1
      }
    }
    alignToByte()
  }

  @inline(__always) mutating func literal(_ byte: UInt8) {
    let code = FixedCodes.literals[Int(byte)]
    put(UInt64(code >> 8), Int(code & 0xFF))
  }

  /// `length` (3 or more) bytes copied from `distance` (1 to 4) back, as matches of at most 258.
  mutating func match(_ length: Int, distance: Int) {
    let dist = FixedCodes.distances[distance]
    var left = length
    while left > 0 {
      var n = min(left, 258)
      if left - n > 0 && left - n < 3 { n = left - 3 }
      let code = FixedCodes.lengths[n]
      put(UInt64(code >> 8) | UInt64(dist) << UInt64(code & 0xFF), Int(code & 0xFF) + 5)
      left -= n
    }
  }

  /// One filtered row (its filter byte first): at each byte the longest run repeating the byte
  /// before, else the pixel before, else a literal.
  mutating func encode(_ p: UnsafePointer<UInt8>, count n: Int, bpp: Int) {
    var i = 0
    while i < n {
      if i >= 1 {
        let l = Self.matchLength(p, i, distance: 1, end: n)
        if l >= 3 {
          match(l, distance: 1)
          i += l
          continue
        }
      }
      if i >= bpp {
        let l = Self.matchLength(p, i, distance: bpp, end: n)
        if l >= 3 {
          match(l, distance: bpp)
          i += l
          continue
        }
      }
      literal(p[i])
      i += 1
    }
  }

  /// How many bytes from `i` equal the bytes `distance` before them, eight at a time.
  @inline(__always) private static func matchLength(
    _ p: UnsafePointer<UInt8>, _ i: Int, distance: Int, end: Int
  ) -> Int {
    let raw = UnsafeRawPointer(p)
    var k = i
    while k + 8 <= end {
      let x =
        raw.loadUnaligned(fromByteOffset: k, as: UInt64.self)
        ^ raw.loadUnaligned(fromByteOffset: k - distance, as: UInt64.self)
      if x != 0 { return k - i + UInt64(littleEndian: x).trailingZeroBitCount / 8 }
      k += 8
    }
    while k < end && p[k] == p[k - distance] { k += 1 }
    return k - i
  }
}

/// The fixed Huffman codes, bit-reversed for an LSB-first writer, each as `code << 8 | bits`.
private enum FixedCodes {
  static func reversed(_ code: UInt32, _ n: Int) -> UInt32 {
    var r: UInt32 = 0
    for i in 0..<n where code & (1 << UInt32(i)) != 0 { r |= 1 << UInt32(n - 1 - i) }
    return r
  }

  /// Literals 0–143: 8-bit codes from 0x30; 144–255: 9-bit codes from 0x190.
  static let literals: [UInt32] = (0..<256).map { v in
    v < 144 ? reversed(0x30 + UInt32(v), 8) << 8 | 8 : reversed(0x190 + UInt32(v - 144), 9) << 8 | 9
  }

  /// For each match length 3–258: the length symbol's code and its extra bits, together.
  static let lengths: [UInt32] = {
    let bases = [
      3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
      227, 258,
    ]
    let extras = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    var table = [UInt32](repeating: 0, count: 259)
    for length in 3...258 {
      let k = bases.lastIndex { $0 <= length }!
      let symbol = UInt32(257 + k)
      // Symbols 257–279 have 7-bit codes from 0; 280–287 8-bit codes from 0xC0.
      let (code, n) = symbol < 280 ? (reversed(symbol - 256, 7), 7) : (reversed(0xC0 + symbol - 280, 8), 8)
      let extra = UInt32(length - bases[k])
      table[length] = (code | extra << UInt32(n)) << 8 | UInt32(n + extras[k])
    }
    return table
  }()

  /// Distances 1–4 are distance codes 0–3, five bits, no extra bits.
  static let distances: [UInt32] = [0, reversed(0, 5), reversed(1, 5), reversed(2, 5), reversed(3, 5)]
}

extension Data {
  fileprivate mutating func appendBigEndian(_ v: UInt32) {
    append(contentsOf: [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)])
  }
}
