func.func @func1() {
  %1 = arith.constant 5 : i16
  %i0 = arith.constant 0 : index
  %3 = tensor.from_elements %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1  : tensor<12xi16>
  %10 = arith.extsi %3 : tensor<12xi16> to tensor<?xi64>
  %7 = tensor.dim %10, %i0 : tensor<?xi64>
  return
}
