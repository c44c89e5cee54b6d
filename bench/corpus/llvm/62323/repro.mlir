module {
  func.func @main(%arg0: memref<35xf32>) -> memref<35xf32> {
    %0 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<35xf32>
    affine.for %arg1 = 0 to 35 {
      %1 = affine.load %arg0[%arg1] : memref<35xf32>
      %2 = llvm.fdiv %0, %1  : f32
      affine.store %2, %alloc[%arg1] : memref<35xf32>
    }
    return %alloc : memref<35xf32>
  }
}
