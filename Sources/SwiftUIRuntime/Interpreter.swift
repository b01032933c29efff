import Detents
import Foundation
import SwiftSource
import ViewTree

/// What the interpreter asks of the runtime around it: state changes, time, environment.
protocol RuntimeHost: AnyObject {
  /// A `@State` value changed (the interpreter's `transaction` says whether inside
  /// `withAnimation`).
  func stateDidChange()
  /// Whether a task is running (`Task.sleep` is only allowed in one).
  var inTask: Bool { get }
  /// `Task.isCancelled` for the current task.
  var isCancelled: Bool { get }
  /// The current virtual time.
  var now: Double { get }
  /// `dismiss()` from the environment of presentation `id`.
  func dismiss(presentation id: Int)
  /// `Task { … }`: starts an unstructured task.
  func startTask(_ closure: Closure)
  /// The OS version the program runs as.
  var os: OSVersion { get }
  /// Whether the program runs on the Mac (macOS availability applies).
  var isMac: Bool { get }
}

/// Limits on a run, so an endless loop or runaway recursion ends with an error.
public struct RunBudget: Sendable {
  /// Evaluation steps per run (every expression and statement is one).
  public var steps: Int
  /// Nested calls.
  public var callDepth: Int
  /// Elements in one collection.
  public var collectionSize: Int

  public init(steps: Int = 4_000_000, callDepth: Int = 500, collectionSize: Int = 1_000_000) {
    self.steps = steps
    self.callDepth = callDepth
    self.collectionSize = collectionSize
  }
}

/// A tree-walking interpreter for the Swift that SwiftUI programs are written in.
final class Interpreter: @unchecked Sendable {
  let tree: SyntaxTree
  let path: String
  let budget: RunBudget
  var types: [String: UserType] = [:]
  var functions: [String: [Syntax]] = [:]
  /// Methods declared in `extension View` (and other protocol extensions), by name.
  var viewExtensions: [String: [Syntax]] = [:]
  let globals = Scope(parent: nil)
  /// The program's entry points in source order: `#Preview`s and `PreviewProvider` views.
  var previews: [PreviewEntry] = []
  var steps = 0
  var depth = 0
  weak var host: RuntimeHost?
  /// The animation of the innermost `withAnimation` being run (nil outside any).
  var transaction: Animation?? = nil
  /// Environment values of the view whose body is evaluated.
  var environment: [String: Value] = [:]
  /// The presentation whose content is evaluated (for `dismiss`).
  var presentationID: Int? = nil
  /// What `print` wrote.
  var output: [String] = []
  var uuidCounter = 0
  /// Errors raised inside custom detents' `height(in:)`, which the engine calls and cannot be
  /// thrown through; the runtime throws the first after each engine call
  /// (`ProgramRuntime.throwDetentError`).
  var detentErrors: [RuntimeError] = []
  /// What the program's custom detents computed (they are called after the run too).
  let customDetentHeights = CustomDetentHeights()

  // Tasks (TaskMachine.swift)
  /// The call a task's statement awaits while the statement evaluates it: `Task.sleep` and a
  /// program function that awaits are not run there but left in `capturedSleep` and
  /// `capturedCall` for the task's frames.
  var awaitedCall: Syntax?
  var capturedCall: PreparedCall?
  var capturedSleep: Double?
  /// The outermost `await` the recursive evaluator is in (where a `Task.sleep` it reaches cannot
  /// suspend).
  var evaluatedAwait: Syntax?
  /// Whether a node has an `await` in it (outside nested closures), by node.
  var awaitCache: [Int32: Bool] = [:]

  init(tree: SyntaxTree, path: String, budget: RunBudget) throws {
    self.tree = tree
    self.path = path
    self.budget = budget
    customDetentHeights.interpreter = self
    try collect(tree.rootNode, into: nil)
  }

  // MARK: Errors

  func error(_ message: String, _ node: Syntax?) -> RuntimeError {
    RuntimeError(
      message: message, location: node.map(location) ?? SourceLocation(line: 1, column: 1, offset: 0))
  }

  /// Where an error about `node` points: a call of a member points at the member's name
  /// (`.presentationDragIndicatr`), not at the start of the chain it ends.
  func location(_ node: Syntax) -> SourceLocation {
    var n = node
    if n.kind == .callExpr, let callee = n.children.first, callee.kind == .memberAccessExpr { n = callee }
    if n.kind == .memberAccessExpr, let t = n.token {
      // The `.` before the name, as compilers point.
      return tree.location(ofOffset: max(Int(t.start) - 1, n.range.lowerBound))
    }
    return n.startLocation
  }

