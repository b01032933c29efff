import Detents
import Portable
import SwiftSource
import SwiftUIRuntime
import ViewTree

/// The text `detents run` prints, made here so that the CLI and the WebAssembly build
/// (`node scripts/wasm-run.mjs`, issue 16) print the same bytes: the header line, the list of
/// previews, the events, the presentations, the navigation stacks and, with `--dump`, the view
/// tree; and the messages of a run that stopped. Every function returns whole lines, each
/// ending in a newline.
public enum RunReport {
  /// All that `detents run` prints for a run that went ahead: `path` as the command line
  /// names the program, `previews` the file's entry points (listed when there are several),
  /// `dump` for the view tree.
  public static func text(
    _ result: RunResult, path: String, previews: [PreviewInfo], in source: PreviewSource, dump: Bool
  ) -> String {
    var out = "\(path) at t = \(formatPoints(result.time)) s on \(describe(result.environment))\n"
    out += previewList(previews, ran: result.preview, blankBefore: true, in: source)
    if let e = result.entryPoint { out += "running \(e)\n" }
    if !result.log.isEmpty {
      out += "\nevents:\n"
      for line in result.log { out += "  " + line + "\n" }
    }
    out += presentations(result)
    out += navigation(result)
    if dump { out += "\nview tree:\n" + result.tree.dump(indent: 1) }
    return out
  }

  /// A one-line description of an environment: device, orientation, OS, style, Dynamic Type
  /// and the dark scheme when it is on.
  public static func describe(_ env: SheetEnvironment) -> String {
    "\(env.device.name), \(env.orientation.rawValue), \(env.device.family.osName) \(env.os), \(env.style.rawValue), Dynamic Type \(env.values.dynamicTypeSize)"
      + (env.values.colorScheme == .dark ? ", dark" : "")
  }

  /// The presentations at the end of a run, after a blank line: each sheet's detents, where it
  /// is, its selection and configuration; each dialog's title, message and buttons.
  public static func presentations(_ result: RunResult) -> String {
    var out = "\npresentations:\n"
    if result.presentations.isEmpty && result.dialogs.isEmpty { out += "  none\n" }
    for p in result.presentations {
      let s = p.sheet
      let stops = s.resolution.stops.map { "\($0.detent) \(formatPoints($0.height))" }.joined(
        separator: ", ")
      out += "  \(p.kind.rawValue) \(p.id)\n"
      out += "    detents: \(stops)\n"
      out +=
        "    at: \(s.currentDetent) (\(formatPoints(s.height)) pt)\(s.isSettled ? "" : ", moving")\(s.isDismissed ? ", dismissed" : "")\n"
      out += "    selection: \(s.selection?.description ?? "none")\n"
      let c = s.configuration
      out +=
        "    drag indicator: \(s.appearance.showsDragIndicator ? "visible" : "hidden"), background interaction: \(c.backgroundInteraction), dismiss \(c.interactiveDismissDisabled ? "disabled" : "enabled")"
        + (c.cornerRadius.map { ", corner radius \(formatPoints($0))" } ?? "") + "\n"
    }
    for d in result.dialogs where d.style == .menu {
      out += "  menu \(d.id)\n"
      out += "    title: '\(d.title ?? "")'\(d.isSubmenu ? " (a submenu)" : "")\n"
      var groups: [String] = []
      var group: Int?
      for b in d.buttons {
        if group != b.group {
          groups.append(d.groupTitles[b.group].map { "\($0): " } ?? "")
          group = b.group
        } else {
          groups[groups.count - 1] += ", "
        }
        var notes: [String] = []
        if let r = b.role { notes.append(r.rawValue) }
        if let s = b.systemImage { notes.append(s) }
        if b.isChecked { notes.append("checked") }
        if b.opensSubmenu { notes.append("submenu") }
        if !b.isEnabled { notes.append("no tap") }
        groups[groups.count - 1] +=
          "'\(b.title)'" + (b.subtitle.map { " '\($0)'" } ?? "")
          + (notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")")
      }
      out += "    items: " + (groups.isEmpty ? "none" : groups.joined(separator: " | ")) + "\n"
    }
    for d in result.dialogs where d.style != .menu {
      out += "  \(d.style.rawValue) \(d.id)\n"
      out += "    title: \(d.title.map { "'\($0)'" } ?? "hidden")\n"
      if let m = d.message { out += "    message: '\(m.replacingText("\n", with: "\\n"))'\n" }
      let buttons = d.buttons.map { b in "'\(b.title)'" + (b.role.map { " (\($0.rawValue))" } ?? "") }
      out += "    buttons: " + buttons.joined(separator: ", ") + "\n"
    }
    return out
  }

