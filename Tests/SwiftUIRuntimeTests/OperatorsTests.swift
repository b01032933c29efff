import Detents
import Foundation
import SwiftUIRuntime
import Testing
import ViewTree

/// Swift's integer operators in the interpreter. Each row is an expression as the program
/// writes it and the same expression compiled by Swift here: the compiler is the oracle.
@Suite struct IntegerOperatorTests {
  static let big = Int.max
  static let small = Int.min

  static let binary: [(String, Int)] = [
    // Smart shifts: over-shifting gives 0 (or the sign), a negative count shifts the other way.
    ("1 << 40", 1 << 40),
    ("1 << 63", 1 << 63),
    ("1 << 64", 1 << 64),
    ("1 << 100", 1 << 100),
    ("-8 << 2", -8 << 2),
    ("-8 << 64", -8 << 64),
    ("16 << -2", 16 << -2),
    ("-16 << -2", -16 << -2),
    ("-16 << -100", -16 << -100),
    ("1024 >> 3", 1024 >> 3),
    ("-1024 >> 3", -1024 >> 3),
    ("-7 >> 1", -7 >> 1),
    ("5 >> 64", 5 >> 64),
    ("-5 >> 64", -5 >> 64),
    ("-5 >> 1000", -5 >> 1000),
    ("3 >> -4", 3 >> -4),
    ("3 >> -64", 3 >> -64),
    ("1 << \(small)", 1 << small),
    ("-1 >> \(big)", -1 >> big),
    // Masking shifts take the count modulo 64.
    ("5 &<< 65", 5 &<< 65),
    ("5 &<< -1", 5 &<< -1),
    ("-5 &>> 66", -5 &>> 66),
    // Bitwise.
    ("12 & 10", 12 & 10),
    ("12 | 3", 12 | 3),
    ("12 ^ 10", 12 ^ 10),
    ("-1 & 255", -1 & 255),
    ("\(small) | 1", small | 1),
    // Wrapping arithmetic.
    ("\(big) &+ 1", big &+ 1),
    ("\(small) &- 1", small &- 1),
    ("\(big) &* 2", big &* 2),
    ("3 &* -4", 3 &* -4),
    // Checked arithmetic that fits.
    ("-7 / 2", -7 / 2),
    ("-7 % 2", -7 % 2),
    ("\(big) - 1 + 1", big - 1 + 1),
    // Precedence as Swift folds it: shifts above multiplication, `&` with `*`, `|` `^` with `+`.
    ("1 + 2 << 3", 1 + 2 << 3),
    ("2 * 3 << 2", 2 * 3 << 2),
    ("6 & 3 | 8 ^ 1", 6 & 3 | 8 ^ 1),
    ("1 | 2 * 4", 1 | 2 * 4),
    ("~5 & 0xff", ~5 & 0xff),
    // Prefix.
    ("~0", ~0),
    ("~(\(small))", ~small),
    ("-(~7)", -(~7)),
  ]

  @Test(arguments: binary)
  func integerOperatorsGiveSwiftsResult(expression: String, expected: Int) throws {
    #expect(try shows("Text(\"\\(\(expression))\")") == [String(expected)])
  }

  /// `x op= y` for every compound assignment, against Swift's.
  static let compound: [(String, Int, Int, Int)] = {
    func apply(_ op: String, _ x: Int, _ y: Int) -> Int {
      var v = x
      switch op {
      case "<<=": v <<= y
      case ">>=": v >>= y
      case "&<<=": v &<<= y
      case "&>>=": v &>>= y
      case "&=": v &= y
      case "|=": v |= y
      case "^=": v ^= y
      case "&+=": v &+= y
      case "&-=": v &-= y
      case "&*=": v &*= y
      case "+=": v += y
      case "-=": v -= y
      case "*=": v *= y
      case "/=": v /= y
      default: v %= y
      }
      return v
    }
    let cases: [(String, Int, Int)] = [
      ("<<=", 3, 2), ("<<=", 3, -1), ("<<=", 3, 70), (">>=", -100, 3), (">>=", 100, -2), ("&<<=", 1, 65),
      ("&>>=", -64, 67), ("&=", 0b1100, 0b1010), ("|=", 0b1100, 0b0011), ("^=", 0b1100, 0b1010),
      ("&+=", big, 2), ("&-=", small, 3), ("&*=", big, big), ("+=", 40, 2), ("-=", 40, 2), ("*=", 6, 7),
      ("/=", 85, 2), ("%=", 85, 2),
    ]
    return cases.map { ($0.0, $0.1, $0.2, apply($0.0, $0.1, $0.2)) }
  }()

