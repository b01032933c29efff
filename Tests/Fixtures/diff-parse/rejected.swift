// Both parsers reject this file: a parenthesis that is never closed.
let total = (1 + 2
let after = 3
