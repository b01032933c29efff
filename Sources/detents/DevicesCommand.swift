import Detents
import Foundation

/// `detents devices [--json]`: the device catalog.
enum DevicesCommand {
  static let spec = CommandSpec(
    name: "devices",
    brief: "list the devices Detents knows, with sizes and safe areas",
    summary: """
      Lists the devices Detents can present sheets on: size in points (portrait), scale,
      safe-area insets (top leading bottom trailing) in portrait and landscape, display corner
      radius, size classes, and where each figure comes from (with --json).
      """,
    options: [.flag("json", "machine-readable output (version 1)")])

  struct DeviceJSON: Encodable {
    let id, name, family: String
    let width, height, scale, cornerRadius: Double
    let safeAreaPortrait: [String: Double]
    let safeAreaLandscape: [String: Double]?
    let sizeClasses: [String: String]
    let source: String
  }

  struct Output: Encodable {
    let version = 1
    let devices: [DeviceJSON]
  }

  static func run(_ args: [String]) -> Int32 {
    runCommand(spec, args) { parsed in
      guard parsed.positionals.isEmpty else {
        throw UsageError(message: "unexpected argument '\(parsed.positionals[0])'")
      }
      if parsed.flags.contains("json") {
        printJSON(Output(devices: DeviceCatalog.all.map(json)))
        return
      }
      var rows = [
        [
          "device", "id", "points", "scale", "safe portrait", "safe landscape", "radius",
          "size classes (w×h)",
        ]
      ]
      for d in DeviceCatalog.all {
        let p = d.sizeClasses(.portrait)
        let l = d.sizeClasses(.landscape)
        let classes =
          d.supports(.landscape)
          ? "\(short(p.horizontal))×\(short(p.vertical)), landscape \(short(l.horizontal))×\(short(l.vertical))"
          : "\(short(p.horizontal))×\(short(p.vertical))"
        rows.append([
          d.name, d.id, "\(formatPoints(d.portraitSize.width))×\(formatPoints(d.portraitSize.height))",
          "@\(formatPoints(d.scale))x", formatPoints(d.portraitSafeArea),
          d.landscapeSafeArea.map { formatPoints($0) } ?? "—",
          formatPoints(d.displayCornerRadius), classes,
        ])
      }
      printTable(rows)
      StandardOutput.line(
        "\nInsets are top leading bottom trailing, in points. `detents devices --json` adds each figure's source."
      )
    }
  }

  static func short(_ c: UserInterfaceSizeClass) -> String { c == .compact ? "C" : "R" }

  static func json(_ d: Device) -> DeviceJSON {
    func insets(_ e: EdgeInsets) -> [String: Double] {
      [
        "top": e.top, "leading": e.leading, "bottom": e.bottom,
        "trailing": e.trailing,
      ]
    }
    let p = d.sizeClasses(.portrait)
    var classes = ["portrait": "\(p.horizontal.rawValue)×\(p.vertical.rawValue)"]
    if d.supports(.landscape) {
      let l = d.sizeClasses(.landscape)
      classes["landscape"] = "\(l.horizontal.rawValue)×\(l.vertical.rawValue)"
    }
    return DeviceJSON(
      id: d.id, name: d.name, family: d.family.rawValue, width: d.portraitSize.width,
      height: d.portraitSize.height, scale: d.scale,
      cornerRadius: d.displayCornerRadius,
      safeAreaPortrait: insets(d.portraitSafeArea), safeAreaLandscape: d.landscapeSafeArea.map(insets),
      sizeClasses: classes, source: d.source)
  }
}

/// Prints rows as left-aligned columns separated by two spaces.
func printTable(_ rows: [[String]]) {
  guard let first = rows.first else { return }
  var widths = Array(repeating: 0, count: first.count)
  for r in rows { for (i, c) in r.enumerated() { widths[i] = max(widths[i], c.count) } }
  for r in rows {
    var line = ""
    for (i, c) in r.enumerated() { line += i == r.count - 1 ? c : pad(c, widths[i]) + "  " }
    while line.hasSuffix(" ") { line.removeLast() }
    StandardOutput.line(line)
  }
}
