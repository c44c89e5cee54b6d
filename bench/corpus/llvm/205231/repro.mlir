#map1 = affine_map<()[s0] -> (s0, 8)>
module {
  func.func @m0() -> (f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %cst_2 = arith.constant 0.000000e+00 : f32
    %4 = affine.min #map1()[%c10]

    %8 = scf.parallel (%arg0) = (%c0) to (%4) step (%c1) init (%cst_2) -> f32 {
      %17 = arith.addf %cst_2, %cst_2 : f32
      scf.reduce(%17 : f32) {
      ^bb0(%arg1: f32, %arg2: f32):
        %18 = arith.addf %arg1, %arg2 : f32
        scf.reduce.return %18 : f32
      }
    }

    return %8 : f32
  }
}
