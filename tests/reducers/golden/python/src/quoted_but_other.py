# The raising line quotes crash text (a comment), but what happens is a ValueError.
def check(shape):
    if shape % 2: raise ValueError(f"block shape {shape} must be even")  # was: Assertion `isEven(S)' failed, LLVM ERROR: odd

check(3)
