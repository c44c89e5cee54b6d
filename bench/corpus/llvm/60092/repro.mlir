func.func @func() { 
  %0 = memref.alloc() : memref<1 x memref<2 x f32>>
  return
} 
