import Portable

/// A mistake in a gesture script, or a step that cannot be performed, at its line and column.
public struct GestureScriptError: Error, Hashable, Sendable {
  /// What is wrong.
  public let message: String
  /// The line (from 1).
  public let line: Int
  /// The column (from 1, in characters).
  public let column: Int
  /// The script's line, shown under the message with a caret; nil for a step that parsed but
  /// could not be performed.
  public let sourceLine: String?

  /// An error at `line`:`column`, with the line's text when there is one to show.
  public init(_ message: String, line: Int, column: Int, sourceLine: String? = nil) {
    self.message = message
    self.line = line
    self.column = column
    self.sourceLine = sourceLine
  }
}

/// Scripted gestures and program changes on a sheet (what `detents simulate` runs): one step a
/// line, `#` starts a comment.
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
///
/// ``GestureScriptRun`` performs a script on a ``PresentedSheet``.
public struct GestureScript: Sendable {
  /// What one line asks for.
  public enum Step: Sendable {
    /// The finger moves this many points (positive is down), over seconds (nil: at once), on
    /// the scrollable content when `onContent`.
    case drag(Scalar, over: Double?, onContent: Bool)
    /// The finger lifts.
    case release
    /// Time passes.
    case wait(Double)
    /// The program selects a detent, with an animation (nil: none).
    case select(PresentationDetent, Animation?)
    /// The program dismisses the sheet.
    case dismiss(Animation?)
    /// The program changes the detent set.
    case detents([PresentationDetent])
  }

  /// A step and where it is written.
  public struct Line: Sendable {
    /// The step.
    public let step: Step
    /// The line number, from 1.
    public let number: Int
    /// Where the step starts, from 1.
    public let column: Int
    /// The step's text, without the comment.
    public let text: String
  }

  /// The steps, in order.
  public let lines: [Line]

  /// Parses a script; errors name the line and column. Times and distances are bounded by
  /// `InteractionLimits`: each step's, the script's total time, and a drag's total travel
  /// until the finger lifts. Animations follow `os` (`default` differs between releases).
  public init(_ text: String, os: OSVersion = .latest) throws(GestureScriptError) {
    var lines: [Line] = []
    var time = 0.0  // when the step starts
    var travel = 0.0  // the finger's movement since it went down
    for line in ScriptLine.lines(of: text) {
      let words = line.words
      let first = words[0]
      func fail(_ message: String, at column: Int = first.column) -> GestureScriptError {
        line.error(message, at: column)
      }
      func rest(from i: Int) -> (text: String, column: Int) { line.rest(from: i) }
      func animation(from i: Int) throws(GestureScriptError) -> Animation? {
        let (text, column) = rest(from: i)
        if text.isEmpty { return .default(on: os) }
        do { return try AnimationSyntax.parse(text, os: os) } catch {
          throw fail(error.message, at: column + error.offset)
        }
      }
      func detent(_ word: (text: String, column: Int)) throws(GestureScriptError) -> PresentationDetent {
        do { return try DetentList.reference(word.text) } catch { throw fail(error.message, at: word.column) }
      }
      let verb = first.text.lowercased()
      let step: Step
      var duration = 0.0
      switch verb {
      case "drag", "scroll":
        guard words.count >= 2, let dy = Double(words[1].text), dy.isFinite else {
          throw fail(
            "\(verb) needs a distance in points, as `\(verb) -200 over 0.25`", at: rest(from: 1).column)
        }
        do { try InteractionLimits.checkDistance(dy, verb) } catch {
          throw fail(error.message, at: words[1].column)
        }
        var over: Double?
        if words.count == 4 && words[2].text == "over" {
          guard let s = Double(words[3].text), s > 0 else {
            throw fail("`over` needs a positive number of seconds", at: words[3].column)
          }
          do { try InteractionLimits.checkTime(s, "over") } catch {
            throw fail(error.message, at: words[3].column)
          }
          over = s
          duration = s
        } else if words.count != 2 {
          throw fail(
            "expected `\(verb) DY` or `\(verb) DY over SECONDS`", at: words[min(2, words.count - 1)].column)
        }
        travel += abs(dy)
        if travel > InteractionLimits.maximumDistance {
          throw fail(
            "the finger would move \(formatPoints(travel)) points before it lifts; a drag moves at most \(formatPoints(InteractionLimits.maximumDistance))",
            at: words[1].column)
        }
        step = .drag(dy, over: over, onContent: verb == "scroll")
      case "release":
        guard words.count == 1 else { throw fail("release takes no arguments", at: words[1].column) }
        travel = 0
        step = .release
      case "wait":
        let (text, column) = rest(from: 1)
        guard let s = Double(text), s >= 0 else { throw fail("wait needs a number of seconds", at: column) }
        do { try InteractionLimits.checkTime(s, "wait") } catch { throw fail(error.message, at: column) }
        duration = s
        step = .wait(s)
      case "select":
        guard words.count >= 2 else {
          throw fail("select needs a detent, as `select large snappy`", at: rest(from: 1).column)
        }
        step = .select(try detent(words[1]), try animation(from: 2))
      case "dismiss":
        step = .dismiss(try animation(from: 1))
      case "detents":
        let (text, column) = rest(from: 1)
        do { step = .detents(try DetentList.parse(text)) } catch { throw fail(error.message, at: column) }
      default:
        throw fail("unknown step '\(first.text)' (drag, scroll, release, wait, select, dismiss, detents)")
      }
      if time + duration > InteractionLimits.maximumTime {
        throw fail(
          "the script would run to \(formatPoints(time + duration)) s; a run covers at most \(formatPoints(InteractionLimits.maximumTime)) s of virtual time"
        )
      }
      time += duration
      lines.append(Line(step: step, number: line.number, column: first.column, text: rest(from: 0).text))
    }
    self.lines = lines
  }
}

