import Detents
import Portable
import SwiftUIRuntime

/// Gestures on a running program (what `detents simulate FILE.swift --script S` runs, and what
/// the Studio exports a recorded gesture as): one step a line, `#` starts a comment.
///
///     tap TEXT                      tap the button, link or control whose label contains TEXT
///                                   (quotes optional: tap "Show stops")
///     long-press TEXT               touch and hold the view whose label contains TEXT: it
///                                   opens the view's context menu
///     tap background                a tap on the presenting view: behind a dimming sheet it
///                                   lands on the dimming view and dismisses a dismissible sheet
///     drag sheet|grabber|content DY [over SECONDS]
///                                   drag the front sheet DY points (negative is up), over
///                                   SECONDS (default 0.25), released at the end
///     key return|escape             press a key: it runs the front window's button with
///                                   .keyboardShortcut(.defaultAction) or .cancelAction
///     resize HEIGHT                 drag a Mac window sheet's bottom edge until it is HEIGHT
///                                   points tall (it stays there, at a detent or not)
///     wait SECONDS                  let virtual time pass: tasks run, sheets move
///     frame NAME                    keep an image of the screen now, as NAME
///
/// `drag content` moves the sheet as `drag sheet` does: Detents does not scroll a program's
/// content yet, and content at its top hands a drag to the sheet, as iOS does at rest.
/// Times and distances are bounded by `InteractionLimits`.
public struct ProgramScript: Sendable {
  /// What one line asks for.
  public enum Step: Sendable, Equatable {
    /// Taps the control whose label contains the text.
    case tap(String)
    /// Touches and holds the view whose label contains the text (its context menu opens).
    case longPress(String)
    /// A tap on the presenting view, outside the sheet.
    case tapBackground
    /// Drags the front sheet by this many points (positive down) over seconds, then lets go.
    case drag(Double, over: Double)
    /// A key press (Return or Escape).
    case key(KeyPress)
    /// A Mac window sheet resized by its edge to this height.
    case resize(Double)
    /// A Mac window sheet resized by its side edges to this width.
    case resizeWidth(Double)
    /// Time passes.
    case wait(Double)
    /// An image of the screen now, by this name.
    case frame(String)
  }

  /// A step and where it is written.
  public struct Line: Sendable {
    /// The step.
    public let step: Step
    /// The line number, from 1.
    public let number: Int
    /// The step's text, without the comment.
    public let text: String
  }

  /// The steps, in order.
  public let lines: [Line]

  /// How long a drag takes when the script says no `over`: a deliberate drag, not a fling.
  public static let defaultDragDuration = 0.25

