import Synchronization

#if hasFeature(Embedded)
  import Portable
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Storage for tokens, nodes and child lists.
//
// Why not `Array`: the lexer and the parser append millions of small values. An `Array` checks
// uniqueness on every append (copy-on-write) and, when it grows, copies itself into fresh memory
// that the kernel must fault in again. `GrowableBuffer` is a plain malloc'd block that grows
// with `realloc`; for large blocks glibc's `realloc` remaps pages instead of copying them, so
// growth costs neither a copy nor a second round of page faults. When parsing is done the block
// is trimmed to size and handed to an ``ArenaArray``, a read-only collection that frees it when
// the last copy goes away. Profiling `make bench-parser` showed a third of the time in the
// kernel faulting in memory (about 0.33 ms per MB of fresh pages on this machine), which is
// why the footprint and the copies matter.

/// A growable buffer of plain values, owned by one lexer or parser (not copyable in spirit: a
/// copy shares the block, and only ``freeze()`` or ``deallocate()`` may end it).
@usableFromInline struct GrowableBuffer<Element: BitwiseCopyable & Sendable> {
  @usableFromInline var base: UnsafeMutablePointer<Element>
  @usableFromInline var count = 0
  @usableFromInline var capacity: Int

  /// Allocates room for `capacity` elements (at least one).
  init(capacity: Int) {
    guard let buffer = GrowableBuffer(exactly: capacity) else { fatalError("out of memory") }
    self = buffer
  }

  /// Allocates room for `capacity` elements, or nil if the memory cannot be had.
  init?(exactly capacity: Int) {
    let c = max(1, capacity)
    guard let raw = malloc(c * MemoryLayout<Element>.stride) else { return nil }
    self.capacity = c
    base = raw.bindMemory(to: Element.self, capacity: c)
  }

  /// Appends a value.
  @inline(__always) @usableFromInline mutating func append(_ e: Element) {
    if count == capacity { grow(to: count + 1) }
    (base + count).initialize(to: e)
    count &+= 1  // below capacity, which is an Int: cannot overflow
  }

  /// Makes room for at least `minimum` elements in all.
  @inline(__always) mutating func reserve(_ minimum: Int) {
    if minimum > capacity { grow(to: minimum) }
  }

  /// Makes room for at least `minimum` elements, doubling the capacity.
  @inline(never) mutating func grow(to minimum: Int) {
    let newCapacity = max(minimum, capacity * 2)
    guard let raw = realloc(base, newCapacity * MemoryLayout<Element>.stride) else {
      fatalError("out of memory")
    }
    base = raw.bindMemory(to: Element.self, capacity: newCapacity)
    capacity = newCapacity
  }

  /// The element at `i`; `i` must be below ``count`` (checked in debug builds).
  @inline(__always) @usableFromInline subscript(i: Int) -> Element {
    get {
      assert(i >= 0 && i < count)
      return base[i]
    }
    nonmutating set {
      assert(i >= 0 && i < count)
      base[i] = newValue
    }
  }

  /// The allocated block as (address, length in bytes).
  var allocatedBytes: (address: Int, length: Int) {
    (Int(bitPattern: UnsafeMutableRawPointer(base)), capacity * MemoryLayout<Element>.stride)
  }

  /// The last element; the buffer must not be empty.
  @inline(__always) var last: Element { base[count - 1] }

  /// Removes the elements from `newCount` on.
  @inline(__always) mutating func truncate(to newCount: Int) {
    assert(newCount <= count)
    count = newCount
  }

  /// Trims the block to size and hands it to an ``ArenaArray``; the buffer must not be used
  /// afterwards.
  mutating func freeze() -> ArenaArray<Element> {
    if count < capacity, let raw = realloc(base, max(1, count) * MemoryLayout<Element>.stride) {
      base = raw.bindMemory(to: Element.self, capacity: max(1, count))
      capacity = max(1, count)
    }
    return ArenaArray(owner: ArenaBlock(UnsafeMutableRawPointer(base)), base: base, count: count)
  }

  /// Frees the block; the buffer must not be used afterwards.
  func deallocate() { free(base) }

  /// The first `count` elements (all by default) as an ``ArenaArray`` that does not own the
  /// block: valid only while the buffer neither grows, nor is truncated below it, nor is freed.
  func borrowed(count: Int? = nil) -> ArenaArray<Element> {
    ArenaArray(
      owner: ArenaBlock(UnsafeMutableRawPointer(base), owns: false), base: base, count: count ?? self.count)
  }
}

/// Owns one malloc'd block and frees it when the last ``ArenaArray`` using it goes away.
@usableFromInline final class ArenaBlock: @unchecked Sendable {
  // Sendable: the block is written only before it is frozen into an ArenaArray, and read-only
  // afterwards.
  let pointer: UnsafeMutableRawPointer
  /// Whether the block is this owner's to free (false: it borrows a parser's buffer, see
  /// ``GrowableBuffer/borrowed()``).
  let owns: Bool
  init(_ pointer: UnsafeMutableRawPointer, owns: Bool = true) {
    self.pointer = pointer
    self.owns = owns
  }
  deinit { if owns { free(pointer) } }

