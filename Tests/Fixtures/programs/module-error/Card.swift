import SwiftUI

// A misspelt modifier in the second file of a module: the error names this file and its line.
struct Card: View {
  var body: some View {
    Text("Card").paddin()
  }
}
