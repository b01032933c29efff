import Portable
import SwiftSource

// `Calendar.current`: the Gregorian calendar in UTC, the run's time zone (dates are seconds
// since 1 January 2001, 00:00 UTC, which starts a day; ``CalendarDate`` names their days).
extension Interpreter {
  /// The seconds of one calendar component that has a fixed length in UTC (no daylight saving):
  /// `.day`, `.hour`, `.minute`, `.second`, `.weekOfYear`; nil for the others.
  static func fixedSeconds(ofComponent name: String) -> Double? {
    switch name {
    case "second": 1
    case "minute": 60
    case "hour": 3600
    case "day": 86_400
    case "weekOfYear", "weekOfMonth": 604_800
    default: nil
    }
  }

  /// The name of a `Calendar.Component` written `.day`.
  func componentName(_ v: Value?) -> String? {
    if case .implicit(let chain)? = v, chain.steps.count == 1 { return chain.steps[0].name }
    return nil
  }

  /// The start of the day of `t` (midnight UTC).
  func startOfDay(_ t: Double) -> Double { (t / 86_400).rounded(.down) * 86_400 }

  func calendarMethod(_ name: String, _ args: [Argument], _ node: Syntax) throws(EvalError) -> Value {
    func date(_ v: Value?, _ what: String) throws(EvalError) -> Double {
      guard case .native(.date(let d))? = v else { throw error("\(name) needs a Date \(what)", node) }
      return d
    }
    switch name {
    case "startOfDay":
      return .native(.date(startOfDay(try date(label(args, "for"), "for:"))))
    case "isDate":
      let a = try date(args.first?.value, "first")
      let b = try date(label(args, "inSameDayAs"), "inSameDayAs:")
      return .bool(startOfDay(a) == startOfDay(b))
    case "isDateInToday", "isDateInYesterday", "isDateInTomorrow":
      let offset: Double = name == "isDateInToday" ? 0 : name == "isDateInYesterday" ? -86_400 : 86_400
      return .bool(startOfDay(try date(args.first?.value, "")) == startOfDay(dateNow + offset))
    case "date" where label(args, "byAdding") != nil:
      // `date(byAdding: .day, value: 3, to: date)`: components of fixed length in UTC.
      let component = componentName(label(args, "byAdding")) ?? ""
      guard let unit = Self.fixedSeconds(ofComponent: component) else {
        throw error(
          "date(byAdding: .\(component)) is not supported by Detents yet (.day, .hour, .minute, .second and .weekOfYear are)",
          node, id: .unsupportedAPI)
      }
      guard let n = try num(args, "value", node) else { throw error("date(byAdding:) needs value:", node) }
      return .native(.date(try date(label(args, "to"), "to:") + unit * n.rounded(.towardZero)))
    case "dateComponents" where label(args, "to") != nil:
      // The whole days, hours, … from one date to another, each of the components asked for
      // counted alone (as Foundation does for one component; several share the interval).
      guard case .array(let asked)? = args.first?.value else {
        throw error("dateComponents(_:from:to:) needs a set of components", node)
      }
      var rest = try date(label(args, "to"), "to:") - (try date(label(args, "from"), "from:"))
      var fields: [(label: String?, value: Value)] = []
      let names = asked.compactMap { componentName($0) }
      for unit in ["weekOfYear", "day", "hour", "minute", "second"] {
        guard names.contains(unit), let seconds = Self.fixedSeconds(ofComponent: unit) else { continue }
        let whole = (rest / seconds).rounded(.towardZero)
        fields.append((unit, .int(Int(whole))))
        rest -= whole * seconds
      }
      if let other = names.first(where: { Self.fixedSeconds(ofComponent: $0) == nil }) {
        throw error(
          "dateComponents([.\(other)], from:to:) is not supported by Detents yet (.day, .hour, .minute, .second and .weekOfYear are)",
          node, id: .unsupportedAPI)
      }
      for unit in ["year", "month", "weekOfYear", "day", "hour", "minute", "second"]
      where !fields.contains(where: { $0.label == unit }) {
        fields.append((unit, .nilValue))
      }
      return .tuple(fields)
    case "component":
      // `component(.hour, from: date)`: the date's own field.
      let c = CalendarDate(secondsSinceReferenceDate: try date(label(args, "from"), "from:"))
      switch componentName(args.first?.value) {
      case "year": return .int(c.year)
      case "month": return .int(c.month)
      case "day": return .int(c.day)
      case "hour": return .int(c.hour)
      case "minute": return .int(c.minute)
      case let other:
        throw error(
          "component(.\(other ?? "?"), from:) is not supported by Detents yet (.year, .month, .day, .hour and .minute are)",
          node, id: .unsupportedAPI)
      }
    default:
      throw error("'Calendar.\(name)' is not supported by Detents yet", node, id: .unsupportedAPI)
    }
  }
}
