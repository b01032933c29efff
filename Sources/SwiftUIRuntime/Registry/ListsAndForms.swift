import Detents
import ViewTree

// Lists and forms: `List`, `Form`, `Section`, `ForEach` and the modifiers of their rows.
extension Registry {
  static let listsAndForms: [APIEntry] = [
    list("List", example: #"List { Text("A"); Text("B") }"#),
    list("Form", example: #"Form { Text("A"); Text("B") }"#),
    .view(
      "Section", .listsAndForms, labels: ["header", "footer", "content", "isExpanded"],
      example: #"List { Section("Group") { Text("A") } }"#
    ) { c throws(EvalError) in
      let content =
        c.label("content")
        ?? c.args.first { $0.label == nil && c.interpreter.isClosureValue($0.value) }?.value
      return c.view(.section(header: c.string, footer: nil), try c.content(content))
    },
    .view(
      "ForEach", .listsAndForms, labels: ["id", "content"],
      example: #"VStack { ForEach(0..<3) { Text("\($0)") } }"#
    ) { c throws(EvalError) in
      guard let data = c.args.first(where: { $0.label == nil && !c.interpreter.isClosureValue($0.value) }),
        case .closure(let row)? = c.label("content") ?? c.trailing
      else {
        throw c.error("ForEach needs data and a row closure")
      }
      var id: ViewValue.KeyPathOrNil = .identifiable
      if case .keyPath(let path)? = c.label("id") { id = path == ["self"] ? .selfID : .path(path) }
      if case .range = data.value { id = .selfID }
      return .view(
        ViewValue(
          .forEach(data: try c.interpreter.elements(data.value, c.node), id: id, row: row), node: c.node))
    },
    .modifier(
      "listStyle", .listsAndForms,
      effect: .accepted("lists draw in the inset grouped style of a sheet's list, whatever style is set"),
      example: ".listStyle(.plain)"
    ) { c in c.unchanged },
    .modifier(
      "listRowBackground", .listsAndForms,
      effect: .accepted("not drawn yet: rows keep the list's row background"),
      example: ".listRowBackground(Color.red)"
    ) { c in c.unchanged },
    .modifier(
      "scrollContentBackground", .listsAndForms, iOS: OSVersion(16, 0),
      effect: .accepted("not drawn yet: a list keeps its grouped background"),
      example: ".scrollContentBackground(.hidden)"
    ) { c in c.unchanged },
    .modifier(
      "refreshable", .listsAndForms, labels: ["action"], iOS: OSVersion(15, 0),
      effect: .accepted("pull to refresh: Detents' drags move sheets, not list content, so it never runs"),
      example: ".refreshable {}"
    ) { c in c.unchanged },
    .modifier(
      "searchable", .listsAndForms, labels: ["text", "placement", "prompt"], iOS: OSVersion(15, 0),
      effect: .accepted("not drawn yet: the search field is not shown"),
      example: #".searchable(text: .constant(""))"#
    ) { c in c.unchanged },
    .unsupported(.view, "DisclosureGroup", .listsAndForms, iOS: OSVersion(14, 0)),
    .unsupported(.view, "OutlineGroup", .listsAndForms, iOS: OSVersion(14, 0)),
    .unsupported(.view, "Table", .listsAndForms, iOS: OSVersion(16, 0)),
    .unsupported(.view, "GroupBox", .listsAndForms, iOS: OSVersion(14, 0)),
    .unsupported(.view, "ContentUnavailableView", .listsAndForms, iOS: OSVersion(17, 0)),
    .modifier(
      "onDelete", .listsAndForms, labels: ["perform"],
      effect: .behaviour(
        "in edit mode the rows draw a delete control (a red minus circle); swipes and the Delete button are not simulated, so a run never calls the action"
      ),
      example: ".onDelete { _ in }"
    ) { c in c.plain(.rowEditing(.delete)) },
    .modifier(
      "swipeActions", .listsAndForms, labels: ["edge", "allowsFullSwipe", "content"], iOS: OSVersion(15, 0),
      effect: .accepted(
        "swipes are not simulated: the actions are never shown and a run never calls them"),
      example: #".swipeActions { Button("Delete", role: .destructive) {} }"#
    ) { c in c.unchanged },
    .modifier(
      "onMove", .listsAndForms, labels: ["perform"],
      effect: .behaviour(
        "in edit mode the rows draw a reorder handle; dragging rows is not simulated, so a run never calls the action"
      ),
      example: ".onMove { _, _ in }"
    ) { c in c.plain(.rowEditing(.move)) },
    .modifier(
      "listRowInsets", .listsAndForms,
      example: ".listRowInsets(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))",
      context: #"List { Text("A")@@; Text("B") }"#
    ) { c throws(EvalError) in
      if c.first?.isNil ?? true { return c.plain(.listRowInsets(nil)) }
      guard case .native(.edgeInsets(let insets))? = c.first else {
        throw c.error("listRowInsets(_:) needs an EdgeInsets, or nil")
      }
      return c.plain(.listRowInsets(insets))
    },
    .modifier(
      "listRowSeparator", .listsAndForms, labels: ["edges"], iOS: OSVersion(15, 0),
      example: ".listRowSeparator(.hidden)", context: #"List { Text("A")@@; Text("B") }"#
    ) { c throws(EvalError) in
      guard case .visibility(let vis) = try c.firstNative("Visibility") else {
        throw c.error("listRowSeparator(_:) needs a Visibility (.hidden, .visible or .automatic)")
      }
      return c.plain(.listRowSeparator(vis, edges: try separatorEdges(c)))
    },
    .modifier(
      "listRowSeparatorTint", .listsAndForms, labels: ["edges"], iOS: OSVersion(15, 0),
      example: ".listRowSeparatorTint(.red)", context: #"List { Text("A")@@; Text("B") }"#
    ) { c throws(EvalError) in
      var style: ShapeStyleValue?
      if let v = c.first, !v.isNil {
        guard case .native(.style(let s)) = try c.native(v, as: "Color") else {
          throw c.error("listRowSeparatorTint(_:) needs a Color, or nil")
        }
        style = s
      }
      return c.plain(.listRowSeparatorTint(style, edges: try separatorEdges(c)))
    },
    sectionSeparator("listSectionSeparator", example: ".listSectionSeparator(.hidden)"),
    sectionSeparator("listSectionSeparatorTint", example: ".listSectionSeparatorTint(.red)"),
    .unsupported(.modifier, "headerProminence", .listsAndForms, iOS: OSVersion(15, 0)),
    .unsupported(.modifier, "badge", .listsAndForms, iOS: OSVersion(15, 0)),
    .unsupported(.modifier, "formStyle", .listsAndForms, iOS: OSVersion(16, 0)),
  ]

  /// A modifier of the lines above and below a section, which inset grouped lists do not draw.
  private static func sectionSeparator(_ name: String, example: String) -> APIEntry {
    .modifier(
      name, .listsAndForms, labels: ["edges"], iOS: OSVersion(15, 0),
      effect: .accepted(
        "lists draw in the inset grouped style, whose sections are cards with no separator above or below"),
      example: example
    ) { c in c.unchanged }
  }

  /// The `edges:` of a row's separator modifier: `.top`, `.bottom` or `.all` (the default).
  private static func separatorEdges(_ c: ViewCall) throws(EvalError) -> EdgeSet {
    guard let v = c.label("edges") else { return .vertical }
    guard case .native(.edges(let e)) = try c.native(v, as: "Edge.Set") else {
      throw c.error("edges: needs a VerticalEdge.Set (.top, .bottom or .all)")
    }
    return e.intersection(.vertical)
  }

  /// `List` or `Form`: builder content, or data with a row closure.
  private static func list(_ name: String, example: String) -> APIEntry {
    .view(
      name, .listsAndForms, labels: name == "List" ? ["selection", "content", "id"] : ["content"],
      example: example
    ) { c throws(EvalError) in
      let kind: ViewKind = c.name == "List" ? .list : .form
      // `List(selection:)`: kept for edit mode, which draws the selection.
      if c.label("selection") != nil, let box = try binding(c, "selection") {
        let list = try listValue(c, kind)
        guard case .view(let v) = list else { return list }
        return .view(v.adding(.control(.listSelection(box))))
      }
      return try listValue(c, kind)
    }
  }

  /// A list's view: builder content, or data with a row closure.
  private static func listValue(_ c: ViewCall, _ kind: ViewKind) throws(EvalError) -> Value {
    if let data = c.args.first(where: { $0.label == nil && !c.interpreter.isClosureValue($0.value) }),
      case .closure(let row)? = c.trailing
    {
      let each = ViewValue(
        .forEach(data: try c.interpreter.elements(data.value, c.node), id: .identifiable, row: row),
        node: c.node)
      return c.view(kind, [each])
    }
    return c.view(kind, try c.content(c.trailing))
  }
}