  @inline(__always) func step(_ node: Syntax) throws {
    steps += 1
    if steps > budget.steps {
      throw error("the program ran more than \(budget.steps) steps (an endless loop?)", node)
    }
  }

  // MARK: Declarations

  func collect(_ node: Syntax, into owner: UserType?) throws {
    for child in node.children { try collectDecl(child, into: owner) }
  }

  func collectDecl(_ child: Syntax, into owner: UserType?) throws {
    switch child.kind {
    case .structDecl, .enumDecl, .classDecl, .protocolDecl, .actorDecl:
      let kind: UserType.Kind =
        switch child.kind {
        case .structDecl: .structType
        case .enumDecl: .enumType
        case .classDecl: .classType
        case .actorDecl: .actorType
        default: .protocolType
        }
      let t = UserType(name: child.name, kind: kind, node: child)
      t.outer = owner
      if let inh = child.child(.inheritanceClause) {
        t.conformances = inh.children.map(\.name)
        if kind == .enumType, let first = t.conformances.first,
          ["String", "Int", "Double", "Character"].contains(first)
        {
          t.rawType = first
        }
      }
      if let owner { owner.nested[t.name] = t } else { types[t.name] = t }
      if let members = child.child(.memberBlock) { try collectMembers(members, into: t) }
      if t.conformances.contains("PreviewProvider") { collectPreviewProvider(t) }
    case .extensionDecl:
      let extended = child.children.first { $0.kind == .identifierType || $0.kind == .memberType }?.name ?? ""
      guard let members = child.child(.memberBlock) else { return }
      if let t = findType(extended) {
        if let inh = child.child(.inheritanceClause) { t.conformances += inh.children.map(\.name) }
        try collectMembers(members, into: t)
      } else {
        // `extension View { … }` and other extensions of types Detents provides.
        for m in members.children where m.kind == .funcDecl { viewExtensions[m.name, default: []].append(m) }
        for m in members.children where m.kind == .variableDecl {
          for b in m.children where b.kind == .patternBinding {
            if let name = b.child(.identifierPattern)?.name { viewExtensions[name, default: []].append(b) }
          }
        }
      }
    case .funcDecl:
      functions[child.name, default: []].append(child)
    case .variableDecl:
      // Globals are evaluated lazily, when first read.
      for b in child.children where b.kind == .patternBinding {
        if let name = b.child(.identifierPattern)?.name { globalLazy[name] = b }
      }
    case .macroExpansionDecl
    where child.name == "Preview" || child.tokenText == "#Preview" || child.text.hasPrefix("#Preview"):
      collectPreviewMacro(child)
    case .ifConfigDecl:
      // `#if` at top level: the clause a preview build compiles (`DEBUG` is true, see
      // `compilationCondition`).
      if let clause = activeClause(child) { try collect(clause, into: owner) }
    default:
      break
    }
  }

  var globalLazy: [String: Syntax] = [:]

  func collectMembers(_ block: Syntax, into t: UserType) throws {
    for m in block.children {
      let isStatic = m.children.contains {
        $0.kind == .modifier && ($0.name == "static" || $0.name == "class")
      }
      switch m.kind {
      case .variableDecl:
        let wrapperAttr = m.children.first { $0.kind == .attribute }
        let isLet = m.tokenText == "let"
        for b in m.children where b.kind == .patternBinding {
          guard let name = b.child(.identifierPattern)?.name else { continue }
          // Braces after an initializer hold observers (`var x = 0 { didSet { … } }`): stored.
          if b.child(.accessorBlock) != nil && b.child(.initializerClause) == nil {
            if isStatic { t.staticComputed[name] = b } else { t.computed[name] = b }
          } else if isStatic {
            t.staticStored[name] = b
          } else {
            if let w = wrapperAttr?.name, Catalog.unsupported.contains(w) {
              throw error("@\(w) is SwiftUI, but Detents does not support it yet", wrapperAttr)
            }
            t.stored.append(
              .init(
                name: name, wrapper: wrapperAttr?.name, wrapperArguments: wrapperAttr,
                initializer: b.child(.initializerClause)?.children.first, isLet: isLet,
                typeNode: b.child(.typeAnnotation)?.children.first))
          }
        }
      case .funcDecl:
        if isStatic {
          t.staticMethods[m.name, default: []].append(m)
        } else {
          t.methods[m.name, default: []].append(m)
        }
      case .initDecl:
        t.inits.append(m)
      case .enumCaseDecl:
        for e in m.children where e.kind == .enumCaseElement {
          var labels: [String?] = []
          var types: [Syntax?] = []
          if let params = e.child(.parameterClause) {
            for p in params.children where p.kind == .parameter {
              labels.append(p.token == nil ? nil : p.name)
              types.append(p.children.first { $0.kind != .attribute })
            }
          }
          t.cases.append(
            .init(
              name: e.name, labels: labels, rawValue: e.children.first { $0.kind != .parameterClause },
              types: types))
        }
      case .structDecl, .enumDecl, .classDecl, .protocolDecl, .actorDecl:
        try collectDecl(m, into: t)
      case .ifConfigDecl:
        if let clause = activeClause(m) { try collectMembers(clause, into: t) }
      default:
        break
      }
    }
  }

