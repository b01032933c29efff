/// Dates as text and back, as Foundation's `DateFormatter` and `Date.FormatStyle` write them
/// in the `en_US` locale (and `en_US_POSIX`, which spells dates the same in the Gregorian
/// calendar) and the run's time zone, UTC.
///
/// The styles (CLDR's `en` data, as Apple's ICU has it):
///
/// | style    | date (`DateFormatter`) | time          | date (`FormatStyle`) |
/// |----------|------------------------|---------------|----------------------|
/// | short    | `6/9/25`               | `9:41 AM`     | numeric: `6/9/2025`  |
/// | medium   | `Jun 9, 2025`          | `9:41:00 AM`  | abbreviated: `Jun 9, 2025` |
/// | long     | `June 9, 2025`         | `9:41:00 AM UTC` | long: `June 9, 2025` |
/// | full     | `Monday, June 9, 2025` | `9:41:00 AM Coordinated Universal Time` | complete: `Monday, June 9, 2025` |
///
/// `FormatStyle`'s times: shortened `9:41 AM`, standard `9:41:00 AM`, complete `9:41:00 AM UTC`.
/// A date and a time join with ", " (`DateFormatter`'s long and full dates with " at ",
/// CLDR's `{1} 'at' {0}`). Between the time and AM/PM Detents writes a plain space, where
/// iOS 17 and later write U+202F (a narrow no-break space): the same on screen, and the
/// text programs compare and parse in practice.
public enum DateFormat {
  /// `DateFormatter.Style`.
  public enum Style: Int, Sendable, CaseIterable {
    case none, short, medium, long, full
  }

  /// The pattern of `DateFormatter`'s date and time styles (nil for none and none).
  public static func pattern(date: Style, time: Style) -> String? {
    let d: String? =
      switch date {
      case .none: nil
      case .short: "M/d/yy"
      case .medium: "MMM d, y"
      case .long: "MMMM d, y"
      case .full: "EEEE, MMMM d, y"
      }
    let t: String? =
      switch time {
      case .none: nil
      case .short: "h:mm a"
      case .medium: "h:mm:ss a"
      case .long: "h:mm:ss a z"
      case .full: "h:mm:ss a zzzz"
      }
    guard let d, let t else { return d ?? t }
    return d + (date.rawValue >= Style.long.rawValue ? " 'at' " : ", ") + t
  }

  /// The pattern of `Date.formatted(date:time:)`: `date` is omitted, numeric, abbreviated,
  /// long or complete; `time` omitted, shortened, standard or complete (nil for an unknown
  /// name). Both omitted: the empty pattern, as Foundation gives "".
  public static func formatStylePattern(date: String, time: String) -> String? {
    let d: String?? =
      switch date {
      case "omitted": .some(nil)
      case "numeric": "M/d/y"
      case "abbreviated": "MMM d, y"
      case "long": "MMMM d, y"
      case "complete": "EEEE, MMMM d, y"
      default: nil
      }
    let t: String?? =
      switch time {
      case "omitted": .some(nil)
      case "shortened": "h:mm a"
      case "standard": "h:mm:ss a"
      case "complete": "h:mm:ss a z"
      default: nil
      }
    guard let d, let t else { return nil }
    guard let dd = d, let tt = t else { return d ?? t ?? "" }
    return dd + ", " + tt
  }

  /// One piece of a pattern: a run of one field letter, or literal text.
  enum Piece: Equatable {
    case field(Character, count: Int)
    case literal(String)
  }

  /// The field letters Detents writes and reads.
  static let fieldLetters: Set<Character> = [
    "G", "y", "Y", "u", "M", "L", "d", "D", "E", "e", "c", "a", "h", "H", "k", "K", "m", "s", "S", "z", "Z",
    "X", "x", "Q",
  ]

  /// Checks that Detents knows every field letter of a pattern.
  public static func validate(_ pattern: String) throws(PatternError) { _ = try pieces(pattern) }

