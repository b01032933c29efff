// A program whose error nothing catches: `detents run` and `preview` say so, exit 1 (they
// printed the interpreter's value by reflection).
import SwiftUI

enum Oops: Error { case bad }

func fail() throws -> String { throw Oops.bad }

struct Uncaught: View {
  var body: some View { Text(try! fail()) }
}

#Preview { Uncaught() }
