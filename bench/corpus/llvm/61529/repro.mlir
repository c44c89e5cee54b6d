#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 32)>
#map2 = affine_map<(d0) -> (d0 + 17)>
#map3 = affine_map<(d0) -> (d0 + 32, 85)>
#set = affine_set<(d0) : (-d0 + 53 >= 0)>
module {
  llvm.func @malloc(i64) -> !llvm.ptr<i8>
  func.func @main(%arg0: memref<76x85x17xi1>, %29:memref<85x17xi1>) {
    %6 = llvm.mlir.constant(false) : i1
    affine.for %arg5 = 0 to 85 step 32 {
      affine.for %arg6 = 0 to 17 step 32 {
        affine.if #set(%arg5) {
          affine.for %arg7 = #map(%arg5) to #map1(%arg5) {
            affine.for %arg8 = #map(%arg6) to #map2(%arg6) {
              affine.store %6, %29[%arg7, %arg8] : memref<85x17xi1>
            }
          }
        } else {
          affine.for %arg7 = #map(%arg5) to min #map3(%arg5) {
            affine.for %arg8 = #map(%arg6) to #map2(%arg6) {
              affine.store %6, %29[%arg7, %arg8] : memref<85x17xi1>
            }
          }
        }
      }
    }
    return
  }
}