/// One line of a script with something on it (`#` starts a comment): its words, each with
/// the column it starts at. The scripts of `detents simulate` (``GestureScript`` for a sheet,
/// and the program scripts of the preview module) read their lines through it.
public struct ScriptLine: Sendable {
  /// The line number, from 1.
  public let number: Int
  /// The whole line, as written (shown under an error).
  public let text: String
  /// The line without its comment.
  public let content: Substring
  /// The words, each with its column (from 1, in characters); never empty.
  public let words: [(text: String, column: Int)]

  /// The lines of `text` that have a word on them.
  public static func lines(of text: String) -> [ScriptLine] {
    var out: [ScriptLine] = []
    for (n, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let content = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      var words: [(text: String, column: Int)] = []
      for (i, ch) in content.enumerated() where ch != " " && ch != "\t" {
        if let last = words.last, last.column + last.text.count == i + 1 {
          words[words.count - 1].text.append(ch)
        } else {
          words.append((String(ch), i + 1))
        }
      }
      guard !words.isEmpty else { continue }
      out.append(ScriptLine(number: n + 1, text: String(rawLine), content: content, words: words))
    }
    return out
  }

  /// The text from word `i` to the end of the line, and its column.
  public func rest(from i: Int) -> (text: String, column: Int) {
    guard i < words.count else { return ("", words[0].column + words[0].text.count) }
    let start = content.index(content.startIndex, offsetBy: words[i].column - 1)
    return (content[start...].trimmingSpaces(), words[i].column)
  }

  /// An error on this line at `column`, with the line shown.
  public func error(_ message: String, at column: Int) -> GestureScriptError {
    GestureScriptError(message, line: number, column: column, sourceLine: text)
  }
}

/// Parses SwiftUI animation spellings: `snappy`, `.snappy(duration: 0.4)`,
/// `spring(response: 0.3, dampingFraction: 0.7)`, `easeInOut(duration: 0.2)`, `none`. Argument
/// values are checked by `AnimationParameters`.
public enum AnimationSyntax {
  /// A mistake in an animation, `offset` characters into its text.
  public struct Failure: Error, Sendable {
    /// What is wrong.
    public let message: String
    /// Where, in characters from the start of the text.
    public var offset = 0
  }