  @Test(arguments: compound)
  func compoundAssignmentsGiveSwiftsResult(op: String, x: Int, y: Int, expected: Int) throws {
    let body = """
      let out: String = {
        var v = \(x)
        v \(op) \(y)
        return "\\(v)"
      }()
      Text(out)
      """
    #expect(try shows(body) == [String(expected)])
  }

  @Test func operatorsAsFunctionValues() throws {
    let body = """
      Text("\\([1, 2, 4, 8].reduce(0, |)) \\([12, 10].reduce(255, &)) \\([5, 3].reduce(0, ^))")
      """
    #expect(try shows(body) == ["\(1 | 2 | 4 | 8) \(255 & 12 & 10) \(0 ^ 5 ^ 3)"])
  }

  /// Where Swift traps, the program ends with an error at the operator's expression.
  static let traps: [(String, String)] = [
    ("\(big) + 1", "arithmetic overflow: \(big) + 1 does not fit in Int"),
    ("\(small) - 1", "arithmetic overflow: \(small) - 1 does not fit in Int"),
    ("\(big) * 2", "arithmetic overflow: \(big) * 2 does not fit in Int"),
    ("\(small) / -1", "arithmetic overflow: \(small) / -1 does not fit in Int"),
    ("\(small) % -1", "arithmetic overflow: \(small) % -1 does not fit in Int"),
    ("7 / 0", "division by zero"),
    ("7 % 0", "division by zero in remainder operation"),
    ("-(\(small))", "arithmetic overflow: -(\(small)) does not fit in Int"),
    ("abs(\(small))", "arithmetic overflow: abs(\(small)) does not fit in Int"),
    ("1.5 << 2", "binary operator '<<' cannot be applied to Double and Int"),
    ("1 & 2.0", "binary operator '&' cannot be applied to Int and Double"),
    ("~1.0", "unary operator '~' cannot be applied to Double"),
  ]

  @Test(arguments: traps)
  func trapsAreLocatedErrors(expression: String, message: String) {
    // The expression starts at line 6, column 15: after 6 spaces and `Text("\(`.
    #expect(runtimeError(probe("Text(\"\\(\(expression))\")")) == "6:15: \(message)")
  }

  @Test func compoundOverflowIsALocatedError() {
    let body = """
      let out: String = {
        var v = \(Self.big)
        v += 1
        return "\\(v)"
      }()
      Text(out)
      """
    #expect(runtimeError(probe(body)) == "8:3: arithmetic overflow: \(Self.big) + 1 does not fit in Int")
  }
}

/// `==` on SwiftUI's own values compares the values (no description by reflection, which
/// Embedded Swift cannot print): equal cases are equal, different ones are not.
@Suite struct NativeEqualityTests {
  @Test(arguments: [
    "Alignment.leading", "TextAlignment.center", "UnitPoint.top", "Visibility.hidden", "ButtonRole.cancel",
    "HorizontalAlignment.leading", "VerticalAlignment.top", "PresentationDetent.medium",
  ])
  func aValueEqualsItselfAndNotAnother(value: String) throws {
    let other = [
      "Alignment": ".trailing", "TextAlignment": ".leading", "UnitPoint": ".bottom", "Visibility": ".visible",
      "ButtonRole": ".destructive", "HorizontalAlignment": ".trailing", "VerticalAlignment": ".bottom",
      "PresentationDetent": ".large",
    ][String(value[..<value.lastIndex(of: ".")!])]!
    let expression = "\(value) == \(value.suffix(from: value.lastIndex(of: ".")!))"
    #expect(try shows(#"Text("\(\#(expression)) \(\#(value) == \#(other))")"#) == ["true false"])
  }
}
