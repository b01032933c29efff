import Canvas
import Check
import Detents
import Foundation
import Layout
import Preview
import SharedFolder
import SwiftSource
import SwiftUIRuntime

// `make bench`: the engine's hot paths, in release mode. Each figure is the median of 15
// rounds; the machine is shared, so read medians and ratios, not single runs.

@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

struct Peek: CustomPresentationDetent {
  static func height(in context: Context) -> Scalar? {
    max(context.maxDetentValue * 0.22, min(context.maxDetentValue, 150))
  }
}

/// Runs `body` `iterations` times per round and returns the median nanoseconds per iteration.
func measure(_ iterations: Int, rounds: Int = 15, _ body: (Int) -> Void) -> Double {
  var samples: [Double] = []
  let clock = ContinuousClock()
  body(0)  // warm up
  for _ in 0..<rounds {
    let start = clock.now
    for i in 0..<iterations { body(i) }
    let elapsed = clock.now - start
    let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    samples.append(ns / Double(iterations))
  }
  samples.sort()
  return samples[samples.count / 2]
}

func report(_ name: String, _ value: Double, unit: String, goal: String) {
  print(
    "\(name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(String(format: "%9.1f", value)) \(unit)   (goal \(goal))"
  )
}

// `detents-bench --seed-pipeline`: only parse + sema + run + layout of each seed example's
// first frame (fixed text metrics, as the WebAssembly build measures it), one line each,
// `NAME NANOSECONDS` (the median of 25 rounds of 10): the native side of scripts/wasm-bench.mjs.
if CommandLine.arguments.contains("--seed-pipeline") {
  let measurer = FixedMetricsTextMeasurer()
  for file in (try? SharedFolder.current.seedExampleFiles()) ?? [] {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
    let ns = measure(10, rounds: 25) { _ in
      blackHole(PreviewSource.firstFrame(text, path: file.lastPathComponent, measurer: measurer))
    }
    print("\(file.lastPathComponent) \(Int(ns))")
  }
  exit(0)
}

let environment = SheetEnvironment()
let detents: Set<PresentationDetent> = [.custom(Peek.self), .height(400), .medium, .large]
let configuration = SheetConfiguration(detents: detents)

print("detents-bench (release; median of 15 rounds)")

let resolveNs = measure(20000) { _ in
  blackHole(DetentResolver.resolve(detents, in: environment))
}
report("resolve a 4-detent set", resolveNs, unit: "ns", goal: "< 2,000 ns")

var dragSheet = PresentedSheet(
  configuration: configuration, environment: environment, selection: .height(400))
dragSheet.dragBegan(at: 0)
var dragTime = 0.0
let dragNs = measure(200_000) { i in
  dragTime += 1.0 / 120
  dragSheet.dragChanged(translation: Scalar(-(i % 600)), velocity: -300, at: dragTime)
  blackHole(dragSheet.height)
}
report("drag event (dragChanged + height)", dragNs, unit: "ns", goal: "< 1,000 ns")

let motion = Motion(
  from: 400, to: 768, velocity: 1200, start: 0, animation: .spring(SheetMetrics.settleSpring))
let stepNs = measure(1_000_000) { i in
  blackHole(motion.state(at: Double(i % 120) / 120))
}
report("spring step (closed form, one frame)", stepNs, unit: "ns", goal: "< 1,000 ns")

let flingNs = measure(200) { _ in
  var s = PresentedSheet(configuration: configuration, environment: environment, selection: .height(400))
  s.dragBegan(at: 0)
  for k in 1...12 { s.dragChanged(translation: Scalar(-10 * k), velocity: -1200, at: Double(k) / 120) }
  s.dragEnded(translation: -120, velocity: -1200, at: 0.1)
  var t = 0.1
  for _ in 0..<228 {  // the rest of 2 s at 120 Hz
    t += 1.0 / 120
    s.advance(to: t)
    blackHole(s.height)
    blackHole(s.dimming)
  }
  blackHole(s.takeEvents())
}
report("whole 2 s fling at 120 Hz (240 frames)", flingNs / 1000, unit: "µs", goal: "a sliver of 2,000,000 µs")
print(
  "a 120 Hz frame has 8,333 µs; resolve + drag event + spring step use \(String(format: "%.4f", (resolveNs + dragNs + stepNs) / 8_333_000 * 100)) % of one"
)

