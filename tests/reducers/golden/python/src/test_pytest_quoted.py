def test_compile():
    text = "Cannot select: t3: f32 = fma t1, t2"
    # LLVM ERROR: Cannot select appears here only in a comment
    raise RuntimeError("LLVM ERROR: " + text)
