#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0 + d1 + d2)>
func.func @gather_failure(%arg0: tensor<8x128x768xf32>, %arg2: tensor<8x1xf32>, %arg3 : index) -> tensor<8x1xf32> {
  %c0 = arith.constant 0 : index
  %1 = linalg.generic {
    indexing_maps = [#map], 
    iterator_types = ["parallel", "parallel"]
  } outs(%arg2 : tensor<8x1xf32>) {
  ^bb0(%arg5: f32):
      %2 = linalg.index 0 : index
      %3 = linalg.index 1 : index
      %4 = affine.apply #map1(%arg3, %3, %arg3)
    %extracted = tensor.extract %arg0[%2, %c0, %4] : tensor<8x128x768xf32>
    linalg.yield %extracted : f32
  } -> tensor<8x1xf32>
  return %1 : tensor<8x1xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg2: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %arg2 : (!transform.any_op) -> !transform.any_op
    %1 = transform.get_parent_op %0 {isolated_from_above} : (!transform.any_op) -> !transform.any_op
    %2 = transform.structured.vectorize_children_and_apply_patterns %1 {vectorize_nd_extract} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
