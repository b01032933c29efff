import Portable
import SwiftSource

/// The random numbers of a run: `Int.random(in:)`, `Double.random(in:)`, `Bool.random()`,
/// `shuffled()`, `randomElement()`.
///
/// Choice: they are deterministic. Each run starts a SplitMix64 generator from the same seed,
/// so the same program draws the same picture every time (renders and golden files stay
/// reproducible, and a test can say what a run shows); different calls within a run still get
/// different numbers. A program cannot tell: SwiftUI gives no guarantee about which numbers
/// come out.
struct SeededRandom {
  /// The seed every run starts from.
  static let seed: UInt64 = 0x5EED_DE7E_475E_ED00
  private var generator: SplitMix64

  init(seed: UInt64 = SeededRandom.seed) { generator = SplitMix64(seed: seed) }

  /// The next 64 random bits.
  mutating func next() -> UInt64 { generator.next() }

  /// A number in `lower...upper` (both included); `lower <= upper`.
  mutating func int(_ lower: Int, through upper: Int) -> Int {
    let span = UInt64(bitPattern: Int64(upper &- lower)) &+ 1
    // The whole range of Int: any 64 bits.
    if span == 0 { return Int(truncatingIfNeeded: next()) }
    return lower &+ Int(truncatingIfNeeded: next() % span)
  }

  /// A number in `lower..<upper`, evenly spread over 2^53 steps.
  mutating func double(_ lower: Double, _ upper: Double) -> Double {
    lower + (upper - lower) * (Double(next() >> 11) / 9_007_199_254_740_992)
  }

  /// `a` in an order drawn from the generator (Fisher–Yates).
  mutating func shuffled<T>(_ a: [T]) -> [T] {
    var a = a
    var i = a.count - 1
    while i > 0 {
      a.swapAt(i, int(0, through: i))
      i -= 1
    }
    return a
  }
}

extension Interpreter {
  /// `T.random(in: range)` of the numeric type `type` (`Int`, `Double`, `CGFloat`, `Float`).
  func randomNumber(_ type: String, _ range: Value?, _ node: Syntax) throws(EvalError) -> Value {
    guard case .range(let lo, let hi, let closed)? = range else {
      throw error("\(type).random(in:) needs a range, as \(type).random(in: 1...6)", node)
    }
    if type == "Int" {
      guard closed || hi > lo else {
        throw error("Int.random(in:) of an empty range", node, id: .programTrap)
      }
      return .int(random.int(lo, through: closed ? hi : hi - 1))
    }
    return .double(random.double(Double(lo), Double(hi)))
  }
}
