#map = affine_map<() -> (13)>
#map1 = affine_map<() -> (21)>
#map2 = affine_map<(d0)[s0] -> (d0 * s0)>
#map3 = affine_map<() -> (3)>
#map4 = affine_map<(d0)[s0] -> (d0 mod s0)>
#map5 = affine_map<(d0)[s0] -> (d0 floordiv s0)>
module {
  func.func @test_bitwise_xor(%arg0: tensor<13x21x1xi32>, %arg1: tensor<13x21x3xi32>)  {
    %collapsed = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<13x21x1xi32> into tensor<13x21xi32>
    %1 = bufferization.to_memref %collapsed : memref<13x21xi32>
    %alloc_4 = memref.alloc() : memref<13x21xi32>
    affine.parallel (%arg2) = (max()) to (min()) {
      affine.parallel (%arg3) = (0) to (21) {
        %8 = affine.load %1[%arg2, %arg3] : memref<13x21xi32>
        affine.store %8, %alloc_4[%arg2, %arg3] : memref<13x21xi32>
      }
    }
    return 
  }
}
