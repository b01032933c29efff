import Detents

extension Registry {
  /// The table of supported SwiftUI API, as Markdown: every family, and in it every view,
  /// modifier, type and function with its availability and what Detents does with it; then
  /// the names Detents knows but does not run yet. `docs/supported-api.md` is this text (a
  /// test keeps them equal; `DETENTS_RECORD=1 swift test --filter supportedAPI` rewrites it).
  public static func supportedAPIMarkdown() -> String {
    var out = """
      # Supported SwiftUI API

      Generated from the registry (`Sources/SwiftUIRuntime/Registry/`): do not edit by hand.
      Availability is the first iOS and macOS release that has the API ("—": not on macOS).
      A program that uses a name listed under "Not supported yet" stops with an
      `unsupported-api` error that names it.

      """
    func version(_ v: OSVersion?) -> String { v.map { "\($0)" } ?? "—" }
    func what(_ e: APIEntry) -> String {
      switch e.effect {
      case .visual: e.kind == .modifier ? "drawn: changes how its view looks" : "drawn"
      case .behaviour(let s): "behaviour: " + s
      case .accepted(let s): "no visual effect: " + s
      case .builtin(let s): s
      case .unsupported: "not supported yet"
      }
    }
    func code(_ e: APIEntry) -> String {
      switch e.kind {
      case .modifier: "`.\(e.name)`"
      case .propertyWrapper: "`@\(e.name)`"
      default: "`\(e.name)`"
      }
    }
    for family in Family.allCases {
      let entries = all.filter { $0.family == family }
      let supported = entries.filter { !$0.isUnsupported }
      out +=
        "\n## \(family.rawValue)\n\n| API | kind | iOS | macOS | what Detents does |\n|---|---|---|---|---|\n"
      for e in supported {
        let text = String(what(e).flatMap { $0 == "|" ? ["\\", "|"] : [$0] })
        out += "| \(code(e)) | \(e.kind.rawValue) | \(version(e.iOS)) | \(version(e.macOS)) | \(text) |\n"
      }
      let members = allMembers.filter { $0.family == family }
      if !members.isEmpty {
        out += "\nStatic members (iOS release when later than 13.0; `()` marks a function):\n\n"
        out += "| type | members |\n|---|---|\n"
        var types: [[String]] = []
        for m in members where !types.contains(m.owners) { types.append(m.owners) }
        for t in types {
          let list = members.filter { $0.owners == t }.map { m -> String in
            let name = m.name == "init" ? "init" : "." + m.name
            let call = m.isFunction ? "()" : ""
            let since = m.iOS > OSVersion(13, 0) ? " (\(m.iOS))" : ""
            return "`\(name)\(call)`\(since)"
          }
          out += "| \(t.map { "`\($0)`" }.joined(separator: ", ")) | \(list.joined(separator: ", ")) |\n"
        }
        let unsupported = types.joined().compactMap { owner -> String? in
          guard let names = unsupportedMembers[owner], !names.isEmpty else { return nil }
          return names.sorted().map { "`\(owner).\($0)`" }.joined(separator: ", ")
        }
        if !unsupported.isEmpty {
          out += "\nMembers not supported yet: " + unsupported.joined(separator: ", ") + ".\n"
        }
      }
      let missing = entries.filter { $0.isUnsupported }
      if !missing.isEmpty {
        out += "\nNot supported yet: " + missing.map(code).joined(separator: ", ") + ".\n"
      }
    }
    return out
  }
}
