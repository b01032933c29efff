import SwiftUI

// A model in a file of its own, as apps keep them: the view in Views/ uses it.
@Observable final class Trail {
  var name = "Coastal walk"
  var stops = ["Harbour", "Lighthouse", "Cove"]
}
