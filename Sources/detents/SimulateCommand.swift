import Canvas
import Detents
import Foundation
import SwiftSource

/// `detents simulate`: drags, flings and program changes on a sheet, over time.
enum SimulateCommand {
  static let spec = CommandSpec(
    name: "simulate",
    brief: "drag, fling and select on a sheet, or tap and drag a program, over time",
    operands: "[FILE.swift… | DIR]",
    summary: """
      Without a program: presents a sheet of --detents and runs a script of gestures and
      program changes on a virtual clock, then prints where the sheet was over time and where
      it ended. With a program (FILE.swift…, or a folder, as for `run`): runs it and performs
      a script of taps, drags, waits and frames on it, then prints the steps, the program's
      events, the images written and the presentations at the end.
      """,
    options: [
      .value("detents", "LIST", "the sheet's detents, as for `detents resolve` (required)"),
      .value("start", "DETENT", "the initial selection (default: the smallest detent)"),
      .flag("dismiss-disabled", "interactiveDismissDisabled(): drags never dismiss"),
      .flag("appear", "start with the sheet rising into view"),
      .value("content-height", "H", "the sheet holds a scroll view with H points of content"),
      .value(
        "content-interaction", "I", "automatic, resizes or scrolls (default: automatic)",
        allowed: PresentationContentInteraction.allCases.map(\.rawValue)),
      .value("script", "FILE|-", "the steps, one a line (default: standard input; see below)"),
    ] + EnvironmentOptions.options() + [
      .flag(
        "json",
        "{version, final: {detent, height, dismissed}, events,\n frames: [{t, height, detent, settled, dimming}]} at 120 Hz;\nwith a program: {version, program, device, t, steps, events,\n frames: [{name, t, path}], presentations}"
      ),
      .value("out", "DIR", "with a program: where `frame` steps write (default out)"),
      .value(
        "format", "F", "with a program: the frames' format, png, svg, pdf or json (default png)",
        allowed: CanvasRenderer.Format.allCases.map(\.rawValue) + ["json"]),
      .value("preview", "N", "with a program: the Nth preview of the file (from 1)"),
      .value("view", "NAME", "with a program: the preview or view type NAME"),
      .value("max-steps", "N", "with a program: the evaluation budget (default 4000000)"),
      .flag("dark", "with a program: dark appearance"),
      .flag("reduce-motion", "with a program: the Reduce Motion setting"),
    ],
    epilogue: """
      Steps:
        drag DY [over SECONDS]     move the finger DY points, negative is up
        scroll DY [over SECONDS]   the same, on the scrollable content
        release                    lift the finger with the last drag's velocity
        wait SECONDS               let time pass
        select DETENT [ANIMATION]  the program sets the selection (default animation: default)
        dismiss [ANIMATION]        the program dismisses the sheet
        detents LIST               the program changes the detent set
      ANIMATION: none, default, spring(response: 0.5, dampingFraction: 0.8), smooth,
      snappy(duration: 0.4), bouncy(extraBounce: 0.1), easeInOut, easeIn, easeOut, linear.

      Steps on a program:
        tap TEXT                   tap the control whose label contains TEXT ("quotes" optional)
        long-press TEXT            touch and hold the view whose label contains TEXT: its
                                   context menu opens
        tap background             a tap beside the sheet: on a dimmed presenter it dismisses
                                   a dismissible sheet, as iOS does
        drag sheet|grabber|content DY [over SECONDS]
                                   drag the front sheet DY points (default over 0.25 s), then lift
        key return|escape          press a key: the front window's .defaultAction or
                                   .cancelAction button runs (a Mac sheet's Return and Escape)
        resize HEIGHT              drag a Mac sheet's bottom edge until it is HEIGHT points tall
        wait SECONDS               let time pass: tasks run, sheets move
        frame NAME                 write an image of the screen now, as --out/NAME.FORMAT
      `drag content` moves the sheet as `drag sheet` does (program content does not scroll yet).
      A script covers at most \(formatPoints(InteractionLimits.maximumTime)) s of virtual time; a drag moves at most \(formatPoints(InteractionLimits.maximumDistance)) points
      before the finger lifts.
      """)

  struct Frame: Encodable {
    let t: Double
    let height: Double
    let detent: String
    let settled: Bool
    let dimming: Double
  }

  struct Final: Encodable {
    let detent: String
    let height: Double
    let dismissed: Bool
    let selection: String?
    let t: Double
  }

  struct EventJSON: Encodable {
    let t: Double
    let event: String
    let detail: String
  }

