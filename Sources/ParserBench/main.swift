// `make bench-parser`: SwiftSource throughput against `swiftc -frontend -parse`.
//
// Concatenates the toolchain's .swiftinterface files and the seed examples, parses the bytes
// in-process several times (median), then times `swiftc -frontend -parse` on the same bytes
// written to a temporary file, and prints MB/s for both and the ratio per byte. swiftc exits 1
// on these bytes: in interface mode it rejects the seed examples' top-level `#Preview` (their
// 11 errors are at the very end, after it has parsed everything else). A second figure does the
// same for real code, ../shared/corpus: the files parsed one at a time with
// `SourceFile.parse(files:)`, as a tool reads a project, on one thread and on one thread per core
// (labelled), and the files concatenated into one buffer; against `swiftc -frontend -parse` as a
// whole process (one thread) given the files and given their concatenation, timed in the same
// rounds as the parses (the ratios are medians of each round's own).
//
// Options: `--rounds N`, `--no-swiftc`, `--parse-only`, `--real-code-only`, `--threads N`.
import Foundation
import SharedFolder
import SwiftSource

// `--rounds N` sets the in-process rounds; `--no-swiftc` skips the swiftc comparison (for
// profiling the parser alone).
let arguments = CommandLine.arguments.dropFirst()
let rounds =
  arguments.firstIndex(of: "--rounds").flatMap { i in
    arguments.index(after: i) < arguments.endIndex ? Int(arguments[arguments.index(after: i)]) : nil
  } ?? 7
let runSwiftc = !arguments.contains("--no-swiftc")
// `--parse-only` skips the lexer-only rounds (for profiles of the whole pipeline).
let lexRounds = arguments.contains("--parse-only") ? 0 : rounds
// `--real-code-only` skips the interface figure (for profiles of the per-file path).
let interfaceRounds = arguments.contains("--real-code-only") ? 0 : rounds
let swiftcRounds = 3

/// Prints a line and flushes it at once (stdout may be a pipe).
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

/// The toolchain directory (`…/usr`) of the `swift` on PATH, else /opt/swift/usr.
func toolchainUsr() -> URL? {
  let fm = FileManager.default
  var candidates: [URL] = []
  for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
    let swift = URL(fileURLWithPath: String(dir)).appendingPathComponent("swift")
    if fm.isExecutableFile(atPath: swift.path) {
      candidates.append(
        swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent())
    }
  }
  candidates.append(URL(fileURLWithPath: "/opt/swift/usr"))
  return candidates.first { fm.fileExists(atPath: $0.appendingPathComponent("lib").path) }
}

func interfaces(under usr: URL) -> [URL] {
  let fm = FileManager.default
  let lib = usr.appendingPathComponent("lib")
  var files: [URL] = []
  for entry in ((try? fm.contentsOfDirectory(atPath: lib.path)) ?? []).sorted() where entry.hasPrefix("swift")
  {
    guard let walker = fm.enumerator(at: lib.appendingPathComponent(entry), includingPropertiesForKeys: nil)
    else { continue }
    for case let url as URL in walker where url.pathExtension == "swiftinterface" { files.append(url) }
  }
  return files.sorted { $0.path < $1.path }
}

guard let usr = toolchainUsr() else {
  say("parser-bench: no Swift toolchain found")
  exit(1)
}
var inputs = interfaces(under: usr)
let seedFiles: [URL]
do { seedFiles = try SharedFolder.current.seedExampleFiles() } catch {
  say("parser-bench: \(error); timing the interfaces alone")
  seedFiles = []
}
inputs += seedFiles
var bytes: [UInt8] = []
for url in inputs {
  if let data = FileManager.default.contents(atPath: url.path) {
    bytes += data
    bytes.append(10)
  }
}
let megabytes = Double(bytes.count) / 1_000_000
say(
  "parser-bench: \(inputs.count - seedFiles.count) interfaces + \(seedFiles.count) seed examples, "
    + String(format: "%.2f MB", megabytes))

