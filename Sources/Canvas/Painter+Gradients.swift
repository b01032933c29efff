import CPangoCairo
import Foundation
import Layout

extension Painter {
  // MARK: Gradients

  /// Fills the current path with a linear gradient computed in Swift into an image the size
  /// of the filled pixels, which Cairo then composites unscaled. Pixman evaluates gradients
  /// per pixel in floating point (10 ms for a 3× full-screen background); a 1024-entry
  /// colour table stepped in fixed point takes about 1 ms. Returns false (path untouched)
  /// for fills too small to matter.
  func fillLinearGradient(start: Point, end: Point, stops: [GradientStop]) -> Bool {
    guard stops.count >= 2 else { return false }
    var ux1 = 0.0, uy1 = 0.0, ux2 = 0.0, uy2 = 0.0
    cairo_fill_extents(cr, &ux1, &uy1, &ux2, &uy2)
    var cx1 = 0.0, cy1 = 0.0, cx2 = 0.0, cy2 = 0.0
    cairo_clip_extents(cr, &cx1, &cy1, &cx2, &cy2)
    let ex1 = max(ux1, cx1), ey1 = max(uy1, cy1), ex2 = min(ux2, cx2), ey2 = min(uy2, cy2)
    guard ex2 > ex1, ey2 > ey1 else { return false }
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    for (ux, uy) in [(ex1, ey1), (ex2, ey1), (ex1, ey2), (ex2, ey2)] {
      var x = ux
      var y = uy
      cairo_user_to_device(cr, &x, &y)
      minX = min(minX, x)
      maxX = max(maxX, x)
      minY = min(minY, y)
      maxY = max(maxY, y)
    }
    let bx = Int(minX.rounded(.down))
    let by = Int(minY.rounded(.down))
    let w = Int(maxX.rounded(.up)) - bx
    let h = Int(maxY.rounded(.up)) - by
    guard w > 0, h > 0, w * h >= 16384, w <= 16384, h <= 16384 else { return false }

    // t(device x, y) = t0 + x·tx + y·ty at pixel centres, from the inverse transform.
    let dx = end.x - start.x
    let dy = end.y - start.y
    let len2 = dx * dx + dy * dy
    guard len2 > 0 else { return false }
    func t(_ devX: Double, _ devY: Double) -> Double {
      var x = devX
      var y = devY
      cairo_device_to_user(cr, &x, &y)
      return ((x - start.x) * dx + (y - start.y) * dy) / len2
    }
    let t0 = t(Double(bx) + 0.5, Double(by) + 0.5)
    let tx = t(Double(bx) + 1.5, Double(by) + 0.5) - t0
    let ty = t(Double(bx) + 0.5, Double(by) + 1.5) - t0

    let opaque = stops.allSatisfy { $0.color.a >= 1 }
    let table = Self.gradientTable(stops)
    if opaque, case .rect = currentShape, let target = directTarget(bx, by, w, h, minX, minY, maxX, maxY) {
      // An opaque, pixel-aligned rectangle inside a rectangular clip: write the frame itself.
      Self.writeGradient(
        into: target.pixels, stride: target.stride, width: w, height: h, t0: t0, tx: tx, ty: ty, table: table)
      cairo_surface_mark_dirty_rectangle(target.surface, Int32(target.x), Int32(target.y), Int32(w), Int32(h))
      cairo_new_path(cr)
      return true
    }
    let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
    // Where every row (or every column) is one colour, a strip of the image repeated across
    // the fill gives the same pixels: a vertical gradient behind a full screen needs 64
    // columns, not a 10 MB image.
    let strip = 64
    let across = Self.gradientStepX(tx: tx, count: table.count) == 0 && w > strip
    let down = ty == 0 && h > strip
    let iw = across ? strip : w
    let ih = down ? strip : h
    guard let image = try? Surface(width: iw, height: ih, format: format),
      let data = cairo_image_surface_get_data(image.pointer)
    else { return false }
    Self.writeGradient(
      into: data, stride: image.stride, width: iw, height: ih, t0: t0, tx: tx, ty: ty, table: table)
    cairo_surface_mark_dirty(image.pointer)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, image.pointer, Double(bx), Double(by))
    if across || down { cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_REPEAT) }
    cairo_fill(cr)
    cairo_restore(cr)
    return true
  }

  /// The target's pixels at device rectangle (bx, by, w, h), when the rectangle is exactly
  /// pixel-aligned, inside the target, and inside a clip that is one rectangle.
  func directTarget(
    _ bx: Int, _ by: Int, _ w: Int, _ h: Int, _ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double
  ) -> (pixels: UnsafeMutablePointer<UInt8>, stride: Int, surface: OpaquePointer, x: Int, y: Int)? {
    let aligned = [minX - Double(bx), minY - Double(by), maxX - Double(bx + w), maxY - Double(by + h)]
    guard aligned.allSatisfy({ abs($0) < 1e-6 }) else { return nil }
    guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else { return nil }
    // The clip must be a single rectangle containing ours (no clip: the surface's extents).
    guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1,
      let r = list.pointee.rectangles?.pointee
    else { return nil }
    var cx1 = r.x, cy1 = r.y, cx2 = r.x + r.width, cy2 = r.y + r.height
    cairo_user_to_device(cr, &cx1, &cy1)
    cairo_user_to_device(cr, &cx2, &cy2)
    let eps = 1e-6
    guard min(cx1, cx2) <= minX + eps, min(cy1, cy2) <= minY + eps, max(cx1, cx2) >= maxX - eps,
      max(cy1, cy2) >= maxY - eps
    else { return nil }
    var ox = 0.0
    var oy = 0.0
    cairo_surface_get_device_offset(target, &ox, &oy)
    let px = bx + Int(ox)
    let py = by + Int(oy)
    guard px >= 0, py >= 0, px + w <= Int(cairo_image_surface_get_width(target)),
      py + h <= Int(cairo_image_surface_get_height(target))
    else { return nil }
    cairo_surface_flush(target)
    guard let data = cairo_image_surface_get_data(target) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(target))
    return (data + py * stride + px * 4, stride, target, px, py)
  }

  /// Writes `table[t]` for t = t0 + x·tx + y·ty into `height` rows of `width` pixels.
  static func writeGradient(
    into data: UnsafeMutablePointer<UInt8>, stride: Int, width w: Int, height h: Int, t0: Double, tx: Double,
    ty: Double, table: [UInt32]
  ) {
    let last = table.count - 1
    let one = Double(1 << 16) * Double(last)
    table.withUnsafeBufferPointer { lut in
      let stepX = gradientStepX(tx: tx, count: table.count)
      for row in 0..<h {
        let out = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
        var acc = Int(((t0 + Double(row) * ty) * one).rounded())
        if stepX == 0 {
          out.update(repeating: lut[min(max(acc >> 16, 0), last)], count: w)
          continue
        }
        // Pixels before and after the gradient's span repeat its end colours; in between
        // the index needs no clamping.
        let low = 0
        let high = (last << 16) | 0xFFFF
        var x = 0
        while x < w && (acc < low || acc > high) {
          out[x] = lut[min(max(acc >> 16, 0), last)]
          acc &+= stepX
          x += 1
        }
        // How many steps stay inside [low, high] from here.
        let room = stepX > 0 ? (high - acc) / stepX : (acc - low) / -stepX
        let end = min(w, x + room + 1)
        while x < end {
          out[x] = lut[acc &>> 16]
          acc &+= stepX
          x += 1
        }
        while x < w {
          out[x] = lut[min(max(acc >> 16, 0), last)]
          acc &+= stepX
          x += 1
        }
      }
    }
  }

  /// How far the table index moves from one pixel to the next along a row, in 16.16 fixed
  /// point: 0 when a row is one colour.
  static func gradientStepX(tx: Double, count: Int) -> Int {
    Int((tx * Double(1 << 16) * Double(count - 1)).rounded())
  }

  /// 1024 premultiplied ARGB32 colours from t = 0 to 1, interpolated in premultiplied
  /// space (as CSS and Pixman do), stops sorted by location, padded at both ends.
  static func gradientTable(_ stops: [GradientStop]) -> [UInt32] {
    let sorted = stops.sorted { $0.location < $1.location }
    let n = 1024
    var table = [UInt32](repeating: 0, count: n)
    var segment = 0
    for i in 0..<n {
      let t = Double(i) / Double(n - 1)
      while segment < sorted.count - 1 && sorted[segment + 1].location < t { segment += 1 }
      let a = sorted[segment]
      let b = sorted[min(segment + 1, sorted.count - 1)]
      var f = 0.0
      if t <= a.location {
        f = 0
      } else if b.location > a.location {
        f = min(1, (t - a.location) / (b.location - a.location))
      } else {
        f = 1
      }
      func pre(_ c: RGBA) -> (Double, Double, Double, Double) { (c.r * c.a, c.g * c.a, c.b * c.a, c.a) }
      let (ar, ag, ab, aa) = pre(a.color)
      let (br, bg, bb, ba) = pre(b.color)
      func byte(_ x: Double, _ y: Double) -> UInt32 {
        UInt32(max(0, min(255, ((x + (y - x) * f) * 255).rounded())))
      }
      table[i] = byte(aa, ba) << 24 | byte(ar, br) << 16 | byte(ag, bg) << 8 | byte(ab, bb)
    }
    return table
  }
}
