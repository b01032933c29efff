import Detents
import SwiftSource
import SwiftUIRuntime

/// The rules about presentation modifiers (seed 000): availability, where they go, what they
/// do on a popover or cover, `.medium` alone, and a sheet's navigation bar.
enum PresentationRules {
  static let all: [Rule] = [
    Rule(
      id: DiagnosticID("availability"), severity: .warning,
      summary: "SwiftUI API newer than the deployment target (--target, default iOS 16.0)",
      platforms: .all, find: availability),
    Rule(
      id: DiagnosticID("detents-outside-sheet"), severity: .warning,
      summary: "a presentation modifier outside any sheet's content: it does nothing",
      platforms: .all, find: outsideSheet),
    Rule(
      id: DiagnosticID("detents-ignored"), severity: .warning,
      summary: "presentationDetents on a popover's or a full-screen cover's content: ignored",
      platforms: .all, find: detentsIgnored),
    Rule(
      id: DiagnosticID("medium-only-compact"), severity: .warning,
      summary: "only .medium declared: in compact height the sheet is full height",
      platforms: .all, find: mediumOnly),
    Rule(
      id: DiagnosticID("toolbar-without-navigation"), severity: .warning,
      summary: "navigationTitle or toolbar in a sheet's content with no NavigationStack",
      platforms: .all, find: toolbarWithoutNavigation),
  ]

  /// Presentation modifiers: SwiftUI's `presentation…` family and `interactiveDismissDisabled`.
  static func isPresentationModifier(_ name: String) -> Bool {
    (name.hasPrefix("presentation") && Registry.modifiers[name] != nil)
      || name == "interactiveDismissDisabled"
  }

  /// Modifier calls of a presentation modifier, with their names.
  static func presentationModifiers(_ p: Program) -> [(CallExpr, String)] {
    p.calls.compactMap { call in
      guard let name = call.memberCallee?.name, isPresentationModifier(name) else { return nil }
      return (call, name)
    }
  }

  // MARK: availability

  static func availability(_ p: Program) -> [Finding] {
    var out: [Finding] = []
    let platform = p.options.isMac ? "macOS" : "iOS"
    let declared = Set(p.viewTypes.keys)
    for call in p.calls {
      let entry: APIEntry?
      if let member = call.memberCallee {
        entry = Registry.modifiers[member.name]
      } else if let ref = DeclReferenceExpr(call.callee), !declared.contains(ref.name) {
        entry = Registry.views[ref.name]
      } else {
        entry = nil
      }
      guard let entry, !entry.isUnsupported else { continue }
      guard let needed = p.options.isMac ? entry.macOS : entry.iOS, p.options.target < needed else {
        continue
      }
      if isGuarded(call.syntax, needing: needed, p) { continue }
      let version = "\(platform) \(needed)"
      var f = Finding(
        node: call.syntax,
        message:
          "'\(entry.name)' is only available in \(version) or newer; the target is \(platform) \(p.options.target)",
        notes: [
          DiagnosticNote(
            "wrap it in `if #available(\(version), *)` with a fallback, or raise --target to \(platform.lowercased())\(needed)"
          )
        ])
      if p.options.targetIsExplicit { f.severity = .error }
      if let fix = availabilityFix(call, version: version, p) { f.fixIts = [fix] }
      out.append(f)
    }
    return out
  }

  /// Whether `node` runs only where `needed` is available: in the body of an
  /// `if #available(…)`, after a `guard #available(…)`, or in a declaration marked
  /// `@available(…)`, whose version for the checked platform is `needed` or newer. A guard
  /// for an older version (`#available(iOS 16.0, *)` around a 16.4 modifier) does not count:
  /// the modifier still runs where it does not exist.
  static func isGuarded(_ node: Syntax, needing needed: OSVersion, _ p: Program) -> Bool {
    let platform = p.options.isMac ? "macOS" : "iOS"
    func covers(_ s: Syntax) -> Bool {
      availabilityCovers(FixSource.copy(p.tree, s.range), platform: platform, needed: needed)
    }
    func coveringCondition(_ conditions: [Syntax]) -> Bool {
      conditions.contains { $0.kind == .availabilityCondition && $0.name == "#available" && covers($0) }
    }
    func coveringAttribute(_ attributes: [AttributeSyntax]) -> Bool {
      attributes.contains { $0.name == "available" && covers($0.syntax) }
    }
    var current = node
    for a in p.ancestors(node) {
      if let ifExpr = IfExpr(a), current.id == ifExpr.body.syntax.id,
        coveringCondition(ifExpr.conditions)
      {
        return true
      }
      if a.kind == .codeBlock {
        let statement = current
        // `guard #available(…) else { return }` before the statement.
        for s in CodeBlock(unchecked: a).statements where s.range.upperBound <= statement.range.lowerBound {
          if let g = GuardStmt(s), coveringCondition(g.conditions) { return true }
        }
      }
      switch a.kind {
      case .structDecl, .classDecl, .enumDecl:
        if coveringAttribute(NominalTypeDecl(unchecked: a).attributes) { return true }
      case .extensionDecl:
        if coveringAttribute(ExtensionDecl(unchecked: a).attributes) { return true }
      case .funcDecl:
        if coveringAttribute(FunctionDecl(unchecked: a).attributes) { return true }
      case .variableDecl:
        if coveringAttribute(VariableDecl(unchecked: a).attributes) { return true }
      default: break
      }
      current = a
    }
    return false
  }

