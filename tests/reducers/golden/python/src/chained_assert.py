# Chained: the cause's message carries an assertion, the outer exception wraps it.
def run():
    stderr = "python: /src/llvm/lib/IR/Value.cpp:42: void llvm::Value::f(): Assertion `V && \"null\"' failed."
    raise OSError(stderr)

try:
    run()
except OSError as e:
    raise RuntimeError("PassManager::run failed: " + "LLVM ERROR: " + "see above") from e
