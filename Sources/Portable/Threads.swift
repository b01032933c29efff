// Threads, where the platform has them. The core modules use threads in two places only, both
// for speed or stack room, never for behaviour: SwiftSource lexes a large file on a second
// thread and parses many files on several (Parser.swift), and the runtime runs its recursive
// evaluator on a thread with a 64 MB stack (Runtime.swift). The Embedded build (WebAssembly,
// issue 16) has no threads: there `Threads` runs the same work on the caller's thread, one
// piece after the other, which gives the same results (every threaded use hands work to
// another thread and waits for it), and its stack is set when it is linked
// (`wasm-ld -z stack-size=…`).

#if !hasFeature(Embedded)
  import Foundation
#endif

/// Threads for the core modules: real ones natively, none in the Embedded build.
public enum Threads {
  /// Whether `start` runs its work on another thread (false in the Embedded build).
  public static var areAvailable: Bool {
    #if hasFeature(Embedded)
      false
    #else
      true
    #endif
  }

  /// The number of cores work may be shared out over: the active processors natively, 1 in
  /// the Embedded build.
  public static var processorCount: Int {
    #if hasFeature(Embedded)
      1
    #else
      ProcessInfo.processInfo.activeProcessorCount
    #endif
  }

  /// Runs `body` on a new thread with `stackSize` bytes of stack, and returns at once. In the
  /// Embedded build, which has no threads, it runs `body` here before returning; callers that
  /// wait for it (a flag, a counter) then find it done.
  public static func start(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
    #if hasFeature(Embedded)
      body()
    #else
      let thread = Thread(block: body)
      thread.stackSize = stackSize
      thread.start()
    #endif
  }

  /// Runs `body` on a thread with `stackSize` bytes of stack and waits for it (in the
  /// Embedded build: runs it here), for code that recurses deeper than the caller's stack
  /// allows. The threads are kept and reused: a preview steps its program a few dozen times,
  /// and a new 64 MB thread each time cost a thread's start and the page faults of its stack
  /// at every step. A caller finding no idle thread of that size (another caller has it, or
  /// `body` itself calls this) gets a new one, so callers never wait for each other.
  public static func runWaiting(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
    #if hasFeature(Embedded)
      body()
    #else
      let worker = StackWorker.take(stackSize: stackSize)
      worker.run(body)
      StackWorker.giveBack(worker)
    #endif
  }

  /// Lets other threads run while this one waits in a loop (a no-op without threads, where no
  /// such loop is ever entered: what it waits for is already done).
  public static func yield() {
    #if !hasFeature(Embedded)
      sched_yield()
    #endif
  }
}

#if !hasFeature(Embedded)
  /// A thread with a stack of a given size that runs one piece of work at a time for
  /// ``Threads/runWaiting(stackSize:_:)``, then waits for the next; idle ones are kept by size.
  private final class StackWorker: @unchecked Sendable {
    let stackSize: Int
    private let wake = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    /// Set before `wake` is signalled and read on the worker after it: the semaphores order
    /// the two threads' accesses.
    private var job: (@Sendable () -> Void)?

    private static let lock = NSLock()
    nonisolated(unsafe) private static var idle: [Int: [StackWorker]] = [:]

    private init(stackSize: Int) {
      self.stackSize = stackSize
      Threads.start(stackSize: stackSize) { [self] in
        while true {
          wake.wait()
          job?()
          job = nil
          done.signal()
        }
      }
    }

    /// An idle worker with `stackSize` bytes of stack, or a new one.
    static func take(stackSize: Int) -> StackWorker {
      lock.lock()
      let reused = idle[stackSize]?.popLast()
      lock.unlock()
      return reused ?? StackWorker(stackSize: stackSize)
    }

    /// Makes `worker` available to the next caller.
    static func giveBack(_ worker: StackWorker) {
      lock.lock()
      idle[worker.stackSize, default: []].append(worker)
      lock.unlock()
    }

    /// Runs `body` on the worker's thread and returns when it is done.
    func run(_ body: @escaping @Sendable () -> Void) {
      job = body
      wake.signal()
      done.wait()
    }
  }
#endif

/// A reference that does not keep its object alive, for the back references of a graph whose
/// owner outlives every use of them (a closure the interpreter made, calling back into it).
/// Embedded Swift has neither `weak` nor `unowned`; this is `unowned(unsafe)` spelt with
/// `Unmanaged`, which both builds have. Reading it after the object is gone is undefined, as
/// for `unowned(unsafe)`: keep it to references whose owner is known to live longer.
public struct UnownedRef<Object: AnyObject>: @unchecked Sendable {
  private let reference: Unmanaged<Object>
  /// A reference to `object` that does not retain it.
  public init(_ object: Object) { reference = .passUnretained(object) }
  /// The object.
  public var object: Object { reference.takeUnretainedValue() }
}
