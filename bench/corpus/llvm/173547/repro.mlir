func.func @sparse_convert_4d(%arg0: tensor<4x4x4xf32>, %arg1: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = sparse_tensor.convert %arg0 : tensor<4x4x4xf32> to tensor<?x?x?xf32>
  %1 = sparse_tensor.convert %arg1 : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  return %1 : tensor<?x?x?xf32>
}
