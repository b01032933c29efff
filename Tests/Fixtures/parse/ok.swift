/// A valid file for the success path.
struct Sheet {
    var height: Double = 0.5
    func grow() -> Double { height * 2 }
}
