import Testing

@testable import SwiftSource

@Suite struct StatementTests {
  @Test func controlFlow() throws {
    let tree = SourceFile.parse(
      """
      func f() async throws {
        if case let .some(x) = y, let z, var w = q, #available(iOS 15, *) { }
        guard let a = b else { return }
        for case let (a, b)? in pairs where a > b { continue }
        for try await x in stream {}
        outer: while true { break outer }
        repeat { n += 1 } while n < 10
        do { try g() } catch let e as MyError where e.code == 1 { } catch { throw error }
        do throws(MyError) { } catch { }
        defer { cleanup() }
        switch v { case .a(let x), .b(let x) where x > 0: fallthrough; @unknown default: break }
        return
      }
      """)
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    #expect(tree.nodes(ofKind: .optionalBindingCondition).map(\.tokenText) == ["let", "var", "let"])
    #expect(tree.nodes(ofKind: .matchingPatternCondition).count == 1)
    #expect(tree.nodes(ofKind: .availabilityCondition).count == 1)
    #expect(tree.nodes(ofKind: .forStmt).count == 2)
    #expect(tree.nodes(ofKind: .labeledStmt).map(\.tokenText) == ["outer"])
    #expect(tree.nodes(ofKind: .breakStmt).first?.text == "break outer")
    #expect(tree.nodes(ofKind: .catchClause).count == 3)
    #expect(tree.nodes(ofKind: .switchCase).count == 2)
    #expect(tree.nodes(ofKind: .returnStmt).first?.children.isEmpty == true)
  }

  @Test func returnTakesAValueOnlyWhenOneFollows() {
    let tree = SourceFile.parse(
      "func f() -> Int {\n  return\n    1 + 2\n}\nfunc g() {\n  return\n  let x = 1\n}")
    let returns = tree.nodes(ofKind: .returnStmt)
    #expect(returns.map(\.children.count) == [1, 0])
  }

  @Test func statementsOnOneLineNeedSemicolons() {
    let tree = SourceFile.parse("let a = 1; let b = 2\nlet c = 3 let d = 4")
    #expect(describe(tree) == ["2:11: consecutive statements on a line must be separated by ';'"])
    #expect(tree.nodes(ofKind: .variableDecl).count == 4)
  }
}
