import Detents
import SwiftSource

/// A program's custom detents (its types that conform to `CustomPresentationDetent`), each a
/// detent whose `height(in:)` an interpreter of the program computes, without running the
/// program: for checks that ask their heights in many environments (`detents check`
/// evaluates them over every device, orientation and Dynamic Type size).
///
/// The detents call into the probe's interpreter while the probe lives; keep it as long as
/// they are resolved. An error inside `height(in:)` makes that height nil.
public final class CustomDetentProbe: @unchecked Sendable {
  /// One custom detent type.
  public struct Entry: Sendable {
    /// The type's name.
    public let name: String
    /// The type's declaration.
    public let declaration: Syntax
    /// The detent, `.custom(Type.self)`.
    public let detent: PresentationDetent
  }

  /// The custom detent types, in source order.
  public let entries: [Entry]
  private let interpreter: Interpreter?

  /// The custom detents of `program`; none when it has syntax errors or its declarations
  /// cannot be read.
  public init(program: SwiftUIProgram) {
    guard !program.tree.hasErrors,
      let interp = try? Interpreter(tree: program.tree, path: program.path, budget: RunBudget())
    else {
      entries = []
      interpreter = nil
      return
    }
    interpreter = interp
    // Nothing runs between the probe's calls but the heights themselves.
    interp.customDetentHeights.reusesHeights = true
    entries = interp.types.values.filter {
      $0.conforms(to: "CustomPresentationDetent") && $0.staticMethods["height"] != nil
    }
    .sorted { $0.node.range.lowerBound < $1.node.range.lowerBound }
    .map { Entry(name: $0.name, declaration: $0.node, detent: interp.customDetent($0, $0.node)) }
  }

  // The interpreter and its table of heights point at each other (Embedded Swift has no
  // `weak`): break the cycle.
  deinit { interpreter?.customDetentHeights.interpreter = nil }
}
