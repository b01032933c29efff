import Canvas
import Detents
import Foundation
import Layout
import Preview

/// `detents preview`: runs a program and draws it, once as it appears and once per detent of
/// its presented sheet, on one or more devices.
enum PreviewCommand {
  static let spec = CommandSpec(
    name: "preview", brief: "draw a SwiftUI program's screen at every detent, on any device",
    operands: "FILE.swift… | DIR",
    summary: """
      Runs the program (its first #Preview or PreviewProvider; a file with several lists them) to
      --at seconds, then draws the screen: the program as it appears, and for a presented sheet
      one image per active detent. Files are named <file>-<device>-<detent>.<format> in --out
      (default: out); a line per image gives the detent and its height. Several devices (a
      comma-separated list, or all) show a progress bar on a terminal. Images are written only
      when all of them are drawn, all or none.
      """,
    options: [
      .value(
        "detent", "all|NAME",
        "which detents to draw: all (default), or one, as medium, height:400,\ncustom:Name"),
      .flag("dark", "dark appearance"),
      .value(
        "format", "F",
        "png, svg, pdf or json (default png, at the device's scale); json writes\nthe display list the browser Studio draws",
        allowed: CanvasRenderer.Format.allCases.map(\.rawValue) + ["json"]),
      .value("out", "DIR", "where to write the images (default out)"),
      .value(
        "text-metrics", "M",
        "pango (default: the fonts Canvas draws with) or fixed (every character\nhalf its size wide: what the WebAssembly build measures in node)",
        allowed: ["pango", "fixed"]),
      .value("scale", "N", "pixels per point of png images, 0.25 to 4 (default: the device's)"),
    ]
      + RunCommand.programOptions(
        atHelp: "run the virtual clock first (default 0; the sheet is drawn settled)")
      + EnvironmentOptions.options(
        device: .value("device", "NAME|all|LIST", "devices from `detents devices` (default: iPhone 16 Pro)")))

  struct Image {
    let name: String
    let detent: String
    let height: Scalar?
    let data: Data
    let unmapped: [String]
  }

