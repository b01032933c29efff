import Detents
import Foundation
import SwiftUIRuntime
import Testing
import ViewTree

/// A view whose `.task` runs `task` (its first line is line 6 of the program, at column 7) and
/// whose text is its `log`; `members` go into the view (async functions for the task to call).
func asyncProgram(_ task: String, members: String = "") -> String {
  """
  import SwiftUI
  struct T: View {
    @State private var log: [String] = []
    var body: some View {
      Text(log.joined(separator: ",")).task {
        \(task.replacingOccurrences(of: "\n", with: "\n      "))
      }
    }
    \(members.replacingOccurrences(of: "\n", with: "\n  "))
  }
  #Preview { T() }
  """
}

/// The text a program shows at time `t`.
func shown(_ source: String, at t: Double, interactions: [(time: Double, Interaction)] = []) throws -> String
{
  try texts(run(source, at: t, interactions: interactions).tree).joined(separator: "|")
}

/// The times at which the tasks of a run finished, as the run's log has them ("1.100 task").
func finishTimes(_ result: RunResult) -> [String] {
  result.log.compactMap { line in
    guard let r = line.range(of: "  task finished: ") else { return nil }
    return line[..<r.lowerBound].trimmingCharacters(in: .whitespaces) + " " + line[r.upperBound...]
  }
}

@Suite struct TaskClockTests {
  @Test func sleepsWakeAtExactVirtualTimes() throws {
    let source = asyncProgram(
      """
      try? await Task.sleep(for: .milliseconds(250))
      log.append("a")
      try? await Task.sleep(for: .seconds(1))
      log.append("b")
      """)
    #expect(try shown(source, at: 0.2499) == "")
    #expect(try shown(source, at: 0.25) == "a")
    #expect(try shown(source, at: 1.2499) == "a")
    #expect(try shown(source, at: 1.25) == "a,b")
    #expect(finishTimes(try run(source, at: 5)) == ["1.250 task"])
  }

  @Test func everySleepFormCountsItsUnit() throws {
    let source = asyncProgram(
      """
      try? await Task.sleep(nanoseconds: 500_000_000)
      log.append("ns")
      try? await Task.sleep(for: .seconds(0.25))
      log.append("s")
      try? await Task.sleep(2_000_000_000)
      log.append("plain")
      """)
    #expect(try shown(source, at: 0.5) == "ns")
    #expect(try shown(source, at: 0.74) == "ns")
    #expect(try shown(source, at: 0.75) == "ns,s")
    // `Task.sleep(_:)` without a label counts nanoseconds, like `nanoseconds:`.
    #expect(try shown(source, at: 2.7499) == "ns,s")
    #expect(finishTimes(try run(source, at: 5)) == ["2.750 task"])
  }

  @Test func twoTasksInterleaveByWakeTimeThenAge() throws {
    let source = """
      import SwiftUI
      struct T: View {
        @State private var a = ""
        var body: some View {
          Text(a)
            .task {
              for i in 0..<3 {
                a += "A\\(i)"
                try? await Task.sleep(for: .seconds(1))
              }
            }
            .onAppear {
              Task {
                for i in 0..<3 {
                  try? await Task.sleep(for: .seconds(0.5))
                  a += "B\\(i)"
                }
              }
            }
        }
      }
      #Preview { T() }
      """
    // At 1.0 s both wake: the older task (the view's .task) goes first.
    #expect(try shown(source, at: 1.0) == "A0B0A1B1")
    #expect(try shown(source, at: 5) == "A0B0A1B1B2A2")
    let r = try run(source, at: 5)
    #expect(finishTimes(r) == ["1.500 Task", "3.000 task"])
    #expect(try run(source, at: 5).log == r.log)
  }

  @Test func aTaskStartedByATaskRunsAfterIt() throws {
    let source = asyncProgram(
      """
      log.append("outer")
      Task {
        log.append("inner")
        try? await Task.sleep(for: .seconds(1))
        log.append("inner woke")
      }
      try? await Task.sleep(for: .seconds(2))
      log.append("outer woke")
      """)
    #expect(try shown(source, at: 0) == "outer,inner")
    #expect(try shown(source, at: 1) == "outer,inner,inner woke")
    #expect(try shown(source, at: 2) == "outer,inner,inner woke,outer woke")
  }
}

