import SwiftUIRuntime
import Testing

/// `Task {}`, `.task`, `Task.sleep` on the virtual clock, `await` of async functions, and
/// cancellation (`Task.cancel`, `Task.isCancelled`, `.task(id:)` changing).
@Suite struct AsyncCancellationTests {
  static let helpers = """
    func slowDouble(_ n: Int) async -> Int {
      try? await Task.sleep(for: .seconds(1))
      return n * 2
    }
    func fails() async throws -> Int {
      try await Task.sleep(for: .seconds(0.5))
      throw Stop.now
    }
    enum Stop: Error { case now }
    """

  static let cases: [ProgramCase] = [
    ProgramCase(
      ".task runs at once up to its first sleep",
      """
      print("start")
      try? await Task.sleep(for: .seconds(2))
      print("woke")
      """, ["start"], host: .task, at: 1.999),
    ProgramCase(
      ".task resumes when the clock reaches the wake time",
      """
      print("start")
      try? await Task.sleep(for: .seconds(2))
      print("woke")
      """, ["start", "woke"], host: .task, at: 2),
    ProgramCase(
      "sleeps add up",
      """
      for i in 1...3 {
        try? await Task.sleep(for: .milliseconds(100))
        print(i)
      }
      """, ["1", "2"], host: .task, at: 0.25),
    ProgramCase(
      "await of an async function gives its value after its sleep", decls: helpers,
      """
      let v = await slowDouble(21)
      print(v)
      """, ["42"], host: .task, at: 1),
    ProgramCase(
      "await of an async function has not finished before its sleep ends", decls: helpers,
      """
      let v = await slowDouble(21)
      print(v)
      """, [], host: .task, at: 0.9),
    ProgramCase(
      "awaits in sequence add their times", decls: helpers,
      """
      let a = await slowDouble(1)
      let b = await slowDouble(a)
      print(a, b)
      """, ["2 4"], host: .task, at: 2),
    ProgramCase(
      "a thrown error from an async function is caught", decls: helpers,
      """
      do {
        let v = try await fails()
        print("got", v)
      } catch {
        print("caught", error)
      }
      """, ["caught now"], host: .task, at: 1),
    ProgramCase(
      "try? await of a throwing async function gives nil", decls: helpers,
      """
      let v = try? await fails()
      print(v == nil)
      """, ["true"], host: .task, at: 1),
    ProgramCase(
      "Task {} in onAppear runs after the appear closure",
      """
      print("appear")
      Task { print("task") }
      print("after")
      """, ["appear", "after", "task"]),
    ProgramCase(
      "Task {} sleeps on the virtual clock",
      """
      Task {
        try? await Task.sleep(for: .seconds(1))
        print("one second")
      }
      """, ["one second"], at: 1),
    ProgramCase(
      "Task {} gives no handle to cancel yet",
      """
      let t = Task {
        do {
          try await Task.sleep(for: .seconds(5))
          print("slept")
        } catch {
          print("cancelled")
        }
      }
      Task {
        try? await Task.sleep(for: .seconds(1))
        t.cancel()
      }
      """, ["error: 15:10: value of type 'Void' has no method 'cancel'"], at: 10),
    ProgramCase(
      "Task.cancel on a handle is not supported yet",
      """
      let t = Task {
        try? await Task.sleep(for: .seconds(2))
        print("cancelled:", Task.isCancelled)
      }
      Task {
        try? await Task.sleep(for: .seconds(1))
        t.cancel()
      }
      """, ["error: 11:10: value of type 'Void' has no method 'cancel'"], at: 3),
    ProgramCase(
      "Task.isCancelled is false in a running task",
      """
      Task {
        try? await Task.sleep(for: .seconds(1))
        print("cancelled:", Task.isCancelled)
      }
      """, ["cancelled: false"], at: 3),
    ProgramCase(
      "cancelling a looping task by its handle is not supported yet",
      """
      let t = Task {
        var n = 0
        while !Task.isCancelled {
          n += 1
          try? await Task.sleep(for: .seconds(1))
        }
        print("ran", n)
      }
      Task {
        try? await Task.sleep(for: .seconds(3.5))
        t.cancel()
      }
      """, ["error: 15:10: value of type 'Void' has no method 'cancel'"], at: 10),
    ProgramCase(
      "Task.checkCancellation after a handle's cancel is not supported yet",
      """
      let t = Task {
        try? await Task.sleep(for: .seconds(2))
        do {
          try Task.checkCancellation()
          print("still running")
        } catch {
          print("checked: cancelled")
        }
      }
      Task {
        try? await Task.sleep(for: .seconds(1))
        t.cancel()
      }
      """, ["error: 16:10: value of type 'Void' has no method 'cancel'"], at: 3),
    ProgramCase(
      "a task's value is not supported yet",
      """
      let t = Task { () -> Int in
        try? await Task.sleep(for: .seconds(1))
        return 7
      }
      Task {
        let v = await t.value
        print("value", v)
      }
      """, ["error: 10:24: value of type 'Void' has no member 'value'"], at: 2),
  ]

  @Test(arguments: cases) func runs(_ c: ProgramCase) { c.check() }

  @Test func changingTheTaskIDCancelsTheRunningTask() throws {
    let source = taskIDProgram(
      """
      let mine = id
      do {
        try await Task.sleep(for: .seconds(2))
        log.append("done \\(mine)")
      } catch {
        log.append("cancelled \\(mine)")
      }
      """)
    let taps: [(time: Double, Interaction)] = [(1, .tapButton("next"))]
    #expect(try shown(source, at: 1, interactions: taps) == "cancelled 0|next")
    #expect(try shown(source, at: 2.9, interactions: taps) == "cancelled 0|next")
    #expect(try shown(source, at: 3, interactions: taps) == "cancelled 0,done 1|next")
  }

  @Test func aTaskThatIsNotRunningWhenTheIDChangesIsNotCancelled() throws {
    let source = taskIDProgram(
      """
      log.append("run \\(id) cancelled \\(Task.isCancelled)")
      """)
    let taps: [(time: Double, Interaction)] = [(1, .tapButton("next")), (2, .tapButton("next"))]
    #expect(
      try shown(source, at: 3, interactions: taps)
        == "run 0 cancelled false,run 1 cancelled false,run 2 cancelled false|next")
  }
}
