import SwiftUI

// Recursion with no end in sight: the runtime's call-depth budget stops it with an error at
// the call (scripts/wasm-tests: the WebAssembly build too, where a deeper native stack would
// otherwise overflow the module's 8 MB stack and trap).
func depth(_ n: Int) -> Int {
  n == 0 ? 0 : 1 + depth(n - 1)
}

struct DeepView: View {
  var body: some View {
    Text("depth \(depth(1_000_000))")
  }
}

#Preview {
  DeepView()
}
