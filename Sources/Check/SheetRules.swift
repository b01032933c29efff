import SwiftSource
import SwiftUIRuntime

/// The rules about sheets themselves (seeds 000 and 003): their buttons, one at a time, what
/// they are attached to, how they are dismissed.
enum SheetRules {
  static let all: [Rule] = [
    Rule(
      id: DiagnosticID("done-without-cancel"), severity: .warning,
      summary: "a sheet with Done, Add or Save and no Cancel",
      platforms: .all, find: doneWithoutCancel),
    Rule(
      id: DiagnosticID("sheet-over-sheet"), severity: .warning,
      summary: "a sheet presented from inside another sheet's content",
      platforms: .all, find: sheetOverSheet),
    Rule(
      id: DiagnosticID("sheet-on-transient-view"), severity: .warning,
      summary: ".sheet attached to a view inside if, switch or a filtered ForEach: it closes with it",
      platforms: .all, find: sheetOnTransientView),
    Rule(
      id: DiagnosticID("dismiss-disabled-no-exit"), severity: .warning,
      summary: "interactiveDismissDisabled() with no code that dismisses the sheet",
      platforms: .all, find: dismissDisabledNoExit),
    Rule(
      id: DiagnosticID("dismiss-from-presenter"), severity: .warning,
      summary: "@Environment(\\.dismiss) of the presenting view called from the sheet's content",
      platforms: .all, find: dismissFromPresenter),
  ]

  /// Titles of buttons that finish a sheet's task.
  static let confirmingTitles: Set<String> = ["Done", "Add", "Save"]

  /// Whether a button is a way out: titled Cancel (or Close), or with `role: .cancel`.
  static func isCancel(_ button: CallExpr, _ p: Program) -> Bool {
    p.hasCancelRole(button) || p.buttonTitle(button) == "Cancel" || p.buttonTitle(button) == "Close"
  }

  // MARK: done-without-cancel

  static func doneWithoutCancel(_ p: Program) -> [Finding] {
    var out: [Finding] = []
    var reported: Set<Int32> = []
    for presentation in p.presentations {
      let buttons = p.scope(of: presentation).flatMap { p.buttons(inside: $0) }
      guard !buttons.contains(where: { isCancel($0, p) }) else { continue }
      for b in buttons {
        guard let title = p.buttonTitle(b), confirmingTitles.contains(title),
          reported.insert(b.syntax.id.index).inserted
        else { continue }
        out.append(
          Finding(
            node: b.syntax,
            message:
              "'\(title)' without a Cancel button in the same sheet: a lone \(title) makes finishing the only way out; add Cancel (role: .cancel) to leave without saving"
          ))
      }
    }
    return out
  }

  // MARK: sheet-over-sheet

  static func sheetOverSheet(_ p: Program) -> [Finding] {
    var out: [Finding] = []
    for presentation in p.presentations where presentation.kind == .sheet || presentation.kind == .cover {
      let reach = p.reach(of: presentation.call.syntax)
      guard reach.onlyPresented, reach.contains(.sheet) || reach.contains(.cover) else { continue }
      var f = Finding(
        node: presentation.call.syntax,
        message:
          "a \(presentation.kind.modifierName) presented from inside another sheet: a sheet over a sheet makes people lose their place; close the first before opening another"
      )
      if case .presented(let outer) = p.place(of: presentation.call.syntax).place {
        f.notes.append(DiagnosticNote("the outer presentation", at: outer.call.syntax.errorLocation))
      }
      out.append(f)
    }
    return out
  }

  // MARK: sheet-on-transient-view

  static func sheetOnTransientView(_ p: Program) -> [Finding] {
    var out: [Finding] = []
    for presentation in p.presentations {
      guard let (what, at) = transientContainer(presentation.call.syntax, p) else { continue }
      out.append(
        Finding(
          node: presentation.call.syntax,
          message:
            "'.\(presentation.kind.modifierName)' is attached to a view inside \(what): when that view disappears, the sheet closes with it; attach it to a view that stays on screen",
          notes: [DiagnosticNote("the view can disappear here", at: at.startLocation)]))
    }
    return out
  }

