#map = affine_map<(d0, d1) -> (d0, 0, d1)>
#map1 = affine_map<(d0, d1) -> (0, d1, d0)>
module {
  func.func @m(%arg0: tensor<8x4xf32>, %arg1: tensor<4x12xf32>, %arg2: tensor<8x12xf32>) -> tensor<8x12xf32> {
    %c0 = arith.constant 0 : index
    %0 = ub.poison : f32
    %1 = vector.transfer_read %arg0[%c0, %c0], %0 {in_bounds = [true, true, true], permutation_map = #map} : tensor<8x4xf32>, vector<8x12x4xf32>
    %2 = vector.transfer_read %arg1[%c0, %c0], %0 {in_bounds = [true, true, true], permutation_map = #map1} : tensor<4x12xf32>, vector<8x12x4xf32>
    %3 = vector.transfer_read %arg2[%c0, %c0], %0 {in_bounds = [true, true]} : tensor<8x12xf32>, vector<8x12xf32>
    %4 = arith.mulf %1, %2 : vector<8x12x4xf32>
    %5 = vector.multi_reduction <add>, %4, %3 [2] : vector<8x12x4xf32> to vector<8x12xf32>
    %6 = vector.transfer_write %5, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<8x12xf32>, tensor<8x12xf32>
    return %6 : tensor<8x12xf32>
  }
}
