// Tables of the registry written as text and read once, at their first use: in the WebAssembly
// build a dictionary literal is code that inserts each entry (an entry of a nested literal costs
// ~100 bytes of wasm), while the text is data (issue 16's size budget).

/// Reads the registry's tables written as text: one line per outer key, its first word the key
/// and the rest its entries; a key may take several lines (their entries are merged).
enum TableText {
  /// `"font _=Font\nbackground _=ShapeStyle in=Shape"` → `["font": ["_": "Font"], "background":
  /// ["_": "ShapeStyle", "in": "Shape"]]`: entries are `name=value`.
  static func nested(_ text: String) -> [String: [String: String]] {
    var table: [String: [String: String]] = [:]
    for (key, words) in lines(text) {
      var inner = table[key] ?? [:]
      for word in words {
        let parts = word.split(separator: "=", maxSplits: 1)
        precondition(parts.count == 2, "TableText: '\(word)' of '\(key)' is not name=value")
        inner[String(parts[0])] = String(parts[1])
      }
      table[key] = inner
    }
    return table
  }

  /// `"Font custom extraLargeTitle"` → `["Font": ["custom", "extraLargeTitle"]]`.
  static func sets(_ text: String) -> [String: Set<String>] {
    var table: [String: Set<String>] = [:]
    for (key, words) in lines(text) {
      table[key, default: []].formUnion(words.map(String.init))
    }
    return table
  }

  /// The lines of `text` with words: each one's first word and the others (blank lines skipped).
  static func lines(_ text: String) -> [(key: String, words: [Substring])] {
    text.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard let first = words.first else { return nil }
      return (String(first), Array(words.dropFirst()))
    }
  }
}
