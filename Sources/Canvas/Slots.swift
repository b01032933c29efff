/// One slot per task of a `DispatchQueue.concurrentPerform`: task `k` writes only slot `k`,
/// and the slots are read after every task has ended, so no two threads touch one slot.
/// Unchecked `Sendable` for that reason; the caller frees it with ``deallocate()``.
struct Slots<Element>: @unchecked Sendable {
  private let buffer: UnsafeMutableBufferPointer<Element>

  /// `count` slots, each holding `value`.
  init(count: Int, repeating value: Element) {
    buffer = .allocate(capacity: count)
    buffer.initialize(repeating: value)
  }

  subscript(k: Int) -> Element {
    get { buffer[k] }
    nonmutating set { buffer[k] = newValue }
  }

  /// The slots' values, in order.
  var values: [Element] { Array(buffer) }

  /// Frees the slots (their values are released).
  func deallocate() {
    _ = buffer.deinitialize()
    buffer.deallocate()
  }
}
