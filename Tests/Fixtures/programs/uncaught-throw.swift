// A program whose `try!` meets a throw: `detents run` and `preview` give the located error
// and exit 1 (they once printed the interpreter's value by reflection).
import SwiftUI

enum Oops: Error { case bad }

func fail() throws -> String { throw Oops.bad }

struct Uncaught: View {
  var body: some View { Text(try! fail()) }
}

#Preview { Uncaught() }
