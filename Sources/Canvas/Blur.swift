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
    // Vertical boxes run a row at a time (in memory order, vectorised); horizontal ones are
    // the same code on the transposed image.
    let n = width * height
    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height)
    let a = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
    let b = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
    let sums = UnsafeMutablePointer<Int32>.allocate(capacity: max(width, height) * 4)
    defer {
      scratch.deallocate()
      a.deallocate()
      b.deallocate()
      sums.deallocate()
    }
    columnPass(from: pixels, to: scratch, width: width, height: height, stride: stride, radius: r, sums: sums)
    columnPass(from: scratch, to: pixels, width: width, height: height, stride: stride, radius: r, sums: sums)
    columnPass(from: pixels, to: scratch, width: width, height: height, stride: stride, radius: r, sums: sums)
    // Transpose: a[x][y] = scratch[y][x].
    for y in 0..<height {
      let row = UnsafeRawPointer(scratch + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width { a[x * height + y] = row[x] }
    }
    let ta = UnsafeMutableRawPointer(a).assumingMemoryBound(to: UInt8.self)
    let tb = UnsafeMutableRawPointer(b).assumingMemoryBound(to: UInt8.self)
    let tStride = height * 4
    columnPass(from: ta, to: tb, width: height, height: width, stride: tStride, radius: r, sums: sums)
    columnPass(from: tb, to: ta, width: height, height: width, stride: tStride, radius: r, sums: sums)
    columnPass(from: ta, to: tb, width: height, height: width, stride: tStride, radius: r, sums: sums)
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width { row[x] = b[x * height + y] }
    }
  }

  /// One vertical box blur, a row at a time: running sums per byte of a row, so memory is
  /// read in order (and the compiler vectorises the row loops).
  private static func columnPass(
    from src: UnsafeMutablePointer<UInt8>, to dst: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
    stride: Int, radius r: Int, sums: UnsafeMutablePointer<Int32>
  ) {
    let n = width * 4
    let window = 2 * r + 1
    // Division by the window as a 16.16 multiply (in Int32, so it vectorises); rounded up
    // and clamped so white stays 255. 255 × window × scale stays below 2³¹.
    let scale = Int32(((1 << 16) + window - 1) / window)
    let last = height - 1
    sums.update(repeating: 0, count: n)
    for i in -r...r {
      let row = src + min(max(i, 0), last) * stride
      for j in 0..<n { sums[j] &+= Int32(row[j]) }
    }
    for y in 0..<height {
      let out = dst + y * stride
      for j in 0..<n { out[j] = UInt8(truncatingIfNeeded: min(255, (sums[j] &* scale) &>> 16)) }
      let leaving = src + max(y - r, 0) * stride
      let entering = src + min(y + r + 1, last) * stride
      for j in 0..<n { sums[j] &+= Int32(entering[j]) &- Int32(leaving[j]) }
    }
  }
}
