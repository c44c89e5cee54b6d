func.func nested @func2() {
  %c0 = arith.constant 0 : index
  %c22 = arith.constant 22 : index
  %22 = tensor.empty(%c22) : tensor<?x10xi32>
  %64 = tosa.reduce_min %22 {axis = 0 : i32} : (tensor<?x10xi32>) -> tensor<1x10xi32>
  %90 = tosa.slice %64 {size = array<i64>, start = array<i64>} : (tensor<1x10xi32>) -> tensor<i32>
  vector.warp_execute_on_lane_0(%c0)[32] {
    %155 = tosa.reverse %90 {axis = 0 : i32} : (tensor<i32>) -> tensor<1x10xi32>
  }
  return
}
