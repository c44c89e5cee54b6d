func.func private @mlirAsyncRuntimeAddRef(!llvm.ptr, i64)
