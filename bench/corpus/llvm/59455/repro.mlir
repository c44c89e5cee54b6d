module {
  func.func @func1(%arg0: tensor<7x2xf32>, %arg1: memref<12x7xi1>, %arg2: f32) {
    %c4 = arith.constant 4 : index
    %c10 = arith.constant 10 : index
    %cst_256 = arith.constant 1.000000e+00 : f32
    %256 = vector.create_mask %c10, %c4 : vector<12x7xi1>
    %261 = vector.extract_strided_slice %256 {offsets = [3], sizes = [5], strides = [1]} : vector<12x7xi1> to vector<5x7xi1>
    %262 = vector.fma %261, %261, %261 : vector<5x7xi1>
    return
  }
}