  /// The navigation stacks with pushed screens, on screen and in presentations, after a blank
  /// line: each one's screens by title, the front one last. Empty when no screen is pushed.
  public static func navigation(_ result: RunResult) -> String {
    var lines = ""
    func visit(_ node: ViewNode) {
      let (root, pushed) = node.navigationScreens
      if !pushed.isEmpty {
        let titles =
          [ViewNode.navigationTitle(of: root) ?? "root"]
          + pushed.map { $0.navigationTitle ?? "untitled" }
        lines += "  NavigationStack \(node.identity): " + titles.joined(separator: " > ") + "\n"
      }
      for m in node.modifiers { if case .presentation(let p) = m { visit(p.content) } }
      node.children.forEach(visit)
    }
    visit(result.tree)
    return lines.isEmpty ? "" : "\nnavigation:\n" + lines
  }

  /// The previews of a file that has several (which one ran marked `*`), after a blank line
  /// when `blankBefore`, else before one; empty for a file with one or none.
  public static func previewList(
    _ previews: [PreviewInfo], ran: Int?, blankBefore: Bool, in source: PreviewSource
  ) -> String {
    guard previews.count > 1 else { return "" }
    var out = blankBefore ? "\n" : ""
    out += "previews (--preview N or --view NAME picks one):\n"
    for row in previewRows(previews, ran: ran, in: source) { out += row + "\n" }
    return out + (blankBefore ? "" : "\n")
  }

  /// One row a preview: its number, name and line (in a module of several files, the file
  /// and line).
  public static func previewRows(_ previews: [PreviewInfo], ran: Int?, in source: PreviewSource) -> [String] {
    let width = previews.map { $0.description.count }.max() ?? 0
    return previews.map { p in
      let mark = p.number - 1 == ran ? "*" : " "
      let at = source.locate(p.location.line)
      let place = source.module == nil ? "line \(at.line)" : "\(at.path):\(at.line)"
      return "  \(mark) \(p.number)  \(p.description.padded(to: width))  \(place)"
    }
  }

  /// How a run that stopped is told: the lines printed first (syntax errors, or the semantic
  /// pass's several errors, each with its line and caret), then the one message that ends the
  /// command. `located` when the message starts with `path:line:column:` (printed as is, the
  /// form compilers print); otherwise the command's name goes before it.
  public struct Failure: Sendable {
    /// The diagnostics printed before the message, each rendered whole.
    public let printed: [String]
    /// The message that ends the command.
    public let message: String
    /// Whether ``message`` is a located diagnostic.
    public let located: Bool
  }

