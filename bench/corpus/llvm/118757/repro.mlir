module {
  pdl_interp.func @matcher(%arg0:!pdl.operation) {
    pdl_interp.finalize
  }
  module @rewriters {
  }
  func.func @test_reshape_3_3_sparse(%arg0: tensor<3x?xf32>) -> tensor<?x?xf32> {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %collapsed = tensor.collapse_shape %arg0 [[0, 1]] : tensor<3x?xf32> into tensor<?xf32>
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %collapsed, %c0_0 : tensor<?xf32>
    %c3_1 = arith.constant 3 : index
    %dim_2 = tensor.dim %collapsed, %c3_1 : tensor<?xf32>
    %c1 = arith.constant 1 : index
    %expanded = tensor.expand_shape %collapsed [[0, 1]] output_shape [%dim, %dim_2] : tensor<?xf32> into tensor<?x?xf32>
    return %expanded : tensor<?x?xf32>
  }
}

