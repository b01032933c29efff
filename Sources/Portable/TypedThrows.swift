// The standard library's `filter`, `contains(where:)`, `sorted(by:)`, `compactMap`… rethrow,
// which makes the error of a closure that throws a typed error untyped (`any Error`), and
// Embedded Swift has no untyped errors. These are the same functions for a closure of typed
// throws (write its type: `{ x throws(MyError) in … }`): the same results, in the same order,
// the closure called on the same elements, stopped at its first error, which is rethrown.
// (`map` and `Optional.map` are typed in the standard library already.)

extension Sequence {
  /// `compactMap` of a closure with typed throws.
  @inlinable
  public func tryCompactMap<T, Failure: Error>(_ transform: (Element) throws(Failure) -> T?) throws(Failure)
    -> [T]
  {
    var out: [T] = []
    for e in self { if let t = try transform(e) { out.append(t) } }
    return out
  }

  /// `flatMap` of a closure with typed throws.
  @inlinable
  public func tryFlatMap<S: Sequence, Failure: Error>(_ transform: (Element) throws(Failure) -> S)
    throws(Failure)
    -> [S.Element]
  {
    var out: [S.Element] = []
    for e in self { out.append(contentsOf: try transform(e)) }
    return out
  }

  /// `filter` of a closure with typed throws.
  @inlinable
  public func tryFilter<Failure: Error>(_ isIncluded: (Element) throws(Failure) -> Bool) throws(Failure)
    -> [Element]
  {
    var out: [Element] = []
    for e in self where try isIncluded(e) { out.append(e) }
    return out
  }

  /// `contains(where:)` of a closure with typed throws.
  @inlinable
  public func tryContains<Failure: Error>(where predicate: (Element) throws(Failure) -> Bool) throws(Failure)
    -> Bool
  {
    for e in self where try predicate(e) { return true }
    return false
  }

  /// `first(where:)` of a closure with typed throws.
  @inlinable
  public func tryFirst<Failure: Error>(where predicate: (Element) throws(Failure) -> Bool) throws(Failure)
    -> Element?
  {
    for e in self where try predicate(e) { return e }
    return nil
  }

  /// `allSatisfy` of a closure with typed throws.
  @inlinable
  public func tryAllSatisfy<Failure: Error>(_ predicate: (Element) throws(Failure) -> Bool) throws(Failure)
    -> Bool
  {
    for e in self where try !predicate(e) { return false }
    return true
  }

  /// `min(by:)` of a closure with typed throws: the first of the least elements.
  @inlinable
  public func tryMin<Failure: Error>(by areInIncreasingOrder: (Element, Element) throws(Failure) -> Bool)
    throws(Failure) -> Element?
  {
    var it = makeIterator()
    guard var best = it.next() else { return nil }
    while let e = it.next() { if try areInIncreasingOrder(e, best) { best = e } }
    return best
  }

  /// `max(by:)` of a closure with typed throws: the first of the greatest elements.
  @inlinable
  public func tryMax<Failure: Error>(by areInIncreasingOrder: (Element, Element) throws(Failure) -> Bool)
    throws(Failure) -> Element?
  {
    var it = makeIterator()
    guard var best = it.next() else { return nil }
    while let e = it.next() { if try areInIncreasingOrder(best, e) { best = e } }
    return best
  }

  /// `sorted(by:)` of a closure with typed throws: the standard library's sort (so the order
  /// is the same), which stops asking the closure after its first error, then thrown.
  @inlinable
  public func trySorted<Failure: Error>(by areInIncreasingOrder: (Element, Element) throws(Failure) -> Bool)
    throws(Failure) -> [Element]
  {
    var failure: Failure?
    let sorted = self.sorted { a, b in
      guard failure == nil else { return false }
      do throws(Failure) { return try areInIncreasingOrder(a, b) } catch {
        failure = error
        return false
      }
    }
    if let failure { throw failure }
    return sorted
  }
}

extension Collection {
  /// `firstIndex(where:)` of a closure with typed throws.
  @inlinable
  public func tryFirstIndex<Failure: Error>(where predicate: (Element) throws(Failure) -> Bool)
    throws(Failure)
    -> Index?
  {
    var i = startIndex
    while i != endIndex {
      if try predicate(self[i]) { return i }
      formIndex(after: &i)
    }
    return nil
  }
}
