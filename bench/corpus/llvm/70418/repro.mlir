func.func private @func1() {
  %c15 = arith.constant 15 : index
  %c28 = arith.constant 28 : index
  %alloc_18 = memref.alloc() {alignment = 64 : i64} : memref<9xi64>
  // This lines is invalid.
  // Crash would disappear, if %c28 is 0.
  %dim = memref.dim %alloc_18, %c28 : memref<9xi64>
  %alloca_29 = memref.alloca() : memref<9x9xi64>
  %70 = affine.vector_load %alloca_29[%c15, %dim] : memref<9x9xi64>, vector<31xi64>
  return
}