  /// The `if`, `switch` or filtered `ForEach` that `node` is inside, up to the declaration
  /// that holds it, or nil.
  static func transientContainer(_ node: Syntax, _ p: Program) -> (String, Syntax)? {
    var current = node
    for a in p.ancestors(node) {
      if a.kind.isDeclaration { return nil }
      if a.kind == .closureExpr, p.presentation(content: a) != nil { return nil }
      if let ifExpr = IfExpr(a), current.kind == .codeBlock || current.kind == .ifExpr,
        current.id == ifExpr.body.syntax.id || current.id == ifExpr.elseBody?.id
      {
        return ("an `if`", a)
      }
      if a.kind == .switchCase { return ("a `switch`", a) }
      if let call = CallExpr(a), DeclReferenceExpr(call.callee)?.name == "ForEach",
        current.kind == .closureExpr,
        let data = call.arguments.first?.value.flatMap(CallExpr.init),
        data.memberCallee?.name == "filter"
      {
        return ("a filtered `ForEach`", a)
      }
      current = a
    }
    return nil
  }

  // MARK: dismiss-disabled-no-exit

  static func dismissDisabledNoExit(_ p: Program) -> [Finding] {
    var out: [Finding] = []
    for call in p.calls where call.memberCallee?.name == "interactiveDismissDisabled" {
      if let first = call.arguments.first?.value {
        guard let b = BooleanLiteral(first), b.value else { continue }
      }
      guard case .presented(let presentation) = p.place(of: call.syntax).place else { continue }
      if hasExit(presentation, p) { continue }
      out.append(
        Finding(
          node: call.syntax,
          message:
            "interactiveDismissDisabled() and nothing dismisses this \(presentation.kind.modifierName): no code sets its binding back or calls dismiss(), so people cannot leave it",
          notes: [
            DiagnosticNote(
              "set the binding to false (or call dismiss()) from a button in the content; block the swipe only while there are unsaved changes",
              at: presentation.call.syntax.errorLocation)
          ]))
    }
    return out
  }

  /// Whether some code can end `presentation`: an assignment of its binding other than to
  /// `true`, a `toggle()` of it, its `$binding` handed to another view, or a `dismiss` call in
  /// its content or the view types that content uses.
  static func hasExit(_ presentation: PresentationCall, _ p: Program) -> Bool {
    if let name = presentation.bindingName {
      for a in p.assignments {
        let target = DeclReferenceExpr(a.target)?.name ?? MemberAccessExpr(a.target)?.name
        guard target == name else { continue }
        if let b = BooleanLiteral(a.value), b.value { continue }
        return true
      }
      for call in p.calls where call.memberCallee?.name == "toggle" {
        if let base = call.memberCallee?.base,
          (DeclReferenceExpr(base)?.name ?? MemberAccessExpr(base)?.name) == name
        {
          return true
        }
      }
      for r in p.references where r.name == "$" + name {
        if !p.isInside(r.syntax, presentation.call.syntax)
          || presentation.contents.contains(where: {
            p.isInside(r.syntax, $0.syntax)
          })
        {
          return true
        }
      }
    }
    for node in p.scope(of: presentation) {
      for call in p.calls where p.isInside(call.syntax, node) {
        if DeclReferenceExpr(call.callee)?.name == "dismiss" || call.memberCallee?.name == "dismiss" {
          return true
        }
      }
    }
    return false
  }

  // MARK: dismiss-from-presenter

  static func dismissFromPresenter(_ p: Program) -> [Finding] {
    var out: [Finding] = []
    for (_, decl) in p.viewTypes.sorted(by: { $0.key < $1.key }) {
      for member in NominalTypeDecl(unchecked: decl).members {
        guard let variable = VariableDecl(member),
          let attribute = variable.attributes.first(where: { $0.name == "Environment" }),
          let keyPath = attribute.arguments.first?.value.flatMap(KeyPathExpr.init),
          keyPath.components.last?.name == "dismiss",
          let name = variable.bindings.first?.name
        else { continue }
        for presentation in p.presentations where p.isInside(presentation.call.syntax, decl) {
          for content in presentation.contents {
            guard
              let use = p.references.first(where: { $0.name == name && p.isInside($0.syntax, content.syntax) }
              )
            else { continue }
            out.append(
              Finding(
                node: use.syntax,
                message:
                  "'\(name)' is the dismiss action of the view that presents this \(presentation.kind.modifierName), not of the sheet: calling it from the sheet's content dismisses the presenter",
                notes: [
                  DiagnosticNote(
                    "read @Environment(\\.dismiss) in the sheet's own view, or set the binding to false",
                    at: member.startLocation)
                ]))
          }
        }
      }
    }
    return out
  }
}
