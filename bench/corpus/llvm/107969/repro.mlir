module {
  func.func @test_reshape_3d(%arg0: tensor<1xf32>) -> tensor<?x?x?xf32> {
    %c0 = arith.constant 0 : index
    %0 = tosa.reshape %arg0 {new_shape = array<i64: 2, 3, 4>} :(tensor<1xf32>) -> tensor<?x?x?xf32>
    return %0 : tensor<?x?x?xf32>
  }
}
