import Portable
import SwiftSource

/// A `DateFormatter`: the pattern it writes and reads (`dateFormat`, which setting a style
/// replaces by the styles' pattern, as Foundation does) and its styles, in the run's
/// calendar and zone (Gregorian, UTC). Locales: `en_US` (the run's) and `en_US_POSIX`, which
/// spell Gregorian dates the same (``DateFormat``).
struct DateFormatterValue {
  var dateStyle = DateFormat.Style.none
  var timeStyle = DateFormat.Style.none
  /// The pattern: "" at first, as a new formatter writes "" for every date.
  var dateFormat = ""
  var locale = "en_US"

  static let styleNames = ["none", "short", "medium", "long", "full"]
}

extension Interpreter {
  /// The locales whose date texts Detents writes.
  static let dateLocales: Set<String> = ["en_US", "en_US_POSIX", "en"]

  /// A `DateFormatter`'s property.
  func dateFormatterMember(_ f: DateFormatterValue, _ name: String, _ node: Syntax) throws(EvalError) -> Value
  {
    switch name {
    case "dateFormat": return .string(f.dateFormat)
    case "dateStyle": return .implicit(styleChain(f.dateStyle, node))
    case "timeStyle": return .implicit(styleChain(f.timeStyle, node))
    case "locale": return .string(f.locale)
    default:
      throw error(
        "'DateFormatter.\(name)' is not supported by Detents yet (dateFormat, dateStyle, timeStyle, locale and timeZone are)",
        node, id: .unsupportedAPI)
    }
  }

  private func styleChain(_ s: DateFormat.Style, _ node: Syntax) -> ImplicitChain {
    ImplicitChain(steps: [.init(name: DateFormatterValue.styleNames[s.rawValue], arguments: nil)], node: node)
  }

  /// `formatter.name = value`: the formatter with the property set.
  func settingDateFormatter(_ f: DateFormatterValue, _ name: String, _ value: Value, _ node: Syntax)
    throws(EvalError) -> DateFormatterValue
  {
    var f = f
    switch name {
    case "dateFormat":
      guard case .string(let p) = value else { throw error("dateFormat needs a String", node) }
      do throws(DateFormat.PatternError) {
        try DateFormat.validate(p)
      } catch {
        throw self.error(
          "the date format letter '\(error.letter)' is not supported by Detents yet (\"\(p)\")", node,
          id: .unsupportedAPI)
      }
      f.dateFormat = p
    case "dateStyle", "timeStyle":
      guard let style = dateStyle(value) else {
        throw error("\(name) needs a DateFormatter.Style (.none, .short, .medium, .long or .full)", node)
      }
      if name == "dateStyle" { f.dateStyle = style } else { f.timeStyle = style }
      f.dateFormat = DateFormat.pattern(date: f.dateStyle, time: f.timeStyle) ?? ""
    case "locale":
      // `Locale(identifier:)` is its identifier; `Locale.current` the run's (en_US).
      var id = "en_US"
      if case .string(let s) = value { id = s }
      guard Self.dateLocales.contains(id) else {
        throw error(
          "DateFormatter in the locale '\(id)' is not supported by Detents yet (en_US and en_US_POSIX are)",
          node,
          id: .unsupportedAPI)
      }
      f.locale = id
    case "timeZone", "calendar":
      // The run has one zone (UTC) and one calendar (Gregorian): another is not modelled.
      break
    default:
      throw error(
        "'DateFormatter.\(name)' is not supported by Detents yet (dateFormat, dateStyle, timeStyle, locale and timeZone are)",
        node, id: .unsupportedAPI)
    }
    return f
  }

  private func dateStyle(_ v: Value) -> DateFormat.Style? {
    guard case .implicit(let chain) = v, chain.steps.count == 1, chain.steps[0].arguments == nil,
      let k = DateFormatterValue.styleNames.firstIndex(of: chain.steps[0].name)
    else { return nil }
    return DateFormat.Style(rawValue: k)
  }

  /// `string(from:)` and `date(from:)`.
  func dateFormatterMethod(_ f: DateFormatterValue, _ name: String, _ args: [Argument], _ node: Syntax)
    throws(EvalError) -> Value
  {
    switch name {
    case "string":
      guard case .native(.date(let t))? = label(args, "from") else {
        throw error("string(from:) needs a Date", node)
      }
      return .string(try formatDate(t, f.dateFormat, node))
    case "date":
      guard case .string(let text)? = label(args, "from") else {
        throw error("date(from:) needs a String", node)
      }
      do throws(DateFormat.PatternError) {
        return try DateFormat.date(text, pattern: f.dateFormat).map { .native(.date($0)) } ?? .nilValue
      } catch {
        throw self.error("the date format letter '\(error.letter)' is not supported by Detents yet", node)
      }
    default:
      throw error(
        "'DateFormatter.\(name)' is not supported by Detents yet (string(from:) and date(from:) are)", node,
        id: .unsupportedAPI)
    }
  }

  /// The text of a date in a pattern (``DateFormat``).
  func formatDate(_ t: Double, _ pattern: String, _ node: Syntax) throws(EvalError) -> String {
    do throws(DateFormat.PatternError) {
      return try DateFormat.string(t, pattern: pattern)
    } catch {
      throw self.error("the date format letter '\(error.letter)' is not supported by Detents yet", node)
    }
  }

  /// `date.formatted()` (numeric date, shortened time) and `date.formatted(date:time:)`.
  func formattedDate(_ t: Double, _ args: [Argument], _ node: Syntax) throws(EvalError) -> Value {
    func styleName(_ label: String, _ fallback: String) throws(EvalError) -> String {
      guard let v = self.label(args, label) else { return args.isEmpty ? fallback : "omitted" }
      guard case .implicit(let chain) = v, chain.steps.count == 1 else {
        throw error("formatted(\(label):) needs a style, as .\(fallback)", node)
      }
      return chain.steps[0].name
    }
    if let first = args.first, first.label == nil {
      throw error(
        "'Date.formatted(_:)' with a format style is not supported by Detents yet (formatted() and formatted(date:time:) are)",
        node, id: .unsupportedAPI)
    }
    let d = try styleName("date", "numeric")
    let tm = try styleName("time", "shortened")
    guard let pattern = DateFormat.formatStylePattern(date: d, time: tm) else {
      throw error(
        "formatted(date: .\(d), time: .\(tm)): the date styles are .omitted, .numeric, .abbreviated, .long and .complete; the time styles .omitted, .shortened, .standard and .complete",
        node)
    }
    return .string(try formatDate(t, pattern, node))
  }
}
