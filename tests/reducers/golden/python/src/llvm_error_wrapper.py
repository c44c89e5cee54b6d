# A compiler driver that re-raises the tool's error text: the message is the failure.
def compile_kernel():
    text = "Cannot select: t7: i64 = FrameIndex<0>"
    raise RuntimeError("LLVM ERROR: " + text)

compile_kernel()
