module {
  func.func @loop(%arg0: index, %arg1: index, %arg2: memref<100xf64>, %arg3: memref<100xf64>) {
    %0 = builtin.unrealized_conversion_cast %arg3 : memref<100xf64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = builtin.unrealized_conversion_cast %arg2 : memref<100xf64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %cst = arith.constant 0.000000e+00 : f64
    affine.for %arg4 = 0 to 10 {
      affine.store %cst, %arg2[%arg4] : memref<100xf64>
    }
    affine.for %arg4 = 0 to %arg0 {
      affine.store %cst, %arg2[%arg4] : memref<100xf64>
    }
    affine.for %arg4 = 0 to 10 {
      %2 = affine.load %arg2[%arg4] : memref<100xf64>
    }
    return
  }
}

