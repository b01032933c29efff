enum Detent {
    case small(
}

func height(for detent: Detent -> Double {
    switch detent {
        print("no case")
    case .small: return 100
    }
}

#if DEBUG
let debug = true
