import Detents
import ViewTree

// Swift and Foundation: the standard types and functions a SwiftUI program uses, evaluated by
// the language core (`Builtins.swift`, `NativeValues.swift`, `Operators.swift`).
extension Registry {
  static let language: [APIEntry] = [
    .type("Int", .language, "64-bit integers; overflow is a located error, as Swift traps"),
    .type("Double", .language, "64-bit floating point"),
    .type("CGFloat", .language, "a Double, as on 64-bit Apple platforms"),
    .type("Float", .language, "held as a Double"),
    .type("String", .language, "strings, interpolation, String(repeating:count:) and the common methods"),
    .type("Character", .language, "characters of strings"),
    .type("Bool", .language, "true and false, toggle()"),
    .type("Array", .language, "arrays with value semantics and the common methods"),
    .type("Set", .language, "sets of hashable values"),
    .type("Dictionary", .language, "dictionaries"),
    .type(
      "IndexSet", .language,
      "a set of Int offsets in ascending order: IndexSet(), IndexSet(integer:), remove(atOffsets:), move(fromOffsets:toOffset:)"
    ),
    .type("Optional", .language, "optionals, chaining, ??, pattern matching"),
    .type(
      "Task", .language, iOS: OSVersion(13, 0),
      "Task {}, Task.sleep, Task.isCancelled, cancel() on the virtual clock"),
    .type("Duration", .language, iOS: OSVersion(16, 0), ".seconds(_:), .milliseconds(_:)"),
    .type("UUID", .language, "unique identifiers, deterministic within a run"),
    .type(
      "Date", .language,
      "the virtual clock's now; formatted() and formatted(date:time:) in en_US (Date.FormatStyle's date and time styles)"
    ),
    .type(
      "DispatchQueue", .language,
      "DispatchQueue.main.async and asyncAfter(deadline: .now() + seconds) run their closure on the virtual clock"
    ),
    .type("UIScreen", .language, "UIScreen.main.bounds: the device's screen in points"),
    .type(
      "FormatStyle", .language, iOS: OSVersion(15, 0),
      ".currency(code:) for Text(_:format:) and formatted(_:), in the run's locale (en_US)"),
    .type(
      "FloatingPointFormatStyle", .language, iOS: OSVersion(15, 0),
      ".currency(code:), as FormatStyle's"),
    .type(
      "Calendar", .language,
      "Calendar.current, Gregorian in UTC: startOfDay(for:), isDate(_:inSameDayAs:), isDateInToday, date(byAdding:value:to:) and dateComponents(_:from:to:) of fixed-length components, component(_:from:)"
    ),
    .type("DispatchTime", .language, ".now(): the virtual clock's time, in seconds"),
    .type(
      "UserDefaults", .language,
      "UserDefaults.standard: set(_:forKey:), data/string/integer/double/bool/object(forKey:), kept in memory for the run"
    ),
    .type("JSONEncoder", .language, "encode(_:) of Codable values (synthesized conformance) as JSON text"),
    .type("JSONDecoder", .language, "decode(_:from:) of Codable values from JSON text"),
    .type(
      "Data", .language,
      "bytes: what JSONEncoder gives; Data(contentsOf:), write(to:) on the run's in-memory files"),
    .type("URL", .language, "a file's path: appendingPathComponent(_:), path, lastPathComponent"),
    .type(
      "FileManager", .language,
      "FileManager.default.urls(for: .documentDirectory, in:): one documents directory, whose files are kept in memory for the run"
    ),
    .type(
      "RunLoop", .language,
      "RunLoop.main, as a Combine scheduler: values are delivered on the virtual clock's main queue"),
    .type(
      "AnyCancellable", .language,
      "what sink returns: cancel() ends the subscription (a @Published property's publisher)"),
    .function("min", .language, "the smaller of its arguments, or of an array"),
    .function("max", .language, "the larger of its arguments, or of an array"),
    .function("abs", .language, "absolute value"),
    .function("print", .language, "prints to the run's output"),
    .function(
      "State", .language,
      "State(initialValue:) and State(wrappedValue:), the storage an initializer gives `_x`: its initial value"
    ),
    .function(
      "dump", .language, "prints a value in Swift's mirror format: `- 2`, `▿ Type` and its stored properties"),
    .function(
      "_printChanges", .language,
      "Self._printChanges() in a body prints \"Name: @self changed.\" each time the body runs (which property changed is not tracked)"
    ),
    .function("round", .language, "rounds to the nearest integer"),
    .function("floor", .language, "rounds down to an integer"),
    .function("ceil", .language, "rounds up to an integer"),
    .function("sqrt", .language, "the square root of a number"),
    .function("zip", .language, "pairs two sequences"),
    .function("stride", .language, "stride(from:to:by:) and stride(from:through:by:)"),
    .function("assert", .language, "a failed assertion is a located error"),
    .function("precondition", .language, "a failed precondition is a located error"),
    .function("fatalError", .language, "a located error with its message"),
    .type(
      "Timer", .language,
      "Timer.publish(every:on:in:).autoconnect(): a timer on the virtual clock, for .onReceive"),
    .type(
      "DateFormatter", .language,
      "dateStyle and timeStyle (.none … .full), dateFormat patterns (y M d E h H m s S a z Z …), string(from:) and date(from:), in en_US or en_US_POSIX, Gregorian in UTC"
    ),
    .unsupported(.type, "NotificationCenter", .language),
    .unsupported(.type, "URLSession", .language),
  ]
}

