module {
  func.func @main(%arg0: memref<f32>, %arg1: memref<i8>, %arg2: memref<i8>, %arg3: memref<17x13x99x25x25xf32>, %arg4: memref<94x1x2x1x25xf32>, %arg5: memref<94xf32>, %arg6: memref<i8>, %arg7: memref<i8>) {
    %cst = arith.constant 1.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<f32>
    %0 = affine.load %arg0[] : memref<f32>
    %1 = llvm.intr.log(%0)  : (f32) -> f32
    affine.store %1, %alloc[] : memref<f32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<f32>
    %2 = affine.load %alloc[] : memref<f32>
    %3 = arith.divf %cst, %2 : f32
    affine.store %3, %alloc_0[] : memref<f32>
    return
  }
}