// Lexer alone, lexer + parser on one thread, and the default (a file this size is lexed on a
// second thread while the parser runs). Interface mode: bodies may be missing.
var lexTimes: [Double] = []
var singleTimes: [Double] = []
var parseTimes: [Double] = []
var tokenCount = 0
var nodeCount = 0
var diagnosticCount = 0
for _ in 0..<interfaceRounds {
  if lexTimes.count < lexRounds {
    let t0 = now()
    let lexed = Lexer.tokenize(bytes)
    lexTimes.append(now() - t0)
    tokenCount = lexed.tokens.count
    let t1 = now()
    let single = SourceFile.parse(bytes, options: ParseOptions(mode: .interface, usesSecondThread: false))
    singleTimes.append(now() - t1)
    precondition(single.nodes.count > 0)
  }
  let t2 = now()
  let tree = SourceFile.parse(bytes, options: ParseOptions(mode: .interface))
  parseTimes.append(now() - t2)
  nodeCount = tree.nodes.count
  diagnosticCount = tree.diagnostics.count
}
let parseMedian = parseTimes.isEmpty ? 0 : median(parseTimes)
if !lexTimes.isEmpty {
  let lexMedian = median(lexTimes)
  say(
    String(
      format: "lexer alone:             median %6.1f ms  %6.1f MB/s  (%d tokens)", lexMedian * 1000,
      megabytes / lexMedian, tokenCount))
  let singleMedian = median(singleTimes)
  say(
    String(
      format: "lex + parse, one thread: median %6.1f ms  %6.1f MB/s", singleMedian * 1000,
      megabytes / singleMedian))
}
if !parseTimes.isEmpty {
  say(
    String(
      format:
        "lex + parse:             median %6.1f ms  %6.1f MB/s  (first round %.1f ms; %d nodes, %d diagnostics, %d rounds)",
      parseMedian * 1000, megabytes / parseMedian, parseTimes[0] * 1000, nodeCount, diagnosticCount, rounds))
  say("  (the default: a file this size is lexed on a second thread while the parser runs)")
}

/// Runs `swiftc -frontend -parse` once on `inputs`: the wall time of the whole process in
/// seconds and its exit status (``WholeProcess``: posix_spawn, not Foundation's `Process`).
func timeSwiftcOnce(_ inputs: [String]) -> (time: Double, status: Int32) {
  guard let run = WholeProcess.time([swiftc.path, "-frontend", "-parse", "-diagnostic-style=llvm"] + inputs)
  else {
    say("parser-bench: cannot run \(swiftc.path)")
    exit(1)
  }
  return (run.milliseconds / 1000, run.status)
}

/// Runs `swiftc -frontend -parse` on `file` `swiftcRounds` times: the median wall time of the
/// whole process and its exit status.
func timeSwiftc(_ file: URL) -> (median: Double, status: Int32) {
  var times: [Double] = []
  var status: Int32 = 0
  for _ in 0..<swiftcRounds {
    let run = timeSwiftcOnce([file.path])
    times.append(run.time)
    status = run.status
  }
  return (median(times), status)
}

let swiftc = usr.appendingPathComponent("bin/swiftc")

/// Writes `bytes` to a temporary file named with `suffix`, or exits.
func temporaryFile(_ bytes: [UInt8], suffix: String) -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("parser-bench-\(getpid())\(suffix)")
  guard FileManager.default.createFile(atPath: url.path, contents: Data(bytes)) else {
    say("parser-bench: cannot write \(url.path)")
    exit(1)
  }
  return url
}

if runSwiftc && !parseTimes.isEmpty {
  // swiftc -frontend -parse on the same bytes. The `.swiftinterface` extension makes swiftc
  // accept missing bodies, as SwiftSource's interface mode does; LLVM-style diagnostics keep its
  // few warnings from costing a source snippet each.
  let tmp = temporaryFile(bytes, suffix: ".swiftinterface")
  let (swiftcMedian, swiftcStatus) = timeSwiftc(tmp)
  try? FileManager.default.removeItem(at: tmp)
  say(
    String(
      format: "swiftc -frontend -parse: median %.1f ms  %.1f MB/s  (exit %d, %d rounds)", swiftcMedian * 1000,
      megabytes / swiftcMedian, swiftcStatus, swiftcRounds))
  say(
    String(
      format: "ratio: SwiftSource is %.1fx faster than swiftc -frontend -parse per byte",
      swiftcMedian / parseMedian))
  if !singleTimes.isEmpty {
    say(String(format: "       (%.1fx on one thread)", swiftcMedian / median(singleTimes)))
  }
}

// Real code: every .swift file of ../shared/corpus (an app, a macro-heavy library and a
// command-line library), in source mode. Parsed one file at a time, as a tool reads a project
// (`SourceFile.parse(files:)` on one thread, then on one thread per core), and concatenated into
// one buffer; against `swiftc -frontend -parse` as a whole process (start included, as a user
// runs it) on the same bytes: given the files as its inputs, and given their concatenation.
// Each round times all five, one after the other, and each ratio is the median of the rounds'
// own ratios: the machine's speed moves between spells (by ~1.7x here), and a swiftc timed
// apart from the parses it is compared with moved the ratio from 12x to 21x between two runs.
let corpus = SharedFolder.current.corpus
var corpusFiles: [[UInt8]] = []
var corpusPaths: [String] = []
if let walker = FileManager.default.enumerator(atPath: corpus.path) {
  var paths: [String] = []
  for case let path as String in walker where path.hasSuffix(".swift") { paths.append(path) }
  for path in paths.sorted() {
    let full = corpus.appendingPathComponent(path).path
    if let data = FileManager.default.contents(atPath: full) {
      corpusFiles.append([UInt8](data))
      corpusPaths.append(full)
    }
  }
}
if corpusFiles.isEmpty {
  say("real code: no .swift files at \(corpus.path); skipped")
  exit(0)
}
var corpusBytes: [UInt8] = []
for file in corpusFiles {
  corpusBytes += file
  corpusBytes.append(10)
}
let corpusMegabytes = Double(corpusBytes.count) / 1_000_000
say("real code: \(corpusFiles.count) files of \(corpus.path), " + String(format: "%.2f MB", corpusMegabytes))
/// Parses the files with `SourceFile.parse(files:threads:)`, each on its own: the sum of their
/// diagnostic counts (a function of its own, so that profiles can single it out:
/// `valgrind --tool=callgrind --toggle-collect='*parseEach*'`).
@inline(never) func parseEach(_ files: [[UInt8]], threads: Int) -> Int {
  var diagnostics = 0
  for tree in SourceFile.parse(files: files, threads: threads) { diagnostics += tree.diagnostics.count }
  return diagnostics
}
// `--threads N` sets the threads of the project figure (default: one per core).
let cores =
  arguments.firstIndex(of: "--threads").flatMap { i in
    arguments.index(after: i) < arguments.endIndex ? Int(arguments[arguments.index(after: i)]) : nil
  } ?? ProcessInfo.processInfo.activeProcessorCount
