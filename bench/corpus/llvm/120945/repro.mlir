func.func @invCriticalEdge(%arg: i1) -> memref<f32> {
  %0 = memref.alloc() : memref<f32>
  cf.cond_br%arg, ^bb1(%0 :memref< f32>), ^abb(%0 : memref<f32>)
^bb1(%5: memref<f32>):
  return %5 : memref<f32>
^abb(%6: memref<f32>):
  return %6 : memref<f32>
}
