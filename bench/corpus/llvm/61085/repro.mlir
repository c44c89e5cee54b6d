#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @main(%17:tensor<1x1xi8>, %18:tensor<1x1xi8>) {
    %19 = "tosa.bitwise_and"(%17, %18) : (tensor<1x1xi8>, tensor<1x1xi8>) -> tensor<1x1xi8>
    %20 = "tosa.reshape"(%19) {new_shape = [1, 1, 1, 1]} : (tensor<1x1xi8>) -> tensor<1x1x1x1xi8>
    %c0_i8 = arith.constant 0 : i8
    %21 = tensor.pad %20 low[0, 1, 1, 0] high[0, 2, 1, 0] {
    ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: index):
      tensor.yield %c0_i8 : i8
    } : tensor<1x1x1x1xi8> to tensor<1x4x3x1xi8>
    %c0_i32 = arith.constant 0 : i32
    %22 = linalg.init_tensor [1, 4, 1, 1] : tensor<1x4x1x1xi32>
    %23 = linalg.fill ins(%c0_i32 : i32) outs(%22 : tensor<1x4x1x1xi32>) -> tensor<1x4x1x1xi32>
    %24 = linalg.init_tensor [1, 2] : tensor<1x2xi32>
    %25 = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<[1, 2]> : vector<2xi64>} ins(%21, %24 : tensor<1x4x3x1xi8>, tensor<1x2xi32>) outs(%23 : tensor<1x4x1x1xi32>) -> tensor<1x4x1x1xi32>
   return
  }
}