// Layout: the sample screen (a gradient, a title and a button, a sheet with a scroll view of
// four labelled rows) laid out and turned into a display list, with fixed text metrics so the
// figure measures layout, not a font engine.
let composer = ScreenComposer(measurer: FixedMetricsTextMeasurer())
let screen = IslandLoopSample.screen(.height(400))
let layoutNs = measure(2000) { _ in blackHole(composer.compose(screen)) }
report("layout + display list of one frame", layoutNs / 1000, unit: "µs", goal: "< 1,000 µs")

// Runtime: parse and evaluate seed 001 (the custom detent sheet demo) to its first frame,
// in-process, as a live preview would on every keystroke.
let seedPath = SharedFolder.current.seedExamples.appendingPathComponent("001-custom-detent-sheet.swift").path
let seedSource: String?
do { seedSource = try SharedFolder.current.seedExample("001-custom-detent-sheet.swift") } catch {
  print("(\(error); the seed 001 figures are skipped)")
  seedSource = nil
}
if let seedSource {
  // Every figure goes through the one pipeline, `Preview`, as the CLI and the Studio do.
  func run(to t: Double) -> PreviewResult {
    PreviewSource(seedSource, path: seedPath).run(PreviewOptions(time: t))
  }
  let runNs = measure(200) { _ in blackHole(run(to: 0)) }
  report("parse + sema + evaluate seed 001 (first frame)", runNs / 1000, unit: "µs", goal: "< 1,000 µs")
  let playNs = measure(20) { _ in blackHole(run(to: 4.5)) }
  report("parse + run seed 001 to t = 4.5 s", playNs / 1000, unit: "µs", goal: "interactive")
  // The whole timeline: the demo cycles its detents every 1.1 s for a minute (about 55 task
  // resumes, each followed by a render and a sheet animation).
  let minuteNs = measure(5) { _ in blackHole(run(to: 60)) }
  report("seed 001 run to t = 60 s", minuteNs / 1e6, unit: "ms", goal: "≤ 20 ms")

  // A live canvas's frame: the session continues its run by 1/60 s (seed 001 at t ≈ 2 s, its
  // sheet moving and its task suspended), against replaying the history to the same time.
  var live = PreviewSession(seedSource, path: seedPath)
  try? live.advance(by: 2)
  let stepNs = measure(100) { _ in
    try? live.advance(by: 1.0 / 60)
    blackHole(live.screen)
  }
  report("session step of 1/60 s (continues the run)", stepNs / 1000, unit: "µs", goal: "< 8,333 µs")
  let replayNs = measure(20) { _ in blackHole(run(to: 2)) }
  report("… the same state replayed from t = 0", replayNs / 1000, unit: "µs", goal: "")

  // The semantic pass alone, on a file of at least 2,000 lines: the seed examples one after
  // another (the pass reads syntax, so repeated declarations do not matter to it).
  var big = ""
  let examples = (try? SharedFolder.current.seedExampleFiles()) ?? []
  while big.split(separator: "\n", omittingEmptySubsequences: false).count < 2000, !examples.isEmpty {
    for file in examples { big += (try? String(contentsOf: file, encoding: .utf8)) ?? "" }
  }
  let bigTree = SourceFile.parse(big)
  let lines = big.split(separator: "\n", omittingEmptySubsequences: false).count
  let semaNs = measure(50) { _ in
    var pass = SemanticPass(tree: bigTree, os: .latest, isMac: false)
    blackHole(pass.run())
  }
  report("semantic pass, \(lines)-line file", semaNs / 1e6, unit: "ms", goal: "≤ 5 ms")

  // `detents check` on the same file: parse, then every rule (macOS ones included).
  let bigBytes = Array(big.utf8)
  let checkNs = measure(20) { _ in
    blackHole(Checker.check(SourceFile.parse(bigBytes), options: CheckOptions(isMac: true)))
  }
  report("detents check, \(lines)-line file", checkNs / 1e6, unit: "ms", goal: "≤ 50 ms")

  // The whole preview of one frame: parse, run, layout with Pango text, draw at 3×, PNG.
  let pango = PangoTextMeasurer()
  let renderer = CanvasRenderer()
  func frame(png: Bool) -> Data? {
    guard let screen = run(to: 1.5).screen, screen.presentation != nil else { return nil }
    let list = screen.displayList(measurer: pango)
    guard let drawn = try? renderer.draw(list) else { return nil }
    return png ? try? drawn.pngData() : Data()
  }
  let layoutPangoNs = measure(200) { _ in
    if let screen = run(to: 0).screen, screen.presentation != nil {
      blackHole(screen.displayList(measurer: pango))
    }
  }
  report(
    "parse + run + layout (Pango text), seed 001", layoutPangoNs / 1000, unit: "µs",
    goal: "< 1,000 µs for layout")
  let drawNs = measure(20) { _ in blackHole(frame(png: false)) }
  report("… + draw the 3× frame", drawNs / 1e6, unit: "ms", goal: "")
  let previewNs = measure(20) { _ in blackHole(frame(png: true)) }
  report("whole preview: parse, run, layout, draw, PNG", previewNs / 1e6, unit: "ms", goal: "< 30 ms")
}

