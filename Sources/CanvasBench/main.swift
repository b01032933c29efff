import Canvas
import Foundation
import Layout

// `make bench` (canvas part): draw a typical iOS 26 sheet frame at 3× and encode it. Figures
// are medians of rounds; the machine is shared, so read medians, not single runs.

@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

/// The median milliseconds of `rounds` runs of `body`, after one warm-up run.
func medianMs(rounds: Int, _ body: () throws -> Void) rethrows -> Double {
  try body()
  let clock = ContinuousClock()
  var samples: [Double] = []
  for _ in 0..<rounds {
    let start = clock.now
    try body()
    let e = clock.now - start
    samples.append(Double(e.components.seconds) * 1e3 + Double(e.components.attoseconds) / 1e15)
  }
  samples.sort()
  return samples[samples.count / 2]
}

func report(_ name: String, _ ms: Double, goal: String) {
  print(
    "\(name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(String(format: "%8.2f", ms)) ms   (goal \(goal))"
  )
}

/// A map-like background, a floating Liquid Glass sheet at a partial detent with a grabber,
/// a title, rows with icons and detail text: 40 text runs, 20 rounded rects, 6 symbols, one
/// backdrop blur (and, with `shadow`, a soft shadow under the sheet), on an iPhone 16
/// Pro-sized (402 × 874 pt) screen at 3×.
func typicalSheet(measurer: PangoTextMeasurer, shadow: Bool) -> DisplayList {
  let w = 402.0
  let h = 874.0
  var items: [DisplayItem] = []
  items.append(
    .fill(
      .rect(Rect(x: 0, y: 0, width: w, height: h)),
      .linearGradient(
        start: Point(0, 0), end: Point(w, h),
        stops: [
          GradientStop(0, RGBA(rgb255: 120, 190, 255)), GradientStop(0.5, RGBA(rgb255: 160, 220, 170)),
          GradientStop(1, RGBA(rgb255: 255, 200, 120)),
        ])))
  // "Map" blocks and streets under the sheet.
  for i in 0..<6 {
    let y = 60 + Double(i) * 130
    items.append(
      .fill(
        .roundedRect(Rect(x: 20, y: y, width: 170, height: 100), radius: 14, continuous: true),
        .color(RGBA.white.opacity(0.55))))
    items.append(
      .fill(
        .roundedRect(Rect(x: 212, y: y + 20, width: 170, height: 90), radius: 14, continuous: true),
        .color(RGBA(rgb255: 255, 59, 48, alpha: 0.35))))
  }
  func text(_ s: String, _ font: FontSpec, _ color: RGBA, _ x: Double, _ y: Double) -> DisplayItem {
    .text(
      TextRun(
        text: s, font: font, color: color, origin: Point(x, y), width: measurer.width(of: s, font: font)))
  }
  let label = RGBA.black
  let secondary = RGBA(rgb255: 60, 60, 67, alpha: 0.6)
  let body = FontSpec(size: 17)
  let footnote = FontSpec(size: 13)
  for i in 0..<6 {
    items.append(
      text("Block \(i + 1)", FontSpec(size: 15, weight: .semibold), label, 32, 90 + Double(i) * 130))
  }
  // The sheet: 10 pt from the sides, 8 pt above the bottom, 470 pt tall.
  let sheet = Rect(x: 10, y: h - 478, width: w - 20, height: 470)
  let card = Shape.roundedRect(sheet, radius: 38, continuous: true)
  if shadow { items.append(.shadow(card, color: RGBA.black.opacity(0.18), radius: 30, offset: Point(0, 8))) }
  items.append(.backdrop(card, blurRadius: 20, tint: RGBA.white.opacity(0.55), edge: RGBA.white.opacity(0.8)))
  var content: [DisplayItem] = []
  content.append(
    .fill(
      .roundedRect(Rect(x: w / 2 - 18, y: sheet.y + 5, width: 36, height: 5), radius: 2.5, continuous: true),
      .color(RGBA(rgb255: 60, 60, 67, alpha: 0.3))))
  content.append(text("Nearby", FontSpec(size: 28, weight: .bold), label, 30, sheet.y + 62))
  content.append(
    .symbol(
      name: "xmark.circle.fill", box: Rect(x: sheet.maxX - 50, y: sheet.y + 36, width: 30, height: 30),
      color: secondary))
  let names = ["mappin.circle.fill", "star.fill", "clock", "phone", "globe", "heart"]
  for row in 0..<6 {
    let y = sheet.y + 86 + Double(row) * 54
    content.append(
      .fill(
        .roundedRect(Rect(x: 24, y: y, width: w - 48, height: 48), radius: 12, continuous: true),
        .color(RGBA.white.opacity(0.5))))
    content.append(
      .symbol(
        name: names[row], box: Rect(x: 34, y: y + 10, width: 28, height: 28), color: RGBA(rgb255: 0, 136, 255)
      )
    )
    content.append(text("Place number \(row + 1)", body, label, 74, y + 22))
    content.append(text("\(row + 2) min walk · Open until 22:00", footnote, secondary, 74, y + 40))
    content.append(text("\(row * 130 + 200) m", footnote, secondary, w - 90, y + 22))
    content.append(text("›", body, secondary, w - 44, y + 30))
  }
  // A wrapped footnote under the rows: 9 short lines in three columns.
  for i in 0..<9 {
    let x = 30 + Double(i % 3) * 120
    content.append(
      text("Footnote \(i + 1)", FontSpec(size: 11), secondary, x, sheet.y + 428 + Double(i / 3) * 13))
  }
  items.append(.group(opacity: 1, clip: card, items: content))
  return DisplayList(width: w, height: h, scale: 3, items: items)
}

