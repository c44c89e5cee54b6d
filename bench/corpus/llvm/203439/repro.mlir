module {
  func.func @fold_subview_with_transfer_read_0d(%arg0: memref<12x32xf32>, %arg1: index, %arg2: index, %arg3: index) -> vector<f32> {
    %cst = arith.constant 1.000000e+00 : f32
    %subview = memref.subview %arg0[%arg1, %arg2] [1, 1] [1, 1] : memref<12x32xf32> to memref<f32, strided<[], offset: ?>>
    %0 = vector.transfer_read %subview[], %cst : memref<f32, strided<[], offset: ?>>, vector<f32>
    return %0 : vector<f32>
  }
}
