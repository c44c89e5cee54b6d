module {
  func.func @func(%arg0: tensor<128x128x128x128xf32>, %arg1: tensor<1x?x1xf32>, %arg2: tensor<?xf32>, %arg3: index, %arg4: index) -> tensor<128x128x128x128xf32> {
    %inserted_slice = tensor.insert_slice %arg2 into %arg1[0, 0, 0] [1, %arg4, 1] [1, 1, 1] : tensor<?xf32> into tensor<1x?x1xf32>
    %inserted_slice_0 = tensor.insert_slice %inserted_slice into %arg0[6, 7, 8, %arg3] [1, 1, %arg4, 1] [1, 1, 1, 1] : tensor<1x?x1xf32> into tensor<128x128x128x128xf32>
    return %inserted_slice_0 : tensor<128x128x128x128xf32>
  }
}

