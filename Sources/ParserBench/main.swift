print("parser-bench: todo")
