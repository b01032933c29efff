import Testing

/// `throw`, `do`/`try`/`catch` with patterns, `try?`, `try!`, `rethrows` and the order of
/// `defer` blocks.
@Suite struct ErrorHandlingTests {
  static let errors = """
    enum ParseError: Error {
      case empty
      case bad(String)
      case tooLong(Int)
    }
    func parse(_ s: String) throws -> Int {
      if s.isEmpty { throw ParseError.empty }
      if s.count > 3 { throw ParseError.tooLong(s.count) }
      guard let n = Int(s) else { throw ParseError.bad(s) }
      return n
    }
    func describe(_ s: String) -> String {
      do {
        return "ok \\(try parse(s))"
      } catch ParseError.empty {
        return "empty"
      } catch ParseError.bad(let text) {
        return "bad \\(text)"
      } catch let ParseError.tooLong(n) where n > 5 {
        return "far too long"
      } catch {
        return "other \\(error)"
      }
    }
    """

  static let cases: [ProgramCase] = [
    ProgramCase(
      "try gives the value when nothing is thrown", decls: errors,
      """
      print(describe("42"))
      """, ["ok 42"]),
    ProgramCase(
      "catch matches an enum case", decls: errors,
      """
      print(describe(""))
      """, ["empty"]),
    ProgramCase(
      "catch binds an associated value", decls: errors,
      """
      print(describe("x1"))
      """, ["bad x1"]),
    ProgramCase(
      "a catch with a where clause", decls: errors,
      """
      print(describe("abcdefg"))
      """, ["far too long"]),
    ProgramCase(
      "the last catch binds error", decls: errors,
      """
      print(describe("abcd"))
      """, ["other tooLong(4)"]),
    ProgramCase(
      "try? gives nil on a throw", decls: errors,
      """
      print((try? parse("7")) ?? 0, (try? parse("q")) ?? -1)
      """, ["7 -1"]),
    ProgramCase(
      "try? in if let", decls: errors,
      """
      if let n = try? parse("12") { print("n", n) }
      if let n = try? parse("") { print("n", n) } else { print("failed") }
      """, ["n 12", "failed"]),
    ProgramCase(
      "try! gives the value when nothing is thrown", decls: errors,
      """
      print(try! parse("9") + 1)
      """, ["10"]),
    ProgramCase(
      "try! of a throw is a located error", decls: errors,
      """
      let n = try! parse("zz")
      print(n)
      """, ["error: 5:15: 'try!' expression unexpectedly raised an error: bad(\"zz\")"]),
    ProgramCase(
      "an error propagates through a throwing function",
      decls: errors + "\nfunc twice(_ s: String) throws -> Int { try parse(s) * 2 }",
      """
      do {
        print(try twice("4"))
        print(try twice(""))
        print("not reached")
      } catch {
        print("caught", error)
      }
      """, ["8", "caught empty"]),
    ProgramCase(
      "a thrown struct error carries its fields",
      decls: "struct Failure: Error { var code: Int }\nfunc fail() throws { throw Failure(code: 7) }",
      """
      do { try fail() } catch let f as Failure { print("code", f.code) } catch { print("other") }
      """, ["code 7"]),
    ProgramCase(
      "a catch with is",
      decls:
        "struct A: Error {}\nstruct B: Error {}\nfunc fail(_ a: Bool) throws { if a { throw A() } else { throw B() } }",
      """
      for flag in [true, false] {
        do { try fail(flag) } catch is A { print("A") } catch { print("not A") }
      }
      """, ["A", "not A"]),
    ProgramCase(
      "rethrows passes the closure's error on",
      decls: errors
        + "\nfunc each(_ xs: [String], _ f: (String) throws -> Int) rethrows -> [Int] { var out: [Int] = []; for x in xs { out.append(try f(x)) }; return out }",
      """
      print(each(["1", "2"]) { Int($0) ?? 0 })
      do { _ = try each(["1", ""], parse) } catch { print("caught", error) }
      """, ["[1, 2]", "caught empty"]),
    ProgramCase(
      "try inside map's closure",
      decls: errors,
      """
      do {
        let xs = try ["1", "22"].map { try parse($0) }
        print(xs)
      } catch { print("failed") }
      """, ["[1, 22]"]),
    ProgramCase(
      "defer runs at the end of the scope",
      """
      do {
        defer { print("deferred") }
        print("body")
      }
      print("after")
      """, ["body", "deferred", "after"]),
    ProgramCase(
      "defer blocks run in reverse order",
      decls: "func f() { defer { print(\"first\") }; defer { print(\"second\") }; print(\"body\") }",
      """
      f()
      """, ["body", "second", "first"]),
    ProgramCase(
      "defer runs when a function returns early",
      decls: "func f(_ n: Int) -> Int { defer { print(\"leaving\", n) }; if n > 0 { return 1 }; return 0 }",
      """
      print(f(1))
      """, ["leaving 1", "1"]),
    ProgramCase(
      "defer runs when an error is thrown",
      decls: "struct E: Error {}\nfunc f() throws { defer { print(\"cleanup\") }; throw E() }",
      """
      do { try f() } catch { print("caught") }
      """, ["cleanup", "caught"]),
    ProgramCase(
      "defer in a loop runs every iteration",
      """
      for i in 0..<2 {
        defer { print("end", i) }
        print("start", i)
      }
      """, ["start 0", "end 0", "start 1", "end 1"]),
    ProgramCase(
      "fatalError is a located error",
      """
      fatalError("stop here")
      """, ["error: 5:7: fatalError: stop here"]),
    ProgramCase(
      "precondition failing is a located error",
      """
      let n = 3
      precondition(n > 5, "n too small")
      """, ["error: 6:7: precondition failed"]),
  ]

  @Test(arguments: cases) func runs(_ c: ProgramCase) { c.check() }

  /// Cases the runtime gets wrong today; each flags when it is fixed.
  static let knownIssues: [ProgramCase] = [
    ProgramCase(
      "an error nothing catches is a located error",
      decls: "struct Oops: Error {}",
      """
      print("before")
      throw Oops()
      """, ["error: 6:7: the program threw Oops() and nothing caught it"])
  ]

  @Test(arguments: knownIssues) func knownIssue(_ c: ProgramCase) { c.check(knownIssue: true) }
}
