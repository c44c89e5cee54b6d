
  func.func private @func2(%arg0: vector<22xf16>, %arg1: vector<22xf16>, %arg2: vector<22x22x22xf16>) {
    %c1_i64 = arith.constant 1774520363 : i64
    %c1_i32 = arith.constant 1268727148 : i32 
    %c1 = arith.constant 1 : index 
    %c31 = arith.constant 31 : index
    %6 = tensor.empty(%c1, %c31, %c1) : tensor<?x?x?xf16>
    %alloc_17 = memref.alloc(%c1) : memref<?x22xi32>
    %42 = affine.if affine_set<(d0) : ((d0 + 64) ceildiv 64 >= 0, (d0 - (d0 + 64) - d0 ceildiv 64) floordiv 128 == 0)>(%c31) -> i64 {
      %136 = tensor.empty() : tensor<i1>
      %141 = vector.broadcast %c1_i32 : i32 to vector<3xi32>
      vector.transfer_write %141, %alloc_17[%c1, %c1] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<3xi32>, memref<?x22xi32>
      affine.yield %c1_i64 : i64
    } else {
      affine.yield %c1_i64 : i64
    }
    %43 = math.log %6 : tensor<?x?x?xf16>
    return
  }
