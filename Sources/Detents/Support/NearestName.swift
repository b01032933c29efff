/// The one "did you mean" of Detents: the known name nearest to a misspelt one, for the
/// runtime's and the semantic pass's errors, the command line's options and devices.
///
/// Distances are Levenshtein distances over UTF-8 bytes. Ties go to the name that sorts
/// first, so a suggestion never depends on the order of a dictionary.
public enum NearestName {
  /// The candidate nearest to `name` when it is close enough to be a misspelling of it: at
  /// most two edits, or a third of the name's length for longer names (`presentationDetent`
  /// → `presentationDetents`, but not `foo` → `bar`); nil otherwise.
  public static func suggestion<S: Sequence<String>>(for name: String, among candidates: S) -> String? {
    guard let best = closest(to: name, among: candidates) else { return nil }
    return editDistance(best, name) <= max(2, name.utf8.count / 3) ? best : nil
  }

  /// The candidate nearest to `name`, however far (nil only when there are none): for lists
  /// the user must choose from anyway, as devices.
  public static func closest<S: Sequence<String>>(to name: String, among candidates: S) -> String? {
    var best: (name: String, distance: Int)?
    for c in candidates {
      let d = editDistance(c, name)
      if let b = best, d > b.distance || (d == b.distance && c >= b.name) { continue }
      best = (c, d)
    }
    return best?.name
  }
}

/// Levenshtein distance between the UTF-8 bytes of two strings.
public func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a.utf8)
  let b = Array(b.utf8)
  if a.isEmpty { return b.count }
  var prev = Array(0...b.count)
  var cur = prev
  for i in 1...a.count {
    cur[0] = i
    for j in stride(from: 1, through: b.count, by: 1) {
      cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    swap(&prev, &cur)
  }
  return prev[b.count]
}
