module {
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
      %0 = transform.structured.match ops{["tensor.insert_slice"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %0 vector_sizes [8, 1] : !transform.any_op
      transform.yield
    }
  }
  func.func @m0() -> tensor<5x6x128xf32> {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %0 = tensor.empty() : tensor<5x6x64xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<5x6x64xf32>) -> tensor<5x6x64xf32>
    %2 = tensor.empty() : tensor<5x6x64xf32>
    %3 = linalg.fill ins(%cst_0 : f32) outs(%2 : tensor<5x6x64xf32>) -> tensor<5x6x64xf32>
    %4 = tensor.empty() : tensor<5x6x128xf32>
    %inserted_slice = tensor.insert_slice %1 into %4[0, 0, 0] [5, 6, 64] [1, 1, 1] : tensor<5x6x64xf32> into tensor<5x6x128xf32>
    %inserted_slice_1 = tensor.insert_slice %3 into %inserted_slice[0, 0, 64] [5, 6, 64] [1, 1, 1] : tensor<5x6x64xf32> into tensor<5x6x128xf32>
    return %inserted_slice_1 : tensor<5x6x128xf32>
  }
}