@Suite struct AsyncFunctionTests {
  @Test func awaitsAnAsyncFunctionThatAwaitsAnother() throws {
    let source = asyncProgram(
      """
      let v = await outer(3)
      log.append("v=\\(v)")
      """,
      members: """
        func outer(_ n: Int) async -> Int {
          let a = await inner(n)
          log.append("outer got \\(a)")
          try? await Task.sleep(for: .seconds(1))
          return await inner(a)
        }
        func inner(_ n: Int) async -> Int {
          try? await Task.sleep(for: .seconds(0.5))
          return n * 2
        }
        """)
    #expect(try shown(source, at: 0.49) == "")
    #expect(try shown(source, at: 0.5) == "outer got 6")
    #expect(try shown(source, at: 1.99) == "outer got 6")
    #expect(try shown(source, at: 2) == "outer got 6,v=12")
  }

  @Test func returnAwaitGivesTheValueAsTheDeclaredType() throws {
    let source = asyncProgram(
      """
      var total: Double = 0
      total = await half(5)
      _ = await half(1)
      log.append("\\(total)")
      """,
      members: """
        func half(_ n: Int) async -> Double {
          let w = await whole(n)
          return w / 2
        }
        func whole(_ n: Int) async -> Double {
          try? await Task.sleep(for: .seconds(1))
          return await same(n)
        }
        func same(_ n: Int) async -> Int { n }
        """)
    // `whole` returns the Int 5 as a Double, so the half is 2.5, not 2.
    #expect(try shown(source, at: 1.5) == "")
    #expect(try shown(source, at: 2) == "2.5")
  }

  @Test func aCompoundAssignmentTakesTheAwaitedValue() throws {
    let source = asyncProgram(
      """
      var sum = 0
      for i in 1...3 {
        sum += await fetch(i)
        log.append("\\(sum)")
      }
      """,
      members: """
        func fetch(_ i: Int) async -> Int {
          try? await Task.sleep(for: .seconds(0.5))
          return i * 10
        }
        """)
    #expect(try shown(source, at: 1.0) == "10,30")
    #expect(try shown(source, at: 1.5) == "10,30,60")
  }

  @Test func anAsyncClosureValueRunsAsFramesWhenAwaited() throws {
    let source = asyncProgram(
      """
      let work: () async -> Int = {
        try? await Task.sleep(for: .seconds(1))
        return 7
      }
      let v = await work()
      let w = await plain()
      log.append("\\(v) \\(w)")
      """,
      members: "func plain() -> Int { 8 }")
    #expect(try shown(source, at: 0.9) == "")
    #expect(try shown(source, at: 1) == "7 8")
  }

  @Test func deferRunsWhenTheSuspendedFrameReturns() throws {
    let source = asyncProgram(
      """
      await work()
      log.append("after")
      """,
      members: """
        func work() async {
          defer { log.append("defer") }
          log.append("start")
          try? await Task.sleep(for: .seconds(1))
          log.append("end")
        }
        """)
    #expect(try shown(source, at: 0.5) == "start")
    #expect(try shown(source, at: 1) == "start,end,defer,after")
  }

  @Test func controlFlowAroundAwaitsKeepsItsMeaning() throws {
    let source = asyncProgram(
      """
      for i in 0..<3 {
        if i == 1 { continue }
        try? await Task.sleep(for: .milliseconds(250))
        log.append("i\\(i)")
      }
      outer: for a in [1, 2] {
        for b in [1, 2] {
          try? await Task.sleep(nanoseconds: 100_000_000)
          if b == 2 { continue outer }
          log.append("\\(a)\\(b)")
        }
      }
      var k = 0
      repeat {
        k += 1
        try? await Task.sleep(for: .seconds(0.1))
      } while k < 3
      switch k {
      case 3:
        try? await Task.sleep(for: .seconds(0.5))
        log.append("three")
        fallthrough
      case 4:
        log.append("fell")
      default:
        log.append("other")
      }
      if k > 5 {
        log.append("no")
      } else if let x = Optional(k) {
        try? await Task.sleep(for: .seconds(0.5))
        log.append("x\\(x)")
      }
      guard k == 9 else {
        try? await Task.sleep(for: .seconds(0.5))
        log.append("guarded")
        return
      }
      log.append("unreached")
      """)
    let r = try run(source, at: 10)
    #expect(texts(r.tree) == ["i0,i2,11,21,three,fell,x3,guarded"])
    // 0.5 (two sleeps of 0.25) + 0.4 + 0.3 + 0.5 + 0.5 + 0.5
    #expect(finishTimes(r) == ["2.700 task"])
  }
}

