#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main(%8:tensor<1x77xi1>,%arg9: tensor<1x77xi1>) -> tensor<1x77xi1> {
    %9 = tensor.empty() : tensor<1x77xi1>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %arg9 : tensor<1x77xi1>, tensor<1x77xi1>) outs(%9 : tensor<1x77xi1>) {
    ^bb0(%in: i1, %in_0: i1, %out: i1):
      %11 = arith.addi %in, %in_0 : i1
      linalg.yield %11 : i1
    } -> tensor<1x77xi1>
    return %10 : tensor<1x77xi1>
  }
}
