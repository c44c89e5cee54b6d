module {
  func.func @main(%arg0: tensor<32xi32>, %arg1: tensor<32xi32>) -> i32 {
      %c0_i32 = arith.constant 0 : i32
      %from_elements = tensor.from_elements %c0_i32 : tensor<i32>
      %reduced = linalg.reduce ins(%arg0, %arg1 : tensor<32xi32>, tensor<32xi32>) outs(%from_elements : tensor<i32>) dimensions = [0] 
        (%in0: i32, %in1: i32, %init: i32) {
          %44 = arith.muli %in0, %in1 : i32
          %5 = arith.addi %44, %init : i32
          linalg.yield %5 : i32
        }
      %ext = tensor.extract %reduced[] : tensor<i32>
      return %ext: i32
  }
}
