import Detents
import Portable
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
  /// `DispatchQueue.main.asyncAfter(deadline:)` and `.async`: runs `closure` on the main
  /// queue `delay` seconds from now on the virtual clock, as a task of the run (`label`).
  func runOnMainQueue(_ closure: Closure, after delay: Double, label: String)
  /// The device's screen in points, in the run's orientation (`UIScreen.main.bounds`).
  var screenSize: (width: Double, height: Double) { get }
  /// The OS version the program runs as.
  var os: OSVersion { get }
  /// Whether the program runs on the Mac (macOS availability applies).
  var isMac: Bool { get }
  /// Notes an event in the run's log at the current time (`Link`'s "open URL").
  func logEvent(_ text: String)
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
  /// ``findType(_:from:)``'s answers for names that are not top-level types (a nested type
  /// found from outside, or no user type: `Int`, `UUID`), which otherwise scan every type on each
  /// call; emptied whenever a type is declared.
  var nestedTypeMemo: [String: UserType?] = [:]
  var functions: [String: [Syntax]] = [:]
  /// Methods declared in `extension View` (and other protocol extensions), by name.
  var viewExtensions: [String: [Syntax]] = [:]
  let globals = Scope(parent: nil)
  /// The program's entry points in source order: `#Preview`s and `PreviewProvider` views.
  var previews: [PreviewEntry] = []
  var steps = 0
  var depth = 0
  /// `inout` results waiting to be written back by the call that passed `&target`.
  var inoutWriteBacks: [(target: Syntax, value: Value)] = []
  /// The runtime running the program. Held strongly (Embedded Swift has no `weak`); the
  /// runtime lets go of it when its run ends (``ProgramRuntime/shutDown()``).
  var host: RuntimeHost?
  /// The animation of the innermost `withAnimation` being run (nil outside any).
  var transaction: Animation?? = nil
  /// Environment values of the view whose body is evaluated.
  var environment: [String: Value] = [:]
  /// The presentation whose content is evaluated (for `dismiss`).
  var presentationID: Int? = nil
  /// What `print` wrote.
  var output: [String] = []
  var uuidCounter = 0
  /// The run's random numbers: the same every run (``SeededRandom``).
  var random = SeededRandom()
  /// The edit mode of each presentation (-1 for the root screen), which `EditButton` and
  /// `@Environment(\.editMode)` read and write where no view above set `\.editMode`. Every
  /// run starts inactive.
  var editModes: [Int: EditModeValue] = [:]
  /// `UserDefaults.standard`: kept in memory for the run, by key; every run starts empty.
  var defaults: [String: Value] = [:]
  /// The files the program writes (`data.write(to:)`), by path: kept in memory for the run;
  /// every run starts with none.
  var files: [String: [UInt8]] = [:]
  /// The members that extensions of built-in types declare (`extension FileManager { … }`),
  /// by the type's name.
  var builtinExtensions: [String: UserType] = [:]
  /// The `willSet`/`didSet` observers running (`Type.property`): an assignment inside one does
  /// not run them again.
  var runningObservers: Set<String> = []
  /// `self` of the struct initializers running (where assignments run no observers).
  var constructing: [Cell] = []
  /// Errors raised inside custom detents' `height(in:)`, which the engine calls and cannot be
  /// thrown through; the runtime throws the first after each engine call
  /// (`ProgramRuntime.throwDetentError`).
  var detentErrors: [RuntimeError] = []
  /// How many times a custom detent's context was asked for more than its `maxDetentValue`
  /// (its Dynamic Type size, size classes, colour scheme): ``CustomDetentHeights`` sees from
  /// it whether a height depended on them.
  var detentEnvironmentReads = 0
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
  /// Whether a closure uses `$1` or later, by node (see ``splatsTuple(_:)``).
  var splatCache: [Int32: Bool] = [:]
  /// ``params(of:)`` and ``functionTraits(_:)`` by declaration.
  var paramsCache: [Int32: [Closure.Param]] = [:]
  var functionTraitsCache: [Int32: (isBuilder: Bool, isAsync: Bool)] = [:]
  /// ``callShape(of:)`` by function, initializer or closure (nil: a requirement, no body).
  var callShapeCache: [Int32: CallShape?] = [:]
  /// ``literalParts(_:)`` by string literal.
  var literalCache: [Int32: [LiteralPart]] = [:]
  /// ``name(of:)`` by node index, filled as nodes are read.
  var nameCache: [String?] = []

  init(tree: SyntaxTree, path: String, budget: RunBudget) throws(EvalError) {
    self.tree = tree
    self.path = path
    self.budget = budget
    customDetentHeights.interpreter = self
    try collect(SourceFileSyntax(unchecked: tree.rootNode).items, into: nil)
  }

  /// Where `.environmentObject(_:)` and `.environment(_:)` keep an object of type `typeName`
  /// in the environment, for `@EnvironmentObject` and `@Environment(Type.self)` to find.
  static func environmentObjectKey(_ typeName: String) -> String { "object:" + typeName }

  // MARK: Errors

  /// A located error of `id` about `node`; `suggestion` (the nearest name, for a misspelt
  /// one) becomes a fix-it that replaces the name the error points at.
  func error(
    _ message: String, _ node: Syntax?, id: DiagnosticID = .runtime, suggestion: String? = nil
  ) -> EvalError {
    .error(runtimeError(message, node, id: id, suggestion: suggestion))
  }

  /// The ``RuntimeError`` of ``error(_:_:id:suggestion:)``, for where it is kept rather than
  /// thrown.
  func runtimeError(
    _ message: String, _ node: Syntax?, id: DiagnosticID = .runtime, suggestion: String? = nil
  ) -> RuntimeError {
    guard let node else {
      return RuntimeError(message: message, location: SourceLocation(line: 1, column: 1, offset: 0), id: id)
    }
    let at = node.errorLocation
    let name = node.errorNameRange
    let fixIts = suggestion.map { [FixIt(replacing: name, with: $0)] } ?? []
    return RuntimeError(
      Diagnostic(.error, message, at: at, id: id, length: max(0, name.upperBound - at.offset), fixIts: fixIts)
    )
  }

  @inline(__always) func step(_ node: Syntax) throws(EvalError) {
    steps += 1
    if steps > budget.steps {
      throw error(
        "the program ran more than \(budget.steps) steps (an endless loop?)", node, id: .budgetExceeded)
    }
  }

  // MARK: Declarations

  func collect(_ items: [Syntax], into owner: UserType?) throws(EvalError) {
    for child in items { try collectDecl(child, into: owner) }
  }

  func collectDecl(_ child: Syntax, into owner: UserType?) throws(EvalError) {
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
      let decl = NominalTypeDecl(child)
      t.isObservableMacro = kind == .classType && decl?.hasAttribute("Observable") == true
      let protocolDecl = ProtocolDecl(child)
      if let inh = decl?.inheritanceClause ?? protocolDecl?.inheritanceClause {
        t.conformances = inh.types.map { $0.name }
        if kind == .enumType, let first = t.conformances.first,
          ["String", "Int", "Double", "Character"].contains(first)
        {
          t.rawType = first
        }
      }
      if let owner { owner.nested[t.name] = t } else { types[t.name] = t }
      nestedTypeMemo = [:]
      if let members = decl?.memberBlock ?? protocolDecl?.memberBlock { try collectMembers(members, into: t) }
      if t.conformances.contains("PreviewProvider") { collectPreviewProvider(t) }
    case .extensionDecl:
      let ext = ExtensionDecl(unchecked: child)
      // `extension [Card] { static let preview … }`: the members of arrays of that element,
      // read as `[Card].preview`.
      let extended = ArrayType(ext.extendedType).map { "[" + $0.element.name + "]" } ?? ext.extendedType.name
      guard let members = ext.memberBlock else { return }
      if let t = findType(extended) {
        if let inh = ext.inheritanceClause { t.conformances += inh.types.map { $0.name } }
        try collectMembers(members, into: t)
      } else {
        // `extension View { … }` and other extensions of types Detents provides: their
        // static members (`extension FileManager { static var documentsDirectory … }`) are
        // kept on a type of their own, looked in before the type's built-in members.
        let holder = builtinExtensions[extended] ?? UserType(name: extended, kind: .structType, node: child)
        builtinExtensions[extended] = holder
        try collectMembers(members, into: holder)
        for m in members.members where m.kind == .funcDecl { viewExtensions[m.name, default: []].append(m) }
        for m in members.members.compactMap(VariableDecl.init) {
          for b in m.bindings {
            if let name = b.name { viewExtensions[name, default: []].append(b.syntax) }
          }
        }
      }
    case .funcDecl:
      functions[child.name, default: []].append(child)
    case .variableDecl:
      // Globals are evaluated lazily, when first read.
      for b in VariableDecl(unchecked: child).bindings {
        if let name = b.name { globalLazy[name] = b }
      }
    case .macroExpansionDecl where MacroExpansionDecl(unchecked: child).macroName == "Preview":
      collectPreviewMacro(MacroExpansionDecl(unchecked: child))
    case .ifConfigDecl:
      // `#if` at top level: the clause a preview build compiles (`DEBUG` is true, see
      // `compilationCondition`).
      if let clause = activeClause(IfConfigDecl(unchecked: child)) { try collect(clause.items, into: owner) }
    default:
      break
    }
  }

  var globalLazy: [String: PatternBinding] = [:]

  func collectMembers(_ block: MemberBlock, into t: UserType) throws(EvalError) {
    try collectMembers(block.members, into: t)
  }

  func collectMembers(_ members: [Syntax], into t: UserType) throws(EvalError) {
    for m in members {
      switch m.kind {
      case .variableDecl:
        let v = VariableDecl(unchecked: m)
        let isStatic = v.isStatic
        let wrapperAttr = v.attributes.first
        let isLet = v.isLet
        for b in v.bindings {
          guard let name = b.name else { continue }
          // Braces after an initializer hold observers (`var x = 0 { didSet { … } }`): stored.
          if b.isComputed {
            if isStatic { t.staticComputed[name] = b.syntax } else { t.computed[name] = b.syntax }
          } else if isStatic {
            t.staticStored[name] = b.syntax
          } else {
            if let w = wrapperAttr?.name, Registry.propertyWrappers[w]?.isUnsupported == true {
              throw error(
                Registry.unsupportedMessage(w, wrapper: true), wrapperAttr?.syntax,
                id: .unsupportedAPI)
            }
            t.stored.append(
              .init(
                name: name, wrapper: wrapperAttr?.name, wrapperArguments: wrapperAttr,
                initializer: b.initialValue, isLet: isLet, typeNode: b.type,
                willSet: b.accessorBlock?.accessor("willSet"), didSet: b.accessorBlock?.accessor("didSet")))
          }
        }
      case .funcDecl:
        if FunctionDecl(unchecked: m).isStatic {
          t.staticMethods[m.name, default: []].append(m)
        } else {
          t.methods[m.name, default: []].append(m)
        }
      case .initDecl:
        t.inits.append(m)
      case .enumCaseDecl:
        for e in EnumCaseDecl(unchecked: m).elements {
          let values = e.associatedValues
          t.cases.append(
            .init(
              name: e.name, labels: values.map { $0.firstName }, rawValue: e.rawValue,
              types: values.map { $0.type }))
        }
      case .structDecl, .enumDecl, .classDecl, .protocolDecl, .actorDecl:
        try collectDecl(m, into: t)
      case .ifConfigDecl:
        if let clause = activeClause(IfConfigDecl(unchecked: m)) { try collectMembers(clause.items, into: t) }
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
      // An extension of a built-in type (`extension Color { … }`) is not that type.
      if current.name == name && builtinExtensions[name] !== current { return current }
      t = current.outer
    }
    if let top = types[name] { return top }
    if let known = nestedTypeMemo[name] { return known }
    let nested = types.values.lazy.compactMap { $0.nested[name] }.first
    nestedTypeMemo[name] = .some(nested)
    return nested
  }

  // MARK: Parameters

  /// A function's or initializer's parameters, read from its declaration once (each call
  /// reads them; the typed syntax accessors walk the node's children each time).
  func params(of decl: Syntax) -> [Closure.Param] {
    if let known = paramsCache[decl.id.index] { return known }
    let parameters = FunctionDecl(decl)?.parameters ?? InitializerDecl(decl)?.parameters ?? []
    let params = parameters.map { p in
      Closure.Param(
        label: p.label, name: p.name, defaultValue: p.defaultValue, isInout: p.isInout,
        isBuilder: p.hasAttribute("ViewBuilder"))
    }
    paramsCache[decl.id.index] = params
    return params
  }

  /// The statements a call of `decl` runs, what they belong to and the declared return type,
  /// read once per declaration (the typed accessors walk the node's children each time, and a
  /// call is the interpreter's most frequent operation). Nil for a declaration without a body.
  func callShape(of decl: Syntax) -> CallShape? {
    if let known = callShapeCache[decl.id.index] { return known }
    let shape: CallShape?
    if decl.kind == .closureExpr {
      shape = CallShape(statements: ClosureExpr(unchecked: decl).statements, node: decl, returnType: nil)
    } else if let body = functionBody(decl) {
      shape = CallShape(
        statements: body.statements, node: body.syntax, returnType: FunctionDecl(decl)?.returnType)
    } else {
      shape = nil
    }
    callShapeCache[decl.id.index] = .some(shape)
    return shape
  }

  /// The value of a program's own environment key when no view above sets it: the
  /// `defaultValue` of the `EnvironmentKey` its `extension EnvironmentValues` property reads
  /// (`get { self[AccentKey.self] }`), or an `@Entry` property's initial value. Nil for a key
  /// the program does not declare (the built-in ones are set by the renderer).
  func environmentDefault(_ key: String) throws(EvalError) -> Value? {
    guard let values = builtinExtensions["EnvironmentValues"] else { return nil }
    if let entry = values.stored.first(where: { $0.name == key }), let initial = entry.initializer {
      return try coerceDeclared(try eval(initial, globals), entry.typeNode)
    }
    guard let binding = values.computed[key] else { return nil }
    // The key type is the `K` of the getter's `self[K.self]`.
    guard let (t, node) = environmentKeyReference(in: binding),
      let value = try staticMember(t, "defaultValue", node)
    else { return nil }
    return try coerceDeclared(value, PatternBinding(binding)?.type)
  }

  /// The first `K.self` under `node` whose `K` is a type with a static `defaultValue`.
  private func environmentKeyReference(in node: Syntax) -> (UserType, Syntax)? {
    if node.kind == .memberAccessExpr, node.name == "self", let base = MemberAccessExpr(node)?.base,
      base.kind == .declReferenceExpr, let t = findType(base.name),
      t.staticStored["defaultValue"] != nil || t.staticComputed["defaultValue"] != nil
    {
      return (t, node)
    }
    for child in node.children {
      if let found = environmentKeyReference(in: child) { return found }
    }
    return nil
  }

  /// `node.name` (an identifier's text, backticks removed), made once per node: the names of
  /// references and callees are read at every evaluation, and each read would otherwise make a
  /// new string from the source bytes.
  func name(of node: Syntax) -> String {
    let i = Int(node.id.index)
    guard node.tree === tree else { return node.name }
    if i < nameCache.count, let known = nameCache[i] { return known }
    if nameCache.isEmpty { nameCache = Array(repeating: nil, count: tree.nodes.endIndex) }
    let name = node.name
    if i < nameCache.count { nameCache[i] = name }
    return name
  }

  /// A string literal's text and interpolated expressions, escapes applied, read once per
  /// literal.
  func literalParts(_ node: Syntax) -> [LiteralPart] {
    if let known = literalCache[node.id.index] { return known }
    let literal = StringLiteral(unchecked: node)
    var parts: [LiteralPart] = []
    for segment in literal.segments {
      switch segment {
      case .text(let text):
        let unescaped = unescape(text, raw: literal.isRaw)
        // Adjacent text segments (a multi-line literal's lines) are one part.
        if case .text(let before)? = parts.last {
          parts[parts.count - 1] = .text(before + unescaped)
        } else {
          parts.append(.text(unescaped))
        }
      case .interpolation(let arguments):
        // Only the first argument is read (`\(value, format: …)` is not supported here).
        if let expr = arguments.first?.value { parts.append(.value(expr)) }
      }
    }
    literalCache[node.id.index] = parts
    return parts
  }

  /// What ``function(_:scope:selfCell:selfType:isStatic:)`` reads of a declaration besides its
  /// parameters, once per declaration.
  func functionTraits(_ decl: Syntax) -> (isBuilder: Bool, isAsync: Bool) {
    if let known = functionTraitsCache[decl.id.index] { return known }
    let function = FunctionDecl(decl)
    let isBuilder =
      function?.hasAttribute("ViewBuilder") == true
      || function?.returnType?.isOpaqueType(named: "View") == true
    let isAsync = function?.isAsync ?? InitializerDecl(decl)?.isAsync ?? false
    functionTraitsCache[decl.id.index] = (isBuilder, isAsync)
    return (isBuilder, isAsync)
  }

  /// A function declaration as a closure value bound to `selfCell`.
  func function(_ decl: Syntax, scope: Scope, selfCell: Cell?, selfType: UserType?, isStatic: Bool) -> Closure
  {
    let s = Scope(parent: scope)
    s.selfCell = selfCell
    s.selfType = selfType
    s.isStatic = isStatic
    let (isBuilder, isAsync) = functionTraits(decl)
    return Closure(
      name: decl.name,
      body: .syntax(
        decl, params: params(of: decl), scope: s, selfValue: selfCell, isBuilder: isBuilder, isAsync: isAsync)
    )
  }
}
