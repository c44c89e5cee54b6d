module {
  func.func @main(%arg0: tensor<13x21x3xf32> {bufferization.access = "read"}) -> (tensor<13x21x3xf32>, tensor<3x1xi32>) {
    %1 = call @reduce_max_constant() : () -> tensor<3x1xi32>
    return {__equivalent_func_args__ = [-1], __inplace_operands_attr__ = ["true"]} %arg0, %1: tensor<13x21x3xf32>, tensor<3x1xi32>
  }

  func.func @reduce_max_constant() -> tensor<3x1xi32> {
    %cst = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
    %0 = tosa.reduce_max %cst {__inplace_operands_attr__ = ["false"], axis = 1 : i32} : (tensor<3x3xi32>) -> tensor<3x1xi32>
    return {__inplace_operands_attr__ = ["true"]} %0 : tensor<3x1xi32>
  }
}
