func.func @reduce(%buffer: tensor<4x256xf32>) -> tensor<4x256xf32> {
  %cst = spirv.Constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x256xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x256xf32>) -> tensor<4x256xf32>
  %2 = linalg.reduce {@reduce_fusion_elementwise} ins(%buffer : tensor<4x256xf32>) outs(%1 : tensor<4x256xf32>) dimensions = [0]
  return %2 : tensor<4x256xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1:!transform.any_op {transform.readonly}) {
    %0 = transform.structured.match interface{LinalgOp} in %arg1 : (!transform.any_op) ->!transform.any_op
    %1 = transform.structured.generalize %0 : (!transform.any_op) ->!transform.any_op
    transform.yield
  }
}

