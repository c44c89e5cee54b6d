func.func nested @func2() {
  %c16 = arith.constant 16 : index
  %c29 = arith.constant 29 : index
  %13 = tensor.empty(%c16, %c29) : tensor<?x?xi1>
  %26 = tosa.reduce_prod %13 {axis = 0 : i32} : (tensor<?x?xi1>) -> tensor<1x?xi1>
  %44 = tosa.logical_not %26 : (tensor<1x?xi1>) -> tensor<1x?xi1>
  %73 = tensor.empty() : tensor<i32>
  %138 = tosa.transpose %44, %73 : (tensor<1x?xi1>, tensor<i32>) -> tensor<1x?xi1>
  return
}
