import Foundation

/// A task of the program (`.task`, `Task { }`), run as a coroutine on a thread of its own.
///
/// Only one piece of the program runs at a time: the runtime resumes a task and waits until it
/// sleeps or finishes, so runs are deterministic. Time is virtual: `Task.sleep` records when
/// the task wants to wake and yields.
final class TaskRecord: @unchecked Sendable {
  let id: Int
  let label: String
  var wake: Double
  var cancelled = false
  var finished = false
  var started = false
  var error: Error?
  let resume = DispatchSemaphore(value: 0)
  let yielded = DispatchSemaphore(value: 0)
  let body: () throws -> Void

  init(id: Int, label: String, wake: Double, body: @escaping () throws -> Void) {
    self.id = id
    self.label = label
    self.wake = wake
    self.body = body
  }

  /// Runs the task until it sleeps or finishes. Called by the runtime's thread.
  func step() {
    if !started {
      started = true
      let thread = Thread { [self] in
        resume.wait()
        do { try body() } catch { self.error = error }
        finished = true
        yielded.signal()
      }
      thread.stackSize = 64 << 20
      thread.start()
    }
    resume.signal()
    yielded.wait()
  }

  /// Called on the task's thread by `Task.sleep`: yield, then wait to be resumed.
  func suspend() {
    yielded.signal()
    resume.wait()
  }
}

/// The program asked a task to stop at the end of a run.
struct TaskTerminated: Error {}
