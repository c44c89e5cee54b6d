module {
  func.func @transfer_read_0d(%arg0: memref<?x?x?xf32>, %arg1: index) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%arg1, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<f32>
    %1 = vector.extract %0[] : f32 from vector<f32>
    return %1 : f32
  }
}