  static func run(_ args: [String]) -> Int32 {
    runCommand(spec, args) { parsed in
      guard !parsed.positionals.isEmpty else {
        throw UsageError(message: "give the Swift file to preview (or several, or a folder)")
      }
      // Images are named after the file, or the folder, or the first of several files.
      let path = parsed.positionals[0]
      var format = CanvasRenderer.Format.png
      var asJSON = false
      if let f = parsed.values["format"] {
        if f.lowercased() == "json" {
          asJSON = true
        } else if let v = CanvasRenderer.Format(rawValue: f.lowercased()) {
          format = v
        }
      }
      var scale: Double?
      if let text = parsed.values["scale"] {
        guard let v = Double(text), v >= 0.25, v <= 4 else {
          throw UsageError(message: "--scale takes a number from 0.25 to 4, not '\(text)'")
        }
        scale = v
      }
      let at = try RunCommand.time(parsed)
      // Devices: one, a list, or all.
      var deviceArgs = parsed
      var devices: [Device] = []
      let deviceSpec = parsed.values["device"] ?? DeviceCatalog.defaultDevice.id
      if deviceSpec == "all" {
        devices = DeviceCatalog.all
      } else {
        for name in deviceSpec.split(separator: ",", omittingEmptySubsequences: false) {
          let name = name.trimmingCharacters(in: .whitespaces)
          guard !name.isEmpty else {
            throw UsageError(message: "--device has an empty name in '\(deviceSpec)'")
          }
          deviceArgs.values["device"] = name
          devices.append(try EnvironmentOptions.environment(deviceArgs).device)
        }
      }
      deviceArgs.values["device"] = nil
      var base = try EnvironmentOptions.environment(deviceArgs)
      if parsed.flags.contains("dark") { base.values.colorScheme = .dark }
      if parsed.flags.contains("reduce-motion") { base.values.accessibilityReduceMotion = true }
      let wanted = try parsed.values["detent"].flatMap { $0 == "all" ? nil : try DetentOption.reference($0) }

      // Pango's start-up (fontconfig, the first font) runs while the program is read and run.
      if parsed.values["text-metrics"]?.lowercased() != "fixed" { PangoTextMeasurer.prepare() }
      // So is the first image's memory (the size the composer gives the display list).
      if !asJSON, format == .png, let first = devices.first {
        let size = first.size(base.orientation)
        CanvasRenderer.prepareFrame(width: size.width, height: size.height, scale: scale ?? first.scale)
      }
      let source = try RunCommand.load(parsed.positionals, nothingWritten: true)
      let (previews, entry) = try RunCommand.entryPoint(parsed, source)
      var ran: Int?
      let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      let measurer: any TextMeasurer =
        parsed.values["text-metrics"]?.lowercased() == "fixed"
        ? FixedMetricsTextMeasurer() : PangoTextMeasurer()
      let renderer = CanvasRenderer()
      var images: [Image] = []
      do {
        for (i, device) in devices.enumerated() {
          if devices.count > 1 { progress(i, devices.count, device.name) }
          var options = PreviewOptions(
            environment: base, time: at, interactions: try RunCommand.interactions(parsed),
            budget: try RunCommand.budget(parsed), entry: entry)
          options.device = device
          options.measurer = measurer
          let outcome = source.run(options)
          guard let result = outcome.run, let screen = outcome.screen else {
            throw RunCommand.failure(outcome.diagnostics, source, nothingWritten: true)
          }
          // Once, not for every device.
          if i == 0 { for w in outcome.warnings { printError(source.render(w)) } }
          ran = result.preview
          // The preview's `preferredColorScheme` applies, as in Xcode's canvas.
          let env = screen.environment
          let prefix =
            "\(stem)-\(device.id)" + (env.orientation == .landscape ? "-landscape" : "")
            + (env.values.colorScheme == .dark ? "-dark" : "")
          for frame in screen.frames {
            let name: String
            switch frame.kind {
            case .program, .asPresented:
              if wanted != nil { continue }
              name = prefix
            case .detent(let stop):
              if let wanted, !stop.detents.contains(wanted) { continue }
              name = "\(prefix)-\(fileName(stop.detent))"
            }
            var list = frame.displayList(measurer: measurer)
            if let scale { list.scale = scale }
            let height = frame.sheet?.height
            if asJSON {
              images.append(
                Image(
                  name: "\(name).json", detent: frame.label, height: height,
                  data: Data(list.json(pretty: true).utf8),
                  unmapped: []))
            } else {
              let out = try renderer.render(list, format: format)
              images.append(
                Image(
                  name: "\(name).\(format.rawValue)", detent: frame.label, height: height, data: out.data,
                  unmapped: out.unmappedSymbols))
            }
          }
          if let wanted, let sheet = screen.presentation?.sheet,
            !sheet.resolution.stops.contains(where: { $0.detents.contains(wanted) })
          {
            throw InputError(
              message: "\(wanted) is not an active detent of the sheet on \(device.name); nothing written")
          }
        }
      } catch {
        // End the bar's line, so that the message does not continue it.
        if devices.count > 1 && showsProgress { printError("") }
        throw error
      }
      if devices.count > 1 { progress(devices.count, devices.count, "done") }
      // Everything rendered: now write, all or nothing.
      let outDir = URL(fileURLWithPath: parsed.values["out"] ?? "out")
      try OutputFiles.writeImages(images.map { ($0.name, $0.data) }, into: outDir)
      RunCommand.printPreviews(previews, ran: ran, blankBefore: false, in: source)
      var rows = [["image", "detent", "height"]]
      for image in images {
        rows.append([
          outDir.appendingPathComponent(image.name).relativePath, image.detent,
          image.height.map { formatPoints($0) + " pt" } ?? "",
        ])
      }
      printTable(rows)
      let unmapped = Set(images.flatMap(\.unmapped)).sorted()
      if !unmapped.isEmpty {
        printError(
          "detents preview: warning: no icon for SF Symbol(s) \(unmapped.joined(separator: ", ")); drawn as a placeholder"
        )
      }
    }
  }

  /// `height-400`, `fraction-0.25`, `custom-Peek`: detents in file names.
  static func fileName(_ d: PresentationDetent) -> String {
    d.description.replacingOccurrences(of: ":", with: "-").replacingOccurrences(of: "/", with: "-")
      .replacingOccurrences(of: " ", with: "")
  }

  /// Whether standard error is a terminal: the progress bar redraws itself with `\r`, which a
  /// log or a pipe would keep as one long line that error messages glue onto.
  static let showsProgress = isatty(STDERR_FILENO) == 1

  static func progress(_ done: Int, _ total: Int, _ label: String) {
    guard showsProgress else { return }
    let width = 30
    let filled = total == 0 ? width : width * done / total
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    let line = "\r[\(bar)] \(done)/\(total) \(label)".padding(toLength: 70, withPad: " ", startingAt: 0)
    printError(line, terminator: done == total ? "\n" : "")
  }
}