  /// The failure of `run` (or `preview`, `simulate`) when the pipeline stopped with
  /// `diagnostics`: syntax errors are printed and counted; the semantic pass's errors, when
  /// several, too; one error in the program is the message, as compilers print it; an
  /// interaction that cannot happen is said as is. `nothingWritten` adds that no image was
  /// written.
  public static func failure(
    _ diagnostics: [PreviewDiagnostic], in source: PreviewSource, nothingWritten: Bool
  ) -> Failure {
    let syntax = diagnostics.filter { $0.stage == .syntax }
    if !syntax.isEmpty {
      return Failure(
        printed: syntax.map(source.render),
        message: "\(syntax.count) syntax error(s)" + (nothingWritten ? "; nothing written" : ""),
        located: false)
    }
    // The semantic pass reports every error it finds; one is said as a run's error is.
    let semantic = diagnostics.filter { $0.stage == .semantic }
    let errors = semantic.filter { $0.severity == .error }.count
    if semantic.count > 1 {
      return Failure(
        printed: semantic.map(source.render),
        message: "\(errors) error\(errors == 1 ? "" : "s") before running"
          + (nothingWritten ? "; nothing written" : ""), located: false)
    }
    guard let d = diagnostics.first else {
      return Failure(printed: [], message: "the preview stopped", located: false)
    }
    guard d.location != nil else {
      return Failure(
        printed: [], message: d.message + (nothingWritten ? "; nothing written" : ""), located: false)
    }
    return Failure(
      printed: [], message: source.render(d) + (nothingWritten ? "\nnothing written" : ""), located: true)
  }
}

/// The options of `detents run` read from their text, for the CLI and the WebAssembly build.
public enum RunArguments {
  /// `--at`: seconds of virtual time (0 when not given), within `InteractionLimits`.
  public static func time(_ text: String?) throws(ValueOutOfRange) -> Double {
    guard let s = text else { return 0 }
    guard let v = Double(s) else { throw ValueOutOfRange("--at takes seconds, not '\(s)'") }
    try InteractionLimits.checkTime(v, "--at")
    return v
  }

  /// `--touch 1,2.5`, `--tap "Show details@0.5"` (a button by the text of its label; at
  /// 0 s when no time is given; several separated by `;`), `--long-press "Photo@1"` (the same,
  /// for a view with a context menu) and `--key return@1`.
  public static func interactions(
    touch: String?, tap: String?, key: String? = nil, longPress: String? = nil
  ) throws(ValueOutOfRange) -> [(time: Double, Interaction)] {
    var out: [(time: Double, Interaction)] = []
    if let list = touch {
      for part in list.split(separator: ",") {
        guard let t = Double(part.trimmingSpaces()) else {
          throw ValueOutOfRange("--touch takes times in seconds, as 1.5,3")
        }
        try InteractionLimits.checkTime(t, "--touch")
        out.append((t, .touch(onSheet: false)))
      }
    }
    // Long presses before taps at the same time: a menu a long press opens, then its item.
    out += try labelled(longPress, "--long-press", "a view with a context menu, as \"Photo@0.5\"") {
      .longPress($0)
    }
    out += try labelled(tap, "--tap", "a button, as \"Show details@0.5\"") { .tapButton($0) }
    if let list = key {
      for part in list.split(separator: ";") {
        let (name, time) = try timed(part, "--key")
        guard let pressed = KeyPress(rawValue: name.lowercased()) else {
          throw ValueOutOfRange("--key is return or escape (with @SECONDS to press it later), not '\(name)'")
        }
        out.append((time, .key(pressed)))
      }
    }
    return out
  }

  /// `TEXT[@SECONDS];…` of `option` made into interactions; an empty text is an error that
  /// says what the option needs (`needs`).
  private static func labelled(
    _ list: String?, _ option: String, _ needs: String, _ make: (String) -> Interaction
  ) throws(ValueOutOfRange) -> [(time: Double, Interaction)] {
    guard let list else { return [] }
    var out: [(time: Double, Interaction)] = []
    for part in list.split(separator: ";") {
      let (label, time) = try timed(part, option)
      guard !label.isEmpty else { throw ValueOutOfRange("\(option) needs the text of \(needs)") }
      out.append((time, make(label)))
    }
    return out
  }

  /// `TEXT@SECONDS` split into the text and the time (0 when no time is written).
  private static func timed(_ part: Substring, _ option: String) throws(ValueOutOfRange) -> (String, Double) {
    guard let at = part.lastIndex(of: "@"), let t = Double(part[part.index(after: at)...]) else {
      return (String(part), 0)
    }
    try InteractionLimits.checkTime(t, option)
    return (String(part[..<at]), t)
  }
}