  /// The pieces of a pattern, or the first letter that is not a field Detents knows
  /// (`'quoted'` text and `''` for a quote are literal; other characters too).
  static func pieces(_ pattern: String) throws(PatternError) -> [Piece] {
    var out: [Piece] = []
    let chars = Array(pattern)
    var i = 0
    func literal(_ s: String) {
      if case .literal(let prev)? = out.last {
        out[out.count - 1] = .literal(prev + s)
      } else {
        out.append(.literal(s))
      }
    }
    while i < chars.count {
      let c = chars[i]
      if c == "'" {
        if i + 1 < chars.count, chars[i + 1] == "'" {
          literal("'")
          i += 2
          continue
        }
        var text = ""
        i += 1
        while i < chars.count {
          if chars[i] == "'" {
            if i + 1 < chars.count, chars[i + 1] == "'" {
              text.append("'")
              i += 2
              continue
            }
            break
          }
          text.append(chars[i])
          i += 1
        }
        literal(text)
        i += 1
        continue
      }
      if c.isLetter, c.isASCII {
        guard fieldLetters.contains(c) else { throw PatternError(letter: c) }
        var n = 1
        while i + n < chars.count, chars[i + n] == c { n += 1 }
        out.append(.field(c, count: n))
        i += n
        continue
      }
      literal(String(c))
      i += 1
    }
    return out
  }

