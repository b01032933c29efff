// The WebAssembly build's entry points (issue 16): the calls the page and
// `scripts/wasm-run.mjs` make into `detents.wasm`, exported by name. Strings go in as UTF-8
// bytes the caller writes into memory from `detents_alloc`; what a call prints goes out through
// the imported `detents.write(fd, bytes, count)` (1 standard output, 2 standard error), the
// same bytes `detents run` writes natively (both print through ``RunReport``).

import Detents
import Layout
import Preview
import SwiftUIRuntime

/// Writes `count` bytes at `bytes` to the host's stream `fd` (1 out, 2 error).
@_extern(wasm, module: "detents", name: "write")
@_extern(c)
func hostWrite(_ fd: Int32, _ bytes: UnsafePointer<UInt8>?, _ count: Int32)

/// Writes `text` to the host's stream `fd`.
func write(_ fd: Int32, _ text: String) {
  var text = text
  text.withUTF8 { hostWrite(fd, $0.baseAddress, Int32($0.count)) }
}

/// The string of `count` UTF-8 bytes at `bytes` (invalid sequences replaced).
func string(_ bytes: UnsafePointer<UInt8>?, _ count: Int32) -> String {
  guard let bytes, count > 0 else { return "" }
  return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(count)), as: UTF8.self)
}

/// `count` bytes of memory for the caller to write a call's arguments into.
@_expose(wasm, "detents_alloc")
@_cdecl("detents_alloc")
public func detentsAlloc(_ count: Int32) -> UnsafeMutableRawPointer {
  UnsafeMutableRawPointer.allocate(byteCount: Int(max(count, 1)), alignment: 16)
}

/// Gives back memory from ``detentsAlloc(_:)``.
@_expose(wasm, "detents_free")
@_cdecl("detents_free")
public func detentsFree(_ pointer: UnsafeMutableRawPointer?) {
  pointer?.deallocate()
}

/// `detents run FILE.swift [--at S] [--tap TEXT] [--dump]` on the program `source` named
/// `path`: prints what the CLI prints and returns its exit status (0, 1 for an error in the
/// program, 2 for a usage error, whose message alone is printed: the caller adds the usage
/// line). `at` and `tap` are the options' text, absent when their count is negative.
@_expose(wasm, "detents_run")
@_cdecl("detents_run")
public func detentsRun(
  _ source: UnsafePointer<UInt8>?, _ sourceCount: Int32, _ path: UnsafePointer<UInt8>?, _ pathCount: Int32,
  _ at: UnsafePointer<UInt8>?, _ atCount: Int32, _ tap: UnsafePointer<UInt8>?, _ tapCount: Int32,
  _ dump: Int32
) -> Int32 {
  let path = string(path, pathCount)
  let time: Double
  let interactions: [(time: Double, Interaction)]
  do throws(ValueOutOfRange) {
    time = try RunArguments.time(atCount < 0 ? nil : string(at, atCount))
    interactions = try RunArguments.interactions(touch: nil, tap: tapCount < 0 ? nil : string(tap, tapCount))
  } catch {
    write(2, error.message)
    return 2
  }
  let program = PreviewSource(string(source, sourceCount), path: path)
  func fail(_ diagnostics: [PreviewDiagnostic]) -> Int32 {
    let f = RunReport.failure(diagnostics, in: program, nothingWritten: false)
    for d in f.printed { write(2, d + "\n") }
    write(2, (f.located ? f.message : "detents run: " + f.message) + "\n")
    return 1
  }
  let errors = program.syntaxErrors
  guard errors.isEmpty else { return fail(errors) }
  let previews: [PreviewInfo]
  do throws(PreviewDiagnostic) {
    previews = try program.previews()
  } catch {
    return fail([error])
  }
  let outcome = program.run(PreviewOptions(time: time, interactions: interactions))
  guard let result = outcome.run else { return fail(outcome.diagnostics) }
  for w in outcome.warnings { write(2, program.render(w) + "\n") }
  write(1, RunReport.text(result, path: path, previews: previews, in: program, dump: dump != 0))
  return 0
}

/// ``PreviewSource/firstFrame(_:path:measurer:)`` of `source`, `iterations` times, with fixed
/// text metrics: what `scripts/wasm-bench` times against the native build. Returns the number
/// of items of the last display list (-1 when the program stopped).
@_expose(wasm, "detents_first_frames")
@_cdecl("detents_first_frames")
public func detentsFirstFrames(
  _ source: UnsafePointer<UInt8>?, _ sourceCount: Int32, _ path: UnsafePointer<UInt8>?, _ pathCount: Int32,
  _ iterations: Int32
) -> Int32 {
  let text = string(source, sourceCount)
  let path = string(path, pathCount)
  let measurer = FixedMetricsTextMeasurer()
  var items: Int32 = -1
  for _ in 0..<max(iterations, 1) {
    items = PreviewSource.firstFrame(text, path: path, measurer: measurer).map { Int32($0.items.count) } ?? -1
  }
  return items
}

/// `detents preview FILE.swift --format json --text-metrics fixed [--at S] [--tap TEXT]` on
/// the program `source`: writes to standard output a JSON array with one
/// `{"detent": LABEL, "list": DISPLAY-LIST}` per frame, in the order `detents preview` lists
/// its images (``PreviewFrame/label``, ``DisplayList/json(pretty:)``), with fixed text metrics:
/// what scripts/wasm-tests compares with the native display lists. Errors as ``detentsRun``.
@_expose(wasm, "detents_preview_lists")
@_cdecl("detents_preview_lists")
public func detentsPreviewLists(
  _ source: UnsafePointer<UInt8>?, _ sourceCount: Int32, _ path: UnsafePointer<UInt8>?, _ pathCount: Int32,
  _ at: UnsafePointer<UInt8>?, _ atCount: Int32, _ tap: UnsafePointer<UInt8>?, _ tapCount: Int32
) -> Int32 {
  let path = string(path, pathCount)
  var options = PreviewOptions()
  do throws(ValueOutOfRange) {
    options.time = try RunArguments.time(atCount < 0 ? nil : string(at, atCount))
    options.interactions = try RunArguments.interactions(
      touch: nil, tap: tapCount < 0 ? nil : string(tap, tapCount))
  } catch {
    write(2, error.message)
    return 2
  }
  let program = PreviewSource(string(source, sourceCount), path: path)
  let outcome = program.run(options)
  guard outcome.run != nil, let screen = outcome.screen else {
    let f = RunReport.failure(outcome.diagnostics, in: program, nothingWritten: true)
    for d in f.printed { write(2, d + "\n") }
    write(2, (f.located ? f.message : "detents preview: " + f.message) + "\n")
    return 1
  }
  let measurer = FixedMetricsTextMeasurer()
  var w = JSONTextWriter(pretty: false)
  w.open("[")
  for frame in screen.frames {
    w.element()
    w.open("{")
    w.key("detent")
    w.string(frame.label)
    w.key("list")
    w.raw(frame.displayList(measurer: measurer).json())
    w.close("}")
  }
  w.close("]")
  write(1, w.text + "\n")
  return 0
}
