#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @sparse_tensor_demo(%arg0: tensor<128x64xf32, #sparse>) -> tensor<128x64xf32> {
  %0 = sparse_tensor.convert %arg0 : tensor<128x64xf32, #sparse> to tensor<128x64xf32>
  %1 = linalg.generic {
    indexing_maps = [
      affine_map<(i, j) -> (i, j)>,  // input
      affine_map<(i, j) -> (i, j)>   // output
    ],
    iterator_types = ["parallel", "parallel"]
  }
  ins(%arg0: tensor<128x64xf32, #sparse>)
  outs(%0: tensor<128x64xf32>) {
    ^bb(%a: f32, %b: f32):
      %sum = arith.addf %a, %b : f32
      linalg.yield %sum : f32
  } -> tensor<128x64xf32>
  
  return %1 : tensor<128x64xf32>
}
