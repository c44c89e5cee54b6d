func.func private @func2() {
  %c25 = arith.constant 25 : index
  %11 = tensor.empty(%c25) : tensor<?x31xi16>
  %55 = tosa.slice %11 {size = array<i64>, start = array<i64>} : (tensor<?x31xi16>) -> tensor<*xi16>
  %105 = tosa.reduce_min %55 {axis = 0 : i32} : (tensor<*xi16>) -> tensor<1x31xi16>
  return
}
