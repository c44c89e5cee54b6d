func.func @test_transpose_conv2D_pad_left(%arg0: tensor<1x32x 32x 16x f32>, %arg1: tensor<16x2x16x16xf32>, %arg2: tensor<16xf32>) -> tensor<1x32x 32x 16x f32> {
  %0 = "tosa.transpose_conv2d"(%arg0, %arg1, %arg2) {out_pad = array<i64: 0, 0, 8193, 0>, out_shape = array<i64: 1, 32, 8193, 16>, stride = array<i64: 1, 2>} :
              (tensor<1x32x 32x 16x f32>, tensor<16x2x16x16xf32>, tensor<16xf32>) -> tensor<1x32x 32x 16x f32>
  return %0 : tensor<1x32x 32x 16x f32>
}

