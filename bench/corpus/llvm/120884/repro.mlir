#map = affine_map<()[s0,s1,s2] -> ((s0 * s1) * s1)>
module {
  func.func @test_reshape_3d_same_d2d_explicit_empty(%arg0: tensor<3x?x?xf32>) -> tensor<?x?x?xf32> {
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %collapsed = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<3x?x?xf32> into tensor<?xf32>
    %dim = tensor.dim %arg0, %c1 : tensor<3x?x?xf32>
    %dim_0 = tensor.dim %collapsed, %c2 : tensor<?xf32>
    %dim_1 = tensor.dim %collapsed, %c3 : tensor<?xf32>
    %0 = affine.apply #map()[%dim, %dim_0, %dim_1]
    %1 = arith.divui %0, %c1 : index
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2]] output_shape [%1, 3, %0] : tensor<?xf32> into tensor<?x3x?xf32>
    %cast = tensor.cast %expanded : tensor<?x3x?xf32> to tensor<?x?x?xf32>
    return %cast : tensor<?x?x?xf32>
  }
}

