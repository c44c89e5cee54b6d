#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @main(%arg0: memref<80x62x15x84xi1>){
    %true = arith.constant true
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<80x62x84xi1>
    affine.for %arg1 = 0 to 80 {
      affine.for %arg2 = 0 to 62 {
        affine.for %arg3 = 0 to 84 step 4 {
          affine.store %true, %alloc[%arg1, %arg2, %arg3] : memref<80x62x84xi1>
          %2 = affine.apply #map(%arg3)
        }
      }
    }
   
    return
  }
}
