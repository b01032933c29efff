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

  @Test func ifConfigBetweenAndInsideSwitchCases() throws {
    let tree = SourceFile.parse(
      """
      func f(x: Int) -> Int {
        switch x {
        #if DEBUG
        case 2: return 2
        #endif
        case 1:
          #if DEBUG
          print(1)
          #endif
          return 1
        #if A
        case 3: return 3
        #elseif B
        case 4: return 4
        #else
        case 5: return 5
        #endif
        default: return 0
        }
      }
      """)
    #expect(tree.diagnostics.isEmpty, "\(describe(tree))")
    let switchExpr = try #require(first(tree, .switchExpr))
    #expect(
      switchExpr.children.map(\.kind) == [
        .declReferenceExpr, .ifConfigDecl, .switchCase, .ifConfigDecl, .switchCase,
      ])
    // Each clause holds one case; the `#if` in a case body holds a statement.
    #expect(
      switchExpr.children[3].children.map { $0.children.filter { $0.kind == .switchCase }.count } == [
        1, 1, 1,
      ])
    let one = switchExpr.children[2]
    // The pattern is in a case item, apart from the statements.
    #expect(one.children.map(\.kind) == [.caseItem, .ifConfigDecl, .returnStmt])
    #expect(one.children[0].children.map(\.kind) == [.integerLiteralExpr])
    #expect(one.children[1].children.first?.children.last?.kind == .callExpr)
  }

  @Test func aCaseNeedsAStatement() {
    assertParse(
      DiagnosticCase(
        source: """
          func f(x: Int) {
            switch x {
            1️⃣case 1:
            case 2:
              #if DEBUG
              #endif
            2️⃣default:
            }
            let after = 1
          }
          """,
        diagnostics: [
          ("1️⃣", "'case' label in a 'switch' must have at least one executable statement"),
          ("2️⃣", "'default' label in a 'switch' must have at least one executable statement"),
        ], survivors: ["f", "after"]))
  }
}
