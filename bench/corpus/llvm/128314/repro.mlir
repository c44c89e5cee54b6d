module {
  func.func @test_broadcast19(%arg0: tensor<64x64x1xf32> {bufferization.access = "read"}, %arg1: tensor<1x17xf32> {bufferization.access = "read"}) -> tensor<64x64x17xf32> {
    %0 = tosa.sub %arg0, %arg1 {__inplace_operands_attr__ = ["false", "false"]} : (tensor<64x64x1xf32>, tensor<1x17xf32>) -> tensor<64x64x17xf32>
    return {__inplace_operands_attr__ = ["true"]} %0 : tensor<64x64x17xf32>
  }
  func.func @main(%arg0: tensor<64x64x1xf32> {bufferization.access = "read"}, %arg1: tensor<1x17xf32> {bufferization.access = "read"}, %cond : i1) -> (tensor<64x64x17xf32>) {
    %0 = call @test_broadcast19(%arg0, %arg1) {__inplace_operands_attr__ = ["true", "true"]} : (tensor<64x64x1xf32>, tensor<1x17xf32>) -> tensor<64x64x17xf32>
    cf.cond_br %cond, ^bb_true, ^bb_false
    ^bb_true: // True branch
      // Here we could further process with results or call an operation
      return {__inplace_operands_attr__ = ["true"]} %0 : tensor<64x64x17xf32>

    ^bb_false: // False branch
      return {__inplace_operands_attr__ = ["true"]} %0 : tensor<64x64x17xf32>
  }
}
