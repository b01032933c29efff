import Canvas
import Foundation
import Layout

/// `detents draw LIST.json [--format png|svg|pdf] [--out FILE] [--scale N]`: draws a display
/// list (the JSON `DisplayList.json()` writes, docs/display-list-json.md) with the Canvas renderer, for debugging layout.
enum DrawCommand {
  static let spec = CommandSpec(
    name: "draw", brief: "draw a display list (JSON) as PNG, SVG or PDF",
    operands: "LIST.json",
    summary: """
      Draws a display list (Layout's DisplayList as JSON; - reads standard input) with Cairo
      and Pango: PNG at the list's scale, SVG and PDF in points. SF Symbols without a Material
      Icons mapping are drawn as a placeholder and listed as warnings.
      """,
    options: [
      .value(
        "format", "F", "png, svg or pdf (default: the --out extension, else png)",
        allowed: CanvasRenderer.Format.allCases.map(\.rawValue)),
      .value(
        "out", "FILE",
        "where to write (default: LIST with the format's extension; - for\nstandard output, the default when LIST is -)"
      ),
      .value("scale", "N", "pixels per point for PNG, instead of the list's own scale"),
    ],
    epilogue: "SVG and PDF draw glass backdrops as their tint at higher opacity (no blur).")

  static func run(_ args: [String]) -> Int32 {
    runCommand(spec, args) { parsed in
      guard let input = parsed.positionals.first else { throw UsageError(message: "missing LIST.json") }
      guard parsed.positionals.count == 1 else {
        throw UsageError(message: "unexpected argument '\(parsed.positionals[1])'")
      }
      let out =
        parsed.values["out"] ?? (input == "-" ? "-" : defaultOutput(for: input, parsed.values["format"]))
      let format = try chooseFormat(parsed.values["format"], out: out)
      var list = try readList(input)
      if let s = parsed.values["scale"] {
        guard let scale = Double(s), scale > 0, scale <= DisplayList.Limits.scale else {
          throw UsageError(message: "--scale must be a number above 0 and at most 8, not '\(s)'")
        }
        list.scale = scale
      }
      let output: CanvasRenderer.Output
      do {
        output = try CanvasRenderer().render(list, format: format)
      } catch {
        throw InputError(message: "\(input): \(error)")
      }
      if output.skippedItems > 0 {
        printError(
          "detents draw: warning: \(output.skippedItems) item(s) with NaN or infinite numbers not drawn")
      }
      for name in output.unmappedSymbols {
        printError("detents draw: warning: no drawing for SF Symbol '\(name)'; drawn as a placeholder")
      }
      if out == "-" {
        StandardOutput.write([UInt8](output.data))
        return
      }
      try OutputFiles.write([(out, output.data)])
      let size =
        format == .png
        ? "\(Int((list.width * list.scale).rounded(.up)))×\(Int((list.height * list.scale).rounded(.up))) px"
        : "\(formatPoints(list.width))×\(formatPoints(list.height)) pt"
      StandardOutput.line("wrote \(out) (\(format.rawValue), \(size))")
    }
  }

  private static func defaultOutput(for input: String, _ format: String?) -> String {
    let ext = format.flatMap { CanvasRenderer.Format(fileExtension: $0) }?.rawValue ?? "png"
    let url = URL(fileURLWithPath: input)
    return url.pathExtension.isEmpty
      ? input + "." + ext : String(input.dropLast(url.pathExtension.count)) + ext
  }

  private static func chooseFormat(_ option: String?, out: String) throws(UsageError) -> CanvasRenderer.Format
  {
    if let option {
      guard let f = CanvasRenderer.Format(fileExtension: option) else {
        throw UsageError(message: "--format is one of png, svg, pdf, not '\(option)'")
      }
      return f
    }
    return CanvasRenderer.Format(fileExtension: URL(fileURLWithPath: out).pathExtension) ?? .png
  }

  private static func readList(_ input: String) throws(InputError) -> DisplayList {
    let bytes = try InputFile.read(input, what: "display list")
    do {
      return try DisplayList.decode(json: bytes)
    } catch {
      throw InputError(message: "\(input): not a display list: \(error)")
    }
  }

  private static func formatPoints(_ v: Double) -> String {
    v == v.rounded() ? String(Int(v)) : String(v)
  }
}