  /// A pattern letter Detents does not know.
  public struct PatternError: Error, Equatable, Sendable {
    /// The letter.
    public let letter: Character
    /// The error of a letter.
    public init(letter: Character) { self.letter = letter }
  }

  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]
  static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

  static func padded(_ n: Int, _ width: Int) -> String {
    let s = String(n < 0 ? -n : n)
    return (n < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - s.count)) + s
  }

  /// The text of the moment `t` (seconds since 1 January 2001, UTC) in a pattern.
  public static func string(_ t: Double, pattern: String) throws(PatternError) -> String {
    let c = CalendarDate(secondsSinceReferenceDate: t)
    var out = ""
    for part in try pieces(pattern) {
      switch part {
      case .literal(let s): out += s
      case .field(let letter, let n): out += field(letter, n, c)
      }
    }
    return out
  }

  static func field(_ letter: Character, _ n: Int, _ c: CalendarDate) -> String {
    let hour12 = c.hour % 12 == 0 ? 12 : c.hour % 12
    switch letter {
    case "G": return n == 4 ? (c.year > 0 ? "Anno Domini" : "Before Christ") : (c.year > 0 ? "AD" : "BC")
    case "y", "Y", "u": return n == 2 ? padded(c.year % 100, 2) : padded(c.year, n)
    case "M", "L":
      switch n {
      case 1, 2: return padded(c.month, n)
      case 3: return String(months[c.month - 1].prefix(3))
      case 5: return String(months[c.month - 1].prefix(1))
      default: return months[c.month - 1]
      }
    case "d": return padded(c.day, n)
    case "D": return padded(c.dayOfYear, n)
    case "E", "e", "c":
      let name = weekdays[c.weekday - 1]
      if (letter == "e" || letter == "c") && n <= 2 { return padded(c.weekday, n) }
      switch n {
      case 4: return name
      case 5: return String(name.prefix(1))
      case 6: return String(name.prefix(2))
      default: return String(name.prefix(3))
      }
    case "Q": return n >= 3 ? "Q\((c.month - 1) / 3 + 1)" : padded((c.month - 1) / 3 + 1, n)
    case "a": return c.hour < 12 ? "AM" : "PM"
    case "h": return padded(hour12, n)
    case "H": return padded(c.hour, n)
    case "k": return padded(c.hour == 0 ? 24 : c.hour, n)
    case "K": return padded(c.hour % 12, n)
    case "m": return padded(c.minute, n)
    case "s": return padded(Int(c.second), n)
    case "S":
      // The fraction of the second, truncated to n digits.
      var f = c.second - c.second.rounded(.down)
      var digits = ""
      for _ in 0..<n {
        f *= 10
        let d = Int(f.rounded(.down))
        digits += String(min(d, 9))
        f -= Double(d)
      }
      return digits
    case "z": return n >= 4 ? "Coordinated Universal Time" : "UTC"
    case "Z": return n == 4 ? "GMT" : n == 5 ? "Z" : "+0000"
    case "X": return "Z"
    case "x": return n == 1 ? "+00" : n == 2 || n == 4 ? "+0000" : "+00:00"
    default: return ""
    }
  }

  /// The moment a text spells in a pattern, or nil where it does not match (as
  /// `DateFormatter.date(from:)` gives nil). Fields that are not there default as
  /// Foundation's do: 1 January 2000, midnight. Names match without regard to case.
  public static func date(_ text: String, pattern: String) throws(PatternError) -> Double? {
    let parts = try pieces(pattern)
    var year = 2000
    var month = 1
    var day = 1
    var hour = 0
    var minute = 0
    var second = 0.0
    var pm: Bool?
    var hour12: Int?
    let chars = Array(text)
    var i = 0
    func number(maxDigits: Int) -> Int? {
      var n = 0
      var count = 0
      var negative = false
      if i < chars.count, chars[i] == "-", maxDigits > 4 {
        negative = true
        i += 1
      }
      while i < chars.count, count < maxDigits, let d = chars[i].wholeNumberValue, chars[i].isASCII {
        n = n * 10 + d
        count += 1
        i += 1
      }
      return count == 0 ? nil : negative ? -n : n
    }
    func name(_ names: [String], prefix: Int?) -> Int? {
      for (k, full) in names.enumerated() {
        let candidate = prefix.map { String(full.prefix($0)) } ?? full
        let end = i + candidate.count
        if end <= chars.count, String(chars[i..<end]).lowercased() == candidate.lowercased() {
          i = end
          return k
        }
      }
      return nil
    }
    func word(_ options: [String]) -> Int? { name(options, prefix: nil) }
    for (index, part) in parts.enumerated() {
      switch part {
      case .literal(let s):
        for ch in s {
          guard i < chars.count, chars[i] == ch else { return nil }
          i += 1
        }
      case .field(let letter, let n):
        // A number field directly followed by another number field reads exactly its width.
        var nextIsNumber = false
        if index + 1 < parts.count, case .field(let l, let m) = parts[index + 1] {
          nextIsNumber = !((l == "M" || l == "L" || l == "E") && m >= 3) && l != "a" && l != "z"
        }
        let width = nextIsNumber ? n : 9
        switch letter {
        case "y", "Y", "u":
          guard let v = number(maxDigits: n == 2 ? 2 : width) else { return nil }
          // Two-digit years: ICU's window, 80 years before the virtual now (2025) to 20 after.
          year = n == 2 ? (v < 45 ? 2000 + v : 1900 + v) : v
        case "M", "L":
          if n >= 3 {
            guard let k = name(months, prefix: n == 3 ? 3 : nil) else { return nil }
            month = k + 1
          } else {
            guard let v = number(maxDigits: nextIsNumber ? n : 2), (1...12).contains(v) else {
              return nil
            }
            month = v
          }
        case "d":
          guard let v = number(maxDigits: nextIsNumber ? n : 2), (1...31).contains(v) else {
            return nil
          }
          day = v
        case "E", "e", "c":
          // The weekday is read and left out: the date's fields decide the day.
          if n >= 3 || letter == "E" {
            guard name(weekdays, prefix: n == 4 ? nil : 3) != nil else { return nil }
          } else {
            guard number(maxDigits: 1) != nil else { return nil }
          }
        case "a":
          guard let k = word(["AM", "PM"]) else { return nil }
          pm = k == 1
        case "h", "K":
          guard let v = number(maxDigits: nextIsNumber ? n : 2), v <= 12 else { return nil }
          hour12 = v % 12
        case "H", "k":
          guard let v = number(maxDigits: nextIsNumber ? n : 2), v <= 24 else { return nil }
          hour = v % 24
        case "m":
          guard let v = number(maxDigits: nextIsNumber ? n : 2), v < 60 else { return nil }
          minute = v
        case "s":
          guard let v = number(maxDigits: nextIsNumber ? n : 2), v < 60 else { return nil }
          second += Double(v)
        case "S":
          let start = i
          guard let v = number(maxDigits: n) else { return nil }
          var scale = 1.0
          for _ in start..<i { scale *= 10 }
          second += Double(v) / scale
        case "z":
          guard word(["Coordinated Universal Time", "UTC", "GMT"]) != nil else { return nil }
        case "Z", "X", "x":
          // Only UTC: the run's zone; another offset moves the moment.
          if word(["Z"]) != nil { break }
          guard i < chars.count, chars[i] == "+" || chars[i] == "-" else { return nil }
          let sign: Double = chars[i] == "-" ? -1 : 1
          i += 1
          guard let hh = number(maxDigits: 2) else { return nil }
          if i < chars.count, chars[i] == ":" { i += 1 }
          let mm = number(maxDigits: 2) ?? 0
          second -= sign * Double(hh * 3600 + mm * 60)
        default:
          return nil
        }
      }
    }
    guard i == chars.count else { return nil }
    if let h = hour12 { hour = h + (pm == true ? 12 : 0) } else if pm == true, hour < 12 { hour += 12 }
    return CalendarDate.seconds(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second)
  }
}
