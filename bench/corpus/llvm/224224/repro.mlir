#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @main(%arg0: tensor<4xf16>) {
    %0 = ub.poison : f16
    %cst = arith.constant 1.000000e+00 : f16
    %1 = bufferization.to_buffer %arg0 : tensor<4xf16> to memref<4xf16, strided<[?], offset: ?>>
    %alloc = memref.alloc() : memref<4xf16, 1>
    %alloc_0 = memref.alloc() : memref<4xf16>
    affine.for %arg1 = 0 to 4 {
      affine.for %arg2 = #map(%arg1) to #map1(%arg1) {
        %2 = affine.load %1[%arg2] : memref<4xf16, strided<[?], offset: ?>>
        %3 = arith.negf %2 : f16
        %4 = math.exp %3 : f16
        %5 = arith.addf %4, %cst : f16
        %6 = arith.divf %cst, %5 : f16
        affine.store %6, %alloc[%arg2] : memref<4xf16, 1>
      }
    }
    affine.for %arg1 = 0 to 4 step 128 {
      %2 = vector.transfer_read %alloc[%arg1], %0 : memref<4xf16, 1>, vector<128xf16>
    }
    return
  }
}
