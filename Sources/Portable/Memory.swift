// C's memory functions for the Embedded build, where no C library module can be imported and
// the C symbols `malloc` and `free` are reserved for the Swift runtime. Here they are Swift
// functions over the standard library's allocator (which the WebAssembly build's small C
// runtime backs, issue 16), with the block's size kept in a 16-byte header so that `realloc`
// knows how much to copy. Natively nothing is declared: the core modules that need these
// import the C library module themselves (SwiftSource's Arena.swift and Diagnostic.swift).

#if hasFeature(Embedded)
  private let header = 16

  /// C's `malloc`: `size` bytes aligned to 16, or nil for a negative size.
  public func malloc(_ size: Int) -> UnsafeMutableRawPointer? {
    guard size >= 0 else { return nil }
    let raw = UnsafeMutableRawPointer.allocate(byteCount: size + header, alignment: header)
    raw.storeBytes(of: size, as: Int.self)
    return raw + header
  }

  /// C's `free`: nil is ignored.
  public func free(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    (pointer - header).deallocate()
  }

  /// C's `realloc`: a block of `size` bytes holding the old block's bytes (as many as fit).
  public func realloc(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
    guard let pointer else { return malloc(size) }
    guard let new = malloc(size) else { return nil }
    let old = (pointer - header).load(as: Int.self)
    new.copyMemory(from: pointer, byteCount: min(old, size))
    free(pointer)
    return new
  }

  /// C's `memchr`: the first of `n` bytes at `s` equal to `c`, or nil.
  public func memchr(_ s: UnsafeRawPointer?, _ c: Int32, _ n: Int) -> UnsafeMutableRawPointer? {
    guard let s else { return nil }
    let byte = UInt8(truncatingIfNeeded: c)
    for i in 0..<n where s.load(fromByteOffset: i, as: UInt8.self) == byte {
      return UnsafeMutableRawPointer(mutating: s + i)
    }
    return nil
  }
#endif
