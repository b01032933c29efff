import SwiftUI

struct Home: View {
  var body: some View { Card() }
}

#Preview { Home() }
