import Canvas
import Foundation
import Layout

/// `detents draw LIST.json [--format png|svg|pdf] [--out FILE] [--scale N]`: draws a display
/// list (the JSON `DisplayList.json()` writes) with the Canvas renderer, for debugging layout.
enum DrawCommand {
  static let spec = CommandSpec(
    name: "draw", synopsis: "detents draw LIST.json [--format png|svg|pdf] [--out FILE] [--scale N]",
    help: """
      Draws a display list (Layout's DisplayList as JSON; - reads standard input) with Cairo
      and Pango: PNG at the list's scale, SVG and PDF in points. SF Symbols without a Material
      Icons mapping are drawn as a placeholder and listed as warnings.

        --format F     png, svg or pdf (default: the --out extension, else png)
        --out FILE     where to write (default: LIST with the format's extension; - for
                       standard output, the default when LIST is -)
        --scale N      pixels per point for PNG, instead of the list's own scale

      SVG and PDF draw glass backdrops as their tint at higher opacity (no blur).
      """,
    valueOptions: ["format", "out", "scale"], flags: [])

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
        guard let scale = Double(s), scale > 0, scale <= 8 else {
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
        FileHandle.standardOutput.write(output.data)
        return
      }
      try write(output.data, to: out)
      let size =
        format == .png
        ? "\(Int((list.width * list.scale).rounded(.up)))×\(Int((list.height * list.scale).rounded(.up))) px"
        : "\(formatPoints(list.width))×\(formatPoints(list.height)) pt"
      print("wrote \(out) (\(format.rawValue), \(size))")
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
        throw UsageError(message: "unknown format '\(option)' (png, svg or pdf)")
      }
      return f
    }
    return CanvasRenderer.Format(fileExtension: URL(fileURLWithPath: out).pathExtension) ?? .png
  }

  private static func readList(_ input: String) throws -> DisplayList {
    let data: Data
    if input == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      guard let d = FileManager.default.contents(atPath: input) else {
        throw InputError(message: "cannot read '\(input)'")
      }
      data = d
    }
    do {
      return try JSONDecoder().decode(DisplayList.self, from: data)
    } catch let error as DecodingError {
      throw InputError(message: "\(input): not a display list: \(describe(error))")
    }
  }

  /// A decoding error as "at items[0].fill: what went wrong".
  private static func describe(_ error: DecodingError) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      var s = ""
      for k in keys {
        if let i = k.intValue { s += "[\(i)]" } else { s += (s.isEmpty ? "" : ".") + k.stringValue }
      }
      return s.isEmpty ? "top level" : s
    }
    switch error {
    case .keyNotFound(let key, let c): return "at \(path(c.codingPath)): missing '\(key.stringValue)'"
    case .typeMismatch(_, let c), .valueNotFound(_, let c):
      return "at \(path(c.codingPath)): \(c.debugDescription)"
    case .dataCorrupted(let c):
      return c.codingPath.isEmpty ? "not valid JSON" : "at \(path(c.codingPath)): \(c.debugDescription)"
    @unknown default: return "\(error)"
    }
  }

  /// Writes atomically to a regular file; devices and pipes (/dev/stdout) are written in place.
  private static func write(_ data: Data, to path: String) throws {
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    if isDirectory.boolValue { throw InputError(message: "'\(path)' is a folder") }
    let regular =
      !exists
      || (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType)
        == .typeRegular
    do {
      if regular {
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
      } else {
        guard let handle = FileHandle(forWritingAtPath: path) else {
          throw InputError(message: "cannot write '\(path)'")
        }
        defer { try? handle.close() }
        try handle.write(contentsOf: data)
      }
    } catch let e as InputError {
      throw e
    } catch {
      throw InputError(message: "cannot write '\(path)'")
    }
  }

  private static func formatPoints(_ v: Double) -> String {
    v == v.rounded() ? String(Int(v)) : String(v)
  }
}
