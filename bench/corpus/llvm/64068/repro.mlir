module { 
  func.func @func2() {
    %cst = arith.constant 5.158400e+04 : f16 
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index  
    %71 = affine.if affine_set<(d0, d1, d2) : (d2 ceildiv 16 >= 0)>(%c1, %c2, %c2) -> f16 {
      %128 = affine.parallel (%arg2, %arg3) = (0, 0) to (8, 7) reduce ("maxf") -> (memref<8x7xf32>) {
        %alloc_33 = memref.alloc() : memref<8x7xf32>
        affine.yield %alloc_33 : memref<8x7xf32>
      } 
      vector.warp_execute_on_lane_0(%c1)[32] {
        memref.assume_alignment %128, 8 : memref<8x7xf32>
      }
      affine.yield %cst : f16
    } else {
      affine.yield %cst : f16
    } 
    return
  }
}

