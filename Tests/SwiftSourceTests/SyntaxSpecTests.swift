import Foundation
import SharedFolder
import Testing

@testable import SwiftSource

/// The first node of each kind that breaks the spec, as `file:line:column: kind: what`.
struct SpecMismatches: Sendable {
  var firstByKind: [SyntaxKind: String] = [:]
  /// How many nodes were checked, in all.
  var nodes = 0
  /// How many nodes of each kind were seen.
  var seen: [SyntaxKind: Int] = [:]

  mutating func merge(_ other: SpecMismatches) {
    nodes += other.nodes
    for (k, n) in other.seen { seen[k, default: 0] += n }
    for (k, m) in other.firstByKind where firstByKind[k] == nil || m < firstByKind[k]! { firstByKind[k] = m }
  }
}

/// Checks every node of a tree against ``SyntaxSpec``.
func specMismatches(_ tree: SyntaxTree, path: String) -> SpecMismatches {
  var result = SpecMismatches()
  let hasErrors = tree.hasErrors
  tree.walk { node, _ in
    result.nodes += 1
    result.seen[node.kind, default: 0] += 1
    if result.firstByKind[node.kind] == nil,
      let problem = SyntaxSpec.mismatch(node, treeHasErrors: hasErrors)
    {
      result.firstByKind[node.kind] = "\(path):\(node.startLocation): \(node.kind): \(problem)"
    }
    return .visitChildren
  }
  return result
}

/// Reads and checks `paths` (relative to `folder`) on all cores; `label` prefixes the paths.
func specMismatches(_ paths: [String], in folder: URL, label: String) async -> SpecMismatches {
  await withTaskGroup(of: SpecMismatches.self) { group in
    for path in paths {
      group.addTask {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) else {
          var r = SpecMismatches()
          r.firstByKind[.sourceFile] = "\(label)\(path): cannot read the file"
          return r
        }
        return specMismatches(SourceFile.parse([UInt8](data)), path: label + path)
      }
    }
    var all = SpecMismatches()
    for await r in group { all.merge(r) }
    return all
  }
}

/// What a view's `Slot` enum declares, for each of its kinds: (kind, slot names in raw-value
/// order, raw values).
func slotNames<V: SyntaxView>(_ view: V.Type) -> (
  view: String, kinds: [SyntaxKind], names: [String], raw: [Int]
) {
  let cases = V.Slot.allCases.sorted { $0.rawValue < $1.rawValue }
  return ("\(V.self)", V.kinds.kinds, cases.map { "\($0)" }, cases.map(\.rawValue))
}

/// Every typed view.
let allViews = [
  slotNames(SourceFileSyntax.self),
  slotNames(CodeBlock.self),
  slotNames(MemberBlock.self),
  slotNames(AttributeSyntax.self),
  slotNames(ModifierSyntax.self),
  slotNames(ArgumentSyntax.self),
  slotNames(GenericParameterClause.self),
  slotNames(GenericParameter.self),
  slotNames(GenericArgumentClause.self),
  slotNames(InheritanceClause.self),
  slotNames(ParameterClause.self),
  slotNames(Parameter.self),
  slotNames(EffectSpecifier.self),
  slotNames(ReturnClause.self),
  slotNames(InitializerClause.self),
  slotNames(TypeAnnotation.self),
  slotNames(NominalTypeDecl.self),
  slotNames(ProtocolDecl.self),
  slotNames(ExtensionDecl.self),
  slotNames(FunctionDecl.self),
  slotNames(InitializerDecl.self),
  slotNames(VariableDecl.self),
  slotNames(PatternBinding.self),
  slotNames(AccessorBlock.self),
  slotNames(AccessorDecl.self),
  slotNames(EnumCaseDecl.self),
  slotNames(EnumCaseElement.self),
  slotNames(MacroExpansionDecl.self),
  slotNames(IfConfigDecl.self),
  slotNames(IfConfigClause.self),
  slotNames(DeclReferenceExpr.self),
  slotNames(MemberAccessExpr.self),
  slotNames(ImplicitMemberExpr.self),
  slotNames(CallExpr.self),
  slotNames(SubscriptExpr.self),
  slotNames(MacroExpansionExpr.self),
  slotNames(ClosureExpr.self),
  slotNames(ClosureSignature.self),
  slotNames(ClosureParameter.self),
  slotNames(BinaryExpr.self),
  slotNames(AssignmentExpr.self),
  slotNames(TernaryExpr.self),
  slotNames(OperatorExpr.self),
  slotNames(WrapperExpr.self),
  slotNames(TryExpr.self),
  slotNames(CastExpr.self),
  slotNames(TupleExpr.self),
  slotNames(ArrayExpr.self),
  slotNames(DictionaryExpr.self),
  slotNames(DictionaryElement.self),
  slotNames(KeyPathExpr.self),
  slotNames(KeyPathComponent.self),
  slotNames(StringLiteral.self),
  slotNames(Interpolation.self),
  slotNames(IntegerLiteral.self),
  slotNames(FloatLiteral.self),
  slotNames(BooleanLiteral.self),
  slotNames(TypeExpr.self),
  slotNames(GenericSpecializationExpr.self),
  slotNames(IfExpr.self),
  slotNames(GuardStmt.self),
  slotNames(WhileStmt.self),
  slotNames(RepeatStmt.self),
  slotNames(ForStmt.self),
  slotNames(DoStmt.self),
  slotNames(CatchClause.self),
  slotNames(DeferStmt.self),
  slotNames(ReturnStmt.self),
  slotNames(ThrowStmt.self),
  slotNames(JumpStmt.self),
  slotNames(LabeledStmt.self),
  slotNames(SwitchExpr.self),
  slotNames(SwitchCase.self),
  slotNames(CaseItem.self),
  slotNames(WhereClause.self),
  slotNames(OptionalBindingCondition.self),
  slotNames(MatchingPatternCondition.self),
  slotNames(IdentifierPattern.self),
  slotNames(TuplePattern.self),
  slotNames(ValueBindingPattern.self),
  slotNames(IsTypePattern.self),
  slotNames(IdentifierType.self),
  slotNames(MemberType.self),
  slotNames(OptionalType.self),
  slotNames(ArrayType.self),
  slotNames(DictionaryType.self),
  slotNames(TupleType.self),
  slotNames(TupleTypeElement.self),
  slotNames(FunctionType.self),
  slotNames(SomeOrAnyType.self),
  slotNames(AttributedType.self),
  slotNames(MetatypeType.self),
]

