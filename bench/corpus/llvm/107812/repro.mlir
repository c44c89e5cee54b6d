  func.func @test_vectorize_unpack_no_masks(%source : memref<8xf16>, %dest: memref<8x16xf16>) {
      affine.for %arg1 = 0 to 8 step 4 {
        affine.for %arg2 = 0 to 8 step 0 {
          %0 = affine.load %source[%arg2] : memref<8xf16>
          %1 = affine.load %source[%arg2] : memref<8xf16>
          %2 = arith.addf %0, %1 : f16
          affine.store %2, %dest[%arg1, %arg2] : memref<8x16xf16>
        }
      }
    return
  }
