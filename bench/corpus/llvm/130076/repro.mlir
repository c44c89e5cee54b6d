func.func @matrix_vector_neon_mul(%lhs: vector<4x16xf32>, %rhs: vector<16xf32>, %acc: vector<4xf32>) -> vector<4xf32> {
  %res = linalg.matmul ins(%lhs, %rhs: vector<4x16xf32>, vector<16xf32>) outs(%acc: vector<4xf32>) : vector<4x16xf32> -> vector<4xf32>
  return %res : vector<4xf32>
}

func.func @tensor_contract_neon_example(%lhs: tensor<3x4x8xf32>, %rhs: tensor<4x8x2xf32>, %acc: tensor<3x4x2xf32>) -> tensor<3x4x2xf32> {
  %res = linalg.contract ins(%lhs, %rhs: tensor<3x4x8xf32>, tensor<4x8x2xf32>) outs(%acc: tensor<3x4x2xf32>) : tensor<3x4x8xf32>, tensor<4x8x2xf32> -> tensor<3x4x2xf32>
  return %res : tensor<3x4x2xf32>
}