@Suite struct SyntaxSpecTests {
  @Test func everyKindHasOneSpecWithDistinctSlotNames() {
    #expect(SyntaxSpec.nodes.count == SyntaxKind.allCases.count)
    for (i, spec) in SyntaxSpec.nodes.enumerated() {
      #expect(spec.kind == SyntaxKind.allCases[i])
      #expect(Set(spec.slots.map(\.name)).count == spec.slots.count, "\(spec.kind): two slots of one name")
      #expect(!spec.doc.isEmpty, "\(spec.kind) has no doc")
      for slot in spec.slots { #expect(!slot.doc.isEmpty, "\(spec.kind).\(slot.name) has no doc") }
      if spec.token.presence != .none {
        #expect(!spec.token.doc.isEmpty, "\(spec.kind): main token has no doc")
      }
    }
  }

  /// Each view's slots are its kinds' slots: the same names in the same order, numbered from 0.
  @Test func everyViewsSlotsAreItsKindsSlots() {
    #expect(allViews.count > 80)
    for v in allViews {
      #expect(!v.kinds.isEmpty, "\(v.view) reads no kind")
      #expect(v.raw == Array(0..<v.raw.count), "\(v.view): slots not numbered 0, 1, …")
      for kind in v.kinds {
        #expect(SyntaxSpec[kind].slots.map(\.name) == v.names, "\(v.view) for \(kind)")
      }
    }
  }

  /// The protocols' accessors read slots by position; the positions hold the slots they name.
  @Test func protocolViewsFindTheirSlotsWhereTheyExpect() {
    func names<V: SyntaxView>(_: V.Type) -> [[String]] {
      V.kinds.kinds.map { SyntaxSpec[$0].slots.map(\.name) }
    }
    func declaration<V: DeclarationView>(_ v: V.Type) -> [[String]] { names(v) }
    func group<V: DeclGroupView>(_ v: V.Type) -> [[String]] { names(v) }
    func functionLike<V: FunctionLikeView>(_ v: V.Type) -> [[String]] { names(v) }
    func arguments<V: ArgumentsView>(_ v: V.Type) -> [[String]] { names(v) }
    let declarations = [
      declaration(NominalTypeDecl.self), declaration(ProtocolDecl.self), declaration(ExtensionDecl.self),
      declaration(FunctionDecl.self), declaration(InitializerDecl.self), declaration(VariableDecl.self),
      declaration(AccessorDecl.self), declaration(EnumCaseDecl.self), declaration(MacroExpansionDecl.self),
      declaration(IfConfigDecl.self),
    ].joined()
    for n in declarations { #expect(Array(n.prefix(2)) == ["attributes", "modifiers"], "\(n)") }
    for n in [group(NominalTypeDecl.self), group(ProtocolDecl.self)].joined() {
      #expect(n[3] == "inheritanceClause" && n.last == "memberBlock", "\(n)")
    }
    for n in [functionLike(FunctionDecl.self), functionLike(InitializerDecl.self)].joined() {
      #expect(n[3] == "parameterClause" && n[4] == "effectSpecifiers" && n.last == "body", "\(n)")
    }
    let calls = [
      arguments(CallExpr.self), arguments(SubscriptExpr.self), arguments(MacroExpansionDecl.self),
      arguments(MacroExpansionExpr.self),
    ].joined()
    for n in calls {
      #expect(Array(n.suffix(3)) == ["arguments", "trailingClosure", "additionalTrailingClosures"])
    }
  }

  /// The kinds' names are the cases' names, read from SyntaxKind.swift with the parser itself.
  @Test func everyKindIsNamedAsItsCase() throws {
    let url = packageRoot.appendingPathComponent("Sources/SwiftSource/SyntaxKind.swift")
    let tree = SourceFile.parse(try [UInt8](Data(contentsOf: url)))
    let kindEnum = try #require(tree.nodes(ofKind: .enumDecl).first { $0.name == "SyntaxKind" })
    let cases = (NominalTypeDecl(kindEnum)?.members ?? []).compactMap(EnumCaseDecl.init).flatMap(\.elements)
    #expect(cases.map(\.name) == SyntaxKind.allCases.map(\.description))
  }

  /// `allViews` lists every view the SwiftSource sources declare (read with the parser itself).
  @Test func allViewsListsEveryDeclaredView() throws {
    let folder = packageRoot.appendingPathComponent("Sources/SwiftSource")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasPrefix("SyntaxViews") && $0.hasSuffix(".swift")
    }
    try #require(files.count >= 4)
    let protocols: Set = [
      "SyntaxView", "NamedView", "DeclarationView", "DeclGroupView", "FunctionLikeView", "ArgumentsView",
    ]
    var declared: [String] = []
    for file in files {
      let tree = SourceFile.parse(try [UInt8](Data(contentsOf: folder.appendingPathComponent(file))))
      for node in tree.nodes(ofKind: .structDecl) {
        let inherited = NominalTypeDecl(node)?.inheritanceClause?.types.map(\.name) ?? []
        if inherited.contains(where: protocols.contains) { declared.append(node.name) }
      }
    }
    #expect(declared.sorted() == allViews.map(\.view).sorted())
  }

  /// Every tree of the real-code corpus, the wild programs and the seed examples matches the
  /// spec, node by node: main token, each slot's count and kinds, and the order of slots.
  @Test func everyTreeOfTheCorpusWildProgramsAndSeedsMatchesTheSpec() async throws {
    let shared = SharedFolder.current
    let corpusFiles = swiftFiles(under: shared.corpus)
    let wildFiles = swiftFiles(under: shared.wild)
    let seeds = try shared.seedExampleFiles()
    try #require(
      corpusFiles.count > 100, "only \(corpusFiles.count) .swift files under \(shared.corpus.path)")
    try #require(!wildFiles.isEmpty, "no programs at \(shared.wild.path)")
    try #require(seeds.count >= 10, "seed examples at \(shared.seedExamples.path)")
    var all = await specMismatches(corpusFiles, in: shared.corpus, label: "corpus/")
    all.merge(await specMismatches(wildFiles, in: shared.wild, label: "wild/"))
    all.merge(
      await specMismatches(seeds.map(\.lastPathComponent), in: shared.seedExamples, label: "examples/"))
    for kind in SyntaxKind.allCases { if let m = all.firstByKind[kind] { Issue.record("\(m)") } }
    let unseen = SyntaxKind.allCases.filter { all.seen[$0] == nil }
    print(
      "syntax spec: \(all.nodes) nodes of \(corpusFiles.count + wildFiles.count + seeds.count) files checked; kinds never seen: \(unseen.map { "\($0)" }.joined(separator: ", "))"
    )
    #expect(all.nodes > 300_000)
  }

  /// Broken code too: the spec allows only what it says a parse error may cause.
  @Test func treesOfBrokenCodeMatchTheSpec() throws {
    let shared = SharedFolder.current
    var sources: [(String, String)] = []
    // Every seed example cut at a few places, and with a few lines dropped.
    for file in try shared.seedExampleFiles() {
      let text = try String(contentsOf: file, encoding: .utf8)
      let bytes = Array(text.utf8)
      for cut in stride(from: 7, to: bytes.count, by: max(1, bytes.count / 23)) {
        sources.append(
          ("\(file.lastPathComponent) cut at \(cut)", String(decoding: bytes[..<cut], as: UTF8.self)))
      }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      for drop in stride(from: 3, to: lines.count, by: 5) {
        var kept = lines
        kept.remove(at: drop)
        sources.append(("\(file.lastPathComponent) without line \(drop + 1)", kept.joined(separator: "\n")))
      }
    }
    try #require(sources.count > 100)
    var all = SpecMismatches()
    for (label, source) in sources { all.merge(specMismatches(SourceFile.parse(source), path: label)) }
    for kind in SyntaxKind.allCases { if let m = all.firstByKind[kind] { Issue.record("\(m)") } }
  }
}
