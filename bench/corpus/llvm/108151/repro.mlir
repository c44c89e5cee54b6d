module {
  func.func @test_reshape_3d(%arg1: tensor<2x3x4xf32>) -> (tensor<2x?x4xf32>, tensor<2x?x4xf32>) {
    %c0 = arith.constant 0 : index
    %0 = tosa.reshape %arg1 {new_shape = array<i64: 2, 4, 4>} : (tensor<2x3x4xf32>) -> tensor<2x?x4xf32>
    %1 = tosa.reshape %arg1 {new_shape = array<i64: 2, 1, 4>} : (tensor<2x3x4xf32>) -> tensor<2x?x4xf32>
    return %0, %1 : tensor<2x?x4xf32>, tensor<2x?x4xf32>
  }
}
