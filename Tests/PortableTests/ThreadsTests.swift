import Portable
import Synchronization
import Testing

@Suite struct ThreadsTests {
  @Test func runWaitingReturnsOnlyWhenTheWorkIsDone() {
    let done = Atomic<Int>(0)
    Threads.runWaiting(stackSize: 1 << 20) {
      // Long enough that returning early would be seen.
      var x = 0
      for i in 0..<2_000_000 { x &+= i }
      done.store(x == 0 ? -1 : 1, ordering: .releasing)
    }
    #expect(done.load(ordering: .acquiring) == 1)
  }

  /// The threads of `runWaiting` are reused: each call still runs its own work, in order, and
  /// a call from inside another (its thread busy) gets a thread of its own instead of waiting.
  @Test func runWaitingRunsEachCallsWorkAndNestedCallsToo() {
    let sum = Atomic<Int>(0)
    for i in 1...50 {
      Threads.runWaiting(stackSize: 1 << 20) { sum.wrappingAdd(i, ordering: .relaxed) }
    }
    #expect(sum.load(ordering: .acquiring) == 1275)
    let nested = Atomic<Int>(0)
    Threads.runWaiting(stackSize: 1 << 20) {
      Threads.runWaiting(stackSize: 1 << 20) { nested.store(2, ordering: .releasing) }
      nested.wrappingAdd(1, ordering: .relaxed)
    }
    #expect(nested.load(ordering: .acquiring) == 3)
  }

  @Test func startedWorkRunsAndCanBeWaitedFor() {
    let count = Atomic<Int>(0)
    for _ in 0..<4 { Threads.start(stackSize: 1 << 20) { count.wrappingAdd(1, ordering: .releasing) } }
    while count.load(ordering: .acquiring) < 4 { Threads.yield() }
    #expect(count.load(ordering: .acquiring) == 4)
  }

  @Test func nativelyThereAreThreadsAndAtLeastOneCore() {
    #expect(Threads.areAvailable)
    #expect(Threads.processorCount >= 1)
  }

  /// The evaluator's reason for a big stack: recursion far deeper than a default 512 KB
  /// secondary-thread stack holds runs in a 64 MB one.
  @Test func aLargeStackHoldsDeepRecursion() {
    let result = Atomic<Int>(0)
    Threads.runWaiting(stackSize: 64 << 20) { result.store(Self.depth(100_000), ordering: .releasing) }
    #expect(result.load(ordering: .acquiring) == 100_000)
  }

  @inline(never) static func depth(_ n: Int) -> Int {
    var pad = (n, n, n, n)
    withUnsafeMutablePointer(to: &pad) { _ in }
    return n == 0 ? 0 : 1 + depth(n - 1)
  }
}
