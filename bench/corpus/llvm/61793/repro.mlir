#map = affine_map<(d0) -> (0, d0)>
#map1 = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: tensor<1x5xf32>, %arg1: tensor<5xf32>) -> tensor<5xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%arg0 : tensor<1x5xf32>) outs(%arg1 : tensor<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<5xf32>
    return %0 : tensor<5xf32>
  }
}
