module {
  func.func @example_function(%arg0: tensor<1x32xf32>, %arg1: tensor<1x32xbf16>, %arg2: i1) -> tensor<1x32xbf16> {
    %10 = scf.if %arg2 -> (tensor<1x32xbf16>) {
      %11 = linalg.generic {
        indexing_maps = [
          affine_map<(d0, d1) -> (d0, d1)>,
          affine_map<(d0, d1) -> (d0, d1)>
        ],
        iterator_types = ["parallel", "parallel"]
      } ins(%arg0 : tensor<1x32xf32>) outs(%arg1 : tensor<1x32xbf16>) {
        ^bb0(%in: f32, %out: bf16):
          %12 = arith.truncf %in : f32 to bf16
          linalg.yield %12 : bf16
      } -> tensor<1x32xbf16>
      scf.yield %11 : tensor<1x32xbf16>
    } else {
      scf.yield %arg1 : tensor<1x32xbf16>
    }
    return %10 : tensor<1x32xbf16>
  }
}