  /// Whether the text of an availability condition or attribute (`#available(iOS 16.4, *)`,
  /// `@available(iOS 17, macOS 14, *)`, `@available(iOS, introduced: 16.4)`) promises
  /// `platform` at `needed` or newer. The platform's application-extension spelling counts as
  /// the platform (`iOSApplicationExtension`), `OSX` as `macOS`; `*` stands for the deployment
  /// target, so a condition that does not name the platform does not cover it.
  static func availabilityCovers(_ text: String, platform: String, needed: OSVersion) -> Bool {
    guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close else {
      return false
    }
    let inner = text[text.index(after: open)..<close]
    let names: Set<String> =
      platform == "macOS"
      ? ["macos", "osx", "macosapplicationextension", "osxapplicationextension"]
      : ["ios", "iosapplicationextension"]
    // `@available(iOS, introduced: 16.4, …)`: one platform, its version after `introduced:`.
    let parts = inner.split(separator: ",").map { $0.split(separator: " ").joined(separator: " ") }
    if let first = parts.first, names.contains(first.lowercased()) {
      for part in parts.dropFirst() where part.hasPrefix("introduced:") {
        let v = part.dropFirst("introduced:".count).split(separator: " ").joined()
        if let version = OSVersion(v) { return version >= needed }
      }
      return false
    }
    // `#available(iOS 16.4, macOS 13.3, *)`: a platform and a version each.
    for part in parts {
      let words = part.split(separator: " ")
      guard words.count == 2, names.contains(words[0].lowercased()) else { continue }
      if let version = OSVersion(String(words[1])) { return version >= needed }
    }
    return false
  }

  /// `if #available(version, *) { chain } else { chain without the modifier }`, for a
  /// modifier on a view written as a statement of a view builder (a closure or a body).
  static func availabilityFix(_ call: CallExpr, version: String, _ p: Program) -> FixIt? {
    guard let member = call.memberCallee else { return nil }
    var outer = call.syntax
    while let last = p.modifiers(after: outer).last { outer = last.syntax }
    guard let container = p.parent(outer), container.kind == .closureExpr || container.kind == .codeBlock
    else {
      return nil
    }
    let indent = String(repeating: " ", count: max(0, outer.startLocation.column - 1))
    let whole = FixSource.copy(p.tree, outer.range)
    let without =
      FixSource.copy(p.tree, outer.range.lowerBound..<member.base.range.upperBound)
      + FixSource.copy(p.tree, call.syntax.range.upperBound..<outer.range.upperBound)
    let text =
      "if #available(\(version), *) {\n\(indent)  \(whole)\n\(indent)} else {\n\(indent)  \(without)\n\(indent)}"
    return FixIt(replacing: outer.range, with: text)
  }

  // MARK: detents-outside-sheet

  static func outsideSheet(_ p: Program) -> [Finding] {
    var out: [Finding] = []
    for (call, name) in presentationModifiers(p) {
      let reach = p.reach(of: call.syntax)
      let outside: Bool
      if reach.isEmpty {
        // A type used nowhere in the file: outside when the type presents sheets itself.
        guard case .type(let t) = p.place(of: call.syntax).place, let decl = p.viewTypes[t] else { continue }
        outside = p.presentations.contains { p.isInside($0.call.syntax, decl) }
      } else {
        outside =
          reach.contains(.screen) && !reach.contains(.sheet) && !reach.contains(.cover)
          && !reach.contains(.popover)
      }
      guard outside else { continue }
      var f = Finding(
        node: call.syntax,
        message:
          "'\(name)' is not inside a sheet's content, so it does nothing; attach it to the view the sheet presents"
      )
      // Point at the content of a presentation on the same chain or in the same type.
      if let target = nearestPresentation(to: call.syntax, p), let content = target.contents.first,
        let first = content.statements.first
      {
        f.notes.append(
          DiagnosticNote("the \(target.kind.modifierName)'s content starts here", at: first.startLocation))
      }
      out.append(f)
    }
    return out
  }

