func.func nested @func2(%arg0: tensor<9xi64>) {
  %7 = tensor.empty() : tensor<9xi1>
  %28 = tensor.empty() : tensor<9xi1>
  %29 = tosa.logical_left_shift %7, %28 : (tensor<9xi1>, tensor<9xi1>) -> tensor<9xi1>
  %32 = tosa.tile %29 {multiples = array<i64>} : (tensor<9xi1>) -> tensor<9xi1>
  return
}
