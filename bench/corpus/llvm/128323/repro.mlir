module attributes {transform.with_named_sequence} {
  func.func @test_const_i64(%arg0: index) -> tensor<4xi64> {
    %cst = arith.constant dense<[3, 0, 1, 2]> : tensor<4xi64>
    return %cst : tensor<4xi64>
  }
  transform.named_sequence @__transform_main(%arg1: !transform.any_op) {
    %f = transform.structured.match ops{["arith.constant"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    transform.foreach %f : !transform.any_op {
    ^bb2(%arg2: !transform.any_op):
      transform.test_emit_remark_and_erase_operand %arg2, "erasing" : !transform.any_op
    }
    transform.yield
  }
}