  /// The presentation applied later on the same modifier chain, else the first one in the
  /// same type.
  static func nearestPresentation(to node: Syntax, _ p: Program) -> PresentationCall? {
    var view = node
    while let call = CallExpr(view), let member = call.memberCallee { view = member.base }
    for m in p.modifiers(after: view) {
      if let found = p.presentations.first(where: { $0.call.syntax.id == m.syntax.id }) { return found }
    }
    guard case .type(let t) = p.place(of: node).place, let decl = p.viewTypes[t] else { return nil }
    return p.presentations.first { p.isInside($0.call.syntax, decl) }
  }

  // MARK: detents-ignored

  static func detentsIgnored(_ p: Program) -> [Finding] {
    var out: [Finding] = []
    for (call, name) in presentationModifiers(p) where name == "presentationDetents" {
      let reach = p.reach(of: call.syntax)
      guard !reach.isEmpty, !reach.contains(.screen), !reach.contains(.sheet) else { continue }
      // On iOS 16.4 and later a popover may adapt to a sheet in compact size classes, where
      // detents apply.
      let chain = p.modifiers(after: outermostBase(call.syntax))
      if chain.contains(where: { $0.memberCallee?.name == "presentationCompactAdaptation" }) { continue }
      let kinds = reach.kinds.map { $0 == .cover ? "a full-screen cover" : "a popover" }
      guard let member = call.memberCallee else { continue }
      out.append(
        Finding(
          node: call.syntax,
          message:
            "presentationDetents has no effect on \(kinds.joined(separator: " or ")): only a sheet snaps to detents",
          fixIts: [FixIt(replacing: member.base.range.upperBound..<call.syntax.range.upperBound, with: "")]))
    }
    return out
  }

  /// The view at the start of a modifier chain that `node` is part of.
  static func outermostBase(_ node: Syntax) -> Syntax {
    var view = node
    while let call = CallExpr(view), let member = call.memberCallee { view = member.base }
    return view
  }

  // MARK: medium-only-compact

  static func mediumOnly(_ p: Program) -> [Finding] {
    var out: [Finding] = []
    for (call, name) in presentationModifiers(p) where name == "presentationDetents" {
      guard let first = call.arguments.first(where: { $0.label == nil })?.value, let array = ArrayExpr(first)
      else { continue }
      let elements = array.elements
      guard !elements.isEmpty,
        elements.allSatisfy({ ImplicitMemberExpr($0)?.name == "medium" })
      else { continue }
      // On a popover or a cover detents do nothing at all (detents-ignored says so).
      let reach = p.reach(of: call.syntax)
      if !reach.isEmpty && !reach.contains(.sheet) && !reach.contains(.screen) { continue }
      out.append(
        Finding(
          node: call.syntax,
          message:
            "only .medium is declared: in compact height (iPhone landscape) .medium falls back to .large and the sheet is full height",
          notes: [
            DiagnosticNote(
              "add a .height or .fraction detent; .fraction(0.5) is half the available height and stays a partial sheet"
            )
          ],
          fixIts: [FixIt(replacing: elements[0].range, with: ".fraction(0.5)")]))
    }
    return out
  }

  // MARK: toolbar-without-navigation

  static func toolbarWithoutNavigation(_ p: Program) -> [Finding] {
    var out: [Finding] = []
    for call in p.calls {
      guard let name = call.memberCallee?.name, name == "navigationTitle" || name == "toolbar" else {
        continue
      }
      let reach = p.reach(of: call.syntax)
      guard reach.onlyPresented, reach.bits & 0xAAAA == 0 else { continue }
      var f = Finding(
        node: call.syntax,
        message:
          "'\(name)' in a sheet's content without a NavigationStack: a sheet does not inherit the presenter's navigation bar, so it shows nothing"
      )
      if case .presented(let presented) = p.place(of: call.syntax).place,
        let content = presented.contents.first(where: { p.isInside(call.syntax, $0.syntax) }),
        let first = content.statements.first, let last = content.statements.last
      {
        let indent = String(repeating: " ", count: max(0, first.startLocation.column - 1))
        f.fixIts = [
          FixIt(
            replacing: first.range.lowerBound..<first.range.lowerBound, with: "NavigationStack {\n\(indent)"),
          FixIt(replacing: last.range.upperBound..<last.range.upperBound, with: "\n\(indent)}"),
        ]
      }
      out.append(f)
    }
    return out
  }
}

/// Source bytes copied into a fix-it's replacement: an edit that keeps what the program wrote
/// (the one place the checker reads source bytes; the rules read the typed tree).
enum FixSource {
  static func copy(_ tree: SyntaxTree, _ range: Range<Int>) -> String {
    String(decoding: tree.bytes[range], as: UTF8.self)
  }
}
