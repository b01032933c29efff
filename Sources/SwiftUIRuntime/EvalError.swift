import Portable
import SwiftSource

/// What ends an evaluation early: an error of the run, a value the program threw, or the
/// `CancellationError` of a cancelled `Task.sleep`. Every throwing function of the interpreter
/// throws it (typed throws, as Embedded Swift needs); `do`/`catch` and `try?` in the program take
/// the last two, run errors go up to the run (``RunError/error(_:)``). A task's frames unwind
/// with it too (TaskMachine.swift).
enum EvalError: Error, @unchecked Sendable {
  /// An error of the run at its place in the program (a budget, a failed force unwrap, API
  /// that does not run): it ends the run.
  ///
  /// `indirect` (boxed) so that an `EvalError` is one word, not a diagnostic of seven fields:
  /// every `try` of the interpreter passes it on, and in the WebAssembly build that moved the
  /// whole diagnostic at each one (the module was 40 KB smaller gzipped with the box, 968 KB
  /// before). The box is made only when an error is thrown.
  indirect case error(RuntimeError)
  /// A value the program's `throw` threw.
  case thrown(Value)
  /// A cancelled task's `Task.sleep` threw `CancellationError`.
  case cancelled

  /// What `do`/`catch` and `try?` take: thrown values and cancellation, not run errors.
  var isCatchable: Bool {
    if case .error = self { false } else { true }
  }

  /// The value `catch` binds to `error`.
  var caughtValue: Value {
    switch self {
    case .thrown(let v): v
    default: Interpreter.cancellationErrorValue
    }
  }
}

/// A run of a program stopped: what ``SwiftUIProgram/run(until:environment:root:preview:interactions:budget:)``
/// and ``SwiftUIProgram/previews()`` throw.
public enum RunError: Error, Sendable {
  /// A located error: a syntax error, or an error of the run at its place in the program.
  /// (Boxed, as ``EvalError/error(_:)`` is.)
  indirect case error(RuntimeError)
  /// The semantic pass's errors: nothing was evaluated.
  case semantic(SemanticErrors)
  /// An interaction that cannot happen (a tap on a button that is not on screen).
  case interaction(InteractionError)
  /// A value the program threw that nothing caught (outside a task). Its value is the
  /// program's, which is not printed.
  case uncaughtThrow

  /// The evaluator's error as the run's: a thrown value or cancellation nothing caught is
  /// ``uncaughtThrow``.
  init(_ error: EvalError) {
    switch error {
    case .error(let e): self = .error(e)
    case .thrown, .cancelled: self = .uncaughtThrow
    }
  }
}
