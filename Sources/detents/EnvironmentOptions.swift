import Detents
import Foundation
import Preview

/// The options that choose where a sheet is presented, shared by `resolve` and `simulate`.
enum EnvironmentOptions {
  /// The options' table; `device` replaces the `--device` line for commands that take more
  /// than one device.
  static func options(device: OptionSpec? = nil) -> [OptionSpec] {
    [
      device ?? .value("device", "NAME", "a device from `detents devices` (default: iPhone 16 Pro)"),
      .value(
        "orientation", "O", "portrait or landscape (default: portrait)",
        allowed: Orientation.allCases.map(\.rawValue)),
      .value(
        "os", "VERSION",
        "the iOS release: \(OSVersion.modeled.map(\.description).joined(separator: ", ")) (default: \(OSVersion.latest)); on the Mac a macOS release (\(DeviceFamily.mac.modeledReleases.map(\.description).joined(separator: ", "))), on Vision Pro a visionOS one (\(DeviceFamily.vision.modeledReleases.map(\.description).joined(separator: ", ")))"
      ),
      .value("dynamic-type", "SIZE", "xSmall … xxxLarge, accessibility1 … accessibility5 (default: large)"),
      .value(
        "style", "STYLE",
        "\(PresentationStyle.allCases.map(\.rawValue).joined(separator: ", ")) (default: sheet)",
        allowed: PresentationStyle.allCases.map(\.rawValue)),
    ]
  }

  static func environment(_ args: Arguments) throws(UsageError) -> SheetEnvironment {
    var device = DeviceCatalog.defaultDevice
    if let name = args.values["device"] {
      guard let d = DeviceCatalog.device(named: name) else {
        throw UsageError(
          message:
            "unknown device '\(name)' (did you mean '\(DeviceCatalog.nearest(to: name).name)'? `detents devices` lists them all)"
        )
      }
      device = d
    }
    var orientation = Orientation.portrait
    if let o = args.values["orientation"] {
      guard let parsed = Orientation(rawValue: o.lowercased()) else {
        throw UsageError(message: "orientation must be portrait or landscape, not '\(o)'")
      }
      guard device.supports(parsed) else {
        throw UsageError(message: "\(device.name) has no \(parsed.rawValue) orientation")
      }
      orientation = parsed
    }
    var os = OSVersion.latest
    if let v = args.values["os"] {
      let releases = device.family.modeledReleases
      guard let parsed = OSVersion(v), releases.contains(parsed) else {
        throw UsageError(
          message:
            "--os on \(device.family.osName) is a release Detents models: \(releases.map(\.description).joined(separator: ", ")), not '\(v)'"
        )
      }
      os = parsed
    }
    var size = DynamicTypeSize.large
    if let s = args.values["dynamic-type"] {
      guard let parsed = DynamicTypeSize(name: s) else {
        throw UsageError(
          message:
            "unknown Dynamic Type size '\(s)' (one of \(DynamicTypeSize.allCases.map(\.description).joined(separator: ", ")))"
        )
      }
      size = parsed
    }
    var style = PresentationStyle.sheet
    if let s = args.values["style"] {
      guard let parsed = PresentationStyle(rawValue: s.lowercased()) else {
        throw UsageError(message: "--style is one of sheet, page, form, fitted, cover, popover, not '\(s)'")
      }
      style = parsed
    }
    return SheetEnvironment(
      device: device, orientation: orientation, os: os, style: style, dynamicTypeSize: size)
  }

  /// A one-line description of an environment, for text output (``RunReport/describe(_:)``).
  static func describe(_ env: SheetEnvironment) -> String { RunReport.describe(env) }
}
