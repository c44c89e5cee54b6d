#map = affine_map<(d0)[s0] -> (2, -d0 + s0)>
module {
  func.func @main(%arg0: memref<i64>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    scf.for %arg1 = %c1 to %c4 step %c2 {
      %0 = affine.min #map(%arg1)[%c4]
    }
    return
  }
}
