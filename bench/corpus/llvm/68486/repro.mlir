func.func nested @func1() {
  %57 = tensor.empty() : tensor<4x31x31xf32>
  %58 = tensor.empty() : tensor<1x1xi32>
  %11 = tensor.empty() : tensor<4x31x31xf32>
  %30 = tosa.slice %11 {size = array<i64>, start = array<i64>} : (tensor<4x31x31xf32>) -> tensor<*xf32>
  %59 = tosa.scatter %30, %58, %57 : (tensor<*xf32>, tensor<1x1xi32>, tensor<4x31x31xf32>) -> tensor<4x31x31xf32>
  return
}