let concatenation = runSwiftc ? temporaryFile(corpusBytes, suffix: ".swift") : nil
defer { if let concatenation { try? FileManager.default.removeItem(at: concatenation) } }
var oneThreadTimes: [Double] = []
var allCoresTimes: [Double] = []
var wholeTimes: [Double] = []
var swiftcFilesTimes: [Double] = []
var swiftcWholeTimes: [Double] = []
var swiftcStatus: (files: Int32, whole: Int32) = (0, 0)
var perFileDiagnostics = 0
var allCoresDiagnostics = 0
var wholeDiagnostics = 0
for _ in 0..<rounds {
  let t0 = now()
  perFileDiagnostics = parseEach(corpusFiles, threads: 1)
  oneThreadTimes.append(now() - t0)
  let t1 = now()
  allCoresDiagnostics = parseEach(corpusFiles, threads: cores)
  allCoresTimes.append(now() - t1)
  let t2 = now()
  wholeDiagnostics = SourceFile.parse(corpusBytes).diagnostics.count
  wholeTimes.append(now() - t2)
  if let concatenation {
    let files = timeSwiftcOnce(corpusPaths)
    swiftcFilesTimes.append(files.time)
    let whole = timeSwiftcOnce([concatenation.path])
    swiftcWholeTimes.append(whole.time)
    swiftcStatus = (files.status, whole.status)
  }
}
precondition(allCoresDiagnostics == perFileDiagnostics)
say(
  String(
    format: "  one file at a time, one thread:          median %6.1f ms  %6.1f MB/s  (%d diagnostics)",
    median(oneThreadTimes) * 1000, corpusMegabytes / median(oneThreadTimes), perFileDiagnostics))
say(
  String(
    format:
      "  one file at a time, %d threads:           median %6.1f ms  %6.1f MB/s  (SourceFile.parse(files:), %d cores)",
    cores, median(allCoresTimes) * 1000, corpusMegabytes / median(allCoresTimes),
    ProcessInfo.processInfo.activeProcessorCount))
say(
  String(
    format:
      "  concatenated, one file:                  median %6.1f ms  %6.1f MB/s  (%d diagnostics; lexed on a second thread)",
    median(wholeTimes) * 1000, corpusMegabytes / median(wholeTimes), wholeDiagnostics))
if runSwiftc {
  say(
    String(
      format:
        "  swiftc -frontend -parse, the files:     median %6.1f ms  %6.1f MB/s  (whole process, one thread; exit %d)",
      median(swiftcFilesTimes) * 1000, corpusMegabytes / median(swiftcFilesTimes), swiftcStatus.files))
  say(
    String(
      format:
        "  swiftc -frontend -parse, concatenated:  median %6.1f ms  %6.1f MB/s  (whole process, one thread; exit %d)",
      median(swiftcWholeTimes) * 1000, corpusMegabytes / median(swiftcWholeTimes), swiftcStatus.whole))
  /// The median over the rounds of swiftc's time over ours, each round's against its own.
  func ratio(_ theirs: [Double], _ ours: [Double]) -> Double {
    median(zip(theirs, ours).map { $0 / $1 })
  }
  say(
    String(
      format:
        "  ratio (median of %d rounds, each round against its own swiftc; goal: 20x): one file at a time %.1fx on %d threads, %.1fx on one thread (swiftc given the files); concatenated %.1fx (swiftc given the concatenation)",
      rounds, ratio(swiftcFilesTimes, allCoresTimes), cores, ratio(swiftcFilesTimes, oneThreadTimes),
      ratio(swiftcWholeTimes, wholeTimes)))
  say(
    String(
      format: "    (one file at a time on %d threads against swiftc given the concatenation: %.1fx)", cores,
      ratio(swiftcWholeTimes, allCoresTimes)))
}
