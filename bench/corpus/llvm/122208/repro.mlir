  func.func private @entry(%arg0: index) -> () {
    %37 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %alloc_14 = memref.alloc() {alignment = 64 : i64} : memref<f32>
    affine.store %37, %alloc_14[] : memref<f32>
    return 
  }

