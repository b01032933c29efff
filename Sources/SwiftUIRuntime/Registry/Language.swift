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
    .type("Optional", .language, "optionals, chaining, ??, pattern matching"),
    .type(
      "Task", .language, iOS: OSVersion(13, 0),
      "Task {}, Task.sleep, Task.isCancelled, cancel() on the virtual clock"),
    .type("Duration", .language, iOS: OSVersion(16, 0), ".seconds(_:), .milliseconds(_:)"),
    .type("UUID", .language, "unique identifiers, deterministic within a run"),
    .type("Date", .language, "the virtual clock's now"),
    .function("min", .language, "the smaller of its arguments, or of an array"),
    .function("max", .language, "the larger of its arguments, or of an array"),
    .function("abs", .language, "absolute value"),
    .function("print", .language, "prints to the run's output"),
    .function("round", .language, "rounds to the nearest integer"),
    .function("floor", .language, "rounds down to an integer"),
    .function("ceil", .language, "rounds up to an integer"),
    .function("sqrt", .language, "the square root of a number"),
    .function("zip", .language, "pairs two sequences"),
    .function("stride", .language, "stride(from:to:by:) and stride(from:through:by:)"),
    .function("assert", .language, "a failed assertion is a located error"),
    .function("precondition", .language, "a failed precondition is a located error"),
    .function("fatalError", .language, "a located error with its message"),
    .unsupported(.type, "Timer", .language),
    .unsupported(.type, "DateFormatter", .language),
    .unsupported(.type, "NotificationCenter", .language),
    .unsupported(.type, "UserDefaults", .language),
    .unsupported(.type, "URLSession", .language),
    .unsupported(.type, "DispatchQueue", .language),
  ]
}

// The static members of the standard types a SwiftUI program uses.
extension Registry {
  static let languageMembers: [MemberEntry] = [
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
  ]
}
