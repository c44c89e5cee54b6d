#map = affine_map<()[s0] -> (s0)> 
module {
  func.func @func(%arg0: memref<?x?xf32>, %0: index) { 
    %dim = memref.dim %arg0, %0 : memref<?x?xf32> 
    %1 = affine.apply #map()[%dim] 
    affine.for %arg1 = 0 to %1 {  
    }
    return
  }
}
