#map = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func private @printMemrefI32(tensor<*xi32>)
  func.func private @printMemrefF32(tensor<*xf32>)
  func.func @main() {
    %cst = arith.constant dense<7.988000e+03> : tensor<1x5x14xf32>
    %0 = tensor.empty() : tensor<1x5x14xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : tensor<1x5x14xf32>) outs(%0 : tensor<1x5x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = math.cos %in : f32
      linalg.yield %2 : f32
    } -> tensor<1x5x14xf32>
    %cast = tensor.cast %1 : tensor<1x5x14xf32> to tensor<*xf32>
    call @printMemrefF32(%cast) : (tensor<*xf32>) -> ()
    return
  }
}

