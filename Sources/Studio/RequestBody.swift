import Detents
import Layout
import Preview
import SwiftUIRuntime

/// A request's JSON body: one object, read with Layout's strict JSON parser (the one that reads
/// display lists). Every accessor refuses a field of the wrong type with a 400 that names it.
struct RequestBody {
  let members: [String: JSONValue]

  /// JSON nests at most this deep in a request (the API's bodies are flat).
  static let maximumDepth = 16

  /// Parses `bytes`: malformed JSON, or a value that is not an object, is a 400.
  init(_ bytes: [UInt8]) throws(StudioRequestError) {
    var parser = JSONParser(bytes: bytes, maximumDepth: Self.maximumDepth)
    let value: JSONValue
    do { value = try parser.document() } catch { throw StudioRequestError(400, error.message(in: bytes)) }
    guard case .object(let members) = value else {
      throw StudioRequestError(400, "the body must be a JSON object, not \(value.kindName)")
    }
    self.members = members
  }

  /// An empty body reads as `{}`, for endpoints whose fields are all optional.
  static func orEmpty(_ bytes: [UInt8]) throws(StudioRequestError) -> RequestBody {
    try RequestBody(
      bytes.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 } ? Array("{}".utf8) : bytes)
  }

  private func wrongType(_ key: String, _ wanted: String, _ found: JSONValue) -> StudioRequestError {
    StudioRequestError(400, "'\(key)' must be \(wanted), not \(found.kindName)")
  }

  /// The string `key`, nil when absent or null.
  func string(_ key: String) throws(StudioRequestError) -> String? {
    switch members[key] {
    case nil, .null?: return nil
    case .string(let s)?: return s
    case let other?: throw wrongType(key, "a string", other)
    }
  }

  /// The boolean `key`, nil when absent or null.
  func bool(_ key: String) throws(StudioRequestError) -> Bool? {
    switch members[key] {
    case nil, .null?: return nil
    case .bool(let b)?: return b
    case let other?: throw wrongType(key, "a boolean", other)
    }
  }

  /// The number `key`, nil when absent or null.
  func number(_ key: String) throws(StudioRequestError) -> Double? {
    switch members[key] {
    case nil, .null?: return nil
    case .number(let n)?: return n
    case let other?: throw wrongType(key, "a number", other)
    }
  }

  /// The string `key`, which must be there.
  func requiredString(_ key: String) throws(StudioRequestError) -> String {
    guard let s = try string(key) else { throw StudioRequestError(400, "missing '\(key)' (a string)") }
    return s
  }

  /// The number of seconds `key`, which must be there, within ``InteractionLimits``.
  func requiredSeconds(_ key: String) throws(StudioRequestError) -> Double {
    guard let t = try number(key) else { throw StudioRequestError(400, "missing '\(key)' (a number)") }
    do throws(ValueOutOfRange) { try InteractionLimits.checkTime(t, "'\(key)'") } catch {
      throw StudioRequestError(400, error.message)
    }
    return t
  }

  /// The preview options of a render or a new session: `device`, `orientation`, `os`,
  /// `dynamicType`, `dark`, `reduceMotion`, `style`, `maxSteps` (the evaluation budget, at most
  /// the default) and `at`, each optional; a value Detents
  /// does not know is a 400 that says which ones it does.
  func previewOptions() throws(StudioRequestError) -> PreviewOptions {
    var options = PreviewOptions()
    try apply(to: &options)
    if let at = try number("at") {
      do { try InteractionLimits.checkTime(at, "'at'") } catch {
        throw StudioRequestError(400, error.message)
      }
      options.time = at
    }
    return options
  }

  /// Sets the options that are not history (everything but `at`) from the fields present.
  func apply(to options: inout PreviewOptions) throws(StudioRequestError) {
    if let name = try string("device") {
      guard let d = DeviceCatalog.device(named: name) else {
        throw StudioRequestError(
          400, "unknown device '\(name)' (did you mean '\(DeviceCatalog.nearest(to: name).name)'?)")
      }
      options.device = d
    }
    if let o = try string("orientation") {
      guard let parsed = Orientation(rawValue: o.lowercased()) else {
        throw StudioRequestError(400, "'orientation' is portrait or landscape, not '\(o)'")
      }
      guard options.device.supports(parsed) else {
        throw StudioRequestError(400, "\(options.device.name) has no \(parsed.rawValue) orientation")
      }
      options.orientation = parsed
    }
    if let v = try string("os") {
      let releases = options.device.family.modeledReleases
      guard let parsed = OSVersion(v), releases.contains(parsed) else {
        throw StudioRequestError(
          400,
          "'os' is one of \(releases.map { $0.description }.joined(separator: ", ")) on \(options.device.family.osName), not '\(v)'"
        )
      }
      options.os = parsed
    }
    if let s = try string("dynamicType") {
      guard let parsed = DynamicTypeSize(name: s) else {
        throw StudioRequestError(
          400,
          "'dynamicType' is one of \(DynamicTypeSize.allCases.map { $0.description }.joined(separator: ", ")), not '\(s)'"
        )
      }
      options.dynamicTypeSize = parsed
    }
    if let s = try string("style") {
      guard let parsed = PresentationStyle(rawValue: s.lowercased()) else {
        throw StudioRequestError(
          400,
          "'style' is one of \(PresentationStyle.allCases.map { $0.rawValue }.joined(separator: ", ")), not '\(s)'"
        )
      }
      options.style = parsed
    }
    if let steps = try number("maxSteps") {
      let most = RunBudget().steps
      guard steps >= 1, steps <= Double(most), steps == steps.rounded() else {
        throw StudioRequestError(400, "'maxSteps' is a whole number from 1 to \(most), not \(steps)")
      }
      options.budget.steps = Int(steps)
    }
    if let dark = try bool("dark") { options.colorScheme = dark ? .dark : .light }
    if let reduce = try bool("reduceMotion") { options.reduceMotion = reduce }
  }
}
