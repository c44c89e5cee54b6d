module {
  func.func @func1() {
    %cst_18 = arith.constant 1.684800e+04 : f16
    %alloc_28 = memref.alloc() : memref<6x6xf16>
    %c0 = arith.constant 0 : index
    %1 = affine.for %arg0 = 0 to 108 step 4 iter_args(%arg1 = %c0) -> (index) {
      affine.store %cst_18, %alloc_28[0, 0] : memref<6x6xf16>
      affine.yield %arg1 : index
    }
    %2 = affine.for %arg0 = 108 to 110 iter_args(%arg1 = %c0) -> (index) {
      affine.store %cst_18, %alloc_28[0, 0] : memref<6x6xf16>
      affine.yield %arg1 : index
    }
    
    vector.print %2 : index
    return
  }
}
