module {
  func.func @fma_callbacks_missing(%arg0: vector<3xf16>, %arg1: vector<3xi32>, %arg2: vector<3xi32>) {
    %0 = math.fma %arg0, %arg0, %arg0 : vector<3xf16>
    return
  }
  func.func private @mlirAsyncRuntimeAddRef(!llvm.ptr, i64)
  llvm.return
}

