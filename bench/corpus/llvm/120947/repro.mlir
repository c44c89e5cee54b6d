func.func @tensor_pad_constant(%t: tensor<?x10xindex>,%l2:index,%h1:index,%h3: index) -> tensor<?x?xindex> {
  %0= tensor.pad %t low[5, %l2] high[%h1, %h3] {
  ^bb0(%arg0: index, %arg1: index):
    %c = arith.constant 50 : index
    tensor.yield %c : index
  } : tensor<?x10xindex> to tensor<?x?xindex>
  return %0 : tensor<?x?xindex>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1:!transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %arg1
      : (!transform.any_op) ->!transform.any_op
    transform.structured.rewrite_in_destination_passing_style %0
      : (!transform.any_op) ->!transform.any_op
      transform.yield
  }
}

