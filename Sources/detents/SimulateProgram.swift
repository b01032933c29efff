import Canvas
import Detents
import Foundation
import Layout
import Portable
import Preview
import SwiftSource
import SwiftUIRuntime

/// `detents simulate FILE.swift… --script SCRIPT`: gestures on a running program (a
/// ``ProgramScript``), through a live ``PreviewSession``: each step continues the run where the
/// last one stopped. Prints the steps, the program's events and the presentations at the end;
/// `frame NAME` steps write images.
enum SimulateProgram {
  /// The engine-only options, which a program's own code replaces.
  static let sheetOnlyOptions = ["detents", "start", "content-height", "content-interaction"]
  static let sheetOnlyFlags = ["dismiss-disabled", "appear"]

  struct StepJSON: Encodable {
    let line: Int
    let t: Double
    let step: String
  }

  struct EventJSON: Encodable {
    let t: Double
    let event: String
  }

  struct FrameJSON: Encodable {
    let name: String
    let t: Double
    let path: String
  }

  struct PresentationJSON: Encodable {
    let kind: String
    let id: String
    let detent: String
    let height: Double
    let settled: Bool
    let dismissed: Bool
    let selection: String?
  }

  struct Output: Encodable {
    let version = 1
    let program: String
    let device: String
    let t: Double
    let steps: [StepJSON]
    let events: [EventJSON]
    let frames: [FrameJSON]
    let presentations: [PresentationJSON]
  }

  static func run(_ parsed: Arguments) throws {
    for name in sheetOnlyOptions where parsed.values[name] != nil {
      throw UsageError(
        message: "--\(name) is for a sheet without a program; a program's sheets come from its code")
    }
    for name in sheetOnlyFlags where parsed.flags.contains(name) {
      throw UsageError(
        message: "--\(name) is for a sheet without a program; a program's sheets come from its code")
    }
    let json = parsed.flags.contains("json")
    let formatName = parsed.values["format"]?.lowercased() ?? "png"
    let asJSON = formatName == "json"
    let format = CanvasRenderer.Format(rawValue: formatName) ?? .png
    var env = try EnvironmentOptions.environment(parsed)
    if parsed.flags.contains("dark") { env.values.colorScheme = .dark }
    if parsed.flags.contains("reduce-motion") { env.values.accessibilityReduceMotion = true }

    let scriptPath = parsed.values["script"] ?? "-"
    let scriptText = try InputFile.readText(scriptPath, what: "script")
    let scriptName = scriptPath == "-" ? "<stdin>" : scriptPath
    let script: ProgramScript
    do throws(GestureScriptError) { script = try ProgramScript(scriptText) } catch {
      throw located(error, path: scriptName)
    }

    let source = try RunCommand.load(parsed.positionals, nothingWritten: true)
    let (_, entry) = try RunCommand.entryPoint(parsed, source)
    var session = PreviewSession(
      source: source,
      options: PreviewOptions(environment: env, budget: try RunCommand.budget(parsed), entry: entry))
    if session.result.run == nil {
      throw RunCommand.failure(session.diagnostics, source, nothingWritten: true)
    }
    for w in session.result.warnings { printError(source.render(w)) }

    let measurer = PangoTextMeasurer()
    let renderer = CanvasRenderer()
    let outDir = URL(fileURLWithPath: parsed.values["out"] ?? "out")
    var steps: [StepJSON] = []
    var frames: [(name: String, t: Double, data: Data, shown: String)] = []
    for line in script.lines {
      steps.append(StepJSON(line: line.number, t: SimulateCommand.round3(session.time), step: line.text))
      if case .frame(let name) = line.step {
        guard let list = session.displayList(measurer: measurer) else { continue }
        let file = "\(name).\(asJSON ? "json" : format.rawValue)"
        let data =
          asJSON ? Data(list.json(pretty: true).utf8) : try renderer.render(list, format: format).data
        frames.append((file, session.time, data, front(session.result.run)))
        continue
      }
      do throws(PreviewDiagnostic) { try session.perform(line.step) } catch {
        let message = error.location == nil ? error.message : source.render(error)
        throw InputError(
          message: "\(scriptName):\(line.number):1: error: \(line.text): \(message); nothing written",
          located: true)
      }
    }
    guard let result = session.result.run else {
      throw RunCommand.failure(session.diagnostics, source, nothingWritten: true)
    }
    if !frames.isEmpty { try OutputFiles.writeImages(frames.map { ($0.name, $0.data) }, into: outDir) }
    let path = parsed.positionals.joined(separator: " ")
    if json {
      printJSON(
        Output(
          program: path, device: result.environment.device.name, t: SimulateCommand.round3(result.time),
          steps: steps,
          events: result.log.map(event),
          frames: frames.map {
            FrameJSON(
              name: $0.name, t: SimulateCommand.round3($0.t),
              path: outDir.appendingPathComponent($0.name).relativePath)
          },
          presentations: result.presentations.map { p in
            PresentationJSON(
              kind: p.kind.rawValue, id: p.id, detent: p.sheet.currentDetent.description,
              height: SimulateCommand.round3(p.sheet.height), settled: p.sheet.isSettled,
              dismissed: p.sheet.isDismissed,
              selection: p.sheet.selection?.description)
          }))
      return
    }
    StandardOutput.line(
      "\(path) to t = \(formatPoints(result.time)) s on \(EnvironmentOptions.describe(result.environment))")
    StandardOutput.line("\nsteps:")
    for s in steps { StandardOutput.line("  \(padded(formatFixed(s.t, digits: 3), toWidth: 7))  \(s.step)") }
    if !result.log.isEmpty {
      StandardOutput.line("\nevents:")
      for line in result.log { StandardOutput.line("  " + line) }
    }
    if !frames.isEmpty {
      StandardOutput.line("\nframes:")
      printTable(
        frames.map { f in
          [
            "  " + outDir.appendingPathComponent(f.name).relativePath,
            "t = \(formatPoints(SimulateCommand.round3(f.t))) s",
            f.shown,
          ]
        })
    }
    RunCommand.printPresentations(result)
    RunCommand.printNavigation(result)
  }

  /// The front sheet in a frame's row: its detent and height, or that nothing is presented.
  static func front(_ run: RunResult?) -> String {
    guard let p = run?.presentations.last(where: { !$0.sheet.isDismissed }) else { return "no sheet" }
    return
      "\(p.kind.rawValue) at \(p.sheet.currentDetent) (\(formatPoints(SimulateCommand.round3(p.sheet.height))) pt)"
  }

  /// A log line (`  0.817  sheet presented`) as its time and text.
  static func event(_ line: String) -> EventJSON {
    let trimmed = line.drop { $0 == " " }
    let number = trimmed.prefix { $0 != " " }
    let text = trimmed.dropFirst(number.count).drop { $0 == " " }
    return EventJSON(t: Double(number) ?? 0, event: String(text))
  }
}
