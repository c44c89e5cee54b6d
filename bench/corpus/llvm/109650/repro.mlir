module {
  func.func @test_reshape_3d_same_d2d_auto_empty(%arg0: tensor<3x?x?xi32>) -> tensor<?x?x?xi32> attributes {llvm.emit_c_interface} {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<3x?x?xi32> into tensor<?xi32>
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to index
    %dim = tensor.dim %collapsed, %1 : tensor<?xi32>
    %2 = builtin.unrealized_conversion_cast %dim : index to i64
    %3 = llvm.mlir.constant(9 : index) : i64
    %4 = llvm.udiv %2, %3  : i64
    %5 = builtin.unrealized_conversion_cast %4 : i64 to index
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2]] output_shape [%5, 3, %dim] : tensor<?xi32> into tensor<?x3x?xi32>
    %cast = tensor.cast %expanded : tensor<?x3x?xi32> to tensor<?x?x?xi32>
    return %cast : tensor<?x?x?xi32>
  }
}

