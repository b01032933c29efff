import Foundation

/// A Gaussian-like blur of premultiplied 8-bit RGBA/ARGB pixels (4 bytes each, any channel
/// order): three box blurs per axis, whose result is within a few percent of a Gaussian.
///
/// Three passes of a box of radius r have variance r² + r, so r ≈ σ − ½ approximates a
/// Gaussian of standard deviation σ. Each pass is a running sum, O(pixels) whatever the
/// radius. Premultiplied pixels blur correctly (transparent pixels carry no colour).
struct BoxBlur {
  /// Blurs `pixels` (`height` rows of `stride` bytes, `width` pixels each) in place with
  /// standard deviation `sigma` in pixels.
  static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double)
  {
    guard width > 0, height > 0, sigma >= 0.5 else { return }
    let r = max(1, Int((sigma - 0.5).rounded()))
    let bytes = stride * height
    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes)
    defer { scratch.deallocate() }
    // Three boxes per axis, ping-ponging between the two buffers, then back into `pixels`.
    pass(from: pixels, to: scratch, count: width, lines: height, step: 4, lineStep: stride, radius: r)
    pass(from: scratch, to: pixels, count: width, lines: height, step: 4, lineStep: stride, radius: r)
    pass(from: pixels, to: scratch, count: width, lines: height, step: 4, lineStep: stride, radius: r)
    let sums = UnsafeMutablePointer<Int32>.allocate(capacity: width * 4)
    defer { sums.deallocate() }
    columnPass(from: scratch, to: pixels, width: width, height: height, stride: stride, radius: r, sums: sums)
    columnPass(from: pixels, to: scratch, width: width, height: height, stride: stride, radius: r, sums: sums)
    columnPass(from: scratch, to: pixels, width: width, height: height, stride: stride, radius: r, sums: sums)
  }

  /// One vertical box blur, a row at a time: running sums per byte of a row, so memory is
  /// read in order (and the compiler vectorises the row loops).
  private static func columnPass(
    from src: UnsafeMutablePointer<UInt8>, to dst: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
    stride: Int, radius r: Int, sums: UnsafeMutablePointer<Int32>
  ) {
    let n = width * 4
    let window = 2 * r + 1
    let scale = Int64(((1 << 24) + window - 1) / window)
    let last = height - 1
    sums.update(repeating: 0, count: n)
    for i in -r...r {
      let row = src + min(max(i, 0), last) * stride
      for j in 0..<n { sums[j] &+= Int32(row[j]) }
    }
    for y in 0..<height {
      let out = dst + y * stride
      for j in 0..<n { out[j] = UInt8(min(255, (Int64(sums[j]) * scale) >> 24)) }
      let leaving = src + max(y - r, 0) * stride
      let entering = src + min(y + r + 1, last) * stride
      for j in 0..<n { sums[j] &+= Int32(entering[j]) &- Int32(leaving[j]) }
    }
  }

  /// One box blur along lines of `count` pixels, `step` bytes apart; lines `lineStep` bytes
  /// apart. Edges repeat the edge pixel.
  private static func pass(
    from src: UnsafeMutablePointer<UInt8>, to dst: UnsafeMutablePointer<UInt8>, count: Int, lines: Int,
    step: Int, lineStep: Int, radius r: Int
  ) {
    let window = 2 * r + 1
    // Division by the window as a multiply; rounded up and clamped so white stays 255.
    let scale = ((1 << 24) + window - 1) / window
    let last = count - 1
    for line in 0..<lines {
      let base = src + line * lineStep
      let out = dst + line * lineStep
      var s0 = 0, s1 = 0, s2 = 0, s3 = 0
      for i in -r...r {
        let p = base + min(max(i, 0), last) * step
        s0 += Int(p[0])
        s1 += Int(p[1])
        s2 += Int(p[2])
        s3 += Int(p[3])
      }
      for x in 0..<count {
        let o = out + x * step
        o[0] = UInt8(min(255, (s0 * scale) >> 24))
        o[1] = UInt8(min(255, (s1 * scale) >> 24))
        o[2] = UInt8(min(255, (s2 * scale) >> 24))
        o[3] = UInt8(min(255, (s3 * scale) >> 24))
        let leaving = base + max(x - r, 0) * step
        let entering = base + min(x + r + 1, last) * step
        s0 += Int(entering[0]) - Int(leaving[0])
        s1 += Int(entering[1]) - Int(leaving[1])
        s2 += Int(entering[2]) - Int(leaving[2])
        s3 += Int(entering[3]) - Int(leaving[3])
      }
    }
  }
}
