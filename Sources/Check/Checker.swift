import Detents
import SwiftSource
import SwiftUIRuntime

/// One rule of `detents check`: a pitfall of the seeds, found in a parsed program.
public struct Rule: Sendable {
  /// Which programs a rule applies to.
  public enum Platforms: Sendable {
    /// iOS and macOS.
    case all
    /// Only programs checked as macOS apps (`--platform macos`).
    case macOS
  }

  /// The rule's id, which findings carry and `// detents:ignore` names.
  public let id: DiagnosticID
  /// How bad a finding is.
  public let severity: Diagnostic.Severity
  /// One line: what the rule finds.
  public let summary: String
  /// Where it applies.
  public let platforms: Platforms
  /// Finds the rule's problems in a program.
  let find: @Sendable (Program) -> [Finding]
}

/// One problem a rule found: where, what, and how to fix it.
struct Finding {
  /// The node it is about; the diagnostic points where compilers point at it (a member's `.`).
  let node: Syntax
  let message: String
  var notes: [DiagnosticNote] = []
  var fixIts: [FixIt] = []
  /// A severity other than the rule's (availability under an explicit target).
  var severity: Diagnostic.Severity? = nil
}

/// Runs the rules over a program: `detents check`, and the Studio's inline diagnostics.
public enum Checker {
  /// Every rule, in the order they are documented.
  public static let rules: [Rule] =
    PresentationRules.all + CustomDetentRules.all + SheetRules.all + MacRules.all

  /// The rule with this id, or nil.
  public static func rule(_ id: String) -> Rule? { rules.first { $0.id.rawValue == id } }

  /// The findings of every rule that applies, in source order, without those switched off by a
  /// `// detents:ignore rule-id` comment on their line or the line above. A tree with syntax
  /// errors is not checked: its syntax errors are what it gets.
  ///
  /// The semantic pass's compile errors (`unknown-member`, `incorrect-label`) are not
  /// reported here, by choice: `run` must stop at them, but `check` reads code that compiles
  /// against packages and SDK API the registry does not list. Measured on the corpus's
  /// CodeEdit app (672 files checked as one module): 48 such errors, all false (`Image(symbol:)`
  /// and `Color(hex:)` from packages, `onDeleteCommand`, `Gradient.Stop`,
  /// `navigationSplitViewColumnWidth`, `.radioGroup`, …).
  public static func check(_ tree: SyntaxTree, options: CheckOptions = CheckOptions()) -> [Diagnostic] {
    if tree.hasErrors { return tree.diagnostics }
    let program = Program(tree: tree, options: options)
    let ignored = IgnoreComments(tree)
    var out: [Diagnostic] = []
    for rule in rules {
      if rule.platforms == .macOS && !options.isMac { continue }
      for f in rule.find(program) {
        let at = f.node.errorLocation
        if ignored.switchesOff(rule.id.rawValue, line: at.line) { continue }
        let name = f.node.errorNameRange
        out.append(
          Diagnostic(
            f.severity ?? rule.severity, f.message, at: at, id: rule.id,
            length: max(0, name.upperBound - at.offset), notes: f.notes, fixIts: f.fixIts))
      }
    }
    return out.sorted { ($0.location.offset, $0.id.rawValue) < ($1.location.offset, $1.id.rawValue) }
  }

  /// `bytes` with the fix-its applied: those that overlap one applied before them are left
  /// out (the next run of `check` finds what remains). Returns the bytes and how many were
  /// applied.
  public static func apply(_ fixIts: [FixIt], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
    var chosen: [FixIt] = []
    for f in fixIts.sorted(by: {
      ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
    })
    where f.range.lowerBound >= 0 && f.range.upperBound <= bytes.count {
      if let last = chosen.last,
        f.range.lowerBound < last.range.upperBound
          || (f.range.isEmpty && last.range.isEmpty && f.range.lowerBound == last.range.lowerBound
            && f.replacement == last.replacement)
      {
        continue
      }
      chosen.append(f)
    }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 64)
    var at = 0
    for f in chosen {
      out.append(contentsOf: bytes[at..<f.range.lowerBound])
      out.append(contentsOf: Array(f.replacement.utf8))
      at = f.range.upperBound
    }
    out.append(contentsOf: bytes[at...])
    return (out, chosen.count)
  }
}

/// The `// detents:ignore rule-id …` comments of a file, by the line they are about.
struct IgnoreComments {
  private var byLine: [Int: [String]] = [:]

  init(_ tree: SyntaxTree) {
    let marker = Array("detents:ignore".utf8)
    for c in tree.comments {
      let start = Int(c.start)
      let end = Int(c.end)
      guard end - start > marker.count + 2 else { continue }
      // `//` then spaces, then the marker.
      var i = start + 2
      while i < end && tree.bytes[i] == UInt8(ascii: " ") { i += 1 }
      guard i + marker.count <= end, Array(tree.bytes[i..<(i + marker.count)]) == marker else { continue }
      let rest = String(decoding: tree.bytes[(i + marker.count)..<end], as: UTF8.self)
      let ids = rest.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
      // A comment alone on its line is about the next line; one after code, about its own.
      let at = tree.location(ofOffset: start)
      var k = start - 1
      while k >= 0 && (tree.bytes[k] == UInt8(ascii: " ") || tree.bytes[k] == 9) { k -= 1 }
      let alone = k < 0 || tree.bytes[k] == 10 || tree.bytes[k] == 13
      byLine[alone ? at.line + 1 : at.line, default: []] += ids
    }
  }

  /// Whether a comment on `line`, or alone on the line before, names `id`.
  func switchesOff(_ id: String, line: Int) -> Bool { byLine[line]?.contains(id) == true }
}
