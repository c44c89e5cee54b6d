#map = affine_map<(d0) -> (d0)>
module {
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
      %0 = transform.structured.match ops{["linalg.generic"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      %1 = transform.structured.match ops{["func.call"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      %2 = transform.structured.split %0 after %1  {dimension = 0 : i64} : !transform.any_op, !transform.any_op
      transform.yield
    }
  }
  func.func @dynamic(%arg0: tensor<100xf32>, %arg1: tensor<100xf32>) -> tensor<100xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<100xf32>) outs(%arg1 : tensor<100xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<100xf32>
    call @m0() : () -> ()
    return %0 : tensor<100xf32>
  }
  func.func private @m0()
}
