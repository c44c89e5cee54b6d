#map21 = affine_map<(d0, d1, d2) -> (d0, d1 - d2)>
module { 
  func.func nested @func2()  {
    %c1503765534_i32 = arith.constant 1503765534 : i32
    %cst_2 = arith.constant 0x4D638DD7 : f32
    %cst_4 = arith.constant 2.13858022E+9 : f32
    %c589637867_i32 = arith.constant 589637867 : i32
    %c0 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %c9 = arith.constant 9 : index 
    %29 = index.divu %c9, %c6
    %89 = arith.shrui %c1503765534_i32, %c589637867_i32 : i32
    %90 = index.shru %c9, %c6
    %c0_31 = arith.constant 0 : index
    %c-1_32 = arith.constant -1 : index
    %134 = arith.muli %c9, %c-1_32 : index
    scf.parallel (%arg0) = (%c9) to (%90) step (%134) {
      %140 = affine.min #map21(%134, %90, %arg0)
      scf.parallel (%arg1) = (%c0_31) to (%140) step (%c9) {
        %154 = arith.remf %cst_4, %cst_2 : f32
        scf.yield
      }
      scf.yield
    } 
    return  
  }
}