@Suite struct CancellationTests {
  @Test func aLoopWithSleepEndsWhenItsViewDisappears() throws {
    let source = """
      import SwiftUI
      struct T: View {
        @State private var shown = true
        var body: some View {
          VStack {
            if shown {
              Text("child")
                .task {
                  defer { print("child defer") }
                  var ticks = 0
                  while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    ticks += 1
                    print("tick \\(ticks) cancelled=\\(Task.isCancelled)")
                  }
                  print("loop over")
                }
            }
          }
          .task {
            try? await Task.sleep(for: .seconds(2.5))
            shown = false
          }
        }
      }
      #Preview { T() }
      """
    let r = try run(source, at: 10)
    #expect(
      r.log.filter { $0.hasPrefix("print:") } == [
        "print: tick 1 cancelled=false", "print: tick 2 cancelled=false", "print: tick 3 cancelled=true",
        "print: loop over", "print: child defer",
      ])
    // The child's task ends at 2.5 s, when it is cancelled, not at 3 s when its sleep would end.
    #expect(finishTimes(r) == ["2.500 task", "2.500 task"])
  }

  @Test func taskIDChangesCancelEachRunningTask() throws {
    let source = taskIDProgram(
      """
      let mine = id
      log.append("start \\(mine)")
      do {
        try await Task.sleep(for: .seconds(1))
        log.append("done \\(mine)")
      } catch {
        log.append("\\(error) \\(mine)")
      }
      """)
    let r = try run(source, at: 3, interactions: [(0.5, .tapButton("next")), (0.7, .tapButton("next"))])
    #expect(
      texts(r.tree).first
        == "start 0,CancellationError() 0,start 1,CancellationError() 1,start 2,done 2")
    #expect(r.log.filter { $0.contains("task(id:) changed") }.count == 2)
    #expect(finishTimes(r) == ["0.500 task(id: 0)", "0.700 task(id: 1)", "1.700 task(id: 2)"])
  }

  @Test func checkCancellationThrowsOnlyOnceCancelled() throws {
    let source = taskIDProgram(
      """
      let mine = id
      do {
        try Task.checkCancellation()
        try? await Task.sleep(for: .seconds(1))
        try Task.checkCancellation()
        log.append("kept \\(mine)")
      } catch {
        log.append("stopped \\(mine)")
      }
      """)
    #expect(try shown(source, at: 3, interactions: [(0.5, .tapButton("next"))]) == "stopped 0,kept 1|next")
  }

  @Test func aThrowingAsyncFunctionIsCaughtAfterItsSleep() throws {
    let source = asyncProgram(
      """
      do {
        try await fail(after: 1)
        log.append("no")
      } catch {
        log.append("caught")
      }
      let v = try? await fail(after: 0.5)
      log.append(v == nil ? "nil" : "value")
      """,
      members: """
        enum Oops: Error { case now }
        func fail(after seconds: Double) async throws -> Int {
          try await Task.sleep(for: .seconds(seconds))
          throw Oops.now
        }
        """)
    #expect(try shown(source, at: 0.99) == "")
    #expect(try shown(source, at: 1) == "caught")
    #expect(try shown(source, at: 1.5) == "caught,nil")
  }
}

