func.func @func(%arg0 : memref<*xf32>) -> memref<*xf32> { 
  %1 = bufferization.clone %arg0 : memref<*xf32> to memref<*xf32>
  memref.dealloc %arg0 : memref<*xf32>
  return %1 : memref<*xf32>
}
