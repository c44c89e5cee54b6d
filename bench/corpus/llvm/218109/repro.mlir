func.func @f(%src: tensor<2x2x1xi32>, %dst: tensor<2x1x1x2x2xi32>) -> tensor<2x1x1x2x2xi32> {
  %c0 = arith.constant 0 : i32
  %p = linalg.pack %src padding_value(%c0 : i32) inner_dims_pos = [1, 2] inner_tiles = [2, 2]
       into %dst : tensor<2x2x1xi32> -> tensor<2x1x1x2x2xi32>
  return %p : tensor<2x1x1x2x2xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %func = transform.structured.match ops{["func.func"]} in %root
      : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %func {
      transform.apply_patterns.linalg.decompose_pack_unpack
    } : !transform.any_op
    transform.yield
  }
}