// The programs of other authors (`../shared/wild/`): the first frame of each one that runs,
// parse + sema + evaluate + layout (Pango text), as `detents preview` makes it. The row gives
// the median over the programs of each program's median, and the slowest.
let wildFiles = (try? SharedFolder.current.files(in: SharedFolder.current.wild, suffix: ".swift")) ?? []
var wildMedians: [(name: String, ns: Double)] = []
let wildPango = PangoTextMeasurer()
for file in wildFiles {
  guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
  let source = PreviewSource(text, path: file.lastPathComponent)
  var options = PreviewOptions()
  options.measurer = wildPango
  guard source.run(options).screen != nil else { continue }
  let ns = measure(10, rounds: 9) { _ in
    blackHole(source.run(options).screen?.displayList(measurer: wildPango))
  }
  wildMedians.append((file.lastPathComponent, ns))
}
if !wildMedians.isEmpty {
  let sorted = wildMedians.sorted { $0.ns < $1.ns }
  report(
    "first frame of \(sorted.count) of \(wildFiles.count) wild programs (median)",
    sorted[sorted.count / 2].ns / 1e6,
    unit: "ms", goal: "≤ 5 ms each")
  let over = sorted.filter { $0.ns > 5e6 }.map { String($0.name.prefix(2)) }
  print("  over 5 ms: \(over.isEmpty ? "none" : over.joined(separator: ", "))")
  let slowest = sorted[sorted.count - 1]
  report("… the slowest, \(slowest.name.prefix(28))", slowest.ns / 1e6, unit: "ms", goal: "≤ 5 ms")
}

// One image, whole process, as a user runs it: `detents preview` of seed 001 at `.large`
// (a 3× PNG), start to exit, from the `detents` built beside this benchmark (`make bench`
// builds it first). The median of 21 runs after one to warm the file cache.
let detentsBinary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  .appendingPathComponent("detents")
if FileManager.default.isExecutableFile(atPath: detentsBinary.path),
  FileManager.default.fileExists(atPath: seedPath)
{
  let out = FileManager.default.temporaryDirectory.appendingPathComponent("detents-bench-\(getpid())")
  defer { try? FileManager.default.removeItem(at: out) }
  /// One run's wall time in milliseconds (``WholeProcess``), or nil unless it exited with 0.
  func preview(_ format: String) -> Double? {
    let run = WholeProcess.time([
      detentsBinary.path, "preview", seedPath, "--detent", "large", "--format", format, "--out", out.path,
    ])
    return run?.status == 0 ? run?.milliseconds : nil
  }
  for (format, goal) in [("png", "≤ 40 ms"), ("svg", "report")] {
    _ = preview(format)
    let samples = (0..<21).compactMap { _ in preview(format) }.sorted()
    if samples.count == 21 {
      report(
        "one image, whole process (seed 001 .large, \(format))", samples[10], unit: "ms", goal: goal)
    } else {
      print("(detents preview --format \(format) failed; the whole-process row is skipped)")
    }
  }
} else {
  print("(no \(detentsBinary.path) or seed 001: the whole-process row is skipped; `make bench` builds it)")
}
