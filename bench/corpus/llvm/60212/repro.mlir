module {
func.func @pipeline_dispatch_0_depthwise_conv_2d_nhwc_hwc_1x1082x1920x1x1x3(%extracted_slice_1: tensor<1x3x4x1xi32>, %extracted_slice_2: tensor<1x1x1xi32> ) -> tensor<1x3x4x1xi32>{
  %arg7 = tensor.empty() : tensor<1x3x4x1xi32>
  %19 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%extracted_slice_1, %extracted_slice_2 : tensor<1x3x4x1xi32>, tensor<1x1x1xi32>) outs(%arg7 : tensor<1x3x4x1xi32>) -> tensor<1x3x4x1xi32>
  return %19 : tensor<1x3x4x1xi32>
}
 transform.sequence failures(propagate) {
  ^bb0(%arg0: !pdl.operation):
    %0 = transform.structured.match ops{["linalg.depthwise_conv_2d_nhwc_hwc"]} in %arg0
    %1 = get_closest_isolated_parent %0 : (!pdl.operation) -> !pdl.operation
    %2 = transform.structured.vectorize %1
  }
}
