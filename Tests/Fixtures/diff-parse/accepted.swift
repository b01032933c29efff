// Both parsers accept this file: observers after an initializer, `#if` in a getter.
struct Store {
  var items = [Int]() { didSet { save() } }
  var name: String? {
    #if os(Windows)
    return nil
    #else
    return "sh"
    #endif
  }
  func save() {}
}
