import SwiftUI

struct StopList: View {
  let stops: [String]

  var body: some View {
    List(stops, id: \.self) { stop in Text(stop) }
  }
}
