#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 2 : compressed, d0 mod 2 : dense, d1 mod 2 : dense) }>
module {
  func.func @sparse_assemble_reinterpret_map(%arg0: tensor<?xf64>, %arg1: tensor<?xindex>, %arg2: tensor<?xindex>) -> tensor<2x4xf64, #sparse> {
    %0 = sparse_tensor.assemble (%arg1, %arg2), %arg0 : (tensor<?xindex>, tensor<?xindex>), tensor<?xf64> to tensor<2x4xf64, #sparse>
    return %0 : tensor<2x4xf64, #sparse>
  }
}
