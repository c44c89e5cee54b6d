#map = affine_map<(d0, d1) -> (d0 * 128 + d1)>
#map1 = affine_map<()[s0] -> (s0 ceildiv 128)>
#map2 = affine_map<(d0, d1, d2) -> (d0 mod 128, (d1 ceildiv 128) + d2, d1 floordiv 128)>
module {
  func.func @test_subi_tensor(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) -> tensor<8x8xi64> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%arg0 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_0: i64, %out: i64):
      %1 = arith.subi %in, %in_0 : i64
      linalg.yield %1 : i64
    } -> tensor<8x8xi64>
    return %0 : tensor<8x8xi64>
  }
}