  /// Finds a type by name: nested in `scope`'s type first, then top level.
  func findType(_ name: String, from type: UserType? = nil) -> UserType? {
    var t = type
    while let current = t {
      if let n = current.nested[name] { return n }
      if current.name == name { return current }
      t = current.outer
    }
    return types[name] ?? types.values.lazy.compactMap { $0.nested[name] }.first
  }

  // MARK: Parameters

  /// The (label, name) of a parameter node: `label name: T`, `_ name: T`, `name: T`.
  func parameterNames(_ p: Syntax) -> (label: String?, name: String) {
    let words = leadingWords(p)
    if words.count >= 2 { return (words[0] == "_" ? nil : words[0], words[1]) }
    let n = words.first ?? p.name
    return (n == "_" ? nil : n, n)
  }

  /// The identifier tokens at the start of a node, before its first `:`.
  func leadingWords(_ node: Syntax) -> [String] {
    let r = node.range
    var lo = 0
    var hi = tree.tokens.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if Int(tree.tokens[mid].start) < r.lowerBound { lo = mid + 1 } else { hi = mid }
    }
    var words: [String] = []
    var i = lo
    while i < tree.tokens.count, Int(tree.tokens[i].start) < r.upperBound {
      let t = tree.tokens[i]
      if t.kind == .colon || t.kind == .leftParen || t.kind == .equal { break }
      if t.kind == .atSign {
        // Skip an attribute such as `@ViewBuilder` or `@escaping`.
        i += 2
        continue
      }
      if t.kind == .identifier || t.kind == .kwUnderscore || t.kind.isKeyword {
        let text = tree.text(of: t)
        if !["inout", "borrowing", "consuming", "sending", "isolated"].contains(text) { words.append(text) }
      }
      i += 1
    }
    return words.map { $0.hasPrefix("`") ? String($0.dropFirst().dropLast()) : $0 }
  }

  func params(of decl: Syntax) -> [Closure.Param] {
    guard let clause = decl.child(.parameterClause) else { return [] }
    return clause.children.filter { $0.kind == .parameter }.map { p in
      let (label, name) = parameterNames(p)
      let isBuilder = p.children.contains { $0.kind == .attribute && $0.name == "ViewBuilder" }
      let isInout = p.text.contains("inout ")
      let typeIndex = p.children.firstIndex { $0.kind != .attribute }
      let defaultValue = typeIndex.flatMap { i in p.children.count > i + 1 ? p.children.last : nil }
      return Closure.Param(
        label: label, name: name, defaultValue: defaultValue, isInout: isInout, isBuilder: isBuilder)
    }
  }

  /// A function declaration as a closure value bound to `selfCell`.
  func function(_ decl: Syntax, scope: Scope, selfCell: Cell?, selfType: UserType?, isStatic: Bool) -> Closure
  {
    let s = Scope(parent: scope)
    s.selfCell = selfCell
    s.selfType = selfType
    s.isStatic = isStatic
    let isBuilder =
      decl.children.contains { $0.kind == .attribute && $0.name == "ViewBuilder" }
      || decl.child(.returnClause)?.text.contains("some View") == true
    let isAsync = decl.children.contains { $0.kind == .effectSpecifier && $0.name == "async" }
    return Closure(
      name: decl.name,
      body: .syntax(
        decl, params: params(of: decl), scope: s, selfValue: selfCell, isBuilder: isBuilder, isAsync: isAsync)
    )
  }
}
