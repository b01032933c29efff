// The few string operations the core modules took from Foundation, written on the standard
// library alone so that they exist in the Embedded build too.

extension String {
  /// Whether `other` occurs in the string (Foundation's `contains(_:)` of a string); the
  /// empty string occurs in every string.
  public func containsText(_ other: some StringProtocol) -> Bool {
    let needle = Array(other.utf8)
    guard !needle.isEmpty else { return true }
    let hay = Array(utf8)
    guard hay.count >= needle.count else { return false }
    for start in 0...(hay.count - needle.count) where hay[start] == needle[0] {
      if hay[start..<start + needle.count].elementsEqual(needle) { return true }
    }
    return false
  }

  /// The string without the spaces, tabs and line breaks at its ends, exactly as Foundation's
  /// `trimmingCharacters(in: .whitespacesAndNewlines)`: Unicode whitespace and, as Foundation's
  /// set has it, U+200B ZERO WIDTH SPACE.
  public func trimmingWhitespace() -> String {
    trimming { $0.properties.isWhitespace || $0 == zeroWidthSpace }
  }

  /// The string with the first letter of each word in upper case and the other letters in
  /// lower case, as Foundation's `capitalized`: a word starts at a letter after anything but a
  /// letter or an apostrophe ("don't stop" → "Don't Stop", "hello-world" → "Hello-World",
  /// and, as Foundation does, "1st" → "1St").
  public func capitalizedWords() -> String {
    var out = ""
    var inWord = false
    for c in self {
      let isLetter = c.isLetter
      if isLetter {
        out += inWord ? c.lowercased() : c.uppercased()
      } else {
        out.append(c)
      }
      inWord = isLetter || (inWord && (c == "'" || c == "\u{2019}"))
    }
    return out
  }

  /// The string without the scalars at its ends for which `isTrimmed` holds.
  fileprivate func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isTrimmed($0) }) else { return "" }
    let last = scalars.lastIndex(where: { !isTrimmed($0) })!
    return String(scalars[first...last])
  }

  /// The string with every occurrence of `target`, from the start and not overlapping,
  /// replaced by `replacement` (Foundation's `replacingOccurrences(of:with:)`), character by
  /// character; unchanged for an empty `target`.
  public func replacingText(_ target: String, with replacement: String) -> String {
    let needle = Array(target)
    guard !needle.isEmpty else { return self }
    let hay = Array(self)
    var out = ""
    var i = 0
    while i < hay.count {
      if i + needle.count <= hay.count, hay[i] == needle[0], hay[i..<i + needle.count].elementsEqual(needle) {
        out += replacement
        i += needle.count
      } else {
        out.append(hay[i])
        i += 1
      }
    }
    return out
  }

  /// The string with every occurrence of `target` replaced by `replacement` (Foundation's
  /// `replacingOccurrences(of:with:)` of one character), scalar by scalar, so that the
  /// `"\r"` of a `"\r\n"` is replaced too.
  public func replacingEvery(_ target: Unicode.Scalar, with replacement: String) -> String {
    var out = ""
    for c in unicodeScalars {
      if c == target { out += replacement } else { out.unicodeScalars.append(c) }
    }
    return out
  }
}

extension StringProtocol {
  /// The text without the spaces and tabs at its ends, line breaks kept, exactly as Foundation's
  /// `trimmingCharacters(in: .whitespaces)`: tab, the Unicode space separators (Zs) and, as
  /// Foundation's set has it, U+200B ZERO WIDTH SPACE.
  public func trimmingSpaces() -> String {
    String(self).trimming {
      $0 == "\t" || $0.properties.generalCategory == .spaceSeparator || $0 == zeroWidthSpace
    }
  }
}

/// U+200B, which Foundation's whitespace sets hold though Unicode does not call it whitespace.
private let zeroWidthSpace: Unicode.Scalar = "\u{200B}"

extension String {
  /// The string padded with spaces on the right to `width` characters (by Character count);
  /// a longer string is returned as it is.
  public func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
