module {
  func.func @test_fft2d_real_h(%arg0: tensor<32x8193x32xf32>, %arg1: tensor<32x32x32xf32>) -> (tensor<32x32x32xf32>, tensor<32x32x32xf32>) {
    %0, %1 = "tosa.fft2d"(%arg0, %arg1) { inverse = false } :
              (tensor<32x8193x32xf32>, tensor<32x32x32xf32>) -> (tensor<32x32x32xf32>, tensor<32x32x32xf32>)
    return %0, %1 : tensor<32x32x32xf32>, tensor<32x32x32xf32>
  }
}
