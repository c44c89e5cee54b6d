func.func @tensor.collapse_shape(%arg0: tensor<1x?xf32>) -> tensor<?x10xf32> {
  %0 = tensor.collapse_shape %arg0 [[0, 1], []] : tensor<1x?xf32> into tensor<?x10xf32>
  return %0 : tensor<?x10xf32>
}

