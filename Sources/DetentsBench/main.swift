import Detents
import Foundation

print("detents-bench: no benchmarks yet")
