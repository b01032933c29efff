// A view whose body never finishes: the run ends with an error at the loop, not a hang.
import SwiftUI

struct Spin: View {
  var body: some View {
    var n = 0
    while n >= 0 { n += 1 }
    return Text("\(n)")
  }
}

#Preview { Spin() }
