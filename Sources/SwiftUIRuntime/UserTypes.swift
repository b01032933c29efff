import Portable
import SwiftSource

/// A type the program declares: struct, enum, class, protocol, with its members (extensions
/// add theirs).
final class UserType: @unchecked Sendable {
  enum Kind { case structType, enumType, classType, protocolType, actorType }

  struct StoredProperty {
    var name: String
    var wrapper: String?
    var wrapperArguments: AttributeSyntax?
    var initializer: Syntax?
    var isLet: Bool
    var typeNode: Syntax?
    /// `willSet { … }` and `didSet { … }`, run around each assignment.
    var willSet: AccessorDecl? = nil
    var didSet: AccessorDecl? = nil
  }

  struct EnumCase {
    var name: String
    var labels: [String?]
    var rawValue: Syntax?
    var types: [Syntax?] = []
  }

  let name: String
  let kind: Kind
  let node: Syntax
  /// The type this one is nested in. Not retained: the interpreter's table of types holds
  /// every type for as long as any is used.
  var outer: UserType? {
    get { outerReference?.object }
    set { outerReference = newValue.map { UnownedRef($0) } }
  }
  private var outerReference: UnownedRef<UserType>?
  var conformances: [String] = []
  var stored: [StoredProperty] = []
  var computed: [String: Syntax] = [:]  // patternBinding with an accessor block
  var methods: [String: [Syntax]] = [:]  // funcDecl
  var staticStored: [String: Syntax] = [:]  // patternBinding with an initializer
  var staticComputed: [String: Syntax] = [:]
  var staticMethods: [String: [Syntax]] = [:]
  var inits: [Syntax] = []
  var cases: [EnumCase] = []
  var nested: [String: UserType] = [:]
  var rawType: String?
  /// Static stored values, initialised lazily.
  var staticValues: [String: Cell] = [:]

  init(name: String, kind: Kind, node: Syntax) {
    self.name = name
    self.kind = kind
    self.node = node
  }

  func conforms(to name: String) -> Bool { conformances.contains(name) }

  /// Whether it declares a static property or method `name`.
  func hasStaticMember(_ name: String) -> Bool {
    staticStored[name] != nil || staticComputed[name] != nil || staticMethods[name] != nil
  }

  /// Whether the class is `@Observable` (the Observation macro): every stored property is
  /// observed, but those marked `@ObservationIgnored`.
  var isObservableMacro = false

  /// Whether a change to property `p` of an instance is seen by the views that read it: a
  /// `@Published` property of an `ObservableObject`, any property of an `@Observable` class.
  func observes(_ p: StoredProperty) -> Bool {
    if isObservableMacro { return p.wrapper != "ObservationIgnored" }
    return p.wrapper == "Published" && conforms(to: "ObservableObject")
  }

  var isView: Bool { conforms(to: "View") }
  var isViewModifier: Bool { conforms(to: "ViewModifier") }

  func storedProperty(_ name: String) -> StoredProperty? { stored.first { $0.name == name } }

  /// The parameters of the memberwise initializer, in order: stored properties but `let`s with
  /// a value and those the environment sets.
  var memberwiseProperties: [StoredProperty] {
    stored.filter {
      !($0.isLet && $0.initializer != nil) && $0.wrapper != "Environment" && $0.wrapper != "EnvironmentObject"
    }
  }

  func enumCase(_ name: String) -> EnumCase? { cases.first { $0.name == name } }

  /// Every member name, for "did you mean" suggestions.
  var memberNames: [String] {
    stored.map { $0.name } + Array(computed.keys) + Array(methods.keys) + Array(staticStored.keys)
      + Array(staticComputed.keys) + Array(staticMethods.keys) + cases.map { $0.name } + Array(nested.keys)
  }
}

/// A lexical scope: variables by name, and the scope around it.
final class Scope: @unchecked Sendable {
  var vars: [String: Cell] = [:]
  let parent: Scope?
  /// `self` in methods, initialisers and view bodies.
  var selfCell: Cell?
  /// The type whose members are in scope (methods, static members).
  var selfType: UserType?
  /// True inside a static method (no instance).
  var isStatic = false

  init(parent: Scope?) {
    self.parent = parent
    self.selfCell = parent?.selfCell
    self.selfType = parent?.selfType
    self.isStatic = parent?.isStatic ?? false
  }

  func lookup(_ name: String) -> Cell? {
    var s: Scope? = self
    while let scope = s {
      // Most scopes of a chain (a block, a closure without parameters) declare nothing:
      // skipping them saves hashing the name at each level.
      if !scope.vars.isEmpty, let c = scope.vars[name] { return c }
      s = scope.parent
    }
    return nil
  }

  func declare(_ name: String, _ value: Value) { vars[name] = Cell(value) }

  /// Every name visible here, for suggestions.
  var allNames: [String] {
    var out: [String] = []
    var s: Scope? = self
    while let scope = s {
      out += scope.vars.keys
      s = scope.parent
    }
    return out
  }
}

/// An error in the program, at a place in its source: a typed diagnostic (its id, range,
/// notes and fix-its) found by the semantic pass or while the program runs.
public struct RuntimeError: CustomStringConvertible, Sendable {
  /// The diagnostic.
  public let diagnostic: Diagnostic
  /// What is wrong.
  public var message: String { diagnostic.message }
  /// Where.
  public var location: SourceLocation { diagnostic.location }
  /// What kind of error it is.
  public var id: DiagnosticID { diagnostic.id }
  public var description: String { "\(location): error: \(message)" }

  /// An error of `id` at `location`.
  public init(message: String, location: SourceLocation, id: DiagnosticID = .runtime) {
    diagnostic = Diagnostic(.error, message, at: location, id: id)
  }

  /// An error that is `diagnostic`.
  public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}

/// How a statement finished.
enum Flow {
  case normal
  case returned(Value)
  case broke(String?)
  case continued(String?)
  case fellThrough
}