// The static members of the standard types a SwiftUI program uses.
extension Registry {
  static let languageMembers: [MemberEntry] = [
    .computed(["RunLoop"], "main", .language, function: false) { _ in .string("RunLoop.main") },
    .computed(["RunLoop"], "current", .language, function: false) { _ in .string("RunLoop.main") },
    .computed(["Duration"], "seconds", .language, iOS: OSVersion(16, 0)) { c throws(EvalError) in
      .native(.duration(try c.firstNumber()))
    },
    .computed(["Duration"], "milliseconds", .language, iOS: OSVersion(16, 0)) { c throws(EvalError) in
      .native(.duration(try c.firstNumber() / 1000))
    },
    .computed(["Date"], "now", .language, function: false, iOS: OSVersion(15, 0)) { c in
      .native(.date(c.interpreter.dateNow))
    },
    // The far dates: year 1 and year 4001, as Foundation has them.
    .value(["Date"], "distantPast", .language, .date(-63_114_076_800)),
    .value(["Date"], "distantFuture", .language, .date(63_113_904_000)),
    .computed(["Task"], "isCancelled", .language, function: false) { c in
      .bool(c.interpreter.host?.isCancelled ?? false)
    },
    .computed(["Task"], "sleep", .language, labels: ["nanoseconds", "for", "tolerance"]) {
      c throws(EvalError) in
      try c.interpreter.taskSleep(c.args, c.node)
    },
    .computed(["Task"], "checkCancellation", .language) { c throws(EvalError) in
      if c.interpreter.host?.isCancelled == true { throw .cancelled }
      return .void
    },
    .computed(["Task"], "yield", .language) { _ in .void },
    // Random numbers come from the run's seeded generator: the same every run (SeededRandom).
    .computed(["Int", "Double", "CGFloat", "Float"], "random", .language, labels: ["in"]) {
      c throws(EvalError) in
      try c.interpreter.randomNumber(c.type, c.label("in"), c.node)
    },
    .computed(["UserDefaults"], "standard", .language, function: false) { _ in
      .native(.foundationObject(.userDefaults))
    },
    .computed(["DispatchQueue"], "main", .language, function: false) { _ in
      .native(.foundationObject(.mainQueue))
    },
    // `Timer.publish(every: 0.1, on: .main, in: .common)`: the run loop and mode do not matter on
    // the virtual clock; `.autoconnect()` gives the same publisher.
    .computed(["Timer"], "publish", .language, labels: ["every", "tolerance", "on", "in", "options"]) {
      c throws(EvalError) in
      guard let every = try c.number("every"), every > 0 else {
        throw c.error("Timer.publish needs every: a positive number of seconds")
      }
      return .native(.timerPublisher(interval: every))
    },
    .computed(["Calendar"], "current", .language, function: false) { _ in .native(.calendar) },
    .computed(["DispatchTime"], "now", .language) { c in .double(c.interpreter.host?.now ?? 0) },
    // `UIScreen.main.bounds`: the device's screen in points (its `width`, `height`, `size`).
    .computed(["UIScreen"], "main", .language, function: false, macOS: .some(nil)) { c in
      let (w, h) = c.interpreter.host?.screenSize ?? (402, 874)
      let size: Value = .tuple([("width", .double(w)), ("height", .double(h))])
      return .tuple([
        (
          "bounds",
          .tuple([
            ("width", .double(w)), ("height", .double(h)), ("size", size),
            ("origin", .tuple([("x", .double(0)), ("y", .double(0))])),
          ])
        ),
        ("scale", .double(3)),
      ])
    },
    // The run's locale is en_US (the preview device's default), whose currency is USD.
    .computed(["Locale"], "current", .language, function: false) { _ in
      .tuple([
        ("identifier", .string("en_US")), ("currency", .tuple([("identifier", .string("USD"))])),
        ("language", .tuple([("languageCode", .string("en"))])),
        ("region", .tuple([("identifier", .string("US"))])),
      ])
    },
    .computed(
      ["FormatStyle", "FloatingPointFormatStyle"], "currency", .language, labels: ["code"],
      iOS: OSVersion(15, 0)
    ) { c throws(EvalError) in
      guard case .string(let code)? = c.label("code") else {
        throw c.error("currency(code:) needs a currency code")
      }
      return .native(.currencyFormat(code: code))
    },
    .computed(["FileManager"], "default", .language, function: false) { _ in
      .native(.foundationObject(.fileManager))
    },
    .computed(["Bool"], "random", .language) { c in .bool(c.interpreter.random.next() & 1 == 1) },
    .computed(["Int"], "max", .language, function: false) { _ in .int(.max) },
    .computed(["Int"], "min", .language, function: false) { _ in .int(.min) },
    .computed(["CGFloat", "Double", "Float"], "zero", .language, function: false) { _ in .double(0) },
    .computed(["Int"], "zero", .language, function: false) { _ in .int(0) },
    .computed(["CGFloat", "Double", "Float"], "pi", .language, function: false) { _ in .double(.pi) },
    .computed(["CGFloat", "Double", "Float"], "infinity", .language, function: false) { _ in
      .double(.infinity)
    },
  ]
}