  /// Copies of the elements of five buffers, back to back in one block that a single owner
  /// frees (one allocation for a small file's whole tree instead of five).
  static func copying<A, B, C, D, E>(
    _ a: GrowableBuffer<A>, _ b: GrowableBuffer<B>, _ c: GrowableBuffer<C>, _ d: GrowableBuffer<D>,
    _ e: GrowableBuffer<E>
  ) -> (ArenaArray<A>, ArenaArray<B>, ArenaArray<C>, ArenaArray<D>, ArenaArray<E>) {
    // Each part starts on a multiple of 8 bytes, enough for every element type here.
    func size<T>(_ buffer: GrowableBuffer<T>) -> Int { (buffer.count * MemoryLayout<T>.stride + 7) & ~7 }
    let offsetB = size(a)
    let offsetC = offsetB + size(b)
    let offsetD = offsetC + size(c)
    let offsetE = offsetD + size(d)
    guard let raw = malloc(max(1, offsetE + size(e))) else { fatalError("out of memory") }
    let owner = ArenaBlock(raw)
    func part<T>(_ buffer: GrowableBuffer<T>, at offset: Int) -> ArenaArray<T> {
      let base = (raw + offset).bindMemory(to: T.self, capacity: max(1, buffer.count))
      base.initialize(from: buffer.base, count: buffer.count)
      return ArenaArray(owner: owner, base: base, count: buffer.count)
    }
    return (
      part(a, at: 0), part(b, at: offsetB), part(c, at: offsetC), part(d, at: offsetD), part(e, at: offsetE)
    )
  }
}

/// A read-only array of plain values (tokens, nodes, child lists) in one block of memory.
///
/// Use it like an `Array`: it is a `RandomAccessCollection` indexed from 0, and subscripts
/// are bounds-checked. Copies share the same memory, which is freed with the last copy.
public struct ArenaArray<Element: BitwiseCopyable & Sendable>: RandomAccessCollection, @unchecked Sendable {
  // @unchecked: the memory is never written after the array is made, and `owner` keeps it alive.
  @usableFromInline let owner: ArenaBlock
  @usableFromInline let base: UnsafePointer<Element>
  /// The number of elements.
  public let count: Int

  @usableFromInline init(owner: ArenaBlock, base: UnsafePointer<Element>, count: Int) {
    self.owner = owner
    self.base = base
    self.count = count
  }

  /// Always 0.
  @inlinable public var startIndex: Int { 0 }
  /// ``count``.
  @inlinable public var endIndex: Int { count }

  /// The element at `i` (traps when out of bounds, as `Array` does).
  @inlinable public subscript(i: Int) -> Element {
    precondition(i >= 0 && i < count, "ArenaArray index out of range")
    return base[i]
  }
}

extension ArenaArray: Equatable where Element: Equatable {
  /// Element-wise equality.
  public static func == (a: ArenaArray, b: ArenaArray) -> Bool { a.elementsEqual(b) }
}

/// Hands tokens from a lexer on one thread to a parser on another, in batches.
///
/// The lexer appends to a token buffer that is allocated once, big enough for the worst case
/// (every token but the last covers at least one byte, so a file of n bytes has at most n + 1
/// tokens), so it never moves while the parser reads it. Every ``batch`` tokens the lexer
/// publishes its count with release ordering; the parser reads tokens below the published
/// count (acquire ordering) and waits, rarely, when it catches up. Only the virtual
/// reservation is that large: pages are touched as tokens are written.
final class TokenChannel: Sendable {
  /// Tokens per publication: small enough that the parser starts almost at once, large enough
  /// that the shared counter is not written for every token.
  static let batch = 512

  private let publishedCount = Atomic<Int>(0)
  private let finished = Atomic<Bool>(false)
  private let parserDone = Atomic<Bool>(false)
  /// What the lexer found besides tokens; written before ``finish(_:)``, read after
  /// ``isFinished``.
  nonisolated(unsafe) var comments: GrowableBuffer<Comment>? = nil
  nonisolated(unsafe) var problems: [(offset: Int, message: String)] = []
  nonisolated(unsafe) var lineTable: LineTable? = nil

  /// Makes the first `count` tokens readable.
  func publish(_ count: Int) { publishedCount.store(count, ordering: .releasing) }

  /// Publishes the final count (which includes the end-of-file token) and marks the end.
  func finish(_ count: Int) {
    publishedCount.store(count, ordering: .releasing)
    finished.store(true, ordering: .releasing)
  }

  /// Tells the lexer's thread that the parser no longer needs help.
  func parserFinished() { parserDone.store(true, ordering: .relaxed) }
  /// Whether the parser is done.
  var isParserFinished: Bool { parserDone.load(ordering: .relaxed) }

  /// How many tokens are readable.
  var published: Int { publishedCount.load(ordering: .acquiring) }
  /// Whether the lexer is done and everything it wrote is visible.
  var isFinished: Bool { finished.load(ordering: .acquiring) }
}
