module attributes {llvm.data_layout = ""} {
  func.func @main(%arg0: tensor<13x21x3xf32> {bufferization.access = "read"}, %arg3: tensor<3x2xi32> {bufferization.access = "read"}) -> () {
    %0 = "tosa.const"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = tosa.tanh %arg0 {__inplace_operands_attr__ = ["false"]} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    %3 = tosa.pad %1, %arg3, %0 {__inplace_operands_attr__ = ["false", "false"]} : (tensor<13x21x3xf32>, tensor<3x2xi32>, tensor<f32>) -> tensor<13x21x3xf32>
    return
  }
}
