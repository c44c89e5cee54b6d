#map1 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> (d0 + ((-d0 + 3) floordiv 4) * 4)>
func.func @func1(%arg0: memref<22x3xi1>, %arg1: vector<22x3xf32>) {
  %c0 = arith.constant 0 : index
  %f11 = arith.constant 1.1 : f16
  %192 = tensor.empty() : tensor<f16>
  %193 = bufferization.to_memref %192 : memref<f16>
  %alloc_66 = memref.alloc() : memref<f16, 1>
  %alloc_68 = memref.alloc() : memref<1xi32>
  affine.for %arg2 = 4 to 6 {
    affine.for %arg3 = #map1(%arg2) to #map4(%arg2) step 4 {
      %272 = arith.addf %f11, %f11 : f16
      affine.store %272, %alloc_66[] : memref<f16, 1>
    }
    affine.for %arg3 = #map4(%arg2) to 3 {
      %252 = affine.load %alloc_66[] : memref<f16, 1>
    }
  }
  affine.dma_start %alloc_66[], %193[], %alloc_68[%c0], %c0 : memref<f16, 1>, memref<f16>, memref<1xi32>
  return
}
