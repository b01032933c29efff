import Detents
import Foundation

/// `detents resolve`: a detent set's heights on a device.
enum ResolveCommand {
  static let spec = CommandSpec(
    name: "resolve",
    brief: "resolve a detent set to heights on a device",
    summary: """
      Resolves a sheet's detents to heights: prints maxDetentValue (the height of a .large
      sheet, within the sheet's safe area) and, per detent, its height or why it is inactive.
      """,
    options: [
      .value(
        "detents", "LIST",
        "comma-separated: medium, large, height:180, fraction:0.25,\ncustom:FORMULA or custom:NAME=FORMULA (default: medium,large)"
      )
    ] + EnvironmentOptions.options() + [
      .flag("json", "{version, device, maxDetentValue, detents: [{detent, height, active, note}]}")
    ],
    epilogue: """
      A FORMULA uses numbers, maxDetentValue, isAccessibilitySize (1 or 0), + - * /, min() and max():
        detents resolve --detents 'custom:peek=max(0.22*maxDetentValue,min(maxDetentValue,150)),height:400,large'
      """)

  struct DetentJSON: Encodable {
    let detent: String
    let height: Double?
    let active: Bool
    let note: String?
  }

  struct Output: Encodable {
    let version = 1
    let device: String
    let orientation: String
    let os: String
    let style: String
    let dynamicTypeSize: String
    let maxDetentValue: Double
    let detents: [DetentJSON]
    let stops: [Double]
    let notes: [String]
  }

  static func run(_ args: [String]) -> Int32 {
    runCommand(spec, args) { parsed in
      guard parsed.positionals.isEmpty else {
        throw UsageError(message: "unexpected argument '\(parsed.positionals[0])'")
      }
      let env = try EnvironmentOptions.environment(parsed)
      let detents = try DetentOption.list(parsed.values["detents"] ?? "medium,large")
      let r = DetentResolver.resolve(detents, in: env)
      if parsed.flags.contains("json") {
        printJSON(
          Output(
            device: env.device.name, orientation: env.orientation.rawValue, os: env.os.description,
            style: env.style.rawValue, dynamicTypeSize: env.values.dynamicTypeSize.description,
            maxDetentValue: r.maxDetentValue,
            detents: r.entries.map {
              DetentJSON(
                detent: $0.detent.description, height: $0.height, active: $0.isActive,
                note: $0.note)
            }, stops: r.stops.map(\.height), notes: r.notes.map(\.description)))
        return
      }
      StandardOutput.line(EnvironmentOptions.describe(env))
      StandardOutput.line("maxDetentValue: \(formatPoints(r.maxDetentValue)) pt  (\(r.geometry.derivation))")
      StandardOutput.line()
      var rows = [["detent", "height", "note"]]
      for e in r.entries {
        rows.append([e.detent.description, e.height.map { formatPoints($0) } ?? "inactive", e.note ?? ""])
      }
      printTable(rows)
      for n in r.notes { StandardOutput.line("note: \(n)") }
      if env.style == .cover {
        StandardOutput.line("\nthe cover fills the screen: \(formatPoints(r.maxDetentValue)) pt")
      } else if env.style == .popover {
        StandardOutput.line("\nthe popover sizes to its content")
      } else {
        let stops = r.stops.map { "\($0.detent) \(formatPoints($0.height))" }.joined(separator: " → ")
        StandardOutput.line("\nthe sheet rests at: \(stops)")
      }
    }
  }
}
