import Foundation

/// A program timed as a whole process, start to exit, as a user runs it: for the benchmarks'
/// whole-process rows (`detents preview`, `swiftc -frontend -parse`).
///
/// Why not Foundation's `Process`: its `waitUntilExit` notices the exit on a run loop, late by
/// up to ~50 ms (swiftc's times came in steps of 50 ms: 352, 402, 452 … ms), and its start adds
/// 10–20 ms of its own. `posix_spawn` and `waitpid` add neither.
public enum WholeProcess {
  /// Runs `arguments` (the first is the program's path) with standard output and error sent
  /// to /dev/null, and waits for it: the wall time in milliseconds and the exit status (the
  /// signal's number plus 128 for a program killed by one), or nil if it could not start.
  public static func time(_ arguments: [String]) -> (milliseconds: Double, status: Int32)? {
    guard let program = arguments.first else { return nil }
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for a in argv { free(a) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    guard posix_spawn(&pid, program, &actions, nil, &argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { return nil }
    }
    let elapsed = clock.now - start
    let milliseconds =
      Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift cannot import (macros).
    let code = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + status & 0x7f
    return (milliseconds, code)
  }
}
