// Bit operations work as in Swift; an addition past Int.max is an error at the expression (the
// app would trap), not a crash of Detents.
import SwiftUI

struct Flags: View {
  var body: some View {
    let mask = 1 << 40 | 0xff & ~0x0f
    return Text("\(mask >> 4) \(mask + 9_223_372_036_854_775_000)")
  }
}

#Preview { Flags() }