  /// Parses a script; errors name the line and column.
  public init(_ text: String) throws(GestureScriptError) {
    var lines: [Line] = []
    var time = 0.0
    var frames: Set<String> = []
    for line in ScriptLine.lines(of: text) {
      let words = line.words
      let first = words[0]
      let step: Step
      var duration = 0.0
      switch first.text.lowercased() {
      case "tap":
        let (rest, column) = line.rest(from: 1)
        if rest == "background" {
          step = .tapBackground
          break
        }
        var label = rest
        if label.count >= 2, label.hasPrefix("\""), label.hasSuffix("\"") {
          label = String(label.dropFirst().dropLast())
        }
        guard !label.isEmpty else {
          throw line.error(
            "tap needs the text of a control, as `tap \"Show stops\"`, or `background`", at: column)
        }
        step = .tap(label)
      case "long-press":
        var (label, column) = line.rest(from: 1)
        if label.count >= 2, label.hasPrefix("\""), label.hasSuffix("\"") {
          label = String(label.dropFirst().dropLast())
        }
        guard !label.isEmpty else {
          throw line.error("long-press needs the text of a view, as `long-press \"Photo\"`", at: column)
        }
        step = .longPress(label)
      case "drag":
        guard words.count >= 3, ["sheet", "grabber", "content"].contains(words[1].text) else {
          throw line.error(
            "expected `drag sheet|grabber|content DY [over SECONDS]`", at: line.rest(from: 1).column)
        }
        guard let dy = Double(words[2].text), dy.isFinite else {
          throw line.error(
            "drag needs a distance in points, as `drag grabber -200 over 0.15`", at: words[2].column)
        }
        do { try InteractionLimits.checkDistance(dy, "drag") } catch {
          throw line.error(error.message, at: words[2].column)
        }
        var over = Self.defaultDragDuration
        if words.count == 5 && words[3].text == "over" {
          guard let s = Double(words[4].text), s > 0 else {
            throw line.error("`over` needs a positive number of seconds", at: words[4].column)
          }
          do { try InteractionLimits.checkTime(s, "over") } catch {
            throw line.error(error.message, at: words[4].column)
          }
          over = s
        } else if words.count != 3 {
          throw line.error(
            "expected `drag \(words[1].text) DY` or `drag \(words[1].text) DY over SECONDS`",
            at: words[min(3, words.count - 1)].column)
        }
        duration = over
        step = .drag(dy, over: over)
      case "key":
        let (name, column) = line.rest(from: 1)
        guard let pressed = KeyPress(rawValue: name.lowercased()) else {
          throw line.error("key is `key return` or `key escape`", at: column)
        }
        step = .key(pressed)
      case "resize":
        var (text, column) = line.rest(from: 1)
        let sideways = text.hasPrefix("width ")
        if sideways { (text, column) = line.rest(from: 2) }
        guard let h = Double(text), h.isFinite, h > 0 else {
          throw line.error(
            "resize needs the sheet's new height in points, as `resize 300`, or its width, as `resize width 520`",
            at: column)
        }
        do { try InteractionLimits.checkDistance(h, "resize") } catch {
          throw line.error(error.message, at: column)
        }
        step = sideways ? .resizeWidth(h) : .resize(h)
      case "wait":
        let (text, column) = line.rest(from: 1)
        guard let s = Double(text), s >= 0 else {
          throw line.error("wait needs a number of seconds", at: column)
        }
        do { try InteractionLimits.checkTime(s, "wait") } catch {
          throw line.error(error.message, at: column)
        }
        duration = s
        step = .wait(s)
      case "frame":
        let (name, column) = line.rest(from: 1)
        guard !name.isEmpty, words.count == 2,
          name.unicodeScalars.allSatisfy({
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)
          }),
          !name.hasPrefix(".")
        else {
          throw line.error(
            "frame needs a name of letters, digits, '-', '_' and '.', as `frame peek` (it names the image file)",
            at: column)
        }
        guard frames.insert(name).inserted else {
          throw line.error("a frame is already named '\(name)'", at: column)
        }
        step = .frame(name)
      default:
        throw line.error(
          "unknown step '\(first.text)' (tap, long-press, drag, key, resize, wait, frame)", at: first.column)
      }
      if time + duration > InteractionLimits.maximumTime {
        throw line.error(
          "the script would run to \(formatPoints(time + duration)) s; a run covers at most \(formatPoints(InteractionLimits.maximumTime)) s of virtual time",
          at: first.column)
      }
      time += duration
      lines.append(Line(step: step, number: line.number, text: line.rest(from: 0).text))
    }
    self.lines = lines
  }
}

extension PreviewSession {
  /// Performs one step of a program script (a frame is the caller's: it takes the screen now,
  /// and the session does nothing).
  public mutating func perform(_ step: ProgramScript.Step) throws(PreviewDiagnostic) {
    switch step {
    case .tap(let label): try tap(label)
    case .longPress(let label): try longPress(label)
    case .tapBackground: try touch(onSheet: false)
    case .drag(let dy, let over): try drag(by: dy, over: over)
    case .key(let k): try press(k)
    case .resize(let h): try resize(toHeight: h)
    case .resizeWidth(let w): try resize(toWidth: w)
    case .wait(let s): try advance(by: s)
    case .frame: break
    }
  }
}
