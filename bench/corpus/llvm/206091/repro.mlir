module {
  func.func @test_negative_ceildivui_tensor(%arg0: tensor<8x4x?xi64>) -> (tensor<8x4x?xi64>, tensor<8x4x?xi64>) {
    %0 = arith.ceildivui %arg0, %arg0 : tensor<8x4x?xi64>
    return %0, %0 : tensor<8x4x?xi64>, tensor<8x4x?xi64>
  }
}