@Suite struct TaskErrorTests {
  @Test func anErrorAfterAResumeIsLocated() {
    let source = asyncProgram(
      """
      try? await Task.sleep(for: .seconds(1))
      let values = [1, 2]
      log.append("\\(values[5])")
      """)
    #expect(runtimeError(source, at: 0.5) == nil)
    #expect(runtimeError(source, at: 1) == "8:21: index 5 out of range (count 2)")
  }

  @Test func anErrorInAnAwaitedFunctionAfterItsSleepIsLocatedThere() {
    let source = asyncProgram(
      "await later()",
      members: """
        func later() async {
          try? await Task.sleep(for: .seconds(1))
          let x: Int? = nil
          log.append("\\(x!)")
        }
        """)
    #expect(runtimeError(source, at: 2) == "12:19: unexpectedly found nil while unwrapping an Optional value")
  }

  @Test func theStepBudgetAppliesInsideATask() {
    let source = asyncProgram(
      """
      try? await Task.sleep(for: .seconds(1))
      var i = 0
      while true { i += 1 }
      """)
    #expect(runtimeError(source, at: 0.5, budget: RunBudget(steps: 5000)) == nil)
    #expect(
      runtimeError(source, at: 2, budget: RunBudget(steps: 5000))
        == "8:20: the program ran more than 5000 steps (an endless loop?)")
  }

  @Test func theDepthBudgetAppliesToAwaitedCalls() throws {
    let members = """
      func down(_ n: Int) async -> Int {
        if n == 0 { return 0 }
        try? await Task.sleep(for: .milliseconds(1))
        let r = await down(n - 1)
        return r + 1
      }
      """
    // 400 awaited calls deep: frames on the heap, resumed 400 times.
    #expect(
      try shown(asyncProgram("let d = await down(400)\nlog.append(\"\\(d)\")", members: members), at: 1)
        == "400")
    #expect(
      runtimeError(asyncProgram("let d = await down(600)", members: members), at: 1)
        == "12:19: calls nested more than 500 deep (runaway recursion?)")
  }

  static let unsupported: [(String, String)] = [
    ("log.append(\"\\(await f())\")", "6:21: 'await' in a string interpolation"),
    ("print(await f())", "6:13: 'await' in a call's argument"),
    ("let x = 1 + (await f())", "6:20: 'await' in an operator's operand"),
    ("let t = (1, await f())", "6:19: 'await' in a tuple"),
    ("if await f() > 0 { log.append(\"a\") }", "6:10: 'await' in an 'if' condition"),
    ("while await f() < 0 { }", "6:13: 'await' in a 'while' condition"),
    ("for x in await g() { print(x) }", "6:16: 'await' in a 'for' loop's sequence"),
    ("let y = await f() + 1", "6:15: 'await' of an expression other than a single call"),
  ]

  @Test(arguments: unsupported)
  func anAwaitWhereATaskCannotSuspendIsALocatedError(_ task: String, _ expected: String) {
    let source = asyncProgram(
      task,
      members: """
        func f() async -> Int {
          try? await Task.sleep(for: .seconds(1))
          return 1
        }
        func g() async -> [Int] { [1] }
        """)
    let message = runtimeError(source, at: 2)
    #expect(message?.hasPrefix(expected) == true, "\(message ?? "no error")")
    #expect(message?.contains("not supported yet") == true)
  }

  @Test func aSleepOutsideATaskIsLocated() {
    let source = """
      import SwiftUI
      struct T: View {
        var body: some View {
          Text("x").onAppear { try? Task.sleep(for: .seconds(1)) }
        }
      }
      #Preview { T() }
      """
    #expect(runtimeError(source) == "4:35: Task.sleep is only allowed inside a task")
  }

  @Test func aSleepTheEvaluatorReachesInsideAClosureIsLocatedAtItsAwait() {
    let source = asyncProgram(
      "let xs = [1].map { _ in await f() }",
      members: """
        func f() async -> Int {
          try? await Task.sleep(for: .seconds(1))
          return 1
        }
        """)
    let message = runtimeError(source, at: 2)
    #expect(
      message?.hasPrefix("6:31: 'await' here cannot suspend the task") == true, "\(message ?? "no error")")
  }
}
