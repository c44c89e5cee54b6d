module {
  func.func @masked_load_op(%arg0: memref<?xf32>, %arg1: vector<16xi1>, %arg2: vector<16xf32> {bufferination.writable = false}) -> vector<16xf32> {
    %cst0_i32 = spirv.Constant 0 : i32
    %0 = builtin.unrealized_conversion_cast %cst0_i32 : i32 to index
    %1 = vector.maskedload %arg0[%0], %arg1, %arg2 : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
    return %1 : vector<16xf32>
  }
}

