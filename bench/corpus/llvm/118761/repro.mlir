func.func @test_vector.transfer_write(%arg0: memref<?x?xf32>, %arg1: vector<4x8xf16>, %arg2: vector<4x16xf32>) {
    %c0 = arith.constant 0 : index
    vector.transfer_write %arg1, %arg0[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf16>, memref<?x?xf32>
    vector.transfer_write %arg2, %arg0[%c0, %c0] {in_bounds = [true, true]} : vector<4x16xf32>, memref<?x?xf32>
    return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1:!transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg1 : (!transform.any_op) ->!transform.any_op
    transform.apply_patterns to %0 {
      transform.apply_patterns.memref.extract_address_computations
    } :!transform.any_op
    transform.yield
  }
}