  /// The animation `text` spells; nil for `none`. `default` is the default animation on `os`.
  public static func parse(_ text: String, os: OSVersion = .latest) throws(Failure) -> Animation? {
    let chars = Array(text)
    var start = 0
    while start < chars.count, chars[start] == " " { start += 1 }
    if start < chars.count, chars[start] == "." { start += 1 }
    var end = chars.count
    while end > start, chars[end - 1] == " " { end -= 1 }
    var name = String(chars[start..<end])
    var args: [String: (value: Double, offset: Int)] = [:]
    if let open = chars[start..<end].firstIndex(of: "(") {
      guard chars[end - 1] == ")" else {
        throw Failure(message: "animation '\(text)' is missing ')'", offset: end)
      }
      name = String(chars[start..<open])
      var partStart = open + 1
      for i in (open + 1)..<end where chars[i] == "," || i == end - 1 {
        let part = String(chars[partStart..<i])
        var offset = partStart
        while offset < i, chars[offset] == " " { offset += 1 }
        partStart = i + 1
        if part.trimmingSpaces().isEmpty && i == end - 1 && args.isEmpty { continue }
        let kv = part.split(separator: ":", maxSplits: 1).map { $0.trimmingSpaces() }
        guard kv.count == 2, let v = Double(kv[1]) else {
          throw Failure(
            message:
              "animation argument '\(part.trimmingSpaces())' should be label: number",
            offset: offset)
        }
        args[kv[0]] = (v, offset)
      }
    }
    /// Refuses arguments `name` does not take, then checks the values, in source order.
    func take(_ allowed: [String]) throws(Failure) {
      let given = args.sorted { $0.value.offset < $1.value.offset }
      for (k, a) in given where !allowed.contains(k) {
        throw Failure(
          message: "\(name) has no argument '\(k)' (it takes \(allowed.joined(separator: ", ")))",
          offset: a.offset)
      }
      for (k, a) in given {
        do { try AnimationParameters.check(k, a.value, of: name) } catch {
          throw Failure(
            message: "in \(name): \(error.message)", offset: args[error.label]?.offset ?? a.offset)
        }
      }
    }
    func arg(_ label: String, _ fallback: Double) -> Double { args[label]?.value ?? fallback }
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
        return .spring(response: arg("response", 0.5), dampingFraction: arg("dampingFraction", 0.825))
      }
      try take(["duration", "bounce", "blendDuration"])
      return .spring(duration: arg("duration", 0.5), bounce: arg("bounce", 0))
    case "smooth", "snappy", "bouncy":
      try take(["duration", "extraBounce"])
      let d = arg("duration", 0.5)
      let e = arg("extraBounce", 0)
      return name == "smooth"
        ? .smooth(duration: d, extraBounce: e)
        : name == "snappy" ? .snappy(duration: d, extraBounce: e) : .bouncy(duration: d, extraBounce: e)
    case "interactiveSpring":
      try take(["response", "dampingFraction", "blendDuration"])
      return .interactiveSpring(
        response: arg("response", 0.15), dampingFraction: arg("dampingFraction", 0.86))
    case "easeInOut", "easeIn", "easeOut", "linear":
      try take(["duration"])
      let d = arg("duration", 0.35)
      switch name {
      case "easeInOut": return .easeInOut(duration: d)
      case "easeIn": return .easeIn(duration: d)
      case "easeOut": return .easeOut(duration: d)
      default: return .linear(duration: d)
      }
    default:
      throw Failure(
        message:
          "unknown animation '\(name)' (none, default, spring, smooth, snappy, bouncy, interactiveSpring, easeInOut, easeIn, easeOut, linear)",
        offset: start)
    }
  }
}
