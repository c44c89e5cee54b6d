module {
  func.func @test_vectorize_copy(%arg0: tensor<8x8xvector<4xi8>>, %arg1: tensor<8x8xvector<4xi8>>) -> tensor<8x8xvector<4xi8>> {
    %0 = linalg.copy ins(%arg0 : tensor<8x8xvector<4xi8>>) outs(%arg1 : tensor<8x8xvector<4xi8>>) -> tensor<8x8xvector<4xi8>>
    return %0 : tensor<8x8xvector<4xi8>>
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
      %0 = transform.structured.match ops{["linalg.copy"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %0 : !transform.any_op
      transform.yield 
    }
  }
}

