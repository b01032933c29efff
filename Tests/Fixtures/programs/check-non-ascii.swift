import SwiftUI

// Non-ASCII text before a finding: SARIF columns count code points, the text output bytes.
struct Greeting: View {
  var body: some View {
    Color.clear.sheet(isPresented: .constant(true)) { Text("Café 🙂").presentationDetents([.medium]) }
  }
}
