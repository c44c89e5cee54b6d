#map0 = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<() -> (1)>
func @main(%arg0: memref<2xi32>) -> (memref<i32>, memref<i32>) {
  %0 = memref.subview %arg0[0] [1] [1] : memref<2xi32> to memref<1xi32>
  %1 = memref.collapse_shape %0 [] : memref<1xi32> into memref<i32>
  %2 = memref.subview %arg0[1] [1] [1] : memref<2xi32> to memref<1xi32, #map0>
  %3 = memref.collapse_shape %2 [] : memref<1xi32, #map0> into memref<i32, #map1>
  %4 = memref.alloc() : memref<i32>
  memref.copy %3, %4 : memref<i32, #map1> to memref<i32>
  return %1, %4 : memref<i32>, memref<i32>
}
