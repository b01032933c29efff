// libFuzzer entry point for the SwiftSource lexer and parser, built by `make fuzz` with
// `swiftc -sanitize=fuzzer,address -parse-as-library -O Sources/SwiftSource/*.swift Fuzz/ParserFuzz.swift`.
// It compiles into the same module as the parser sources, so there is no import.
// Besides "no crash, no hang, no sanitizer report" it checks the tree's invariants.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let mode: ParseOptions.Mode = size % 2 == 0 ? .source : .interface
  let tree = SourceFile.parse(bytes, options: ParseOptions(mode: mode))
  // Tokens are ordered, inside the buffer, and end with one end-of-file token.
  precondition(tree.tokens.last?.kind == .eof)
  var previousEnd: UInt32 = 0
  for t in tree.tokens {
    precondition(t.start <= t.end && Int(t.end) <= size && t.start >= previousEnd)
    previousEnd = t.end
  }
  // Every node lies inside its parent and inside the buffer (raw arrays: no allocation).
  for node in tree.nodes {
    precondition(node.start <= node.end && Int(node.end) <= size)
    var k = Int(node.firstChild)
    while k < Int(node.firstChild + node.childCount) {
      let child = tree.nodes[Int(tree.childIndices[k])]
      precondition(child.start >= node.start && child.end <= node.end)
      k += 1
    }
  }
  // Diagnostics point into the file; rendering them and dumping the tree must not trap.
  for d in tree.diagnostics.prefix(4) {
    precondition(d.location.offset <= size && d.location.line >= 1 && d.location.column >= 1)
    _ = SourceFile.render(d, path: "fuzz.swift", in: tree)
  }
  if size < 128 { _ = tree.dump() }
  // Every node but the root has exactly one parent (child counts are implied by where the
  // next node's list starts; a wrong one would drop a node or give it two parents).
  var parents = [UInt8](repeating: 0, count: tree.nodes.count)
  for k in 0..<tree.childIndices.count {
    let child = Int(tree.childIndices[k])
    precondition(parents[child] == 0)
    parents[child] = 1
  }
  precondition(parents[Int(tree.root.index)] == 0)
  precondition(parents.reduce(0) { $0 + Int($1) } == tree.nodes.count - 1)
  // One input in eight also goes through the pipelined path (lexer on another thread), which
  // must give the very same tree.
  if size == 0 || data[0] & 7 == 0 {
    let piped = SourceFile.parse(bytes, options: ParseOptions(mode: mode), pipelined: true)
    precondition(piped.tokens == tree.tokens && piped.comments == tree.comments)
    precondition(piped.nodes.elementsEqual(tree.nodes) && piped.childIndices == tree.childIndices)
    precondition(piped.diagnostics == tree.diagnostics && piped.root == tree.root)
  }
  return 0
}
