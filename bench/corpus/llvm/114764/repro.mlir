module attributes {transform.with_named_sequence} {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.finalize
  }
  func.func @main(%arg0: tensor<2x8x9x10x3xf32> {bufferization.access = "read"}, %arg1: tensor<5x3x6x4x3xf32> {bufferization.access = "read"}, %arg2: tensor<?xf32> {bufferization.access = "read"}) {
    call @conv3d_dynamic_bias(%arg0, %arg1, %arg2) {__inplace_operands_attr__ = ["true", "true", "true"]} : (tensor<2x8x9x10x3xf32>, tensor<5x3x6x4x3xf32>, tensor<?xf32>) -> ()
    return 
  }
  func.func @conv3d_dynamic_bias(%arg0: tensor<2x8x9x10x3xf32> {bufferization.access = "read"}, %arg1: tensor<5x3x6x4x3xf32> {bufferization.access = "read"}, %arg2: tensor<?xf32> {bufferization.access = "read"}) {
    %0 = tosa.conv3d %arg0, %arg1, %arg2 {__inplace_operands_attr__ = ["false", "false", "false"], dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<2x8x9x10x3xf32>, tensor<5x3x6x4x3xf32>, tensor<?xf32>) -> tensor<?x?x?x?x?xf32>
    return
  }
}
