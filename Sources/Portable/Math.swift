// The C math functions the core modules use, and nothing else: natively the C library's
// (Glibc, Musl or Darwin), in the Embedded build for WebAssembly declared here as C symbols
// that the page provides at link time (`Math.sin` and friends as JS imports, or the small C
// runtime of issue 16). Add a function here, with both sides, before using it in a core
// module; square roots, floor and ceiling need none (`squareRoot()`, `rounded(.down)`).

#if hasFeature(Embedded)

  /// The sine of `x` (C's `sin`).
  @_extern(c, "sin") public func sin(_ x: Double) -> Double

  /// The cosine of `x` (C's `cos`).
  @_extern(c, "cos") public func cos(_ x: Double) -> Double

  /// E raised to the power of `x` (C's `exp`).
  @_extern(c, "exp") public func exp(_ x: Double) -> Double

  /// The natural logarithm of `x` (C's `log`).
  @_extern(c, "log") public func log(_ x: Double) -> Double

#else
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Darwin)
    import Darwin
  #endif

  // Each forwards to the C library's function of the same name (qualified by module, as an
  // unqualified call would be this function itself).

  /// The sine of `x` (C's `sin`).
  @inlinable public func sin(_ x: Double) -> Double {
    #if canImport(Glibc)
      Glibc.sin(x)
    #elseif canImport(Musl)
      Musl.sin(x)
    #else
      Darwin.sin(x)
    #endif
  }

  /// The cosine of `x` (C's `cos`).
  @inlinable public func cos(_ x: Double) -> Double {
    #if canImport(Glibc)
      Glibc.cos(x)
    #elseif canImport(Musl)
      Musl.cos(x)
    #else
      Darwin.cos(x)
    #endif
  }

  /// E raised to the power of `x` (C's `exp`).
  @inlinable public func exp(_ x: Double) -> Double {
    #if canImport(Glibc)
      Glibc.exp(x)
    #elseif canImport(Musl)
      Musl.exp(x)
    #else
      Darwin.exp(x)
    #endif
  }

  /// The natural logarithm of `x` (C's `log`).
  @inlinable public func log(_ x: Double) -> Double {
    #if canImport(Glibc)
      Glibc.log(x)
    #elseif canImport(Musl)
      Musl.log(x)
    #else
      Darwin.log(x)
    #endif
  }

#endif
