module {
  func.func @combined_operations() -> () {
    %cst = arith.constant dense<[[true, true, true], [true, false, true]]> : tensor<2x3xi1>
    %reduction_output = tosa.reduce_all %cst {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<2x1xi1>
    return
  }
}
