module {
  func.func @depthwise_conv_2d_nhwc_hwcm(%input: memref<2x4x5x2xf32>, %filter: memref<2x2x2x3xf32>, %output: memref<2x3x4x2x3xf32>) {
    linalg.depthwise_conv_2d_nhwc_hwcm
       { dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64> }
       ins(%input, %filter : memref<2x4x5x2xf32>, memref<2x2x2x3xf32>)
      outs(%output : memref<2x3x4x2x3xf32>)
    return
  }
}
