module {
  func.func @m(%arg0: memref<?xf16>, %arg1: index, %arg2: index) -> () {
    %expand_shape = memref.expand_shape %arg0 [[0, 1, 2, 3, 4]] output_shape [4, 2, %arg1, %arg2, 32] : memref<?xf16> into memref<4x2x?x?x32xf16>
    return 
  }
}
