/// A task of the program (`.task`, `.task(id:)`, `Task { }`): its closure and, once started, the
/// frames it is suspended in (TaskMachine.swift).
///
/// Only one piece of the program runs at a time, on the run's one thread: the runtime resumes
/// the task that is due first on the virtual clock (the earliest `wake`, then the oldest) and
/// runs it until it sleeps or finishes, so runs are deterministic.
final class TaskRecord {
  let id: Int
  let label: String
  /// When the task runs next: when it was started, or when its `Task.sleep` ends (now, once it
  /// is cancelled).
  var wake: Double
  var cancelled = false
  var finished = false
  var started: Bool { machine != nil }
  let closure: Closure
  var machine: TaskMachine?

  init(id: Int, label: String, wake: Double, closure: Closure) {
    self.id = id
    self.label = label
    self.wake = wake
    self.closure = closure
  }
}

/// A timer a view on screen receives (`.onReceive(Timer.publish(every:on:in:).autoconnect())`):
/// it ticks every `interval` seconds from when the view appeared, on the virtual clock, until the
/// view leaves the screen.
final class TimerRecord {
  let interval: Double
  /// When it ticks next.
  var next: Double
  /// The action of the view's latest render (it sees that render's state).
  var action: Closure

  init(interval: Double, start: Double, action: Closure) {
    self.interval = interval
    self.next = start + interval
    self.action = action
  }
}
