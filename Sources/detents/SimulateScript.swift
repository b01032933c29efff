import Detents
import Foundation
import SwiftSource

/// A `detents simulate` script: one step a line, `#` starts a comment.
///
///     drag DY [over SECONDS]     move the finger DY points (negative is up); `over` sets the speed
///     scroll DY [over SECONDS]   the same, with the finger on the sheet's scrollable content
///     release                    lift the finger (with the last drag's velocity)
///     wait SECONDS               let time pass
///     select DETENT [ANIMATION]  the program sets the selection (animation: none, default,
///                                spring, smooth, snappy, bouncy, easeInOut, easeIn, easeOut,
///                                linear; arguments as in Swift: snappy(duration: 0.4))
///     dismiss [ANIMATION]        the program dismisses the sheet
///     detents LIST               the program changes the detent set
struct SimulateScript {
  enum Step {
    case drag(CGFloat, over: Double?, onContent: Bool)
    case release
    case wait(Double)
    case select(PresentationDetent, Animation?)
    case dismiss(Animation?)
    case detents([PresentationDetent])
  }

  struct Line {
    let step: Step
    let number: Int
    let text: String
  }

  let lines: [Line]

  /// Parses a script; errors name `path:line:column`.
  init(_ text: String, path: String, os: OSVersion = .latest) throws(InputError) {
    var lines: [Line] = []
    for (n, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let lineNumber = n + 1
      let content = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      let trimmed = content.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { continue }
      let column =
        (content.firstIndex { $0 != " " && $0 != "\t" }.map {
          content.distance(from: content.startIndex, to: $0)
        } ?? 0) + 1
      func fail(_ message: String) -> InputError {
        InputError(
          message: DiagnosticRenderer.render(
            .error, message, path: path, line: lineNumber, column: column, lineText: Array(rawLine.utf8)),
          located: true)
      }
      let words = trimmed.split(separator: " ", maxSplits: 1).map(String.init)
      let verb = words[0].lowercased()
      let rest = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
      let step: Step
      switch verb {
      case "drag", "scroll":
        let parts = rest.split(separator: " ").map(String.init)
        guard let first = parts.first, let dy = Double(first), dy.isFinite else {
          throw fail("drag needs a distance in points, as `drag -200 over 0.25`")
        }
        var over: Double?
        if parts.count == 3 && parts[1] == "over" {
          guard let s = Double(parts[2]), s > 0, s.isFinite else {
            throw fail("`over` needs a positive number of seconds")
          }
          over = s
        } else if parts.count != 1 {
          throw fail("expected `\(verb) DY` or `\(verb) DY over SECONDS`")
        }
        step = .drag(CGFloat(dy), over: over, onContent: verb == "scroll")
      case "release":
        guard rest.isEmpty else { throw fail("release takes no arguments") }
        step = .release
      case "wait":
        guard let s = Double(rest), s >= 0, s.isFinite else { throw fail("wait needs a number of seconds") }
        step = .wait(s)
      case "select":
        let parts = rest.split(separator: " ", maxSplits: 1).map(String.init)
        guard let name = parts.first else { throw fail("select needs a detent, as `select large snappy`") }
        let detent: PresentationDetent
        do { detent = try DetentList.reference(name) } catch { throw fail(error.message) }
        var animation: Animation? = .default(on: os)
        if parts.count > 1 {
          do { animation = try AnimationSyntax.parse(parts[1], os: os) } catch { throw fail(error.message) }
        }
        step = .select(detent, animation)
      case "dismiss":
        var animation: Animation? = .default(on: os)
        if !rest.isEmpty {
          do { animation = try AnimationSyntax.parse(rest, os: os) } catch { throw fail(error.message) }
        }
        step = .dismiss(animation)
      case "detents":
        do { step = .detents(try DetentList.parse(rest)) } catch { throw fail(error.message) }
      default:
        throw fail("unknown step '\(words[0])' (drag, scroll, release, wait, select, dismiss, detents)")
      }
      lines.append(Line(step: step, number: lineNumber, text: trimmed))
    }
    self.lines = lines
  }
}

/// Parses SwiftUI animation spellings: `snappy`, `.snappy(duration: 0.4)`,
/// `spring(response: 0.3, dampingFraction: 0.7)`, `easeInOut(duration: 0.2)`, `none`.
enum AnimationSyntax {
  static func parse(_ text: String, os: OSVersion = .latest) throws(UsageError) -> Animation? {
    var t = text.trimmingCharacters(in: .whitespaces)
    if t.hasPrefix(".") { t.removeFirst() }
    var name = t
    var args: [String: Double] = [:]
    if let open = t.firstIndex(of: "(") {
      guard t.hasSuffix(")") else { throw UsageError(message: "animation '\(text)' is missing ')'") }
      name = String(t[..<open])
      let inner = t[t.index(after: open)..<t.index(before: t.endIndex)]
      for part in inner.split(separator: ",") {
        let kv = part.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard kv.count == 2, let v = Double(kv[1]), v.isFinite else {
          throw UsageError(
            message:
              "animation argument '\(part.trimmingCharacters(in: .whitespaces))' should be label: number")
        }
        args[kv[0]] = v
      }
    }
    func take(_ allowed: [String]) throws(UsageError) {
      for k in args.keys where !allowed.contains(k) {
        throw UsageError(
          message: "\(name) has no argument '\(k)' (it takes \(allowed.joined(separator: ", ")))")
      }
    }
    switch name {
    case "none", "nil":
      try take([])
      return nil
    case "default":
      try take([])
      return .default(on: os)
    case "spring":
      if args["response"] != nil || args["dampingFraction"] != nil {
        try take(["response", "dampingFraction", "blendDuration"])
        return .spring(response: args["response"] ?? 0.5, dampingFraction: args["dampingFraction"] ?? 0.825)
      }
      try take(["duration", "bounce", "blendDuration"])
      return .spring(duration: args["duration"] ?? 0.5, bounce: args["bounce"] ?? 0)
    case "smooth", "snappy", "bouncy":
      try take(["duration", "extraBounce"])
      let d = args["duration"] ?? 0.5
      let e = args["extraBounce"] ?? 0
      return name == "smooth"
        ? .smooth(duration: d, extraBounce: e)
        : name == "snappy" ? .snappy(duration: d, extraBounce: e) : .bouncy(duration: d, extraBounce: e)
    case "interactiveSpring":
      try take(["response", "dampingFraction", "blendDuration"])
      return .interactiveSpring(
        response: args["response"] ?? 0.15, dampingFraction: args["dampingFraction"] ?? 0.86)
    case "easeInOut", "easeIn", "easeOut", "linear":
      try take(["duration"])
      let d = args["duration"] ?? 0.35
      switch name {
      case "easeInOut": return .easeInOut(duration: d)
      case "easeIn": return .easeIn(duration: d)
      case "easeOut": return .easeOut(duration: d)
      default: return .linear(duration: d)
      }
    default:
      throw UsageError(
        message:
          "unknown animation '\(name)' (none, default, spring, smooth, snappy, bouncy, interactiveSpring, easeInOut, easeIn, easeOut, linear)"
      )
    }
  }
}
