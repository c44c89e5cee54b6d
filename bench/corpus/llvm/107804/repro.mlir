module {
  func.func @transpose_conv2d_dyn_input(%arg0: memref<2x16x14 x3xf32>, %arg1: memref<3x1x1x3xf32>, %arg2 : memref<3xf32>) {
    %0 = bufferization.to_tensor %arg2 : memref<3xf32>
    %1 = bufferization.to_tensor %arg1 : memref<3x1x1x3xf32>
    %2 = bufferization.to_tensor %arg0 : memref<2x16x14 x3xf32>
    %3 = tosa.transpose_conv2d %2, %1, %0 {out_pad = array<i64: 0, 0, 0, 0>, out_shape = array<i64: -1, -1>, stride = array<i64: 1, 1>} : (tensor<2x16x14 x3xf32>, tensor<3x1x1x3xf32>, tensor<3xf32>) -> tensor<2x?x?x3xf32>
    return
  }
} 
