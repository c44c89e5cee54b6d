#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @func1() { 
    affine.for %arg2 = 0 to 72 {
      affine.for %arg3 = #map(%arg2) to #map1(%arg2) {
      }
    }
    return
  }
}