  struct Output: Encodable {
    let version = 1
    let device: String
    let maxDetentValue: Double
    let final: Final
    let events: [EventJSON]
    let frames: [Frame]
  }

  static func run(_ args: [String]) -> Int32 {
    runCommand(spec, args) { parsed in
      if !parsed.positionals.isEmpty {
        try SimulateProgram.run(parsed)
        return
      }
      for name in ["out", "format", "view", "preview", "max-steps"] where parsed.values[name] != nil {
        throw UsageError(message: "--\(name) is for a program: give its FILE.swift")
      }
      for name in ["dark", "reduce-motion"] where parsed.flags.contains(name) {
        throw UsageError(message: "--\(name) is for a program: give its FILE.swift")
      }
      guard let list = parsed.values["detents"] else {
        throw UsageError(
          message: "--detents is required, or give a program: detents simulate FILE.swift --script S")
      }
      let json = parsed.flags.contains("json")
      let env = try EnvironmentOptions.environment(parsed)
      var config = SheetConfiguration(detents: Set(try DetentOption.list(list)))
      config.interactiveDismissDisabled = parsed.flags.contains("dismiss-disabled")
      if let ci = parsed.values["content-interaction"] {
        guard let v = PresentationContentInteraction(rawValue: ci) else {
          throw UsageError(message: "--content-interaction is automatic, resizes or scrolls, not '\(ci)'")
        }
        config.contentInteraction = v
      }
      var scroll: ScrollContent?
      if let ch = parsed.values["content-height"] {
        guard let v = Double(ch), v >= 0, v.isFinite else {
          throw UsageError(message: "--content-height needs points")
        }
        scroll = ScrollContent(contentHeight: v)
      }
      let start = try parsed.values["start"].map { v throws(UsageError) in try DetentOption.reference(v) }

      let scriptPath = parsed.values["script"] ?? "-"
      let scriptText = try InputFile.readText(scriptPath, what: "script")
      let path = scriptPath == "-" ? "<stdin>" : scriptPath
      let script: GestureScript
      do throws(GestureScriptError) { script = try GestureScript(scriptText, os: env.os) } catch {
        throw located(error, path: path)
      }
      let sheet = PresentedSheet(
        configuration: config, environment: env, selection: start, appearing: parsed.flags.contains("appear"),
        scroll: scroll)
      if let start, sheet.resolution.stopIndex(of: start) == nil {
        printError(
          "detents simulate: warning: --start \(start) is not an active detent here; the sheet starts at the smallest"
        )
      }
      var run = GestureScriptRun(sheet: sheet, keepsFrames: json)
      do throws(GestureScriptError) { try run.perform(script) } catch {
        throw located(error, path: path)
      }

      if json {
        let s = run.sheet
        printJSON(
          Output(
            device: env.device.name, maxDetentValue: s.resolution.maxDetentValue,
            final: Final(
              detent: s.currentDetent.description, height: round3(s.height), dismissed: s.isDismissed,
              selection: s.selection?.description, t: round3(s.time)),
            events: run.events.map {
              EventJSON(
                t: round3($0.time), event: GestureScriptRun.name($0), detail: GestureScriptRun.detail($0))
            },
            frames: run.frames.map {
              Frame(
                t: round3($0.t), height: round3($0.height), detent: $0.detent.description,
                settled: $0.settled, dimming: round3($0.dimming))
            }))
        return
      }
      StandardOutput.line(EnvironmentOptions.describe(env))
      StandardOutput.line(
        "detents: "
          + run.sheet.resolution.stops.map { "\($0.detent) \(formatPoints($0.height))" }.joined(
            separator: ", "))
      StandardOutput.line()
      for line in run.log { StandardOutput.line(line) }
      let s = run.sheet
      StandardOutput.line()
      StandardOutput.line(
        "final: \(s.isDismissed ? "dismissed" : "\(s.currentDetent) at \(formatPoints(s.height)) pt")"
          + ", selection \(s.selection?.description ?? "none"), t = \(String(format: "%.3f", s.time)) s")
    }
  }

  static func round3(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }

}

/// A gesture script's error in the compilers' form through the one diagnostic renderer: the
/// line and a caret when the error has a source line (a step that parsed but could not be
/// performed has none).
func located(_ error: GestureScriptError, path: String) -> InputError {
  let header = "\(path):\(error.line):\(error.column): error: \(error.message)"
  guard let line = error.sourceLine else { return InputError(message: header, located: true) }
  return InputError(
    message: DiagnosticRenderer.render(
      .error, error.message, path: path, line: error.line, column: error.column, lineText: Array(line.utf8)),
    located: true)
}
