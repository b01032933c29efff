import SwiftSource

/// The macOS rules of seed 003, for programs checked with `--platform macos`.
enum MacRules {
  static let all: [Rule] = [
    Rule(
      id: DiagnosticID("macos-ellipsis"), severity: .warning,
      summary: "a button that opens a sheet without a trailing \"…\" (macOS)",
      platforms: .macOS, find: ellipsis),
    Rule(
      id: DiagnosticID("macos-shortcuts"), severity: .warning,
      summary: "a sheet's Cancel or confirming button without its keyboard shortcut (macOS)",
      platforms: .macOS, find: shortcuts),
  ]

  // MARK: macos-ellipsis

  static func ellipsis(_ p: Program) -> [Finding] {
    let presented = Set(p.presentations.compactMap { $0.bindingName })
    var out: [Finding] = []
    for button in p.calls where DeclReferenceExpr(button.callee)?.name == "Button" {
      guard let literal = p.buttonTitleLiteral(button), let title = literal.plainText,
        !title.hasSuffix("…"), !title.hasSuffix("..."), opensSheet(button, presented, p)
      else { continue }
      var f = Finding(
        node: button.syntax,
        message:
          "'\(title)' opens a sheet: on macOS a button that asks for more before acting ends its title with …"
      )
      if !literal.isRaw, !literal.isMultiline {
        let end = literal.syntax.range.upperBound - 1
        f.fixIts = [FixIt(replacing: end..<end, with: "…")]
      }
      out.append(f)
    }
    return out
  }

  /// Whether a button's action sets one of the presentations' bindings: `x = true`,
  /// `x.toggle()`, or any other value for an `item:` binding.
  static func opensSheet(_ button: CallExpr, _ presented: Set<String>, _ p: Program) -> Bool {
    let actions = button.allArguments.filter { $0.label == "action" || $0.label == nil }.compactMap {
      $0.value.flatMap(ClosureExpr.init)
    }
    for action in actions {
      for a in p.assignments where p.isInside(a.syntax, action.syntax) {
        guard let name = DeclReferenceExpr(a.target)?.name ?? MemberAccessExpr(a.target)?.name,
          presented.contains(name)
        else { continue }
        if let b = BooleanLiteral(a.value), !b.value { continue }
        if a.value.kind == .nilLiteralExpr { continue }
        return true
      }
      for call in p.calls where call.memberCallee?.name == "toggle" && p.isInside(call.syntax, action.syntax)
      {
        if let base = call.memberCallee?.base, let name = DeclReferenceExpr(base)?.name,
          presented.contains(name)
        {
          return true
        }
      }
    }
    return false
  }

  // MARK: macos-shortcuts

  static func shortcuts(_ p: Program) -> [Finding] {
    var out: [Finding] = []
    var reported: Set<Int32> = []
    for presentation in p.presentations where presentation.kind == .sheet {
      for button in p.scope(of: presentation).flatMap({ p.buttons(inside: $0) }) {
        let wanted: String
        if SheetRules.isCancel(button, p) {
          wanted = "cancelAction"
        } else if let title = p.buttonTitle(button), SheetRules.confirmingTitles.contains(title) {
          wanted = "defaultAction"
        } else {
          continue
        }
        let shortcuts = p.modifiers(after: button.syntax).filter {
          $0.memberCallee?.name == "keyboardShortcut"
        }
        if shortcuts.contains(where: { c in
          c.arguments.first?.value.flatMap(ImplicitMemberExpr.init)?.name == wanted
        }) {
          continue
        }
        guard reported.insert(button.syntax.id.index).inserted else { continue }
        let key = wanted == "cancelAction" ? "Escape" : "Return"
        let end = button.syntax.range.upperBound
        out.append(
          Finding(
            node: button.syntax,
            message:
              "'\(p.buttonTitle(button) ?? "Cancel")' in a sheet without .keyboardShortcut(.\(wanted)): on macOS \(key) runs it",
            fixIts: shortcuts.isEmpty
              ? [FixIt(replacing: end..<end, with: ".keyboardShortcut(.\(wanted))")] : []))
      }
    }
    return out
  }
}
