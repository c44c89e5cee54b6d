func.func @memref_store(%v : f16, %i: index, %j: index) {
  %0 = memref.alloca() : memref<4x8xf16>
  memref.store %v, %0[%i, %j] : memref<4x8xf16>
  return
}
