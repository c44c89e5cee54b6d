module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.depthwise_conv_2d_nhwc_hwc"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %tiled_linalg_op, %loops = transform.structured.tile_using_for %0 tile_sizes [0, 4, 1, 4, 3, 1] interchange = [] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_0, %loops_1 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 1, 0, 0, 1, 0] interchange = [] {"alloc-levels" = array<i64: 2, 1, 1>} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield 
  }
  func.func @main(%arg0: tensor<1x66x66x16xi8>, %arg1: tensor<3x3x16xi8>, %arg2: tensor<1x64x64x16xi64>) -> tensor<1x64x64x16xi64> {
    %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x66x66x16xi8>, tensor<3x3x16xi8>) outs(%arg2 : tensor<1x64x64x16xi64>) -> tensor<1x64x64x16xi64>
    return %0 : tensor<1x64x64x16xi64>
  }
}