let measurer = PangoTextMeasurer()
let list = typicalSheet(measurer: measurer, shadow: false)
let shadowed = typicalSheet(measurer: measurer, shadow: true)
let renderer = CanvasRenderer()
func textRunCount(_ items: [DisplayItem]) -> Int {
  items.reduce(0) { n, item in
    switch item {
    case .text: n + 1
    case .group(_, _, let inner): n + textRunCount(inner)
    default: n
    }
  }
}
let textRuns = textRunCount(list.items)
if let loops = ProcessInfo.processInfo.environment["CANVAS_BENCH_SVG_LOOP"].flatMap(Int.init) {
  // For a profiler: SVG only.
  let which = ProcessInfo.processInfo.environment["CANVAS_BENCH_PLAIN"] != nil ? list : shadowed
  let ms = try medianMs(rounds: loops) { blackHole(try renderer.renderSVG(which)) }
  print(String(format: "%.2f ms", ms))
  exit(0)
}
if let loops = ProcessInfo.processInfo.environment["CANVAS_BENCH_PNG_LOOP"].flatMap(Int.init) {
  // For a profiler: encode only.
  let frame = try renderer.draw(shadowed)
  let ms = try medianMs(rounds: loops) { blackHole(try frame.pngData()) }
  print(String(format: "%.2f ms", ms))
  exit(0)
}
if let loops = ProcessInfo.processInfo.environment["CANVAS_BENCH_LOOP"].flatMap(Int.init) {
  // For a profiler: draw only (CANVAS_BENCH_ITEMS=19,20 draws only those top-level items).
  var l = shadowed
  if let only = ProcessInfo.processInfo.environment["CANVAS_BENCH_ITEMS"] {
    l.items = only.split(separator: ",").compactMap { Int($0) }.map { shadowed.items[$0] }
  }
  if ProcessInfo.processInfo.environment["CANVAS_BENCH_NOCLIP"] != nil {
    l.items = l.items.map {
      if case .group(let o, _, let i) = $0 { .group(opacity: o, clip: nil, items: i) } else { $0 }
    }
  }
  let ms = try medianMs(rounds: loops) { blackHole(try renderer.draw(l)) }
  print(String(format: "%.2f ms", ms))
  exit(0)
}
print("canvas-bench (release; a 402 × 874 pt sheet frame at 3× = 1206 × 2622 px, \(textRuns) text runs)")

let clock = ContinuousClock()
let coldStart = clock.now
blackHole(try renderer.draw(list))
let cold = clock.now - coldStart
report(
  "first frame (new surface, font caches cold)",
  Double(cold.components.seconds) * 1e3 + Double(cold.components.attoseconds) / 1e15, goal: "report")
let drawMs = try medianMs(rounds: 31) { blackHole(try renderer.draw(list)) }
report("draw a sheet frame at 3×", drawMs, goal: "< 8 ms")
let shadowMs = try medianMs(rounds: 31) { blackHole(try renderer.draw(shadowed)) }
report("  the same with a shadow under the sheet", shadowMs, goal: "report")
let frame = try renderer.draw(shadowed)
let pngMs = try medianMs(rounds: 11) { blackHole(try frame.pngData()) }
let png = try frame.pngData()
report("encode it as PNG (\(png.count / 1024) KiB)", pngMs, goal: "report")
let cairoPNGMs = try medianMs(rounds: 5) { blackHole(try frame.cairoPNGData()) }
report("  with Cairo's writer (\(try frame.cairoPNGData().count / 1024) KiB)", cairoPNGMs, goal: "report")
let svgMs = try medianMs(rounds: 11) { blackHole(try renderer.renderSVG(shadowed)) }
report("draw and encode it as SVG", svgMs, goal: "report")
let pdfMs = try medianMs(rounds: 11) { blackHole(try renderer.renderPDF(shadowed)) }
report("draw and encode it as PDF", pdfMs, goal: "report")
let words = (0..<200).map { "Word\($0) " }.joined()
var round = 0
let measureMs = medianMs(rounds: 15) {
  // Different widths each round, so the measurement cache never answers.
  round += 1
  for i in 0..<50 {
    blackHole(
      PangoTextMeasurer().layout(
        words, font: FontSpec(size: 17), maxWidth: 200 + Double(round) + Double(i) / 64, lineLimit: nil))
  }
}
report("measure 50 uncached 200-word paragraphs", measureMs, goal: "report")
if let out = ProcessInfo.processInfo.environment["CANVAS_BENCH_SVG_OUT"] {
  try renderer.renderSVG(list).write(to: URL(fileURLWithPath: out))
}
if let out = ProcessInfo.processInfo.environment["CANVAS_BENCH_OUT"] {
  try png.write(to: URL(fileURLWithPath: out))
  print("wrote \(out)")
}
if ProcessInfo.processInfo.environment["CANVAS_BENCH_PROFILE"] != nil {
  // Cumulative prefixes of the shadowed list: where the time goes.
  for n in [0, 1, 13, 19, 20, 21, 22] {
    var l = shadowed
    l.items = Array(shadowed.items.prefix(n))
    let ms = try medianMs(rounds: 15) { blackHole(try renderer.draw(l)) }
    print("  first \(n) items: \(String(format: "%.2f", ms)) ms")
  }
}
